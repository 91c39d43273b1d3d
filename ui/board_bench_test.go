package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// BenchmarkResizeToCrisp measures the time from laying a new board out at a size (as after a
// resize) to the moment every image it shows is rendered for that size, for each theme at a
// laptop's and a 4K screen's board height.
func BenchmarkResizeToCrisp(b *testing.B) {
	test.NewTempApp(b)
	for _, theme := range resources.BoardThemes() {
		for _, height := range []float32{700, 1900} {
			b.Run(fmt.Sprintf("%v/%.0fpx", theme, height), func(b *testing.B) {
				size := fyne.NewSize(height*resources.BoardWidth/resources.BoardHeight, height)
				q := make(chan func(), 4096)
				for i := 0; i < b.N; i++ {
					board := NewBoard(*core.StartPosition())
					board.Theme = theme
					board.do = func(f func()) { q <- f }
					r := board.CreateRenderer()
					board.Resize(size)
					r.Layout(size)
					for !board.Ready() {
						(<-q)()
					}
					r.Destroy()
				}
			})
		}
	}
}
