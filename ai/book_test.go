package ai

import (
	"math/rand/v2"
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

// TestBookSound searches every book position briefly and reports book moves that score far below
// the engine's choice (a typo in book.txt usually hangs a piece).
func TestBookSound(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every book position")
	}
	b := defaultBook()
	e := New(Options{HashMB: 16, Seed: 1})
	seen := map[uint64]bool{}
	var walk func(p core.Position, g *core.Game)
	walk = func(p core.Position, g *core.Game) {
		if seen[p.Key()] {
			return
		}
		seen[p.Key()] = true
		ms, _ := b.Moves(&p)
		if len(ms) == 0 {
			return
		}
		best := e.Search(t.Context(), g, Limits{Depth: 5}, nil)
		for _, m := range ms {
			r := e.Search(t.Context(), g, Limits{Depth: 5, SearchMoves: []core.Move{m}}, nil)
			if r.Score < best.Score-250 {
				t.Errorf("%v: book move %s scores %s, best %s %s", g.Moves(), m, r.Score, best.Move, best.Score)
			}
			g2 := g.Clone()
			g2.Play(m)
			walk(g2.Position(), g2)
		}
	}
	g := core.NewGame()
	walk(g.Position(), g)
	t.Logf("%d book positions", b.Positions())
}
