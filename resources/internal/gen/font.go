package main

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// fontPackage is the Debian package that provides defaultFontPath.
const fontPackage = "fonts-noto-cjk"

// defaultFontPath is Noto Serif CJK Bold as Debian installs it. Its SC and TC faces give the
// simplified and traditional glyph forms.
const defaultFontPath = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"

// fonts holds the two faces the art is written with.
type fonts struct {
	sc, tc *sfnt.Font // simplified and traditional Chinese faces
	buf    sfnt.Buffer
}

// loadFonts reads the collection at path and picks its SC and TC faces.
func loadFonts(path string) (*fonts, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("font %s not found: install the Debian package %s (apt-get install %s) or pass -font", path, fontPackage, fontPackage)
	}
	if err != nil {
		return nil, err
	}
	coll, err := sfnt.ParseCollection(data)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", path, err)
	}
	fs := &fonts{}
	for i := 0; i < coll.NumFonts(); i++ {
		f, err := coll.Font(i)
		if err != nil {
			return nil, fmt.Errorf("font %s face %d: %w", path, i, err)
		}
		name, err := f.Name(&fs.buf, sfnt.NameIDFamily)
		if err != nil {
			continue
		}
		switch {
		case strings.HasSuffix(name, " SC"):
			fs.sc = f
		case strings.HasSuffix(name, " TC"):
			fs.tc = f
		}
	}
	if fs.sc == nil || fs.tc == nil {
		return nil, fmt.Errorf("font %s has no SC and TC faces; expected Noto Serif CJK from %s", path, fontPackage)
	}
	return fs, nil
}

// point is a point in the output's coordinates.
type point struct{ x, y float64 }

// segment is one drawing operation of an outline: op 'M', 'L', 'Q' or 'C' and its points.
type segment struct {
	op  byte
	pts []point
}

// contour is one closed loop of an outline.
type contour []segment

// outline is a glyph placed in output coordinates.
type outline []contour

// glyph returns the outline of r in face f at em size em, with the centre of its ink bounding
// box at (cx, cy). Output coordinates have y down, like the font's segments.
func (fs *fonts) glyph(f *sfnt.Font, r rune, em, cx, cy float64) (outline, error) {
	idx, err := f.GlyphIndex(&fs.buf, r)
	if err != nil || idx == 0 {
		return nil, fmt.Errorf("glyph %q missing from font (%v)", r, err)
	}
	upm := float64(f.UnitsPerEm())
	segs, err := f.LoadGlyph(&fs.buf, idx, fixed.Int26_6(upm*64), nil)
	if err != nil {
		return nil, fmt.Errorf("glyph %q: %w", r, err)
	}
	scale := em / upm
	conv := func(p fixed.Point26_6) point {
		return point{float64(p.X) / 64 * scale, float64(p.Y) / 64 * scale}
	}
	var o outline
	var cur contour
	for _, s := range segs {
		var sg segment
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			if len(cur) > 0 {
				o = append(o, cur)
			}
			cur = nil
			sg = segment{'M', []point{conv(s.Args[0])}}
		case sfnt.SegmentOpLineTo:
			sg = segment{'L', []point{conv(s.Args[0])}}
		case sfnt.SegmentOpQuadTo:
			sg = segment{'Q', []point{conv(s.Args[0]), conv(s.Args[1])}}
		case sfnt.SegmentOpCubeTo:
			sg = segment{'C', []point{conv(s.Args[0]), conv(s.Args[1]), conv(s.Args[2])}}
		}
		cur = append(cur, sg)
	}
	if len(cur) > 0 {
		o = append(o, cur)
	}
	x0, y0, x1, y1 := o.bounds()
	o.translate(cx-(x0+x1)/2, cy-(y0+y1)/2)
	return o, nil
}

// bounds returns the bounding box of the outline's points (control points included, which
// for font outlines is within a hair of the ink).
func (o outline) bounds() (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range o {
		for _, s := range c {
			for _, p := range s.pts {
				x0, y0 = math.Min(x0, p.x), math.Min(y0, p.y)
				x1, y1 = math.Max(x1, p.x), math.Max(y1, p.y)
			}
		}
	}
	return
}

// translate moves every point by (dx, dy).
func (o outline) translate(dx, dy float64) {
	for _, c := range o {
		for _, s := range c {
			for i := range s.pts {
				s.pts[i].x += dx
				s.pts[i].y += dy
			}
		}
	}
}

// flatten approximates the contour by a polygon.
func (c contour) flatten() []point {
	var poly []point
	var last point
	for _, s := range c {
		switch s.op {
		case 'M', 'L':
			last = s.pts[0]
			poly = append(poly, last)
		case 'Q':
			p0, p1, p2 := last, s.pts[0], s.pts[1]
			for i := 1; i <= 8; i++ {
				t := float64(i) / 8
				u := 1 - t
				poly = append(poly, point{u*u*p0.x + 2*u*t*p1.x + t*t*p2.x, u*u*p0.y + 2*u*t*p1.y + t*t*p2.y})
			}
			last = p2
		case 'C':
			p0, p1, p2, p3 := last, s.pts[0], s.pts[1], s.pts[2]
			for i := 1; i <= 8; i++ {
				t := float64(i) / 8
				u := 1 - t
				a, b, cc, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
				poly = append(poly, point{a*p0.x + b*p1.x + cc*p2.x + d*p3.x, a*p0.y + b*p1.y + cc*p2.y + d*p3.y})
			}
			last = p3
		}
	}
	return poly
}

// area returns the signed area of a polygon (positive when clockwise on a y-down screen).
func area(poly []point) float64 {
	var a float64
	for i := range poly {
		p, q := poly[i], poly[(i+1)%len(poly)]
		a += p.x*q.y - q.x*p.y
	}
	return a / 2
}

// inside reports whether p is inside the polygon (crossing rule).
func inside(p point, poly []point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.y > p.y) != (b.y > p.y) && p.x < (b.x-a.x)*(p.y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

// groups splits the outline into parts that each render correctly on their own under the
// even-odd rule, which is the only fill rule oksvg (Fyne's SVG renderer) applies. Fonts mean the
// non-zero rule, and their contours may overlap: two overlapping strokes filled as one path
// under even-odd would leave a hole where they cross. So every filled contour becomes its own
// part together with the holes directly inside it; overlapping parts then simply paint over
// each other, as non-zero winding would.
func (o outline) groups() []outline {
	polys := make([]([]point), len(o))
	areas := make([]float64, len(o))
	outerSign := 0.0
	biggest := 0.0
	for i, c := range o {
		polys[i] = c.flatten()
		areas[i] = area(polys[i])
		if math.Abs(areas[i]) > biggest {
			biggest, outerSign = math.Abs(areas[i]), math.Copysign(1, areas[i])
		}
	}
	isOuter := func(i int) bool { return areas[i]*outerSign > 0 }
	var parts []outline
	partOf := make([]int, len(o))
	for i := range o {
		partOf[i] = -1
		if isOuter(i) {
			partOf[i] = len(parts)
			parts = append(parts, outline{o[i]})
		}
	}
	for i := range o {
		if isOuter(i) {
			continue
		}
		// The hole belongs to the smallest filled contour around it.
		parent, best := -1, math.Inf(1)
		probe := polys[i][0]
		for j := range o {
			if isOuter(j) && math.Abs(areas[j]) < best && inside(probe, polys[j]) {
				parent, best = j, math.Abs(areas[j])
			}
		}
		if parent < 0 {
			continue // a stray reversed contour with nothing to cut: non-zero would not paint it either
		}
		parts[partOf[parent]] = append(parts[partOf[parent]], o[i])
	}
	return parts
}
