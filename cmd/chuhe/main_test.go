package main

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestScreenshotSmoke starts the real app (it needs a display: run it under xvfb-run) and checks
// the PNG it writes.
func TestScreenshotSmoke(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY; run under xvfb-run")
	}
	if testing.Short() {
		t.Skip("starts the app")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "chuhe")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	shot := filepath.Join(dir, "shot.png")
	cmd := exec.Command(bin, "--screenshot", shot, "--theme", "light",
		"--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1")
	cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+dir) // keep the user's settings out of it
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chuhe --screenshot: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < 320 || b.Dy() < 320 || !colourful(img) {
		t.Errorf("screenshot %v looks blank", b)
	}
}
