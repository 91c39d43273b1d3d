package ui_test

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// threeMoves is a game whose last position has Black to move.
const threeMoves = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 *\n"

// counting returns an engine maker whose searches are counted on the returned channel.
func counting() (func() ui.Engine, chan struct{}) {
	ch := make(chan struct{}, 64)
	return func() ui.Engine { return &fakeEngine{searches: ch} }, ch
}

func searchesStarted(ch chan struct{}) int {
	n := 0
	for {
		select {
		case <-ch:
			n++
		default:
			return n
		}
	}
}

func TestOpenedGameIsReviewed(t *testing.T) {
	newEngine, searches := counting()
	f := newFixture(t, ui.PlayRed, newEngine)
	if err := f.c.LoadPGN(strings.NewReader(threeMoves)); err != nil {
		t.Fatal(err)
	}
	f.q.settle(100 * time.Millisecond)
	if n := searchesStarted(searches); n != 0 || f.c.Game().Len() != 3 || f.c.Thinking() {
		t.Fatalf("opening a game with Black to move: %d searches, %d moves", n, f.c.Game().Len())
	}
	if st := f.c.Status(); !strings.Contains(st, "Black to move") || strings.Contains(st, "your move") {
		t.Errorf("status %q, want Black to move in review", st)
	}
	if !f.c.Reviewing() || !f.c.CanPlayFromHere() {
		t.Error("not in review")
	}
	t.Run("End keeps the review", func(t *testing.T) {
		f.c.First()
		f.c.Last()
		f.q.settle(100 * time.Millisecond)
		if n := searchesStarted(searches); n != 0 || f.c.Game().Len() != 3 {
			t.Fatalf("after Home, End: %d searches, %d moves", n, f.c.Game().Len())
		}
	})
	t.Run("replaying the record's next move stays in review and says whose move", func(t *testing.T) {
		f.c.GoTo(2)
		if !f.c.TryMove(mv("h0g2")) {
			t.Fatal("the record's move was refused")
		}
		f.q.settle(100 * time.Millisecond)
		if f.c.Cursor() != 3 || f.c.Game().Len() != 3 || searchesStarted(searches) != 0 {
			t.Fatalf("cursor %d of %d", f.c.Cursor(), f.c.Game().Len())
		}
		if st := f.c.Status(); !strings.Contains(st, "Black to move") || !strings.Contains(st, "Play from here") {
			t.Errorf("status %q", st)
		}
	})
	t.Run("a move for either side in review", func(t *testing.T) {
		// Black to move, the computer's side: in review the user may move it, as a variation;
		// the computer does not reply.
		f.c.GoTo(1)
		if !f.c.TryMove(mv("h9i7")) || f.c.Game().Len() != 2 || !f.c.InVariation() || !f.c.Reviewing() {
			t.Fatalf("variation: %d moves", f.c.Game().Len())
		}
		f.q.settle(100 * time.Millisecond)
		if f.c.Game().Len() != 2 || f.c.Thinking() {
			t.Fatal("the computer replied in a variation")
		}
	})
	t.Run("Play from here: the computer moves", func(t *testing.T) {
		f.c.GoToMain(3)
		f.c.PlayFromHere()
		f.q.until(t, "the computer's move", func() bool { return f.c.Game().Len() == 4 && !f.c.Thinking() })
		if f.c.Reviewing() || f.c.CanPlayFromHere() {
			t.Error("still in review")
		}
		if st := f.c.Status(); !strings.Contains(st, "Red to move — your move") {
			t.Errorf("status %q", st)
		}
	})
	t.Run("Play from the middle discards the rest, after asking", func(t *testing.T) {
		if err := f.c.LoadPGN(strings.NewReader(threeMoves)); err != nil {
			t.Fatal(err)
		}
		asked := 0
		f.c.Confirm = func(_, msg, _ string, yes func()) {
			asked++
			if !strings.Contains(msg, "the 1 move that followed") {
				t.Errorf("question %q", msg)
			}
			yes()
		}
		f.c.GoTo(2)
		f.c.PlayFromHere()
		if asked != 1 || f.c.Game().Len() != 2 || f.c.Reviewing() {
			t.Fatalf("asked %d, %d moves", asked, f.c.Game().Len())
		}
		f.c.Confirm = nil
	})
}

func TestPastedFENIsReviewed(t *testing.T) {
	newEngine, searches := counting()
	f := newFixture(t, ui.PlayRed, newEngine)
	if err := f.c.LoadPosition("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"); err != nil {
		t.Fatal(err)
	}
	f.q.settle(100 * time.Millisecond)
	if searchesStarted(searches) != 0 || f.c.Game().Len() != 0 {
		t.Fatal("the computer moved in a pasted position")
	}
	f.c.PlayFromHere()
	f.q.until(t, "the computer's move", func() bool { return f.c.Game().Len() == 1 && !f.c.Thinking() })
}

func TestLiveGameResumesAtTheEnd(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	f.c.TryMove(mv("h2e2"))
	f.q.until(t, "the reply", func() bool { return f.c.Game().Len() == 2 && !f.c.Thinking() })
	f.c.Prev()
	if !f.c.Reviewing() {
		t.Fatal("Prev did not review")
	}
	f.c.Last()
	if f.c.Reviewing() || f.c.CanPlayFromHere() {
		t.Error("back at the end of a live game, still in review")
	}
	if !f.c.TryMove(mv("h0g2")) {
		t.Error("the user cannot move at the end of a live game")
	}
}

func TestReviewFlagSurvivesRestore(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	if err := f.c.LoadPGN(strings.NewReader(threeMoves)); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := f.c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	// The autosave writes the cursor and the review flag; WritePGN (Save as) writes neither.
	if strings.Contains(b.String(), "Chuhe") && strings.Contains(b.String(), "ChuheReview") {
		t.Errorf("Save as wrote the review flag:\n%s", b.String())
	}
	c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	c2.NewGame(ui.PlayRed)
	if err := c2.Restore([]byte(strings.Replace(threeMoves, "[Format", "[ChuheReview \"1\"]\n[Format", 1))); err != nil {
		t.Fatal(err)
	}
	if !c2.Reviewing() {
		t.Error("a restored opened game is not in review")
	}
	if err := c2.Restore([]byte(threeMoves)); err != nil {
		t.Fatal(err)
	}
	if c2.Reviewing() {
		t.Error("a restored live game is in review")
	}
}

func TestRefusedMoveSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		name, fen, move, want string
	}{
		{"horse leg", core.StartFEN, "b0d1", "the horse's leg is blocked"},
		{"elephant eye", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3N5/RNBAKAB1R w - - 0 1", "c0e2", "the elephant's eye is blocked"},
		{"river", "3k5/9/9/9/9/2B6/9/9/9/R3K4 w - - 0 1", "c4e6", "elephants do not cross the river"},
		{"self check", "4k4/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1", "e1d1", "this would leave your general in check"},
		{"flying general", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "e0d0", "the generals would face each other"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, ui.TwoPlayers, nil)
			if err := f.c.LoadPosition(tc.fen); err != nil {
				t.Fatal(err)
			}
			f.c.PlayFromHere()
			f.tap(tc.move[:2])
			f.tap(tc.move[2:])
			if f.c.Game().Len() != 0 {
				t.Fatalf("%s was played", tc.move)
			}
			if st := f.c.Status(); !strings.Contains(st, "Not allowed: "+tc.want) {
				t.Errorf("status %q, want %q", st, tc.want)
			}
			if f.c.Board.Refused != sq(tc.move[:2]) {
				t.Errorf("marked %v, want %s", f.c.Board.Refused, tc.move[:2])
			}
			f.q.until(t, "the mark to clear", func() bool { return f.c.Board.Refused == core.NoSquare })
			f.tap(tc.move[:2]) // the next action clears the message
			if strings.Contains(f.c.Status(), "Not allowed") {
				t.Errorf("status %q after a new selection", f.c.Status())
			}
		})
	}
	t.Run("while the computer thinks", func(t *testing.T) {
		f := newFixture(t, ui.PlayBlack, func() ui.Engine { return &fakeEngine{block: true} })
		f.q.until(t, "the search", f.c.Thinking)
		f.tap("h7")
		if st := f.c.Status(); !strings.Contains(st, "the computer is thinking") {
			t.Errorf("status %q", st)
		}
	})
}
