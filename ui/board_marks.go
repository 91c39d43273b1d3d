package ui

import (
	"image"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/picture"
	"github.com/chuhe-xq/chuhe/resources"
)

// Drawing on the board, as lichess does: a right-button drag from one point to another draws an
// arrow, a right-click a circle, in green, or red with Shift, blue with Alt, yellow with Shift+Alt
// or Ctrl. The board reports the shape to OnShape (the owner keeps it with the position shown and
// sets Shapes back); a left click reports OnClearShapes first when there is a drawing. Drawing
// never selects or moves a piece: Fyne sends right-button presses to MouseDown and MouseUp only,
// never to Tapped or Dragged.
//
// The shapes are drawn by picture.DrawShapes, as the exported pictures are, into one image over
// the pieces at the board's pixel size, remade only when the shapes or the size change.

// shapeDrag is a right-button press on the board: where it began, with which colour, and the
// point under the pointer since.
type shapeDrag struct {
	active   bool
	from, to core.Square
	color    core.ShapeColor
}

// ShapeColorFor is the colour a drawing takes with the modifier keys held: lichess's choice, green,
// Shift red, Alt (or, as lichess takes Meta, Super) blue, both yellow, and Ctrl yellow. Super is
// there because Fyne opens the menu bar when Alt is released after a click on Linux and Windows.
func ShapeColorFor(m fyne.KeyModifier) core.ShapeColor {
	shift, alt := m&fyne.KeyModifierShift != 0, m&(fyne.KeyModifierAlt|fyne.KeyModifierSuper) != 0
	switch {
	case shift && alt, m&fyne.KeyModifierControl != 0:
		return core.ShapeYellow
	case shift:
		return core.ShapeRed
	case alt:
		return core.ShapeBlue
	}
	return core.ShapeGreen
}

// SetShapes shows the arrows and circles drawn on the position shown (nil for none).
func (b *Board) SetShapes(shapes []core.Shape) {
	if slices.Equal(b.Shapes, shapes) {
		return
	}
	b.Shapes = slices.Clone(shapes)
	b.Refresh()
}

// MouseDown starts a drawing on a right-button press over a point.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary || b.OnShape == nil {
		return
	}
	s, ok := b.Geometry().PointAt(ev.Position)
	if !ok {
		return
	}
	b.shapeDrag = shapeDrag{active: true, from: s, to: s, color: ShapeColorFor(ev.Modifier)}
}

// MouseUp ends a drawing: a circle where it began, or an arrow to the point under the pointer.
// Released off the board, it draws nothing.
func (b *Board) MouseUp(ev *desktop.MouseEvent) {
	d := b.shapeDrag
	if !d.active || ev.Button != desktop.MouseButtonSecondary {
		return
	}
	b.shapeDrag = shapeDrag{}
	to, ok := b.Geometry().PointAt(ev.Position)
	b.Refresh()
	if ok && b.OnShape != nil {
		b.OnShape(core.Shape{From: d.from, To: to, Color: d.color})
	}
}

// MouseIn does nothing: the board follows the pointer only while drawing.
func (b *Board) MouseIn(*desktop.MouseEvent) {}

// MouseMoved shows the arrow being drawn under the pointer.
func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if !b.shapeDrag.active {
		return
	}
	if ev.Button&desktop.MouseButtonSecondary == 0 {
		b.shapeDrag = shapeDrag{} // released elsewhere
		b.Refresh()
		return
	}
	to, ok := b.Geometry().PointAt(ev.Position)
	if !ok {
		to = b.shapeDrag.from
	}
	if to != b.shapeDrag.to {
		b.shapeDrag.to = to
		b.Refresh()
	}
}

// MouseOut drops the arrow being drawn when the pointer leaves the board.
func (b *Board) MouseOut() {
	if b.shapeDrag.active {
		b.shapeDrag = shapeDrag{}
		b.Refresh()
	}
}

// clearShapes reports a left click on a board with a drawing to OnClearShapes.
func (b *Board) clearShapes() {
	if len(b.Shapes) > 0 && b.OnClearShapes != nil {
		b.OnClearShapes()
	}
}

// shownShapes are the shapes to draw: the position's, and the arrow being drawn.
func (b *Board) shownShapes() []core.Shape {
	d := b.shapeDrag
	if !d.active || d.to == d.from {
		return b.Shapes
	}
	return append(slices.Clone(b.Shapes), core.Shape{From: d.from, To: d.to, Color: d.color})
}

// shapeLayer is the renderer's image of the shapes, with what it was drawn for.
type shapeLayer struct {
	img     *canvas.Image
	drawn   []core.Shape
	px      [2]int
	flipped bool
}

func newShapeLayer() *shapeLayer {
	img := &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScaleFastest}
	img.Hide()
	return &shapeLayer{img: img}
}

// updateShapes redraws the shapes' image when the shapes, the side or the pixel size changed. The
// image covers the shapes' bounding box only, so a circle costs a piece's area, not the board's.
func (r *boardRenderer) updateShapes() {
	l := r.shapes
	shapes := r.b.shownShapes()
	if len(shapes) == 0 {
		l.drawn = nil
		r.show(l.img, false)
		return
	}
	g := NewGeometry(r.size, r.b.Flipped)
	pos, sz := g.BoardRect()
	scale := float32(1)
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(r.b); c != nil {
			scale = c.Scale()
		}
	}
	px := [2]int{int(math.Ceil(float64(sz.Width * scale))), int(math.Ceil(float64(sz.Height * scale)))}
	if px[0] < 8 || px[1] < 8 {
		return
	}
	perUnit := float64(px[0]) / resources.BoardWidth // pixels per board unit
	box := shapesBox(shapes, r.b.Flipped, perUnit).Intersect(image.Rect(0, 0, px[0], px[1]))
	unit := sz.Width / float32(px[0]) // Fyne units per pixel
	l.img.Move(pos.AddXY(float32(box.Min.X)*unit, float32(box.Min.Y)*unit))
	l.img.Resize(fyne.NewSize(float32(box.Dx())*unit, float32(box.Dy())*unit))
	if slices.Equal(shapes, l.drawn) && px == l.px && r.b.Flipped == l.flipped && l.img.Visible() {
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, box.Dx(), box.Dy()))
	picture.DrawShapes(img, shapes, r.b.Flipped, perUnit, -float64(box.Min.X), -float64(box.Min.Y))
	l.img.Image = img
	l.drawn, l.px, l.flipped = slices.Clone(shapes), px, r.b.Flipped
	l.img.Show()
	r.repaint(l.img)
}

// shapesBox is the box, in pixels of a board drawn at perUnit pixels a board unit, that holds the
// shapes: their points' centres and a piece's half-width around them.
func shapesBox(shapes []core.Shape, flipped bool, perUnit float64) image.Rectangle {
	var box image.Rectangle
	half := resources.PieceSize / 2 * perUnit
	for _, s := range shapes {
		for _, sq := range []core.Square{s.From, s.To} {
			x, y := picture.Center(sq, flipped, perUnit, 0, 0)
			box = box.Union(image.Rect(int(math.Floor(x-half)), int(math.Floor(y-half)),
				int(math.Ceil(x+half))+1, int(math.Ceil(y+half))+1))
		}
	}
	return box
}
