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
