package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// rookAdvisor and mate2 are two entries of the collection as resources/endgames.txt has them, with
// English and Simplified Chinese titles.
var (
	rookAdvisor = core.Puzzle{ID: "c-rook-advisor", Goal: core.GoalWin, Level: 1,
		FEN: "3a5/4k4/9/9/9/9/7R1/9/9/5K3 w - - 0 1", Title: "Rook against an advisor", TitleZh: "单车胜单士"}
	mate2 = core.Puzzle{ID: "m2-002", Goal: core.GoalMate, MateIn: 2, Level: 2,
		FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Moves: []core.Move{mv("b1b9")},
		Title: "Mate in 2 · #2: 2R C 2P 2A 2E vs R H 4P 2E", TitleZh: "二步杀 · 第2题 · 双车炮双兵士象全 对 车马四兵双象"}
)

// dialogLabels joins the texts of the top dialog's labels.
func dialogLabels(t *testing.T, w *ui.Window) string {
	t.Helper()
	_, labels, _ := topDialog(t, w.Window())
	var texts []string
	for _, l := range labels {
		texts = append(texts, l.Text)
	}
	return strings.Join(texts, "\n")
}

// The practice's titles follow the language chosen: the Simplified Chinese ones in Simplified
// Chinese, in traditional characters in Traditional Chinese, the English ones in English and in
// Vietnamese (the collection has no Vietnamese titles). The heading over the board follows a
// switch of language, and so does the practice dialog's preview.
func TestPuzzleTitlesFollowTheLanguage(t *testing.T) {
	langs := testLanguages(t)
	w, c, _ := newTestWindow(t, "", func(o *ui.Options) {
		o.Languages = langs
		o.Puzzles = func() ([]core.Puzzle, error) { return []core.Puzzle{rookAdvisor, mate2}, nil }
	})
	win := w.Window()
	if err := c.StartPuzzle(mate2); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		menu, first, second string
	}{
		{"中文（繁體）", "單車勝單士", "二步殺 · 第2題 · 雙車炮雙兵士象全 對 車馬四兵雙象"},
		{"中文（简体）", "单车胜单士", "二步杀 · 第2题 · 双车炮双兵士象全 对 车马四兵双象"},
		{"Tiếng Việt", "Rook against an advisor", "Mate in 2 · #2: 2R C 2P 2A 2E vs R H 4P 2E"},
		{"English", "Rook against an advisor", "Mate in 2 · #2: 2R C 2P 2A 2E vs R H 4P 2E"},
	} {
		t.Run(tc.menu, func(t *testing.T) {
			menuItem(t, win, tc.menu).Action()
			if got := w.HeaderText(); !strings.HasPrefix(got, tc.second+"\n") {
				t.Errorf("the heading over the board says %q, want %q first", got, tc.second)
			}
			menuItem(t, win, lang.L("Endgame practice…")).Action()
			defer win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
			if shown := dialogLabels(t, w); !strings.Contains(shown, tc.first+"\n") {
				t.Errorf("the practice's preview does not show %q:\n%s", tc.first, shown)
			}
		})
	}
}

// dialogButton finds the button of the top dialog that says text.
func dialogButton(t *testing.T, w *ui.Window, text string) *widget.Button {
	t.Helper()
	_, _, buttons := topDialog(t, w.Window())
	for _, b := range buttons {
		if b.Text == text {
			return b
		}
	}
	var texts []string
	for _, b := range buttons {
		texts = append(texts, b.Text)
	}
	t.Fatalf("no button %q in the dialog: %q", text, texts)
	return nil
}

// Play in the practice dialog plays the position its preview shows, the list's first, when none
// was chosen.
func TestPuzzleDialogPlaysThePreview(t *testing.T) {
	w, c, _ := newTestWindow(t, "", func(o *ui.Options) {
		o.Puzzles = func() ([]core.Puzzle, error) { return []core.Puzzle{mate2, rookAdvisor}, nil }
	})
	menuItem(t, w.Window(), "Endgame practice…").Action()
	if shown := dialogLabels(t, w); !strings.Contains(shown, "Rook against an advisor\n") {
		t.Fatalf("the preview does not show the easiest first:\n%s", shown)
	}
	test.Tap(dialogButton(t, w, "Play"))
	if v := c.Puzzle(); !v.On || v.Puzzle.ID != rookAdvisor.ID {
		t.Errorf("Play with the first previewed: practising %+v, want %s", v, rookAdvisor.ID)
	}
}

// Show the solution replaces the game: it asks first when the user has played a move or written
// a note in the puzzle, and Cancel keeps them; with nothing to lose it asks nothing.
func TestShowSolutionAsks(t *testing.T) {
	w, c, q := newTestWindow(t, "", func(o *ui.Options) {
		o.Puzzles = func() ([]core.Puzzle, error) { return []core.Puzzle{mate2}, nil }
	})
	win := w.Window()
	solution := func() { menuItem(t, win, "Show the solution").Action() }

	// Nothing played: no question.
	if err := c.StartPuzzle(mate2); err != nil {
		t.Fatal(err)
	}
	solution()
	if !c.Puzzle().Demo {
		t.Fatalf("the solution of an untouched puzzle: %+v", c.Puzzle())
	}
	for win.Canvas().Overlays().Top() != nil { // the end of the game
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	}
	q.settle(50e6)

	// An arrow drawn on the start, no move: the question.
	if err := c.StartPuzzle(mate2); err != nil {
		t.Fatal(err)
	}
	c.DrawShape(core.Arrow(core.NewSquare(1, 1), core.NewSquare(1, 9), core.ShapeRed))
	solution()
	test.Tap(dialogButton(t, w, "Cancel"))
	if c.Puzzle().Demo || len(c.ShownNode().Shapes()) != 1 {
		t.Fatalf("an arrow, cancelled: %+v, shapes %v", c.Puzzle(), c.ShownNode().Shapes())
	}

	// A move and a comment: the question, then the solution when confirmed.
	if err := c.StartPuzzle(mate2); err != nil {
		t.Fatal(err)
	}
	c.TryMove(mv("a8a7"))
	c.SetCommentWords("my idea")
	q.settle(50e6)
	for win.Canvas().Overlays().Top() != nil { // the verdict, if any
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	}
	moves := c.Game().Moves()
	solution()
	if shown := dialogLabels(t, w); !strings.Contains(shown, "Your moves and notes in this puzzle will be replaced.") {
		t.Fatalf("the question says:\n%s", shown)
	}
	test.Tap(dialogButton(t, w, "Cancel"))
	if v := c.Puzzle(); v.Demo || len(c.Game().Moves()) != len(moves) || c.Game().Moves()[0] != mv("a8a7") {
		t.Fatalf("cancelled: %+v, moves %v", v, c.Game().Moves())
	}
	var pgn strings.Builder
	if err := c.WritePGN(&pgn); err != nil || !strings.Contains(pgn.String(), "my idea") {
		t.Fatalf("cancelled: the comment is lost (%v):\n%s", err, pgn.String())
	}
	solution()
	test.Tap(dialogButton(t, w, "Show the solution"))
	if v := c.Puzzle(); !v.Demo || c.Game().Len() == 0 || c.Game().Move(0) != mv("b1b9") {
		t.Errorf("confirmed: %+v, moves %v", v, c.Game().Moves())
	}
	for win.Canvas().Overlays().Top() != nil {
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	}
	q.settle(50e6)

	// Training > Try again asks as well, and Cancel keeps the moves.
	if err := c.StartPuzzle(mate2); err != nil {
		t.Fatal(err)
	}
	c.TryMove(mv("a8a7"))
	q.settle(50e6)
	for win.Canvas().Overlays().Top() != nil {
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	}
	menuItem(t, win, "Try again").Action()
	test.Tap(dialogButton(t, w, "Cancel"))
	if c.Game().Len() == 0 {
		t.Error("Try again, cancelled: the moves are gone")
	}
	menuItem(t, win, "Try again").Action()
	test.Tap(dialogButton(t, w, "Try again"))
	if c.Game().Len() != 0 {
		t.Errorf("Try again, confirmed: moves %v", c.Game().Moves())
	}
}
