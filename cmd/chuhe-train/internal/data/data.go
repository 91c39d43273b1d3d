// Package data reads and writes Chuhe's training data for a neural evaluation (NNUE): positions from
// self-play games, each with the search's score, the game's result and the move the search chose.
// docs/nnue.md describes the format for readers in other languages; this comment is its definition.
//
// A file is a header followed by fixed-size records, all integers little-endian:
//
//	header   offset  size
//	         0       8     magic "CHUHE-TD"
//	         8       2     version (1)
//	         10      2     record size in bytes (40)
//	         12      4     length n of the info text (at most 4096)
//	         16      n     info: UTF-8 text saying how the data was made (the generator's settings)
//
//	record   offset  size
//	         0       12    occupancy: bit i (byte i/8, bit i%8) is set when point i holds a piece;
//	                       point i = rank*9 + file, rank 0 = Red's back rank, file 0 = file a;
//	                       bits 90-95 are zero
//	         12      16    pieces: one 4-bit code per set bit of the occupancy, in point order, the
//	                       first in the low half of byte 12; unused codes are zero. The code is
//	                       core.Piece's value: colour<<3 | kind, Red 1-7 and Black 9-15 for king,
//	                       advisor, elephant, horse, rook, cannon, pawn
//	         28      1     flags: bit 0 the side to move (0 Red, 1 Black); bits 1-2 the game's result
//	                       for the side to move (0 loss, 1 draw, 2 win); bit 3 set on the last record
//	                       of a game; bits 4-7 zero
//	         29      1     plies since the last capture (capped at 255)
//	         30      2     search score, int16, centipawns from the side to move's view (never a
//	                       mate score: |score| <= 30000)
//	         32      2     ply: moves played in the game before this position (opening included)
//	         34      2     the move the search chose: from | to<<7 as points (0 = none); bits 14-15 zero
//	         36      4     game: the generator's game number (positions of one game share it)
//
// A record holds at most 32 pieces, one king of each colour and no more pieces of a kind than a side
// starts with; Decode checks that much. Record.Position checks the rest (placements, the side not to
// move not in check, the move legal) through core.
//
// A generator appends whole games: every game's last record has the end-of-game flag, so a file cut
// short by a crash is repaired by cutting it back to the last such record (Resume does that).
package data

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chuhe-xq/chuhe/core"
)

// Format constants.
const (
	Magic      = "CHUHE-TD"
	Version    = 1
	RecordSize = 40
	MaxInfo    = 4096
	// MaxScore bounds a record's score (a mate score is never recorded).
	MaxScore = 30000
	// MaxPieces is the most pieces a position holds.
	MaxPieces  = 32
	headerSize = 16
)

// Points is the number of points of the board.
const Points = 90

// Outcome is a game's result for the side to move of a record.
type Outcome uint8

// Outcomes, as stored.
const (
	Loss Outcome = 0
	Draw Outcome = 1
	Win  Outcome = 2
)

// String returns "loss", "draw" or "win".
func (o Outcome) String() string {
	switch o {
	case Loss:
		return "loss"
	case Draw:
		return "draw"
	case Win:
		return "win"
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// OutcomeFor returns the outcome of a finished game for side c (Draw for a game still going on).
func OutcomeFor(o core.Outcome, c core.Color) Outcome {
	switch o {
	case core.WinFor(c):
		return Win
	case core.WinFor(c.Opp()):
		return Loss
	}
	return Draw
}

// Record is one training position.
type Record struct {
	Board    [Points]core.Piece // Board[rank*9+file]
	Side     core.Color         // side to move
	Result   Outcome            // the game's result for Side
	Last     bool               // the game's last record in the file
	Halfmove uint8              // plies since the last capture, capped at 255
	Score    int16              // search score for Side, centipawns
	Ply      uint16             // moves played in the game before this position
	Move     core.Move          // the move the search chose, or core.NoMove
	Game     uint32             // the game's number
}

// Point returns the record's index of a square (rank*9 + file), or -1 for a square off the board.
func Point(s core.Square) int {
	if !s.OnBoard() {
		return -1
	}
	return s.Rank()*9 + s.File()
}

// Square returns the square of point i (0..89).
func Square(i int) core.Square { return core.NewSquare(i%9, i/9) }

// SetPosition fills the record's board, side to move and halfmove clock from p.
func (r *Record) SetPosition(p *core.Position) {
	for i := range r.Board {
		r.Board[i] = p.At(Square(i))
	}
	r.Side = p.SideToMove()
	r.Halfmove = uint8(min(p.HalfmoveClock(), 255))
}

// FEN returns the record's position in FEN (the move number from the ply).
func (r *Record) FEN() string {
	var sb strings.Builder
	sb.WriteString(core.PlacementFEN(func(f, rank int) core.Piece { return r.Board[rank*9+f] }))
	side := " w"
	if r.Side == core.Black {
		side = " b"
	}
	fmt.Fprintf(&sb, "%s - - %d %d", side, r.Halfmove, int(r.Ply)/2+1)
	return sb.String()
}

// Position returns the record's position as core sees it. It fails for a position core rejects (a
// piece off its permitted points, the side not to move in check) and for a move that is not legal in it.
func (r *Record) Position() (*core.Position, error) {
	p, err := core.ParseFEN(r.FEN())
	if err != nil {
		return nil, err
	}
	if r.Move != core.NoMove && !p.IsLegalMove(r.Move) {
		return nil, fmt.Errorf("move %s is not legal in %s", r.Move, p.FEN())
	}
	return p, nil
}

// maxOfKind is how many pieces of each kind a side starts with (indexed by core.PieceType).
var maxOfKind = [core.NumPieceTypes]int{0, 1, 2, 2, 2, 2, 2, 5}

// checkBoard checks the board's pieces: codes, counts and kings.
func checkBoard(b *[Points]core.Piece) error {
	var count [16]int
	n := 0
	for i, pc := range b {
		if pc == core.NoPiece {
			continue
		}
		if pc > 15 || pc.Type() == core.NoPieceType {
			return fmt.Errorf("point %d: piece code %d is not a piece", i, uint8(pc))
		}
		n++
		count[pc]++
		if count[pc] > maxOfKind[pc.Type()] {
			return fmt.Errorf("more than %d %s %ss", maxOfKind[pc.Type()], pc.Color(), pc.Type())
		}
	}
	if n > MaxPieces {
		return fmt.Errorf("%d pieces, at most %d", n, MaxPieces)
	}
	for _, c := range []core.Color{core.Red, core.Black} {
		if count[core.MakePiece(c, core.King)] != 1 {
			return fmt.Errorf("no %s king", c)
		}
	}
	return nil
}

// checkMove checks that m moves a piece of the side to move to a point not holding one of its own.
func checkMove(b *[Points]core.Piece, side core.Color, from, to int) error {
	if from >= Points || to >= Points || from == to {
		return fmt.Errorf("move %d-%d: not two different points", from, to)
	}
	if pc := b[from]; pc == core.NoPiece || pc.Color() != side {
		return fmt.Errorf("move %s: no %s piece on %s", core.NewMove(Square(from), Square(to)), side, Square(from))
	}
	if pc := b[to]; pc != core.NoPiece && pc.Color() == side {
		return fmt.Errorf("move %s: takes its own piece", core.NewMove(Square(from), Square(to)))
	}
	return nil
}

// Encode writes the record into dst, after checking what Decode checks.
func (r *Record) Encode(dst *[RecordSize]byte) error {
	if err := checkBoard(&r.Board); err != nil {
		return err
	}
	if r.Side > core.Black {
		return fmt.Errorf("side to move %d", r.Side)
	}
	if r.Result > Win {
		return fmt.Errorf("result %d", r.Result)
	}
	if r.Score > MaxScore || r.Score < -MaxScore {
		return fmt.Errorf("score %d beyond ±%d", r.Score, MaxScore)
	}
	var mv uint16
	if r.Move != core.NoMove {
		from, to := Point(r.Move.From()), Point(r.Move.To())
		if from < 0 || to < 0 {
			return fmt.Errorf("move %s is off the board", r.Move)
		}
		if err := checkMove(&r.Board, r.Side, from, to); err != nil {
			return err
		}
		mv = uint16(from) | uint16(to)<<7
	}
	*dst = [RecordSize]byte{}
	k := 0
	for i, pc := range r.Board {
		if pc == core.NoPiece {
			continue
		}
		dst[i/8] |= 1 << (i % 8)
		dst[12+k/2] |= byte(pc) << (4 * (k % 2))
		k++
	}
	flags := byte(r.Side) | byte(r.Result)<<1
	if r.Last {
		flags |= 8
	}
	dst[28] = flags
	dst[29] = r.Halfmove
	binary.LittleEndian.PutUint16(dst[30:], uint16(r.Score))
	binary.LittleEndian.PutUint16(dst[32:], r.Ply)
	binary.LittleEndian.PutUint16(dst[34:], mv)
	binary.LittleEndian.PutUint32(dst[36:], r.Game)
	return nil
}

// Decode reads a record, checking its fields (see the package comment); it never panics.
func Decode(b []byte) (Record, error) {
	var r Record
	if len(b) != RecordSize {
		return r, fmt.Errorf("record of %d bytes, want %d", len(b), RecordSize)
	}
	if b[11]>>2 != 0 {
		return r, errors.New("occupancy bits beyond point 89 are set")
	}
	k := 0
	for i := 0; i < Points; i++ {
		if b[i/8]&(1<<(i%8)) == 0 {
			continue
		}
		if k == MaxPieces {
			return r, fmt.Errorf("more than %d points occupied", MaxPieces)
		}
		code := b[12+k/2] >> (4 * (k % 2)) & 15
		if code&7 == 0 {
			return r, fmt.Errorf("point %d (%s): piece code %d is not a piece", i, Square(i), code)
		}
		r.Board[i] = core.Piece(code)
		k++
	}
	for j := k; j < MaxPieces; j++ {
		if b[12+j/2]>>(4*(j%2))&15 != 0 {
			return r, fmt.Errorf("piece code %d is set but only %d points are occupied", j, k)
		}
	}
	if err := checkBoard(&r.Board); err != nil {
		return r, err
	}
	flags := b[28]
	if flags>>4 != 0 {
		return r, fmt.Errorf("flags %#02x: reserved bits set", flags)
	}
	r.Side = core.Color(flags & 1)
	r.Result = Outcome(flags >> 1 & 3)
	if r.Result > Win {
		return r, fmt.Errorf("flags %#02x: result 3 is not loss, draw or win", flags)
	}
	r.Last = flags&8 != 0
	r.Halfmove = b[29]
	r.Score = int16(binary.LittleEndian.Uint16(b[30:]))
	if r.Score > MaxScore || r.Score < -MaxScore {
		return r, fmt.Errorf("score %d beyond ±%d", r.Score, MaxScore)
	}
	r.Ply = binary.LittleEndian.Uint16(b[32:])
	if mv := binary.LittleEndian.Uint16(b[34:]); mv != 0 {
		if mv>>14 != 0 {
			return r, fmt.Errorf("move %#04x: reserved bits set", mv)
		}
		from, to := int(mv&127), int(mv>>7&127)
		if err := checkMove(&r.Board, r.Side, from, to); err != nil {
			return r, err
		}
		r.Move = core.NewMove(Square(from), Square(to))
	}
	r.Game = binary.LittleEndian.Uint32(b[36:])
	return r, nil
}

// Header is what a file says before its records.
type Header struct {
	Version int
	Info    string
}

// Size returns the header's size in bytes (where the records start).
func (h Header) Size() int64 { return headerSize + int64(len(h.Info)) }

// AppendHeader appends a version-1 header with the given info text.
func AppendHeader(dst []byte, info string) ([]byte, error) {
	if len(info) > MaxInfo {
		return dst, fmt.Errorf("info of %d bytes, at most %d", len(info), MaxInfo)
	}
	if !utf8.ValidString(info) {
		return dst, errors.New("info is not UTF-8")
	}
	dst = append(dst, Magic...)
	dst = binary.LittleEndian.AppendUint16(dst, Version)
	dst = binary.LittleEndian.AppendUint16(dst, RecordSize)
	dst = binary.LittleEndian.AppendUint32(dst, uint32(len(info)))
	return append(dst, info...), nil
}

// ReadHeader reads and checks a header.
func ReadHeader(rd io.Reader) (Header, error) {
	var b [headerSize]byte
	n, err := io.ReadFull(rd, b[:])
	if n >= len(Magic) && string(b[:len(Magic)]) != Magic {
		return Header{}, fmt.Errorf("not a Chuhe training data file (magic %q, want %q)", b[:len(Magic)], Magic)
	}
	switch {
	case err == io.EOF:
		return Header{}, errors.New("empty file: no header")
	case err == io.ErrUnexpectedEOF:
		return Header{}, fmt.Errorf("header cut short: %d of %d bytes", n, headerSize)
	case err != nil:
		return Header{}, fmt.Errorf("header: %v", err)
	}
	h := Header{Version: int(binary.LittleEndian.Uint16(b[8:]))}
	if h.Version != Version {
		return h, fmt.Errorf("format version %d; this program reads version %d", h.Version, Version)
	}
	if size := binary.LittleEndian.Uint16(b[10:]); size != RecordSize {
		return h, fmt.Errorf("record size %d in the header; version %d has %d", size, Version, RecordSize)
	}
	size := binary.LittleEndian.Uint32(b[12:])
	if size > MaxInfo {
		return h, fmt.Errorf("info of %d bytes, at most %d", size, MaxInfo)
	}
	info := make([]byte, size)
	if k, err := io.ReadFull(rd, info); err != nil {
		return h, fmt.Errorf("header's info cut short: %d of %d bytes (%v)", k, size, err)
	}
	if !utf8.Valid(info) {
		return h, errors.New("header's info is not UTF-8")
	}
	h.Info = string(info)
	return h, nil
}

// Reader reads a file's records in order.
type Reader struct {
	rd     io.Reader
	header Header
	n      int64 // records read
	buf    [RecordSize]byte
}

// NewReader reads the header from rd; Read then returns the records. rd should be buffered.
func NewReader(rd io.Reader) (*Reader, error) {
	h, err := ReadHeader(rd)
	if err != nil {
		return nil, err
	}
	return &Reader{rd: rd, header: h}, nil
}

// Header returns the file's header.
func (r *Reader) Header() Header { return r.header }

// Read returns the next record, io.EOF after the last one, or an error naming the bad record. A
// last record cut short (a file still being written, or a generator killed) is an error that wraps
// io.ErrUnexpectedEOF.
func (r *Reader) Read() (Record, error) {
	n, err := io.ReadFull(r.rd, r.buf[:])
	switch {
	case err == io.EOF:
		return Record{}, io.EOF
	case err == io.ErrUnexpectedEOF:
		return Record{}, fmt.Errorf("record %d cut short: %d of %d bytes (%w)", r.n, n, RecordSize, io.ErrUnexpectedEOF)
	case err != nil:
		return Record{}, fmt.Errorf("record %d: %v", r.n, err)
	}
	rec, err := Decode(r.buf[:])
	if err != nil {
		return rec, fmt.Errorf("record %d: %v", r.n, err)
	}
	r.n++
	return rec, nil
}

// Writer writes a header and then records.
type Writer struct {
	w   io.Writer
	buf [RecordSize]byte
}

// NewWriter writes a header with the given info to w and returns a Writer for the records.
func NewWriter(w io.Writer, info string) (*Writer, error) {
	h, err := AppendHeader(nil, info)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(h); err != nil {
		return nil, err
	}
	return &Writer{w: w}, nil
}

// Write encodes and writes one record.
func (w *Writer) Write(r *Record) error {
	if err := r.Encode(&w.buf); err != nil {
		return err
	}
	_, err := w.w.Write(w.buf[:])
	return err
}

// AppendRecord appends the encoded record to dst.
func AppendRecord(dst []byte, r *Record) ([]byte, error) {
	var b [RecordSize]byte
	if err := r.Encode(&b); err != nil {
		return dst, err
	}
	return append(dst, b[:]...), nil
}

// File is what Resume needs of an open file (an *os.File opened for reading and writing).
type File interface {
	io.ReaderAt
	Truncate(size int64) error
	Stat() (os.FileInfo, error)
}

// State is what Resume found in a file.
type State struct {
	Header   Header
	Records  int64  // whole games' records kept
	NextGame uint32 // one more than the last kept game's number (0 for none)
	Cut      int64  // bytes cut off the end: a record cut short, a game's records without its last
	Size     int64  // the file's size after the cut: where to append
}

// Resume prepares a file for appending games: it checks the header, cuts off a record cut short and
// the records of a game whose last record is missing (a generator stopped while writing), and
// returns what remains. The records it walks back over are checked; the rest are not read.
func Resume(f File) (State, error) {
	fi, err := f.Stat()
	if err != nil {
		return State{}, err
	}
	size := fi.Size()
	h, err := ReadHeader(io.NewSectionReader(f, 0, size))
	if err != nil {
		return State{}, err
	}
	st := State{Header: h}
	start := h.Size()
	full := (size - start) / RecordSize
	var b [RecordSize]byte
	for i := full - 1; i >= 0; i-- {
		if _, err := f.ReadAt(b[:], start+i*RecordSize); err != nil {
			return st, fmt.Errorf("record %d: %v", i, err)
		}
		rec, err := Decode(b[:])
		if err != nil {
			return st, fmt.Errorf("record %d: %v", i, err)
		}
		if rec.Last {
			if rec.Game == math.MaxUint32 {
				return st, fmt.Errorf("record %d: game number %d is the last there is", i, rec.Game)
			}
			st.Records, st.NextGame = i+1, rec.Game+1
			break
		}
	}
	st.Size = start + st.Records*RecordSize
	if st.Size < size {
		if err := f.Truncate(st.Size); err != nil {
			return st, err
		}
		st.Cut = size - st.Size
	}
	return st, nil
}
