package ui_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/coach"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// forkFEN is a position where Red, a rook up, walks a rook into a horse's fork: 车八退二 (b5b3)
// lets 马３进４ (c4d2) check the general and attack the rook.
const forkFEN = "3aka2r/9/9/4p4/1R7/2n6/9/9/9/R2AKA3 w - - 0 1"

// forkGame is the fork played out: the blunder, the fork, the general's step, the rook taken.
func forkGame(t *testing.T) *core.Game {
	t.Helper()
	g, err := core.NewGameFromFEN(forkFEN)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"b5b3", "c4d2", "e0e1", "d2b3"} {
		if err := g.Play(mv(m)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// find returns the first object under o (depth first) for which match is true.
func find(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if match(o) {
		return o
	}
	var kids []fyne.CanvasObject
	switch w := o.(type) {
	case *fyne.Container:
		kids = w.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(w).Objects()
	}
	for _, k := range kids {
		if f := find(k, match); f != nil {
			return f
		}
	}
	return nil
}

// button finds the visible button whose text begins with text.
func button(t *testing.T, v fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	b, _ := find(v, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		return ok && strings.HasPrefix(b.Text, text) && b.Visible()
	}).(*widget.Button)
	if b == nil {
		t.Fatalf("no button %q", text)
	}
	return b
}

func hasLabel(v fyne.CanvasObject, part string) bool {
	return find(v, func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		return ok && l.Visible() && strings.Contains(l.Text, part)
	}) != nil
}

// waitExplanations waits for the coach's explanations of the move shown.
func waitExplanations(t *testing.T, lf *liveFixture) []coach.Explanation {
	t.Helper()
	var es []coach.Explanation
	lf.q.until(t, "the explanation", func() bool {
		var busy bool
		es, busy = lf.c.Explanations()
		return !busy
	})
	return es
}

// TestCoachExplainsAReviewedBlunder reviews the fork game and checks the coach's words in the panel,
// the line stepped through on the board, Show threat and Try again.
func TestCoachExplainsAReviewedBlunder(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	c.LoadGame(forkGame(t))
	c.ReviewGame(testBudget)
	v := waitReview(t, lf)
	if v.Classes[0] < ui.Mistake {
		t.Fatalf("the rook walking into the fork is a %v", v.Classes[0])
	}
	view := ui.NewCoachView(c)
	w := test.NewWindow(view)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 600))

	t.Run("summary", func(t *testing.T) {
		s := c.Summary()
		if !s.Ready || s.Accuracy[0] < 0 || s.Accuracy[0] > 100 || s.Accuracy[0] >= s.Accuracy[1] {
			t.Errorf("accuracy %v: Red's blunder should cost Red", s.Accuracy)
		}
		if len(s.KeyMoments) == 0 || s.KeyMoments[0] != 0 {
			t.Errorf("key moments %v, want the blunder first", s.KeyMoments)
		}
		view.Update()
		if !hasLabel(view, "Accuracy: Red") {
			t.Error("no accuracy shown")
		}
		// A key moment is a click away.
		c.GoToMain(4)
		test.Tap(button(t, view, "1. "))
		if c.Cursor() != 1 {
			t.Errorf("the key moment's button went to %d", c.Cursor())
		}
	})

	t.Run("why", func(t *testing.T) {
		c.GoToMain(1)
		es := waitExplanations(t, lf)
		if len(es) == 0 {
			t.Fatal("no explanation of the blunder")
		}
		view.Update()
		text := c.ExplanationText(es[0])
		if !hasLabel(view, text) {
			t.Errorf("the panel does not say %q", text)
		}
		// Whatever the engine's line, it is the one the words are about: step through it on the
		// board, the move to come as an arrow.
		line := es[0].Line
		test.Tap(button(t, view, "Show the line"))
		if c.Board.Pos != es[0].Start || c.Board.Arrow != line[0] {
			t.Fatalf("step 0: arrow %v, want %v", c.Board.Arrow, line[0])
		}
		test.Tap(button(t, view, "Show the line"))
		p := es[0].Start
		p.MakeMove(line[0])
		if c.Board.Pos != p || (len(line) > 1 && c.Board.Arrow != line[1]) {
			t.Fatalf("step 1 does not show the position after %v", line[0])
		}
		c.EndExplanationSteps()
		if c.Board.Pos != c.Position() {
			t.Error("the game's position is not shown again")
		}
	})

	t.Run("show threat", func(t *testing.T) {
		c.GoToMain(1) // Black to move after the blunder; Red's threat if it were Red's move
		c.SetShowThreat(true)
		defer c.SetShowThreat(false)
		lf.q.until(t, "the threat", func() bool { return !strings.Contains(c.ThreatText(), "Looking") })
		view.Update()
		if !hasLabel(view, c.ThreatText()) {
			t.Errorf("the panel does not say %q", c.ThreatText())
		}
	})

	t.Run("try again", func(t *testing.T) {
		c.GoToMain(1)
		view.Update()
		test.Tap(button(t, view, "Try again"))
		if c.Cursor() != 0 {
			t.Fatalf("Try again shows position %d", c.Cursor())
		}
		// Two moves that lose the rook to the horse as well: the second miss shows the best.
		for i, m := range []string{"b5b6", "b5a5"} {
			if !c.TryMove(mv(m)) {
				t.Fatalf("try %s refused", m)
			}
			var verdict string
			var solved bool
			lf.q.until(t, "the verdict", func() bool {
				_, verdict, solved = c.Trying()
				return !strings.Contains(verdict, "Judging")
			})
			if c.Game().Len() != 4 || c.Cursor() != 0 {
				t.Fatal("a try was played into the game")
			}
			if i == 0 && (solved || !strings.Contains(verdict, "Try again")) {
				t.Errorf("first miss: %q", verdict)
			}
			if i == 1 && (!solved || !strings.Contains(verdict, "The best move was")) {
				t.Errorf("second miss: %q", verdict)
			}
		}
		view.Update()
		test.Tap(button(t, view, "Next mistake"))
		if trying, _, _ := c.Trying(); trying && c.Cursor() == 0 {
			t.Error("Next mistake stayed at the first")
		}
		c.EndTry()
		// The best move itself is as good as the best.
		c.GoToMain(1)
		c.TryAgain()
		best := c.Review().Evals[0].Best
		c.TryMove(best)
		if _, verdict, solved := c.Trying(); !solved || !strings.Contains(verdict, "as good as the best") {
			t.Errorf("the best move: %q", verdict)
		}
		c.EndTry()
	})
}

// TestCoachSentencesTranslated wants every sentence and piece name of package coach in both
// catalogues, the English one as the package writes it.
func TestCoachSentencesTranslated(t *testing.T) {
	en, zh := ui.ReadTranslation(t, "chuhe.en.json"), ui.ReadTranslation(t, "chuhe.zh_Hans.json")
	for _, k := range coach.Keys() {
		if en[k] != coach.English(k) {
			t.Errorf("%s: English %q, the package says %q", k, en[k], coach.English(k))
		}
		if zh[k] == "" {
			t.Errorf("%s: no Chinese", k)
		}
	}
}

// TestCoachExplainsAfterAShallowReview: a review too shallow to see the fork's end (a quick review on
// a slow or loaded machine) still gets its blunder explained, by the coach's own search.
func TestCoachExplainsAfterAShallowReview(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	c.LoadGame(forkGame(t))
	c.ReviewGame(ui.ReviewBudget(time.Microsecond))
	v := waitReview(t, lf)
	t.Logf("depths %d %d, class %v", v.Evals[0].Depth, v.Evals[1].Depth, v.Classes[0])
	if v.Evals[0].Depth >= coach.DefaultDepth && v.Evals[1].Depth >= coach.DefaultDepth {
		t.Skip("the review was not shallow")
	}
	if v.Classes[0] < ui.Inaccuracy {
		t.Fatalf("the rook walking into the fork is a %v", v.Classes[0])
	}
	c.GoToMain(1)
	es := waitExplanations(t, lf)
	if len(es) == 0 || es[0].Kind != coach.LosesMaterial || es[0].Lost.Type() != core.Rook {
		t.Fatalf("explanations %+v, want the rook lost", es)
	}
	// The words are the coach's own search's, the same on every machine, not the shallow review's.
	g := forkGame(t)
	g.Truncate(0)
	own := coach.New().Explain(context.Background(), coach.Question{Game: g, Move: mv("b5b3")})
	if len(own) == 0 || !slices.Equal(own[0].Line, es[0].Line) {
		t.Errorf("after a shallow review the line is %v, the coach's own %v", es[0].Line, own)
	}
}
