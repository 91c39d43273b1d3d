package ui_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// liveEngine is the real engine, counting the searches running. While a gate is set, a search
// that has finished waits for the gate to close before it returns.
type liveEngine struct {
	*ai.Engine
	running *atomic.Int32
	gate    *atomic.Pointer[chan struct{}]
}

func (e liveEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	e.running.Add(1)
	defer e.running.Add(-1)
	r := e.Engine.Search(ctx, g, lim, onInfo)
	if gate := e.gate.Load(); gate != nil {
		<-*gate
	}
	return r
}

type liveFixture struct {
	*fixture
	running atomic.Int32
	gate    atomic.Pointer[chan struct{}]
}

func newLiveFixture(t *testing.T, mode ui.Mode) *liveFixture {
	lf := &liveFixture{}
	lf.fixture = newFixture(t, mode, func() ui.Engine {
		return liveEngine{Engine: ai.New(ai.Options{HashMB: 4}), running: &lf.running, gate: &lf.gate}
	})
	return lf
}

// waitLines runs the UI queue until the analysis shows n lines searched to depth 4 or more.
func (lf *liveFixture) waitLines(t *testing.T, n int) ui.AnalysisView {
	t.Helper()
	var v ui.AnalysisView
	lf.q.until(t, "analysis lines", func() bool {
		v = lf.c.Analysis()
		return v.Running && len(v.Lines) >= n && v.Depth >= 4
	})
	return v
}

func TestAnalysisFollowsTheBoard(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	c.SetAnalysisLines(3)
	c.SetAnalysisThreads(1)
	c.SetAnalysis(true)
	v := lf.waitLines(t, 3)
	start := c.Position()
	for i, l := range v.Lines {
		if len(l.Moves) == 0 || !start.IsLegalMove(l.Moves[0]) || l.Text == "" {
			t.Fatalf("line %d %+v: no legal first move", i, l)
		}
		if l.Win+l.Draw+l.Loss != 1000 {
			t.Errorf("line %d: chances %d+%d+%d", i, l.Win, l.Draw, l.Loss)
		}
	}
	if v.Lines[0].Score < v.Lines[2].Score {
		t.Errorf("lines not best first for Red: %v < %v", v.Lines[0].Score, v.Lines[2].Score)
	}

	// A move restarts the analysis on the new position at once: the old lines go.
	c.TryMove(mv("h2e2"))
	v = c.Analysis()
	if len(v.Lines) != 0 || !v.Running {
		t.Fatalf("after a move: %d old lines shown, running %v", len(v.Lines), v.Running)
	}
	v = lf.waitLines(t, 3)
	after := c.Position()
	if after.SideToMove() != core.Black || !after.IsLegalMove(v.Lines[0].Moves[0]) {
		t.Errorf("after h2e2 the best line starts %v, not a Black move", v.Lines[0].Moves[0])
	}

	// Stepping back in the game restarts it on the earlier position.
	c.Prev()
	v = lf.waitLines(t, 1)
	if p := c.Position(); !p.IsLegalMove(v.Lines[0].Moves[0]) || p.SideToMove() != core.Red {
		t.Errorf("after Prev: best line %v", v.Lines[0].Moves)
	}

	// Switched off, the search stops; the UI never waits for it. The engine is held before it
	// returns, so SetAnalysis(false) returning first shows the order (a UI that waited would
	// never return: the check below then fails instead of hanging).
	gate := make(chan struct{})
	lf.gate.Store(&gate)
	off := time.Now()
	done := make(chan struct{})
	go func() { c.SetAnalysis(false); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("switching analysis off waited for the engine")
	}
	if lf.running.Load() == 0 {
		t.Errorf("no search running once analysis is off: the UI waited for the held one")
	}
	if v := c.Analysis(); v.On || v.Running || len(v.Lines) != 0 {
		t.Errorf("off: %+v", v)
	}
	close(gate)
	lf.q.until(t, "the engine to stop", func() bool { return lf.running.Load() == 0 })
	t.Logf("cancel to return: %v", time.Since(off))
}

func TestAnalysisWaitsAgainstTheComputer(t *testing.T) {
	lf := newLiveFixture(t, ui.PlayRed)
	c := lf.c
	c.SetLevel(1)
	c.SetAnalysis(true)
	v := c.Analysis()
	if !v.On || v.Running || v.Waiting == "" {
		t.Fatalf("against the computer: %+v, want waiting", v)
	}
	// Playing a move lets the computer answer; analysis keeps waiting.
	c.TryMove(mv("h2e2"))
	lf.q.until(t, "the computer's reply", func() bool { return c.Game().Len() == 2 })
	if v := c.Analysis(); v.Running {
		t.Fatalf("analysis ran during the game: %+v", v)
	}
	// In review it runs.
	c.Prev()
	if !c.Reviewing() {
		t.Fatal("Prev did not review")
	}
	lf.waitLines(t, 1)
	// Back at the end of the live game it waits again.
	c.Last()
	if v := c.Analysis(); v.Running || v.Waiting == "" {
		t.Errorf("back at the end: %+v", v)
	}
}

func TestAnalysisLinePlayAndPreview(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	c.SetAnalysisLines(2)
	c.SetAnalysis(true)
	v := lf.waitLines(t, 2)
	second := v.Lines[1].Moves[0]
	c.PreviewAnalysisLine(1)
	if c.Board.Arrow != second {
		t.Errorf("preview: arrow %v, want %v", c.Board.Arrow, second)
	}
	c.PreviewAnalysisLine(-1)
	if c.Board.Arrow != core.NoMove {
		t.Errorf("preview off: arrow %v", c.Board.Arrow)
	}
	c.PlayAnalysisLine(1)
	if c.Game().Len() != 1 || c.Game().Move(0) != second {
		t.Errorf("playing line 2: game %v, want %v", c.Game().Moves(), second)
	}
}

// In review, an analysis line clicked is kept whole as a variation beside the game's moves.
func TestAnalysisLinePlayedAsVariation(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		c.TryMove(mv(m))
	}
	c.GoTo(1)
	c.SetAnalysisLines(3)
	c.SetAnalysis(true)
	var line []core.Move
	i := 0
	lf.q.until(t, "a line of three moves or more that is not the game's", func() bool {
		v := c.Analysis()
		for k, l := range v.Lines {
			if len(l.Moves) >= 3 && l.Moves[0] != mv("h9g7") {
				line, i = l.Moves, k
				return true
			}
		}
		return false
	})
	// The queue runs no callback between the check above and the click: the lines are the same.
	c.PlayAnalysisLine(i)
	if !c.InVariation() || c.Cursor() != 2 || c.Game().Len() < 1+len(line) {
		t.Fatalf("variation: cursor %d, line %v, want %v after h2e2", c.Cursor(), c.Game().Moves(), line)
	}
	for k, m := range line {
		if c.Game().Move(1+k) != m {
			t.Fatalf("variation %v, want h2e2 then %v", c.Game().Moves(), line)
		}
	}
	c.GoToMain(3)
	if c.Game().Len() != 3 || c.InVariation() {
		t.Errorf("the game's own moves: %v", c.Game().Moves())
	}
}

func TestAnalysisMatedPosition(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	if err := c.LoadPosition("3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 0 1"); err != nil {
		t.Fatal(err)
	}
	c.SetAnalysis(true)
	if v := c.Analysis(); v.Running || len(v.Lines) != 0 || !v.On || !strings.Contains(v.Waiting, "no legal move") {
		t.Errorf("mated side: %+v (the panel says why there is nothing; it showed an empty even bar)", v)
	}
}
