package ui

import (
	"image"
	"image/color"
	"math"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// animDuration is how long a piece takes to slide to its destination.
const animDuration = 150 * time.Millisecond

// destKind is what marks a point as a destination of the selected piece (or of the hint).
type destKind uint8

const (
	noDest destKind = iota
	quietDest
	captureDest
)

// look is everything that decides how one point is drawn; the renderer redraws a point only when
// its look changes.
type look struct {
	piece core.Piece
	check bool              // the king here is in check
	mark  resources.Overlay // LastFrom, LastTo, or noMark
	ring  bool              // selected piece or hint source
	dest  destKind
}

// noMark is an Overlay value that stands for "no last-move mark".
const noMark = resources.Overlay(-1)

// point holds the images of one of the 90 points, bottom to top: the check glow, the last-move
// mark, the piece, the selection ring and the destination mark.
type point struct {
	glow, mark, piece, ring, dest *canvas.Image
	drawn                         look
}

// maxBackgroundScale caps the resolution of the board's background layer, in pixels per board
// unit: the gradient and the grain are soft, so on a large screen the GPU scales a raster of this
// size up (unnoticeably), and a resize beyond it never rasterises the background again. Only
// the foreground (lines, marks, characters) is rasterised at the full size, and it is quick.
const maxBackgroundScale = 1.5

// boardRenderer owns the board's two layers (the soft background and the sharp foreground), one
// group of images per point and the "mover", a piece image above everything that follows a drag
// or slides along an animated move.
type boardRenderer struct {
	b      *Board
	bg, fg *canvas.Image
	points [resources.Files * resources.Ranks]point
	mover  *canvas.Image
	// arrow is the board's arrow (Board.Arrow): a shaft and the two strokes of its head.
	arrow     [3]*canvas.Line
	arrowMove core.Move   // the move the arrow is drawn for
	arrowHint bool        // it is the hint's (drawn green)
	cursor    cursorRing  // the keyboard's cursor (board_keys.go)
	shapes    *shapeLayer // the arrows and circles a player drew (board_marks.go)
	objects   []fyne.CanvasObject

	// What was drawn last, to tell what changed.
	theme   resources.BoardTheme
	style   resources.PieceStyle
	flipped bool
	size    fyne.Size

	anim       *fyne.Animation
	animSeq    int
	animating  bool
	animMove   core.Move
	animPiece  core.Piece
	moverPiece core.Piece
	moverShown bool
	// Rasters: the art as images at the current pixel sizes (see raster.go).
	boardPx   [2]int // board image size in pixels, that of the foreground raster
	backPx    [2]int // background raster size in pixels (boardPx, capped)
	piecePx   int    // piece and overlay image side in pixels
	rasters   map[rasterKey]image.Image
	latest    map[string]image.Image // the last raster of each art at any size, scaled meanwhile
	want      map[*canvas.Image]fyne.Resource
	jobSeq    atomic.Int64
	pendingRS bool // a raster job is running

	refreshes   int // canvas objects refreshed since creation
	lastPoints  int // points redrawn by the last Refresh
	lastObjects int // canvas objects refreshed by the last Refresh
	totalPoints int // points redrawn since creation
}

func newBoardRenderer(b *Board) *boardRenderer {
	r := &boardRenderer{b: b, theme: b.Theme, style: b.Style, flipped: b.Flipped,
		rasters: map[rasterKey]image.Image{}, latest: map[string]image.Image{},
		want: map[*canvas.Image]fyne.Resource{}}
	b.renderer = r
	newImage := func() *canvas.Image {
		// ImageScaleFastest: the rasters are made at the pixel size shown, and a raster of another
		// size (the capped background, or the last size's until the new one is ready) is scaled
		// by the GPU. ImageScaleSmooth would have Fyne scale it on the CPU with Catmull-Rom each
		// time it makes the texture, on the UI goroutine: 230 ms of the first frame for the
		// background (even to its own size: Fyne copies it through the kernel when it is smaller
		// than the image shown).
		img := &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScaleFastest}
		img.Hide()
		return img
	}
	r.bg, r.fg = newImage(), newImage()
	r.bg.Show()
	r.fg.Show()
	r.setBoardArt()
	for i := range r.points {
		p := &r.points[i]
		p.glow = newImage()
		p.mark = newImage()
		p.piece = newImage()
		p.ring = newImage()
		p.dest = newImage()
		p.drawn = look{mark: noMark}
	}
	r.mover = newImage()
	r.objects = append(r.objects, r.bg, r.fg)
	for _, layer := range []func(*point) *canvas.Image{
		func(p *point) *canvas.Image { return p.glow },
		func(p *point) *canvas.Image { return p.mark },
		func(p *point) *canvas.Image { return p.piece },
		func(p *point) *canvas.Image { return p.ring },
		func(p *point) *canvas.Image { return p.dest },
	} {
		for i := range r.points {
			r.objects = append(r.objects, layer(&r.points[i]))
		}
	}
	r.shapes = newShapeLayer()
	r.objects = append(r.objects, r.shapes.img)
	for i := range r.arrow {
		l := canvas.NewLine(arrowColor())
		l.Hide()
		r.arrow[i] = l
		r.objects = append(r.objects, l)
	}
	r.arrowMove = core.NoMove
	r.cursor = newCursorRing()
	r.objects = append(r.objects, r.cursor.ring, r.mover)
	r.update(true)
	return r
}

// pointIndex numbers the 90 points; it ignores the padding of core.Square.
func pointIndex(s core.Square) int { return s.Rank()*resources.Files + s.File() }

// pointSquare is the inverse of pointIndex.
func pointSquare(i int) core.Square { return core.NewSquare(i%resources.Files, i/resources.Files) }

func (r *boardRenderer) Destroy() {
	r.jobSeq.Add(1) // stops the raster job
	if r.anim != nil {
		r.anim.Stop()
	}
}

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Layout places every image for the size; it never refreshes content.
func (r *boardRenderer) Layout(size fyne.Size) {
	r.size = size
	g := NewGeometry(size, r.b.Flipped)
	pos, sz := g.BoardRect()
	for _, img := range []*canvas.Image{r.bg, r.fg} {
		img.Move(pos)
		img.Resize(sz)
	}
	ps := g.PieceSize()
	for i := range r.points {
		p := &r.points[i]
		at := g.PieceRect(pointSquare(i))
		for _, img := range []*canvas.Image{p.glow, p.mark, p.piece, p.ring, p.dest} {
			img.Move(at)
			img.Resize(ps)
		}
	}
	r.mover.Resize(ps)
	r.placeMover()
	r.placeArrow(g)
	r.layoutCursor(g)
	r.updateShapes()
	r.requestRasters(g)
}

// Refresh redraws what changed since the last call: every point after a change of size, side,
// style or theme; otherwise only the points whose look differs.
func (r *boardRenderer) Refresh() {
	b := r.b
	all := false
	if b.Theme != r.theme {
		r.theme = b.Theme
		r.setBoardArt()
		r.pendingRS = false // a job for the old theme must not stop the new one
		r.requestRasters(NewGeometry(r.size, b.Flipped))
	}
	if b.Style != r.style {
		r.style = b.Style
		all = true
		r.pendingRS = false
		r.boardPx = [2]int{} // forces a new raster job for the other piece set
		r.requestRasters(NewGeometry(r.size, b.Flipped))
	}
	if b.Flipped != r.flipped {
		r.flipped = b.Flipped
		r.setBoardArt() // the file numbers change places
		r.pendingRS = false
		r.Layout(r.size)
		all = true
	}
	if b.anim.seq != r.animSeq {
		r.startAnimation()
	}
	r.updateCursor()
	r.update(all)
}

// looks computes the look of every point from the widget's state.
func (r *boardRenderer) looks() (out [resources.Files * resources.Ranks]look) {
	b := r.b
	pos := &b.Pos
	for i := range out {
		out[i] = look{piece: pos.At(pointSquare(i)), mark: noMark}
	}
	if r.animating {
		out[pointIndex(r.animMove.To())].piece = core.NoPiece
	}
	if b.drag.active {
		out[pointIndex(b.drag.from)].piece = core.NoPiece
	}
	if b.LastMove != core.NoMove {
		out[pointIndex(b.LastMove.From())].mark = resources.LastFrom
		out[pointIndex(b.LastMove.To())].mark = resources.LastTo
	}
	if pos.InCheck() {
		out[pointIndex(pos.KingSquare(pos.SideToMove()))].check = true
	}
	dest := func(m core.Move) {
		k := quietDest
		if pos.At(m.To()) != core.NoPiece {
			k = captureDest
		}
		out[pointIndex(m.To())].dest = k
	}
	if b.Selected != core.NoSquare && b.Selected.OnBoard() {
		out[pointIndex(b.Selected)].ring = true
		for _, m := range b.Dests {
			dest(m)
		}
	}
	if b.Refused != core.NoSquare && b.Refused.OnBoard() {
		// The red ring of a capture, drawn over the selection ring: a glow under the piece
		// (as for a king in check) is too faint for a mark that lasts under a second.
		out[pointIndex(b.Refused)].dest = captureDest
	}
	return out
}

// update redraws the points whose look changed (all of them when all is set).
func (r *boardRenderer) update(all bool) {
	looks := r.looks()
	n := 0
	objects0 := r.refreshes
	for i := range r.points {
		p := &r.points[i]
		want := looks[i]
		if !all && want == p.drawn {
			continue
		}
		n++
		old := p.drawn
		p.drawn = want
		if all || want.check != old.check {
			r.showArt(p.glow, want.check, resources.OverlayImage(resources.CheckGlow))
		}
		if all || want.mark != old.mark {
			var res fyne.Resource
			if want.mark != noMark {
				res = resources.OverlayImage(want.mark)
			}
			r.showArt(p.mark, res != nil, res)
		}
		if all || want.piece != old.piece {
			var res fyne.Resource
			if want.piece != core.NoPiece {
				res = resources.Piece(want.piece, r.style)
			}
			r.showArt(p.piece, res != nil, res)
		}
		if all || want.ring != old.ring {
			r.showArt(p.ring, want.ring, resources.OverlayImage(resources.Selected))
		}
		if all || want.dest != old.dest {
			res := resources.OverlayImage(resources.Dest)
			if want.dest == captureDest {
				res = resources.OverlayImage(resources.CaptureDest)
			}
			r.showArt(p.dest, want.dest != noDest, res)
		}
	}
	r.updateArrow()
	r.updateShapes()
	r.lastPoints = n
	r.totalPoints += n
	r.lastObjects = r.refreshes - objects0
	r.updateMover()
}

// updateMover shows the mover for a drag or an animation and hides it otherwise.
func (r *boardRenderer) updateMover() {
	b := r.b
	piece := core.NoPiece
	switch {
	case b.drag.active:
		piece = b.Pos.At(b.drag.from)
	case r.animating:
		piece = r.animPiece
	}
	if piece != r.moverPiece || (piece != core.NoPiece) != r.moverShown {
		var res fyne.Resource
		if piece != core.NoPiece {
			res = resources.Piece(piece, r.style)
		}
		r.showArt(r.mover, res != nil, res)
		r.moverPiece = piece
		r.moverShown = piece != core.NoPiece
	}
	r.placeMover()
}

// placeMover puts the dragged piece under the pointer; an animation moves it itself.
func (r *boardRenderer) placeMover() {
	if !r.b.drag.active {
		return
	}
	half := r.mover.Size().Width / 2
	r.mover.Move(r.b.drag.pos.SubtractXY(half, half))
}

// startAnimation slides the moved piece from its source to its destination; the destination's
// own image stays hidden until the slide ends.
func (r *boardRenderer) startAnimation() {
	b := r.b
	r.animSeq = b.anim.seq
	if r.anim != nil {
		r.anim.Stop()
	}
	req := b.anim
	g := NewGeometry(r.size, b.Flipped)
	from, to := g.PieceRect(req.move.From()), g.PieceRect(req.move.To())
	r.animating, r.animMove, r.animPiece = true, req.move, req.piece
	r.mover.Move(from)
	seq := req.seq
	a := canvas.NewPositionAnimation(from, to, animDuration, func(p fyne.Position) {
		if r.animSeq != seq {
			return
		}
		r.mover.Move(p)
	})
	a.Curve = fyne.AnimationEaseOut
	r.anim = a
	// The animation's last tick is exactly at done = 1; the end is handled there so no timer
	// or goroutine is needed.
	tick := a.Tick
	a.Tick = func(done float32) {
		tick(done)
		if done >= 1 && r.animSeq == seq && r.animating {
			r.animating = false
			r.update(false)
		}
	}
	a.Start()
}

// show shows or hides o and has the window repaint it.
func (r *boardRenderer) show(o fyne.CanvasObject, visible bool) {
	if o.Visible() == visible {
		return
	}
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
	r.repaint(o)
}

// refresh has the window repaint o after its content changed.
func (r *boardRenderer) refresh(o fyne.CanvasObject) { r.repaint(o) }

// repaint tells the board's canvas that o changed. canvas.Refresh(o) and o.Refresh() are not
// enough for the point images: they find the canvas through o itself, and the driver does not
// know an image that has been hidden since it was made (or whose entry has expired), so the
// request was dropped, and canvas.Image.Show does not repaint at all. A ring or a dot shown on a
// quiet board then stayed unpainted until something else (a menu, an animation) repainted the
// window. The board widget's own canvas always knows it; asking that canvas to refresh o marks
// the window for repainting and drops o's stale texture.
func (r *boardRenderer) repaint(o fyne.CanvasObject) {
	r.refreshes++
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(r.b); c != nil {
			c.Refresh(o)
			return
		}
	}
	o.Refresh()
}

// arrowColor is the arrow's colour: a translucent blue that lets the pieces under it show.
func arrowColor() color.Color { return color.NRGBA{R: 0x1e, G: 0x6f, B: 0xd9, A: 0xb0} }

// hintColor is the hint arrow's colour: a translucent green.
func hintColor() color.Color { return color.NRGBA{R: 0x1f, G: 0xa0, B: 0x4a, A: 0xb8} }

// updateArrow shows, moves or hides the arrow when Board.Arrow (or, when there is none, the hint)
// changed.
func (r *boardRenderer) updateArrow() {
	m, hint := r.b.Arrow, false
	if m == core.NoMove && r.b.Hint != core.NoMove {
		m, hint = r.b.Hint, true
	}
	if m == r.arrowMove && hint == r.arrowHint {
		return
	}
	r.arrowMove, r.arrowHint = m, hint
	if m == core.NoMove {
		for _, l := range r.arrow {
			r.show(l, false)
		}
		return
	}
	r.placeArrow(NewGeometry(r.size, r.b.Flipped))
	for _, l := range r.arrow {
		l.Show()
		r.repaint(l)
	}
}

// placeArrow lays the arrow out for the geometry: the shaft from the centre of the source point to
// near the centre of the destination, and a head of two strokes at its end.
func (r *boardRenderer) placeArrow(g Geometry) {
	m := r.arrowMove
	if m == core.NoMove {
		return
	}
	from, to := g.Center(m.From()), g.Center(m.To())
	dx, dy := float64(to.X-from.X), float64(to.Y-from.Y)
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	width := float64(g.PieceSize().Width) * 0.16
	head := width * 2.6
	end := fyne.NewPos(to.X-float32(ux*width*0.5), to.Y-float32(uy*width*0.5))
	r.arrow[0].Position1, r.arrow[0].Position2 = from, end
	for i, side := range []float64{1, -1} {
		// The head's strokes leave the tip at 30 degrees either side of the shaft.
		a := math.Atan2(-uy, -ux) + side*math.Pi/6
		l := r.arrow[1+i]
		l.Position1 = end
		l.Position2 = fyne.NewPos(end.X+float32(head*math.Cos(a)), end.Y+float32(head*math.Sin(a)))
	}
	col := arrowColor()
	if r.arrowHint {
		col = hintColor()
	}
	for _, l := range r.arrow {
		l.StrokeWidth = float32(width)
		l.StrokeColor = col
	}
}
