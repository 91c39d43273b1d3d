package ui

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// gateEngine searches until cancelled or released, reports one info, and answers with its move.
type gateEngine struct {
	move    core.Move
	release chan struct{}
	mu      sync.Mutex
	level   int
}

func (e *gateEngine) SetLevel(n int) { e.mu.Lock(); e.level = n; e.mu.Unlock() }

func (e *gateEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	if onInfo != nil {
		onInfo(ai.Info{Depth: 1, PV: []core.Move{e.move}})
	}
	select {
	case <-ctx.Done():
	case <-e.release:
	}
	return ai.Result{Move: e.move}
}

// driverHarness runs the driver with a queue standing in for the UI goroutine.
type driverHarness struct {
	q       chan func()
	d       *engineDriver
	made    int
	release chan struct{}
}

func newDriverHarness() *driverHarness {
	h := &driverHarness{q: make(chan func(), 1024), release: make(chan struct{})}
	h.d = newEngineDriver(func() Engine {
		h.made++
		return &gateEngine{move: core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2)), release: h.release}
	}, func(f func()) { h.q <- f })
	return h
}

// runUntil runs queued functions until cond holds or a second passes.
func (h *driverHarness) runUntil(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for !cond() {
		select {
		case f := <-h.q:
			f()
		case <-deadline:
			t.Fatal("timed out")
		}
	}
}

func TestDriverDeliversCurrentResult(t *testing.T) {
	h := newDriverHarness()
	var got []ai.Result
	var infos int
	h.d.start(searchJob{purpose: searchMove, level: 3, game: core.NewGame(),
		progress: func(ai.Info) func() { return func() { infos++ } },
		done:     func(r ai.Result) { got = append(got, r) }})
	if !h.d.busy() {
		t.Fatal("not busy after start")
	}
	if p, ok := h.d.purpose(); !ok || p != searchMove {
		t.Errorf("purpose %v %v", p, ok)
	}
	h.runUntil(t, func() bool { return infos == 1 })
	close(h.release)
	h.runUntil(t, func() bool { return len(got) == 1 })
	if h.d.busy() {
		t.Error("still busy after the result")
	}
}

func TestDriverDropsStaleSearches(t *testing.T) {
	h := newDriverHarness()
	var stale, fresh int
	h.d.start(searchJob{purpose: searchHint, game: core.NewGame(),
		progress: func(ai.Info) func() { return func() { stale++ } },
		done:     func(ai.Result) { stale++ }})
	gen := h.d.generation()
	h.d.cancel()
	if h.d.busy() || h.d.generation() == gen {
		t.Fatal("cancel left the search current or the generation unchanged")
	}
	// A new search while the cancelled one may not have returned: a second engine is made.
	h.d.start(searchJob{purpose: searchMove, game: core.NewGame(), done: func(ai.Result) { fresh++ }})
	close(h.release)
	h.runUntil(t, func() bool { return fresh == 1 && len(h.d.idle) == 2 })
	if stale != 0 {
		t.Errorf("a cancelled search reported %d times", stale)
	}
	if h.made != 2 {
		t.Errorf("%d engines made, want 2", h.made)
	}
	// Both engines are idle now: the next searches reuse them.
	h.d.start(searchJob{game: core.NewGame(), done: func(ai.Result) { fresh++ }})
	h.runUntil(t, func() bool { return fresh == 2 })
	if h.made != 2 {
		t.Errorf("%d engines made after reuse, want 2", h.made)
	}
}

// Changes faster than cancelled searches return make an engine each; once they have returned, the
// pool keeps only two of them.
func TestDriverIdlePoolIsBounded(t *testing.T) {
	h := newDriverHarness()
	const starts = 10
	for range starts {
		h.d.start(searchJob{purpose: searchAnalysis, game: core.NewGame()})
	}
	if h.made != starts {
		t.Fatalf("%d engines made, want %d", h.made, starts)
	}
	close(h.release)
	time.Sleep(100 * time.Millisecond) // every search returns at once now and posts its return
	h.runUntil(t, func() bool { return len(h.q) == 0 })
	if len(h.d.idle) > 2 {
		t.Errorf("%d idle engines kept, want at most 2", len(h.d.idle))
	}
}

func TestDriverHurryKeepsResult(t *testing.T) {
	h := newDriverHarness()
	var got int
	h.d.start(searchJob{purpose: searchMove, game: core.NewGame(), done: func(ai.Result) { got++ }})
	h.d.hurry()
	h.runUntil(t, func() bool { return got == 1 })
}
