package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestWindow returns the main window with two players on a new game, without an engine or
// the board's rasters (they are not looked at).
func newTestWindow(t *testing.T) *Window {
	t.Helper()
	a := test.NewTempApp(t)
	c := NewController(a, Options{Do: func(func()) {}, NewEngine: func() Engine { panic("no engine in this test") }})
	c.SetAnimation(false)
	c.NewGame(TwoPlayers)
	w := NewWindow(a, c)
	t.Cleanup(func() { c.Close(); w.win.Close() })
	return w
}

// TestWindowLayoutSizes lays the real window out at the sizes of issue 41 with the real widgets'
// minimum sizes: the board gets most of the width, and the side panel moves or hides.
func TestWindowLayoutSizes(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	cases := []struct {
		size     fyne.Size
		want     arrangement
		minShare float32
	}{
		{fyne.NewSize(500, 450), panelHidden, 0.65},
		{fyne.NewSize(800, 600), panelRight, 0.60},
		{fyne.NewSize(1400, 1000), panelRight, 0.60},
		{fyne.NewSize(600, 1000), panelBelow, 0.95},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%v×%v", tc.size.Width, tc.size.Height), func(t *testing.T) {
			w.win.Resize(tc.size)
			if got := w.layout.Arrangement(); got != tc.want {
				t.Fatalf("%v: panel %v, want %v", tc.size, got, tc.want)
			}
			_, art := c.Board.Geometry().BoardRect()
			if share := art.Width / tc.size.Width; share < tc.minShare {
				t.Errorf("%v: board %.0f wide, %.0f%% of the window", tc.size, art.Width, 100*share)
			}
			if shown := w.layout.panel.Visible(); shown != (tc.want != panelHidden) {
				t.Errorf("%v: panel shown %v", tc.size, shown)
			}
			if tc.want == panelHidden {
				test.Tap(w.layout.toggle)
				if !w.layout.panel.Visible() || w.moves.Size().Width < 100 {
					t.Errorf("the toggle did not open the panel: shown %v, moves %v", w.layout.panel.Visible(), w.moves.Size())
				}
				test.Tap(w.layout.toggle)
				if w.layout.panel.Visible() {
					t.Error("the toggle did not close the panel")
				}
			}
		})
	}
	t.Run("minimum size", func(t *testing.T) {
		min := w.win.Content().MinSize()
		if min.Width > 400 || min.Height > 400 {
			t.Errorf("the content's minimum size %v is too large for a small screen", min)
		}
	})
}
