package core

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Notation is a way of writing a move down. Every notation but UCI and ICCS describes a move relative to
// the position where it is played, so formatting and parsing always take that position.
//
// Conventions for like pieces on one file (both follow the published standards):
//
// Chinese: two like pieces on a file are 前 (front) and 后 (rear) in place of the file (前炮平四); three
// pawns are 前/中/后; four or five pawns are numbered 一二三四五 from the front (一兵平四, 三卒平６; the
// numbers are Chinese numerals for both sides). When two files each hold several pawns, the pawn's name
// is left out and the file follows the position word: 前九平八, 后７平６ (the DhtmlXQ form of the
// official "前兵九平八", which is also read).
//
// WXF (the AXF/WXF standard): two like pieces are + (front) and - (rear) in place of the file (C+.5,
// C--1); of three pawns the middle one keeps its file (P+.4, P3.4, P-.4); of four or five the outermost
// are ++ and -- (++.4, P+.4, P3.4, P-.4, --.4); when two files each hold several pawns, the file comes
// first and then +, - or the file again for the middle one (3+.4, 33.4, 3-.4, 7+.6).
type Notation uint8

const (
	// UCI is the coordinate form engines speak: "h2e2".
	UCI Notation = iota
	// ICCS is the coordinate form of xqbase PGN files: "H2-E2".
	ICCS
	// WXF is the World Xiangqi Federation's letter form: "C2.5", "H8+7".
	WXF
	// Chinese is the form players in mainland China read, in simplified characters: "炮二平五",
	// "马８进７".
	Chinese
	// ChineseTraditional is Chinese notation in traditional characters, as Taiwan and Hong Kong
	// write it, with the pieces' names as each side's pieces bear them: "炮二平五", "傌二進三",
	// "馬８進７", "俥一平二", "車９平８", "砲８平５", "後炮進一". Its PGN Format is Chinese's.
	ChineseTraditional
	// Vietnamese is the short form of Vietnamese books and game records: "P2-5" (Pháo 2 bình 5),
	// "M8.7" (Mã 8 tấn 7), "X1/1" (Xe 1 thoái 1). See notation_vi.go for its conventions.
	Vietnamese
)

// String returns the notation's name as a PGN Format tag spells it: "UCI", "ICCS", "WXF", "Chinese";
// "ChineseTraditional" and "Vietnamese" for the two that have no Format of their own in xqbase PGN.
func (n Notation) String() string {
	switch n {
	case UCI:
		return "UCI"
	case ICCS:
		return "ICCS"
	case WXF:
		return "WXF"
	case Chinese:
		return "Chinese"
	case ChineseTraditional:
		return "ChineseTraditional"
	case Vietnamese:
		return "Vietnamese"
	}
	return fmt.Sprintf("Notation(%d)", uint8(n))
}

// clip shortens text quoted in an error message to at most 32 characters.
func clip(s string) string {
	const limit = 32
	k := 0
	for i := range s {
		if k == limit {
			return s[:i] + "…"
		}
		k++
	}
	return s
}

// Lookup tables for the letter and Chinese notations, indexed by PieceType or by number.
const (
	wxfLetters = " KAEHRCP"
	cnNumerals = "零一二三四五六七八九"
	fullDigit0 = '０'
)

var cnPieceNames = [2][NumPieceTypes]rune{
	Red:   {0, '帅', '仕', '相', '马', '车', '炮', '兵'},
	Black: {0, '将', '士', '象', '马', '车', '炮', '卒'},
}

// cnPieceNamesTrad are the traditional names, as the pieces of a traditional set bear them: Red's
// horse and rook carry the 亻 radical (傌 俥), Black's cannon the 石 one (砲).
var cnPieceNamesTrad = [2][NumPieceTypes]rune{
	Red:   {0, '帥', '仕', '相', '傌', '俥', '炮', '兵'},
	Black: {0, '將', '士', '象', '馬', '車', '砲', '卒'},
}

// cnWords are the words of Chinese notation that differ between the character sets: the position
// words front, middle and rear, and the directions back, sideways and forward.
var cnWords = [2]struct {
	place [3]string
	dir   [3]string
}{
	{[3]string{"前", "中", "后"}, [3]string{"退", "平", "进"}},
	{[3]string{"前", "中", "後"}, [3]string{"退", "平", "進"}},
}

// cnNumeral returns the Chinese numeral for 1..9.
func cnNumeral(k int) string {
	r := []rune(cnNumerals)
	return string(r[k])
}

// relFile is the file number 1..9 that side c gives to board file 0..8 (a..i): both sides count from
// their own right, so Red's 一 is file i and Black's １ is file a.
func relFile(c Color, file int) int {
	if c == Red {
		return 9 - file
	}
	return file + 1
}

// absFile is the inverse of relFile.
func absFile(c Color, num int) int {
	if c == Red {
		return 9 - num
	}
	return num - 1
}

// aheadSign is +1 when side c's forward is up the ranks, -1 otherwise.
func aheadSign(c Color) int {
	if c == Red {
		return 1
	}
	return -1
}

// straightMover reports whether a piece of type t moves along files and ranks, so that a forward or
// backward move names a step count rather than a file.
func straightMover(t PieceType) bool {
	return t == King || t == Rook || t == Cannon || t == Pawn
}

// likeOnFile returns the squares of pc on board file f, front first as seen by pc's side.
func likeOnFile(p *Position, pc Piece, f int) []Square {
	var out []Square
	for i := 0; i < 10; i++ {
		r := 9 - i
		if pc.Color() == Black {
			r = i
		}
		if s := NewSquare(f, r); p.At(s) == pc {
			out = append(out, s)
		}
	}
	return out
}

// crowdedFiles returns the board files that hold two or more of pc.
func crowdedFiles(p *Position, pc Piece) []int {
	var counts [9]int
	for _, s := range p.PieceSquares(pc.Color(), nil) {
		if p.At(s) == pc {
			counts[s.File()]++
		}
	}
	var out []int
	for f, k := range counts {
		if k >= 2 {
			out = append(out, f)
		}
	}
	return out
}

// moveFacts describes a move the way WXF and Chinese notation do.
type moveFacts struct {
	pc       Piece
	file     int  // relative file number of the origin, 1..9
	dir      int  // +1 forward, -1 back, 0 sideways
	arg      int  // steps, or relative file number of the destination
	n        int  // like pieces on the origin's file
	idx      int  // the mover's place among them, 0 for the front one
	twoFiles bool // pawns: several files hold two or more
}

func describe(p *Position, m Move) moveFacts {
	from, to := m.From(), m.To()
	pc := p.At(from)
	c := pc.Color()
	f := moveFacts{pc: pc, file: relFile(c, from.File())}
	dr := (to.Rank() - from.Rank()) * aheadSign(c)
	switch {
	case dr > 0:
		f.dir = 1
	case dr < 0:
		f.dir = -1
	}
	if f.dir != 0 && straightMover(pc.Type()) {
		f.arg = dr * f.dir
	} else {
		f.arg = relFile(c, to.File())
	}
	group := likeOnFile(p, pc, from.File())
	f.n = len(group)
	for i, s := range group {
		if s == from {
			f.idx = i
		}
	}
	if f.n >= 2 && pc.Type() == Pawn {
		f.twoFiles = len(crowdedFiles(p, pc)) >= 2
	}
	return f
}

// FormatMove writes m, a legal move in p, in notation n. A move that is not legal in p is written in
// UCI form whatever n is, since the other notations cannot describe it.
func FormatMove(p *Position, m Move, n Notation) string {
	if n == UCI || !p.IsLegalMove(m) {
		return m.String()
	}
	switch n {
	case ICCS:
		return strings.ToUpper(m.From().String() + "-" + m.To().String())
	case WXF:
		return formatWXF(describe(p, m))
	case Chinese:
		return formatChinese(describe(p, m), false)
	case ChineseTraditional:
		return formatChinese(describe(p, m), true)
	case Vietnamese:
		return formatVietnamese(describe(p, m))
	}
	return m.String()
}

func formatWXF(f moveFacts) string {
	var b strings.Builder
	letter := wxfLetters[f.pc.Type()]
	digit := byte('0' + f.file)
	switch {
	case f.n == 1:
		b.WriteByte(letter)
		b.WriteByte(digit)
	case f.twoFiles:
		b.WriteByte(digit)
		switch f.idx {
		case 0:
			b.WriteByte('+')
		case f.n - 1:
			b.WriteByte('-')
		default:
			b.WriteByte(digit)
		}
	case f.n <= 3:
		b.WriteByte(letter)
		switch f.idx {
		case 0:
			b.WriteByte('+')
		case f.n - 1:
			b.WriteByte('-')
		default:
			b.WriteByte(digit)
		}
	default: // four or five pawns
		b.WriteString([...]string{"++", "P+", "P" + string(digit), "P-", "--"}[f.manyPlace()])
	}
	b.WriteByte(".+-"[(f.dir+3)%3])
	b.WriteByte(byte('0' + f.arg))
	return b.String()
}

// manyPlace is the place of one of four or five pawns on a file as WXF names them: 0 the front
// one (++), 1 the second (+), 2 the middle one of five (its file), 3 the second last (-), 4 the
// last (--).
func (f moveFacts) manyPlace() int {
	switch {
	case f.idx == 0:
		return 0
	case f.idx == f.n-1:
		return 4
	case f.idx == 1:
		return 1
	case f.idx == f.n-2:
		return 3
	}
	return 2
}

// cnNumber writes a file number or step count as side c writes it: Chinese numerals for Red,
// full-width digits for Black.
func cnNumber(c Color, k int) string {
	if c == Red {
		return cnNumeral(k)
	}
	return string(rune(fullDigit0 + k))
}

func formatChinese(f moveFacts, trad bool) string {
	c := f.pc.Color()
	name := string(cnPieceNames[c][f.pc.Type()])
	words := cnWords[0]
	if trad {
		name = string(cnPieceNamesTrad[c][f.pc.Type()])
		words = cnWords[1]
	}
	var place string
	switch {
	case f.n == 2:
		place = [...]string{words.place[0], words.place[2]}[f.idx]
	case f.n == 3:
		place = words.place[f.idx]
	case f.n > 3:
		place = cnNumeral(f.idx + 1)
	}
	var b strings.Builder
	switch {
	case f.n == 1:
		b.WriteString(name)
		b.WriteString(cnNumber(c, f.file))
	case f.twoFiles:
		b.WriteString(place)
		b.WriteString(cnNumber(c, f.file))
	default:
		b.WriteString(place)
		b.WriteString(name)
	}
	b.WriteString(words.dir[f.dir+1])
	b.WriteString(cnNumber(c, f.arg))
	return b.String()
}

// pick says which of several like pieces on one file a move names.
type pick uint8

const (
	pickAny   pick = iota // no position word: the only piece, or the only one that can make the move
	pickFront             // 前; WXF "+" (the second of four or five)
	pickRear              // 后; WXF "-" (the second last of four or five)
	pickMid               // 中; WXF's file digit for the middle of three or five pawns
	pickFirst             // WXF "++"
	pickLast              // WXF "--"
	pickNth               // 一..五: the nth from the front
)

// moveSpec is a parsed WXF or Chinese move, not yet checked against a position.
type moveSpec struct {
	n    Notation
	text string
	pt   PieceType
	file int // relative file 1..9 of the origin; 0 when only a position word names the piece
	pick pick
	nth  int
	dir  int
	arg  int
}

func (sp *moveSpec) fail(p MoveProblem, args ...any) error {
	return moveErr(sp.n, sp.text, p, args...)
}

// fileName writes a relative file number for an error message in the spec's own notation.
func (sp *moveSpec) fileName(c Color, k int) string {
	if sp.n == Chinese || sp.n == ChineseTraditional {
		return cnNumber(c, k)
	}
	return fmt.Sprint(k)
}

// index turns the spec's position word into an index among n like pieces, front first.
func (sp *moveSpec) index(n int) (int, bool) {
	i := -1
	switch sp.pick {
	case pickFront:
		i = 0
		if (sp.n == WXF || sp.n == Vietnamese) && n >= 4 {
			i = 1
		}
	case pickRear:
		i = n - 1
		if (sp.n == WXF || sp.n == Vietnamese) && n >= 4 {
			i = n - 2
		}
	case pickMid:
		if n == 3 || n == 5 {
			i = n / 2
		}
	case pickFirst:
		i = 0
	case pickLast:
		i = n - 1
	case pickNth:
		i = sp.nth - 1
	}
	return i, i >= 0 && i < n
}

// target returns where the piece on from goes, or why the spec cannot describe a move of it.
func (sp *moveSpec) target(c Color, from Square) (Square, error) {
	name := sp.pt
	if straightMover(sp.pt) {
		if sp.dir == 0 {
			tf := absFile(c, sp.arg)
			if tf == from.File() {
				return NoSquare, sp.fail(MoveAlreadyOnFile, name, sp.fileName(c, sp.arg))
			}
			return NewSquare(tf, from.Rank()), nil
		}
		r := from.Rank() + aheadSign(c)*sp.dir*sp.arg
		if r < 0 || r > 9 {
			return NoSquare, sp.fail(MoveStepsOffBoard, sp.arg, name)
		}
		return NewSquare(from.File(), r), nil
	}
	if sp.dir == 0 {
		return NoSquare, sp.fail(MoveNotSideways, name)
	}
	tf := absFile(c, sp.arg)
	df := tf - from.File()
	if df < 0 {
		df = -df
	}
	dr := 0
	switch {
	case sp.pt == Advisor && df == 1:
		dr = 1
	case sp.pt == Elephant && df == 2:
		dr = 2
	case sp.pt == Horse && (df == 1 || df == 2):
		dr = 3 - df
	default:
		return NoSquare, sp.fail(MoveCannotReachFile, name,
			sp.fileName(c, relFile(c, from.File())), sp.fileName(c, sp.arg))
	}
	r := from.Rank() + aheadSign(c)*sp.dir*dr
	if r < 0 || r > 9 {
		return NoSquare, sp.fail(MoveLeavesBoard, name)
	}
	return NewSquare(tf, r), nil
}

// resolve finds the legal move the spec describes in p.
func (sp *moveSpec) resolve(p *Position) (Move, error) {
	c := p.SideToMove()
	pc := MakePiece(c, sp.pt)
	what := pc
	var group []Square
	if sp.file != 0 {
		group = likeOnFile(p, pc, absFile(c, sp.file))
		if len(group) == 0 {
			return NoMove, sp.fail(MoveNoneOnFile, what, sp.fileName(c, sp.file))
		}
	} else {
		files := crowdedFiles(p, pc)
		switch len(files) {
		case 0:
			return NoMove, sp.fail(MoveNoPair, what)
		case 1:
			group = likeOnFile(p, pc, files[0])
		default:
			return NoMove, sp.fail(MoveSeveralFiles, what)
		}
	}
	if sp.pick == pickAny && sp.n == WXF && sp.pt == Pawn && (len(group) == 3 || len(group) == 5) {
		sp.pick = pickMid
	}
	if sp.pick != pickAny {
		i, ok := sp.index(len(group))
		if !ok {
			return NoMove, sp.fail(MovePositionWord, len(group), what)
		}
		group = group[i : i+1]
	}
	var found []Move
	var firstErr error
	for _, from := range group {
		to, err := sp.target(c, from)
		if err == nil {
			m := NewMove(from, to)
			if p.IsLegalMove(m) {
				found = append(found, m)
				continue
			}
			err = sp.fail(MoveNotLegal, m, p.WhyIllegal(from, to))
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	switch len(found) {
	case 0:
		return NoMove, firstErr
	case 1:
		return found[0], nil
	}
	return NoMove, sp.fail(MoveAmbiguousFile, len(found), what, sp.fileName(c, sp.file))
}

// ParseUCIMove reads a move in UCI coordinates ("h2e2", lower case) that is legal in p.
func ParseUCIMove(p *Position, s string) (Move, error) {
	if len(s) != 4 || !isCoord(s[0], s[1], false) || !isCoord(s[2], s[3], false) {
		return NoMove, moveErr(UCI, s, MoveCoordShape, "h2e2")
	}
	return legalCoordMove(p, UCI, s, s[:2], s[2:])
}

// isCoord reports whether f, r name a square (upper-case files allowed when upper is true).
func isCoord(f, r byte, upper bool) bool {
	if upper && f >= 'A' && f <= 'I' {
		f += 'a' - 'A'
	}
	return f >= 'a' && f <= 'i' && r >= '0' && r <= '9'
}

func legalCoordMove(p *Position, n Notation, s, from, to string) (Move, error) {
	f, err1 := ParseSquare(from)
	t, err2 := ParseSquare(to)
	if err1 != nil || err2 != nil {
		return NoMove, moveErr(n, s, MoveBadSquare)
	}
	m := NewMove(f, t)
	if !p.IsLegalMove(m) {
		pc := p.At(f)
		switch {
		case pc == NoPiece:
			return NoMove, moveErr(n, s, MoveNoPieceOn, f)
		case pc.Color() != p.SideToMove():
			return NoMove, moveErr(n, s, MoveNotYours, pc, f, p.SideToMove())
		}
		return NoMove, moveErr(n, s, MoveNotLegal, m, p.WhyIllegal(f, t))
	}
	return m, nil
}

// parseICCS reads "H2-E2", case-insensitively, with or without the hyphen.
func parseICCS(p *Position, s string) (Move, error) {
	t := strings.TrimSpace(s)
	if len(t) == 5 && t[2] == '-' {
		t = t[:2] + t[3:]
	}
	if len(t) != 4 || !isCoord(t[0], t[1], true) || !isCoord(t[2], t[3], true) {
		return NoMove, moveErr(ICCS, s, MoveCoordShape, "H2-E2")
	}
	return legalCoordMove(p, ICCS, s, t[:2], t[2:])
}

// wxfPiece reads a WXF piece letter, accepting B for elephant and N for horse.
func wxfPiece(b byte) PieceType {
	switch b {
	case 'K':
		return King
	case 'A':
		return Advisor
	case 'E', 'B':
		return Elephant
	case 'H', 'N':
		return Horse
	case 'R':
		return Rook
	case 'C':
		return Cannon
	case 'P':
		return Pawn
	}
	return NoPieceType
}

func isDigit19(b byte) bool { return b >= '1' && b <= '9' }

// parseWXF reads a WXF move. Besides the standard forms it accepts lower case, "=" for sideways, the
// sign before the letter ("+C.5"), B and N, and a sideways move without its sign ("C25").
func parseWXF(p *Position, s string) (Move, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	sp := moveSpec{n: WXF, text: s}
	if len(t) == 3 && wxfPiece(t[0]) != NoPieceType && isDigit19(t[1]) && isDigit19(t[2]) {
		t = t[:2] + "." + t[2:]
	}
	if len(t) != 4 {
		return NoMove, sp.fail(MoveWantFour)
	}
	switch t[2] {
	case '+':
		sp.dir = 1
	case '-':
		sp.dir = -1
	case '.', '=':
		sp.dir = 0
	default:
		return NoMove, sp.fail(MoveDirection, t[2], "+ - .")
	}
	if !isDigit19(t[3]) {
		return NoMove, sp.fail(MoveNotNumber, t[3])
	}
	sp.arg = int(t[3] - '0')
	a, b := t[0], t[1]
	sign := func(x byte) pick {
		if x == '+' {
			return pickFront
		}
		return pickRear
	}
	isSign := func(x byte) bool { return x == '+' || x == '-' }
	switch {
	case wxfPiece(a) != NoPieceType && isDigit19(b):
		sp.pt, sp.file = wxfPiece(a), int(b-'0')
	case wxfPiece(a) != NoPieceType && isSign(b):
		sp.pt, sp.pick = wxfPiece(a), sign(b)
	case isSign(a) && wxfPiece(b) != NoPieceType:
		sp.pt, sp.pick = wxfPiece(b), sign(a)
	case a == '+' && b == '+':
		sp.pt, sp.pick = Pawn, pickFirst
	case a == '-' && b == '-':
		sp.pt, sp.pick = Pawn, pickLast
	case isDigit19(a) && isSign(b):
		sp.pt, sp.file, sp.pick = Pawn, int(a-'0'), sign(b)
	case isDigit19(a) && a == b:
		sp.pt, sp.file, sp.pick = Pawn, int(a-'0'), pickMid
	default:
		return NoMove, sp.fail(MoveWhichPiece, t[:2])
	}
	return sp.resolve(p)
}

// cnRune classifies one character of a Chinese move.
type cnRune struct {
	piece PieceType // a piece name
	num   int       // a number 1..9 (Chinese numeral, full- or half-width digit)
	place pick      // 前, 中, 后
	dir   int       // 进 +1, 退 -1, 平 0
	isDir bool
}

func classifyCN(r rune) (cnRune, bool) {
	switch r {
	case '帅', '帥', '将', '將':
		return cnRune{piece: King}, true
	case '仕', '士':
		return cnRune{piece: Advisor}, true
	case '相', '象':
		return cnRune{piece: Elephant}, true
	case '马', '馬', '傌':
		return cnRune{piece: Horse}, true
	case '车', '車', '俥':
		return cnRune{piece: Rook}, true
	case '炮', '砲', '包':
		return cnRune{piece: Cannon}, true
	case '兵', '卒':
		return cnRune{piece: Pawn}, true
	case '前':
		return cnRune{place: pickFront}, true
	case '中':
		return cnRune{place: pickMid}, true
	case '后', '後':
		return cnRune{place: pickRear}, true
	case '进', '進', '上':
		return cnRune{dir: 1, isDir: true}, true
	case '退', '下':
		return cnRune{dir: -1, isDir: true}, true
	case '平':
		return cnRune{dir: 0, isDir: true}, true
	}
	switch {
	case r >= '1' && r <= '9':
		return cnRune{num: int(r - '0')}, true
	case r >= fullDigit0+1 && r <= fullDigit0+9:
		return cnRune{num: int(r - fullDigit0)}, true
	}
	if i := strings.IndexRune(cnNumerals, r); i > 0 {
		return cnRune{num: i / utf8.RuneLen(r)}, true
	}
	return cnRune{}, false
}

// parseChinese reads a move in Chinese notation, in simplified or traditional characters, with any
// style of digits for either side; n (Chinese or ChineseTraditional) is the notation its errors name.
func parseChinese(p *Position, s string, n Notation) (Move, error) {
	sp := moveSpec{n: n, text: s}
	var rs []cnRune
	for _, r := range s {
		if unicode.IsSpace(r) || r == '\u3000' {
			continue
		}
		x, ok := classifyCN(r)
		if !ok {
			return NoMove, sp.fail(MoveNotChinese, r)
		}
		rs = append(rs, x)
		if len(rs) > 5 {
			break
		}
	}
	if len(rs) != 4 && len(rs) != 5 {
		return NoMove, sp.fail(MoveWantFour)
	}
	d, last := rs[len(rs)-2], rs[len(rs)-1]
	if !d.isDir {
		return NoMove, sp.fail(MoveThirdNotDirection)
	}
	if last.num == 0 {
		return NoMove, sp.fail(MoveLastNotNumber)
	}
	sp.dir, sp.arg = d.dir, last.num
	// position word or number, then piece name or file
	x, y := rs[0], rs[1]
	if x.isDir || y.isDir {
		return NoMove, sp.fail(MoveDirectionPlace)
	}
	ordinal := func(x cnRune) bool {
		switch {
		case x.place != pickAny:
			sp.pick = x.place
		case x.num >= 1 && x.num <= 5:
			sp.pick, sp.nth = pickNth, x.num
		default:
			return false
		}
		return true
	}
	if len(rs) == 5 {
		z := rs[2]
		if !ordinal(x) || y.piece == NoPieceType || z.num == 0 {
			return NoMove, sp.fail(MoveWantFive)
		}
		sp.pt, sp.file = y.piece, z.num
		return sp.resolve(p)
	}
	switch {
	case x.piece != NoPieceType && y.num != 0:
		sp.pt, sp.file = x.piece, y.num
	case x.piece == NoPieceType && y.piece != NoPieceType && ordinal(x):
		sp.pt = y.piece
	case x.piece == NoPieceType && y.num != 0 && ordinal(x):
		sp.pt, sp.file = Pawn, y.num
	default:
		return NoMove, sp.fail(MoveFirstTwo)
	}
	return sp.resolve(p)
}

// ParseMove reads a move written in notation n and legal in p. The error names what is wrong, e.g.
// `chinese move "炮二平九": no red cannon on file 二`.
func ParseMove(p *Position, s string, n Notation) (Move, error) {
	switch n {
	case UCI:
		return ParseUCIMove(p, s)
	case ICCS:
		return parseICCS(p, s)
	case WXF:
		return parseWXF(p, s)
	case Chinese, ChineseTraditional:
		return parseChinese(p, s, n)
	case Vietnamese:
		return parseVietnamese(p, s)
	}
	return NoMove, moveErr(n, s, MoveUnknownNotation, n)
}

// ParseMoveAny reads a legal move in whichever notation it is written: UCI, ICCS, WXF, Chinese
// (simplified or traditional, with Chinese numerals or digits: "炮二平五", "炮2平5", "傌二進三"),
// Vietnamese ("P2-5", "M8.7", "X1/1", or in words: "Pháo 2 bình 5"), or the algebraic form (SAN) of
// XBoard and of Fairy-Stockfish based tools ("Che2", "Cxe6+", "Rh0h2", "e4"; see parseSAN), with
// ranks 0-9 or, failing that, 1-10 (so "Che3" and the coordinates "h3e3" read as h2e2 where no
// cannon can reach e3). WXF written in full-width characters ("Ｃ２＝５") reads as WXF. The first
// notation that reads it is the one; only WXF and Vietnamese share a shape ("P5.4" is a pawn moving
// sideways in WXF, a cannon moving forward in Vietnamese), and WXF comes first (ParseMovePreferring
// lets a Vietnamese reader have it the other way). Every error is a *MoveError.
func ParseMoveAny(p *Position, s string) (Move, error) {
	return ParseMovePreferring(p, s, WXF)
}

// ParseMovePreferring is ParseMoveAny trying notation n first: a move box where the moves are shown
// in Vietnamese reads "P5.4" as Vietnamese. Only that choice between WXF and Vietnamese depends on n.
func ParseMovePreferring(p *Position, s string, n Notation) (Move, error) {
	t := s
	if a, ok := foldFullWidth(s); ok {
		t = a
	}
	if strings.TrimSpace(t) == "" {
		return NoMove, moveErr(WXF, s, MoveEmpty)
	}
	if m, err := ParseMove(p, t, n); err == nil {
		return m, nil
	}
	for _, n := range [...]Notation{UCI, ICCS, WXF, Chinese, Vietnamese} {
		if m, err := ParseMove(p, t, n); err == nil {
			return m, nil
		}
	}
	for _, base := range [...]int{0, 1} {
		if m, err := parseSAN(p, t, base); err == nil {
			return m, nil
		}
	}
	err := anyError(p, t)
	if me, ok := AsMoveError(err); ok && t != s {
		me.Text = clip(s) // quote the move as it was written
	}
	return NoMove, err
}

// anyError explains why ParseMoveAny failed, in the notation the text most looks like.
func anyError(p *Position, s string) error {
	t := strings.TrimSpace(s)
	var n Notation
	switch {
	case strings.IndexFunc(t, isChineseRune) >= 0:
		n = Chinese
	case strings.IndexFunc(t, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 || isVietnameseShape(t):
		n = Vietnamese
	case isCoordShape(t):
		n = ICCS
	case isSANShape(t):
		_, err := parseSANAnyBase(p, t)
		return err
	default:
		n = WXF
	}
	_, err := ParseMove(p, s, n)
	return err
}

// isCoordShape reports whether t has the shape of a UCI or ICCS move: "h2e2", "H2-E2".
func isCoordShape(t string) bool {
	return len(t) == 5 && t[2] == '-' || len(t) == 4 && isCoord(t[0], t[1], true) && isCoord(t[2], t[3], true)
}

// foldFullWidth maps the full-width forms of ASCII characters (U+FF01-U+FF5E, as Chinese sites write
// WXF moves: "Ｃ２＝５", "Ｈ８＋７") to ASCII and the ideographic space to a space. It returns the
// folded text and true only when s has such characters and no other non-ASCII ones, so that a Chinese
// move with full-width digits ("马８进７") is left alone.
func foldFullWidth(s string) (string, bool) {
	found := false
	for _, r := range s {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E, r == 0x3000:
			found = true
		case r >= utf8.RuneSelf:
			return s, false
		}
	}
	if !found {
		return s, false
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			b.WriteByte(byte(r - 0xFEE0))
		case r == 0x3000:
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), true
}

// sanSpec is an algebraic move as written, before it is matched against a position.
type sanSpec struct {
	pt       PieceType
	fromFile int // 0..8, or -1 when not written
	fromRank int // as written, or -1
	toFile   int
	toRank   int // as written
	capture  bool
}

// sanPiece reads an algebraic piece letter: K (also G for general), A, E (also B), H (also N), R, C,
// P. Only capitals are letters; a small letter is a file.
func sanPiece(b byte) PieceType {
	if b == 'G' {
		return King
	}
	if b >= 'A' && b <= 'Z' {
		return wxfPiece(b)
	}
	return NoPieceType
}

// trailingRank splits the rank written at the end of t, one digit or "10", from what comes before.
func trailingRank(t string) (rest string, rank int, ok bool) {
	j := len(t)
	for j > 0 && t[j-1] >= '0' && t[j-1] <= '9' {
		j--
	}
	switch d := t[j:]; {
	case len(d) == 1:
		return t[:j], int(d[0] - '0'), true
	case d == "10":
		return t[:j], 10, true
	}
	return t, 0, false
}

// scanSAN reads the shape of an algebraic move: an optional piece letter (a pawn's may be left out),
// the from-file and/or from-rank when the move needs them, "x" (or ":") for a capture or "-", and the
// to-square; check marks (+, #) and annotations (!, ?) at the end are ignored. Without a letter, a
// move with its whole from-square is a move of whatever piece stands there, as UCI writes it ("h2e2",
// or "h3e3" and "a10a9" with ranks 1-10 as Fairy-Stockfish writes them). It returns what is wrong when
// s has not that shape.
func scanSAN(s string) (sanSpec, string) {
	const want = "want a piece letter and a square, like Che2, Cxe6 or Rh0h2"
	sp := sanSpec{fromFile: -1, fromRank: -1}
	t := strings.TrimRight(strings.TrimSpace(s), "+#!?")
	if t == "" || strings.IndexFunc(t, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
		return sp, want
	}
	rest, r, ok := trailingRank(t)
	if !ok || rest == "" || rest[len(rest)-1] < 'a' || rest[len(rest)-1] > 'i' {
		return sp, want
	}
	sp.toRank, sp.toFile, rest = r, int(rest[len(rest)-1]-'a'), rest[:len(rest)-1]
	if n := len(rest); n > 0 && (rest[n-1] == 'x' || rest[n-1] == ':' || rest[n-1] == '-') {
		sp.capture = rest[n-1] != '-'
		rest = rest[:n-1]
	}
	if n := len(rest); n > 0 && rest[n-1] >= '0' && rest[n-1] <= '9' {
		if rest, sp.fromRank, ok = trailingRank(rest); !ok {
			return sp, want
		}
	}
	if n := len(rest); n > 0 && rest[n-1] >= 'a' && rest[n-1] <= 'i' {
		sp.fromFile = int(rest[n-1] - 'a')
		rest = rest[:n-1]
	}
	switch {
	case rest == "" && sp.fromFile >= 0 && sp.fromRank >= 0:
		sp.pt = NoPieceType // coordinates, as UCI writes them: any piece
	case rest == "":
		sp.pt = Pawn
	case len(rest) == 1 && sanPiece(rest[0]) != NoPieceType:
		sp.pt = sanPiece(rest[0])
	default:
		return sp, want
	}
	return sp, ""
}

// isUCIShape reports whether t is a move in coordinates with ranks 0-9 or 1-10: "h2e2", "a10a9".
func isUCIShape(t string) bool {
	n := uciSquareLen(t)
	return n > 0 && n < len(t) && uciSquareLen(t[n:]) == len(t)-n
}

// uciSquareLen is the length of the square at the start of t in coordinates ("a1" or "a10"), or 0.
func uciSquareLen(t string) int {
	switch {
	case len(t) >= 3 && t[0] >= 'a' && t[0] <= 'i' && t[1:3] == "10":
		return 3
	case len(t) >= 2 && t[0] >= 'a' && t[0] <= 'i' && t[1] >= '0' && t[1] <= '9':
		return 2
	}
	return 0
}

// isSANShape reports whether t has the shape of an algebraic move and not that of a UCI or ICCS move.
func isSANShape(t string) bool {
	t = strings.TrimSpace(t)
	if isCoordShape(t) {
		return false
	}
	_, msg := scanSAN(t)
	return msg == ""
}

// sanErr is an error about an algebraic move.
func sanErr(s string, p MoveProblem, args ...any) error {
	return &MoveError{Name: "san", Text: clip(s), Problem: p, Args: args}
}

// sanSquare writes s in algebraic form with ranks counted from base (0 or 1).
func sanSquare(s Square, base int) string {
	return fmt.Sprintf("%c%d", 'a'+s.File(), s.Rank()+base)
}

// parseSAN reads an algebraic move legal in p ("Che2": the cannon on the h file to e2; "Cxe6",
// "Ege7", "R1a2", "Rh0h2", "e4", "Pe4", "exe6", "ed6+"), with ranks numbered from base: 0 as XBoard,
// ICCS and UCCI number them from Red's side (the red cannons start on b2 and h2), or 1 as
// Fairy-Stockfish based tools write them (b3 and h3, ranks 1-10). A capture mark must capture.
func parseSAN(p *Position, s string, base int) (Move, error) {
	sp, msg := scanSAN(s)
	if msg != "" {
		return NoMove, sanErr(s, MoveSANShape)
	}
	return sp.resolve(p, s, base)
}

// parseSANAnyBase reads an algebraic move with ranks 0-9 or, failing that, 1-10. Its error is the one
// for ranks 0-9 unless the move names a rank 10, which only 1-10 has.
func parseSANAnyBase(p *Position, s string) (Move, error) {
	m, err := parseSAN(p, s, 0)
	if err == nil {
		return m, nil
	}
	m, err1 := parseSAN(p, s, 1)
	if err1 == nil {
		return m, nil
	}
	if sp, msg := scanSAN(s); msg == "" && (sp.toRank == 10 || sp.fromRank == 10) {
		return NoMove, err1
	}
	return NoMove, err
}

// resolve finds the one legal move in p that the spec describes, with ranks numbered from base.
func (sp *sanSpec) resolve(p *Position, s string, base int) (Move, error) {
	toRank := sp.toRank - base
	if toRank < 0 || toRank > 9 || sp.fromRank >= 0 && (sp.fromRank-base < 0 || sp.fromRank-base > 9) {
		return NoMove, sanErr(s, MoveRankOff, max(sp.toRank, sp.fromRank), base, base+9)
	}
	to := NewSquare(sp.toFile, toRank)
	c := p.SideToMove()
	what := MakePiece(c, sp.pt) // never NoPieceType where it is said: coordinates name one square
	fits := func(from Square) bool {
		pc := p.At(from)
		return pc != NoPiece && pc.Color() == c && (sp.pt == NoPieceType || pc.Type() == sp.pt) &&
			(sp.fromFile < 0 || from.File() == sp.fromFile) && (sp.fromRank < 0 || from.Rank() == sp.fromRank-base)
	}
	var found []Move
	for _, m := range p.LegalMoves(nil) {
		if m.To() == to && fits(m.From()) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		if sp.capture && p.At(to) == NoPiece {
			return NoMove, sanErr(s, MoveNothingToCapture, sanSquare(to, base))
		}
		return found[0], nil
	case 0:
		var cands []Square
		for _, from := range p.PieceSquares(c, nil) {
			if fits(from) {
				cands = append(cands, from)
			}
		}
		switch {
		case len(cands) == 1:
			why := p.WhyIllegal(cands[0], to)
			return NoMove, sanErr(s, MoveCannotGo, p.At(cands[0]),
				sanSquare(cands[0], base), sanSquare(to, base), why)
		case len(cands) > 1:
			return NoMove, sanErr(s, MoveNoneCanReach, what, sanSquare(to, base))
		case sp.fromFile >= 0 && sp.fromRank >= 0 && sp.pt == NoPieceType:
			return NoMove, sanErr(s, MoveNoOwnPieceOn, c, fmt.Sprintf("%c%d", 'a'+sp.fromFile, sp.fromRank))
		case sp.fromFile >= 0 && sp.fromRank >= 0:
			return NoMove, sanErr(s, MoveNoneOnSquare, what, fmt.Sprintf("%c%d", 'a'+sp.fromFile, sp.fromRank))
		case sp.fromFile >= 0:
			return NoMove, sanErr(s, MoveNoneOnFileLetter, what, string(rune('a'+sp.fromFile)))
		case sp.fromRank >= 0:
			return NoMove, sanErr(s, MoveNoneOnRank, what, sp.fromRank)
		}
		return NoMove, sanErr(s, MoveSideHasNo, c, sp.pt)
	}
	var from []string
	for _, m := range found {
		from = append(from, sanSquare(m.From(), base))
	}
	slices.Sort(from)
	return NoMove, sanErr(s, MoveAmbiguousSAN, len(found), what,
		sanSquare(to, base), strings.Join(from, " and "))
}
