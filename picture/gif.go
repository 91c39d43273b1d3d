package picture

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"io"
	"slices"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// WritePNG draws p (with the last move marked and the shapes drawn) and writes it as a PNG.
func WritePNG(w io.Writer, pt *Painter, p *core.Position, last core.Move, shapes []core.Shape) error {
	return png.Encode(w, pt.Draw(p, last, shapes))
}

// Delay limits of a GIF's frames: a GIF counts in hundredths of a second, and a frame of more than
// a minute is a slide show nobody watches.
const (
	MinDelay = 10 * time.Millisecond
	MaxDelay = time.Minute
)

// MaxGIFFrames bounds the frames of a game's GIF (a long game's first moves are kept).
const MaxGIFFrames = 1000

// WriteGIF writes game g as an animated GIF: a frame for the start and one after each move, the
// move marked, each shown for delay (the last three times as long, before it loops). shapes, if
// not nil, gives each frame's drawing (shapes[i] for the position after i moves). The frames
// share one palette made from the board's own colours, and each after the first holds only the
// part of the board that changed, the rest of it transparent: a game of 80 moves 640 pixels wide
// is about 460 KB, written in about 0.6 s (BenchmarkGIF).
func WriteGIF(w io.Writer, pt *Painter, g *core.Game, delay time.Duration, shapes [][]core.Shape) error {
	if g == nil {
		return errors.New("picture: no game")
	}
	if delay < MinDelay || delay > MaxDelay {
		return fmt.Errorf("picture: delay %v: want %v to %v", delay, MinDelay, MaxDelay)
	}
	n := min(g.Len(), MaxGIFFrames-1)
	frame := func(i int) *image.RGBA {
		p := g.PositionAt(i)
		last := core.NoMove
		if i > 0 {
			last = g.Move(i - 1)
		}
		var s []core.Shape
		if i < len(shapes) {
			s = shapes[i]
		}
		return pt.Draw(&p, last, s)
	}
	first := frame(0)
	pal := newPalette(first, frame(n/2), frame(n))
	anim := &gif.GIF{Config: image.Config{ColorModel: pal.colors, Width: pt.size.X, Height: pt.size.Y}}
	cs := int(delay / (10 * time.Millisecond))
	var prev *image.Paletted
	for i := 0; i <= n; i++ {
		img := first
		if i > 0 {
			img = frame(i)
		}
		pm := pal.paletted(img)
		part := pm
		if prev != nil {
			part = changes(prev, pm, pal.clear)
		}
		d := cs
		if i == n {
			d = min(cs*3, 6000)
		}
		anim.Image = append(anim.Image, part)
		anim.Delay = append(anim.Delay, d)
		anim.Disposal = append(anim.Disposal, gif.DisposalNone)
		prev = pm
	}
	return gif.EncodeAll(w, anim)
}

// changes is the frame that turns a into b: the smallest rectangle holding every pixel where they
// differ, with the pixels that do not transparent (index clear), which compress to almost nothing.
func changes(a, b *image.Paletted, clear uint8) *image.Paletted {
	r := changed(a, b)
	if r.Empty() {
		r = image.Rect(0, 0, 1, 1) // a frame must have a pixel
	}
	out := image.NewPaletted(r, b.Palette)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := a.PixOffset(x, y)
			v := b.Pix[i]
			if v == a.Pix[i] {
				v = clear
			}
			out.Pix[out.PixOffset(x, y)] = v
		}
	}
	return out
}

// changed is the smallest rectangle holding every pixel where a and b differ.
func changed(a, b *image.Paletted) image.Rectangle {
	var r image.Rectangle
	w, h := a.Rect.Dx(), a.Rect.Dy()
	for y := range h {
		ra, rb := a.Pix[y*a.Stride:y*a.Stride+w], b.Pix[y*b.Stride:y*b.Stride+w]
		if slices.Equal(ra, rb) {
			continue
		}
		x0 := 0
		for ra[x0] == rb[x0] {
			x0++
		}
		x1 := w
		for ra[x1-1] == rb[x1-1] {
			x1--
		}
		r = r.Union(image.Rect(x0, y, x1, y+1))
	}
	return r
}

// palette is a GIF's colours, 255 found by median cut over the colours of sample frames and a
// transparent one (clear) for the pixels a frame leaves as they were, and a table from each colour
// (5 bits a channel) to its nearest entry.
type palette struct {
	colors color.Palette
	opaque color.Palette // colors without the transparent entry
	clear  uint8
	index  [1 << 15]int16 // -1: not looked up yet
}

// bin is a colour's cell in the 5-bit-a-channel table.
func bin(r, g, b uint8) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

// newPalette makes the palette of images' colours.
func newPalette(images ...*image.RGBA) *palette {
	var hist [1 << 15]int
	for _, img := range images {
		for i := 0; i+3 < len(img.Pix); i += 4 {
			hist[bin(img.Pix[i], img.Pix[i+1], img.Pix[i+2])]++
		}
	}
	type cell struct{ c, n int }
	var cells []cell
	for c, n := range hist {
		if n > 0 {
			cells = append(cells, cell{c, n})
		}
	}
	channel := func(c, ch int) int { return c >> (10 - 5*ch) & 31 }
	boxes := [][]cell{cells}
	for len(boxes) < 255 {
		// Split the box with the most pixels spread over more than one cell, along its widest
		// channel, at the median pixel.
		best, bestN := -1, 0
		for i, b := range boxes {
			n := 0
			for _, c := range b {
				n += c.n
			}
			if len(b) > 1 && n > bestN {
				best, bestN = i, n
			}
		}
		if best < 0 {
			break
		}
		b := boxes[best]
		ch, span := 0, -1
		for k := range 3 {
			lo, hi := 31, 0
			for _, c := range b {
				lo, hi = min(lo, channel(c.c, k)), max(hi, channel(c.c, k))
			}
			if hi-lo > span {
				ch, span = k, hi-lo
			}
		}
		slices.SortFunc(b, func(x, y cell) int { return channel(x.c, ch) - channel(y.c, ch) })
		half, cut := 0, 1
		for i, c := range b {
			half += c.n
			if half*2 >= bestN {
				cut = max(1, min(i+1, len(b)-1))
				break
			}
		}
		boxes[best] = b[:cut:cut]
		boxes = append(boxes, b[cut:])
	}
	p := &palette{}
	for _, b := range boxes {
		var r, g, bl, n int
		for _, c := range b {
			r += (channel(c.c, 0)<<3 | 4) * c.n
			g += (channel(c.c, 1)<<3 | 4) * c.n
			bl += (channel(c.c, 2)<<3 | 4) * c.n
			n += c.n
		}
		if n > 0 {
			p.colors = append(p.colors, color.RGBA{uint8(r / n), uint8(g / n), uint8(bl / n), 0xff})
		}
	}
	for i := range p.index {
		p.index[i] = -1
	}
	// Pixels are matched among the opaque colours only, so none becomes the transparent one.
	p.opaque = p.colors
	p.clear = uint8(len(p.colors))
	p.colors = append(p.colors[:len(p.colors):len(p.colors)], color.RGBA{})
	return p
}

// paletted is img in the palette's colours, each pixel the nearest (no dithering: dithered
// frames would differ all over, and each frame holds only what changed).
func (p *palette) paletted(img *image.RGBA) *image.Paletted {
	out := image.NewPaletted(img.Rect, p.colors)
	for i, j := 0, 0; i+3 < len(img.Pix); i, j = i+4, j+1 {
		k := bin(img.Pix[i], img.Pix[i+1], img.Pix[i+2])
		if p.index[k] < 0 {
			p.index[k] = int16(p.opaque.Index(color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], 0xff}))
		}
		out.Pix[j] = uint8(p.index[k])
	}
	return out
}
