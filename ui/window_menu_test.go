package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// Every shortcut of the menus does one thing, and Game > Quit has the platform's (Ctrl+Q, Cmd+Q).
// None is a text field's own (select all, copy, paste, cut): the desktop driver gives the menus'
// shortcuts first, so Ctrl+A in the move box switched the analysis on. Undo and Redo share theirs
// with the fields and hand them on (TestEditingShortcutsInFields).
func TestMenuShortcuts(t *testing.T) {
	w := newTestWindow(t)
	fields := map[string]bool{}
	for _, s := range []fyne.Shortcut{&fyne.ShortcutSelectAll{}, &fyne.ShortcutCopy{}, &fyne.ShortcutPaste{}, &fyne.ShortcutCut{}} {
		fields[s.ShortcutName()] = true
	}
	for _, k := range []fyne.KeyName{fyne.KeyA, fyne.KeyC, fyne.KeyV, fyne.KeyX} {
		fields[shortcut(k, fyne.KeyModifierShortcutDefault).ShortcutName()] = true
	}
	seen := map[string]string{}
	var quit *fyne.MenuItem
	var walk func(menu string, items []*fyne.MenuItem)
	walk = func(menu string, items []*fyne.MenuItem) {
		for _, it := range items {
			if it.ChildMenu != nil {
				walk(menu+" > "+it.Label, it.ChildMenu.Items)
			}
			if it.IsQuit {
				quit = it
			}
			if it.Shortcut == nil {
				continue
			}
			name, where := it.Shortcut.ShortcutName(), menu+" > "+it.Label
			if fields[name] {
				t.Errorf("%s has %s, a text field's own shortcut", where, name)
			}
			if other, ok := seen[name]; ok {
				t.Errorf("%s is the shortcut of %s and of %s", name, other, where)
			}
			seen[name] = where
		}
	}
	for _, m := range w.menu.Items {
		walk(m.Label, m.Items)
	}
	if quit == nil || quit.Label != lang.L("Quit") {
		t.Fatal("no Quit item")
	}
	sc, ok := quit.Shortcut.(*desktop.CustomShortcut)
	if !ok || sc.KeyName != fyne.KeyQ || sc.Modifier != fyne.KeyModifierShortcutDefault {
		t.Errorf("Quit's shortcut is %v, want the platform's Q", quit.Shortcut)
	}
	if len(seen) < 10 {
		t.Errorf("only %d shortcuts in the menus", len(seen))
	}
}

// TestEditingShortcutsInFields: Ctrl+Z in a comment undoes the typing, not a move (the Move menu's
// shortcut came first); in the empty move box, or with no field focused, it takes the move back.
func TestEditingShortcutsInFields(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	undo := menuItemOf(t, w, lang.L("Undo"))
	for _, s := range []string{"h2e2", "h9g7"} {
		p := c.Position()
		m, err := core.ParseUCIMove(&p, s)
		if err != nil || !c.TryMove(m) {
			t.Fatalf("%s not played: %v", s, err)
		}
	}
	w.win.Resize(fyne.NewSize(1000, 800)) // the side panel shown
	if w.undoItem.Disabled || !w.redoItem.Disabled {
		t.Errorf("two moves played: Undo disabled %v, Redo disabled %v; want Undo only", w.undoItem.Disabled, w.redoItem.Disabled)
	}
	cv := w.win.Canvas()
	cv.Focus(w.notes.entry)
	if cv.Focused() != w.notes.entry {
		t.Fatal("the comment box cannot be focused")
	}
	test.Type(w.notes.entry, "a fine move")
	undo.Action()
	if c.Cursor() != 2 {
		t.Errorf("Ctrl+Z in the comment took a move back: %d moves shown", c.Cursor())
	}
	if w.notes.entry.Text == "a fine move" {
		t.Error("Ctrl+Z in the comment left its typing")
	}
	cv.Focus(w.moveBox.entry)
	if cv.Focused() != w.moveBox.entry {
		t.Fatal("the move box cannot be focused")
	}
	undo.Action()
	if c.Cursor() != 1 {
		t.Errorf("Ctrl+Z in the empty move box: %d moves shown, want 1", c.Cursor())
	}
	cv.Unfocus()
	undo.Action()
	if c.Cursor() != 0 {
		t.Errorf("Undo with no field focused: %d moves shown, want 0", c.Cursor())
	}
	if !w.undoItem.Disabled || w.redoItem.Disabled {
		t.Errorf("all taken back: Undo disabled %v, Redo disabled %v; want Redo only", w.undoItem.Disabled, w.redoItem.Disabled)
	}
}

// menuItemOf finds the window's menu item labelled label.
func menuItemOf(t *testing.T, w *Window, label string) *fyne.MenuItem {
	t.Helper()
	it := FindMenuItem(w.menu, label)
	if it == nil {
		t.Fatalf("no menu item %q", label)
	}
	return it
}

// TestNextMistakeUnreviewed: Move > Next mistake in a game not reviewed says so in the status line
// (it did nothing).
func TestNextMistakeUnreviewed(t *testing.T) {
	w := newTestWindow(t)
	menuItemOf(t, w, lang.L("Next mistake")).Action()
	if st := w.c.Status(); !strings.Contains(st, "No review yet") {
		t.Errorf("status %q", st)
	}
}

// TestAfterFailureAsksOnlyForNotes: the failed attempt's dialog replaces the attempt's moves
// without a second question (the user chose after hearing it failed), but asks when notes would go.
func TestAfterFailureAsksOnlyForNotes(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	pz := core.Puzzle{ID: "m2", Goal: core.GoalMate, MateIn: 2, Level: 2, FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"}
	if err := c.StartPuzzle(pz); err != nil {
		t.Fatal(err)
	}
	ran := 0
	w.afterFailure(func() { ran++ }, "Try again?", "Try again")
	if ran != 1 || w.win.Canvas().Overlays().Top() != nil {
		t.Errorf("no notes: ran %d times, a dialog shown %v", ran, w.win.Canvas().Overlays().Top() != nil)
	}
	c.SetCommentWords("my idea")
	w.afterFailure(func() { ran++ }, "Try again?", "Try again")
	if ran != 1 || w.win.Canvas().Overlays().Top() == nil {
		t.Errorf("with a comment: ran %d times, a dialog shown %v; want the question first", ran, w.win.Canvas().Overlays().Top() != nil)
	}
}

// TestMoveBoxForgetsTheLastGame: why the move box refused a move goes with a new game (it stayed).
func TestMoveBoxForgetsTheLastGame(t *testing.T) {
	w := newTestWindow(t)
	w.moveBox.submit("R9.9") // no move of the rook there
	if !w.moveBox.why.Visible() {
		t.Fatal("no reason shown for a move that cannot be played")
	}
	w.c.NewGame(TwoPlayers)
	if w.moveBox.why.Visible() {
		t.Errorf("a new game still says %q", w.moveBox.why.Text)
	}
}

// TestGameEndsInSight: Offer a draw and Resign are near the top of the Move menu, where an 800×600
// window shows them without scrolling (at the bottom of the Game menu they were out of sight), and
// View > Language is near the top of its menu, its submenu opening with room below it.
func TestGameEndsInSight(t *testing.T) {
	w := newTestWindow(t)
	view := w.menu.Items[3]
	if i := slices.IndexFunc(view.Items, func(it *fyne.MenuItem) bool { return it.Label == lang.L("Language") }); view.Label != lang.L("View") || i < 0 || i > 2 {
		t.Errorf("Language is item %d of the %s menu", i+1, view.Label)
	}
	for _, m := range w.menu.Items {
		if m.Label != lang.L("Move") {
			continue
		}
		found := 0
		for i, it := range m.Items {
			if it.Label == lang.L("Offer a draw") || it.Label == lang.L("Resign") {
				found++
				if i >= 10 {
					t.Errorf("%q is item %d of the Move menu", it.Label, i+1)
				}
			}
		}
		if found != 2 {
			t.Errorf("%d of Offer a draw and Resign in the Move menu", found)
		}
		return
	}
	t.Fatal("no Move menu")
}

// TestGameInfoFitsASmallWindow: Game info in a 500×450 window fits in it, its fields scrolling
// (its buttons covered the last field).
func TestGameInfoFitsASmallWindow(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(500, 450))
	w.showGameInfo()
	pop, ok := w.win.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no dialog")
	}
	if h := pop.Content.MinSize().Height; h > 450 {
		t.Errorf("the dialog needs %v high in a window of 450", h)
	}
}
