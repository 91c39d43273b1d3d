package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// press sends the named keys to the focused object of the window's canvas.
func press(t *testing.T, w *ui.Window, keys ...fyne.KeyName) {
	t.Helper()
	f := w.Window().Canvas().Focused()
	if f == nil {
		t.Fatal("nothing has the keyboard's focus")
	}
	for _, k := range keys {
		f.TypedKey(&fyne.KeyEvent{Name: k})
	}
}

// TestBoardByKeyboard plays the central cannon and the horse's answer with the arrow keys and
// Enter alone, and checks Escape and the cursor's bounds.
func TestBoardByKeyboard(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	w.Window().Canvas().Focus(c.Board)
	at, on := c.Board.KeyCursor()
	if !on || at != core.NewSquare(4, 0) {
		t.Fatalf("cursor %s (shown %v), want e0 shown", at, on)
	}
	// e0 → h0 → h2, select the cannon, → e2, play it.
	press(t, w, fyne.KeyRight, fyne.KeyRight, fyne.KeyRight, fyne.KeyUp, fyne.KeyUp, fyne.KeyReturn)
	if c.Board.Selected != core.NewSquare(7, 2) {
		t.Fatalf("selected %s, want h2", c.Board.Selected)
	}
	press(t, w, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyLeft, fyne.KeySpace)
	if p := c.Position(); p.At(core.NewSquare(4, 2)) != core.MakePiece(core.Red, core.Cannon) {
		t.Fatalf("h2e2 not played: %s", p.FEN())
	}
	// Black: e2 → h2 → h9, select the horse, Escape drops it, select again, g7, play.
	press(t, w, fyne.KeyRight, fyne.KeyRight, fyne.KeyRight)
	for i := 0; i < 7; i++ {
		press(t, w, fyne.KeyUp)
	}
	press(t, w, fyne.KeyEnter)
	if c.Board.Selected != core.NewSquare(7, 9) {
		t.Fatalf("selected %s, want h9", c.Board.Selected)
	}
	press(t, w, fyne.KeyEscape)
	if c.Board.Selected != core.NoSquare {
		t.Fatalf("Escape left %s selected", c.Board.Selected)
	}
	press(t, w, fyne.KeyUp) // off the board: the cursor stays on h9
	if at, _ := c.Board.KeyCursor(); at != core.NewSquare(7, 9) {
		t.Fatalf("cursor %s, want h9", at)
	}
	press(t, w, fyne.KeyReturn, fyne.KeyLeft, fyne.KeyDown, fyne.KeyDown, fyne.KeyReturn)
	if p := c.Position(); p.At(core.NewSquare(6, 7)) != core.MakePiece(core.Black, core.Horse) {
		t.Fatalf("h9g7 not played: %s", p.FEN())
	}
	// Escape with nothing selected gives the keyboard back to the window; the cursor hides.
	press(t, w, fyne.KeyEscape)
	if _, on := c.Board.KeyCursor(); on || w.Window().Canvas().Focused() != nil {
		t.Errorf("after Escape the cursor is shown %v, focus %v", on, w.Window().Canvas().Focused())
	}
}

// TestBoardKeysFlipped moves the cursor as the board is seen: up the screen is down the ranks
// when Black is at the bottom.
func TestBoardKeysFlipped(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	c.Flip()
	w.Window().Canvas().Focus(c.Board)
	press(t, w, fyne.KeyUp, fyne.KeyLeft)
	if at, _ := c.Board.KeyCursor(); at != core.NewSquare(5, 0) {
		t.Errorf("cursor %s, want f0 (up and left on a flipped board)", at)
	}
}

// TestMoveBox plays typed moves in several notations and says why one cannot be played, in the
// interface's language.
func TestMoveBox(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	box := w.MoveBox()
	w.Window().Canvas().Focus(box)
	typeMove := func(s string) {
		t.Helper()
		test.Type(box, s)
		box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	want := core.StartPosition()
	for _, tc := range []struct{ text, played string }{
		{"炮二平五", "h2e2"},
		{"M8.7", "h9g7"},  // Vietnamese
		{"H0-G2", "h0g2"}, // ICCS
		{"X9-8", "i9h9"},  // Vietnamese
		{"俥一平二", "i0h0"},  // traditional Chinese
		{"C2=3", "b7c7"},  // WXF
	} {
		typeMove(tc.text)
		if why := w.MoveBoxWhy(); why != "" {
			t.Fatalf("%s: %s", tc.text, why)
		}
		m, err := core.ParseUCIMove(want, tc.played)
		if err != nil {
			t.Fatal(err)
		}
		want.MakeMove(m)
		if p := c.Position(); p.Key() != want.Key() {
			t.Fatalf("%s: %s, want %s", tc.text, p.FEN(), want.FEN())
		}
	}
	typeMove("X9.9")
	why := w.MoveBoxWhy()
	if !strings.Contains(why, "X9.9") || !strings.Contains(why, "rook's path is blocked") {
		t.Errorf("X9.9 (the rook blocked by its pawn): %q", why)
	}
	if c.Status() == "" || !strings.Contains(c.Status(), why) {
		t.Errorf("the status line %q does not say %q", c.Status(), why)
	}
}

// TestMoveBoxSpeaksTheLanguage says what is wrong with a typed move in Vietnamese and in
// traditional Chinese, and the move list switches to the language's notation.
func TestMoveBoxSpeaksTheLanguage(t *testing.T) {
	langs := testLanguages(t)
	w, c, _ := newTestWindow(t, "", func(o *ui.Options) { o.Languages = langs })
	c.NewGame(ui.TwoPlayers)
	box := w.MoveBox()
	for _, tc := range []struct {
		language ui.Language
		notation core.Notation
		want     string
	}{
		{ui.Vietnamese, core.Vietnamese, "đường đi của xe bị cản"},
		{ui.ChineseTraditional, core.ChineseTraditional, "車的路線被擋住"},
		{ui.Chinese, core.Chinese, "车的路线被挡住"},
		{ui.English, core.Chinese, "the rook's path is blocked"},
	} {
		t.Run(string(tc.language), func(t *testing.T) {
			c.SetLanguage(tc.language)
			if err := langs.Apply(tc.language); err != nil {
				t.Fatal(err)
			}
			if n := c.Settings().Notation; n != tc.notation {
				t.Errorf("notation %s, want %s", n, tc.notation)
			}
			w.Window().Canvas().Focus(box)
			test.Type(box, "X9.9")
			box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if why := w.MoveBoxWhy(); !strings.Contains(why, tc.want) {
				t.Errorf("%q, want it to say %q", why, tc.want)
			}
			box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			w.Window().Canvas().Focus(box)
			for range "X9.9" {
				box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
			}
		})
	}
}

// TestClickOnBoardLeavesMoveBox clicks the board while the move box has the keyboard: the box lets
// it go, so the window's keys (the arrows through the moves) work again.
func TestClickOnBoardLeavesMoveBox(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	w.Window().Canvas().Focus(w.MoveBox())
	test.Tap(c.Board)
	if f := w.Window().Canvas().Focused(); f != nil {
		t.Errorf("after a click on the board %T has the keyboard", f)
	}
	w.Window().Canvas().Focus(c.Board)
	test.Tap(c.Board)
	if f := w.Window().Canvas().Focused(); f != c.Board {
		t.Errorf("a click on the board with the keyboard gave it to %T", f)
	}
}

// TestMoveBoxOpensHiddenPanel types a move in a window too small for the side panel: Type a move
// opens the panel, so the box is seen.
func TestMoveBoxOpensHiddenPanel(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	w.Window().Resize(fyne.NewSize(500, 450))
	item := findMenuItem(allMenuItems(w), "Type a move")
	if item == nil {
		t.Fatal("no Type a move item")
	}
	item.Action()
	if f := w.Window().Canvas().Focused(); f != w.MoveBox() {
		t.Fatalf("the keyboard is on %T, not the move box", f)
	}
	if !isShown(w.MoveBox().(fyne.CanvasObject)) {
		t.Errorf("the move box is not shown in a 500×450 window")
	}
}

// allMenuItems lists the items of the window's menus (not their submenus).
func allMenuItems(w *ui.Window) []*fyne.MenuItem {
	var all []*fyne.MenuItem
	for _, m := range w.Window().MainMenu().Items {
		all = append(all, m.Items...)
	}
	return all
}

// isShown reports whether o and every container above it in the window are visible.
func isShown(o fyne.CanvasObject) bool {
	app := fyne.CurrentApp()
	c := app.Driver().CanvasForObject(o)
	if c == nil || !o.Visible() {
		return false
	}
	var shown func(parent fyne.CanvasObject) bool
	shown = func(parent fyne.CanvasObject) bool {
		if parent == o {
			return true
		}
		if !parent.Visible() {
			return false
		}
		if cont, ok := parent.(*fyne.Container); ok {
			for _, child := range cont.Objects {
				if shown(child) {
					return true
				}
			}
		}
		return false
	}
	return shown(c.Content())
}
