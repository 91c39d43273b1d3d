package core

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Limits that keep a hostile or broken PGN file from using unbounded memory.
const (
	// MaxPGNSize is the largest PGN input ReadPGN reads, in bytes.
	MaxPGNSize = 10 << 20
	// MaxPGNGames is the most games ReadPGN reads from one input.
	MaxPGNGames = 20000
	// MaxPGNPlies is the most moves one game of a PGN file may have.
	MaxPGNPlies = 10000
	// MaxPGNTotalPlies is the most moves ReadPGN reads from one input: a Game keeps every position
	// (about 600 bytes each), so this bounds its memory to a few hundred megabytes.
	MaxPGNTotalPlies = 500000

	maxPGNTags     = 256  // tags per game
	maxPGNTagName  = 64   // bytes
	maxPGNTagValue = 4096 // bytes
	pgnLineWidth   = 80   // columns, a CJK character counting two
)

// PGNTag is one tag pair of a PGN header, such as [Red "Hu Ronghua"].
type PGNTag struct {
	Name, Value string
}

// PGNTags is a PGN header: tag pairs in the order they appear.
type PGNTags []PGNTag

// Get returns the value of the tag with the given name (compared case-insensitively) and whether
// the tag is present.
func (t PGNTags) Get(name string) (string, bool) {
	for _, tag := range t {
		if strings.EqualFold(tag.Name, name) {
			return tag.Value, true
		}
	}
	return "", false
}

// Set gives the named tag a value: it replaces the first tag of that name or appends a new one.
func (t *PGNTags) Set(name, value string) {
	for i, tag := range *t {
		if strings.EqualFold(tag.Name, name) {
			(*t)[i].Value = value
			return
		}
	}
	*t = append(*t, PGNTag{Name: name, Value: value})
}

// Delete removes every tag of the given name.
func (t *PGNTags) Delete(name string) {
	out := (*t)[:0]
	for _, tag := range *t {
		if !strings.EqualFold(tag.Name, name) {
			out = append(out, tag)
		}
	}
	*t = out
}

// PGNGame is one game of a PGN file: its header, its moves (with the start position and the result)
// and its comments.
type PGNGame struct {
	// Tags is the header in file order. WritePGN manages Game, FEN, Format and Variant itself and
	// writes the Result of Game when it is over (and its reason as Termination).
	Tags PGNTags
	// Game holds the start position, the moves and the result.
	Game *Game
	// Comments maps i to the comment after the i-th move (1-based); 0 is the comment before the
	// first move.
	Comments map[int]string
	// NAGs maps i to the glyphs after the i-th move (1-based): $1 to $6 judge the move (! ? !! ??
	// !? ?!, read in either form), others the position.
	NAGs map[int][]NAG
	// Variations maps i to the lines played instead of the game's move i (0-based), in file order.
	Variations map[int][]*PGNVariation
}

// PGNVariation is a line of moves played instead of a move of the game or of another variation: in
// PGN, the parenthesised moves after that move.
type PGNVariation struct {
	// Moves are the line's moves, from the position before the move it replaces.
	Moves []Move
	// Comments maps i to the comment after the line's i-th move (1-based); 0 is the comment before
	// its first move.
	Comments map[int]string
	// NAGs maps i to the glyphs after the line's i-th move (1-based).
	NAGs map[int][]NAG
	// Variations maps i to the lines played instead of the line's move i (0-based).
	Variations map[int][]*PGNVariation
}

// PGNError is an error in a PGN file: the line where it is and what is wrong, in English (Msg)
// and as a Message a UI can say in its language (Message; nil only in a PGNError made elsewhere).
type PGNError struct {
	Line    int
	Msg     string
	Message *Message
}

// Error returns "pgn: line N: what is wrong".
func (e *PGNError) Error() string { return fmt.Sprintf("pgn: line %d: %s", e.Line, e.Msg) }

// Unwrap returns the Message, through which errors.As finds a move's error.
func (e *PGNError) Unwrap() error {
	if e.Message == nil {
		return nil
	}
	return e.Message
}

// pgnReader reads PGN text: a cursor, the line it is on, and the game being built.
type pgnReader struct {
	src   string
	pos   int
	line  int
	games []*PGNGame
	cur   *pgnGameState
	plies int // moves read from the whole input

	number int          // games begun so far
	errs   []*GameError // the games that did not read whole
	fatal  error        // a limit of the whole input, which ends the reading
}

// pgnGameState is a game while its text is read.
type pgnGameState struct {
	g          *PGNGame
	number     int   // the game's number in the file, from 1
	problem    error // a fault that did not cost the game (a bad tag), said when it is finished
	started    bool  // the movetext has begun, so the start position and notation are fixed
	done       bool  // a result token was read
	notation   Notation
	fallback   Notation // the notation a move last read in when the file's own did not read it
	result     string   // the result token, if any
	resultLine int
	tagLines   map[string]int // line of each tag, by lower-case name
	comments   map[int][]string
	nags       map[int][]NAG // the glyphs of the line being read, by the move they follow
	sanRanks   int           // how the game's algebraic moves number the ranks: sanRanksUnknown, ...
	sanGuessed bool          // an algebraic move read with ranks 0-9 would read otherwise with 1-10
	texts      []string      // the moves' texts since the start, while the ranks are unknown
	// vars are the variations of the line being read, by the index of the move they replace; in a
	// variation, g.Game is the variation's own game (from the position before the move it
	// replaces), comments and vars its own, and stack keeps the enclosing lines.
	vars  map[int][]*PGNVariation
	stack []pgnVarFrame
}

// pgnVarFrame is a line whose variation is being read: its game, comments and variations, put back
// at the variation's end.
type pgnVarFrame struct {
	game     *Game
	comments map[int][]string
	nags     map[int][]NAG
	vars     map[int][]*PGNVariation
	v        *PGNVariation
	line     int // where the variation opens
}

// ReadPGN reads every game of a PGN file: a header of tags, then the moves with move numbers,
// {comments}, ; line comments and a result, and variations in parentheses (nested to any depth up
// to a hundred, each with its comments; a variation replaces the move before it). It reads these
// dialects, and a move in any of them in any file:
//
//   - xqbase: [FEN] for a set-up position, [Format "ICCS"|"WXF"] for the notation, Chinese without
//     it ("炮二平五 马８进７", simplified or traditional characters, any style of digits);
//   - Chinese moves run together as xiangqi databases export them: "炮二平五马８进７", with or without
//     move numbers between them;
//   - WXF in full-width characters, as Chinese sites write it: "Ｃ２＝５ Ｈ８＋７";
//   - UCI moves ("h2e2"), as engine-testing tools write them with [Variant "xiangqi"], or with ranks
//     1-10 as Fairy-Stockfish writes them ("h3e3", "a10a9");
//   - the algebraic moves of XBoard/WinBoard ([Variant "xiangqi"]: "Che2", "Cxe6", "Ege7", "Rh0h2",
//     "e4", ranks 0-9 from Red's side) and of Fairy-Stockfish based tools (the same with ranks 1-10,
//     "Che3"). A game's first move that reads with only one numbering fixes it for the game; moves
//     before it that read with both are read with 0-9, or again with 1-10 if that is what it fixes.
//     A FEN with N for the horse and B for the elephant, and w, r or b for the side, reads too.
//
// The error for a malformed file is a *PGNError naming the line (and for a move, the move and why).
// The input is UTF-8 or, failing that, GBK (read as GB18030) or Big5, whichever reads as xiangqi.
func ReadPGN(r io.Reader) ([]*PGNGame, error) {
	games, errs, err := ReadPGNLenient(r)
	switch {
	case err != nil:
		return nil, err
	case len(errs) > 0:
		return nil, errs[0].Err
	}
	return games, nil
}

// GameError is a game of a file that did not read whole: its number in the file and the error
// (a *PGNError naming the line, or an *XQFError naming the byte). When the game was kept up to the
// move before the fault, Kept is it and Plies its moves; else the game was left out.
type GameError struct {
	Game  int // from 1
	Err   error
	Kept  *PGNGame
	Plies int
}

// Error says which game, what is wrong, and what of the game was kept.
func (e *GameError) Error() string {
	s := fmt.Sprintf("game %d: %v", e.Game, e.Err)
	switch {
	case e.Kept != nil && e.Plies > 0:
		s += fmt.Sprintf(" (read up to move %d)", e.Plies)
	case e.Kept == nil:
		s += " (left out)"
	}
	return s
}

// Unwrap returns the error in the game.
func (e *GameError) Unwrap() error { return e.Err }

// ReadPGNLenient reads every game of a PGN file as ReadPGN does, but one bad game never costs the
// others: it returns every game that reads, those broken part-way kept up to the move before the
// fault (their result unknown), and for each game with a fault its number, the line and why. The
// error is for the file as a whole only: too large, not text, or over a limit of the whole input.
func ReadPGNLenient(r io.Reader) ([]*PGNGame, []*GameError, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPGNSize+1))
	if err != nil {
		return nil, nil, fmt.Errorf("pgn: %w", err)
	}
	if len(data) > MaxPGNSize {
		return nil, nil, fmt.Errorf("pgn: input larger than %d MB", MaxPGNSize>>20)
	}
	src, err := pgnText(data)
	if err != nil {
		return nil, nil, err
	}
	pr := &pgnReader{src: src, line: 1}
	if err := pr.read(); err != nil {
		return pr.games, pr.errs, err
	}
	return pr.games, pr.errs, nil
}

// pgnText is the text of a PGN file: UTF-8 without a byte-order mark, or GBK or Big5 decoded.
func pgnText(data []byte) (string, error) {
	src := strings.TrimPrefix(string(data), "\uFEFF")
	if !utf8.ValidString(src) {
		return decodeGB(src)
	}
	return src, nil
}

// decodeGB reads text that is not UTF-8 as GB18030, the superset of GBK and GB2312 in which most
// Chinese PGN files are written (XQStudio, old xqbase and dpxq downloads), or as Big5, in which
// files in traditional characters from Taiwan and Hong Kong are: when both decode cleanly, the one
// whose text has more of the characters xiangqi moves are written with (pieces, numbers,
// directions) wins, so a Big5 file is not silently read as GBK gibberish. Bytes that are neither
// are an error naming the line of the first of them, and so is UTF-8 text with a few broken bytes
// (more valid multi-byte UTF-8 characters than invalid bytes), which either would garble. A tag
// value written in the other encoding than the file's is read in it (RedecodeTags), and one that is
// not valid in the file's encoding does not decide the file's.
func decodeGB(src string) (string, error) {
	valid, invalid, first := 0, 0, -1 // first: the offset of the first invalid byte
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRuneInString(src[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			invalid++
			if first < 0 {
				first = i
			}
		case size > 1:
			valid++
		}
		i += max(size, 1)
	}
	line := 1 + strings.Count(src[:max(first, 0)], "\n")
	if valid > invalid {
		return "", pgnError(line, msgf("broken UTF-8 text"))
	}
	gb, gbErr := simplifiedchinese.GB18030.NewDecoder().String(src)
	gbBad := strings.IndexRune(gb, utf8.RuneError)
	big5, big5Err := traditionalchinese.Big5.NewDecoder().String(src)
	big5Clean := big5Err == nil && !strings.ContainsRune(big5, utf8.RuneError)
	if gbErr == nil && gbBad < 0 {
		if big5Clean && moveRunes(big5) > moveRunes(gb) {
			return RedecodeTags(src, true, big5), nil
		}
		return RedecodeTags(src, false, gb), nil
	}
	if gbErr == nil && gbBad >= 0 {
		// A GBK file with a tag value in Big5 that is not valid GBK.
		if text, ok := GBKBehindTags(src, gb, moveRunes); ok && !strings.ContainsRune(text, utf8.RuneError) {
			return text, nil
		}
	}
	if big5Clean {
		return RedecodeTags(src, true, big5), nil
	}
	if gbBad >= 0 {
		line = 1 + strings.Count(gb[:gbBad], "\n")
	}
	return "", pgnError(line, msgf("neither UTF-8 nor GBK (GB18030) nor Big5 text"))
}

// moveRunes counts the characters of s that Chinese moves are written with.
func moveRunes(s string) int {
	n := 0
	for _, r := range s {
		if r >= utf8.RuneSelf {
			if _, ok := classifyCN(r); ok {
				n++
			}
		}
	}
	return n
}

func (pr *pgnReader) errorf(line int, format string, args ...any) error {
	return pgnError(line, msgf(format, args...))
}

// pgnError is the error m on line.
func pgnError(line int, m *Message) *PGNError {
	return &PGNError{Line: line, Msg: m.Error(), Message: m}
}

// read reads the whole input. A game with an error is given up (kept up to the move before the
// error when it has moves) and reading goes on at the next game's header, the error kept in errs;
// only a limit on the whole input stops it.
func (pr *pgnReader) read() error {
	for {
		err := pr.step()
		if err == io.EOF {
			pr.finish()
			return pr.fatal
		}
		if pr.fatal != nil {
			return pr.fatal
		}
		if err != nil {
			pr.giveUp(err)
		}
	}
}

// giveUp ends the current game at an error: it keeps what was read of it (its main line up to the
// move before the error) when that is at least one move, records the error, and skips to the
// next line that starts a header.
func (pr *pgnReader) giveUp(err error) {
	st := pr.cur
	pr.cur = nil
	ge := &GameError{Game: pr.number, Err: err}
	if st == nil {
		ge.Game = pr.number + 1 // a fault before any game began: it is the next one's
	}
	if st != nil && st.started && st.g.Game != nil {
		if len(st.stack) > 0 {
			st.g.Game, st.comments, st.nags, st.vars = st.stack[0].game, st.stack[0].comments, st.stack[0].nags, st.stack[0].vars
			st.stack = nil
		}
		if st.g.Game.Len() > 0 {
			st.result, st.done = "", true
			st.g.Tags.Delete("Result") // the game stops early: its recorded result is not this position's
			st.problem = nil           // this error says it
			pr.cur = st
			pr.finish()
			ge.Kept, ge.Plies = st.g, st.g.Game.Len()
		}
	}
	pr.errs = append(pr.errs, ge)
	pr.skipToHeader()
}

// skipToHeader moves the cursor to the next line that starts with '[' (a game's header), or to the
// end of the input.
func (pr *pgnReader) skipToHeader() {
	for pr.pos < len(pr.src) {
		pr.skipLine()
		if pr.pos < len(pr.src) {
			pr.pos++ // the newline
			pr.line++
		}
		rest := strings.TrimLeft(pr.src[pr.pos:], " \t\r\uFEFF")
		if strings.HasPrefix(rest, "[") {
			return
		}
	}
}

// step reads one token: a tag, a comment, a parenthesis or a movetext word. It returns io.EOF at
// the end of the input.
func (pr *pgnReader) step() error {
	{
		atLineStart := pr.skipSpace()
		if pr.pos >= len(pr.src) {
			return io.EOF
		}
		line := pr.line
		switch c := pr.src[pr.pos]; {
		case strings.HasPrefix(pr.src[pr.pos:], "===") && pr.firstOnLine():
			// XQWizard (象棋巫师) and xqbase downloads end a game with a line of "=====" and a few
			// lines of the site's text: nothing of the game, up to the next header.
			if pr.cur != nil && pr.cur.started {
				pr.finish()
			}
			pr.skipToHeader()
		case c == '%' && atLineStart:
			pr.skipLine()
		case c == '[':
			if err := pr.readTag(); err != nil {
				return err
			}
		case c == '{':
			end := strings.IndexByte(pr.src[pr.pos:], '}')
			if end < 0 {
				return pr.errorf(line, "unterminated comment")
			}
			text := pr.src[pr.pos+1 : pr.pos+end]
			pr.advance(end + 1)
			if err := pr.comment(text); err != nil {
				return err
			}
		case c == ';':
			start := pr.pos + 1
			pr.skipLine()
			if err := pr.comment(pr.src[start:pr.pos]); err != nil {
				return err
			}
		case c == '(':
			pr.pos++
			if err := pr.openVariation(line); err != nil {
				return err
			}
		case c == ')':
			pr.pos++
			if err := pr.closeVariation(line); err != nil {
				return err
			}
		case c == ']' || c == '}':
			return pr.errorf(line, "%q without its opening bracket", c)
		default:
			if err := pr.word(pr.readWord(), line); err != nil {
				return err
			}
		}
	}
	return nil
}

// skipSpace skips white space (including the ideographic space) and reports whether the cursor is at
// the start of a line.
func (pr *pgnReader) skipSpace() bool {
	for pr.pos < len(pr.src) {
		switch c := pr.src[pr.pos]; c {
		case '\n':
			pr.line++
			pr.pos++
		case ' ', '\t', '\r', '\v', '\f':
			pr.pos++
		default:
			if strings.HasPrefix(pr.src[pr.pos:], "\u3000") {
				pr.pos += len("\u3000")
				continue
			}
			return pr.pos == 0 || pr.src[pr.pos-1] == '\n'
		}
	}
	return false
}

// firstOnLine reports whether only white space comes before the cursor on its line.
func (pr *pgnReader) firstOnLine() bool {
	i := strings.LastIndexByte(pr.src[:pr.pos], '\n')
	return strings.TrimSpace(pr.src[i+1:pr.pos]) == ""
}

// advance moves the cursor n bytes on, counting lines.
func (pr *pgnReader) advance(n int) {
	pr.line += strings.Count(pr.src[pr.pos:pr.pos+n], "\n")
	pr.pos += n
}

// skipLine moves the cursor to the end of the line (before the newline).
func (pr *pgnReader) skipLine() {
	if i := strings.IndexByte(pr.src[pr.pos:], '\n'); i >= 0 {
		pr.pos += i
	} else {
		pr.pos = len(pr.src)
	}
}

const pgnDelimiters = "{}()[];"

func (pr *pgnReader) readWord() string {
	start := pr.pos
	for pr.pos < len(pr.src) {
		c := pr.src[pr.pos]
		if c <= ' ' || strings.IndexByte(pgnDelimiters, c) >= 0 || strings.HasPrefix(pr.src[pr.pos:], "\u3000") {
			break
		}
		pr.pos++
	}
	return pr.src[start:pr.pos]
}

// game returns the game being read, starting a new one when the last has ended or when a header
// begins after moves.
func (pr *pgnReader) game(newHeader bool, line int) (*pgnGameState, error) {
	if pr.cur != nil && (pr.cur.done || (newHeader && pr.cur.started)) {
		pr.finish()
	}
	if pr.cur == nil {
		if pr.number >= MaxPGNGames {
			pr.fatal = pr.errorf(line, "more than %d games", MaxPGNGames)
			return nil, pr.fatal
		}
		pr.number++
		pr.cur = &pgnGameState{g: &PGNGame{Comments: map[int]string{}}, tagLines: map[string]int{},
			comments: map[int][]string{}, number: pr.number}
	}
	return pr.cur, nil
}

func (pr *pgnReader) readTag() error {
	line := pr.line
	st, err := pr.game(true, line)
	if err != nil {
		return err
	}
	name, value, n, msg := parseTag(pr.src[pr.pos:])
	if msg == nil && len(st.g.Tags) >= maxPGNTags {
		msg = msgf("more than %d tags", maxPGNTags)
	}
	if msg != nil {
		if st.started {
			return pgnError(line, msg)
		}
		// A bad tag in a header costs the tag, not the game: it is skipped and said.
		if st.problem == nil {
			st.problem = pgnError(line, msg)
		}
		pr.skipLine()
		return nil
	}
	pr.pos += n
	st.g.Tags.Set(name, value)
	st.tagLines[strings.ToLower(name)] = line
	return nil
}

// parseTag reads `[Name "value"]` from the start of text, within its first line. It returns the
// name, the unescaped value and the bytes read, or a message saying what is wrong. It never reads
// past the tag, so that many tags on one long line cost linear time.
func parseTag(text string) (name, value string, n int, msg *Message) {
	closed := func() bool { // whether the first line has a ']' at all (for the error message)
		line, _, _ := strings.Cut(text, "\n")
		return strings.IndexByte(line, ']') >= 0
	}
	i := 1
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	start := i
	for i < len(text) && isTagNameByte(text[i]) {
		i++
	}
	name = text[start:i]
	if name == "" {
		if !closed() {
			return "", "", 0, msgf("unterminated tag")
		}
		return "", "", 0, msgf(`tag without a name: want [Name "value"]`)
	}
	if len(name) > maxPGNTagName {
		return "", "", 0, msgf("tag name longer than %d bytes", maxPGNTagName)
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= len(text) || text[i] != '"' {
		if !closed() {
			return "", "", 0, msgf("unterminated tag")
		}
		return "", "", 0, msgf(`tag %s: want a quoted value, [%[1]s "value"]`, name)
	}
	i++
	valueStart := i
	loose := func() (string, string, int, *Message) {
		if v, n, ok := looseTagValue(text, valueStart); ok {
			return name, v, n, nil
		}
		return "", "", 0, msgf("unterminated tag")
	}
	var b strings.Builder
	for {
		if i >= len(text) || text[i] == '\r' || text[i] == '\n' {
			return loose()
		}
		c := text[i]
		if c == '"' {
			i++
			break
		}
		if c == '\\' && i+1 < len(text) && (text[i+1] == '"' || text[i+1] == '\\') {
			i++
			c = text[i]
		}
		if c < ' ' || c == 0x7f {
			c = ' ' // as WritePGN writes it
		}
		b.WriteByte(c)
		if b.Len() > maxPGNTagValue {
			return "", "", 0, msgf("tag %s: value longer than %d bytes", name, maxPGNTagValue)
		}
		i++
	}
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= len(text) || text[i] != ']' {
		return loose()
	}
	return name, b.String(), i + 1, nil
}

// looseTagValue reads a tag value that holds an unescaped quote, as some collections of master
// games write them ([Event ""百民杯“全國象棋精英賽"]), when the standard reading of the value that
// starts at text[start] failed: the value runs to the last quote before the last ']' of the line.
// It returns the value, the bytes read up to and with the ']', and false when that does not read
// either.
func looseTagValue(text string, start int) (string, int, bool) {
	line, _, _ := strings.Cut(text, "\n")
	line = strings.TrimRight(line, "\r")
	end := strings.LastIndexByte(line, ']')
	if end < start {
		return "", 0, false
	}
	q := strings.LastIndexByte(line[:end], '"')
	if q < start || strings.TrimSpace(line[q+1:end]) != "" {
		return "", 0, false
	}
	v := line[start:q]
	if len(v) > maxPGNTagValue {
		v = v[:maxPGNTagValue]
	}
	v = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(v, "\uFFFD"))
	return v, end + 1, true
}

func isTagNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// comment attaches a comment to the current game, after the moves read so far. A '}' (possible in a
// ';' comment) becomes ')', as WritePGN writes it, since a {comment} cannot hold one.
func (pr *pgnReader) comment(text string) error {
	text = strings.Join(strings.Fields(strings.ReplaceAll(text, "}", ")")), " ")
	if text == "" {
		return nil
	}
	st := pr.cur
	if st == nil {
		var err error
		if st, err = pr.game(false, pr.line); err != nil {
			return err
		}
	}
	k := 0
	if st.g.Game != nil {
		k = st.g.Game.Len()
	}
	st.comments[k] = append(st.comments[k], text) // joined by finish
	return nil
}

// maxPGNVariationDepth is how deep variations may nest.
const maxPGNVariationDepth = 100

// openVariation starts a variation: the moves that follow replace the last move read, up to the
// matching ')'.
func (pr *pgnReader) openVariation(line int) error {
	st := pr.cur
	if st == nil || st.done || !st.started || st.g.Game == nil || st.g.Game.Len() == 0 {
		return pr.errorf(line, "a variation before any move it could replace")
	}
	if len(st.stack) >= maxPGNVariationDepth {
		return pr.errorf(line, "variations nested more than %d deep", maxPGNVariationDepth)
	}
	g := st.g.Game
	k := g.Len() - 1
	v := &PGNVariation{}
	if st.vars == nil {
		st.vars = map[int][]*PGNVariation{}
	}
	st.vars[k] = append(st.vars[k], v)
	st.stack = append(st.stack, pgnVarFrame{game: g, comments: st.comments, nags: st.nags, vars: st.vars, v: v, line: line})
	p := g.PositionAt(k)
	st.g.Game, st.comments, st.nags, st.vars = NewGameFrom(&p), map[int][]string{}, nil, nil
	return nil
}

// closeVariation ends the variation being read and goes back to the line it belongs to. An empty
// variation is dropped.
func (pr *pgnReader) closeVariation(line int) error {
	st := pr.cur
	if st == nil || len(st.stack) == 0 {
		return pr.errorf(line, "%q without a variation to close", ')')
	}
	f := st.stack[len(st.stack)-1]
	st.stack = st.stack[:len(st.stack)-1]
	v := f.v
	v.Moves = st.g.Game.Moves()
	v.Comments = joinComments(st.comments)
	v.NAGs = st.nags
	v.Variations = st.vars
	st.g.Game, st.comments, st.nags, st.vars = f.game, f.comments, f.nags, f.vars
	if len(v.Moves) == 0 {
		k := f.game.Len() - 1
		st.vars[k] = st.vars[k][:len(st.vars[k])-1]
		if len(st.vars[k]) == 0 {
			delete(st.vars, k)
		}
	}
	return nil
}

// joinComments joins the comments read at each place.
func joinComments(parts map[int][]string) map[int]string {
	out := make(map[int]string, len(parts))
	for k, p := range parts {
		out[k] = strings.Join(p, " ")
	}
	return out
}

// begin fixes the start position and the notation of the current game when its movetext starts.
func (pr *pgnReader) begin(st *pgnGameState) error {
	if st.started {
		return nil
	}
	st.started = true
	tags := st.g.Tags
	if fen, ok := tags.Get("FEN"); ok && strings.TrimSpace(fen) != "" {
		g, err := NewGameFromFEN(fen)
		if err != nil {
			return pr.errorf(st.tagLines["fen"], "%v", err)
		}
		st.g.Game = g
	} else {
		st.g.Game = NewGame()
	}
	st.notation, st.fallback = Chinese, Chinese
	format, hasFormat := tags.Get("Format")
	switch f := strings.ToLower(strings.TrimSpace(format)); {
	case !hasFormat || f == "" || f == "chinese":
		if v, _ := tags.Get("Variant"); strings.EqualFold(v, "xiangqi") {
			st.notation = UCI
		}
	case f == "iccs":
		st.notation = ICCS
	case f == "wxf":
		st.notation = WXF
	case f == "uci":
		st.notation = UCI
	case f == "vietnamese" || f == "vn":
		st.notation = Vietnamese
	default:
		return pr.errorf(st.tagLines["format"], "Format %q: want ICCS, WXF, Vietnamese or Chinese", format)
	}
	return nil
}

// isMoveNumber reports whether w is a move number such as "12." or "12...".
func isMoveNumber(w string) bool {
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	return d > 0 && d < len(w) && strings.Trim(w[d:], ".") == ""
}

// isNumberRune and isDotRune read the digits and dots of a move number, full-width ones ("２．", as
// in "２．马二进三") included.
func isNumberRune(r rune) bool { return r >= '0' && r <= '9' || r >= fullDigit0 && r <= fullDigit0+9 }
func isDotRune(r rune) bool    { return r == '.' || r == '．' }

// splitMoveNumber splits "12.炮二平五" into "12." and "炮二平五".
func splitMoveNumber(w string) (string, bool) {
	d := 0
	for d < len(w) {
		r, size := utf8.DecodeRuneInString(w[d:])
		if !isNumberRune(r) {
			break
		}
		d += size
	}
	e := d
	for e < len(w) {
		r, size := utf8.DecodeRuneInString(w[e:])
		if !isDotRune(r) {
			break
		}
		e += size
	}
	if d == 0 || e == d || e == len(w) {
		return "", false
	}
	return w[e:], true
}

// splitChineseRun splits a word of Chinese moves written together, as xiangqi databases export them
// ("炮二平五马８进７", "前车进一马２退３"), into its moves, dropping move numbers between them
// ("1.炮二平五马８进７2.马二进三"). A Chinese move is its direction (进, 退, 平) and one more character,
// after two characters (炮二, 前车) or three (前兵七). It returns nil when w is not such a run.
func splitChineseRun(w string) []string {
	rs := []rune(w)
	if len(rs) <= 5 {
		return nil
	}
	var out []string
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && isNumberRune(rs[j]) {
			j++
		}
		k := j
		for k < len(rs) && isDotRune(rs[k]) {
			k++
		}
		if j > i && k > j {
			i = k // a move number
			continue
		}
		d := -1
		for k := i + 2; k <= i+3 && k+1 < len(rs); k++ {
			if x, ok := classifyCN(rs[k]); ok && x.isDir {
				d = k
				break
			}
		}
		if d < 0 {
			return nil
		}
		out = append(out, string(rs[i:d+2]))
		i = d + 2
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

func isResultToken(w string) bool {
	_, ok := pgnOutcome(w)
	return ok
}

// pgnOutcome reads a result as PGN files write it: the standard 1-0, 0-1, 1/2-1/2 and *, and the
// others real files have: 0-0 for a result not known (an unsolved problem), 红胜, 黑胜 and 和棋
// (traditional 紅勝 and 黑勝 too) as Chinese programs write a game's end, ½-½ for a draw.
func pgnOutcome(w string) (Outcome, bool) {
	switch w {
	case "0-0":
		return Ongoing, true
	case "红胜", "紅勝", "红先胜", "紅先勝":
		return RedWins, true
	case "黑胜", "黑勝", "红先负", "紅先負":
		return BlackWins, true
	case "和棋", "和局", "红先和", "紅先和", "½-½":
		return Draw, true
	}
	o, err := ParseOutcome(w)
	return o, err == nil
}

// word handles one movetext word: a move number, a NAG, a result, a move, or several Chinese moves
// written together.
func (pr *pgnReader) word(w string, line int) error {
	if w == "" {
		// A byte no word can start with (a control character); skip it.
		pr.pos++
		return nil
	}
	shown := w // the move as written, for error messages
	if a, ok := foldFullWidth(w); ok {
		w = a // full-width WXF: "Ｃ２＝５" is "C2=5"
	}
	if g, ok := ParseNAG(w); ok {
		pr.nag(g) // "$5", or a move's "!?" written apart
		return nil
	}
	if w[0] == '$' || isMoveNumber(w) || strings.Trim(w, ".…") == "" {
		return nil // a NAG out of range, a move number, or the "..." of "1. ... h9g7" written apart
	}
	st, err := pr.game(false, line)
	if err != nil {
		return err
	}
	if err := pr.begin(st); err != nil {
		return err
	}
	if isResultToken(w) {
		if len(st.stack) > 0 {
			return nil // some programs end a variation with a result; the game goes on
		}
		st.result, st.resultLine, st.done = w, line, true
		return nil
	}
	text := strings.TrimRight(w, "!?")
	glyph, _ := ParseNAG(w[len(text):]) // "炮二平五!?"
	if w != shown {
		shown = strings.TrimRight(shown, "!?！？")
	} else {
		shown = text
	}
	if err := pr.count(st, line); err != nil {
		return err
	}
	m, err := pr.move(st, text)
	if err != nil {
		if rest, ok := splitMoveNumber(text); ok {
			text, shown = rest, rest
			m, err = pr.move(st, text)
		}
	}
	if err != nil {
		if parts := splitChineseRun(text); parts != nil {
			for i, part := range parts {
				if i > 0 {
					if err := pr.count(st, line); err != nil {
						return err
					}
				}
				m, err := pr.move(st, part)
				if err != nil {
					return pr.moveError(st, part, err, line)
				}
				pr.played(st, part)
				if err := st.g.Game.Play(m); err != nil {
					return err
				}
			}
			pr.nag(glyph)
			return nil
		}
		return pr.moveError(st, shown, err, line)
	}
	pr.played(st, text)
	if err := st.g.Game.Play(m); err != nil {
		return err
	}
	pr.nag(glyph)
	return nil
}

// maxPGNNAGs bounds the glyphs kept after one move.
const maxPGNNAGs = 8

// nag gives the last move read its glyph g (NoNAG: none). A glyph before any move, or one more
// than a move may have, is dropped.
func (pr *pgnReader) nag(g NAG) {
	st := pr.cur
	if g == NoNAG || st == nil || !st.started || st.g.Game == nil || st.g.Game.Len() == 0 {
		return
	}
	k := st.g.Game.Len()
	if len(st.nags[k]) >= maxPGNNAGs || slices.Contains(st.nags[k], g) {
		return
	}
	if st.nags == nil {
		st.nags = map[int][]NAG{}
	}
	st.nags[k] = append(st.nags[k], g)
}

// count counts one more move against the limits.
func (pr *pgnReader) count(st *pgnGameState, line int) error {
	if st.g.Game.Len() >= MaxPGNPlies {
		return pr.errorf(line, "more than %d moves in one game", MaxPGNPlies)
	}
	if pr.plies >= MaxPGNTotalPlies {
		pr.fatal = pr.errorf(line, "more than %d moves in the file", MaxPGNTotalPlies)
		return pr.fatal
	}
	pr.plies++
	return nil
}

// played remembers the text of a move about to be played, in case the game is read again with the
// other numbering of ranks.
func (pr *pgnReader) played(st *pgnGameState, text string) {
	if st.sanRanks == sanRanksUnknown && len(st.stack) == 0 {
		st.texts = append(st.texts, text)
	}
}

// moveError is the error for a move that does not read: its number, the move and why.
func (pr *pgnReader) moveError(st *pgnGameState, text string, err error, line int) error {
	p := st.g.Game.Position()
	num := fmt.Sprint(p.FullmoveNumber())
	if p.SideToMove() == Black {
		num += "..."
	}
	if me, ok := AsMoveError(err); ok {
		return pr.errorf(line, "move %s %q: %v", num, clip(text), MoveReason{me})
	}
	return pr.errorf(line, "move %s %q: %v", num, clip(text), err)
}

// How a game's algebraic moves number the ranks: not yet known, 0-9 (XBoard, as ICCS) or 1-10
// (Fairy-Stockfish based tools).
const (
	sanRanksUnknown = iota
	sanRanks09
	sanRanks110
)

// move reads one move in the game's notation, or failing that in any notation.
func (pr *pgnReader) move(st *pgnGameState, text string) (Move, error) {
	p := st.g.Game.Position()
	if isUCIShape(text) {
		// Coordinates, with ranks 0-9 as UCI and ICCS number them or 1-10 as Fairy-Stockfish does.
		m, err := pr.sanMove(st, &p, text)
		if err != nil && st.sanRanks != sanRanks110 && len(text) == 4 {
			_, err = ParseMove(&p, text, UCI) // says it as UCI does
		}
		return m, err
	}
	m, err := ParseMove(&p, text, st.notation)
	if err == nil {
		return m, nil
	}
	// The notation the last move fell back to first: a file of Vietnamese moves without a Format
	// tag reads "P5.4" as the cannon's move it is, not as a WXF pawn's.
	for _, n := range [...]Notation{st.fallback, UCI, ICCS, WXF, Chinese, Vietnamese} {
		if n == st.notation {
			continue
		}
		if m, err := ParseMove(&p, text, n); err == nil {
			st.fallback = n
			return m, nil
		}
	}
	if isSANShape(text) {
		return pr.sanMove(st, &p, text)
	}
	if _, msg := scanSAN(text); msg == "" {
		// A move with the shape of both coordinates and an algebraic move with a rank to tell two
		// pieces apart ("A9e8": the advisor on rank 9 to e8, "E5e3"), as XBoard and pychess write
		// them: the coordinates did not read, so the algebraic move is the one, if it reads.
		if m, serr := pr.sanMove(st, &p, text); serr == nil {
			return m, nil
		}
	}
	if st.notation != Chinese || strings.IndexFunc(text, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 {
		return NoMove, err
	}
	return NoMove, anyError(&p, text) // an ASCII move in a Chinese file: the other notations explain it better
}

// sanMove reads an algebraic move or one in coordinates. A game's first move that reads with only one
// numbering of the ranks (0-9 or 1-10) fixes the numbering for the game; until then a move that reads
// with both is read with ranks 0-9, and when a later move reads only with 1-10 the game is read again
// with 1-10.
func (pr *pgnReader) sanMove(st *pgnGameState, p *Position, text string) (Move, error) {
	switch st.sanRanks {
	case sanRanks09:
		return parseSAN(p, text, 0)
	case sanRanks110:
		return parseSAN(p, text, 1)
	}
	m0, err0 := parseSAN(p, text, 0)
	m1, err1 := parseSAN(p, text, 1)
	switch {
	case err0 == nil && err1 == nil:
		st.sanGuessed = st.sanGuessed || m0 != m1
		return m0, nil
	case err0 == nil:
		st.sanRanks, st.texts = sanRanks09, nil
		return m0, nil
	case err1 == nil && !st.sanGuessed:
		st.sanRanks, st.texts = sanRanks110, nil
		return m1, nil
	case err1 == nil:
		if m, ok := pr.rereadSAN(st, text); ok {
			return m, nil
		}
	}
	_, err := parseSANAnyBase(p, text)
	return NoMove, err
}

// rereadSAN reads the game so far again with ranks 1-10 and then the move text. It returns the move
// and true, with the game replaced, or false with the game as it was.
func (pr *pgnReader) rereadSAN(st *pgnGameState, text string) (Move, bool) {
	if len(st.stack) > 0 || len(st.vars) > 0 {
		return NoMove, false // variations read with the other numbering: not read again
	}
	old, oldTexts := st.g.Game, st.texts
	start := old.Start()
	st.g.Game, st.sanRanks, st.texts = NewGameFrom(&start), sanRanks110, nil
	ok := len(oldTexts) == old.Len()
	for i := 0; ok && i < len(oldTexts); i++ {
		m, err := pr.move(st, oldTexts[i])
		ok = err == nil && st.g.Game.Play(m) == nil
	}
	if ok {
		p := st.g.Game.Position()
		if m, err := parseSAN(&p, text, 1); err == nil {
			return m, true
		}
	}
	st.g.Game, st.sanRanks, st.texts = old, sanRanksUnknown, oldTexts
	return NoMove, false
}

// finish completes the current game: its start position if no move was read, and its result. A
// game that cannot start (a bad FEN) is given up; one with a fault that does not cost its moves
// (a bad tag, an unterminated variation, an unknown result) is kept and the fault recorded.
func (pr *pgnReader) finish() {
	st := pr.cur
	if st == nil {
		return
	}
	pr.cur = nil
	problem := st.problem
	if len(st.stack) > 0 {
		if problem == nil {
			problem = pr.errorf(st.stack[0].line, "unterminated variation")
		}
		st.g.Game, st.comments, st.nags, st.vars = st.stack[0].game, st.stack[0].comments, st.stack[0].nags, st.stack[0].vars
		st.stack = nil
	}
	if err := pr.begin(st); err != nil {
		pr.errs = append(pr.errs, &GameError{Game: st.number, Err: err})
		return
	}
	maps.Copy(st.g.Comments, joinComments(st.comments))
	st.g.NAGs = st.nags
	st.g.Variations = st.vars
	// Chess programs (XBoard, WinBoard, Fairy-Stockfish's tools) name the players White and Black;
	// xiangqi's first player is Red.
	if _, ok := st.g.Tags.Get("Red"); !ok {
		if white, ok := st.g.Tags.Get("White"); ok {
			st.g.Tags.Set("Red", white)
		}
	}
	token, line := st.result, st.resultLine
	if token == "" {
		token, _ = st.g.Tags.Get("Result")
		line = st.tagLines["result"]
	}
	outcome := Ongoing
	if token != "" {
		o, ok := pgnOutcome(strings.TrimSpace(token))
		if !ok && problem == nil {
			_, err := ParseOutcome(strings.TrimSpace(token))
			problem = pr.errorf(line, "%v", err)
		}
		outcome = o
	}
	g := st.g.Game
	if outcome != Ongoing && g.Result().Outcome != outcome {
		term, _ := st.g.Tags.Get("Termination")
		g.SetResult(Result{Outcome: outcome, Reason: offBoardReason(term, outcome)})
	}
	if _, ok := st.g.Tags.Get("Result"); ok || st.result != "" {
		// The tag agrees with the game, as WritePGN will write it.
		st.g.Tags.Set("Result", g.Result().Outcome.String())
	}
	pr.games = append(pr.games, st.g)
	if problem != nil {
		pr.errs = append(pr.errs, &GameError{Game: st.number, Err: problem, Kept: st.g, Plies: g.Len()})
	}
}

// offBoardReason is the reason a Termination tag gives for a result the board does not show: a
// resignation, a time or other forfeit (for a win) or an agreement (for a draw), as WritePGN writes
// them. Anything else, "normal" included, is no reason.
func offBoardReason(term string, o Outcome) Reason {
	term = strings.ToLower(strings.TrimSpace(term))
	for _, r := range [...]Reason{Resignation, Timeout, Forfeit, Agreement} {
		if term == r.String() && (r == Agreement) == (o == Draw) {
			return r
		}
	}
	return NoReason
}

// pgnRoster is the seven tag roster, written in this order after [Game "Chinese Chess"].
var pgnRoster = [...]string{"Event", "Site", "Date", "Round", "Red", "Black", "Result"}

// pgnManaged are the tags WritePGN writes itself.
var pgnManaged = [...]string{"Game", "Event", "Site", "Date", "Round", "Red", "Black", "Result", "FEN", "Format", "Variant",
	"Termination"}

// WritePGN writes one game as xqbase PGN with its moves in notation n: [Game "Chinese Chess"], the
// seven tag roster ("?" for a missing tag), [FEN] when the game does not start from the standard
// position, [Format] for ICCS and WXF ([Variant "xiangqi"] for UCI, as engine tools expect; Chinese
// in either character set has none; [Format "Vietnamese"] is Chuhe's own, which ReadPGN reads), the
// other tags, then numbered moves, comments and the result, in lines of at most about 80 columns.
// The Result tag is the game's result when it is over, otherwise the Result tag of g. A game over
// for a reason gets [Termination] with the reason in words ("checkmate", "perpetual check",
// "resignation", "time forfeit"; ReadPGN restores the ones the board cannot show), otherwise g's
// own Termination tag is kept.
func WritePGN(w io.Writer, g *PGNGame, n Notation) error {
	if g == nil || g.Game == nil {
		return errors.New("pgn: no game to write")
	}
	if n > Vietnamese {
		return fmt.Errorf("pgn: unknown notation %s", n)
	}
	for _, tag := range g.Tags {
		if tag.Name == "" || len(tag.Name) > maxPGNTagName || strings.IndexFunc(tag.Name, func(r rune) bool {
			return r >= utf8.RuneSelf || !isTagNameByte(byte(r))
		}) >= 0 {
			return fmt.Errorf("pgn: tag name %q: want letters, digits and _", tag.Name)
		}
	}
	var b strings.Builder
	writeTag := func(name, value string) {
		b.WriteString("[" + name + ` "` + escapeTagValue(value) + "\"]\n")
	}
	result := pgnResult(g)
	writeTag("Game", "Chinese Chess")
	for _, name := range pgnRoster {
		v, ok := g.Tags.Get(name)
		if name == "Result" {
			v, ok = result, true
		}
		if !ok || strings.TrimSpace(v) == "" {
			v = "?"
		}
		writeTag(name, v)
	}
	start := g.Game.Start()
	if !isStandardStart(&start) {
		writeTag("FEN", start.FEN())
	}
	switch n {
	case ICCS, WXF, Vietnamese:
		writeTag("Format", n.String())
	case UCI:
		writeTag("Variant", "xiangqi")
	}
	if r := g.Game.Result(); r.Over() && r.Reason != NoReason {
		writeTag("Termination", r.Reason.String())
	} else if v, ok := g.Tags.Get("Termination"); ok {
		writeTag("Termination", v)
	}
	for _, tag := range g.Tags {
		managed := false
		for _, name := range pgnManaged {
			managed = managed || strings.EqualFold(tag.Name, name)
		}
		if !managed {
			writeTag(tag.Name, tag.Value)
		}
	}
	b.WriteByte('\n')

	lw := lineWrapper{b: &b}
	if err := writeLine(&lw, g.Game, g.Comments, g.NAGs, g.Variations, n, ""); err != nil {
		return err
	}
	lw.add(result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeLine writes a line of moves: game's moves with their numbers, comments and variations. A
// variation is written in parentheses after the move it replaces, its moves played from the position
// before that move. open is written before the line's first word ("(" for a variation).
func writeLine(lw *lineWrapper, game *Game, comments map[int]string, nags map[int][]NAG,
	vars map[int][]*PGNVariation, n Notation, open string) error {
	add := func(word string) {
		lw.add(open + word)
		open = ""
	}
	writeComment := func(i int) {
		words := strings.Fields(strings.ReplaceAll(comments[i], "}", ")"))
		for j, word := range words {
			if j == 0 {
				word = "{" + word
			}
			if j == len(words)-1 {
				word += "}"
			}
			add(word)
		}
	}
	writeComment(0)
	numberNext := true
	for i := 0; i < game.Len(); i++ {
		p := game.PositionAt(i)
		if p.SideToMove() == Red {
			add(fmt.Sprintf("%d.", p.FullmoveNumber()))
		} else if numberNext {
			add(fmt.Sprintf("%d...", p.FullmoveNumber()))
		}
		add(FormatMove(&p, game.Move(i), n))
		for _, g := range nags[i+1] {
			if g != NoNAG {
				add("$" + strconv.Itoa(int(g)))
			}
		}
		numberNext = strings.TrimSpace(comments[i+1]) != ""
		writeComment(i + 1)
		for _, v := range vars[i] {
			if v == nil || len(v.Moves) == 0 {
				continue
			}
			vg := NewGameFrom(&p)
			for _, m := range v.Moves {
				if err := vg.Play(m); err != nil {
					return fmt.Errorf("pgn: variation of move %d: %w", i+1, err)
				}
			}
			if err := writeLine(lw, vg, v.Comments, v.NAGs, v.Variations, n, "("); err != nil {
				return err
			}
			lw.closeWord(")")
			numberNext = true
		}
	}
	if open != "" {
		lw.add(open)
	}
	return nil
}

// pgnResult is the result to write: the game's own when it is over, else a valid Result tag, else "*".
func pgnResult(g *PGNGame) string {
	if r := g.Game.Result(); r.Over() {
		return r.Outcome.String()
	}
	if v, ok := g.Tags.Get("Result"); ok {
		if o, err := ParseOutcome(strings.TrimSpace(v)); err == nil {
			return o.String()
		}
	}
	return "*"
}

// isStandardStart says whether p is the standard start, clocks included: a game that starts from
// the standard array with other clocks (a halfmove clock of 1, a later move number) keeps its [FEN]
// so that it is read back as it was.
func isStandardStart(p *Position) bool {
	return p.FEN() == StartFEN
}

// escapeTagValue escapes quotes and backslashes, and turns control characters (a newline would
// break the tag) into spaces.
func escapeTagValue(v string) string {
	var b strings.Builder
	for _, r := range v {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < ' ' || r == 0x7f:
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lineWrapper joins words with spaces into lines of at most pgnLineWidth columns (a longer word gets
// a line of its own).
type lineWrapper struct {
	b     *strings.Builder
	width int
}

func (lw *lineWrapper) add(word string) {
	w := displayWidth(word)
	if lw.width > 0 {
		if lw.width+1+w > pgnLineWidth {
			lw.b.WriteByte('\n')
			lw.width = 0
		} else {
			lw.b.WriteByte(' ')
			lw.width++
		}
	}
	lw.b.WriteString(word)
	lw.width += w
}

// closeWord adds s to the last word written, as a closing bracket is.
func (lw *lineWrapper) closeWord(s string) {
	lw.b.WriteString(s)
	lw.width += displayWidth(s)
}

// displayWidth counts columns: two for a CJK or full-width character, one for the rest.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
			r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 ||
			r >= 0xFFE0 && r <= 0xFFE6 || r >= 0x20000) {
			n += 2
		} else {
			n++
		}
	}
	return n
}
