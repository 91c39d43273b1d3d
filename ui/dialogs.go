package ui

import (
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The app's own message dialogs. Fyne's dialog.ShowError, ShowInformation and NewConfirm draw
// their large icon in the dialog's top right corner and let the text take the dialog's whole
// width, so the text of a long message runs under the icon; NewConfirm's buttons also say Fyne's
// "Yes" and "No" ("是" and "不" in Chinese, where programs say what the button does and 取消). Here
// the icon has a column of its own on the left, the text wraps beside it, and the buttons say
// what they do.

const (
	// messageIconSize is the side of a message dialog's icon.
	messageIconSize = 48
	// messageMaxWidth is the widest a message's text grows before it wraps.
	messageMaxWidth = 440
)

// ShowError shows err in a dialog over parent.
func ShowError(err error, parent fyne.Window) {
	text := errorText(err)
	if r, n := utf8.DecodeRuneInString(text); r != utf8.RuneError {
		text = string(unicode.ToUpper(r)) + text[n:] // as dialog.ShowError does
	}
	showMessage(lang.L("Error"), text, theme.NewErrorThemedResource(theme.ErrorIcon()), parent)
}

// showMessage shows a message with an icon and an OK button.
func showMessage(title, text string, icon fyne.Resource, parent fyne.Window) {
	dialog.NewCustom(title, lang.L("OK"), messageContent(text, icon, parent), parent).Show()
}

// showConfirm asks a question; the confirm button says what it does (e.g. "Resign") and yes runs
// if it is pressed. The other button is Cancel.
func showConfirm(title, text, confirm string, yes func(), parent fyne.Window) {
	dialog.NewCustomConfirm(title, confirm, lang.L("Cancel"),
		messageContent(text, theme.QuestionIcon(), parent), func(ok bool) {
			if ok {
				yes()
			}
		}, parent).Show()
}

// messageContent lays out a message's icon, top left, and its text, wrapped beside it.
func messageContent(text string, icon fyne.Resource, parent fyne.Window) fyne.CanvasObject {
	label := widget.NewLabel(text)
	width := label.MinSize().Width // on one line
	maxWidth := float32(messageMaxWidth)
	if pw := parent.Canvas().Size().Width; pw > 0 {
		maxWidth = min(maxWidth, pw*0.9-messageIconSize-4*theme.Padding())
	}
	label.Wrapping = fyne.TextWrapWord
	label.Refresh() // a label passes Wrapping on to its text only when refreshed
	img := container.NewGridWrap(fyne.NewSquareSize(messageIconSize), widget.NewIcon(icon))
	textBox := container.New(&wrapLayout{label: label, width: max(min(width, maxWidth), 100)}, label)
	return container.NewBorder(nil, nil, container.NewVBox(img), nil, textBox)
}

// wrapLayout gives a wrapping label a fixed width and the height its lines take at that width.
// A wrapping label alone asks for the width of its longest word and can wrap only once it has
// been given a width, so a dialog would be sized around a column of single words.
type wrapLayout struct {
	label *widget.Label
	width float32
}

// Layout gives the label all the space.
func (l *wrapLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.label.Move(fyne.NewPos(0, 0))
	l.label.Resize(size)
}

// MinSize is the label's height when it is the layout's width wide.
func (l *wrapLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	if l.label.Size().Width != l.width {
		l.label.Resize(fyne.NewSize(l.width, l.label.MinSize().Height))
	}
	return fyne.NewSize(l.width, l.label.MinSize().Height)
}
