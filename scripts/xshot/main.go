// Command xshot waits, under an X server (Xvfb), for the largest window on the screen to show a
// finished picture, then saves the screen as a PNG: what the display really shows, whatever
// program drew it (the Windows build under Wine, say).
//
//	xshot [-timeout 120s] [-settle 2s] [-since UNIX_MS] OUT.png
//
// It captures the window about every 50 ms. The picture is finished when the window, at least
// 320×320 pixels, has more than 64 colours and has not changed for -settle. With -since (the
// launch time in Unix milliseconds) it also prints how long after launch the window appeared and
// when it first showed that finished picture: the start-up time to the first complete frame. It exits non-zero on
// timeout, naming what it saw.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/chuhe-xq/chuhe/scripts/internal/xscreen"
)

func main() {
	timeout := flag.Duration("timeout", 120*time.Second, "give up after this long")
	settle := flag.Duration("settle", 2*time.Second, "the picture is finished when unchanged for this long")
	since := flag.Int64("since", 0, "launch time in Unix milliseconds: print the time to the first complete frame")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: xshot [-timeout D] [-settle D] [-since UNIX_MS] OUT.png")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *timeout, *settle, *since); err != nil {
		fmt.Fprintln(os.Stderr, "xshot:", err)
		os.Exit(1)
	}
}

// frame is one capture of the window.
type frame struct {
	at   time.Time
	rect image.Rectangle
	sum  uint64
	img  *image.RGBA
}

func run(out string, timeout, settle time.Duration, since int64) error {
	d, err := xscreen.Open()
	if err != nil {
		return err
	}
	defer d.Close()
	deadline := time.Now().Add(timeout)
	var first, last *frame // first: when the current picture first appeared
	var mapped time.Time   // when a window of the size wanted first appeared
	seen := "no window"
	for time.Now().Before(deadline) {
		f := capture(d)
		if f != nil && mapped.IsZero() && f.rect.Dx() >= 320 && f.rect.Dy() >= 320 {
			mapped = f.at
			if since > 0 {
				fmt.Printf("xshot: window shown %d ms after launch\n", mapped.UnixMilli()-since)
			}
		}
		switch {
		case f == nil:
		case f.rect.Dx() < 320 || f.rect.Dy() < 320:
			seen = fmt.Sprintf("a %dx%d window", f.rect.Dx(), f.rect.Dy())
		case !colourful(f.img):
			seen = fmt.Sprintf("a %dx%d window with few colours", f.rect.Dx(), f.rect.Dy())
		default:
			seen = fmt.Sprintf("a %dx%d window that kept changing", f.rect.Dx(), f.rect.Dy())
			if last == nil || f.sum != last.sum || f.rect != last.rect {
				first = f
			}
			last = f
			if f.at.Sub(first.at) >= settle {
				return finish(out, first, since)
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("after %v: %s, no finished picture", timeout, seen)
}

func finish(out string, f *frame, since int64) error {
	file, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := png.Encode(file, f.img); err != nil {
		file.Close()
		return err
	}
	if err := file.Close(); err != nil {
		return err
	}
	if since > 0 {
		fmt.Printf("xshot: first complete frame %d ms after launch\n", f.at.UnixMilli()-since)
	}
	fmt.Printf("xshot: %s (%dx%d window)\n", out, f.rect.Dx(), f.rect.Dy())
	return nil
}

// capture grabs the largest window, or returns nil when there is none.
func capture(d *xscreen.Display) *frame {
	r, ok := d.Largest()
	if !ok {
		return nil
	}
	// Clip to the screen: a window may hang off it.
	sw, sh := d.Size()
	r = r.Intersect(image.Rect(0, 0, sw, sh))
	if r.Empty() {
		return nil
	}
	img, err := d.Grab(r)
	if err != nil {
		return nil
	}
	h64 := fnv.New64a()
	h64.Write(img.Pix)
	return &frame{at: time.Now(), rect: r, sum: h64.Sum64(), img: img}
}

// colourful reports whether img has more than 64 colours: a drawn board, not a blank window.
func colourful(img *image.RGBA) bool {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 5 {
		for x := b.Min.X; x < b.Max.X; x += 5 {
			i := img.PixOffset(x, y)
			seen[[3]uint8{img.Pix[i] >> 4, img.Pix[i+1] >> 4, img.Pix[i+2] >> 4}] = true
			if len(seen) > 64 {
				return true
			}
		}
	}
	return false
}
