package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// BenchmarkResizeToCrisp measures the time until every image the board shows is rendered for
// its size, for each theme at a laptop's and a 4K screen's board height: "start" lays a new
// board out (nothing rendered yet, as at start-up), "resize" resizes a board that is complete
// at 90% of the height (as when the user drags the window's corner).
func BenchmarkResizeToCrisp(b *testing.B) {
	test.NewTempApp(b)
	q := make(chan func(), 4096)
	newBoard := func(theme resources.BoardTheme) (*Board, *boardRenderer) {
		board := NewBoard(*core.StartPosition())
		board.Theme = theme
		board.do = func(f func()) { q <- f }
		return board, test.WidgetRenderer(board).(*boardRenderer)
	}
	for _, theme := range resources.BoardThemes() {
		for _, height := range []float32{700, 1900} {
			size := fyne.NewSize(height*resources.BoardWidth/resources.BoardHeight, height)
			b.Run(fmt.Sprintf("%v/start/%.0fpx", theme, height), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					board, r := newBoard(theme)
					board.Resize(size) // lays r out
					for !board.Ready() {
						(<-q)()
					}
					r.Destroy()
				}
			})
			b.Run(fmt.Sprintf("%v/resize/%.0fpx", theme, height), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					b.StopTimer()
					board, r := newBoard(theme)
					board.Resize(fyne.NewSize(size.Width*0.9, size.Height*0.9))
					for r.pendingRS {
						(<-q)()
					}
					b.StartTimer()
					board.Resize(size)
					for !board.Ready() {
						(<-q)()
					}
					b.StopTimer()
					r.Destroy()
				}
			})
		}
	}
}
