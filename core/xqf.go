// Reading XQF, the binary game format of 象棋演播室 (XQStudio), the most common format of Chinese
// game collections.
//
// An XQF file is a 1024-byte header followed by the move records. The header holds the signature
// "XQ", a version byte, the keys of the light encryption used from version 11 on, the points of the
// 32 pieces, the result and length-prefixed (Pascal) GBK strings: title, event, date, place, players
// and annotator. The records form a tree in pre-order: a record for the start position (the root,
// which carries the opening comment), then for each move its from- and to-points, a flag byte
// saying whether the line goes on after it and whether an alternative to it (a variation) follows
// the whole of its continuation, and its comment. Versions 10 and before store every record as 4
// bytes and a comment length; later ones store the length only when a flag says there is a comment,
// and hide the points, the piece positions, the lengths and all the bytes after the header with
// keys derived from the header.
//
// The decryption (how the keys come from the header and which bytes each one hides) follows the
// format as ElephantEye's xqf2pgn documents it (ElephantEye's XQF tools, LGPL, by Morning Yellow);
// this reader is written from that description, not from its code.

package core

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
)

// Limits that keep a hostile or broken XQF file from using unbounded memory or time.
const (
	// MaxXQFSize is the largest XQF input ReadXQF reads, in bytes.
	MaxXQFSize = 10 << 20
	// MaxXQFRecords is the most move records (main line and variations together) one XQF file may have.
	MaxXQFRecords = 1 << 20

	xqfHeaderSize = 1024
	xqfMinVersion = 10 // the first XQStudio format; versions up to 10 are not encrypted
	xqfMaxVersion = 18 // XQStudio 1.8 refuses newer versions too
)

// XQFError is an error in an XQF file: the byte offset in the file where it is found and what is
// wrong.
type XQFError struct {
	Offset int
	Msg    string
	// Message is what is wrong as a Message a UI can say in its language (nil only in an XQFError
	// made elsewhere).
	Message *Message
}

// Error returns "xqf: byte N: what is wrong".
func (e *XQFError) Error() string { return fmt.Sprintf("xqf: byte %d: %s", e.Offset, e.Msg) }

// Unwrap returns the Message.
func (e *XQFError) Unwrap() error {
	if e.Message == nil {
		return nil
	}
	return e.Message
}

func xqfErrorf(offset int, format string, args ...any) error {
	m := msgf(format, args...)
	return &XQFError{Offset: offset, Msg: m.Error(), Message: m}
}

// Header offsets.
const (
	xqfVersionAt   = 2
	xqfKeyMaskAt   = 3
	xqfKeyOrAt     = 8  // four bytes KeyOrA..KeyOrD
	xqfKeysSumAt   = 12 // then KeyXY, KeyXYf, KeyXYt
	xqfKeyXYAt     = 13
	xqfKeyXYfAt    = 14
	xqfKeyXYtAt    = 15
	xqfPiecesAt    = 16 // 32 bytes, one point per piece
	xqfWhoPlayAt   = 50 // 0: Red to move, 1: Black
	xqfResultAt    = 51 // 0 unknown, 1 Red wins, 2 Black wins, 3 (or 4) a draw
	xqfRecordsAt   = xqfHeaderSize
	xqfNoPointCode = 0xFF // the point code of a piece that is not on the board
)

// xqfStrings are the header's text fields: offset of the length byte and size of the whole field,
// and the PGN tag each becomes.
var xqfStrings = [...]struct {
	at, size int
	tag      string
}{
	{0x0D0, 64, "Event"}, // the match
	{0x120, 16, "Site"},
	{0x110, 16, "Date"},
	{0x130, 16, "Red"},
	{0x140, 16, "Black"},
	{0x050, 64, "Title"},
	{0x1D0, 16, "Annotator"},
}

// xqfPieceTypes is the kind of each of a side's 16 pieces in the header's order: rooks, horses,
// elephants and advisors from the left, the king between them, then the cannons and the pawns.
var xqfPieceTypes = [16]PieceType{Rook, Horse, Elephant, Advisor, King, Advisor, Elephant, Horse, Rook,
	Cannon, Cannon, Pawn, Pawn, Pawn, Pawn, Pawn}

// xqfStreamMask is ANDed with the four key bytes to make the 32-byte key stream.
const xqfStreamMask = "[(C) Copyright Mr. Dong Shiwei.]"

// xqfKeys are the keys of an encrypted file (all zero for versions up to 10).
type xqfKeys struct {
	pieces, from, to byte // added to piece points, to moves' from-points, to their to-points
	comment          int  // added to comment lengths
	stream           [32]byte
}

// xqfKey is XQStudio's key formula: (54·b² + 221)·m, modulo 256.
func xqfKey(b, m byte) byte {
	x := uint32(b)
	return byte((x*x*54 + 221) * uint32(m))
}

func xqfKeysOf(hdr []byte) xqfKeys {
	var k xqfKeys
	if hdr[xqfVersionAt] <= 10 {
		return k
	}
	k.pieces = xqfKey(hdr[xqfKeyXYAt], hdr[xqfKeyXYAt])
	k.from = xqfKey(hdr[xqfKeyXYfAt], k.pieces)
	k.to = xqfKey(hdr[xqfKeyXYtAt], k.from)
	k.comment = (int(hdr[xqfKeysSumAt])*256+int(hdr[xqfKeyXYAt]))%32000 + 767
	for i := range k.stream {
		key := hdr[xqfKeysSumAt+i%4]&hdr[xqfKeyMaskAt] | hdr[xqfKeyOrAt+i%4]
		k.stream[i] = xqfStreamMask[i] & key
	}
	return k
}

// xqfNode is one record of the move tree: a move (the root's is none) with its comment, its first
// child (the line's continuation) and its next sibling (an alternative to it, a variation). Index 0
// is the root, so 0 also means "none" for first and next. The points are the file's point codes,
// checked only when the moves are replayed.
type xqfNode struct {
	from, to    byte
	offset      int32 // of the record in the file
	first, next int32
	comment     string
}

// xqfTree is the whole move tree of a file; a move tree in Game will keep its variations.
type xqfTree struct {
	nodes []xqfNode
	cut   int // variations cut for an illegal move
}

// ReadXQF reads an XQF file of versions 10 to 18, encrypted (11 and later) or not: the start
// position (the standard one or any set-up position; the side to move is the side of the first
// move's piece, or the header's when there is no move), the title (tag Title), the match (Event),
// date, place (Site), players, annotator and result, and the moves with their comments (0 is the
// comment before the first move, as for PGN). Text is GBK (read as GB18030).
//
// The game is the main line, the first continuation at every point; the alternatives are its
// variations (PGNGame.Variations), nested up to a hundred deep (deeper ones are cut), every move in
// them checked. Every move of the main line must be legal; an
// illegal one, like any other fault (a truncated file, a wrong signature or version, two pieces on
// one point, a comment running past the end of the file), is an *XQFError naming the byte offset
// where it is found and, for a move, its number and points. No illegal move is ever played: one in
// a variation cuts that variation, as some real files have them.
func ReadXQF(r io.Reader) (*PGNGame, error) {
	g, err := ReadXQFLenient(r)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// ReadXQFLenient reads an XQF file as ReadXQF does, but a game whose main line has an illegal move
// (a move from an empty point, say) is kept up to the move before it, with no result, and returned
// with the *XQFError that says where it stopped. The game is nil only when nothing of it reads.
func ReadXQFLenient(r io.Reader) (*PGNGame, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxXQFSize+1))
	if err != nil {
		return nil, fmt.Errorf("xqf: %w", err)
	}
	if len(data) > MaxXQFSize {
		return nil, fmt.Errorf("xqf: input larger than %d MB", MaxXQFSize>>20)
	}
	return readXQF(data)
}

// readXQF reads an XQF file. A fault in the main line's moves gives the game up to the move before
// it with the error; any other fault gives no game.
func readXQF(data []byte) (*PGNGame, error) {
	if len(data) < 2 || data[0] != 'X' || data[1] != 'Q' {
		return nil, xqfErrorf(0, `not an XQF file: it does not begin with "XQ"`)
	}
	if len(data) < xqfHeaderSize {
		return nil, xqfErrorf(len(data), "file ends inside the %d-byte header", xqfHeaderSize)
	}
	hdr := data[:xqfHeaderSize]
	if v := hdr[xqfVersionAt]; v < xqfMinVersion || v > xqfMaxVersion {
		return nil, xqfErrorf(xqfVersionAt, "unknown XQF version %d (want %d to %d)", v, xqfMinVersion, xqfMaxVersion)
	}
	keys := xqfKeysOf(hdr)
	board, err := xqfBoard(hdr, keys)
	if err != nil {
		return nil, err
	}
	tree, err := readXQFTree(data, keys)
	if err != nil {
		return nil, err
	}
	start, err := xqfStart(hdr, board, tree)
	if err != nil {
		return nil, err
	}
	stopped := tree.check(start) // the main line is cut before a bad move
	g := &PGNGame{Game: NewGameFrom(start), Comments: map[int]string{}}
	for _, f := range xqfStrings {
		n := min(int(hdr[f.at]), f.size-1)
		if v := gbkText(hdr[f.at+1 : f.at+1+n]); v != "" {
			g.Tags.Set(f.tag, v)
		}
	}
	if c := tree.nodes[0].comment; c != "" {
		g.Comments[0] = c
	}
	for n := tree.nodes[0].first; n != 0; n = tree.nodes[n].first {
		node := &tree.nodes[n]
		if err := g.Game.Play(NewMove(xqfSquare(node.from), xqfSquare(node.to))); err != nil {
			return nil, xqfErrorf(int(node.offset), "%v", err) // tree.check let it pass: cannot happen
		}
		if node.comment != "" {
			g.Comments[g.Game.Len()] = node.comment
		}
		tree.siblings(node.next, &g.Variations, g.Game.Len()-1, 1)
	}
	if stopped != nil {
		return g, stopped
	}
	outcome := Ongoing
	switch hdr[xqfResultAt] {
	case 1:
		outcome = RedWins
	case 2:
		outcome = BlackWins
	case 3, 4:
		outcome = Draw
	}
	if outcome != Ongoing {
		if g.Game.Result().Outcome != outcome {
			g.Game.SetResult(Result{Outcome: outcome})
		}
		g.Tags.Set("Result", g.Game.Result().Outcome.String())
	}
	return g, nil
}

// siblings adds the variation starting at s and at each of its younger siblings to vars, as
// alternatives to the line's move i; depth is their nesting.
func (t *xqfTree) siblings(s int32, vars *map[int][]*PGNVariation, i, depth int) {
	for ; s != 0; s = t.nodes[s].next {
		if depth > maxPGNVariationDepth {
			t.cut++
			continue
		}
		if *vars == nil {
			*vars = map[int][]*PGNVariation{}
		}
		(*vars)[i] = append((*vars)[i], t.variation(s, depth))
	}
}

// variation is the line starting at node s: s and its first continuations, with their comments and
// the alternatives to its later moves.
func (t *xqfTree) variation(s int32, depth int) *PGNVariation {
	v := &PGNVariation{Comments: map[int]string{}}
	for n := s; n != 0; n = t.nodes[n].first {
		node := &t.nodes[n]
		v.Moves = append(v.Moves, NewMove(xqfSquare(node.from), xqfSquare(node.to)))
		if node.comment != "" {
			v.Comments[len(v.Moves)] = node.comment
		}
		if n != s {
			t.siblings(node.next, &v.Variations, len(v.Moves)-1, depth+1)
		}
	}
	return v
}

// xqfSquare is the point of a point code x·10+y: file x from Red's left, rank y from Red's side.
func xqfSquare(code byte) Square { return NewSquare(int(code)/10, int(code)%10) }

// xqfBoard reads the 32 piece positions: the point of each piece, or a code above 89 for a piece
// not on the board.
func xqfBoard(hdr []byte, keys xqfKeys) (*[90]Piece, error) {
	var codes [32]byte
	var at [32]int // offset in the file of each piece's code
	for i := range codes {
		j := i
		if hdr[xqfVersionAt] >= 12 {
			// The codes are also rotated by the key.
			j = (int(keys.pieces) + i + 1) % 32
		}
		codes[j] = hdr[xqfPiecesAt+i] - keys.pieces
		at[j] = xqfPiecesAt + i
	}
	var board [90]Piece // by point code
	for i, code := range codes {
		if code > 89 {
			continue // not on the board
		}
		pc := MakePiece(Color(i/16), xqfPieceTypes[i%16])
		if other := board[code]; other != NoPiece {
			return nil, xqfErrorf(at[i], "two pieces on %s: the %s %s and the %s %s", xqfSquare(code),
				other.Color(), other.Type(), pc.Color(), pc.Type())
		}
		board[code] = pc
		if k := placementProblem(pc, xqfSquare(code)); k != ProblemOther {
			return nil, xqfErrorf(at[i], "start position: %v", Problem{Kind: k, Piece: pc, Square: xqfSquare(code)})
		}
	}
	return &board, nil
}

// xqfStart is the start position: the board, with the side of the first move's piece to move (files
// do not always set the header's side), or the header's side when there is no move.
func xqfStart(hdr []byte, board *[90]Piece, tree *xqfTree) (*Position, error) {
	side := Red
	if hdr[xqfWhoPlayAt] == 1 {
		side = Black
	}
	first := tree.nodes[0].first
	if first != 0 {
		if from := tree.nodes[first].from; from <= 89 && board[from] != NoPiece {
			side = board[from].Color()
		}
	}
	fen := PlacementFEN(func(file, rank int) Piece { return board[file*10+rank] })
	letter := func(c Color) string { return map[Color]string{Red: " w", Black: " b"}[c] }
	p, err := ParseFEN(fen + letter(side))
	if err != nil && first == 0 {
		// With no move to tell, the other side may be the one that can be to move.
		if q, err2 := ParseFEN(fen + letter(side.Opp())); err2 == nil {
			p, err = q, nil
		}
	}
	if err != nil {
		return nil, xqfErrorf(xqfPiecesAt, "start position: %v", err)
	}
	return p, nil
}

// readXQFTree reads the move records after the header into a tree. The records are in pre-order:
// a move, then (if its flag says the line goes on) its continuation with all the variations within
// it, then (if its flag says so) its first alternative, and so on. A stack of the places still to
// fill keeps the walk free of recursion.
func readXQFTree(data []byte, keys xqfKeys) (*xqfTree, error) {
	version := data[xqfVersionAt]
	recs := bytes.Clone(data[xqfRecordsAt:])
	if version > 10 {
		for i := range recs {
			// The stream starts at the file's byte 0 and the header is a whole number of its periods.
			recs[i] -= keys.stream[(xqfRecordsAt+i)%32]
		}
	}
	t := &xqfTree{}
	pos := 0 // in recs
	// read reads the record at pos: it appends the node and returns its flags.
	read := func() (next, variation bool, err error) {
		at := xqfRecordsAt + pos
		if len(recs)-pos < 4 {
			return false, false, xqfErrorf(xqfRecordsAt+len(recs), "file ends inside a move record (%d records read)", len(t.nodes))
		}
		if len(t.nodes) >= MaxXQFRecords {
			return false, false, xqfErrorf(at, "more than %d move records", MaxXQFRecords)
		}
		rec := recs[pos : pos+4]
		pos += 4
		node := xqfNode{from: rec[0] - 0x18 - keys.from, to: rec[1] - 0x20 - keys.to, offset: int32(at)}
		tag := rec[2]
		hasComment := true
		if version <= 10 {
			next, variation = tag&0xF0 != 0, tag&0x0F != 0
		} else {
			next, variation, hasComment = tag&0x80 != 0, tag&0x40 != 0, tag&0x20 != 0
		}
		if hasComment {
			if len(recs)-pos < 4 {
				return false, false, xqfErrorf(xqfRecordsAt+len(recs), "file ends inside the comment length of the record at byte %d", at)
			}
			n := int64(int32(binary.LittleEndian.Uint32(recs[pos:]))) - int64(keys.comment)
			lenAt := xqfRecordsAt + pos
			pos += 4
			if n < 0 || n > int64(len(recs)-pos) {
				return false, false, xqfErrorf(lenAt, "comment length %d of the record at byte %d: only %d bytes follow", n, at, len(recs)-pos)
			}
			node.comment = gbkText(recs[pos : pos+int(n)])
			pos += int(n)
		}
		t.nodes = append(t.nodes, node)
		return next, variation, nil
	}
	next, _, err := read() // the root; a variation of it means nothing
	if err != nil {
		return nil, err
	}
	// slot is a place for the next record: the first child of parent, or (after > 0) the next
	// sibling of the node after; depth is the record's ply.
	type slot struct {
		parent, after int32
		depth         int
	}
	var stack []slot
	if next {
		stack = append(stack, slot{0, 0, 1})
	}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s.depth > MaxPGNPlies {
			return nil, xqfErrorf(xqfRecordsAt+pos, "a line longer than %d moves", MaxPGNPlies)
		}
		n := int32(len(t.nodes))
		next, variation, err := read()
		if err != nil {
			return nil, err
		}
		if s.after > 0 {
			t.nodes[s.after].next = n
		} else {
			t.nodes[s.parent].first = n
		}
		if variation {
			stack = append(stack, slot{s.parent, n, s.depth})
		}
		if next {
			stack = append(stack, slot{n, 0, s.depth + 1})
		}
	}
	return t, nil
}

// check replays every move of the tree from start. An illegal move of the main line is an error,
// and the main line is cut before it (the variations at that point too); an illegal move in a
// variation cuts that variation (with the lines that branch from it) from the tree, as real files
// have some (XQStudio does not check what other programs wrote).
func (t *xqfTree) check(start *Position) error {
	var stopped error
	type item struct {
		n    int32
		p    Position // before the move
		main bool
		link *int32 // the field that points to n: its parent's first or its elder sibling's next
	}
	if t.nodes[0].first == 0 {
		return nil
	}
	stack := []item{{t.nodes[0].first, *start, true, &t.nodes[0].first}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		node := &t.nodes[it.n]
		p := it.p
		var m Move
		var reason any // what is wrong with the record's move: a Message or an IllegalReason
		if node.from > 89 || node.to > 89 {
			reason = msgf("point codes %d and %d: not both on the board", node.from, node.to)
		} else if m = NewMove(xqfSquare(node.from), xqfSquare(node.to)); !p.IsLegalMove(m) {
			reason = msgf("not a legal move")
			if r := p.WhyIllegal(m.From(), m.To()); r != Legal {
				reason = r
			}
		}
		if reason != nil {
			if !it.main {
				*it.link = node.next // cut it: its next sibling takes its place
				t.cut++
				if node.next != 0 {
					stack = append(stack, item{node.next, it.p, false, it.link})
				}
				continue
			}
			num := fmt.Sprint(p.FullmoveNumber())
			if p.SideToMove() == Black {
				num += "..."
			}
			if m != NoMove {
				num += " " + m.String()
			}
			stopped = xqfErrorf(int(node.offset), "move %s: %v", num, reason)
			*it.link = 0
			continue
		}
		if node.next != 0 {
			stack = append(stack, item{node.next, it.p, false, &node.next})
		}
		p.MakeMove(m)
		if node.first != 0 {
			stack = append(stack, item{node.first, p, it.main, &node.first})
		}
	}
	return stopped
}

// gbkText decodes a GBK (GB18030) string of a header field or a comment, up to a NUL, with its runs
// of white space made single spaces (a comment is stored as ReadPGN stores one). Bytes that are not
// GB18030 become U+FFFD.
func gbkText(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	s := string(b)
	if !utf8.Valid(b) { // UTF-8 (from a few converters) is kept, as ReadPGN keeps it
		if out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(b); err == nil {
			s = string(out)
		}
	}
	return strings.Join(strings.Fields(strings.ToValidUTF8(s, "\uFFFD")), " ")
}

// ReadGameFile reads the games of a file opened by name: XQF when the name ends in .xqf or the data
// begins with the XQF signature, PGN otherwise.
func ReadGameFile(name string, data []byte) ([]*PGNGame, error) {
	if strings.EqualFold(filepath.Ext(name), ".xqf") || len(data) >= 3 && data[0] == 'X' && data[1] == 'Q' && data[2] < ' ' {
		if len(data) > MaxXQFSize {
			return nil, fmt.Errorf("xqf: input larger than %d MB", MaxXQFSize>>20)
		}
		g, err := readXQF(data)
		if err != nil {
			return nil, err
		}
		return []*PGNGame{g}, nil
	}
	return ReadPGN(bytes.NewReader(data))
}
