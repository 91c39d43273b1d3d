package ui

import (
	"bytes"
	"image"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// The board and piece art are SVG. Rasterising the wooden board takes seconds at full screen
// size, far too long for the UI goroutine (Fyne would re-rasterise every image on every resize),
// so the board renderer rasterises in a background goroutine, caches the images per pixel size
// and hands them back through its do function; meanwhile the previous images are scaled by the
// GPU.

// rasterKey names one raster: which art at what pixel size.
type rasterKey struct {
	name string
	w, h int
}

// rasterJob is one image to make.
type rasterJob struct {
	key rasterKey
	res fyne.Resource
}

// rasterDone is a finished image.
type rasterDone struct {
	key rasterKey
	img image.Image
}

// rasterize renders SVG data at w×h pixels with oksvg and rasterx, the renderers Fyne uses.
func rasterize(data []byte, w, h int) (image.Image, error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data), oksvg.WarnErrorMode)
	if err != nil {
		return nil, err
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	scanner := rasterx.NewScannerGV(w, h, img, img.Bounds())
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	return img, nil
}

// runRasterJobs renders the jobs in order, handing each batch (a nil job ends a batch) to done.
// It stops early when stale reports that a newer request replaced this one.
func runRasterJobs(jobs []rasterJob, stale func() bool, done func([]rasterDone), logf func(string, ...any)) {
	var batch []rasterDone
	for _, j := range jobs {
		if stale() {
			return
		}
		if j.res == nil {
			if len(batch) > 0 {
				done(batch)
				batch = nil
			}
			continue
		}
		img, err := rasterize(j.res.Content(), j.key.w, j.key.h)
		if err != nil {
			logf("rasterising %s: %v", j.key.name, err)
			continue
		}
		batch = append(batch, rasterDone{j.key, img})
	}
	if len(batch) > 0 {
		done(batch)
	}
}
