// Command mkicons renders the application icon (an SVG) at the freedesktop icon sizes into a
// hicolor icon tree, for the Linux packages:
//
//	mkicons ICON.svg NAME DIR
//	mkicons -ico OUT.ico ICON.svg
//
// The first writes DIR/<N>x<N>/apps/NAME.png for N in 48, 64, 128, 256 and 512, and copies the SVG
// to DIR/scalable/apps/NAME.svg. The second writes a Windows icon (for the installer) with the
// sizes 16 to 48 as 32-bit bitmaps and 256 as PNG, as Windows expects. It renders with oksvg and rasterx, as the resource generator and
// Fyne do, so every size is drawn from the vector art rather than scaled from one bitmap.
package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// sizes are the hicolor sizes the packages carry.
var sizes = [...]int{48, 64, 128, 256, 512}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: mkicons ICON.svg NAME DIR | mkicons -ico OUT.ico ICON.svg")
		os.Exit(2)
	}
	var err error
	if os.Args[1] == "-ico" {
		err = runICO(os.Args[3], os.Args[2])
	} else {
		err = run(os.Args[1], os.Args[2], os.Args[3])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkicons:", err)
		os.Exit(1)
	}
}

func run(svgPath, name, dir string) error {
	svg, err := os.ReadFile(svgPath)
	if err != nil {
		return err
	}
	for _, n := range sizes {
		data, err := render(svg, n)
		if err != nil {
			return fmt.Errorf("%s at %dx%d: %w", svgPath, n, n, err)
		}
		if err := write(filepath.Join(dir, fmt.Sprintf("%dx%d", n, n), "apps", name+".png"), data); err != nil {
			return err
		}
	}
	return write(filepath.Join(dir, "scalable", "apps", name+".svg"), svg)
}

// icoSizes are the sizes of the Windows icon.
var icoSizes = [...]int{16, 24, 32, 48, 256}

// runICO writes the Windows icon: an ICONDIR, one ICONDIRENTRY per size, then each image, a
// BITMAPINFOHEADER with bottom-up BGRA rows and an empty AND mask, or a PNG for 256×256.
func runICO(svgPath, out string) error {
	svg, err := os.ReadFile(svgPath)
	if err != nil {
		return err
	}
	var images [][]byte
	for _, n := range icoSizes {
		img, err := draw(svg, n)
		if err != nil {
			return fmt.Errorf("%s at %dx%d: %w", svgPath, n, n, err)
		}
		if n >= 256 {
			var b bytes.Buffer
			if err := png.Encode(&b, img); err != nil {
				return err
			}
			images = append(images, b.Bytes())
		} else {
			images = append(images, dib(img))
		}
	}
	var b bytes.Buffer
	le := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	le([3]uint16{0, 1, uint16(len(images))})
	offset := 6 + 16*len(images)
	for i, n := range icoSizes {
		side := uint8(n) // 256 is written as 0
		le([4]uint8{side, side, 0, 0})
		le([2]uint16{1, 32})
		le([2]uint32{uint32(len(images[i])), uint32(offset)})
		offset += len(images[i])
	}
	for _, img := range images {
		b.Write(img)
	}
	return write(out, b.Bytes())
}

// dib encodes img as an icon's bitmap: the header (height doubled for the mask), the pixels from
// the bottom row up as BGRA, then the 1-bit AND mask, all zero as the alpha channel decides.
func dib(img *image.NRGBA) []byte {
	n := img.Bounds().Dx()
	maskRow := (n + 31) / 32 * 4
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, struct {
		Size                  uint32
		Width, Height         int32
		Planes, BitCount      uint16
		Compression, SizeImg  uint32
		XPels, YPels          int32
		ClrUsed, ClrImportant uint32
	}{40, int32(n), int32(2 * n), 1, 32, 0, uint32(n*n*4 + maskRow*n), 0, 0, 0, 0})
	for y := n - 1; y >= 0; y-- {
		for x := 0; x < n; x++ {
			c := img.NRGBAAt(x, y)
			b.Write([]byte{c.B, c.G, c.R, c.A})
		}
	}
	b.Write(make([]byte, maskRow*n))
	return b.Bytes()
}

// draw renders the SVG into an n×n image.
func draw(svg []byte, n int) (*image.NRGBA, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg), oksvg.StrictErrorMode)
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(n), float64(n))
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	icon.Draw(rasterx.NewDasher(n, n, rasterx.NewScannerGV(n, n, img, img.Bounds())), 1)
	return img, nil
}

// render draws the SVG into an n×n PNG.
func render(svg []byte, n int) ([]byte, error) {
	img, err := draw(svg, n)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func write(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
