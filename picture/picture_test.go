package picture

import (
	"bytes"
	"image"
	"image/draw"
	"image/gif"
	"image/png"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

func square(t *testing.T, s string) core.Square {
	t.Helper()
	v, err := core.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// pointLook says what a picture shows at point s, from a window at its centre compared with the
// empty board: an empty point, a red piece (red characters) or a black one (dark characters).
func pointLook(pt *Painter, img image.Image, s core.Square) string {
	cx, cy := pt.Center(s)
	half := pt.piecePx / 4
	var diff, red, dark, n int
	for y := int(cy) - half; y <= int(cy)+half; y++ {
		for x := int(cx) - half; x <= int(cx)+half; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			r, g, b = r>>8, g>>8, b>>8
			br, bg, bb, _ := pt.board.At(x, y).RGBA()
			d := func(a, b uint32) int { return max(int(a)-int(b>>8), int(b>>8)-int(a)) }
			diff += d(r, br) + d(g, bg) + d(b, bb)
			n++
			switch {
			case r > 120 && r > g+60 && r > b+60:
				red++
			case r < 90 && g < 90 && b < 90:
				dark++
			}
		}
	}
	switch {
	case diff/n < 40:
		return "empty"
	case red > dark:
		return "red"
	}
	return "black"
}

// checkPieces compares every point of img with what p has there.
func checkPieces(t *testing.T, pt *Painter, img image.Image, p *core.Position) {
	t.Helper()
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			s := core.NewSquare(f, r)
			want := "empty"
			if pc := p.At(s); pc != core.NoPiece {
				want = "red"
				if pc.Color() == core.Black {
					want = "black"
				}
			}
			if got := pointLook(pt, img, s); got != want {
				t.Errorf("point %s shows %s, want %s", s, got, want)
			}
		}
	}
}

func playGame(t *testing.T, moves ...string) *core.Game {
	t.Helper()
	g := core.NewGame()
	for _, s := range moves {
		m, err := core.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestPNG(t *testing.T) {
	g := playGame(t, "h2e2", "h9g7", "h0g2", "i9h9", "b2b9")
	p := g.Position()
	for _, tc := range []struct {
		name    string
		width   int
		flipped bool
		theme   resources.BoardTheme
	}{
		{"small", 240, false, resources.Wood},
		{"art size", resources.BoardWidth, false, resources.Light},
		{"large flipped", 1100, true, resources.Dark},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pt, err := NewPainter(Options{Width: tc.width, Flipped: tc.flipped, Theme: tc.theme})
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := WritePNG(&buf, pt, &p, g.Move(g.Len()-1), nil); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&buf)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := img.Bounds().Size(), Size(tc.width); got != want {
				t.Fatalf("size %v, want %v", got, want)
			}
			checkPieces(t, pt, img, &p)
		})
	}
}

func TestFlippedPutsBlackAtTheBottom(t *testing.T) {
	pt, err := NewPainter(Options{Width: 300, Flipped: true})
	if err != nil {
		t.Fatal(err)
	}
	x, y := pt.Center(square(t, "e9"))
	if x != float64(pt.size.X)/2 || y < float64(pt.size.Y)/2 {
		t.Errorf("Black's king's point e9 at (%v, %v): want the middle of the bottom", x, y)
	}
}

func TestShapesAreDrawn(t *testing.T) {
	pt, err := NewPainter(Options{Width: 400})
	if err != nil {
		t.Fatal(err)
	}
	p := core.StartPosition()
	e4, e2, e6 := square(t, "e4"), square(t, "e2"), square(t, "e6")
	shapes := []core.Shape{core.Circle(e4, core.ShapeRed), core.Arrow(e2, e6, core.ShapeBlue)}
	img := pt.Draw(p, core.NoMove, shapes)
	plain := pt.Draw(p, core.NoMove, nil)
	// The ring passes left of e4's centre; the arrow's shaft over the river at e4.5.
	cx, cy := pt.Center(e4)
	rx := int(cx - resources.PieceSize*0.5*pt.scale + resources.Spacing*0.04*pt.scale)
	if c := img.RGBAAt(rx, int(cy)); !(c.R > c.G+60 && c.R > c.B+60) {
		t.Errorf("ring pixel %v is not red", c)
	}
	if c := plain.RGBAAt(int(cx), int(cy)); c == img.RGBAAt(int(cx), int(cy)-int(resources.Spacing*pt.scale/2)) {
		t.Errorf("arrow not drawn")
	}
	if c := img.RGBAAt(int(cx), int(cy-resources.Spacing*pt.scale/2)); !(c.B > c.R+40) {
		t.Errorf("arrow pixel %v is not blue", c)
	}
	// The shapes leave the pieces readable (the empty points under them are drawn over).
	for _, name := range []string{"e3", "e0", "e6", "e9", "h2"} {
		s := square(t, name)
		want := "red"
		if p.At(s).Color() == core.Black {
			want = "black"
		}
		if got := pointLook(pt, img, s); got != want {
			t.Errorf("point %s shows %s, want %s", s, got, want)
		}
	}
}

func TestGIF(t *testing.T) {
	moves := []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4", "h7h3"}
	g := playGame(t, moves...)
	pt, err := NewPainter(Options{Width: 320})
	if err != nil {
		t.Fatal(err)
	}
	e6 := square(t, "e6")
	shapes := make([][]core.Shape, g.Len()+1)
	shapes[3] = []core.Shape{core.Circle(e6, core.ShapeYellow)}
	var buf bytes.Buffer
	if err := WriteGIF(&buf, pt, g, 700*time.Millisecond, shapes); err != nil {
		t.Fatal(err)
	}
	size := buf.Len()
	anim, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(anim.Image) != len(moves)+1 {
		t.Fatalf("%d frames, want %d", len(anim.Image), len(moves)+1)
	}
	if want := Size(320); anim.Config.Width != want.X || anim.Config.Height != want.Y {
		t.Fatalf("size %dx%d, want %v", anim.Config.Width, anim.Config.Height, want)
	}
	if anim.Delay[0] != 70 {
		t.Errorf("delay %d hundredths, want 70", anim.Delay[0])
	}
	// Played frame by frame as a viewer does, every frame shows its position.
	canvas := image.NewRGBA(image.Rect(0, 0, anim.Config.Width, anim.Config.Height))
	for i, fr := range anim.Image {
		draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over) // transparent pixels keep the frame before
		p := g.PositionAt(i)
		checkPieces(t, pt, canvas, &p)
		if t.Failed() {
			t.Fatalf("frame %d", i)
		}
	}
	t.Logf("%d frames at %v: %d bytes", len(anim.Image), Size(320), size)
}

func TestBadOptions(t *testing.T) {
	for _, w := range []int{0, MinWidth - 1, MaxWidth + 1} {
		if _, err := NewPainter(Options{Width: w}); err == nil {
			t.Errorf("width %d accepted", w)
		}
	}
	pt, err := NewPainter(Options{Width: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []time.Duration{0, time.Millisecond, 2 * time.Minute} {
		if err := WriteGIF(&bytes.Buffer{}, pt, core.NewGame(), d, nil); err == nil {
			t.Errorf("delay %v accepted", d)
		}
	}
}

func BenchmarkDraw(b *testing.B) {
	pt, err := NewPainter(Options{Width: 800})
	if err != nil {
		b.Fatal(err)
	}
	p := core.StartPosition()
	for b.Loop() {
		pt.Draw(p, core.NoMove, nil)
	}
}

func BenchmarkDrawShapes(b *testing.B) {
	e2, e6, g2, e4 := core.NewSquare(4, 2), core.NewSquare(4, 6), core.NewSquare(6, 2), core.NewSquare(4, 4)
	shapes := []core.Shape{core.Arrow(e2, e6, core.ShapeGreen), core.Arrow(g2, e4, core.ShapeRed), core.Circle(e4, core.ShapeBlue)}
	img := image.NewRGBA(image.Rectangle{Max: Size(800)})
	for b.Loop() {
		clear(img.Pix)
		DrawShapes(img, shapes, false, 800.0/resources.BoardWidth, 0, 0)
	}
}

// BenchmarkGIF writes a game of 80 moves as a GIF 640 pixels wide: the cost of Export game as GIF.
func BenchmarkGIF(b *testing.B) {
	g := core.NewGame()
	for i := 0; g.Len() < 80; i++ {
		p := g.Position()
		moves := p.LegalMoves(nil)
		if len(moves) == 0 || g.Result().Over() {
			break
		}
		if err := g.Play(moves[(i*7)%len(moves)]); err != nil {
			break
		}
	}
	pt, err := NewPainter(Options{Width: 640})
	if err != nil {
		b.Fatal(err)
	}
	var size int
	for b.Loop() {
		var buf bytes.Buffer
		if err := WriteGIF(&buf, pt, g, time.Second, nil); err != nil {
			b.Fatal(err)
		}
		size = buf.Len()
	}
	b.ReportMetric(float64(size), "bytes")
	b.ReportMetric(float64(g.Len()), "moves")
}

// BenchmarkNewPainter rasterises the art for a 640-pixel picture: the cost before the first frame.
func BenchmarkNewPainter(b *testing.B) {
	for b.Loop() {
		if _, err := NewPainter(Options{Width: 640}); err != nil {
			b.Fatal(err)
		}
	}
}
