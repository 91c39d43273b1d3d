package ui_test

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ui"
)

// walk calls f on o and everything inside it, through containers and the widgets that matter
// here.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			walk(c, f)
		}
	case *widget.PopUp:
		walk(v.Content, f)
	}
}

// topDialog returns what the window's top overlay (the dialog shown last) holds.
func topDialog(t *testing.T, w fyne.Window) (icons []*widget.Icon, labels []*widget.Label, buttons []*widget.Button) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog shown")
	}
	walk(top, func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Icon:
			icons = append(icons, v)
		case *widget.Label:
			labels = append(labels, v)
		case *widget.Button:
			buttons = append(buttons, v)
		}
	})
	return icons, labels, buttons
}

// rect is an object's place in the window.
func rect(o fyne.CanvasObject) (fyne.Position, fyne.Position) {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return p, p.Add(o.Size())
}

func overlap(a, b fyne.CanvasObject) bool {
	a0, a1 := rect(a)
	b0, b1 := rect(b)
	return a0.X < b1.X && b0.X < a1.X && a0.Y < b1.Y && b0.Y < a1.Y
}

func TestErrorDialogIconBesideText(t *testing.T) {
	w, _, _ := newTestWindow(t, "")
	win := w.Window()
	win.Resize(fyne.NewSize(1000, 800))
	for _, tc := range []struct{ name, text string }{
		{"short", "the file holds no game"},
		{"long", strings.Repeat("The saved game could not be read and was ignored: pgn: line 3: ", 4) + `move 2 "Q9-Q9"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ui.ShowError(errors.New(tc.text), win)
			icons, labels, buttons := topDialog(t, win)
			var text *widget.Label
			for _, l := range labels {
				if strings.HasSuffix(l.Text, tc.text[1:]) {
					text = l
				}
			}
			if len(icons) != 1 || text == nil || len(buttons) != 1 || buttons[0].Text != "OK" {
				t.Fatalf("dialog holds icons %v, labels %v, buttons %v", icons, labels, buttons)
			}
			if overlap(icons[0], text) {
				t.Errorf("the icon %v %v overlaps the text %v %v", icons[0].Position(), icons[0].Size(), text.Position(), text.Size())
			}
			if _, end := rect(text); end.X > win.Canvas().Size().Width {
				t.Errorf("the text reaches %v, beyond the window", end)
			}
			if text.MinSize().Height > text.Size().Height+0.5 {
				t.Errorf("the text is cut: it is %v, it needs %v", text.Size(), text.MinSize())
			}
			if line := widget.NewLabel("x").MinSize().Height; tc.name == "long" && text.Size().Height < 2.5*line {
				t.Errorf("the long text is %v, not wrapped", text.Size())
			}
			win.Canvas().Overlays().Top().Hide()
			win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
		})
	}
}

// menuItem finds the item labelled label in the window's main menu, in submenus too.
func menuItem(t *testing.T, w fyne.Window, label string) *fyne.MenuItem {
	t.Helper()
	it := ui.FindMenuItem(w.MainMenu(), label)
	if it == nil {
		t.Fatalf("no menu item %q", label)
	}
	return it
}

func TestResignAsksWithItsOwnButtons(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	menuItem(t, w.Window(), "Resign").Action()
	_, _, buttons := topDialog(t, w.Window())
	var labels []string
	for _, b := range buttons {
		labels = append(labels, b.Text)
	}
	if strings.Join(labels, ",") != "Cancel,Resign" {
		t.Fatalf("buttons %v, want Cancel and Resign", labels)
	}
	for _, b := range buttons {
		if b.Text == "Resign" {
			b.OnTapped()
		}
	}
	if !c.Game().Result().Over() {
		t.Error("the game was not resigned")
	}
}
