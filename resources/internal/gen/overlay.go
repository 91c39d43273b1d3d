package main

import (
	"fmt"

	"github.com/chuhe-xq/chuhe/resources"
)

// Overlay colours.
const (
	selectColour  = "#1E88E5" // a clear blue that reads on wood, light and dark boards
	destColour    = "#2E7D32"
	captureColour = "#E53935"
	lastColour    = "#1565C0"
	checkColour   = "#FF1744"
)

// overlaySVG returns the SVG of an overlay, in the piece's coordinate square.
func overlaySVG(o resources.Overlay) (string, error) {
	const v = resources.PieceViewBox
	const c = v / 2
	const R = resources.DiscRadius
	d := newSVG(v, v)
	switch o {
	case resources.Selected:
		// A soft halo and a crisp ring just outside the disc.
		d.circle(c, c, R+5, "fill", "none", "stroke", selectColour, "stroke-width", "7", "stroke-opacity", "0.25")
		d.circle(c, c, R+2.6, "fill", "none", "stroke", selectColour, "stroke-width", "3.2")
		d.circle(c, c, R+0.6, "fill", "none", "stroke", "#FFFFFF", "stroke-width", "1", "stroke-opacity", "0.7")
	case resources.Dest:
		// A dot with a white rim, small enough not to look like a piece.
		d.circle(c, c, 11, "fill", d.radial(0.5, 0.5, 0.5, 0.5, 0.5, []stop{
			{0, "#000000", 0.25}, {0.7, "#000000", 0.12}, {1, "#000000", 0},
		}))
		d.circle(c, c, 8.5, "fill", destColour, "fill-opacity", "0.85", "stroke", "#FFFFFF", "stroke-width", "1.6", "stroke-opacity", "0.85")
	case resources.CaptureDest:
		// Four thick arcs around the target piece, with gaps so the piece stays visible.
		var p pathData
		r := float64(R + 2.5)
		for q := 0; q < 4; q++ {
			a0 := float64(q)*90 + 12
			a1 := a0 + 66
			x0, y0 := polar(c, c, r, a0)
			x1, y1 := polar(c, c, r, a1)
			fmt.Fprintf(&p, "M%s,%s A%s,%s 0 0 1 %s,%s ", num(x0), num(y0), num(r), num(r), num(x1), num(y1))
		}
		d.path(p.String(), "fill", "none", "stroke", "#FFFFFF", "stroke-width", "6.5", "stroke-opacity", "0.6", "stroke-linecap", "round")
		d.path(p.String(), "fill", "none", "stroke", captureColour, "stroke-width", "4.2", "stroke-linecap", "round")
	case resources.LastFrom, resources.LastTo:
		// Corner brackets at the corners of the piece square.
		width, opacity := 2.4, 0.55
		if o == resources.LastTo {
			width, opacity = 4, 0.9
		}
		const in, arm = 4.0, 17.0
		var p pathData
		for _, k := range [4][2]float64{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
			x := c - k[0]*(c-in)
			y := c - k[1]*(c-in)
			p.moveTo(x+k[0]*arm, y)
			p.lineTo(x, y)
			p.lineTo(x, y+k[1]*arm)
		}
		// A pale halo keeps the marks visible on the dark board.
		d.path(p.String(), "fill", "none", "stroke", "#FFFFFF", "stroke-width", num(width+2.4), "stroke-opacity", num(opacity*0.5),
			"stroke-linecap", "round", "stroke-linejoin", "round")
		d.path(p.String(), "fill", "none", "stroke", lastColour, "stroke-width", num(width), "stroke-opacity", num(opacity),
			"stroke-linecap", "round", "stroke-linejoin", "round")
	case resources.CheckGlow:
		// A red glow that is strongest just outside the disc and fades outwards; the inside is
		// tinted too, so it also reads when drawn over the piece.
		d.circle(c, c, c, "fill", d.radial(0.5, 0.5, 0.5, 0.5, 0.5, []stop{
			{0, checkColour, 0.2}, {0.7, checkColour, 0.35}, {0.84, checkColour, 0.9}, {0.91, checkColour, 0.8}, {0.96, checkColour, 0.35}, {1, checkColour, 0},
		}))
	default:
		return "", fmt.Errorf("unknown overlay %v", o)
	}
	return d.String(), nil
}
