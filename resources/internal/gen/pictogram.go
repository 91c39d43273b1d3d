package main

import (
	"math"

	"github.com/chuhe-xq/chuhe/core"
)

// The international pieces: a picture of what each piece is, for players who cannot read the
// characters yet, drawn where the character stands (inside the carved ring) and painted like it.
// Every picture is built from plain polygons in a 100-unit square centred on the piece, filled
// shapes wound clockwise and holes (an eye, a wheel's inside) anticlockwise inside them, so that
// outline.groups renders them under the even-odd rule as it does the glyphs. The shapes stay
// within 30 units of the centre, well inside the ring (ringRadius).

// shape collects the contours of a picture.
type shape struct{ o outline }

// contourOf turns a polygon into a contour, wound clockwise (filled) or anticlockwise (a hole).
func contourOf(pts []point, hole bool) contour {
	if (area(pts) < 0) != hole {
		pts = append([]point(nil), pts...)
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	c := contour{{op: 'M', pts: []point{pts[0]}}}
	for _, p := range pts[1:] {
		c = append(c, segment{op: 'L', pts: []point{p}})
	}
	return c
}

// poly adds a filled polygon.
func (s *shape) poly(pts ...point) { s.o = append(s.o, contourOf(pts, false)) }

// hole adds a hole polygon; it must lie inside one filled polygon.
func (s *shape) hole(pts ...point) { s.o = append(s.o, contourOf(pts, true)) }

// ellipsePts returns an ellipse as a 40-sided polygon.
func ellipsePts(cx, cy, rx, ry float64) []point {
	const n = 40
	pts := make([]point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = point{cx + rx*math.Cos(a), cy + ry*math.Sin(a)}
	}
	return pts
}

// ellipse adds a filled ellipse, disc a filled circle.
func (s *shape) ellipse(cx, cy, rx, ry float64) { s.poly(ellipsePts(cx, cy, rx, ry)...) }
func (s *shape) disc(cx, cy, r float64)         { s.ellipse(cx, cy, r, r) }

// ring adds a circle with a round hole: a wheel's rim.
func (s *shape) ring(cx, cy, r, inner float64) {
	s.disc(cx, cy, r)
	s.hole(ellipsePts(cx, cy, inner, inner)...)
}

// rect adds a filled rectangle.
func (s *shape) rect(x0, y0, x1, y1 float64) {
	s.poly(point{x0, y0}, point{x1, y0}, point{x1, y1}, point{x0, y1})
}

// bar adds a straight bar of width w from (x1, y1) to (x2, y2): a spear's shaft, a spoke.
func (s *shape) bar(x1, y1, x2, y2, w float64) {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l*w/2, dx/l*w/2
	s.poly(point{x1 + nx, y1 + ny}, point{x2 + nx, y2 + ny}, point{x2 - nx, y2 - ny}, point{x1 - nx, y1 - ny})
}

// pictogram returns the picture of a piece type centred at (cx, cy).
func pictogram(t core.PieceType, cx, cy float64) outline {
	var s shape
	switch t {
	case core.King:
		drawCrown(&s)
	case core.Advisor:
		drawAdvisor(&s)
	case core.Elephant:
		drawElephant(&s)
	case core.Horse:
		drawHorse(&s)
	case core.Rook:
		drawChariot(&s)
	case core.Cannon:
		drawCannon(&s)
	case core.Pawn:
		drawSoldier(&s)
	}
	s.o.translate(cx-50, cy-50)
	return s.o
}

// drawCrown: the general, a crown with three points, a jewel in its band.
func drawCrown(s *shape) {
	s.poly(point{29, 62}, point{26, 37}, point{39, 48}, point{50, 29}, point{61, 48}, point{74, 37}, point{71, 62})
	s.hole(ellipsePts(50, 53, 4, 4)...)
	s.rect(28, 64, 72, 71)
	s.disc(26, 35, 4)
	s.disc(50, 27, 4.5)
	s.disc(74, 35, 4)
}

// drawAdvisor: an official in the winged hat of the old Chinese court, his robe below.
func drawAdvisor(s *shape) {
	s.disc(50, 41, 7.5)                  // the face
	s.rect(42.5, 24, 57.5, 34)           // the hat's crown
	s.rect(25, 30, 75, 33.5)             // its long wings
	s.disc(25, 31.75, 3)                 // their ends
	s.disc(75, 31.75, 3)                 //
	s.poly(point{42, 50}, point{58, 50}, // the robe, widening to the hem
		point{68, 75}, point{32, 75})
	s.hole(point{48.5, 53}, point{51.5, 53}, point{51.5, 71}, point{48.5, 71}) // its opening
}

// drawElephant: an elephant seen from the side, trunk down, facing left.
func drawElephant(s *shape) {
	s.ellipse(55, 50, 19, 13) // the body
	s.disc(36, 43, 10)        // the head
	s.hole(ellipsePts(33, 40, 1.8, 1.8)...)
	s.ellipse(43, 45, 6, 9)                                                           // the ear
	s.poly(point{27, 45}, point{33, 47}, point{29, 60}, point{31, 68}, point{25, 69}, // the trunk
		point{22, 60})
	s.poly(point{30, 50}, point{22, 52}, point{24, 54}, point{32, 53}) // a tusk
	for _, x := range []float64{41, 50, 59, 67} {
		s.rect(x, 56, x+6, 72) // the legs
	}
	s.bar(73, 47, 78, 58, 2) // the tail
}

// drawHorse: a horse's head and neck, facing left, as the knight of a chess set.
func drawHorse(s *shape) {
	s.poly(point{37, 70}, point{41, 56}, point{36, 54}, point{28, 53}, point{25, 48},
		point{29, 41}, point{40, 31}, point{45, 27}, point{48, 20}, point{52, 26},
		point{57, 21}, point{59, 29}, point{66, 38}, point{69, 50}, point{68, 70})
	s.hole(ellipsePts(46, 36, 2.2, 2.2)...) // the eye
	s.rect(32, 69, 72, 76)                  // the base
	for i := 0; i < 4; i++ {                // the mane
		y := 32 + float64(i)*8
		s.poly(point{62 + float64(i)*2, y}, point{71 + float64(i), y + 3}, point{64 + float64(i)*2, y + 7})
	}
}

// drawChariot: a war chariot, its wheel, box and shaft, a banner on its pole.
func drawChariot(s *shape) {
	s.poly(point{27, 40}, point{69, 40}, point{65, 53}, point{31, 53}) // the box
	s.bar(64, 49, 80, 42, 3)                                           // the shaft
	s.ring(46, 60, 14, 10)                                             // the wheel's rim
	for a := 0.0; a < 180; a += 45 {                                   // its spokes
		x1, y1 := polar(46, 60, 10.5, a)
		x2, y2 := polar(46, 60, 10.5, a+180)
		s.bar(x1, y1, x2, y2, 2.2)
	}
	s.disc(46, 60, 3.5)                                   // the hub
	s.rect(33, 20, 36, 40)                                // the pole
	s.poly(point{36, 20}, point{51, 24.5}, point{36, 29}) // the banner
}

// drawCannon: a cannon on its wheeled carriage, cannonballs stacked beside it.
func drawCannon(s *shape) {
	s.bar(30, 56, 70, 35, 10)                                          // the barrel
	s.bar(68, 36, 71, 34, 13)                                          // its muzzle
	s.disc(28.5, 57, 5.5)                                              // its breech
	s.poly(point{32, 60}, point{52, 49}, point{56, 56}, point{40, 66}) // the carriage
	s.ring(43, 63, 10, 6.5)                                            // the wheel
	s.disc(43, 63, 2.5)                                                // its hub
	s.disc(62, 69, 4)                                                  // the cannonballs
	s.disc(70.5, 69, 4)                                                //
	s.disc(66.25, 62, 4)                                               //
}

// drawSoldier: a foot soldier in a helmet with a shield and a spear.
func drawSoldier(s *shape) {
	s.bar(66, 20, 66, 76, 2.6)                                         // the spear's shaft
	s.poly(point{66, 12}, point{70, 22}, point{66, 25}, point{62, 22}) // its head
	s.disc(48, 33, 7)                                                  // the head
	s.poly(point{39, 31}, point{48, 21}, point{57, 31})                // the helmet's point
	s.poly(point{37, 44}, point{59, 44}, point{63, 76}, point{33, 76}) // the body
	s.rect(58, 48, 67, 53)                                             // the arm to the spear
	s.ellipse(40, 58, 9, 12)                                           // the shield
	s.hole(ellipsePts(40, 58, 3, 3)...)                                // its boss
}
