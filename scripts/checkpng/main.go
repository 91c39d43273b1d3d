// Command checkpng fails unless a PNG file is at least 320×320 pixels and has more than 16 colours:
// the smoke test's proof that the app drew a board and pieces, not a blank window.
package main

import (
	"fmt"
	"image/png"
	"os"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: checkpng FILE.png")
		os.Exit(2)
	}
	if err := check(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "checkpng:", err)
		os.Exit(1)
	}
}

func check(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	b := img.Bounds()
	if b.Dx() < 320 || b.Dy() < 320 {
		return fmt.Errorf("%s: %dx%d, want at least 320x320", name, b.Dx(), b.Dy())
	}
	colours := map[[4]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			colours[[4]uint32{r >> 12, g >> 12, bl >> 12, a >> 12}] = true
		}
	}
	if len(colours) <= 16 {
		return fmt.Errorf("%s: only %d colours; the window looks blank", name, len(colours))
	}
	fmt.Printf("smoke: %s is %dx%d with %d colours: ok\n", name, b.Dx(), b.Dy(), len(colours))
	return nil
}
