package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/resources"
)

// TestAboutShowsLicenceAndNotices: Help > About names the version and the licence, and its button
// opens the third-party notices.
func TestAboutShowsLicenceAndNotices(t *testing.T) {
	w, _, _ := newTestWindow(t, "")
	win := w.Window()
	menuItem(t, win, "About Chuhe").Action()
	_, labels, buttons := topDialog(t, win)
	var all []string
	for _, l := range labels {
		all = append(all, l.Text)
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{"Chuhe 楚河 " + resources.Version, resources.Licence} {
		if !strings.Contains(text, want) {
			t.Errorf("the About dialog does not say %q: %q", want, text)
		}
	}
	var notices *widget.Button
	for _, b := range buttons {
		if b.Text == "Third-party notices" {
			notices = b
		}
	}
	if notices == nil {
		t.Fatal("no button to the third-party notices")
	}
	test.Tap(notices)
	lists := 0
	walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok && l.Length() > 1000 {
			lists++
		}
	})
	if lists != 1 {
		t.Errorf("the notices dialog shows %d lists of the notices", lists)
	}
}
