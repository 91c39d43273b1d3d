package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// sizeSaveDelay is how long the window's size must stay the same before it is saved: a drag of
// the window's edge resizes it many times a second, and only where it ends matters.
const sizeSaveDelay = 500 * time.Millisecond

// watchSize saves the window's size whenever it changes, so that a kill does not lose it. Fyne
// has no resize callback on Window, but the window's content is resized with it: an invisible
// widget laid over the content hears of every change.
func (w *Window) watchSize() {
	var timer *time.Timer // touched only on the UI goroutine
	watcher := newSizeWatcher(func() {
		if timer != nil {
			timer.Stop()
		}
		timer = time.AfterFunc(sizeSaveDelay, func() { w.c.Do(w.saveSize) })
	})
	w.win.SetContent(container.NewStack(w.win.Content(), watcher))
}

// saveSize records the window's size, if it changed since it was last recorded.
func (w *Window) saveSize() {
	size := w.win.Canvas().Size()
	s := w.c.Settings()
	if size.Width < 1 || size.Height < 1 || (size.Width == s.WindowWidth && size.Height == s.WindowHeight) {
		return // minimised, or resized back to the saved size
	}
	w.c.SetWindowSize(size)
}

// sizeWatcher draws nothing and takes no input; it calls onResize when it is given a new size.
type sizeWatcher struct {
	widget.BaseWidget
	onResize func()
}

func newSizeWatcher(onResize func()) *sizeWatcher {
	s := &sizeWatcher{onResize: onResize}
	s.ExtendBaseWidget(s)
	return s
}

// Resize is called by the content's layout each time the window changes size.
func (s *sizeWatcher) Resize(size fyne.Size) {
	if size == s.Size() {
		return
	}
	s.BaseWidget.Resize(size)
	s.onResize()
}

// CreateRenderer returns a renderer with nothing to draw.
func (s *sizeWatcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewWithoutLayout())
}
