package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// setLanguage records the user's choice of language and, when the controller has Languages,
// applies it at once: the menus are built again, the labels of the buttons are translated again,
// and the status line, the mode and the move list are updated.
func (w *Window) setLanguage(l Language) {
	langs := w.c.languages()
	if langs == nil {
		w.c.SetLanguage(l)
		w.refreshMenu()
		showMessage(lang.L("Language"), lang.L("The new language applies when Chuhe is started again."), theme.InfoIcon(), w.win)
		return
	}
	relabel := w.translatedLabels()
	w.c.SetLanguage(l)
	if err := langs.Apply(l); err != nil {
		ShowError(err, w.win)
		return
	}
	w.menu = w.buildMenu()
	w.win.SetMainMenu(w.menu)
	for _, f := range relabel {
		f()
	}
	w.moveBox.relabel()
	// "Undo" is also a text field's key, which the relabelling above may have taken.
	w.undoButton.SetText(lang.X("move.undo", "Undo"))
	w.c.changed() // the status line, then the window's update: the mode, the move list, the ticks
}

// translatedLabels finds the buttons and labels in the window whose text is one of the
// interface's strings in the current language, and returns for each a function that sets it
// in the language then in force. Finding them by their text, rather than keeping a list,
// covers whatever the side panel comes to hold.
func (w *Window) translatedLabels() []func() {
	keyOf := map[string]string{}
	for _, k := range translationKeys() {
		keyOf[lang.L(k)] = k
	}
	var fs []func()
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *widget.Button:
			if k, ok := keyOf[v.Text]; ok && v.Text != "" {
				fs = append(fs, func() { v.SetText(lang.L(k)) })
			}
		case *widget.Label:
			if k, ok := keyOf[v.Text]; ok && v.Text != "" {
				fs = append(fs, func() { v.SetText(lang.L(k)) })
			}
		}
	}
	walk(w.win.Content())
	return fs
}
