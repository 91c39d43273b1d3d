package ui_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/training"
	"github.com/chuhe-xq/chuhe/ui"
)

// trainingWindow is the main window with a library in a temporary folder, the real engine (at a
// small hash) and a clock that stands at now.
func trainingWindow(t *testing.T, now time.Time, more ...func(*ui.Options)) (*ui.Window, *ui.Controller, *queue, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "library.db")
	w, c, q := newTestWindow(t, "", append([]func(*ui.Options){func(o *ui.Options) {
		o.LibraryPath = path
		o.NewEngine = func() ui.Engine { return ai.New(ai.Options{HashMB: 4}) }
		o.Now = func() time.Time { return now }
		o.MasterGames = func() []byte { return nil } // no master collection to build
	}}, more...)...)
	return w, c, q, path
}

func waitTrainer(t *testing.T, q *queue, d *ui.TrainingDialog) ui.TrainerView {
	t.Helper()
	var v ui.TrainerView
	q.until(t, "the trainer", func() bool { v = d.T.View(); return !v.Busy })
	return v
}

// TestMistakeBecomesAPuzzle plays a game in which Red hangs its rook, reviews it, and solves the
// puzzle the blunder became: a wrong try first, then the engine's move.
func TestMistakeBecomesAPuzzle(t *testing.T) {
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	w, c, q, _ := trainingWindow(t, now)
	if err := c.LoadPosition("3k5/9/2n6/9/9/9/9/9/9/1R2K4 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	c.SetMode(ui.TwoPlayers)
	c.PlayFromHere()
	for _, m := range []string{"b0b5", "c7b5", "e0f0"} {
		if !c.TryMove(mv(m)) {
			t.Fatalf("%s refused", m)
		}
	}
	c.ReviewGame(ui.ReviewBudget(60 * time.Millisecond))
	q.until(t, "the review", func() bool { return !c.Review().Running })
	best := c.Review().Evals[0].Best

	var d *ui.TrainingDialog
	var v ui.TrainerView
	q.until(t, "the blunder in the deck", func() bool {
		if d != nil {
			v = d.T.View()
			if v.Busy {
				return false
			}
			if v.Prompt != "" && !v.Empty {
				return true
			}
			d.T.Next()
			return false
		}
		d = w.ShowTraining(ui.TrainMistakes)
		return false
	})
	if !strings.Contains(v.Prompt, "You played") || !v.HasGame || v.Over {
		t.Fatalf("puzzle %+v", v)
	}
	start := core.MustParseFEN("3k5/9/2n6/9/9/9/9/9/9/1R2K4 w - - 0 1")
	if v.Position.FEN() != start.FEN() {
		t.Fatalf("puzzle position %s, want the one before the blunder", v.Position.FEN())
	}
	// The blunder again is not it; the dialog says so and the puzzle goes on.
	d.T.Try(mv("b0b5"))
	v = waitTrainer(t, q, d)
	if v.Over || !strings.Contains(v.Verdict, "Try again") {
		t.Fatalf("after the blunder again: %+v", v)
	}
	// The engine's move solves it.
	d.T.Try(best)
	v = waitTrainer(t, q, d)
	if !v.Over || !v.Solved || !strings.Contains(v.Verdict, "second try") && !strings.Contains(v.Verdict, "As good") {
		t.Fatalf("after b0b9: %+v", v)
	}
	// Solved at the second try, the card comes back in minutes, not at once.
	d.T.Next()
	v = waitTrainer(t, q, d)
	if !v.Empty || !strings.Contains(v.Progress, "1 of 1 puzzles") && !strings.Contains(v.Progress, "0 due of 1") {
		t.Errorf("after solving the only card: %+v", v)
	}
}

// TestMasterPositionRaisesTheRating solves a master position and checks the puzzle rating moves.
func TestMasterPositionRaisesTheRating(t *testing.T) {
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	w, _, q, path := trainingWindow(t, now)
	d := w.ShowTraining(ui.TrainMasters)
	v := waitTrainer(t, q, d)
	if v.Empty || v.Over || !strings.Contains(v.Prompt, "find the best move") || !strings.Contains(v.Progress, "1500") {
		t.Fatalf("master puzzle %+v", v)
	}
	// A wrong move twice: not solved, the answer shown, the rating down, the position carded.
	var wrong []core.Move
	for _, m := range v.Position.LegalMoves(nil) {
		wrong = append(wrong, m)
	}
	misses := 0
	for _, m := range wrong {
		if misses == 2 {
			break
		}
		before := d.T.View()
		d.T.Try(m)
		after := waitTrainer(t, q, d)
		if after.Over && after.Solved {
			// m was the answer: start again with another puzzle.
			t.Skip("the first legal moves were the answer; the puzzle set is too small to go on")
		}
		if after.Verdict != before.Verdict {
			misses++
		}
	}
	v = d.T.View()
	if !v.Over || v.Solved || v.Answer == core.NoMove || !strings.Contains(v.Verdict, "answer") {
		t.Fatalf("after two misses: %+v", v)
	}
	if strings.Contains(v.Progress, "1500 ±") {
		t.Errorf("rating unchanged after a miss: %q", v.Progress)
	}
	lib, err := library.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	q.until(t, "the miss stored", func() bool {
		st, err := lib.DeckStats(context.Background(), library.MasterCard, now.Add(time.Hour))
		return err == nil && st.Cards == 1 && st.Attempts == 1 && st.Solved == 0
	})
	r, ok, err := lib.PuzzleRating(context.Background())
	if err != nil || !ok || r[0] >= 1500 {
		t.Errorf("stored rating %v %v %v, want below 1500", r, ok, err)
	}
}

// TestGuessTheMove guesses every move of a master game as the master played it: 100%.
func TestGuessTheMove(t *testing.T) {
	g := masterGame(t, 60)
	pg := &core.PGNGame{Game: g}
	pg.Tags.Set("Red", "Hu")
	pg.Tags.Set("Black", "Lü")
	pg.Tags.Set("Event", "Test")
	pg.Tags.Set("Date", "1955年7月27日")
	var pack bytes.Buffer
	if err := library.WritePack(&pack, []*core.PGNGame{pg}); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	w, _, q, _ := trainingWindow(t, now, func(o *ui.Options) { o.MasterGames = func() []byte { return pack.Bytes() } })
	d := w.ShowTraining(ui.TrainGuess)
	v := waitTrainer(t, q, d)
	if v.Empty || !strings.Contains(v.Prompt, "Hu – Lü, Test, 1955-07-27") || !strings.Contains(v.Prompt, "You play Red") {
		t.Fatalf("guess %+v", v)
	}
	if d.Answer.Visible() {
		t.Error("Guess the move shows a Show the answer button, which it never enables")
	}
	for i := 0; i < g.Len(); i += 2 {
		want := g.PositionAt(i)
		if v.Position.FEN() != want.FEN() {
			t.Fatalf("ply %d: position %s, want %s", i, v.Position.FEN(), want.FEN())
		}
		d.T.Try(g.Move(i))
		v = waitTrainer(t, q, d)
	}
	if !v.Over || !strings.Contains(v.Verdict, "100%") {
		t.Errorf("at the end: %+v", v)
	}
}

// TestTrainingMenu finds the Training menu with its items, the endgame practice among them.
func TestTrainingMenu(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	var training []string
	for _, m := range w.Window().MainMenu().Items {
		if m.Label == "Training" {
			for _, it := range m.Items {
				training = append(training, it.Label)
			}
		}
	}
	got := strings.Join(training, "|")
	for _, want := range []string{"My mistakes…", "Master positions…", "Guess the move…", "Endgame practice…", "Review finished games automatically"} {
		if !strings.Contains(got, want) {
			t.Errorf("the Training menu %q lacks %q", got, want)
		}
	}
	// The menu opens the trainer over the window.
	menuItem(t, w.Window(), "Guess the move…").Action()
	if w.Window().Canvas().Overlays().Top() == nil {
		t.Error("Guess the move… opened no dialog")
	}
	if c.AutoReview() {
		t.Error("automatic review on by default")
	}
	c.SetAutoReview(true)
	if !c.AutoReview() {
		t.Error("automatic review not turned on")
	}
}

// TestOwnOpenedGameFeedsTheDeck reviews a game opened from a file in which the user played Red (by
// name) and someone else's: only the user's mistake becomes a puzzle.
func TestOwnOpenedGameFeedsTheDeck(t *testing.T) {
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		red   func(c *ui.Controller) string
		cards bool
	}{
		{"the user's", func(c *ui.Controller) string { return c.PlayerName() }, true},
		{"someone else's", func(*ui.Controller) string { return "Hu Ronghua" }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, c, q, _ := trainingWindow(t, now)
			pgn := `[Red "` + tc.red(c) + `"]
[Black "Chuhe level 3"]
[FEN "3k5/9/2n6/9/9/9/9/9/9/1R2K4 w - - 0 1"]

1. b0b5 c7b5 2. e0f0 *
`
			if err := c.LoadPGN(strings.NewReader(pgn)); err != nil {
				t.Fatal(err)
			}
			c.ReviewGame(ui.ReviewBudget(60 * time.Millisecond))
			q.until(t, "the review", func() bool { return !c.Review().Running })
			d := w.ShowTraining(ui.TrainMistakes)
			if tc.cards {
				// The cards are stored in the background: ask until the puzzle is served.
				q.until(t, "the puzzle", func() bool {
					v := d.T.View()
					if v.Busy {
						return false
					}
					if !v.Empty {
						return true
					}
					d.T.Next()
					return false
				})
				return
			}
			q.settle(500 * time.Millisecond)
			d.T.Next()
			if v := waitTrainer(t, q, d); !v.Empty {
				t.Errorf("someone else's mistake served: %+v", v)
			}
		})
	}
}

// TestSolvedPuzzleKeepsItsSide solves a master position: the board stays turned to the solver's
// side, though the other side is to move after the answer.
func TestSolvedPuzzleKeepsItsSide(t *testing.T) {
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	w, _, q, _ := trainingWindow(t, now)
	d := w.ShowTraining(ui.TrainMasters)
	v := waitTrainer(t, q, d)
	flipped := v.Flipped
	if flipped != (v.Position.SideToMove() == core.Black) {
		t.Fatalf("the board turned to the side not to move: flipped %v", flipped)
	}
	pzs, err := training.ParseMasterPuzzles(strings.NewReader(resources.MasterPuzzles()))
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range pzs {
		if pz.FEN == v.Position.FEN() {
			d.T.Try(pz.Answer())
			break
		}
	}
	v = waitTrainer(t, q, d)
	if !v.Over || !v.Solved || v.Flipped != flipped {
		t.Errorf("after the answer: over %v, solved %v, flipped %v (was %v)", v.Over, v.Solved, v.Flipped, flipped)
	}
}
