package ui_test

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ui"
)

// newTestWindow makes the main window around a controller that saves its settings to path ("":
// none), in Fyne's test driver.
func newTestWindow(t *testing.T, path string) (*ui.Window, *ui.Controller, *queue) {
	t.Helper()
	a := test.NewTempApp(t)
	q := newQueue()
	c := ui.NewController(a, ui.Options{Do: q.Do, SettingsPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	c.SetAnimation(false)
	w := ui.NewWindow(a, c)
	t.Cleanup(func() {
		c.Close()
		w.Window().Close()
		q.settle(50 * time.Millisecond)
	})
	return w, c, q
}

func TestWindowSizeSavedWhenItChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), ui.SettingsFile)
	w, c, q := newTestWindow(t, path)
	win := w.Window()
	// A drag of the window's edge: many sizes in a row, the last one saved.
	for i := 0; i < 5; i++ {
		win.Resize(fyne.NewSize(800+float32(i)*20, 600+float32(i)*10))
	}
	want := win.Canvas().Size()
	if want.Width < 880 || want.Height < 640 {
		t.Fatalf("the test window is %v", want)
	}
	q.until(t, "the size saved", func() bool {
		s := c.Settings()
		return s.WindowWidth == want.Width && s.WindowHeight == want.Height
	})
	c.WaitSaved()
	got, err := ui.LoadSettingsFile(path, nil)
	if err != nil || got.WindowWidth != want.Width || got.WindowHeight != want.Height {
		t.Errorf("the file holds %vx%v (%v), want %v", got.WindowWidth, got.WindowHeight, err, want)
	}
}
