package ui

import (
	"bytes"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// rasterxReference renders SVG the way rasterx does by default, with ScannerGV.
func rasterxReference(t *testing.T, data []byte, w, h int) image.Image {
	t.Helper()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data), oksvg.WarnErrorMode)
	if err != nil {
		t.Fatal(err)
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), 1)
	return img
}

// TestRasterizeMatchesRasterx checks that the boxScanner draws what rasterx's own scanner draws,
// up to antialiasing rounding.
func TestRasterizeMatchesRasterx(t *testing.T) {
	cases := []struct {
		name string
		res  fyne.Resource
		w, h int
	}{
		{"wood board", resources.Board(resources.Wood), 160, 175},
		{"light foreground", resources.BoardForeground(resources.Light, false), 160, 175},
		{"dark background", resources.BoardBackground(resources.Dark), 160, 175},
		{"red king", resources.Piece(core.MakePiece(core.Red, core.King), resources.Traditional), 64, 64},
		{"check glow", resources.OverlayImage(resources.CheckGlow), 64, 64},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := rasterize(c.res.Content(), c.w, c.h)
			if err != nil {
				t.Fatal(err)
			}
			want := rasterxReference(t, c.res.Content(), c.w, c.h)
			far := 0
			for y := 0; y < c.h; y++ {
				for x := 0; x < c.w; x++ {
					r1, g1, b1, a1 := got.At(x, y).RGBA()
					r2, g2, b2, a2 := want.At(x, y).RGBA()
					for _, d := range []int{int(r1) - int(r2), int(g1) - int(g2), int(b1) - int(b2), int(a1) - int(a2)} {
						if d > 12*257 || d < -12*257 {
							far++
							break
						}
					}
				}
			}
			if limit := c.w * c.h / 200; far > limit {
				t.Errorf("%d pixels differ by more than 12/255 from rasterx's rendering, want at most %d", far, limit)
			}
		})
	}
}

// BenchmarkRasterize measures single rasters at the sizes a 4K screen needs (a board 1900 px
// tall, a piece of about 190 px) and at the background's cap.
func BenchmarkRasterize(b *testing.B) {
	boardW := func(h int) int { return h * resources.BoardWidth / resources.BoardHeight }
	capH := int(resources.BoardHeight * maxBackgroundScale)
	cases := []struct {
		name string
		res  fyne.Resource
		w, h int
	}{
		{"whole wood board/1900px", resources.Board(resources.Wood), boardW(1900), 1900},
		{"wood background/cap", resources.BoardBackground(resources.Wood), boardW(capH), capH},
		{"wood foreground/1900px", resources.BoardForeground(resources.Wood, false), boardW(1900), 1900},
		{"red horse/190px", resources.Piece(core.MakePiece(core.Red, core.Horse), resources.Traditional), 190, 190},
		{"check glow/190px", resources.OverlayImage(resources.CheckGlow), 190, 190},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := rasterize(c.res.Content(), c.w, c.h); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
