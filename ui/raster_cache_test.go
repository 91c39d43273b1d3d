package ui

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

func TestRasterCacheRoundTrip(t *testing.T) {
	c := rasterCache{dir: filepath.Join(t.TempDir(), "raster")}
	res := resources.Piece(core.MakePiece(core.Red, core.Horse), resources.Traditional)
	if _, ok := c.load(res, 60, 60); ok {
		t.Fatal("a raster loaded from an empty cache")
	}
	img, err := rasterize(res.Content(), 60, 60)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.store(res, img); err != nil {
		t.Fatal(err)
	}
	got, ok := c.load(res, 60, 60)
	if !ok {
		t.Fatal("the stored raster did not load")
	}
	want := img.(*image.RGBA)
	rgba, isRGBA := got.(*image.RGBA)
	if !isRGBA {
		t.Fatalf("loaded a %T, want *image.RGBA", got)
	}
	for i := range want.Pix {
		if d := int(want.Pix[i]) - int(rgba.Pix[i]); d < -2 || d > 2 {
			t.Fatalf("byte %d: %d after the round trip, want %d", i, rgba.Pix[i], want.Pix[i])
		}
	}
	if _, ok := c.load(res, 61, 61); ok {
		t.Error("a raster of another size loaded")
	}
	other := resources.Piece(core.MakePiece(core.Black, core.Horse), resources.Traditional)
	if _, ok := c.load(other, 60, 60); ok {
		t.Error("another art's raster loaded")
	}
	// A damaged file is a miss, not an error or a panic.
	if err := os.WriteFile(c.path(res, 60, 60), []byte("not a png"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.load(res, 60, 60); ok {
		t.Error("a damaged file loaded")
	}
	// No folder: nothing is read or written.
	none := rasterCache{}
	if err := none.store(res, img); err != nil {
		t.Error(err)
	}
	if _, ok := none.load(res, 60, 60); ok {
		t.Error("a cache without a folder loaded a raster")
	}
}

// runRasterJobs takes a raster from the cache instead of rendering it, and caches what it renders.
func TestRunRasterJobsUsesCache(t *testing.T) {
	c := rasterCache{dir: t.TempDir()}
	cached := resources.OverlayImage(resources.Selected)
	rendered := resources.OverlayImage(resources.Dest)
	marker := image.NewRGBA(image.Rect(0, 0, 40, 40))
	for i := range marker.Pix {
		marker.Pix[i] = 0x55
	}
	if err := c.store(cached, marker); err != nil {
		t.Fatal(err)
	}
	jobs := []rasterJob{
		{rasterKey{cached.Name(), 40, 40}, cached},
		{rasterKey{rendered.Name(), 40, 40}, rendered},
	}
	var got []rasterDone
	runRasterJobs(jobs, c, func() bool { return false }, func(b []rasterDone) { got = append(got, b...) },
		func(format string, args ...any) { t.Errorf(format, args...) })
	if len(got) != 2 {
		t.Fatalf("%d rasters, want 2", len(got))
	}
	if c := color.RGBA64Model.Convert(got[0].img.At(20, 20)); c != (color.RGBA64{0x5555, 0x5555, 0x5555, 0x5555}) {
		t.Errorf("the cached raster was not used: pixel %v", got[0].img.At(20, 20))
	}
	if _, err := os.Stat(c.path(rendered, 40, 40)); err != nil {
		t.Errorf("the rendered raster was not cached: %v", err)
	}
}

func TestRasterCacheTrims(t *testing.T) {
	c := rasterCache{dir: t.TempDir()}
	for i := range maxRasterCacheFiles + 5 {
		if err := os.WriteFile(filepath.Join(c.dir, fmt.Sprintf("old-%d.png", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var res fyne.Resource = resources.OverlayImage(resources.Dest)
	if err := c.store(res, image.NewRGBA(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(c.dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) > maxRasterCacheFiles {
		t.Errorf("%d files in the cache, want at most %d", len(entries), maxRasterCacheFiles)
	}
	if _, ok := c.load(res, 4, 4); !ok {
		t.Error("trimming removed the newest file")
	}
}
