package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// TestFlipSwapsFileNumbers checks that a flipped board shows the foreground with Black's file
// numbers at the bottom, and that it is ready at once because the raster job made both sides.
func TestFlipSwapsFileNumbers(t *testing.T) {
	test.NewTempApp(t)
	q := make(chan func(), 4096)
	board := NewBoard(*core.StartPosition())
	board.do = func(f func()) { q <- f }
	r := test.WidgetRenderer(board).(*boardRenderer)
	defer r.Destroy()
	board.Resize(fyne.NewSize(resources.BoardWidth/2, resources.BoardHeight/2))
	for r.pendingRS { // the whole job, the other side's foreground included
		(<-q)()
	}
	for _, flipped := range []bool{true, false, true} {
		board.SetFlipped(flipped)
		want := resources.BoardForeground(board.Theme, flipped)
		if got := r.want[r.fg]; got != want {
			t.Fatalf("flipped %v: the foreground shows %s, want %s", flipped, got.Name(), want.Name())
		}
		if !board.Ready() || r.fg.Image != r.rasters[r.keyFor(want)] {
			t.Errorf("flipped %v: the foreground's raster is not there at once", flipped)
		}
	}
}
