package ui_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// scoreEngine plays the first legal move with a fixed score (from the side to move's view),
// reporting it as progress first, and records the limits of its searches; with block set it
// thinks until cancelled, with hold set until hold is closed.
type scoreEngine struct {
	score  ai.Score
	block  atomic.Bool
	hold   chan struct{}
	limits chan ai.Limits
}

func (e *scoreEngine) SetLevel(int) {}

func (e *scoreEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	if e.limits != nil {
		e.limits <- lim
	}
	p := g.Position()
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		return ai.Result{}
	}
	if onInfo != nil {
		onInfo(ai.Info{Depth: 1, Score: e.score, PV: moves[:1]})
	}
	if e.block.Load() {
		<-ctx.Done()
	}
	if e.hold != nil {
		select {
		case <-e.hold:
		case <-ctx.Done():
		}
	}
	return ai.Result{Move: moves[0], Score: e.score}
}

// drawFixture is a game against the computer at level with an engine that scores every position
// score for the user, and the dialogs' titles recorded.
type drawFixture struct {
	*fixture
	eng              *scoreEngine
	overTitle        string
	overMsg          string
	notice, noticeOf string
}

func newDrawFixture(t *testing.T, mode ui.Mode, level int, score ai.Score) *drawFixture {
	t.Helper()
	eng := &scoreEngine{score: score, hold: make(chan struct{}), limits: make(chan ai.Limits, 16)}
	f := &drawFixture{fixture: newFixture(t, mode, func() ui.Engine { return eng }), eng: eng}
	f.c.SetLevel(level)
	f.c.OnGameOver = func(title, msg string) { f.overTitle, f.overMsg = title, msg }
	f.c.OnNotice = func(title, msg string) { f.noticeOf, f.notice = title, msg }
	return f
}

// answered reports whether the computer has answered the offer.
func (f *drawFixture) answered() bool { return f.overTitle != "" || f.notice != "" }

func TestDrawOfferToTheComputer(t *testing.T) {
	cases := []struct {
		name   string
		level  int
		score  ai.Score // the user's score
		accept bool
	}{
		{"the computer well ahead declines", 8, -200, false},
		{"the computer level accepts", 8, 0, true},
		{"the computer behind accepts", 8, 150, true},
		{"the computer a little ahead declines at level 16", 16, -60, false},
		{"the same position accepted at level 1", 1, -60, true},
		{"the computer mating declines", 1, -(ai.Mate - 5), false},
		{"the computer mated accepts", 8, ai.Mate - 5, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newDrawFixture(t, ui.PlayRed, tc.level, tc.score)
			if !f.c.CanOfferDraw() {
				t.Fatal("cannot offer a draw on the user's first move")
			}
			f.c.OfferDraw()
			lim := <-f.eng.limits
			f.q.settle(20 * time.Millisecond) // the progress report: kept from the status line
			if st := f.c.Status(); !strings.Contains(st, "Considering the draw offer") || strings.Contains(st, "Depth") {
				t.Errorf("status while thinking: %q", st)
			}
			close(f.eng.hold)
			if lim.MoveTime <= 0 || lim.MoveTime > time.Second || len(lim.SearchMoves) == 0 {
				t.Errorf("searched with %+v: want a short search of every move, past the book", lim)
			}
			f.q.until(t, "the answer", f.answered)
			r := f.c.Game().Result()
			if tc.accept {
				if r != (core.Result{Outcome: core.Draw, Reason: core.Agreement}) {
					t.Errorf("result %v, want a draw by agreement", r)
				}
				if f.overTitle != "The computer accepts the draw" || !strings.Contains(f.overMsg, "agreement") {
					t.Errorf("dialog %q %q", f.overTitle, f.overMsg)
				}
				if !strings.Contains(f.c.Status(), "drawn by agreement") || !strings.Contains(f.c.Status(), "The computer accepts") ||
					f.sounds.last() != resources.Draw {
					t.Errorf("status %q, sound %v", f.c.Status(), f.sounds.last())
				}
				if f.c.CanOfferDraw() {
					t.Error("a draw can be offered in the finished game")
				}
				return
			}
			if r.Over() {
				t.Errorf("result %v after a declined offer", r)
			}
			if f.notice != "The computer declines the draw." || f.noticeOf != "Offer a draw" {
				t.Errorf("notice %q %q", f.noticeOf, f.notice)
			}
			if !strings.Contains(f.c.Status(), "The computer declines the draw") {
				t.Errorf("status %q", f.c.Status())
			}
			if !f.c.TryMove(mv("h2e2")) {
				t.Error("the game does not go on after the refusal")
			}
		})
	}
}

func TestDrawOfferRules(t *testing.T) {
	t.Run("accepted at once when the computer has no attacking piece", func(t *testing.T) {
		f := newDrawFixture(t, ui.PlayRed, 8, -500)
		if err := f.c.LoadPosition("3ak4/4a4/4b4/9/9/9/9/9/4R4/3K5 w - - 0 1"); err != nil {
			t.Fatal(err)
		}
		f.c.PlayFromHere() // a pasted position is shown for review until play goes on
		f.c.OfferDraw()
		if f.overTitle != "The computer accepts the draw" || f.c.Thinking() {
			t.Errorf("dialog %q, thinking %v", f.overTitle, f.c.Thinking())
		}
	})
	t.Run("not while the computer thinks, nor in a demo or a finished game", func(t *testing.T) {
		// The computer opens; its move waits in the queue, so it is still thinking here.
		f := newDrawFixture(t, ui.PlayBlack, 8, 0)
		<-f.eng.limits
		if f.c.CanOfferDraw() {
			t.Error("a draw can be offered while the computer thinks about its move")
		}
		f.c.OfferDraw()
		f.c.MoveNow()
		f.q.until(t, "the computer's move", func() bool { return f.c.Game().Len() == 1 })
		if f.c.Game().Result().Over() {
			t.Error("the offer made while the computer thought was taken")
		}
		f.c.SetMode(ui.Demo)
		if f.c.CanOfferDraw() {
			t.Error("a draw can be offered in a demo")
		}
		f.c.SetMode(ui.TwoPlayers)
		f.c.Resign()
		if f.c.CanOfferDraw() {
			t.Error("a draw can be offered after a resignation")
		}
	})
	t.Run("an undo while the computer considers withdraws the offer", func(t *testing.T) {
		f := newDrawFixture(t, ui.PlayRed, 8, 0)
		f.eng.block.Store(true)
		if !f.c.TryMove(mv("h2e2")) {
			t.Fatal("h2e2 refused")
		}
		<-f.eng.limits
		f.c.MoveNow()
		f.q.until(t, "the reply", func() bool { return f.c.Game().Len() == 2 })
		f.c.OfferDraw()
		<-f.eng.limits
		f.c.Undo()
		f.q.settle(100 * time.Millisecond)
		if f.answered() || f.c.Game().Result().Over() {
			t.Errorf("a withdrawn offer was answered: %q %q, %v", f.overTitle, f.notice, f.c.Game().Result())
		}
	})
	t.Run("not while reviewing", func(t *testing.T) {
		f := newDrawFixture(t, ui.TwoPlayers, 8, 0)
		f.c.TryMove(mv("h2e2"))
		f.c.Prev()
		if f.c.CanOfferDraw() {
			t.Error("a draw can be offered in review")
		}
	})
}

func TestDrawOfferTwoPlayers(t *testing.T) {
	f := newDrawFixture(t, ui.TwoPlayers, 3, 0)
	var question string
	var yes func()
	f.c.Confirm = func(title, msg, _ string, ok func()) { question, yes = msg, ok }
	f.c.TryMove(mv("h2e2"))
	f.c.OfferDraw()
	if question != "Black offers a draw. Does Red accept?" {
		t.Fatalf("question %q", question)
	}
	if len(f.eng.limits) != 0 {
		t.Error("the engine was asked")
	}
	t.Run("declined", func(t *testing.T) {
		// Declining is not calling yes; a move made instead withdraws the offer.
		f.c.TryMove(mv("h9g7"))
		yes()
		if f.c.Game().Result().Over() {
			t.Error("a withdrawn offer ended the game")
		}
	})
	t.Run("accepted, saved and restored", func(t *testing.T) {
		f.c.OfferDraw()
		yes()
		if r := f.c.Game().Result(); r != (core.Result{Outcome: core.Draw, Reason: core.Agreement}) {
			t.Fatalf("result %v", r)
		}
		if f.overTitle != "Draw" || !strings.Contains(f.overMsg, "by agreement") {
			t.Errorf("dialog %q %q", f.overTitle, f.overMsg)
		}
		var b strings.Builder
		if err := f.c.WritePGN(&b); err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`[Result "1/2-1/2"]`, `[Termination "agreement"]`} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("PGN lacks %s:\n%s", want, b.String())
			}
		}
		c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
		if err := c2.Restore([]byte(b.String())); err != nil {
			t.Fatal(err)
		}
		if r := c2.Game().Result(); r.Reason != core.Agreement {
			t.Errorf("restored result %v", r)
		}
	})
}
