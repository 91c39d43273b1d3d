package core

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// A test-only XQF writer, written from the format's description rather than from the reader, so
// that the reader is tested against an independent rendering of the format: the header with the
// keys (random ones for the encrypted versions), the piece points (rotated from version 12), the
// GBK strings, and the move tree in pre-order with its comments.

// xqfSpec is a file for writeXQF.
type xqfSpec struct {
	version byte
	rng     *rand.Rand // the keys are random when set; zero otherwise
	start   *Position
	whoPlay byte // header byte 50
	result  byte // header byte 51
	tags    map[string]string
	root    *xqfSpecNode
}

// xqfSpecNode is a move (none for the root), its comment and its continuations, the first being
// the main one.
type xqfSpecNode struct {
	move     Move
	comment  string
	children []*xqfSpecNode
}

// xqfSpecFields are the header's string fields: offset of the length byte and field size.
var xqfSpecFields = map[string][2]int{
	"Title": {80, 64}, "Event": {208, 64}, "Date": {272, 16}, "Site": {288, 16}, "Red": {304, 16},
	"Black": {320, 16}, "Annotator": {464, 16},
}

// specPieceOrder is the kind of each of a side's 16 piece slots, 车马相士帅士相马车炮炮兵兵兵兵兵.
var specPieceOrder = []byte("RNBAKABNRCCPPPPP")

// specKey is the key formula as XQStudio's Pascal source states it (the reader uses the algebraic
// form 54x²+221).
func specKey(b, m byte) byte {
	x := int(b)
	return byte((((((x*x)*3+9)*3+8)*2+1)*3 + 8) * int(m))
}

// gbk encodes s in GBK, cut to at most max bytes at a character boundary.
func gbk(t testing.TB, s string, max int) []byte {
	t.Helper()
	var out []byte
	enc := simplifiedchinese.GBK.NewEncoder()
	for _, r := range s {
		b, err := enc.Bytes([]byte(string(r)))
		if err != nil {
			t.Fatalf("GBK of %q: %v", r, err)
		}
		if max >= 0 && len(out)+len(b) > max {
			break
		}
		out = append(out, b...)
	}
	return out
}

// fieldValue is what a header field keeps of v: at most size-1 GBK bytes.
func fieldValue(t testing.TB, tag, v string) string {
	f := xqfSpecFields[tag]
	out, _ := simplifiedchinese.GBK.NewDecoder().Bytes(gbk(t, v, f[1]-1))
	return string(out)
}

func specCode(s Square) byte { return byte(s.File()*10 + s.Rank()) }

// writeXQF renders s as an XQF file.
func writeXQF(t testing.TB, s *xqfSpec) []byte {
	t.Helper()
	hdr := make([]byte, 1024)
	hdr[0], hdr[1], hdr[2] = 'X', 'Q', s.version
	var mask, xy, xyf, xyt byte
	var or [4]byte
	if s.version > 10 && s.rng != nil {
		mask, xy, xyf, xyt = byte(s.rng.IntN(256)), byte(s.rng.IntN(256)), byte(s.rng.IntN(256)), byte(s.rng.IntN(256))
		for i := range or {
			or[i] = byte(s.rng.IntN(256))
		}
	}
	sum := -(xy + xyf + xyt) // XQStudio checks that the four add up to 0 (mod 256)
	hdr[3] = mask
	copy(hdr[8:12], or[:])
	hdr[12], hdr[13], hdr[14], hdr[15] = sum, xy, xyf, xyt
	var keyXY, keyXYf, keyXYt byte
	var keyComment int
	var stream [32]byte
	if s.version > 10 {
		keyXY = specKey(xy, xy)
		keyXYf = specKey(xyf, keyXY)
		keyXYt = specKey(xyt, keyXYf)
		keyComment = (int(sum)<<8|int(xy))%32000 + 767
		keys := [4]byte{sum, xy, xyf, xyt}
		copyright := "[(C) Copyright Mr. Dong Shiwei.]"
		for i := range stream {
			stream[i] = copyright[i] & (keys[i%4]&mask | or[i%4])
		}
	}

	// The pieces, each in the first free slot of its kind.
	var codes [32]byte
	for i := range codes {
		codes[i] = 0xFF
	}
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			sq := NewSquare(f, r)
			pc := s.start.At(sq)
			if pc == NoPiece {
				continue
			}
			letter := pc.Letter() &^ 0x20 // upper case
			placed := false
			for i, l := range specPieceOrder {
				j := int(pc.Color())*16 + i
				if l == letter && codes[j] == 0xFF {
					codes[j], placed = specCode(sq), true
					break
				}
			}
			if !placed {
				t.Fatalf("no slot for %c on %s", pc.Letter(), sq)
			}
		}
	}
	for i := range codes {
		stored := i
		if s.version >= 12 {
			stored = (i - int(keyXY) - 1) & 31 // the reader puts stored byte k at (keyXY+k+1) mod 32
		}
		hdr[16+stored] = codes[i] + keyXY
	}
	hdr[50], hdr[51] = s.whoPlay, s.result
	for tag, v := range s.tags {
		f, ok := xqfSpecFields[tag]
		if !ok {
			t.Fatalf("no field for tag %s", tag)
		}
		b := gbk(t, v, f[1]-1)
		hdr[f[0]] = byte(len(b))
		copy(hdr[f[0]+1:], b)
	}

	var recs []byte
	var emit func(n *xqfSpecNode, root, hasVariation bool)
	emit = func(n *xqfSpecNode, root, hasVariation bool) {
		var from, to byte
		if !root {
			from, to = specCode(n.move.From()), specCode(n.move.To())
		}
		comment := gbk(t, n.comment, -1)
		var tag byte
		if s.version <= 10 {
			if len(n.children) > 0 {
				tag |= 0xF0
			}
			if hasVariation {
				tag |= 0x0F
			}
		} else {
			if len(n.children) > 0 {
				tag |= 0x80
			}
			if hasVariation {
				tag |= 0x40
			}
			if len(comment) > 0 {
				tag |= 0x20
			}
		}
		recs = append(recs, from+0x18+keyXYf, to+0x20+keyXYt, tag, 0)
		if s.version <= 10 || len(comment) > 0 {
			recs = binary.LittleEndian.AppendUint32(recs, uint32(len(comment)+keyComment))
			recs = append(recs, comment...)
		}
		for i, c := range n.children {
			emit(c, false, i < len(n.children)-1)
		}
	}
	root := s.root
	if root == nil {
		root = &xqfSpecNode{}
	}
	emit(root, true, false)
	for i := range recs {
		recs[i] += stream[(1024+i)%32]
	}
	return append(hdr, recs...)
}

// specLine makes a main line of moves with comments (comments[i] after the i-th move, 0 at the
// root).
func specLine(moves []Move, comments map[int]string) *xqfSpecNode {
	root := &xqfSpecNode{comment: comments[0]}
	n := root
	for i, m := range moves {
		c := &xqfSpecNode{move: m, comment: comments[i+1]}
		n.children = []*xqfSpecNode{c}
		n = c
	}
	return root
}
