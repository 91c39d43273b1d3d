package ui_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// reportingEngine reports n lines of progress, each when the test lets it, then plays the first
// legal move.
type reportingEngine struct {
	n    int
	step chan struct{}
}

func (e *reportingEngine) SetLevel(int) {}

func (e *reportingEngine) Search(ctx context.Context, g *core.Game, _ ai.Limits, onInfo func(ai.Info)) ai.Result {
	p := g.Position()
	moves := p.LegalMoves(nil)
	for i := range e.n {
		select {
		case <-e.step:
		case <-ctx.Done():
			return ai.Result{Move: moves[0]}
		}
		if onInfo != nil {
			onInfo(ai.Info{Depth: i + 1, Score: ai.Score(10 * i), PV: moves[:1], Nodes: int64(1000 * (i + 1))})
		}
	}
	return ai.Result{Move: moves[0], PV: moves[:1]}
}

// TestSearchProgressUpdatesTheStatusLineOnly lets the computer report its search's progress and
// counts what the window is told: each report reaches the status line (OnStatus) and nothing else —
// not the move list and panels (OnChange), the review or the analysis; the move found then changes
// the game, and the window hears of it through OnChange.
func TestSearchProgressUpdatesTheStatusLineOnly(t *testing.T) {
	eng := &reportingEngine{n: 5, step: make(chan struct{})}
	f := newFixture(t, ui.TwoPlayers, func() ui.Engine { return eng })
	c := f.c
	c.SetShowThinking(true)
	c.NewGame(ui.PlayBlack) // the computer plays Red: it moves first
	var changes, statuses, reviews, analyses int
	c.OnChange = func() { changes++ }
	c.OnStatus = func() { statuses++ }
	c.OnReview = func() { reviews++ }
	c.OnAnalysis = func() { analyses++ }
	f.q.until(t, "the computer thinking", c.Thinking)
	f.q.settle(20e6)
	changes, statuses, reviews, analyses = 0, 0, 0, 0
	for i := range eng.n {
		eng.step <- struct{}{}
		want := i + 1
		f.q.until(t, "a progress report", func() bool { return statuses >= want || !c.Thinking() })
		if depth := fmt.Sprintf("Depth %d", want); i < eng.n-1 && !strings.Contains(c.Status(), depth) {
			t.Errorf("report %d: the status line %q does not say %q", want, c.Status(), depth)
		}
		if i < eng.n-1 && changes > 0 {
			t.Errorf("report %d reached the window's move list and panels (%d changes)", want, changes)
		}
	}
	f.q.until(t, "the computer's move", func() bool { return c.Game().Len() == 1 })
	if statuses < eng.n-1 {
		t.Errorf("%d progress reports reached the status line, want at least %d", statuses, eng.n-1)
	}
	if changes == 0 {
		t.Error("the move played did not reach the window")
	}
	t.Logf("after %d reports and the move: %d status updates, %d window changes", eng.n, statuses, changes)
	if reviews > 0 || analyses > 0 {
		t.Errorf("the search's progress went beyond the status line: %d window changes, %d review and %d analysis news for %d reports",
			changes, reviews, analyses, eng.n)
	}
}
