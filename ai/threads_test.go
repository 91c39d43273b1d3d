package ai_test

import (
	"context"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// TestThreads searches random positions with several threads, by time and to a depth, and checks
// the answers: a legal move with a legal principal variation, a mate found as by one thread, node
// counts that include the helpers' and never go down, and a prompt return on cancel. Run with
// -race, it also checks that the threads share nothing but the table (and that the table's
// lockless slots are race-free).
func TestThreads(t *testing.T) {
	e := ai.New(ai.Options{HashMB: 8, Seed: 1, Threads: 3})
	if e.Threads() != 3 {
		t.Fatalf("Threads() = %d, want 3", e.Threads())
	}
	n := 8
	if testing.Short() {
		n = 3
	}
	for i, g := range randomPositions(n, 7) {
		var last int64
		lim := ai.Limits{MoveTime: 60 * time.Millisecond}
		if i%2 == 1 {
			lim = ai.Limits{Depth: 6}
		}
		r := e.Search(context.Background(), g, lim, func(in ai.Info) {
			if in.Nodes < last {
				t.Errorf("position %d: nodes went down from %d to %d", i, last, in.Nodes)
			}
			last = in.Nodes
		})
		p := g.Position()
		if !p.IsLegalMove(r.Move) {
			t.Fatalf("position %d (%s): illegal move %s", i, p.FEN(), r.Move)
		}
		for j, m := range r.PV {
			if !p.IsLegalMove(m) {
				t.Fatalf("position %d: pv move %d %s illegal (pv %v)", i, j, m, r.PV)
			}
			p.MakeMove(m)
		}
		if r.Nodes < last {
			t.Errorf("position %d: result has %d nodes, the last info %d", i, r.Nodes, last)
		}
	}

	// A mate (one of TestMates'): found with threads as with one.
	g := mustGame(t, "3ak4/9/9/9/9/9/9/9/9/R2K3R1 w - - 0 1") // mate in 3
	r := e.Search(context.Background(), g, ai.Limits{Depth: 6}, nil)
	one := ai.New(ai.Options{HashMB: 8, Seed: 1}).Search(context.Background(), g, ai.Limits{Depth: 6}, nil)
	if !r.Score.IsMate() || r.Score != one.Score {
		t.Errorf("mate: %v with threads, %v with one", r.Score, one.Score)
	}

	// Cancel: an unlimited search returns only when cancelled (how soon is
	// BenchmarkCancelLatency's figure, not a test's: -race on a busy machine times nothing).
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r = e.Search(ctx, core.NewGame(), ai.Limits{}, nil)
	if ctx.Err() == nil {
		t.Errorf("an unlimited search returned before the cancel")
	}
	start := core.NewGame().Position()
	if !start.IsLegalMove(r.Move) {
		t.Errorf("illegal move %s after cancel", r.Move)
	}
}

// TestThreadsNodeLimitOneThread checks that node-limited searches ignore the thread setting: they
// give the same result as with one thread (levels 1-6 and "go nodes" play alike on every machine).
func TestThreadsNodeLimitOneThread(t *testing.T) {
	for i, g := range randomPositions(4, 11) {
		lim := ai.Limits{Nodes: 20000}
		a := ai.New(ai.Options{HashMB: 8, Seed: 1, Threads: 4}).Search(context.Background(), g, lim, nil)
		b := ai.New(ai.Options{HashMB: 8, Seed: 1}).Search(context.Background(), g, lim, nil)
		if a.Move != b.Move || a.Nodes != b.Nodes || a.Score != b.Score {
			t.Errorf("position %d: %v %d %v with four threads, %v %d %v with one", i, a.Move, a.Nodes, a.Score, b.Move, b.Nodes, b.Score)
		}
	}
	e := ai.New(ai.Options{Threads: 1000})
	if e.Threads() != ai.MaxThreads {
		t.Errorf("Threads 1000 clamped to %d, want %d", e.Threads(), ai.MaxThreads)
	}
	e.SetThreads(0)
	if e.Threads() != 1 {
		t.Errorf("Threads 0 clamped to %d, want 1", e.Threads())
	}
}
