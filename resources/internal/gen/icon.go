package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// iconSVG returns the application icon: a red 帥 on a corner of a wooden board.
func iconSVG(fs *fonts) (string, error) {
	const size = resources.IconPNGSize
	d := newSVG(size, size)
	const corner, inset = 100, 12
	d.rect(inset, inset+6, size-2*inset, size-2*inset, corner, "fill", "#000000", "fill-opacity", "0.25")
	d.rect(inset, inset, size-2*inset, size-2*inset, corner, "fill", d.linear(0, 0, 0.3, 1, []stop{{0, "#EDC583", 1}, {1, "#CF9850", 1}}))
	// A corner of the board around the piece: grid lines and the palace diagonals, stopping
	// short of the tile's rounded edge.
	var g pathData
	const step, reach = 150, 180
	for _, k := range []float64{-1, 0, 1} {
		g.line(size/2-reach, size/2+k*step, size/2+reach, size/2+k*step)
		g.line(size/2+k*step, size/2-reach, size/2+k*step, size/2+reach)
	}
	g.line(size/2-step, size/2-step, size/2+step, size/2+step)
	g.line(size/2+step, size/2-step, size/2-step, size/2+step)
	d.path(g.String(), "fill", "none", "stroke", "#4A2C12", "stroke-width", "9", "stroke-opacity", "0.75", "stroke-linecap", "round")
	d.rect(inset+3, inset+3, size-2*inset-6, size-2*inset-6, corner-3, "fill", "none", "stroke", "#FFF1D0", "stroke-width", "4", "stroke-opacity", "0.35")

	const s = 3.9 // piece units to icon pixels: the disc is about 340 px wide
	char, err := fs.glyph(fs.tc, pieceChars[resources.Traditional][core.Red][0], charEm*s, size/2, size/2)
	if err != nil {
		return "", fmt.Errorf("icon: %w", err)
	}
	drawPiece(d, size/2, size/2, s, char, inkRed, 1)
	return d.String(), nil
}

// rasterize renders an SVG to a PNG of size×size pixels with oksvg and rasterx, the renderer
// Fyne itself uses, so the PNG matches what the app draws from the SVG.
func rasterize(svg string, size int) ([]byte, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader([]byte(svg)), oksvg.StrictErrorMode)
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(size), float64(size))
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scanner := rasterx.NewScannerGV(size, size, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(size, size, scanner), 1)
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
