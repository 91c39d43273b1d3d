package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

func TestGeometryRoundTrip(t *testing.T) {
	sizes := []fyne.Size{
		fyne.NewSize(resources.BoardWidth, resources.BoardHeight),
		fyne.NewSize(1000, 500), // wide: bands left and right
		fyne.NewSize(300, 900),  // tall: bands above and below
		fyne.NewSize(3840, 2160),
	}
	for _, size := range sizes {
		for _, flipped := range []bool{false, true} {
			g := ui.NewGeometry(size, flipped)
			for r := 0; r < 10; r++ {
				for f := 0; f < 9; f++ {
					s := core.NewSquare(f, r)
					c := g.Center(s)
					// Anywhere within a third of a spacing of the centre is the same point.
					d := resources.Spacing * g.Scale / 3
					for _, p := range []fyne.Position{c, c.AddXY(d, d), c.AddXY(-d, d), c.AddXY(d, -d), c.AddXY(-d, -d)} {
						got, ok := g.PointAt(p)
						if !ok || got != s {
							t.Fatalf("size %v flipped %v: PointAt(%v) = %v, %v; want %v", size, flipped, p, got, ok, s)
						}
					}
				}
			}
		}
	}
}

func TestGeometryLayout(t *testing.T) {
	t.Run("letterbox keeps the aspect ratio", func(t *testing.T) {
		g := ui.NewGeometry(fyne.NewSize(1000, resources.BoardHeight), false)
		pos, size := g.BoardRect()
		if g.Scale != 1 || size.Width != resources.BoardWidth || pos.X != (1000-resources.BoardWidth)/2 || pos.Y != 0 {
			t.Errorf("scale %v rect %v %v", g.Scale, pos, size)
		}
	})
	t.Run("red at the bottom", func(t *testing.T) {
		g := ui.NewGeometry(fyne.NewSize(resources.BoardWidth, resources.BoardHeight), false)
		a0, i9 := g.Center(core.NewSquare(0, 0)), g.Center(core.NewSquare(8, 9))
		if !(a0.X < i9.X && a0.Y > i9.Y) {
			t.Errorf("a0 at %v, i9 at %v: want a0 bottom left", a0, i9)
		}
		if x, y := resources.PointCenter(0, 0); a0 != fyne.NewPos(x, y) {
			t.Errorf("a0 at %v, want the art's %v,%v", a0, x, y)
		}
	})
	t.Run("flipped puts black at the bottom", func(t *testing.T) {
		g := ui.NewGeometry(fyne.NewSize(resources.BoardWidth, resources.BoardHeight), true)
		a0, i9 := g.Center(core.NewSquare(0, 0)), g.Center(core.NewSquare(8, 9))
		if !(a0.X > i9.X && a0.Y < i9.Y) {
			t.Errorf("a0 at %v, i9 at %v: want i9 bottom left", a0, i9)
		}
	})
	t.Run("off the board", func(t *testing.T) {
		g := ui.NewGeometry(fyne.NewSize(1000, resources.BoardHeight), false)
		for _, p := range []fyne.Position{{X: 5, Y: 300}, {X: 995, Y: 300}, {X: 500, Y: 1}, {X: -10, Y: -10}} {
			if s, ok := g.PointAt(p); ok {
				t.Errorf("PointAt(%v) = %v, want none", p, s)
			}
		}
		if _, ok := ui.NewGeometry(fyne.NewSize(0, 0), false).PointAt(fyne.NewPos(0, 0)); ok {
			t.Error("a zero-size board has points")
		}
	})
}
