package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Dialogs over the window: while one is open the window's own shortcuts and menu actions wait (a
// key typed in a dialog's field is the field's, and a second dialog never opens over the first),
// Escape closes it, and the clocks of a game stand.

// modalOpen reports whether a dialog or a pop-up covers the window.
func (w *Window) modalOpen() bool { return w.win.Canvas().Overlays().Top() != nil }

// guardMenu makes the actions of items and their submenus, and so their shortcuts, wait while a
// dialog is open; all but Quit, which closes the app under a dialog as the window's close button
// does.
func (w *Window) guardMenu(items []*fyne.MenuItem) {
	for _, it := range items {
		if it.ChildMenu != nil {
			w.guardMenu(it.ChildMenu.Items)
		}
		if action := it.Action; action != nil && !it.IsQuit {
			it.Action = func() {
				if !w.modalOpen() {
					action()
				}
			}
		}
	}
}

// guarded is f, waiting while a dialog is open.
func (w *Window) guarded(f func()) func() {
	return func() {
		if !w.modalOpen() {
			f()
		}
	}
}

// showDialog shows d over the window.
func (w *Window) showDialog(d dialog.Dialog) { d.Show() }

// closeTopDialog closes the dialog or pop-up on top (Escape); it reports whether there was one.
func (w *Window) closeTopDialog() bool {
	o := w.win.Canvas().Overlays()
	top := o.Top()
	if top == nil {
		return false
	}
	o.Remove(top)
	return true
}

// holdClocks pauses running clocks while a dialog is open and resumes them once none is; the clock
// ticker calls it.
func (w *Window) holdClocks() {
	open := w.modalOpen()
	switch {
	case open && !w.clocksHeld && w.c.Clocks().Running:
		w.c.PauseClocks()
		w.clocksHeld = true
	case !open && w.clocksHeld:
		w.clocksHeld = false
		if w.c.ClocksPaused() {
			w.c.PauseClocks() // resume
		}
	}
}

// DialogEntry is a text field of a dialog on which Escape closes the dialog, as it does when no
// field has the keyboard (a field takes every key typed in it).
type DialogEntry struct {
	widget.Entry
}

// NewDialogEntry returns an empty DialogEntry.
func NewDialogEntry() *DialogEntry {
	e := &DialogEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on top of the field's window on Escape, and types any other key.
func (e *DialogEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name != fyne.KeyEscape {
		e.Entry.TypedKey(ev)
		return
	}
	escapeDialog(e)
}

// DialogSelect is a drop-down list of a dialog on which Escape closes the dialog, as it does when
// nothing has the keyboard: a list keeps the keyboard after a choice, and a plain Select would take
// the key and do nothing.
type DialogSelect struct {
	widget.Select
}

// NewDialogSelect returns a DialogSelect of the options, calling changed on a choice.
func NewDialogSelect(options []string, changed func(string)) *DialogSelect {
	s := &DialogSelect{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey closes the dialog on top of the list's window on Escape, and passes any other key to
// the list (arrows and space choose).
func (s *DialogSelect) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name != fyne.KeyEscape {
		s.Select.TypedKey(ev)
		return
	}
	escapeDialog(s)
}

// escapeDialog closes the dialog on top of o's window, leaving nothing with the keyboard.
func escapeDialog(o fyne.CanvasObject) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		c.Unfocus()
		if top := c.Overlays().Top(); top != nil {
			c.Overlays().Remove(top)
		}
	}
}
