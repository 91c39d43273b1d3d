// Package picture draws positions and games as pictures with no window: the board and piece art
// (SVG, from resources) rasterised at any size, the last move, and the arrows and circles a player
// drew, as a PNG of a position or an animated GIF of a game. The board widget shows the same
// rasters and the same drawing of shapes, so a picture is crisp at any size and looks like the
// board.
package picture

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Rasterize renders SVG data at w×h pixels with oksvg and rasterx, the renderers Fyne uses, but
// with a boxScanner instead of rasterx's own scanner.
func Rasterize(data []byte, w, h int) (*image.RGBA, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data), oksvg.WarnErrorMode)
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.Draw(rasterx.NewDasher(w, h, &boxScanner{dst: img}), 1)
	return img, nil
}

// boxScanner is a rasterx.Scanner that does what rasterx.ScannerGV does, with the same
// rasteriser (golang.org/x/image/vector), except that it composites each path over the path's
// bounding box only. ScannerGV composites the whole image for every path, so a board of a few
// hundred paths (wood grain, lines, characters) took seconds, and more the larger the board;
// with boxes a thin line or a character costs about its own area. Drawing into an *image.RGBA
// with a uniform colour also takes the rasteriser's fast path.
type boxScanner struct {
	dst      *image.RGBA
	r        vector.Rasterizer
	path     []scanPoint // the path since Clear, replayed relative to its box by Draw
	min, max fixed.Point26_6
	src      image.Image
	clip     image.Rectangle
	mask     *image.Alpha // a gradient path's coverage, reused (see drawGradient)
}

// scanPoint is one point of a path; start begins a new subpath.
type scanPoint struct {
	p     fixed.Point26_6
	start bool
}

// funcImage is the colour function of a gradient as an image in the destination's coordinates.
type funcImage struct{ f rasterx.ColorFunc }

func (f funcImage) ColorModel() color.Model { return color.RGBAModel }

func (f funcImage) Bounds() image.Rectangle {
	return image.Rect(math.MinInt32/2, math.MinInt32/2, math.MaxInt32/2, math.MaxInt32/2)
}

func (f funcImage) At(x, y int) color.Color { return f.f(x, y) }

var _ rasterx.Scanner = (*boxScanner)(nil)

func (s *boxScanner) Start(a fixed.Point26_6) { s.add(a, true) }

func (s *boxScanner) Line(b fixed.Point26_6) { s.add(b, false) }

func (s *boxScanner) add(p fixed.Point26_6, start bool) {
	if len(s.path) == 0 {
		s.min, s.max = p, p
	}
	s.min.X, s.min.Y = min(s.min.X, p.X), min(s.min.Y, p.Y)
	s.max.X, s.max.Y = max(s.max.X, p.X), max(s.max.Y, p.Y)
	s.path = append(s.path, scanPoint{p, start})
}

// Draw composites the path's coverage over its bounding box.
func (s *boxScanner) Draw() {
	if len(s.path) == 0 || s.src == nil {
		return
	}
	box := image.Rect(s.min.X.Floor(), s.min.Y.Floor(), s.max.X.Ceil()+1, s.max.Y.Ceil()+1).Intersect(s.dst.Bounds())
	if s.clip != (image.Rectangle{}) {
		box = box.Intersect(s.clip)
	}
	if box.Empty() {
		return
	}
	s.r.Reset(box.Dx(), box.Dy())
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	for _, q := range s.path {
		x, y := float32(q.p.X)/64-ox, float32(q.p.Y)/64-oy
		if q.start {
			s.r.MoveTo(x, y)
		} else {
			s.r.LineTo(x, y)
		}
	}
	if f, ok := s.src.(funcImage); ok {
		s.drawGradient(box, f.f)
		return
	}
	s.r.Draw(s.dst, box, s.src, box.Min)
}

// drawGradient composites a gradient over box through the path's coverage. The rasteriser's own
// path for a source that is not uniform asks the source and the destination for every pixel
// through color.Color interfaces and sets it through another (most of a board's rasterising
// time, in its wood's gradients); here the coverage is rasterised into an alpha mask (the
// rasteriser's fast path), and the gradient's colour is blended into the pixels directly, by the
// same formula, only where the mask is not empty.
func (s *boxScanner) drawGradient(box image.Rectangle, f rasterx.ColorFunc) {
	w, h := box.Dx(), box.Dy()
	if s.mask == nil || cap(s.mask.Pix) < w*h {
		s.mask = image.NewAlpha(image.Rect(0, 0, w, h))
	} else {
		s.mask.Pix = s.mask.Pix[:w*h]
		clear(s.mask.Pix)
		s.mask.Stride, s.mask.Rect = w, image.Rect(0, 0, w, h)
	}
	s.r.Draw(s.mask, s.mask.Rect, image.Opaque, image.Point{})
	dst := s.dst
	for y := range h {
		mrow := s.mask.Pix[y*w : y*w+w]
		i := dst.PixOffset(box.Min.X, box.Min.Y+y)
		for x, m := range mrow {
			if m != 0 {
				sr, sg, sb, sa := f(box.Min.X+x, box.Min.Y+y).RGBA()
				ma := uint32(m) * 0x101
				a := 0xffff - sa*ma/0xffff
				p := dst.Pix[i+4*x : i+4*x+4 : i+4*x+4]
				p[0] = uint8(((uint32(p[0])*0x101*a + sr*ma) / 0xffff) >> 8)
				p[1] = uint8(((uint32(p[1])*0x101*a + sg*ma) / 0xffff) >> 8)
				p[2] = uint8(((uint32(p[2])*0x101*a + sb*ma) / 0xffff) >> 8)
				p[3] = uint8(((uint32(p[3])*0x101*a + sa*ma) / 0xffff) >> 8)
			}
		}
	}
}

func (s *boxScanner) GetPathExtent() fixed.Rectangle26_6 {
	return fixed.Rectangle26_6{Min: s.min, Max: s.max}
}

func (s *boxScanner) SetBounds(w, h int) {}

func (s *boxScanner) SetColor(c interface{}) {
	switch c := c.(type) {
	case color.Color:
		s.src = image.NewUniform(c)
	case rasterx.ColorFunc:
		s.src = funcImage{c}
	}
}

// SetWinding does nothing: like ScannerGV, boxScanner fills by the non-zero rule.
func (s *boxScanner) SetWinding(useNonZeroWinding bool) {}

func (s *boxScanner) Clear() { s.path = s.path[:0] }

func (s *boxScanner) SetClip(rect image.Rectangle) { s.clip = rect }
