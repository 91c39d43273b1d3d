package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestNaturalLimitCheckAllowance checks that the search counts the natural limit as the referee does:
// past 120 plies without a capture, a game where one side gave more than ten checks is still on for
// core.Game, so the search must not score the position as a draw either.
func TestNaturalLimitCheckAllowance(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for attempt := 0; attempt < 200; attempt++ {
		g, err := core.NewGameFromFEN("3k4r/9/9/9/9/9/9/9/9/R3K3R w - - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		seen := map[uint64]bool{}
		for !g.Result().Over() && g.Len() < 200 {
			pos := g.Position()
			var buf [128]core.Move
			var good, checks []core.Move
			for _, m := range pos.LegalMoves(buf[:0]) {
				if pos.At(m.To()) != core.NoPiece {
					continue // no captures: the natural limit's count must keep running
				}
				next := pos
				next.MakeMove(m)
				var buf2 [128]core.Move
				if seen[next.Key()] || len(next.LegalMoves(buf2[:0])) == 0 {
					continue // no repetition, no mate
				}
				good = append(good, m)
				if next.InCheck() {
					checks = append(checks, m)
				}
			}
			if len(good) == 0 {
				break
			}
			m := good[rng.IntN(len(good))]
			if len(checks) > 0 && rng.IntN(3) == 0 {
				m = checks[rng.IntN(len(checks))]
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			p := g.Position()
			seen[p.Key()] = true
			if p.HalfmoveClock() < core.NaturalLimitPlies || g.Result().Over() {
				continue
			}
			// Past 120 plies and the referee plays on: the check allowance is what keeps it going.
			e := New(Options{HashMB: 1, Seed: 1})
			var lb [128]core.Move
			s := newSearcher(e, context.Background(), g, &p, Limits{Depth: 1}, p.LegalMoves(lb[:0]))
			if v, over := s.ruling(0); over {
				t.Fatalf("after %d plies without a capture the referee plays on but the search rules %d (moves %v)",
					p.HalfmoveClock(), v, g.Moves())
			}
			return
		}
	}
	t.Fatal("no game reached the natural limit with the referee still playing on")
}
