package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// TestShapeLayer: the drawing is an image over the shapes' box only, placed where the shapes are,
// on either side of the board, and hidden when there is none.
func TestShapeLayer(t *testing.T) {
	test.NewTempApp(t)
	board := NewBoard(*core.StartPosition())
	board.do = func(func()) {} // the art's rasters are not needed here
	r := test.WidgetRenderer(board).(*boardRenderer)
	defer r.Destroy()
	board.Resize(fyne.NewSize(resources.BoardWidth, resources.BoardHeight))
	e4 := core.NewSquare(4, 4)
	for _, flipped := range []bool{false, true} {
		board.SetFlipped(flipped)
		board.SetShapes([]core.Shape{core.Circle(e4, core.ShapeRed)})
		img := r.shapes.img
		if !img.Visible() || img.Image == nil {
			t.Fatalf("flipped %v: the circle is not shown", flipped)
		}
		c := board.Geometry().Center(e4)
		pos, size := img.Position(), img.Size()
		if c.X < pos.X || c.Y < pos.Y || c.X > pos.X+size.Width || c.Y > pos.Y+size.Height {
			t.Errorf("flipped %v: the image %v+%v does not cover e4's centre %v", flipped, pos, size, c)
		}
		if b := img.Image.Bounds(); b.Dx() > resources.BoardWidth/4 {
			t.Errorf("flipped %v: an image of %v for one circle", flipped, b)
		}
		// The ring's leftmost pixels, at the image's middle height, are red.
		rgba := img.Image.(*image.RGBA)
		b := rgba.Bounds()
		red := false
		for x := b.Min.X; x < b.Min.X+b.Dx()/4; x++ {
			if p := rgba.RGBAAt(x, b.Dy()/2); p.R > 100 && p.R > p.G+50 {
				red = true
			}
		}
		if !red {
			t.Errorf("flipped %v: no red ring in the image", flipped)
		}
	}
	board.SetShapes(nil)
	if r.shapes.img.Visible() {
		t.Errorf("the drawing stays shown after it was cleared")
	}
}
