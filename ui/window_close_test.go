package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestCloseOnKeys: a window beside the main one closes on Ctrl+W wherever the keyboard is, and on
// Escape when no field has it; Escape in a field and the field's own shortcuts leave it open.
func TestCloseOnKeys(t *testing.T) {
	a := test.NewTempApp(t)
	// press sends a shortcut as the desktop driver does: to the focused widget if it takes
	// shortcuts, else to the window's canvas.
	press := func(win fyne.Window, s fyne.Shortcut) {
		if f, ok := win.Canvas().Focused().(fyne.Shortcutable); ok {
			f.TypedShortcut(s)
			return
		}
		win.Canvas().(fyne.Shortcutable).TypedShortcut(s)
	}
	key := func(win fyne.Window, name fyne.KeyName) {
		ev := &fyne.KeyEvent{Name: name}
		if f := win.Canvas().Focused(); f != nil {
			f.TypedKey(ev)
			return
		}
		win.Canvas().OnTypedKey()(ev)
	}
	cases := []struct {
		name       string
		inField    bool
		do         func(fyne.Window)
		wantClosed bool
	}{
		{"Ctrl+W", false, func(w fyne.Window) { press(w, closeWindowShortcut()) }, true},
		{"Ctrl+W in a field", true, func(w fyne.Window) { press(w, closeWindowShortcut()) }, true},
		{"Escape", false, func(w fyne.Window) { key(w, fyne.KeyEscape) }, true},
		{"Escape in a field", true, func(w fyne.Window) { key(w, fyne.KeyEscape) }, false},
		{"select all in a field", true, func(w fyne.Window) { press(w, &fyne.ShortcutSelectAll{}) }, false},
		{"another key", false, func(w fyne.Window) { key(w, fyne.KeyA) }, false},
		{"Escape over a dialog", false, func(w fyne.Window) {
			dialog.ShowInformation("Import done", "2 games added", w)
			key(w, fyne.KeyEscape)
			if w.Canvas().Overlays().Top() != nil {
				t.Error("Escape left the dialog open")
			}
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			win := a.NewWindow("beside")
			closed := false
			win.SetOnClosed(func() { closed = true })
			e := newWindowEntry(win)
			e.SetText("炮二平五")
			win.SetContent(widget.NewForm(widget.NewFormItem("Player", e)))
			closeOnKeys(win)
			win.Show()
			if tc.inField {
				win.Canvas().Focus(e)
			}
			tc.do(win)
			if closed != tc.wantClosed {
				t.Errorf("closed %v, want %v", closed, tc.wantClosed)
			}
			if e.Text != "炮二平五" {
				t.Errorf("the field says %q", e.Text)
			}
			if !closed {
				win.Close()
			}
		})
	}
}
