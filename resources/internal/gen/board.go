package main

import (
	"fmt"
	"math"

	"github.com/chuhe-xq/chuhe/resources"
)

// boardLook is the palette of a board theme.
type boardLook struct {
	bgTop, bgBottom string  // background gradient
	grain           bool    // draw wood grain
	line            string  // grid colour
	lineWidth       float64 // grid width
	text            string  // river and file-number colour
	textOpacity     float64
	vignette        float64 // darkening at the edges, 0..1
}

func lookOf(t resources.BoardTheme) (boardLook, error) {
	switch t {
	case resources.Wood:
		return boardLook{"#E8BF7A", "#D9A65D", true, "#4A2C12", 1.6, "#4A2C12", 0.85, 0.28}, nil
	case resources.Light:
		return boardLook{"#F7F3EA", "#EFE8DA", false, "#6F665B", 1.4, "#6F665B", 0.8, 0.06}, nil
	case resources.Dark:
		return boardLook{"#353B45", "#2A2F37", false, "#AEB6C2", 1.4, "#AEB6C2", 0.75, 0.3}, nil
	}
	return boardLook{}, fmt.Errorf("unknown board theme %v", t)
}

// Numerals for the file numbers: Red counts 一..九 from its right, Black １..９ from its right.
var (
	redNumerals   = [9]rune{'一', '二', '三', '四', '五', '六', '七', '八', '九'}
	blackNumerals = [9]rune{'１', '２', '３', '４', '５', '６', '７', '８', '９'}
)

// pt returns a point's centre in board units.
func pt(file, rank int) (float64, float64) {
	x, y := resources.PointCenter(file, rank)
	return float64(x), float64(y)
}

// boardLayer selects what of the board an SVG holds.
type boardLayer int

const (
	// wholeBoard is the complete board.
	wholeBoard boardLayer = iota
	// backgroundLayer is the soft part: the gradient, the grain and the vignette.
	backgroundLayer
	// foregroundLayer is the sharp part on a transparent ground: frame, grid, marks and text.
	foregroundLayer
	// flippedForegroundLayer is the foreground for a board shown with Black at the bottom: the
	// file numbers change places, each side's numbers stay at that side's edge.
	flippedForegroundLayer
)

// boardSVG returns the SVG of the board in theme t, or of one of its layers; the background
// with the foreground drawn over it is exactly the whole board.
func boardSVG(fs *fonts, t resources.BoardTheme, layer boardLayer) (string, error) {
	look, err := lookOf(t)
	if err != nil {
		return "", err
	}
	const W, H = resources.BoardWidth, resources.BoardHeight
	d := newSVG(W, H)
	if layer == wholeBoard || layer == backgroundLayer {
		d.rect(0, 0, W, H, 0, "fill", d.linear(0, 0, 0.25, 1, []stop{{0, look.bgTop, 1}, {1, look.bgBottom, 1}}))
		if look.grain {
			woodGrain(d, W, H, 7)
		}
		if look.vignette > 0 {
			d.rect(0, 0, W, H, 0, "fill", d.radial(0.5, 0.5, 0.75, 0.5, 0.5, []stop{
				{0, "#000000", 0}, {0.62, "#000000", 0}, {1, "#000000", look.vignette},
			}))
		}
	}
	if layer != backgroundLayer {
		if err := boardInk(d, fs, look, layer == flippedForegroundLayer); err != nil {
			return "", err
		}
	}
	return d.String(), nil
}

// boardInk draws the board's lines, marks and characters, with Black's file numbers at the
// bottom if flipped.
func boardInk(d *svgDoc, fs *fonts, look boardLook, flipped bool) error {
	const S = resources.Spacing
	ink := []string{"fill", "none", "stroke", look.line, "stroke-linecap", "square"}
	// Frame: a heavier border a little outside the grid.
	x0, y0 := pt(0, resources.Ranks-1)
	x1, y1 := pt(resources.Files-1, 0)
	const gap = 7
	d.rect(x0-gap, y0-gap, x1-x0+2*gap, y1-y0+2*gap, 0, append(ink, "stroke-width", num(look.lineWidth*2.2))...)

	var g pathData
	for r := 0; r < resources.Ranks; r++ {
		ax, ay := pt(0, r)
		bx, by := pt(resources.Files-1, r)
		g.line(ax, ay, bx, by)
	}
	for f := 0; f < resources.Files; f++ {
		if f == 0 || f == resources.Files-1 {
			ax, ay := pt(f, 0)
			bx, by := pt(f, resources.Ranks-1)
			g.line(ax, ay, bx, by)
			continue
		}
		// The river interrupts the inner files.
		ax, ay := pt(f, 0)
		bx, by := pt(f, 4)
		g.line(ax, ay, bx, by)
		ax, ay = pt(f, 5)
		bx, by = pt(f, 9)
		g.line(ax, ay, bx, by)
	}
	// Palace diagonals.
	for _, r := range [2]int{0, 7} {
		ax, ay := pt(3, r)
		bx, by := pt(5, r+2)
		g.line(ax, ay, bx, by)
		ax, ay = pt(5, r)
		bx, by = pt(3, r+2)
		g.line(ax, ay, bx, by)
	}
	d.path(g.String(), append(ink, "stroke-width", num(look.lineWidth))...)

	// Corner marks where the cannons and pawns start.
	var m pathData
	marks := [][2]int{{1, 2}, {7, 2}, {1, 7}, {7, 7}}
	for f := 0; f < resources.Files; f += 2 {
		marks = append(marks, [2]int{f, 3}, [2]int{f, 6})
	}
	const off, arm = 4.5, 11.0
	for _, fr := range marks {
		cx, cy := pt(fr[0], fr[1])
		for _, k := range [4][2]float64{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
			if (fr[0] == 0 && k[0] < 0) || (fr[0] == resources.Files-1 && k[0] > 0) {
				continue // no marks off the board's edge
			}
			x, y := cx+k[0]*off, cy+k[1]*off
			m.moveTo(x+k[0]*arm, y)
			m.lineTo(x, y)
			m.lineTo(x, y+k[1]*arm)
		}
	}
	d.path(m.String(), "fill", "none", "stroke", look.line, "stroke-width", num(look.lineWidth*0.9), "stroke-linejoin", "miter")

	// The river: 楚河 on Red's left, 漢界 on Red's right.
	_, ry := pt(0, 4)
	ry -= S / 2
	const riverEm = 0.68 * S
	river := []struct {
		r    rune
		file float64
	}{{'楚', 1.6}, {'河', 2.6}, {'漢', 5.4}, {'界', 6.4}}
	for _, c := range river {
		o, err := fs.glyph(fs.tc, c.r, riverEm, resources.Margin+c.file*S, ry)
		if err != nil {
			return fmt.Errorf("board river: %w", err)
		}
		d.text(o, "fill", look.text, "fill-opacity", num(look.textOpacity))
	}

	// File numbers, outside the frame: Black's at the top, Red's at the bottom (the other way
	// round if flipped). Each side counts from its own right.
	const numEm = 0.34 * S
	numDist := math.Round(resources.Margin*0.62*10) / 10
	for f := 0; f < resources.Files; f++ {
		x, top := pt(f, resources.Ranks-1)
		_, bottom := pt(f, 0)
		blackY, redY, blackF, redF := top-numDist, bottom+numDist, f, resources.Files-1-f
		if flipped {
			blackY, redY, blackF, redF = bottom+numDist, top-numDist, resources.Files-1-f, f
		}
		o, err := fs.glyph(fs.tc, blackNumerals[blackF], numEm*0.9, x, blackY)
		if err != nil {
			return fmt.Errorf("board file numbers: %w", err)
		}
		d.text(o, "fill", look.text, "fill-opacity", num(look.textOpacity))
		o, err = fs.glyph(fs.sc, redNumerals[redF], numEm, x, redY)
		if err != nil {
			return fmt.Errorf("board file numbers: %w", err)
		}
		d.text(o, "fill", look.text, "fill-opacity", num(look.textOpacity))
	}
	return nil
}

// woodGrain draws long, gently waving grain lines across a w×h area.
func woodGrain(d *svgDoc, w, h float64, seed uint64) {
	r := newRNG(seed)
	const steps = 24
	for y := -10.0; y < h+10; y += r.between(2, 9) {
		amp := r.between(0.8, 4)
		freq := r.between(0.4, 1.2) * 2 * math.Pi / w
		phase := r.between(0, 2*math.Pi)
		amp2 := r.between(0.2, 1.2)
		freq2 := r.between(2, 5) * 2 * math.Pi / w
		phase2 := r.between(0, 2*math.Pi)
		slope := r.between(-0.04, 0.04)
		var p pathData
		for i := 0; i <= steps; i++ {
			x := w * float64(i) / steps
			yy := y + slope*x + amp*math.Sin(freq*x+phase) + amp2*math.Sin(freq2*x+phase2)
			if i == 0 {
				p.moveTo(x-2, yy)
			} else {
				p.lineTo(x, yy)
			}
		}
		colour, op := "#7A4A1A", r.between(0.05, 0.16)
		if r.float() < 0.3 {
			colour, op = "#FFF1D0", r.between(0.06, 0.14)
		}
		d.path(p.String(), "fill", "none", "stroke", colour, "stroke-width", num(r.between(0.4, 2.2)),
			"stroke-opacity", num(op), "stroke-linejoin", "round")
	}
}
