package ui

import "fyne.io/fyne/v2"

// MoveErrorKeys is moveErrorKeys for the translation tests in package ui_test.
func MoveErrorKeys() []string { return moveErrorKeys() }

// MoveBox returns the move box's entry, for typing into it.
func (w *Window) MoveBox() fyne.Focusable { return w.moveBox.entry }

// MoveBoxWhy returns what the line under the move box says ("" when hidden).
func (w *Window) MoveBoxWhy() string {
	if !w.moveBox.why.Visible() {
		return ""
	}
	return w.moveBox.why.Text
}

// MessageKeys is messageKeys for the translation tests in package ui_test.
func MessageKeys() []string { return messageKeys() }

// ErrorText is errorText for the tests in package ui_test.
func ErrorText(err error) string { return errorText(err) }

// HeaderText returns what the top of the side panel says (who plays, the level, the opening),
// without the line breaks that fit it to the panel.
func (w *Window) HeaderText() string { return w.info.FullText() }

// HeaderShown returns the header as the panel shows it, with those line breaks.
func (w *Window) HeaderShown() string { return w.info.Text }

// FindMenuItem finds the item labelled label in the main menu m, in submenus too (nil for none).
func FindMenuItem(m *fyne.MainMenu, label string) *fyne.MenuItem {
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
			if it.ChildMenu != nil {
				if f := find(it.ChildMenu.Items); f != nil {
					return f
				}
			}
		}
		return nil
	}
	for _, menu := range m.Items {
		if it := find(menu.Items); it != nil {
			return it
		}
	}
	return nil
}
