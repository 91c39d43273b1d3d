package gamefile

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/chuhe-xq/chuhe/core"
)

// The layout of a CBR record (offsets in bytes).
const (
	cbrTitleAt  = 180  // 128 bytes, UTF-16LE
	cbrEventAt  = 692  // 64 bytes
	cbrRedAt    = 1076 // 64 bytes
	cbrBlackAt  = 1300 // 64 bytes
	cbrResultAt = 2076 // 1 byte: 1 Red wins, 2 Black wins, 3 draw
	cbrSideAt   = 2116 // 2 bytes: 1 Red to move
	cbrBoardAt  = 2120 // 90 bytes, row by row from the top
	cbrMovesAt  = 2214
	cbrMaxNodes = 200000 // moves of one record, variations included

	cblCountAt   = 60  // int32: the library's capacity or count
	cblNameAt    = 64  // 512 bytes, UTF-16LE
	cblHeader    = 576 // the records start after it
	cblBlockSize = 4096
)

// readCBR reads CBR, the binary game format of 象棋桥 (CCBridge): a record that starts with
// "CCBridge Record\0". Text (title, event, players, comments) is UTF-16LE, cut at a NUL. The start
// position is 90 bytes, one a point row by row from the top, a piece 0x11-0x17 for Red (rook,
// horse, elephant, advisor, king, cannon, pawn) and 0x21-0x27 for Black. The moves follow at byte
// 2214: a 4-byte length that is zero when there is no opening comment (else a second length and
// the comment), then the move tree in preorder, 4 bytes a move — flags, a spare byte, from and to
// (points numbered row·9+file from the top left) — the flags saying that the line ends after it
// (1), that an alternative to it follows its line (2) and that a comment follows (4: a 4-byte
// length and the text); four zero bytes end the tree. The layout was learnt from public readers
// (walker8088's cchess); the result byte is read as XQF's.
func readCBR(data []byte) (*File, error) {
	g, err := cbrGame(data)
	if g == nil {
		return nil, err
	}
	f := &File{}
	f.add(1, g, err)
	return f, nil
}

// readCBL reads CBL, the library format of 象棋桥 (CCBridge) in which collections are shared: a
// header that starts with "CCBridgeLibrary\0" and holds the library's name (UTF-16LE at byte 64),
// an index, then the games as CBR records, each starting on a 4096-byte block (a long game runs on
// into the next blocks). A record with an empty board is a section's heading, not a game. Every
// record that reads is a game; one that does not is a problem, and the others read on.
func readCBL(data []byte) (*File, error) {
	if len(data) < cblHeader {
		return nil, msg("cbl: the file ends inside its header")
	}
	name := utf16Text16(data[cblNameAt : cblNameAt+512])
	first := bytes.Index(data[cblHeader:], cbrMagic)
	f := &File{}
	if first < 0 {
		return f, nil // an empty library
	}
	n := 0
	for at := cblHeader + first; at+len(cbrMagic) <= len(data); at += cblBlockSize {
		if !bytes.HasPrefix(data[at:], cbrMagic) {
			continue // a block of the record before
		}
		if cbrHeading(data[at:]) {
			continue
		}
		n++
		if n > core.MaxPGNGames {
			break
		}
		g, err := cbrGame(data[at:])
		if g != nil && name != "" {
			if _, ok := g.Tags.Get("Event"); !ok {
				g.Tags.Set("Event", name)
			}
		}
		if err != nil {
			err = msg("%v (record at byte %d)", err, at)
		}
		f.add(n, g, err)
	}
	return f, nil
}

// cbrHeading reports whether a record of a library is a heading (a section's title over an empty
// board, without moves) rather than a game.
func cbrHeading(rec []byte) bool {
	if len(rec) < cbrMovesAt+8 {
		return false
	}
	for _, c := range rec[cbrBoardAt : cbrBoardAt+90] {
		if c != 0 {
			return false
		}
	}
	return true
}

// cbrGame reads one CBR record: the game (nil when nothing of it reads) and what stopped it.
func cbrGame(data []byte) (*core.PGNGame, error) {
	if !bytes.HasPrefix(data, cbrMagic) {
		return nil, msg(`cbr: not a CBR record: it does not begin with "CCBridge Record"`)
	}
	if len(data) < cbrMovesAt {
		return nil, msg("cbr: the record ends inside its %d-byte header", cbrMovesAt)
	}
	var st core.Setup
	for i := 0; i < 90; i++ {
		c := data[cbrBoardAt+i]
		if c == 0 {
			continue
		}
		t, ok := cbrPieces[c&0x0f]
		if !ok || c>>4 < 1 || c>>4 > 2 {
			return nil, msg("cbr: byte %d: %#x is not a piece", cbrBoardAt+i, c)
		}
		col := core.Red
		if c>>4 == 2 {
			col = core.Black
		}
		sq, _ := square(i%9, i/9)
		st.Set(sq, core.MakePiece(col, t))
	}
	if binary.LittleEndian.Uint16(data[cbrSideAt:]) != 1 {
		st.Side = core.Black
	}
	start, err := core.ParseFEN(st.FEN())
	if err != nil {
		// The side to move may be wrong in the header (its own side in check): the first move decides.
		st.Side = st.Side.Opp()
		p, err2 := core.ParseFEN(st.FEN())
		if err2 != nil {
			return nil, msg("cbr: start position: %v", err)
		}
		start = p
	}
	root, stop := cbrTree(data, cbrMovesAt)
	if len(root.children) > 0 {
		if pc := start.At(root.children[0].from); pc != core.NoPiece && pc.Color() != start.SideToMove() {
			start = withSide(start, pc.Color())
		}
	}
	g, illegal := buildGame(start, root)
	for _, t := range [...]struct {
		tag  string
		at   int
		size int
	}{{"Title", cbrTitleAt, 128}, {"Event", cbrEventAt, 64}, {"Red", cbrRedAt, 64}, {"Black", cbrBlackAt, 64}} {
		if v := utf16Text16(data[t.at : t.at+t.size]); v != "" {
			g.Tags.Set(t.tag, v)
		}
	}
	if illegal != nil {
		return g, msg("cbr: %v", illegal)
	}
	if stop != nil {
		return g, stop
	}
	setResult(g, recordResult(fmt.Sprint(data[cbrResultAt])))
	return g, nil
}

// cbrPieces are the piece types of CBR's codes (the low four bits).
var cbrPieces = map[byte]core.PieceType{1: core.Rook, 2: core.Horse, 3: core.Elephant, 4: core.Advisor,
	5: core.King, 6: core.Cannon, 7: core.Pawn}

// cbrTree reads the move tree of a record from byte at: the root (with the opening comment) and
// what stopped the reading early, if anything (the tree read so far is kept).
func cbrTree(data []byte, at int) (*node, error) {
	root := &node{}
	rd := &cbrReader{data: data, at: at}
	if n := rd.int32(); n != 0 {
		root.comment = rd.text(rd.int32())
	}
	var pending []*node // parents whose next alternative follows the current line
	parent := root
	for count := 0; rd.err == nil && count < cbrMaxNodes; count++ {
		if rd.at+4 > len(data) {
			if rd.at < len(data) {
				return root, msg("cbr: byte %d: the file ends inside a move", rd.at)
			}
			break // the file ends: so does the tree
		}
		flags, from, to := data[rd.at], data[rd.at+2], data[rd.at+3]
		rd.at += 4
		if flags == 0 && from == 0 && to == 0 {
			break
		}
		comment := ""
		if flags&4 != 0 {
			comment = rd.text(rd.int32())
		}
		f, ok1 := square(int(from)%9, int(from)/9)
		t, ok2 := square(int(to)%9, int(to)/9)
		if !ok1 || !ok2 || from >= 90 || to >= 90 {
			return root, msg("cbr: byte %d: points %d and %d are not both on the board", rd.at-4, from, to)
		}
		n := parent.add(f, t)
		n.comment = comment
		if flags&2 != 0 {
			pending = append(pending, parent)
		}
		if flags&1 == 0 {
			parent = n
			continue
		}
		if len(pending) == 0 {
			break
		}
		parent = pending[len(pending)-1]
		pending = pending[:len(pending)-1]
	}
	return root, rd.err
}

// cbrReader reads the numbers and text of a CBR record, remembering the first fault.
type cbrReader struct {
	data []byte
	at   int
	err  error
}

func (r *cbrReader) int32() int {
	if r.err != nil {
		return 0
	}
	if r.at+4 > len(r.data) {
		r.err = msg("cbr: byte %d: the file ends inside a length", r.at)
		return 0
	}
	v := int(int32(binary.LittleEndian.Uint32(r.data[r.at:])))
	r.at += 4
	return v
}

func (r *cbrReader) text(n int) string {
	if r.err != nil {
		return ""
	}
	if n < 0 || r.at+n > len(r.data) {
		r.err = msg("cbr: byte %d: a comment of %d bytes runs past the end of the file", r.at, n)
		return ""
	}
	s := utf16Text16(r.data[r.at : r.at+n])
	r.at += n
	return s
}

// utf16Text16 decodes UTF-16LE text up to its first NUL character, trimmed.
func utf16Text16(b []byte) string {
	u := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		c := binary.LittleEndian.Uint16(b[i:])
		if c == 0 {
			break
		}
		u = append(u, c)
	}
	return strings.TrimSpace(strings.ToValidUTF8(string(utf16.Decode(u)), "\uFFFD"))
}
