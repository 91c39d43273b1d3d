package ui

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Geometry maps between the board widget's pixels (Fyne units) and the board's points. The board
// art keeps its aspect ratio: it is scaled to the largest size that fits and centred, leaving
// bands on the two sides that do not fit. It imports no app and needs no window, so it is tested
// alone.
type Geometry struct {
	// Scale is how many Fyne units one board unit (see resources.BoardWidth) takes.
	Scale float32
	// Origin is the top-left corner of the board art inside the widget.
	Origin fyne.Position
	// Flipped shows Black at the bottom.
	Flipped bool
}

// NewGeometry returns the geometry of a board drawn in a widget of the given size.
func NewGeometry(size fyne.Size, flipped bool) Geometry {
	s := float32(math.Min(float64(size.Width/resources.BoardWidth), float64(size.Height/resources.BoardHeight)))
	if s < 0 {
		s = 0
	}
	w, h := resources.BoardWidth*s, resources.BoardHeight*s
	return Geometry{
		Scale:   s,
		Origin:  fyne.NewPos((size.Width-w)/2, (size.Height-h)/2),
		Flipped: flipped,
	}
}

// BoardRect returns the top-left corner and size of the board art.
func (g Geometry) BoardRect() (fyne.Position, fyne.Size) {
	return g.Origin, fyne.NewSize(resources.BoardWidth*g.Scale, resources.BoardHeight*g.Scale)
}

// screenPoint returns the file and rank as drawn: with the board flipped, Red's a0 is drawn where
// Black's i9 is otherwise.
func (g Geometry) screenPoint(s core.Square) (file, rank int) {
	if g.Flipped {
		return 8 - s.File(), 9 - s.Rank()
	}
	return s.File(), s.Rank()
}

// Center returns the centre of point s.
func (g Geometry) Center(s core.Square) fyne.Position {
	f, r := g.screenPoint(s)
	x, y := resources.PointCenter(f, r)
	return fyne.NewPos(g.Origin.X+x*g.Scale, g.Origin.Y+y*g.Scale)
}

// PieceSize returns the side of a piece or overlay image.
func (g Geometry) PieceSize() fyne.Size {
	return fyne.NewSquareSize(resources.PieceSize * g.Scale)
}

// PieceRect returns the top-left corner of the piece or overlay image for point s; its size is
// PieceSize.
func (g Geometry) PieceRect(s core.Square) fyne.Position {
	c := g.Center(s)
	half := resources.PieceSize * g.Scale / 2
	return fyne.NewPos(c.X-half, c.Y-half)
}

// PointAt returns the point under pos and true, or false when pos is off the board or nearer
// the board's edge than half a spacing beyond the outer lines.
func (g Geometry) PointAt(pos fyne.Position) (core.Square, bool) {
	if g.Scale <= 0 {
		return core.NoSquare, false
	}
	bx := (pos.X - g.Origin.X) / g.Scale
	by := (pos.Y - g.Origin.Y) / g.Scale
	fx := (bx - resources.Margin) / resources.Spacing
	fy := (by - resources.Margin) / resources.Spacing
	f := int(math.Floor(float64(fx) + 0.5))
	row := int(math.Floor(float64(fy) + 0.5))
	if f < 0 || f >= resources.Files || row < 0 || row >= resources.Ranks {
		return core.NoSquare, false
	}
	r := resources.Ranks - 1 - row
	if g.Flipped {
		f, r = 8-f, 9-r
	}
	return core.NewSquare(f, r), true
}
