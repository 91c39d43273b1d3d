package nnue

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"unicode/utf8"
)

// The net file (version 1), all integers little-endian:
//
//	offset  bytes  field
//	0       8      magic "CHUHE-NN"
//	8       2      version, 1
//	10      2      architecture, 1: the 1260 features of Feature, SCReLU, one output
//	12      2      H, the accumulator size of one side: 8..1024, a multiple of 8
//	14      2      QA: 1..1024
//	16      2      QB: 1..4096
//	18      2      Scale: 1..4096
//	20      4      length n of the info text, at most 4096
//	24      n      info: UTF-8
//	        2H     transformer bias, int16
//	        2·1260·H  transformer weights, int16, feature by feature
//	        4H     output weights, int16, the side to move's H first
//	        4      output bias, int32
//	        4      CRC-32 (IEEE) of everything before it
//
// Nothing may follow.
const (
	Magic        = "CHUHE-NN"
	Version      = 1
	Architecture = 1
	MaxInfo      = 4096
	MaxH         = 1024
	headerSize   = 24
)

// ErrFormat is wrapped by every error about a net file's contents.
var ErrFormat = errors.New("not a valid Chuhe net file")

func formatErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, args...))
}

// Size returns the length of the file of a net with accumulator size h and info of n bytes.
func Size(h, n int) int { return headerSize + n + 2*h + 2*Inputs*h + 4*h + 4 + 4 }

// check validates the net's shape and that no accumulator can overflow int16.
func (n *Net) check() error {
	switch {
	case n.H < 8 || n.H > MaxH || n.H%8 != 0:
		return formatErr("accumulator size %d is not a multiple of 8 from 8 to %d", n.H, MaxH)
	case n.QA < 1 || n.QA > 1024:
		return formatErr("QA %d is not 1..1024", n.QA)
	case n.QB < 1 || n.QB > 4096:
		return formatErr("QB %d is not 1..4096", n.QB)
	case n.Scale < 1 || n.Scale > 4096:
		return formatErr("scale %d is not 1..4096", n.Scale)
	case len(n.Info) > MaxInfo || !utf8.ValidString(n.Info):
		return formatErr("info is longer than %d bytes or not UTF-8", MaxInfo)
	case len(n.FTBias) != n.H || len(n.FT) != Inputs*n.H || len(n.Out) != 2*n.H:
		return formatErr("weights of the wrong length for H = %d", n.H)
	}
	// The largest |accumulator|: the bias plus the MaxPiece largest columns' entries.
	var top [MaxPiece]int32
	for i := 0; i < n.H; i++ {
		clear(top[:])
		for f := 0; f < Inputs; f++ {
			v := int32(n.FT[f*n.H+i])
			if v < 0 {
				v = -v
			}
			if v > top[MaxPiece-1] {
				j := MaxPiece - 1
				for j > 0 && top[j-1] < v {
					top[j] = top[j-1]
					j--
				}
				top[j] = v
			}
		}
		b := int32(n.FTBias[i])
		if b < 0 {
			b = -b
		}
		for _, v := range top {
			b += v
		}
		if b > 32767 {
			return formatErr("accumulator %d may reach %d, beyond int16", i, b)
		}
	}
	return nil
}

// Encode returns the net's file.
func (n *Net) Encode() ([]byte, error) {
	if err := n.check(); err != nil {
		return nil, err
	}
	b := make([]byte, 0, Size(n.H, len(n.Info)))
	b = append(b, Magic...)
	for _, v := range []int32{Version, Architecture, int32(n.H), n.QA, n.QB, n.Scale} {
		b = binary.LittleEndian.AppendUint16(b, uint16(v))
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(len(n.Info)))
	b = append(b, n.Info...)
	for _, s := range [][]int16{n.FTBias, n.FT, n.Out} {
		for _, v := range s {
			b = binary.LittleEndian.AppendUint16(b, uint16(v))
		}
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(n.OutB))
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// Write writes the net's file to w.
func (n *Net) Write(w io.Writer) error {
	b, err := n.Encode()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Decode reads a net file held in b. Every problem is an error wrapping ErrFormat that names it.
func Decode(b []byte) (*Net, error) {
	if len(b) < headerSize {
		return nil, formatErr("%d bytes, shorter than the %d-byte header", len(b), headerSize)
	}
	if string(b[:8]) != Magic {
		return nil, formatErr("magic %q, want %q", b[:8], Magic)
	}
	u16 := func(o int) int32 { return int32(binary.LittleEndian.Uint16(b[o:])) }
	if v := u16(8); v != Version {
		return nil, formatErr("version %d, this program reads version %d", v, Version)
	}
	if a := u16(10); a != Architecture {
		return nil, formatErr("architecture %d, this program knows %d", a, Architecture)
	}
	n := &Net{H: int(u16(12)), QA: u16(14), QB: u16(16), Scale: u16(18)}
	if n.H < 8 || n.H > MaxH || n.H%8 != 0 {
		return nil, formatErr("accumulator size %d is not a multiple of 8 from 8 to %d", n.H, MaxH)
	}
	info := binary.LittleEndian.Uint32(b[20:])
	if info > MaxInfo {
		return nil, formatErr("info of %d bytes, more than %d", info, MaxInfo)
	}
	if want := Size(n.H, int(info)); len(b) != want {
		return nil, formatErr("%d bytes, want %d for H = %d", len(b), want, n.H)
	}
	if sum, want := binary.LittleEndian.Uint32(b[len(b)-4:]), crc32.ChecksumIEEE(b[:len(b)-4]); sum != want {
		return nil, formatErr("checksum %08x, want %08x (the file is damaged)", sum, want)
	}
	o := headerSize
	n.Info = string(b[o : o+int(info)])
	o += int(info)
	read := func(k int) []int16 {
		s := make([]int16, k)
		for i := range s {
			s[i] = int16(binary.LittleEndian.Uint16(b[o+2*i:]))
		}
		o += 2 * k
		return s
	}
	n.FTBias = read(n.H)
	n.FT = read(Inputs * n.H)
	n.Out = read(2 * n.H)
	n.OutB = int32(binary.LittleEndian.Uint32(b[o:]))
	if err := n.check(); err != nil {
		return nil, err
	}
	return n, nil
}

// Read reads a net file from r (at most the largest file a net may have).
func Read(r io.Reader) (*Net, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(Size(MaxH, MaxInfo))+1))
	if err != nil {
		return nil, err
	}
	return Decode(b)
}
