package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

// testNet returns a small net of random weights.
func testNet(t *testing.T) *nnue.Net {
	rng := rand.New(rand.NewPCG(8, 9))
	const h = 16
	ftb, ft, out := make([]float32, h), make([]float32, nnue.Inputs*h), make([]float32, 2*h)
	for i := range ft {
		ft[i] = rng.Float32()*0.4 - 0.2
	}
	for i := range out {
		out[i] = rng.Float32()*2 - 1
	}
	n, err := nnue.Quantise(h, ftb, ft, out, 0, 255, 64, 400, "test")
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestNetSearch searches positions of random games with a net, one and two threads, every static
// evaluation checking the incremental accumulators against fresh ones (a mismatch panics), and
// checks that SetNet(nil) gives back the hand-written evaluation's search.
func TestNetSearch(t *testing.T) {
	net := testNet(t)
	rng := rand.New(rand.NewPCG(6, 12))
	var buf [128]core.Move
	games, depth := 6, 5
	if testing.Short() {
		games, depth = 3, 4
	}
	for n := 0; n < games; n++ {
		g := core.NewGame()
		for i, plies := 0, 10+rng.IntN(60); i < plies; i++ {
			p := g.Position()
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 || g.Result().Outcome != core.Ongoing {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		if pos := g.Position(); g.Result().Outcome != core.Ongoing || !pos.HasLegalMove() {
			continue
		}
		for _, threads := range []int{1, 2} {
			e := New(Options{HashMB: 4, Seed: 1, Threads: threads})
			e.SetNet(net)
			e.checkSums = true
			if r := e.Search(context.Background(), g, Limits{Depth: depth}, nil); r.Move == core.NoMove {
				t.Fatal("no move")
			}
		}
		a, b := New(Options{HashMB: 4, Seed: 1}), New(Options{HashMB: 4, Seed: 1})
		b.SetNet(net)
		b.SetNet(nil)
		ra, rb := a.Search(context.Background(), g, Limits{Depth: depth}, nil), b.Search(context.Background(), g, Limits{Depth: depth}, nil)
		if ra.Nodes != rb.Nodes || ra.Score != rb.Score {
			t.Fatalf("without a net: %d nodes %v, and %d nodes %v", ra.Nodes, ra.Score, rb.Nodes, rb.Score)
		}
	}
}
