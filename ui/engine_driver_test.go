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
	move     core.Move
	release  chan struct{}
	mu       sync.Mutex
	level    int
	searches int // searches begun
	running  int // searches running now
	overlap  bool
}

func (e *gateEngine) SetLevel(n int) { e.mu.Lock(); e.level = n; e.mu.Unlock() }

func (e *gateEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	e.mu.Lock()
	e.searches++
	e.running++
	e.overlap = e.overlap || e.running > 1
	e.mu.Unlock()
	defer func() { e.mu.Lock(); e.running--; e.mu.Unlock() }()
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
	engines []*gateEngine
	release chan struct{}
}

func newDriverHarness() *driverHarness {
	h := &driverHarness{q: make(chan func(), 1024), release: make(chan struct{})}
	h.d = newEngineDriver(func() Engine {
		h.made++
		e := &gateEngine{move: core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2)), release: h.release}
		h.engines = append(h.engines, e)
		return e
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
	// A new search while the cancelled one has not returned: it waits for the engine, current
	// (busy, with its purpose) meanwhile; no second engine is made.
	h.d.start(searchJob{purpose: searchMove, game: core.NewGame(), done: func(ai.Result) { fresh++ }})
	if p, ok := h.d.purpose(); !ok || p != searchMove {
		t.Errorf("purpose %v %v while waiting for the engine", p, ok)
	}
	close(h.release)
	h.runUntil(t, func() bool { return fresh == 1 && !h.d.searching })
	if stale != 0 {
		t.Errorf("a cancelled search reported %d times", stale)
	}
	// The engine is free now: the next search reuses it.
	h.d.start(searchJob{game: core.NewGame(), done: func(ai.Result) { fresh++ }})
	h.runUntil(t, func() bool { return fresh == 2 })
	if h.made != 1 {
		t.Errorf("%d engines made, want 1", h.made)
	}
	if e := h.engines[0]; e.searches != 3 || e.overlap {
		t.Errorf("the engine searched %d times (want 3), overlapping: %v", e.searches, e.overlap)
	}
}

// Changes faster than cancelled searches return (stepping through a game with the analysis on)
// use one engine: each start takes over the pending slot, and only the first and the last search
// run; the last one's result is delivered.
func TestDriverOneEngine(t *testing.T) {
	h := newDriverHarness()
	const starts = 10
	var got []int
	for i := range starts {
		h.d.start(searchJob{purpose: searchAnalysis, game: core.NewGame(), done: func(ai.Result) { got = append(got, i) }})
	}
	close(h.release)
	h.runUntil(t, func() bool { return len(got) == 1 && !h.d.searching })
	time.Sleep(50 * time.Millisecond)
	h.runUntil(t, func() bool { return len(h.q) == 0 })
	if h.made != 1 {
		t.Fatalf("%d engines made, want 1", h.made)
	}
	if e := h.engines[0]; e.searches != 2 || e.overlap {
		t.Errorf("the engine searched %d times (want 2: the first and the last), overlapping: %v", e.searches, e.overlap)
	}
	if len(got) != 1 || got[0] != starts-1 {
		t.Errorf("results delivered for searches %v, want only the last", got)
	}
	if h.d.busy() || h.d.pending != nil {
		t.Error("busy after the last result")
	}
}

// A cancel while a search waits for the engine drops the waiting search too.
func TestDriverCancelDropsPending(t *testing.T) {
	h := newDriverHarness()
	var got int
	h.d.start(searchJob{game: core.NewGame(), done: func(ai.Result) { got++ }})
	h.d.start(searchJob{game: core.NewGame(), done: func(ai.Result) { got++ }})
	h.d.cancel()
	h.runUntil(t, func() bool { return !h.d.searching })
	time.Sleep(50 * time.Millisecond)
	h.runUntil(t, func() bool { return len(h.q) == 0 })
	if got != 0 || h.engines[0].searches != 1 || h.d.busy() {
		t.Errorf("%d results, %d searches, busy %v; want 0, 1, false", got, h.engines[0].searches, h.d.busy())
	}
}

func TestDriverHurryKeepsResult(t *testing.T) {
	h := newDriverHarness()
	var got int
	h.d.start(searchJob{purpose: searchMove, game: core.NewGame(), done: func(ai.Result) { got++ }})
	h.d.hurry()
	h.runUntil(t, func() bool { return got == 1 })
}
