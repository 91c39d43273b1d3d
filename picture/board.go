package picture

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Size limits of a picture, in pixels of its width: smaller is unreadable, larger is not a picture
// to send but a memory bill (a GIF of a long game keeps a frame's worth per move while encoding).
const (
	MinWidth = 64
	MaxWidth = 4096
)

// Options say how a board is drawn.
type Options struct {
	// Width is the picture's width in pixels; its height keeps the board's aspect (see Size).
	Width int
	// Flipped shows Black at the bottom.
	Flipped bool
	// Theme is the board's look and Style the piece set.
	Theme resources.BoardTheme
	Style resources.PieceStyle
}

// Size is the picture's size in pixels for a width: the board art's aspect, rounded.
func Size(width int) image.Point {
	return image.Pt(width, int(math.Round(float64(width)*resources.BoardHeight/resources.BoardWidth)))
}

// Painter draws positions at one size in one look. It rasterises the art once (the board, the 14
// pieces, the last-move and check marks), so that drawing a position is a matter of copying: a
// game's hundred frames cost little more than one.
type Painter struct {
	opt     Options
	size    image.Point
	scale   float64 // pixels per board unit
	board   *image.RGBA
	pieces  map[core.Piece]*image.RGBA
	marks   map[resources.Overlay]*image.RGBA
	piecePx int
}

// NewPainter rasterises the art for opt. The error is for a width out of range or art that does
// not rasterise (a defect of the build).
func NewPainter(opt Options) (*Painter, error) {
	if opt.Width < MinWidth || opt.Width > MaxWidth {
		return nil, fmt.Errorf("picture: width %d pixels: want %d to %d", opt.Width, MinWidth, MaxWidth)
	}
	pt := &Painter{opt: opt, size: Size(opt.Width), pieces: map[core.Piece]*image.RGBA{},
		marks: map[resources.Overlay]*image.RGBA{}}
	pt.scale = float64(opt.Width) / resources.BoardWidth
	pt.piecePx = int(math.Round(resources.PieceSize * pt.scale))
	back, err := Rasterize(resources.BoardBackground(opt.Theme).Content(), pt.size.X, pt.size.Y)
	if err != nil {
		return nil, fmt.Errorf("picture: board: %w", err)
	}
	fore, err := Rasterize(resources.BoardForeground(opt.Theme, opt.Flipped).Content(), pt.size.X, pt.size.Y)
	if err != nil {
		return nil, fmt.Errorf("picture: board: %w", err)
	}
	draw.Draw(back, back.Bounds(), fore, image.Point{}, draw.Over)
	pt.board = back
	for _, c := range []core.Color{core.Red, core.Black} {
		for t := core.King; t <= core.Pawn; t++ {
			pc := core.MakePiece(c, t)
			img, err := Rasterize(resources.Piece(pc, opt.Style).Content(), pt.piecePx, pt.piecePx)
			if err != nil {
				return nil, fmt.Errorf("picture: piece %v: %w", pc, err)
			}
			pt.pieces[pc] = img
		}
	}
	for _, o := range []resources.Overlay{resources.LastFrom, resources.LastTo, resources.CheckGlow} {
		img, err := Rasterize(resources.OverlayImage(o).Content(), pt.piecePx, pt.piecePx)
		if err != nil {
			return nil, fmt.Errorf("picture: %v: %w", o, err)
		}
		pt.marks[o] = img
	}
	return pt, nil
}

// Size is the size of the pictures the painter draws.
func (pt *Painter) Size() image.Point { return pt.size }

// Center is the centre of point s in the picture's pixels.
func (pt *Painter) Center(s core.Square) (x, y float64) {
	return Center(s, pt.opt.Flipped, pt.scale, 0, 0)
}

// Center is the centre of point s on a board drawn at scale pixels per board unit with its
// top-left corner at (ox, oy), Black at the bottom when flipped: the one mapping of the pictures
// and of the board widget's drawings.
func Center(s core.Square, flipped bool, scale, ox, oy float64) (x, y float64) {
	f, r := s.File(), s.Rank()
	if flipped {
		f, r = 8-f, 9-r
	}
	bx, by := resources.PointCenter(f, r)
	return ox + float64(bx)*scale, oy + float64(by)*scale
}

// Draw draws p: the board, the last move's marks (core.NoMove for none), a glow under a king in
// check, the pieces, and the shapes over them.
func (pt *Painter) Draw(p *core.Position, last core.Move, shapes []core.Shape) *image.RGBA {
	img := image.NewRGBA(image.Rectangle{Max: pt.size})
	copy(img.Pix, pt.board.Pix)
	put := func(src *image.RGBA, s core.Square) {
		x, y := pt.Center(s)
		at := image.Pt(int(math.Round(x-float64(pt.piecePx)/2)), int(math.Round(y-float64(pt.piecePx)/2)))
		draw.Draw(img, src.Bounds().Add(at), src, image.Point{}, draw.Over)
	}
	if last != core.NoMove {
		put(pt.marks[resources.LastFrom], last.From())
		put(pt.marks[resources.LastTo], last.To())
	}
	if p.InCheck() {
		put(pt.marks[resources.CheckGlow], p.KingSquare(p.SideToMove()))
	}
	for r := 0; r < resources.Ranks; r++ {
		for f := 0; f < resources.Files; f++ {
			s := core.NewSquare(f, r)
			if pc := p.At(s); pc != core.NoPiece {
				put(pt.pieces[pc], s)
			}
		}
	}
	DrawShapes(img, shapes, pt.opt.Flipped, pt.scale, 0, 0)
	return img
}

// ShapeRGBA is the colour a shape is drawn in: the four of chess programs, translucent so that the
// pieces under it show.
func ShapeRGBA(c core.ShapeColor) color.NRGBA {
	switch c {
	case core.ShapeRed:
		return color.NRGBA{R: 0xc8, G: 0x21, B: 0x1e, A: 0xc0}
	case core.ShapeBlue:
		return color.NRGBA{R: 0x1e, G: 0x5f, B: 0xd0, A: 0xc0}
	case core.ShapeYellow:
		return color.NRGBA{R: 0xf0, G: 0xa8, B: 0x00, A: 0xc8}
	}
	return color.NRGBA{R: 0x15, G: 0x8a, B: 0x2c, A: 0xc0}
}

// DrawShapes draws arrows and circles over dst, for a board drawn at scale pixels per board unit
// with its top-left corner at (ox, oy): an arrow from the centre of its first point to near the
// centre of its second, a circle as a ring around its point. Each is composited on its own, over
// its own bounding box only (a shape costs about its area), so that where two cross both show.
func DrawShapes(dst draw.Image, shapes []core.Shape, flipped bool, scale, ox, oy float64) {
	var r vector.Rasterizer
	for _, s := range shapes {
		if !s.From.OnBoard() || !s.To.OnBoard() {
			continue
		}
		var path [][][2]float64 // closed polygons
		x0, y0 := Center(s.From, flipped, scale, ox, oy)
		if s.IsCircle() {
			outer := resources.PieceSize * 0.5 * scale
			path = ring(x0, y0, outer, outer-resources.Spacing*0.08*scale)
		} else {
			x1, y1 := Center(s.To, flipped, scale, ox, oy)
			path = arrow(x0, y0, x1, y1, resources.Spacing*scale)
		}
		fillPath(&r, dst, path, ShapeRGBA(s.Color))
	}
}

// fillPath composites the polygons of path in colour c over dst, by the non-zero rule, within
// their bounding box.
func fillPath(r *vector.Rasterizer, dst draw.Image, path [][][2]float64, c color.Color) {
	if len(path) == 0 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, poly := range path {
		for _, q := range poly {
			minX, minY = min(minX, q[0]), min(minY, q[1])
			maxX, maxY = max(maxX, q[0]), max(maxY, q[1])
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).
		Intersect(dst.Bounds())
	if box.Empty() {
		return
	}
	r.Reset(box.Dx(), box.Dy())
	for _, poly := range path {
		for i, q := range poly {
			x, y := float32(q[0]-float64(box.Min.X)), float32(q[1]-float64(box.Min.Y))
			if i == 0 {
				r.MoveTo(x, y)
			} else {
				r.LineTo(x, y)
			}
		}
		r.ClosePath()
	}
	r.Draw(dst, box, image.NewUniform(c), image.Point{})
}

// ring is the ring between two circles around (x, y): the outer polygon drawn one way round and
// the inner the other, so that the inner is left empty.
func ring(x, y, outer, inner float64) [][][2]float64 {
	const n = 64
	var out [][][2]float64
	for _, c := range []struct{ rad, dir float64 }{{outer, 1}, {inner, -1}} {
		poly := make([][2]float64, 0, n)
		for i := range n {
			a := c.dir * 2 * math.Pi * float64(i) / n
			poly = append(poly, [2]float64{x + c.rad*math.Cos(a), y + c.rad*math.Sin(a)})
		}
		out = append(out, poly)
	}
	return out
}

// arrow is an arrow from (x0, y0) to (x1, y1), its shaft and head sized for points spacing pixels
// apart; the tip stops short of the destination's centre so that the piece there shows.
func arrow(x0, y0, x1, y1, spacing float64) [][][2]float64 {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return nil
	}
	ux, uy := dx/n, dy/n
	px, py := -uy, ux // across the arrow
	half := spacing * 0.09
	headLen, headHalf := spacing*0.42, spacing*0.24
	tip := n - spacing*0.12
	neck := max(tip-headLen, half)
	var poly [][2]float64
	for _, q := range [][2]float64{{0, -half}, {neck, -half}, {neck, -headHalf}, {tip, 0}, {neck, headHalf}, {neck, half}, {0, half}} {
		poly = append(poly, [2]float64{x0 + ux*q[0] + px*q[1], y0 + uy*q[0] + py*q[1]})
	}
	return [][][2]float64{poly}
}
