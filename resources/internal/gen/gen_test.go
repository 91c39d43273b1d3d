package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// generated runs the generator in memory, skipping the test when the font is not installed.
func generated(t *testing.T) []file {
	t.Helper()
	if _, err := os.Stat(defaultFontPath); errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s is not installed (Debian package %s); the generator needs it", defaultFontPath, fontPackage)
	}
	fs, err := loadFonts(defaultFontPath)
	if err != nil {
		t.Fatal(err)
	}
	files, err := generate(fs)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestDeterministic checks that two runs make byte-identical files.
func TestDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("generates everything twice (a few seconds); TestCommittedAssetsAreGenerated still runs")
	}
	a, b := generated(t), generated(t)
	if len(a) != len(b) {
		t.Fatalf("runs made %d and %d files", len(a), len(b))
	}
	for i := range a {
		t.Run(a[i].name, func(t *testing.T) {
			if a[i].name != b[i].name || !bytes.Equal(a[i].data, b[i].data) {
				t.Errorf("second run made %s differently", b[i].name)
			}
		})
	}
}

// TestCommittedAssetsAreGenerated checks that resources/assets is exactly what the generator
// makes, so nobody edits a generated file by hand or forgets to regenerate.
func TestCommittedAssetsAreGenerated(t *testing.T) {
	files := generated(t)
	for _, p := range compare(files, filepath.Join("..", "..", "assets")) {
		t.Error(p)
	}
}

// TestWriteThenCheck runs the generator the way go generate does, into a fresh directory, and
// checks the result with the -check mode.
func TestWriteThenCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("generates everything twice (a few seconds)")
	}
	if _, err := os.Stat(defaultFontPath); errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s is not installed (Debian package %s)", defaultFontPath, fontPackage)
	}
	dir := t.TempDir()
	stale := filepath.Join(dir, "piece-old.svg")
	if err := os.WriteFile(stale, []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, defaultFontPath, false); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Error("a stale generated file survived regeneration")
	}
	if err := run(dir, defaultFontPath, true); err != nil {
		t.Error(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "board-wood.svg"), []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, defaultFontPath, true); err == nil {
		t.Error("-check passed with an edited asset")
	}
}

func TestMissingFont(t *testing.T) {
	_, err := loadFonts(filepath.Join(t.TempDir(), "none.ttc"))
	if err == nil || !bytes.Contains([]byte(err.Error()), []byte(fontPackage)) {
		t.Errorf("missing font error %v does not name the package %s", err, fontPackage)
	}
}

func TestNum(t *testing.T) {
	tests := []struct {
		name string
		in   float64
		want string
	}{
		{"integer", 50, "50"},
		{"rounds to two decimals", 1.23456, "1.23"},
		{"negative zero", -0.001, "0"},
		{"negative", -2.5, "-2.5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := num(tt.in); got != tt.want {
				t.Errorf("num(%v) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// square returns a closed square contour, clockwise on screen unless ccw.
func square(x, y, side float64, ccw bool) contour {
	pts := []point{{x, y}, {x + side, y}, {x + side, y + side}, {x, y + side}}
	if ccw {
		pts = []point{{x, y}, {x, y + side}, {x + side, y + side}, {x + side, y}}
	}
	c := contour{{'M', pts[:1]}}
	for _, p := range pts[1:] {
		c = append(c, segment{'L', []point{p}})
	}
	return c
}

func TestGroups(t *testing.T) {
	tests := []struct {
		name  string
		o     outline
		parts []int // contours per part
	}{
		{"one contour", outline{square(0, 0, 10, false)}, []int{1}},
		{"square with a hole", outline{square(0, 0, 10, false), square(3, 3, 4, true)}, []int{2}},
		// Under even-odd as one path the overlap would be a hole; as two parts it stays filled.
		{"overlapping strokes", outline{square(0, 0, 10, false), square(5, 5, 10, false)}, []int{1, 1}},
		{"island in a hole", outline{square(0, 0, 20, false), square(4, 4, 12, true), square(8, 8, 4, false)}, []int{2, 1}},
		{"holes go to the innermost outline", outline{square(0, 0, 30, false), square(5, 5, 20, false), square(10, 10, 5, true)}, []int{1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parts := tt.o.groups()
			var got []int
			for _, p := range parts {
				got = append(got, len(p))
			}
			if !slices.Equal(got, tt.parts) {
				t.Errorf("contours per part = %v, want %v", got, tt.parts)
			}
		})
	}
}
