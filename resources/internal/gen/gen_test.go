package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
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
