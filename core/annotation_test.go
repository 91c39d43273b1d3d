package core_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestParseNAG(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     core.NAG
		ok       bool
	}{
		{"good", "!", core.GoodMove, true},
		{"mistake", "?", core.MistakeMove, true},
		{"brilliant", "!!", core.BrilliantMove, true},
		{"blunder", "??", core.BlunderMove, true},
		{"interesting", "!?", core.InterestingMove, true},
		{"dubious", "?!", core.DubiousMove, true},
		{"full width", "！？", core.InterestingMove, true},
		{"dollar", "$4", core.BlunderMove, true},
		{"position glyph", "$14", core.NAG(14), true},
		{"zero", "$0", core.NoNAG, false},
		{"too large", "$256", core.NoNAG, false},
		{"not a glyph", "!?!", core.NoNAG, false},
		{"empty", "", core.NoNAG, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := core.ParseNAG(tc.in)
			if got != tc.want || ok != tc.ok {
				t.Errorf("ParseNAG(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
			}
		})
	}
}

func shapesText(shapes []core.Shape) string {
	var parts []string
	for _, s := range shapes {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, ",")
}

// shapesSet is shapesText in sorted order: WithShapes writes the circles before the arrows.
func shapesSet(shapes []core.Shape) string {
	var parts []string
	for _, s := range shapes {
		parts = append(parts, s.String())
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

func TestReadShapes(t *testing.T) {
	for _, tc := range []struct {
		name, comment string
		shapes, rest  string
	}{
		{"arrows and circles", "A plan [%cal Gh2e2,Rb0c2] [%csl Ye6]", "Gh2e2,Rb0c2,Ye6", "A plan"},
		{"spaces after commas", "[%cal Gh2e2, Bi0i1]", "Gh2e2,Bi0i1", ""},
		{"beside eval and clock", "[%eval 0.35,12] [%clk 0:09:58] [%csl Gb2] good", "Gb2", "[%eval 0.35,12] [%clk 0:09:58] good"},
		{"ranks 1-10", "[%cal Gh3e3,Ra10a9]", "Gh2e2,Ra9a8", ""},
		{"lower-case colour", "[%csl re4]", "Re4", ""},
		{"same shape twice kept once", "[%csl Ge4] [%csl Re4]", "Re4", ""},
		{"unknown colour left as text", "x [%cal Oh2e2]", "", "x [%cal Oh2e2]"},
		{"off the board left as text", "[%csl Gj2]", "", "[%csl Gj2]"},
		{"ranks 0 and 10 together left as text", "[%cal Ga0a10]", "", "[%cal Ga0a10]"},
		{"other command kept", "[%emt 0:00:03] [%csl Ga0]", "Ga0", "[%emt 0:00:03]"},
		{"no commands", "just words", "", "just words"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shapes, rest := core.ReadShapes(tc.comment)
			if got := shapesText(shapes); got != tc.shapes || rest != tc.rest {
				t.Errorf("ReadShapes(%q) = %q, %q; want %q, %q", tc.comment, got, rest, tc.shapes, tc.rest)
			}
		})
	}
}

func TestWithShapesAndWords(t *testing.T) {
	e4, _ := core.ParseSquare("e4")
	h2, _ := core.ParseSquare("h2")
	e2, _ := core.ParseSquare("e2")
	shapes := []core.Shape{core.Arrow(h2, e2, core.ShapeRed), core.Circle(e4, core.ShapeGreen)}
	c := core.WithShapes("[%clk 0:01:00] nice [%cal Ga0a1]", shapes)
	if want := "[%clk 0:01:00] nice [%csl Ge4] [%cal Rh2e2]"; c != want {
		t.Errorf("WithShapes = %q, want %q", c, want)
	}
	if w := core.CommentWords(c); w != "nice" {
		t.Errorf("CommentWords = %q, want nice", w)
	}
	edited := core.WithCommentWords(c, "  better\nhere}  ")
	if want := "[%clk 0:01:00] [%csl Ge4] [%cal Rh2e2] better here)"; edited != want {
		t.Errorf("WithCommentWords = %q, want %q", edited, want)
	}
}

func TestToggleShape(t *testing.T) {
	a0, _ := core.ParseSquare("a0")
	a1, _ := core.ParseSquare("a1")
	var s []core.Shape
	s = core.ToggleShape(s, core.Arrow(a0, a1, core.ShapeGreen))
	s = core.ToggleShape(s, core.Circle(a0, core.ShapeBlue))
	if got := shapesText(s); got != "Ga0a1,Ba0" {
		t.Fatalf("after two shapes: %s", got)
	}
	s = core.ToggleShape(s, core.Arrow(a0, a1, core.ShapeYellow))
	if got := shapesText(s); got != "Ya0a1,Ba0" {
		t.Fatalf("recoloured: %s", got)
	}
	s = core.ToggleShape(s, core.Circle(a0, core.ShapeBlue))
	if got := shapesText(s); got != "Ya0a1" {
		t.Fatalf("circle drawn again: %s", got)
	}
}

// annotatedPGN is a game as another program writes it: glyphs in both forms, drawings beside
// clocks and evaluations, a variation with its own drawing and glyph.
const annotatedPGN = `[Game "Chinese Chess"]
[Event "test"]

{Opening words [%csl Ge7]} 1. h2e2! {The central cannon [%cal Gh2e2,Rb9c7] [%clk 0:09:58]}
1... h9g7 $6 {[%eval 0.30,10] slow} (1... b9c7 $1 {[%cal Yb7e7]}) 2. h0g2 !? $14 *
`

func TestAnnotationsRoundTrip(t *testing.T) {
	games, err := core.ReadPGN(strings.NewReader(annotatedPGN))
	if err != nil {
		t.Fatal(err)
	}
	tree, err := core.TreeFromPGN(games[0])
	if err != nil {
		t.Fatal(err)
	}
	check := func(t *testing.T, tree *core.Tree) {
		t.Helper()
		_, nodes := tree.MainLine()
		if len(nodes) != 4 {
			t.Fatalf("%d nodes, want 4", len(nodes))
		}
		want := []struct {
			mark    core.NAG
			nags    string
			shapes  string
			comment string
		}{
			{core.NoNAG, "[]", "Ge7", "Opening words"},
			{core.GoodMove, "[!]", "Gh2e2,Rb9c7", "The central cannon [%clk 0:09:58]"},
			{core.DubiousMove, "[?!]", "", "[%eval 0.30,10] slow"},
			{core.InterestingMove, "[!? $14]", "", ""},
		}
		for i, w := range want {
			n := nodes[i]
			if n.Mark() != w.mark || fmt.Sprint(n.NAGs()) != w.nags || shapesText(n.Shapes()) != w.shapes || n.Comment() != w.comment {
				t.Errorf("node %d: mark %v nags %v shapes %q comment %q; want %v %v %q %q", i, n.Mark(), n.NAGs(),
					shapesText(n.Shapes()), n.Comment(), w.mark, w.nags, w.shapes, w.comment)
			}
		}
		v := nodes[1].Children()[1]
		if v.Mark() != core.GoodMove || shapesText(v.Shapes()) != "Yb7e7" {
			t.Errorf("variation: mark %v shapes %q; want ! Yb7e7", v.Mark(), shapesText(v.Shapes()))
		}
	}
	check(t, tree)

	var out bytes.Buffer
	if err := core.WritePGN(&out, tree.PGN(), core.Chinese); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"$1", "$6", "$5 $14", "[%cal Gh2e2,Rb9c7]", "[%csl Ge7]", "[%clk 0:09:58]", "[%eval 0.30,10]"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("written PGN lacks %q:\n%s", want, out.String())
		}
	}
	back, err := core.ReadPGN(&out)
	if err != nil {
		t.Fatal(err)
	}
	again, err := core.TreeFromPGN(back[0])
	if err != nil {
		t.Fatal(err)
	}
	check(t, again)
}

func TestSetMarkAndShapes(t *testing.T) {
	tree := core.NewTree(core.StartPosition())
	h2e2, _ := core.ParseMoveText("h2e2")
	n, err := tree.Add(tree.Root(), h2e2)
	if err != nil {
		t.Fatal(err)
	}
	n.SetMark(core.BlunderMove)
	n.SetMark(core.InterestingMove)
	if got := fmt.Sprint(n.NAGs()); got != "[!?]" {
		t.Errorf("after two marks: %s, want [!?]", got)
	}
	n.SetMark(core.NoNAG)
	if n.Mark() != core.NoNAG {
		t.Errorf("cleared mark: %v", n.Mark())
	}
	tree.Root().SetMark(core.GoodMove)
	if tree.Root().Mark() != core.NoNAG {
		t.Errorf("the start position took a move mark")
	}
	e4, _ := core.ParseSquare("e4")
	n.SetShapes([]core.Shape{core.Circle(e4, core.ShapeRed), core.Circle(core.NoSquare, core.ShapeRed)})
	if got := shapesText(n.Shapes()); got != "Re4" {
		t.Errorf("shapes %q, want Re4 (the square off the board dropped)", got)
	}
}

// FuzzReadShapes reads any comment: no panic, and the shapes read, written back with WithShapes,
// read again as the same shapes and the same rest.
func FuzzReadShapes(f *testing.F) {
	for _, s := range []string{"[%cal Gh2e2,Rb0c2] x [%csl Ye6]", "[%cal Ra10a9]", "[%csl]", "[%cal G]",
		"[%csl Gi9, Ga0 ,]", "[%eval 1.0] [%cal Ga0a10]", "[%", "]["} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, comment string) {
		shapes, rest := core.ReadShapes(comment)
		for _, s := range shapes {
			if !s.From.OnBoard() || !s.To.OnBoard() {
				t.Fatalf("shape %v off the board from %q", s, comment)
			}
		}
		again, rest2 := core.ReadShapes(core.WithShapes(rest, shapes))
		if shapesSet(again) != shapesSet(shapes) || rest2 != rest {
			t.Fatalf("%q: read %q rest %q, written and read %q rest %q", comment, shapesText(shapes), rest,
				shapesText(again), rest2)
		}
	})
}
