package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
)

// The practice list's preview shows the list's first position until one is chosen, then the one
// chosen, from the solver's side, with its name and its goal in full.
func TestPuzzleBrowserPreview(t *testing.T) {
	test.NewTempApp(t)
	all := []core.Puzzle{
		{ID: "w", Goal: core.GoalWin, Level: 2, FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Title: "Two rooks"},
		{ID: "b", Goal: core.GoalMate, MateIn: 2, Level: 1, FEN: "3k5/9/9/9/9/9/9/9/4r4/5K3 b - - 0 1",
			Title: "Mate in 2 · #1: R vs K"},
	}
	b := newPuzzleBrowser(all, nil, English, nil)
	w := test.NewWindow(b.content)
	defer w.Close()
	w.Resize(fyne.NewSize(820, 560))
	cases := []struct {
		name           string
		choose         int // -1: none
		fen            string
		flipped        bool
		title, goalTxt string
	}{
		{"before a choice: the first shown (the easiest)", -1, all[1].FEN, true, "Mate in 2 · #1: R vs K", "Black to move and mate in 2\nLevel 1"},
		{"the second chosen", 1, all[0].FEN, false, "Two rooks", "Red to move and win\nLevel 2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.choose >= 0 {
				b.list.Select(tc.choose)
			}
			if got := b.preview.Pos.FEN(); got != tc.fen {
				t.Errorf("preview %s, want %s", got, tc.fen)
			}
			if b.preview.Flipped != tc.flipped {
				t.Errorf("preview flipped %v", b.preview.Flipped)
			}
			if b.name.Text != tc.title || b.goal.Text != tc.goalTxt {
				t.Errorf("preview says %q, %q; want %q, %q", b.name.Text, b.goal.Text, tc.title, tc.goalTxt)
			}
			if s := b.preview.Size(); s.Width < 200 || s.Height < 200 {
				t.Errorf("preview %v: too small to read", s)
			}
		})
	}
}

// puzzleRows finds the rows the list shows, by walking its widgets' renderers.
func puzzleRows(o fyne.CanvasObject) []*puzzleRow {
	var rows []*puzzleRow
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if r, ok := o.(*puzzleRow); ok {
			rows = append(rows, r)
			return
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, k := range c.Objects {
				walk(k)
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, k := range test.WidgetRenderer(w).Objects() {
				walk(k)
			}
		}
	}
	walk(o)
	return rows
}

// A click on a row chooses its position; a click on the chosen row, or a double click on any,
// plays it (widget.List reports no click on the row already chosen: the rows do).
func TestPuzzleBrowserClicks(t *testing.T) {
	test.NewTempApp(t)
	var all []core.Puzzle
	for _, id := range []string{"a", "b", "c"} {
		all = append(all, core.Puzzle{ID: id, Goal: core.GoalWin, Level: 1, FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Title: id})
	}
	var played []string
	b := newPuzzleBrowser(all, nil, English, func(pz core.Puzzle) { played = append(played, pz.ID) })
	w := test.NewWindow(b.content)
	defer w.Close()
	w.Resize(fyne.NewSize(820, 560))
	rows := puzzleRows(b.list)
	if len(rows) < 3 {
		t.Fatalf("%d rows shown", len(rows))
	}
	byID := map[string]*puzzleRow{}
	for _, r := range rows {
		if r.id >= 0 && r.id < len(b.shown) {
			byID[b.shown[r.id].ID] = r
		}
	}
	test.Tap(byID["b"])
	if b.selected != 1 || len(played) != 0 || b.name.Text != "b" {
		t.Fatalf("a click on b: selected %d, played %v, preview %q", b.selected, played, b.name.Text)
	}
	test.Tap(byID["b"])
	if len(played) != 1 || played[0] != "b" {
		t.Fatalf("a second click on b played %v", played)
	}
	test.DoubleTap(byID["c"])
	if b.selected != 2 || len(played) != 2 || played[1] != "c" {
		t.Errorf("a double click on c: selected %d, played %v", b.selected, played)
	}
}
