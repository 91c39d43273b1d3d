package main

import (
	"fmt"
	"math"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// pieceTypes lists the piece types in the order of the character tables below.
var pieceTypes = [...]core.PieceType{core.King, core.Advisor, core.Elephant, core.Horse, core.Rook, core.Cannon, core.Pawn}

// pieceChars[style][colour] holds the characters for pieceTypes.
var pieceChars = [resources.International][2][7]rune{
	resources.Traditional: {
		core.Red:   {'帥', '仕', '相', '傌', '俥', '炮', '兵'},
		core.Black: {'將', '士', '象', '馬', '車', '砲', '卒'},
	},
	resources.Simplified: {
		core.Red:   {'帅', '仕', '相', '马', '车', '炮', '兵'},
		core.Black: {'将', '士', '象', '马', '车', '炮', '卒'},
	},
}

// Colours of the wooden pieces.
const (
	inkRed      = "#B3141B"
	inkBlack    = "#1C1712"
	woodLight   = "#FAEACB"
	woodMid     = "#EDCE95"
	woodEdge    = "#D4A35B"
	woodSideTop = "#BF8643"
	woodSideBot = "#6E4119"
	grainColour = "#9B6A30"
	carveLight  = "#FFF8E6"
	carveDark   = "#5C3A14"
)

// inkColour returns the colour of a side's characters.
func inkColour(c core.Color) string {
	if c == core.Red {
		return inkRed
	}
	return inkBlack
}

// Piece geometry, in piece units (resources.PieceViewBox wide, disc centred at 50,50).
const (
	ringRadius = 36.2 // the carved ring
	ringWidth  = 2.3
	charEm     = 53  // em size of the character
	sideDrop   = 2.6 // how far the disc's side shows below its face
)

// drawPiece draws a wooden piece centred at (cx, cy) with one piece unit = s output units.
// The seed varies the wood's growth rings from piece to piece.
func drawPiece(d *svgDoc, cx, cy, s float64, char outline, ink string, seed uint64) {
	R := resources.DiscRadius * s
	// Soft shadow: a radial gradient that fades to nothing, offset down and right like light
	// from the top left.
	d.circle(cx+1.2*s, cy+2.8*s, R+4.5*s, "fill", d.radial(0.5, 0.5, 0.5, 0.5, 0.5, []stop{
		{0, "#000000", 0.5}, {0.82, "#000000", 0.4}, {0.9, "#000000", 0.16}, {1, "#000000", 0},
	}))
	// The side of the disc, seen below its face.
	d.circle(cx, cy+sideDrop*s, R, "fill", d.linear(0, 0, 0, 1, []stop{
		{0, woodSideTop, 1}, {1, woodSideBot, 1},
	}))
	// The face.
	d.circle(cx, cy, R, "fill", d.radial(0.42, 0.38, 0.62, 0.36, 0.3, []stop{
		{0, woodLight, 1}, {0.6, woodMid, 1}, {1, woodEdge, 1},
	}))
	// End grain: faint, slightly eccentric growth rings.
	r := newRNG(seed)
	ox, oy := r.between(-7, 7)*s, r.between(-7, 7)*s
	for rad := r.between(2.5, 5); rad < 41; rad += r.between(2.6, 4.6) {
		drift := (rad / 41) * 1.2
		gx, gy := ox*(1-rad/48)+r.between(-drift, drift)*s, oy*(1-rad/48)+r.between(-drift, drift)*s
		rr := rad * s
		if dist := (gx*gx + gy*gy); dist > 0 && rr+math.Sqrt(dist) > R-1.2*s {
			continue // keep every ring inside the face
		}
		d.circle(cx+gx, cy+gy, rr, "fill", "none", "stroke", grainColour,
			"stroke-width", num(r.between(0.35, 0.9)*s), "stroke-opacity", num(r.between(0.08, 0.2)))
	}
	// Bevel: a rim lit at the top left and shaded at the bottom right.
	d.circle(cx, cy, R-0.7*s, "fill", "none", "stroke-width", num(1.4*s), "stroke", d.linear(0.15, 0.1, 0.85, 0.9, []stop{
		{0, "#FFFFFF", 0.75}, {0.45, "#FFFFFF", 0}, {0.6, carveDark, 0}, {1, carveDark, 0.45},
	}))
	// The carved ring and character: a light lip at the lower right of each groove, a shadow at
	// its upper left, then the paint.
	lx, ly := 0.45*s, 0.6*s
	d.circle(cx+lx, cy+ly, ringRadius*s, "fill", "none", "stroke", carveLight, "stroke-width", num(ringWidth*s), "stroke-opacity", "0.8")
	d.circle(cx-0.3*s, cy-0.4*s, ringRadius*s, "fill", "none", "stroke", carveDark, "stroke-width", num(ringWidth*s), "stroke-opacity", "0.35")
	d.circle(cx, cy, ringRadius*s, "fill", "none", "stroke", ink, "stroke-width", num(ringWidth*s))
	char.translate(lx, ly)
	d.text(char, "fill", carveLight, "fill-opacity", "0.85")
	char.translate(-lx-0.3*s, -ly-0.4*s)
	d.text(char, "fill", carveDark, "fill-opacity", "0.35")
	char.translate(0.3*s, 0.4*s)
	d.text(char, "fill", ink)
	// A little lacquer gloss.
	d.circle(cx, cy, R, "fill", d.radial(0.36, 0.28, 0.5, 0.36, 0.28, []stop{
		{0, "#FFFFFF", 0.16}, {1, "#FFFFFF", 0},
	}))
}

// pieceSVG returns the SVG of one piece.
func pieceSVG(fs *fonts, style resources.PieceStyle, c core.Color, i int) (string, error) {
	const v = resources.PieceViewBox
	if style == resources.International {
		d := newSVG(v, v)
		drawPiece(d, v/2, v/2, 1, pictogram(pieceTypes[i], v/2, v/2), inkColour(c), uint64(int(style)*100+int(c)*10+i+1))
		return d.String(), nil
	}
	face := fs.tc
	if style == resources.Simplified {
		face = fs.sc
	}
	char, err := fs.glyph(face, pieceChars[style][c][i], charEm, v/2, v/2)
	if err != nil {
		return "", fmt.Errorf("piece %v %v: %w", c, pieceTypes[i], err)
	}
	d := newSVG(v, v)
	drawPiece(d, v/2, v/2, 1, char, inkColour(c), uint64(int(style)*100+int(c)*10+i+1))
	return d.String(), nil
}
