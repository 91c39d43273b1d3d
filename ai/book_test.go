package ai

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestBookLegal(t *testing.T) {
	b, err := ParseBook(bookText)
	if err != nil {
		t.Fatal(err)
	}
	if b.Positions() < 50 {
		t.Errorf("book has %d positions", b.Positions())
	}
	p := core.StartPosition()
	ms, _ := b.Moves(p)
	if len(ms) < 4 {
		t.Errorf("only %d book moves at the start", len(ms))
	}
}

func TestBookErrors(t *testing.T) {
	for _, text := range []string{"x h2e2", "5 h2e9", "5 h2e2 h2e2", "0 h2e2", "3 h2"} {
		if _, err := ParseBook(text); err == nil {
			t.Errorf("ParseBook(%q) accepted", text)
		}
	}
}

func TestBookPickSeeded(t *testing.T) {
	b := defaultBook()
	p := core.StartPosition()
	pick := func(seed uint64) []core.Move {
		rng := rand.New(rand.NewPCG(seed, 1))
		var out []core.Move
		for i := 0; i < 10; i++ {
			out = append(out, b.Pick(p, rng))
		}
		return out
	}
	a, c := pick(5), pick(5)
	for i := range a {
		if a[i] != c[i] || !p.IsLegalMove(a[i]) {
			t.Fatalf("picks %v and %v", a, c)
		}
	}
}

// TestBookSound searches the book positions of the first eight plies briefly and reports book moves
// that score far below the engine's choice. A hand-written book's typo would hang a piece; the
// master book has none, and the engine at depth 5 is no judge of master moves (gambits, quiet
// sacrifices), so it fails only when more than 2% of the moves look that bad (3 of 1,312 did when
// the master book was made: b0a2 after g0e2 b9c7 g3g4 b7a7, h9g7 after h2e2 b9c7 c3c4 h7f7 b0c2,
// and b7e7 after h2e2 h9g7 h0g2 i9h9 i0h0).
func TestBookSound(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every book position")
	}
	b := defaultBook()
	e := New(Options{HashMB: 16, Seed: 1})
	seen := map[uint64]bool{}
	checked, bad := 0, 0
	var walk func(p core.Position, g *core.Game)
	walk = func(p core.Position, g *core.Game) {
		if seen[p.Key()] {
			return
		}
		seen[p.Key()] = true
		ms, _ := b.Moves(&p)
		if len(ms) == 0 || g.Len() >= 8 { // the master book is 20 plies deep: its first plies
			return
		}
		best := e.Search(t.Context(), g, Limits{Depth: 5}, nil)
		for _, m := range ms {
			r := e.Search(t.Context(), g, Limits{Depth: 5, SearchMoves: []core.Move{m}}, nil)
			checked++
			if r.Score < best.Score-250 {
				bad++
				t.Logf("%v: book move %s scores %s, best %s %s", g.Moves(), m, r.Score, best.Move, best.Score)
			}
			g2 := g.Clone()
			g2.Play(m)
			walk(g2.Position(), g2)
		}
	}
	g := core.NewGame()
	walk(g.Position(), g)
	if bad*50 > checked {
		t.Errorf("%d of %d book moves score 250 cp below the best at depth 5", bad, checked)
	}
	t.Logf("%d book positions; %d moves checked, %d far below the best", b.Positions(), checked, bad)
}

func BenchmarkParseBook(b *testing.B) {
	for b.Loop() {
		if _, err := ParseBook(bookText); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBookVariety plays the first six plies of 100 games from the start position at full
// strength with the book on: every move comes from the book (made of master moves only, checked
// against the master games by genbook's test), and the games follow many different lines.
func TestBookVariety(t *testing.T) {
	b := defaultBook()
	e := New(Options{OwnBook: true, Level: MaxLevel, Seed: 53})
	lines := map[string]int{}
	for range 100 {
		g := core.NewGame()
		for range 6 {
			p := g.Position()
			r := e.Search(t.Context(), g, Limits{Depth: 1}, nil)
			ms, _ := b.Moves(&p)
			if r.Depth != 0 || !slices.Contains(ms, r.Move) {
				t.Fatalf("after %v: %s is not a book move (depth %d)", g.Moves(), r.Move, r.Depth)
			}
			if err := g.Play(r.Move); err != nil {
				t.Fatal(err)
			}
		}
		lines[fmt.Sprint(g.Moves())]++
	}
	if len(lines) < 40 {
		t.Errorf("100 games followed only %d different six-ply lines", len(lines))
	}
	t.Logf("%d different six-ply lines in 100 games", len(lines))
}

// TestLevelBookDepth checks that each level leaves the book after its number of plies.
func TestLevelBookDepth(t *testing.T) {
	prev := 0
	for i, l := range levels {
		if l.bookPlies < prev || (i < 2) != (l.bookPlies == 0) {
			t.Fatalf("level %d: book depth %d after %d", l.N, l.bookPlies, prev)
		}
		prev = l.bookPlies
	}
	// A book line of 6 plies: level 3 (4 plies of book) searches at ply 4, level 9 (8) does not.
	g := core.NewGame()
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		p := g.Position()
		m, err := core.ParseUCIMove(&p, s)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(m)
	}
	for _, c := range []struct {
		level  int
		search bool
	}{{3, true}, {9, false}} {
		e := New(Options{OwnBook: true, Level: c.level, Seed: 1})
		r := e.Search(t.Context(), g, Limits{Depth: 2}, nil)
		if (r.Depth > 0) != c.search {
			t.Errorf("level %d at ply 4: depth %d", c.level, r.Depth)
		}
	}
}
