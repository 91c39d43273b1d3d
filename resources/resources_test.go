package resources_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/gopxl/beep/v2/wav"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

var (
	colours    = []core.Color{core.Red, core.Black}
	pieceTypes = []core.PieceType{core.King, core.Advisor, core.Elephant, core.Horse, core.Rook, core.Cannon, core.Pawn}
)

// render draws res through Fyne's software painter, as the app would, into a w×h image.
func render(t *testing.T, res fyne.Resource, w, h float32) image.Image {
	t.Helper()
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillStretch
	win := test.NewTempWindow(t, img)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return win.Canvas().Capture()
}

// background is what the test canvas shows where nothing is drawn.
func background(t *testing.T) color.Color {
	t.Helper()
	return render(t, fyne.NewStaticResource("empty.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"></svg>`)), 8, 8).At(4, 4)
}

// changed returns the fraction of pixels of img that differ from bg.
func changed(img image.Image, bg color.Color) float64 {
	br, bgG, bb, _ := bg.RGBA()
	n, total := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			total++
			if absDiff(r, br) > 0x800 || absDiff(g, bgG) > 0x800 || absDiff(bl, bb) > 0x800 {
				n++
			}
		}
	}
	return float64(n) / float64(total)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// isInk reports whether a pixel has the colour of a side's characters rather than of wood.
func isInk(c color.Color, side core.Color) bool {
	r, g, b, _ := c.RGBA()
	r, g, b = r>>8, g>>8, b>>8
	if side == core.Red {
		return r > 110 && g < 90 && b < 90 && r > 2*g
	}
	return r < 90 && g < 90 && b < 90
}

// inkCoverage returns the fraction of pixels of the ink colour inside the carved ring of a
// piece rendered at size px.
func inkCoverage(img image.Image, side core.Color, size int) float64 {
	c := float64(size) / 2
	rad := 33.0 / resources.PieceViewBox * float64(size) // inside the ring (radius 36)
	ink, total := 0, 0
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := float64(x)+0.5-c, float64(y)+0.5-c
			if dx*dx+dy*dy > rad*rad {
				continue
			}
			total++
			if isInk(img.At(x, y), side) {
				ink++
			}
		}
	}
	return float64(ink) / float64(total)
}

func TestPieces(t *testing.T) {
	test.NewTempApp(t)
	for _, s := range resources.PieceStyles() {
		for _, c := range colours {
			for _, pt := range pieceTypes {
				p := core.MakePiece(c, pt)
				t.Run(fmt.Sprintf("%v/%v/%v", s, c, pt), func(t *testing.T) {
					res := resources.Piece(p, s)
					if res == nil {
						t.Fatal("Piece returned nil")
					}
					if got, want := res.Name(), resources.PieceFile(c, pt, s); got != want {
						t.Errorf("Name() = %q, want %q", got, want)
					}
					checkSquareSVG(t, res)
					const size = 64
					img := render(t, res, size, size)
					// The disc's wood shows at the edge of the face, left of the ring.
					if isInk(img.At(size/2-27, size/2), c) {
						t.Errorf("edge of the disc has ink colour %v", img.At(size/2-27, size/2))
					}
					if cov := inkCoverage(img, c, size); cov < 0.03 || cov > 0.6 {
						t.Errorf("ink coverage inside the ring = %.3f, want 3%%..60%%", cov)
					} else {
						t.Logf("ink coverage %.3f", cov)
					}
				})
			}
		}
	}
}

func TestPieceOutOfRange(t *testing.T) {
	tests := []struct {
		name string
		p    core.Piece
		s    resources.PieceStyle
	}{
		{"no piece", core.NoPiece, resources.Traditional},
		{"no piece type, black", core.MakePiece(core.Black, core.NoPieceType), resources.Simplified},
		{"bad style", core.MakePiece(core.Red, core.King), resources.PieceStyle(7)},
		{"negative style", core.MakePiece(core.Red, core.King), resources.PieceStyle(-1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if res := resources.Piece(tt.p, tt.s); res != nil {
				t.Errorf("Piece(%v, %v) = %s, want nil", tt.p, tt.s, res.Name())
			}
		})
	}
}

var svgHeader = regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg" width="([0-9.]+)" height="([0-9.]+)" viewBox="0 0 ([0-9.]+) ([0-9.]+)">`)

// svgSize returns the viewBox size of a generated SVG.
func svgSize(t *testing.T, res fyne.Resource) (w, h float64) {
	t.Helper()
	m := svgHeader.FindSubmatch(res.Content())
	if m == nil {
		t.Fatalf("%s does not start with the generator's <svg> header", res.Name())
	}
	w, _ = strconv.ParseFloat(string(m[3]), 64)
	h, _ = strconv.ParseFloat(string(m[4]), 64)
	return w, h
}

// checkSquareSVG checks that a piece or overlay uses the piece coordinate square.
func checkSquareSVG(t *testing.T, res fyne.Resource) {
	t.Helper()
	if w, h := svgSize(t, res); w != resources.PieceViewBox || h != resources.PieceViewBox {
		t.Errorf("%s viewBox is %gx%g, want %dx%d", res.Name(), w, h, resources.PieceViewBox, resources.PieceViewBox)
	}
	for _, bad := range []string{"<text", "<filter", "<mask", "<clipPath", "<pattern", "<image"} {
		if bytes.Contains(res.Content(), []byte(bad)) {
			t.Errorf("%s uses %s>, which Fyne's SVG renderer does not support", res.Name(), bad)
		}
	}
}

func TestOverlays(t *testing.T) {
	test.NewTempApp(t)
	bg := background(t)
	for _, o := range resources.Overlays() {
		t.Run(o.String(), func(t *testing.T) {
			res := resources.OverlayImage(o)
			if res == nil {
				t.Fatal("OverlayImage returned nil")
			}
			checkSquareSVG(t, res)
			img := render(t, res, 64, 64)
			if f := changed(img, bg); f < 0.01 || f > 0.9 {
				t.Errorf("overlay changes %.3f of the square, want 1%%..90%%", f)
			}
		})
	}
	if res := resources.OverlayImage(resources.Overlay(99)); res != nil {
		t.Errorf("OverlayImage(99) = %s, want nil", res.Name())
	}
}

func TestBoards(t *testing.T) {
	test.NewTempApp(t)
	bg := background(t)
	for _, th := range resources.BoardThemes() {
		t.Run(th.String(), func(t *testing.T) {
			res := resources.Board(th)
			if res == nil {
				t.Fatal("Board returned nil")
			}
			if w, h := svgSize(t, res); w != resources.BoardWidth || h != resources.BoardHeight {
				t.Errorf("viewBox %gx%g, want %dx%d", w, h, resources.BoardWidth, resources.BoardHeight)
			}
			const w = 64
			h := float32(w * resources.BoardHeight / resources.BoardWidth)
			img := render(t, res, w, h)
			if f := changed(img, bg); f < 0.95 {
				t.Errorf("board covers %.3f of its image, want all of it", f)
			}
			// The grid lines must stand out from the board: compare a line with the middle of a square.
			big := render(t, res, resources.BoardWidth, resources.BoardHeight)
			lx, ly := resources.PointCenter(2, 1)
			line := lum(big.At(int(lx)+resources.Spacing/4, int(ly)))                       // on a rank line, between points
			square := lum(big.At(int(lx)+resources.Spacing/4, int(ly)-resources.Spacing/2)) // inside a square
			if d := math.Abs(line - square); d < 0.15 {
				t.Errorf("grid line luminance %.2f vs square %.2f: lines do not show", line, square)
			}
		})
	}
	if res := resources.Board(resources.BoardTheme(42)); res != resources.Board(resources.Wood) {
		t.Error("Board(unknown) is not the wood board")
	}
}

func TestBoardLayers(t *testing.T) {
	test.NewTempApp(t)
	bg := background(t)
	for _, th := range resources.BoardThemes() {
		t.Run(th.String(), func(t *testing.T) {
			back, fore, flipped := resources.BoardBackground(th), resources.BoardForeground(th, false), resources.BoardForeground(th, true)
			if back == nil || fore == nil || flipped == nil {
				t.Fatal("a layer is missing")
			}
			if bytes.Equal(fore.Content(), flipped.Content()) {
				t.Error("the flipped foreground is the same as the other")
			}
			for _, res := range []fyne.Resource{back, fore, flipped} {
				if w, h := svgSize(t, res); w != resources.BoardWidth || h != resources.BoardHeight {
					t.Errorf("%s: viewBox %gx%g, want %dx%d", res.Name(), w, h, resources.BoardWidth, resources.BoardHeight)
				}
			}
			const w = 64
			h := float32(w * resources.BoardHeight / resources.BoardWidth)
			if f := changed(render(t, back, w, h), bg); f < 0.95 {
				t.Errorf("background covers %.3f of its image, want all of it", f)
			}
			// Large enough for the lines to be thin next to the squares between them.
			if f := changed(render(t, fore, 5*w, 5*h), bg); f < 0.01 || f > 0.3 {
				t.Errorf("foreground covers %.3f of its image, want lines and text only", f)
			}
		})
	}
	if resources.BoardBackground(42) != resources.BoardBackground(resources.Wood) ||
		resources.BoardForeground(-1, true) != resources.BoardForeground(resources.Wood, true) {
		t.Error("an unknown theme does not give the wood layers")
	}
}

func lum(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 0xFFFF
}

func TestIcon(t *testing.T) {
	test.NewTempApp(t)
	img, err := png.Decode(bytes.NewReader(resources.Icon().Content()))
	if err != nil {
		t.Fatalf("Icon is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != resources.IconPNGSize || b.Dy() != resources.IconPNGSize {
		t.Errorf("Icon is %v, want %d×%[2]d", b, resources.IconPNGSize)
	}
	// The centre is a red character on wood: some red ink near the middle.
	c := resources.IconPNGSize / 2
	red := 0
	for y := c - 80; y < c+80; y++ {
		for x := c - 80; x < c+80; x++ {
			if isInk(img.At(x, y), core.Red) {
				red++
			}
		}
	}
	if red < 160*160/20 {
		t.Errorf("only %d red pixels in the icon's centre", red)
	}
	if f := changed(render(t, resources.IconSVG(), 64, 64), background(t)); f < 0.5 {
		t.Errorf("IconSVG covers only %.3f of its image", f)
	}
}

func TestSounds(t *testing.T) {
	total := 0
	for _, e := range resources.SoundEvents() {
		t.Run(e.String(), func(t *testing.T) {
			data := resources.Sound(e)
			if data == nil {
				t.Fatal("Sound returned nil")
			}
			total += len(data)
			s, format, err := wav.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("decode: %v", err)
			}
			defer s.Close()
			if format.SampleRate != resources.SampleRate || format.NumChannels != 1 || format.Precision != 2 {
				t.Errorf("format %+v, want %d Hz mono 16-bit", format, resources.SampleRate)
			}
			maxDur := time.Second
			switch e {
			case resources.Win, resources.Loss, resources.Draw:
				maxDur = 2500 * time.Millisecond
			}
			dur := format.SampleRate.D(s.Len())
			if dur < 50*time.Millisecond || dur >= maxDur {
				t.Errorf("duration %v, want 50ms..%v", dur, maxDur)
			}
			var peak, sum float64
			buf := make([][2]float64, 512)
			n := 0
			for {
				k, ok := s.Stream(buf)
				for _, v := range buf[:k] {
					peak = math.Max(peak, math.Abs(v[0]))
					sum += v[0] * v[0]
				}
				n += k
				if !ok {
					break
				}
			}
			if n != s.Len() {
				t.Errorf("streamed %d samples, header says %d", n, s.Len())
			}
			// Loudness: peak at -3 dBFS, or turned down until the RMS level is -16 dBFS.
			peakDB, rmsDB := 20*math.Log10(peak), 10*math.Log10(sum/float64(n))
			t.Logf("peak %.2f dBFS, RMS %.2f dBFS", peakDB, rmsDB)
			if peakDB > -2.8 || peakDB < -9 || rmsDB > -15.8 || rmsDB < -26 {
				t.Errorf("peak %.2f dBFS, RMS %.2f dBFS; want peak -9..-3, RMS -26..-16", peakDB, rmsDB)
			}
			if math.Abs(peakDB+3) > 0.2 && math.Abs(rmsDB+16) > 0.2 {
				t.Errorf("peak %.2f dBFS, RMS %.2f dBFS: neither is at its target (-3, -16)", peakDB, rmsDB)
			}
		})
	}
	if total > 400*1024 {
		t.Errorf("sounds take %d bytes, want at most 400 KiB", total)
	}
	t.Logf("sounds: %d bytes", total)
	if resources.Sound(resources.SoundEvent(-1)) != nil {
		t.Error("Sound(-1) is not nil")
	}
	a := resources.Sound(resources.Move)
	a[50] ^= 0xFF
	if bytes.Equal(a, resources.Sound(resources.Move)) {
		t.Error("Sound returns shared bytes that a caller can change")
	}
}

func TestSoundsDiffer(t *testing.T) {
	pairs := [][2]resources.SoundEvent{
		{resources.Move, resources.EngineMove},
		{resources.Capture, resources.EngineCapture},
		{resources.Check, resources.EngineCheck},
		{resources.Move, resources.Capture},
	}
	for _, p := range pairs {
		t.Run(p[0].String()+"-vs-"+p[1].String(), func(t *testing.T) {
			if bytes.Equal(resources.Sound(p[0]), resources.Sound(p[1])) {
				t.Errorf("%v and %v are the same sound", p[0], p[1])
			}
		})
	}
}

func TestPointCenter(t *testing.T) {
	tests := []struct {
		name       string
		file, rank int
		x, y       float32
	}{
		{"a0 is Red's bottom left", 0, 0, resources.Margin, resources.BoardHeight - resources.Margin},
		{"i0 is Red's bottom right", 8, 0, resources.BoardWidth - resources.Margin, resources.BoardHeight - resources.Margin},
		{"a9 is top left", 0, 9, resources.Margin, resources.Margin},
		{"e4 is just below the river", 4, 4, resources.Margin + 4*resources.Spacing, resources.Margin + 5*resources.Spacing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := resources.PointCenter(tt.file, tt.rank)
			if x != tt.x || y != tt.y {
				t.Errorf("PointCenter(%d, %d) = (%g, %g), want (%g, %g)", tt.file, tt.rank, x, y, tt.x, tt.y)
			}
			fx, fy := resources.PointFraction(tt.file, tt.rank)
			if fx != x/resources.BoardWidth || fy != y/resources.BoardHeight {
				t.Errorf("PointFraction = (%g, %g), want (%g, %g)", fx, fy, x/resources.BoardWidth, y/resources.BoardHeight)
			}
			px, py, size := resources.PieceRect(tt.file, tt.rank)
			if px+size/2 != x || py+size/2 != y || size != resources.PieceSize {
				t.Errorf("PieceRect = (%g, %g, %g), not centred on the point", px, py, size)
			}
			if px < 0 || py < 0 || px+size > resources.BoardWidth || py+size > resources.BoardHeight {
				t.Errorf("piece square (%g, %g, %g) leaves the board", px, py, size)
			}
		})
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		name string
		got  fmt.Stringer
		want string
	}{
		{"traditional", resources.Traditional, "traditional"},
		{"simplified", resources.Simplified, "simplified"},
		{"international", resources.International, "international"},
		{"bad style", resources.PieceStyle(9), "PieceStyle(9)"},
		{"wood", resources.Wood, "wood"},
		{"dark", resources.Dark, "dark"},
		{"bad theme", resources.BoardTheme(-1), "BoardTheme(-1)"},
		{"capture dest", resources.CaptureDest, "capture-dest"},
		{"bad overlay", resources.Overlay(6), "Overlay(6)"},
		{"engine capture", resources.EngineCapture, "engine-capture"},
		{"new game", resources.NewGame, "new-game"},
		{"bad sound", resources.SoundEvent(12), "SoundEvent(12)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.got.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestPreview writes what the tests render, at sizes a person can judge, into the directory
// named by CHUHE_PREVIEW (skipped without it):
//
//	CHUHE_PREVIEW=/tmp/preview go test ./resources -run Preview
func TestPreview(t *testing.T) {
	dir := os.Getenv("CHUHE_PREVIEW")
	if dir == "" {
		t.Skip("set CHUHE_PREVIEW to a directory to write previews")
	}
	test.NewTempApp(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	save := func(name string, img image.Image) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	for _, th := range resources.BoardThemes() {
		save("board-"+th.String()+".png", render(t, resources.Board(th), resources.BoardWidth, resources.BoardHeight))
	}
	for _, s := range resources.PieceStyles() {
		for _, size := range []float32{32, 64, 128} {
			sheet := image.NewNRGBA(image.Rect(0, 0, int(size)*7, int(size)*2))
			for ci, c := range colours {
				for i, pt := range pieceTypes {
					img := render(t, resources.Piece(core.MakePiece(c, pt), s), size, size)
					for y := 0; y < int(size); y++ {
						for x := 0; x < int(size); x++ {
							sheet.Set(i*int(size)+x, ci*int(size)+y, img.At(x, y))
						}
					}
				}
			}
			save(fmt.Sprintf("pieces-%v-%g.png", s, size), sheet)
		}
	}
	for _, o := range resources.Overlays() {
		save("overlay-"+o.String()+".png", render(t, resources.OverlayImage(o), 128, 128))
	}
	save("icon-svg-128.png", render(t, resources.IconSVG(), 128, 128))
	for _, th := range resources.BoardThemes() {
		for _, s := range resources.PieceStyles() {
			save(fmt.Sprintf("position-%v-%v.png", th, s), position(t, th, s, 1))
		}
	}
	save("position-small.png", position(t, resources.Wood, resources.Traditional, 0.55))
}

// position renders the start position after 1. h2e2 (炮二平五) with the overlays in use, at
// zoom times the board's own size.
func position(t *testing.T, th resources.BoardTheme, s resources.PieceStyle, zoom float32) image.Image {
	t.Helper()
	board := canvas.NewImageFromResource(resources.Board(th))
	board.Resize(fyne.NewSize(resources.BoardWidth*zoom, resources.BoardHeight*zoom))
	objs := []fyne.CanvasObject{board}
	place := func(res fyne.Resource, file, rank int) {
		x, y, size := resources.PieceRect(file, rank)
		img := canvas.NewImageFromResource(res)
		img.Move(fyne.NewPos(x*zoom, y*zoom))
		img.Resize(fyne.NewSize(size*zoom, size*zoom))
		objs = append(objs, img)
	}
	back := []core.PieceType{core.Rook, core.Horse, core.Elephant, core.Advisor, core.King, core.Advisor, core.Elephant, core.Horse, core.Rook}
	place(resources.OverlayImage(resources.CheckGlow), 4, 9)
	for f, pt := range back {
		place(resources.Piece(core.MakePiece(core.Red, pt), s), f, 0)
		place(resources.Piece(core.MakePiece(core.Black, pt), s), f, 9)
	}
	for f := 0; f < 9; f += 2 {
		place(resources.Piece(core.MakePiece(core.Red, core.Pawn), s), f, 3)
		place(resources.Piece(core.MakePiece(core.Black, core.Pawn), s), f, 6)
	}
	place(resources.Piece(core.MakePiece(core.Red, core.Cannon), s), 1, 2)
	place(resources.Piece(core.MakePiece(core.Red, core.Cannon), s), 4, 2)
	place(resources.Piece(core.MakePiece(core.Black, core.Cannon), s), 1, 7)
	place(resources.Piece(core.MakePiece(core.Black, core.Cannon), s), 7, 7)
	place(resources.OverlayImage(resources.LastFrom), 7, 2)
	place(resources.OverlayImage(resources.LastTo), 4, 2)
	place(resources.OverlayImage(resources.Selected), 1, 7)
	for _, d := range [][2]int{{1, 8}, {1, 6}, {1, 5}, {1, 4}, {0, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}} {
		place(resources.OverlayImage(resources.Dest), d[0], d[1])
	}
	place(resources.OverlayImage(resources.CaptureDest), 1, 0)
	win := test.NewTempWindow(t, container.NewWithoutLayout(objs...))
	win.SetPadded(false)
	win.Resize(fyne.NewSize(resources.BoardWidth*zoom, resources.BoardHeight*zoom))
	return win.Canvas().Capture()
}
