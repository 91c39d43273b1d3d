package core

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// NAG is a numeric annotation glyph of PGN, "$1" to "$255": a player's judgement of a move ($1 to
// $6, written ! ? !! ?? !? ?! in print) or of a position ($10 and up). The marks a review gives
// moves are its own and never NAGs of the tree: a player's marks and the engine's stay apart.
type NAG uint8

// The move marks, $1 to $6.
const (
	// NoNAG is no glyph.
	NoNAG NAG = 0
	// GoodMove is "!", $1.
	GoodMove NAG = 1
	// MistakeMove is "?", $2.
	MistakeMove NAG = 2
	// BrilliantMove is "!!", $3.
	BrilliantMove NAG = 3
	// BlunderMove is "??", $4.
	BlunderMove NAG = 4
	// InterestingMove is "!?", $5.
	InterestingMove NAG = 5
	// DubiousMove is "?!", $6.
	DubiousMove NAG = 6
)

// moveGlyphs are the printed forms of $1 to $6.
var moveGlyphs = [...]string{GoodMove: "!", MistakeMove: "?", BrilliantMove: "!!", BlunderMove: "??",
	InterestingMove: "!?", DubiousMove: "?!"}

// MoveMarks lists the move marks in the order a menu shows them.
func MoveMarks() []NAG {
	return []NAG{GoodMove, MistakeMove, BrilliantMove, BlunderMove, InterestingMove, DubiousMove}
}

// IsMoveMark reports whether n judges a move ($1 to $6).
func (n NAG) IsMoveMark() bool { return n >= GoodMove && n <= DubiousMove }

// String is the glyph of a move mark ("!?"), "$n" for another NAG, "" for NoNAG.
func (n NAG) String() string {
	if n == NoNAG {
		return ""
	}
	if n.IsMoveMark() {
		return moveGlyphs[n]
	}
	return "$" + strconv.Itoa(int(n))
}

// ParseNAG reads a NAG as PGN writes it ("$5") or a move mark as printed ("!?", full-width "！？"
// too, as Chinese text writes it).
func ParseNAG(s string) (NAG, bool) {
	if strings.HasPrefix(s, "$") {
		v, err := strconv.Atoi(s[1:])
		if err != nil || v < 1 || v > 255 || len(s) > 4 {
			return NoNAG, false
		}
		return NAG(v), true
	}
	s = strings.NewReplacer("！", "!", "？", "?").Replace(s)
	for n, g := range moveGlyphs {
		if g != "" && g == s {
			return NAG(n), true
		}
	}
	return NoNAG, false
}

// ShapeColor is the colour of an arrow or circle drawn on the board. The four are the ones chess
// programs draw (lichess, ChessBase, En Croissant) and write as a letter in [%cal] and [%csl].
type ShapeColor uint8

// The colours, green first: a shape drawn without a modifier key is green.
const (
	// ShapeGreen is the usual colour, G.
	ShapeGreen ShapeColor = iota
	// ShapeRed is R.
	ShapeRed
	// ShapeBlue is B.
	ShapeBlue
	// ShapeYellow is Y.
	ShapeYellow
)

// shapeLetters are the colours' letters in [%cal] and [%csl].
const shapeLetters = "GRBY"

// ShapeColors lists the colours.
func ShapeColors() []ShapeColor { return []ShapeColor{ShapeGreen, ShapeRed, ShapeBlue, ShapeYellow} }

// Letter is the colour's letter in [%cal] and [%csl]: G, R, B or Y.
func (c ShapeColor) Letter() byte {
	if int(c) < len(shapeLetters) {
		return shapeLetters[c]
	}
	return 'G'
}

// String names the colour in English.
func (c ShapeColor) String() string {
	switch c {
	case ShapeGreen:
		return "green"
	case ShapeRed:
		return "red"
	case ShapeBlue:
		return "blue"
	case ShapeYellow:
		return "yellow"
	}
	return fmt.Sprintf("ShapeColor(%d)", int(c))
}

// Shape is an arrow from From to To, or a circle on From when To is From, drawn on the board by a
// player to show a plan or a point; it belongs to the position after a node's move.
type Shape struct {
	From, To Square
	Color    ShapeColor
}

// Circle is a circle of colour c on s.
func Circle(s Square, c ShapeColor) Shape { return Shape{From: s, To: s, Color: c} }

// Arrow is an arrow of colour c from one square to another.
func Arrow(from, to Square, c ShapeColor) Shape { return Shape{From: from, To: to, Color: c} }

// IsCircle reports whether the shape is a circle.
func (s Shape) IsCircle() bool { return s.From == s.To }

// String is the shape as [%cal] and [%csl] write it: "Gh2e2" for an arrow, "Re7" for a circle.
func (s Shape) String() string {
	if s.IsCircle() {
		return string(s.Color.Letter()) + s.From.String()
	}
	return string(s.Color.Letter()) + s.From.String() + s.To.String()
}

// maxShapes bounds the shapes one comment may give: more is not a drawing but an attack on memory.
const maxShapes = 200

// ToggleShape adds s to shapes as lichess does: the same arrow or circle again in its colour takes
// it away, in another colour recolours it.
func ToggleShape(shapes []Shape, s Shape) []Shape {
	for i, old := range shapes {
		if old.From == s.From && old.To == s.To {
			if old.Color == s.Color {
				return append(shapes[:i:i], shapes[i+1:]...)
			}
			out := append([]Shape(nil), shapes...)
			out[i] = s
			return out
		}
	}
	if len(shapes) >= maxShapes {
		return shapes
	}
	return append(shapes[:len(shapes):len(shapes)], s)
}

// ReadShapes takes the drawing commands out of a comment: [%csl Ge4,Rb2] for circles and
// [%cal Gh2e2,Yb0c2] for arrows, as chess programs write them, with xiangqi's squares a0 to i9.
// A command whose squares reach rank 10 and never rank 0 is read with ranks 1 to 10, as
// Fairy-Stockfish based tools number them. A command that does not read is left in the comment,
// so nothing of another program's is lost. rest is the comment without the commands read.
func ReadShapes(comment string) (shapes []Shape, rest string) {
	_, rest = splitCommands(comment, func(name, arg string) bool {
		if name != "cal" && name != "csl" {
			return false
		}
		got, ok := parseShapes(arg, name == "csl")
		if !ok {
			return false
		}
		for _, s := range got {
			shapes = putShape(shapes, s)
		}
		return true
	})
	return shapes, rest
}

// putShape adds s to shapes, or recolours the shape on the same squares.
func putShape(shapes []Shape, s Shape) []Shape {
	for i, old := range shapes {
		if old.From == s.From && old.To == s.To {
			shapes[i] = s
			return shapes
		}
	}
	if len(shapes) >= maxShapes {
		return shapes
	}
	return append(shapes, s)
}

// parseShapes reads the argument of [%csl] (circles set) or [%cal]: "Ge4,Rb2" or "Gh2e2, Ya0a1".
func parseShapes(arg string, circles bool) ([]Shape, bool) {
	fields := strings.FieldsFunc(arg, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields) == 0 || len(fields) > maxShapes {
		return nil, false
	}
	type raw struct {
		c                       ShapeColor
		file1, rank1, f2, rank2 int
	}
	var raws []raw
	zero, ten := false, false
	for _, f := range fields {
		c := strings.IndexByte(shapeLetters, f[0]&^0x20)
		if c < 0 {
			return nil, false
		}
		f1, r1, n := shapeSquare(f[1:])
		if n == 0 {
			return nil, false
		}
		f2, r2, m := f1, r1, 0
		if !circles {
			if f2, r2, m = shapeSquare(f[1+n:]); m == 0 {
				return nil, false
			}
		}
		if 1+n+m != len(f) {
			return nil, false
		}
		zero = zero || r1 == 0 || r2 == 0
		ten = ten || r1 == 10 || r2 == 10
		raws = append(raws, raw{ShapeColor(c), f1, r1, f2, r2})
	}
	if zero && ten {
		return nil, false
	}
	base := 0
	if ten {
		base = 1
	}
	out := make([]Shape, 0, len(raws))
	for _, r := range raws {
		out = append(out, Shape{From: NewSquare(r.file1, r.rank1-base), To: NewSquare(r.f2, r.rank2-base), Color: r.c})
	}
	return out, true
}

// shapeSquare reads a square at the start of s: its file (0-8), its rank as written (0-10) and the
// bytes it took, 0 when none reads. A rank "10" is read whole: in ranks 0-9 a digit is never
// followed by another.
func shapeSquare(s string) (file, rank, n int) {
	if len(s) < 2 {
		return 0, 0, 0
	}
	f := s[0] | 0x20
	if f < 'a' || f > 'i' || s[1] < '0' || s[1] > '9' {
		return 0, 0, 0
	}
	if strings.HasPrefix(s[1:], "10") {
		return int(f - 'a'), 10, 3
	}
	return int(f - 'a'), int(s[1] - '0'), 2
}

// WithShapes returns comment with the drawing commands of shapes at its end ([%csl] for the
// circles, [%cal] for the arrows), replacing any it had; its other words and commands are kept.
func WithShapes(comment string, shapes []Shape) string {
	_, rest := ReadShapes(comment)
	var circles, arrows []string
	for _, s := range shapes {
		if s.IsCircle() {
			circles = append(circles, s.String())
		} else {
			arrows = append(arrows, s.String())
		}
	}
	parts := []string{}
	if rest != "" {
		parts = append(parts, rest)
	}
	if len(circles) > 0 {
		parts = append(parts, "[%csl "+strings.Join(circles, ",")+"]")
	}
	if len(arrows) > 0 {
		parts = append(parts, "[%cal "+strings.Join(arrows, ",")+"]")
	}
	return strings.Join(parts, " ")
}

// CommentWords is a comment as a person reads it: without the commands ([%eval], [%clk], …) that
// programs keep in comments.
func CommentWords(comment string) string {
	_, rest := splitCommands(comment, func(string, string) bool { return true })
	return rest
}

// WithCommentWords returns comment with its words replaced by words, keeping its commands in front
// of them: what a comment box edits.
func WithCommentWords(comment, words string) string {
	cmds, _ := splitCommands(comment, func(string, string) bool { return true })
	parts := make([]string, 0, len(cmds)+1)
	for _, c := range cmds {
		parts = append(parts, "[%"+c+"]")
	}
	if w := strings.Join(strings.Fields(strings.ReplaceAll(words, "}", ")")), " "); w != "" {
		parts = append(parts, w)
	}
	return strings.Join(parts, " ")
}

// splitCommands takes the commands ("[%name arg]") that take says to take out of a comment: it
// returns their texts ("eval 0.35,18") and the comment without them, its spaces tidied.
func splitCommands(comment string, take func(name, arg string) bool) (cmds []string, rest string) {
	var out strings.Builder
	s := comment
	for {
		i := strings.Index(s, "[%")
		if i < 0 {
			out.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			out.WriteString(s)
			break
		}
		body := s[i+2 : i+j]
		if k := strings.Index(body, "[%"); k >= 0 {
			// "[% [%csl Ge4]": the first opens no command; the one inside does.
			out.WriteString(s[:i+2+k])
			s = s[i+2+k:]
			continue
		}
		// The name ends at any white space, as the rest is written back with its white space made
		// single spaces: "[%cal\nGa0a1]" reads as "[%cal Ga0a1]" would.
		name, arg := body, ""
		if k := strings.IndexFunc(body, unicode.IsSpace); k >= 0 {
			name, arg = body[:k], body[k:]
		}
		if take(name, strings.TrimSpace(arg)) {
			cmds = append(cmds, body)
			out.WriteString(s[:i])
			out.WriteByte(' ')
		} else {
			out.WriteString(s[:i+j+1])
		}
		s = s[i+j+1:]
	}
	return cmds, strings.Join(strings.Fields(out.String()), " ")
}
