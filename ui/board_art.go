package ui

import (
	"fmt"
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The board's art: which raster each image shows, and the background jobs that rasterise the
// pieces, the overlays and the board's two layers at the sizes shown (raster.go, raster_cache.go).

// setBoardArt puts the current theme's layers on the board images.
func (r *boardRenderer) setBoardArt() {
	r.setArt(r.bg, resources.BoardBackground(r.b.Theme))
	r.setArt(r.fg, resources.BoardForeground(r.b.Theme, r.b.Flipped))
}

// showArt shows img with the art res, or hides it.
func (r *boardRenderer) showArt(img *canvas.Image, visible bool, res fyne.Resource) {
	if visible {
		r.setArt(img, res)
	} else {
		delete(r.want, img)
	}
	r.show(img, visible)
}

// setArt makes img show res: its raster at the current size if there is one, otherwise the
// latest raster of res at another size (scaled) until the right one arrives.
func (r *boardRenderer) setArt(img *canvas.Image, res fyne.Resource) {
	r.want[img] = res
	if raster := r.lookup(res); raster != img.Image {
		img.Image = raster
		r.refresh(img)
	}
}

func (r *boardRenderer) keyFor(res fyne.Resource) rasterKey {
	switch res {
	case resources.BoardForeground(r.b.Theme, false), resources.BoardForeground(r.b.Theme, true):
		return rasterKey{res.Name(), r.boardPx[0], r.boardPx[1]}
	case resources.BoardBackground(r.b.Theme):
		return rasterKey{res.Name(), r.backPx[0], r.backPx[1]}
	}
	return rasterKey{res.Name(), r.piecePx, r.piecePx}
}

// current reports whether a raster of size w×h is of a size the board shows now.
func (r *boardRenderer) current(w, h int) bool {
	return (w == r.piecePx && h == r.piecePx) || [2]int{w, h} == r.boardPx || [2]int{w, h} == r.backPx
}

func (r *boardRenderer) lookup(res fyne.Resource) image.Image {
	if img, ok := r.rasters[r.keyFor(res)]; ok {
		return img
	}
	return r.latest[res.Name()]
}

// ready reports whether every image shown has its raster at the current size.
func (r *boardRenderer) ready() bool {
	if r.boardPx[0] == 0 {
		return false
	}
	for _, res := range r.want {
		if _, ok := r.rasters[r.keyFor(res)]; !ok {
			return false
		}
	}
	return true
}

// requestRasters starts a background job that renders, for the current pixel sizes, every piece
// of the set and every overlay, then the board's background (at most at maxBackgroundScale,
// so a resize rarely needs a new one) and its foreground at full resolution, for this side and
// then for the other (so that flipping finds it ready). Until they arrive
// the images show their latest rasters, scaled. A newer request makes an older job stop.
func (r *boardRenderer) requestRasters(g Geometry) {
	scale := float32(1)
	if fyne.CurrentApp() != nil {
		if c := fyne.CurrentApp().Driver().CanvasForObject(r.b); c != nil {
			scale = c.Scale()
		}
	}
	_, bs := g.BoardRect()
	px := func(v float32) int { return int(math.Ceil(float64(v * scale))) }
	boardPx := [2]int{px(bs.Width), px(bs.Height)}
	piecePx := px(g.PieceSize().Width)
	if boardPx[0] < 8 || piecePx < 4 {
		return
	}
	backPx := boardPx
	if maxW := int(math.Ceil(resources.BoardWidth * maxBackgroundScale)); backPx[0] > maxW {
		backPx = [2]int{maxW, int(math.Ceil(resources.BoardHeight * maxBackgroundScale))}
	}
	backRes, foreRes := resources.BoardBackground(r.b.Theme), resources.BoardForeground(r.b.Theme, r.b.Flipped)
	_, haveBack := r.rasters[rasterKey{backRes.Name(), backPx[0], backPx[1]}]
	_, haveFore := r.rasters[rasterKey{foreRes.Name(), boardPx[0], boardPx[1]}]
	if boardPx == r.boardPx && piecePx == r.piecePx && ((haveBack && haveFore) || r.pendingRS) {
		return
	}
	r.boardPx, r.backPx, r.piecePx = boardPx, backPx, piecePx
	for k := range r.rasters {
		if !r.current(k.w, k.h) {
			delete(r.rasters, k)
		}
	}
	var jobs []rasterJob
	add := func(res fyne.Resource, w, h int) {
		k := rasterKey{res.Name(), w, h}
		if _, ok := r.rasters[k]; !ok {
			jobs = append(jobs, rasterJob{k, res})
		}
	}
	for _, c := range []core.Color{core.Red, core.Black} {
		for t := core.King; t <= core.Pawn; t++ {
			add(resources.Piece(core.MakePiece(c, t), r.style), piecePx, piecePx)
		}
	}
	for _, o := range resources.Overlays() {
		add(resources.OverlayImage(o), piecePx, piecePx)
	}
	jobs = append(jobs, rasterJob{}) // show the pieces before the board is done
	if _, ok := r.latest[backRes.Name()]; !ok && !haveBack {
		// Nothing to scale meanwhile (start-up, new theme): a quick rough background first.
		add(backRes, (backPx[0]+3)/4, (backPx[1]+3)/4)
		jobs = append(jobs, rasterJob{})
	}
	add(backRes, backPx[0], backPx[1])
	jobs = append(jobs, rasterJob{})
	add(foreRes, boardPx[0], boardPx[1])
	jobs = append(jobs, rasterJob{}) // then the other side's, for an instant flip
	add(resources.BoardForeground(r.b.Theme, !r.b.Flipped), boardPx[0], boardPx[1])
	seq := r.jobSeq.Add(1)
	if len(jobs) == 0 {
		return
	}
	r.pendingRS = true
	do, cache := r.b.do, rasterCache{dir: r.b.rasterCacheDir}
	stale := func() bool { return r.jobSeq.Load() != seq }
	go func() {
		runRasterJobs(jobs, cache, stale, func(batch []rasterDone) {
			do(func() { r.rastersDone(seq, batch) })
		}, func(format string, args ...any) { fyne.LogError(fmt.Sprintf(format, args...), nil) })
		do(func() {
			if r.jobSeq.Load() == seq {
				r.pendingRS = false
			}
		})
	}()
}

// rastersDone stores finished rasters and puts them on the images that show their art.
func (r *boardRenderer) rastersDone(seq int64, batch []rasterDone) {
	for _, d := range batch {
		r.latest[d.key.name] = d.img
		if r.jobSeq.Load() == seq || r.current(d.key.w, d.key.h) {
			r.rasters[d.key] = d.img
		}
	}
	for img, res := range r.want {
		if raster := r.lookup(res); raster != img.Image {
			img.Image = raster
			r.refresh(img)
		}
	}
	if r.b.onReady != nil && r.ready() {
		r.b.onReady()
	}
}
