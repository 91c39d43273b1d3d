// Command gen writes every asset of package resources from scratch: the piece sets, boards and
// overlays as SVG, the application icon as SVG and PNG, and the sound effects as WAV. Nothing is
// random or time-dependent, so two runs write identical files.
//
// Usage, from the repository root:
//
//	go generate ./resources/...                   # regenerate resources/assets
//	go run ./resources/internal/gen -check        # verify the committed assets
//
// The only input is the Noto Serif CJK Bold font from Debian's fonts-noto-cjk package, whose
// glyph outlines become SVG paths; the app itself never needs the font.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// file is one generated asset.
type file struct {
	name string
	data []byte
}

func main() {
	out := flag.String("out", filepath.Join("resources", "assets"), "directory of the assets")
	fontPath := flag.String("font", defaultFontPath, "Noto Serif CJK Bold collection (.ttc)")
	check := flag.Bool("check", false, "compare the generated assets with those in -out instead of writing them")
	flag.Parse()
	if err := run(*out, *fontPath, *check); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(out, fontPath string, check bool) error {
	fs, err := loadFonts(fontPath)
	if err != nil {
		return err
	}
	files, err := generate(fs)
	if err != nil {
		return err
	}
	if check {
		problems := compare(files, out)
		if len(problems) > 0 {
			return fmt.Errorf("assets in %s are not what the generator makes (run go generate ./resources/...):\n\t%s",
				out, strings.Join(problems, "\n\t"))
		}
		fmt.Printf("gen: %d assets in %s are up to date\n", len(files), out)
		return nil
	}
	return write(files, out)
}

// generate makes every asset, in a fixed order.
func generate(fs *fonts) ([]file, error) {
	var files []file
	add := func(name, svg string, err error) error {
		if err != nil {
			return err
		}
		files = append(files, file{name, []byte(svg)})
		return nil
	}
	for _, s := range resources.PieceStyles() {
		for _, c := range []core.Color{core.Red, core.Black} {
			for i, t := range pieceTypes {
				svg, err := pieceSVG(fs, s, c, i)
				if err := add(resources.PieceFile(c, t, s), svg, err); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, t := range resources.BoardThemes() {
		for _, l := range []struct {
			name  string
			layer boardLayer
		}{
			{resources.BoardFile(t), wholeBoard},
			{resources.BoardBackgroundFile(t), backgroundLayer},
			{resources.BoardForegroundFile(t, false), foregroundLayer},
			{resources.BoardForegroundFile(t, true), flippedForegroundLayer},
		} {
			svg, err := boardSVG(fs, t, l.layer)
			if err := add(l.name, svg, err); err != nil {
				return nil, err
			}
		}
	}
	for _, o := range resources.Overlays() {
		svg, err := overlaySVG(o)
		if err := add(resources.OverlayFile(o), svg, err); err != nil {
			return nil, err
		}
	}
	icon, err := iconSVG(fs)
	if err := add(resources.IconSVGFile, icon, err); err != nil {
		return nil, err
	}
	iconPNG, err := rasterize(icon, resources.IconPNGSize)
	if err != nil {
		return nil, fmt.Errorf("icon PNG: %w", err)
	}
	files = append(files, file{resources.IconPNGFile, iconPNG})
	for _, e := range resources.SoundEvents() {
		tr, err := synth(e)
		if err != nil {
			return nil, err
		}
		files = append(files, file{resources.SoundFile(e), tr.wav()})
	}
	return files, nil
}

// isGenerated reports whether a file name in the assets directory belongs to the generator
// (everything but the directory's README).
func isGenerated(name string) bool {
	switch filepath.Ext(name) {
	case ".svg", ".png", ".wav":
		return true
	}
	return false
}

// write replaces the generated files in dir with files.
func write(files []file, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if isGenerated(e.Name()) && !slices.ContainsFunc(files, func(f file) bool { return f.name == e.Name() }) {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.name), f.data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// compare lists how the files differ from those in dir. A PNG or WAV whose bytes differ but
// whose pixels or samples agree within a rounding step passes: floating point may round
// differently on another CPU (fused multiply-add on arm64), and that is not a stale asset.
func compare(files []file, dir string) []string {
	var problems []string
	for _, f := range files {
		old, err := os.ReadFile(filepath.Join(dir, f.name))
		switch {
		case errors.Is(err, os.ErrNotExist):
			problems = append(problems, f.name+": missing")
		case err != nil:
			problems = append(problems, f.name+": "+err.Error())
		case bytes.Equal(old, f.data):
		case filepath.Ext(f.name) == ".png" && pngClose(old, f.data):
		case filepath.Ext(f.name) == ".wav" && wavClose(old, f.data):
		default:
			problems = append(problems, f.name+": differs")
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return append(problems, err.Error())
	}
	for _, e := range entries {
		if isGenerated(e.Name()) && !slices.ContainsFunc(files, func(f file) bool { return f.name == e.Name() }) {
			problems = append(problems, e.Name()+": not made by the generator")
		}
	}
	return problems
}

// pngClose reports whether two PNGs have the same size and pixels within 2/255 per channel.
func pngClose(a, b []byte) bool {
	ia, err1 := png.Decode(bytes.NewReader(a))
	ib, err2 := png.Decode(bytes.NewReader(b))
	if err1 != nil || err2 != nil || ia.Bounds() != ib.Bounds() {
		return false
	}
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := ia.At(x, y).RGBA()
			r2, g2, b2, a2 := ib.At(x, y).RGBA()
			for _, d := range []int{int(r1) - int(r2), int(g1) - int(g2), int(b1) - int(b2), int(a1) - int(a2)} {
				if d > 2*257 || d < -2*257 {
					return false
				}
			}
		}
	}
	return true
}

// wavClose reports whether two WAVs have the same header and samples within one step.
func wavClose(a, b []byte) bool {
	const header = 44
	if len(a) != len(b) || len(a) < header || !bytes.Equal(a[:header], b[:header]) {
		return false
	}
	for i := header; i+1 < len(a); i += 2 {
		d := int(int16(uint16(a[i])|uint16(a[i+1])<<8)) - int(int16(uint16(b[i])|uint16(b[i+1])<<8))
		if d > 1 || d < -1 {
			return false
		}
	}
	return true
}
