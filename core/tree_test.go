package core_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// variationsPGN has variations at the first move, at Black's moves, nested ones, comments before,
// inside and after them, and a result token inside one (as some programs write).
const variationsPGN = `[Event "variations"]

{opening} 1. 炮二平五 ({or} 1. 兵七进一 {仙人指路} 1... 卒7进1 (1... 炮8平5 2. 炮二平五 *) 2. 炮二平五)
(1. 相三进五) 1... 马8进7 {main} 2. 马二进三 (2. 马八进七 车9平8 {x}) 2... 车9平8 (2... 马2进3 3. 车一平二
(3. 兵七进一) 3... 车9平8) 3. 车一平二 *
`

func readOne(t *testing.T, text string) *core.PGNGame {
	t.Helper()
	games, err := core.ReadPGN(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	return games[0]
}

func TestPGNVariationsRead(t *testing.T) {
	g := readOne(t, variationsPGN)
	if got := uciLine(g.Game); got != "h2e2 h9g7 h0g2 i9h9 i0h0" {
		t.Errorf("main line %s", got)
	}
	want := "0:({or} c3c4 {仙人指路} g6g5 h2e2 1:(h7e7 h2e2 ))0:(g0e2 )" +
		"2:(b0c2 i9h9 {x} )3:(b9c7 i0h0 i9h9 1:(c3c4 ))"
	if got := variationsText(g.Variations); got != want {
		t.Errorf("variations\n%s\nwant\n%s", got, want)
	}
	if g.Comments[0] != "opening" || g.Comments[2] != "main" {
		t.Errorf("comments %v", g.Comments)
	}
}

func TestPGNVariationsRoundTrip(t *testing.T) {
	g := readOne(t, variationsPGN)
	for _, n := range []core.Notation{core.Chinese, core.ICCS, core.WXF, core.UCI} {
		var b bytes.Buffer
		if err := core.WritePGN(&b, g, n); err != nil {
			t.Fatal(err)
		}
		back := readOne(t, b.String())
		comparePGNGames(t, n.String(), g, back)
		if n == core.Chinese {
			text := strings.Join(strings.Fields(b.String()), " ")
			for _, want := range []string{"{opening} 1. 炮二平五 ({or} 1. 兵七进一 {仙人指路} 1... 卒７进１ (1... 炮８平５ 2. 炮二平五) 2. 炮二平五) (1. 相三进五) 1... 马８进７ {main}",
				"2. 马二进三 (2. 马八进七 车９平８ {x}) 2... 车９平８ (2... 马２进３ 3. 车一平二 (3. 兵七进一) 3... 车９平８) 3. 车一平二 *"} {
				if !strings.Contains(text, want) {
					t.Errorf("written\n%s\nlacks\n%s", b.String(), want)
				}
			}
		}
	}
}

// A game from another program: variations nested three deep, foreign comments, NAGs and move
// numbers in every style, and an empty variation.
func TestPGNForeignVariations(t *testing.T) {
	text := `[Game "Chinese Chess"]
[Format "ICCS"]
1. H2-E2 $1 {[%clk 0:05:00] good} (1. C3-C4 {a} (1. G3-G4 B9-C7 (1... H9-G7 $2))) H9-G7 ( ) 2. H0-G2 1-0`
	g := readOne(t, text)
	if got := variationsText(g.Variations); got != "0:(c3c4 {a} 0:(g3g4 b9c7 1:(h9g7 ? )))" {
		t.Errorf("variations %s", got)
	}
	if got := fmt.Sprint(g.NAGs); got != "map[1:[!]]" {
		t.Errorf("glyphs %s, want map[1:[!]]", got)
	}
	if g.Comments[1] != "[%clk 0:05:00] good" || g.Game.Len() != 3 {
		t.Errorf("comments %v, %d moves", g.Comments, g.Game.Len())
	}
}

func TestPGNVariationErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"( 1. h2e2 ) *", "line 1: a variation before any move"},
		{"1. h2e2 (1. h2e3)", "line 1: move 1 \"h2e3\""},
		{"1. h2e2 (1. c3c4\n\n", "line 1: unterminated variation"},
		{"1. h2e2 h9g7 ) *", "line 1: ')' without a variation to close"},
		{"1. h2e2 (1. c3c4 (1. g3g4 ) 1... h9g7 \n[Event \"next\"]\n1. h2e2", "line 1: unterminated variation"},
		{"1. h2e2" + strings.Repeat(" (1. c3c4", 101), "variations nested more than 100 deep"},
	} {
		_, err := core.ReadPGN(strings.NewReader(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
}

func TestTreeFromPGN(t *testing.T) {
	g := readOne(t, variationsPGN)
	tree, err := core.TreeFromPGN(g)
	if err != nil {
		t.Fatal(err)
	}
	if n := tree.Variations(); n != 6 {
		t.Errorf("%d variations, want 6", n)
	}
	back := tree.PGN()
	back.Tags = g.Tags
	comparePGNGames(t, "tree", g, back)

	// The line through 2... 马2进3: the main line to move 3, then the variation.
	_, main := tree.MainLine()
	alt := main[3].Children()[1]
	line, nodes := tree.Line(alt)
	if got := uciLine(line); got != "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9" || nodes[4] != alt || tree.IsMain(alt) {
		t.Errorf("line %s", got)
	}
	p := tree.Position(alt)
	if want := line.PositionAt(4); p.FEN() != want.FEN() {
		t.Errorf("Position %s, want %s", p.FEN(), want.FEN())
	}
	if nodes[4].Comment() != "" || main[2].Comment() != "main" {
		t.Errorf("comments")
	}
}

func TestTreeEdit(t *testing.T) {
	tree := core.NewTree(core.StartPosition())
	play := func(n *core.Node, uci string) *core.Node {
		t.Helper()
		p := tree.Position(n)
		m, err := core.ParseMove(&p, uci, core.UCI)
		if err != nil {
			t.Fatal(err)
		}
		c, err := tree.Add(n, m)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	a := play(tree.Root(), "h2e2")
	b := play(a, "h9g7")
	if again := play(tree.Root(), "h2e2"); again != a {
		t.Error("Add of an existing move made a new node")
	}
	v := play(tree.Root(), "c3c4") // a variation of the first move
	v2 := play(v, "g6g5")
	if tree.IsMain(v2) || !tree.IsMain(b) {
		t.Error("IsMain")
	}
	if _, err := tree.Add(v2, core.NewMove(0, 0)); err == nil {
		t.Error("Add of an illegal move")
	}
	g, _ := tree.MainLine()
	if uciLine(g) != "h2e2 h9g7" {
		t.Errorf("main line %s", uciLine(g))
	}
	if !tree.Promote(v2) || tree.Promote(v2) {
		t.Error("Promote: want true, then false on the main line")
	}
	g, _ = tree.MainLine()
	if uciLine(g) != "c3c4 g6g5" || tree.Root().Children()[1] != a {
		t.Errorf("after Promote: main line %s", uciLine(g))
	}
	tree.Delete(v)
	g, _ = tree.MainLine()
	if uciLine(g) != "h2e2 h9g7" || tree.Variations() != 0 {
		t.Errorf("after Delete: main line %s, %d variations", uciLine(g), tree.Variations())
	}
	tree.SetResult(b, core.Result{Outcome: core.RedWins, Reason: core.Resignation})
	if g, _ := tree.MainLine(); g.Result().Reason != core.Resignation {
		t.Errorf("result %v", g.Result())
	}
	play(b, "h0g2")
	if g, _ := tree.MainLine(); g.Result().Over() {
		t.Errorf("a move after the resignation: result %v", g.Result())
	}
	tree.Truncate(a)
	if g, _ := tree.Line(a); g.Len() != 1 {
		t.Errorf("after Truncate: %s", uciLine(g))
	}
}

// BenchmarkTreeLine builds the line through the end of a 200-move game, as the app does when the
// user enters a variation.
func BenchmarkTreeLine(b *testing.B) {
	g := core.NewGame()
	for g.Len() < 200 {
		p := g.Position()
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[(g.Len()*7)%len(moves)]); err != nil {
			b.Fatal(err)
		}
	}
	tree, err := core.TreeFromPGN(&core.PGNGame{Game: g})
	if err != nil {
		b.Fatal(err)
	}
	_, nodes := tree.MainLine()
	end := nodes[len(nodes)-1]
	b.ResetTimer()
	for b.Loop() {
		tree.Line(end)
	}
}
