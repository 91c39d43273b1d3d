package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"

	"github.com/chuhe-xq/chuhe/ui"
)

// fitToScreen sizes the window so that the board takes most of the primary screen's height, on a
// 13-inch laptop as on a 4K monitor. Fyne has no screen-size API, so it asks GLFW, which Fyne has
// initialised; it must run on the main goroutine (Lifecycle's OnStarted does).
func fitToScreen(win fyne.Window) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	mode := m.GetVideoMode()
	if mode == nil || mode.Height <= 0 {
		return
	}
	scale := win.Canvas().Scale()
	if scale <= 0 {
		scale = 1
	}
	screenW, screenH := float32(mode.Width)/scale, float32(mode.Height)/scale
	// Leave room for the title bar, the menu, the status line and a desktop panel.
	board := screenH*0.92 - 110
	size := ui.PreferredWindowSize(board)
	if size.Width > screenW*0.95 {
		board *= screenW * 0.95 / size.Width
		size = ui.PreferredWindowSize(board)
	}
	win.Resize(size)
	win.CenterOnScreen()
}
