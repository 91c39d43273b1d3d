package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// num formats a coordinate with at most two decimals and no trailing zeros, so the output is
// compact and identical from run to run.
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		return "0" // also turns -0 into 0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// svgDoc builds an SVG document as text. Only what oksvg renders is used: path, circle, rect,
// groups without transforms, fills, strokes, opacity and gradients.
type svgDoc struct {
	defs strings.Builder
	body strings.Builder
	w, h float64
	ids  int
}

func newSVG(w, h float64) *svgDoc { return &svgDoc{w: w, h: h} }

// String returns the finished document.
func (d *svgDoc) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n",
		num(d.w), num(d.h), num(d.w), num(d.h))
	if d.defs.Len() > 0 {
		b.WriteString("<defs>\n")
		b.WriteString(d.defs.String())
		b.WriteString("</defs>\n")
	}
	b.WriteString(d.body.String())
	b.WriteString("</svg>\n")
	return b.String()
}

// stop is a gradient stop: offset 0..1, colour "#rrggbb" and opacity.
type stop struct {
	offset  float64
	color   string
	opacity float64
}

// gradientStops writes the stops of a gradient.
func (d *svgDoc) gradientStops(stops []stop) {
	for _, s := range stops {
		fmt.Fprintf(&d.defs, `<stop offset="%s" stop-color="%s" stop-opacity="%s"/>`+"\n", num(s.offset), s.color, num(s.opacity))
	}
}

// radial defines a radial gradient in the filled shape's bounding box (0..1 units) and returns
// the fill reference.
func (d *svgDoc) radial(cx, cy, r, fx, fy float64, stops []stop) string {
	d.ids++
	id := "g" + strconv.Itoa(d.ids)
	fmt.Fprintf(&d.defs, `<radialGradient id="%s" cx="%s" cy="%s" r="%s" fx="%s" fy="%s">`+"\n", id, num(cx), num(cy), num(r), num(fx), num(fy))
	d.gradientStops(stops)
	d.defs.WriteString("</radialGradient>\n")
	return "url(#" + id + ")"
}

// linear defines a linear gradient in the filled shape's bounding box and returns the reference.
func (d *svgDoc) linear(x1, y1, x2, y2 float64, stops []stop) string {
	d.ids++
	id := "g" + strconv.Itoa(d.ids)
	fmt.Fprintf(&d.defs, `<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">`+"\n", id, num(x1), num(y1), num(x2), num(y2))
	d.gradientStops(stops)
	d.defs.WriteString("</linearGradient>\n")
	return "url(#" + id + ")"
}

// attrs renders attribute pairs in the given order.
func attrs(kv ...string) string {
	var b strings.Builder
	for i := 0; i+1 < len(kv); i += 2 {
		fmt.Fprintf(&b, ` %s="%s"`, kv[i], kv[i+1])
	}
	return b.String()
}

// circle draws a circle.
func (d *svgDoc) circle(cx, cy, r float64, kv ...string) {
	fmt.Fprintf(&d.body, `<circle cx="%s" cy="%s" r="%s"%s/>`+"\n", num(cx), num(cy), num(r), attrs(kv...))
}

// rect draws a rectangle with corner radius rx.
func (d *svgDoc) rect(x, y, w, h, rx float64, kv ...string) {
	fmt.Fprintf(&d.body, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%[5]s"%s/>`+"\n", num(x), num(y), num(w), num(h), num(rx), attrs(kv...))
}

// path draws path data.
func (d *svgDoc) path(data string, kv ...string) {
	if data == "" {
		return
	}
	fmt.Fprintf(&d.body, `<path d="%s"%s/>`+"\n", data, attrs(kv...))
}

// pathData accumulates SVG path commands.
type pathData struct{ strings.Builder }

func (p *pathData) cmd(op byte, pts ...point) {
	if p.Len() > 0 {
		p.WriteByte(' ')
	}
	p.WriteByte(op)
	for i, q := range pts {
		if i > 0 {
			p.WriteByte(' ')
		}
		p.WriteString(num(q.x))
		p.WriteByte(',')
		p.WriteString(num(q.y))
	}
}

// moveTo, lineTo and closePath are the plain path commands.
func (p *pathData) moveTo(x, y float64) { p.cmd('M', point{x, y}) }
func (p *pathData) lineTo(x, y float64) { p.cmd('L', point{x, y}) }
func (p *pathData) closePath()          { p.cmd('Z') }

// line adds a separate straight line.
func (p *pathData) line(x1, y1, x2, y2 float64) { p.moveTo(x1, y1); p.lineTo(x2, y2) }

// outlinePath returns the path data of an outline.
func outlinePath(o outline) string {
	var p pathData
	for _, c := range o {
		for _, s := range c {
			p.cmd(s.op, s.pts...)
		}
		p.closePath()
	}
	return p.String()
}

// text draws a glyph outline filled with fill, one path per even-odd-safe part (see groups).
func (d *svgDoc) text(o outline, kv ...string) {
	for _, part := range o.groups() {
		d.path(outlinePath(part), kv...)
	}
}
