package ui

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
)

// rasterCache keeps finished rasters as PNG files in a folder of the user's cache, so that a start
// at a window size seen before shows its crisp board at once instead of rasterising it again: the
// board, its pieces and overlays take about 0.6 s of CPU at a laptop's size (see the start-up
// benchmark, scripts/startup.sh), decoding them a few tens of milliseconds. A file is named by a
// hash of the SVG and the pixel size, so changed art never reads an old picture. Every method
// runs on the rasterising goroutine; a cache with no folder does nothing, and a file that cannot
// be read or written is only a miss.
type rasterCache struct {
	dir string
}

// maxRasterCacheFiles bounds the folder: past it the oldest files are removed (each window size
// seen adds about twenty).
const maxRasterCacheFiles = 300

func (c rasterCache) path(res fyne.Resource, w, h int) string {
	sum := sha256.Sum256(res.Content())
	return filepath.Join(c.dir, fmt.Sprintf("%s-%dx%d.png", hex.EncodeToString(sum[:12]), w, h))
}

// load returns the cached raster of res at w×h, if there is a readable one of that size.
func (c rasterCache) load(res fyne.Resource, w, h int) (image.Image, bool) {
	if c.dir == "" {
		return nil, false
	}
	data, err := os.ReadFile(c.path(res, w, h))
	if err != nil {
		return nil, false
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds() != image.Rect(0, 0, w, h) {
		return nil, false
	}
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba, true
	}
	// The rasters are *image.RGBA; a PNG decodes as NRGBA when it has translucent pixels.
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, image.Point{}, draw.Src)
	return rgba, true
}

// store writes the raster of res at its size (beside, then renamed, so that a reader never sees
// half a file) and trims the folder.
func (c rasterCache) store(res fyne.Resource, img image.Image) error {
	if c.dir == "" {
		return nil
	}
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return err
	}
	b := img.Bounds()
	path := c.path(res, b.Dx(), b.Dy())
	tmp, err := os.CreateTemp(c.dir, "tmp-*.png")
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(tmp, img); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return c.trim()
}

// trim removes the oldest files while the folder holds more than maxRasterCacheFiles.
func (c rasterCache) trim() error {
	entries, err := os.ReadDir(c.dir)
	if err != nil || len(entries) <= maxRasterCacheFiles {
		return err
	}
	type file struct {
		name string
		mod  int64
	}
	var files []file
	for _, e := range entries {
		if info, err := e.Info(); err == nil && strings.HasSuffix(e.Name(), ".png") {
			files = append(files, file{e.Name(), info.ModTime().UnixNano()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod < files[j].mod })
	for _, f := range files[:max(0, len(files)-maxRasterCacheFiles)] {
		os.Remove(filepath.Join(c.dir, f.name))
	}
	return nil
}
