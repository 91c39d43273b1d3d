package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// closeWindowShortcut is Ctrl+W (Cmd+W on macOS), which closes a window of Chuhe's beside the
// main one.
func closeWindowShortcut() fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}
}

// closeOnKeys lets the keyboard close win, a window beside the main one (the game library, the
// Profile): Ctrl+W (Cmd+W) wherever the keyboard is (the window's text fields are windowEntries,
// which pass it on), and Escape when no field has the keyboard (in a search field Escape is not
// taken to mean "close the window"). Escape closes the window's dialog first, when it has one
// open (a file dialog, a question), as it does on the main window.
func closeOnKeys(win fyne.Window) {
	win.Canvas().AddShortcut(closeWindowShortcut(), func(fyne.Shortcut) { win.Close() })
	win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name != fyne.KeyEscape {
			return
		}
		if top := win.Canvas().Overlays().Top(); top != nil {
			win.Canvas().Overlays().Remove(top)
			return
		}
		win.Close()
	})
}

// windowEntry is a text field of a window beside the main one on which Ctrl+W closes the window,
// as it does where no field has the keyboard: a plain field takes every shortcut typed in it.
type windowEntry struct {
	widget.Entry
	close func()
}

// newWindowEntry returns an empty field of win.
func newWindowEntry(win fyne.Window) *windowEntry {
	e := &windowEntry{close: win.Close}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut closes the window on Ctrl+W and does any other shortcut in the field.
func (e *windowEntry) TypedShortcut(s fyne.Shortcut) {
	if s.ShortcutName() == closeWindowShortcut().ShortcutName() {
		e.close()
		return
	}
	e.Entry.TypedShortcut(s)
}
