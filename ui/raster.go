package ui

import (
	"image"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/picture"
)

// The board and piece art are SVG. Rasterising the board and the pieces for a large screen takes
// a good fraction of a second even with boxScanner (and took tens of seconds with rasterx's own
// scanner), far too long for the UI goroutine (Fyne would re-rasterise every image on every
// resize), so the board renderer rasterises in a background goroutine, caches the images per
// pixel size and hands them back through its do function; meanwhile the previous images are
// scaled by the GPU. BenchmarkResizeToCrisp and BenchmarkRasterize measure it.

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

// rasterize renders SVG data at w×h pixels (see picture.Rasterize).
func rasterize(data []byte, w, h int) (image.Image, error) {
	img, err := picture.Rasterize(data, w, h)
	if err != nil {
		return nil, err // not a typed nil in an interface
	}
	return img, nil
}

// runRasterJobs renders the jobs in order, handing each batch (a nil job ends a batch) to done.
// It stops early when stale reports that a newer request replaced this one. A raster found in
// cache is taken from it; the ones rendered are written to it once their batch has been handed
// over, so the cache never delays a picture.
func runRasterJobs(jobs []rasterJob, cache rasterCache, stale func() bool, done func([]rasterDone), logf func(string, ...any)) {
	var batch, fresh []rasterDone
	var freshRes []fyne.Resource
	flush := func() {
		if len(batch) > 0 {
			done(batch)
			batch = nil
		}
		for i, d := range fresh {
			if err := cache.store(freshRes[i], d.img); err != nil {
				logf("caching %s: %v", d.key.name, err)
			}
		}
		fresh, freshRes = nil, nil
	}
	for _, j := range jobs {
		if stale() {
			return
		}
		if j.res == nil {
			flush()
			continue
		}
		if img, ok := cache.load(j.res, j.key.w, j.key.h); ok {
			batch = append(batch, rasterDone{j.key, img})
			continue
		}
		img, err := rasterize(j.res.Content(), j.key.w, j.key.h)
		if err != nil {
			logf("rasterising %s: %v", j.key.name, err)
			continue
		}
		batch = append(batch, rasterDone{j.key, img})
		fresh, freshRes = append(fresh, rasterDone{j.key, img}), append(freshRes, j.res)
	}
	flush()
}
