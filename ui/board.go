package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Board is the xiangqi board widget: it shows a position with the board and piece art from
// resources, marks the last move, the selection, the legal destinations, a hint and a king in
// check, and reports clicks and drags. It knows no rules: whoever owns it (the Controller) decides
// what a click means and sets the new state.
//
// Setters change the state and call Refresh; the renderer then redraws only the points whose
// look changed.
type Board struct {
	widget.BaseWidget

	// Pos is the position shown (named so because Position is the widget's place on the canvas).
	Pos core.Position
	// LastMove is marked on its two points; core.NoMove marks nothing.
	LastMove core.Move
	// Selected is the point of the selected piece, or core.NoSquare.
	Selected core.Square
	// Dests are the moves of the selected piece; their destinations get a dot (a ring on a capture).
	Dests []core.Move
	// Hint is a suggested move, drawn as a green arrow when there is no Arrow.
	Hint core.Move
	// Arrow is a move drawn as an arrow from its source to its destination (an analysis line's
	// first move under the pointer), or core.NoMove.
	Arrow core.Move
	// Refused is the point of a piece whose move was just refused, ringed in red for a moment
	// (core.NoSquare for none).
	Refused core.Square
	// Flipped shows Black at the bottom.
	Flipped bool
	// Style is the piece set.
	Style resources.PieceStyle
	// Theme is the board's look.
	Theme resources.BoardTheme

	// OnTapped is called with the point the user clicked.
	OnTapped func(core.Square)
	// OnPress, if set, is called first on any click, right-click or drag on the board, wherever
	// it lands (an auto-replay stops).
	OnPress func()
	// OnDragStart is called when the user starts dragging from a point; the piece there follows
	// the pointer only if it returns true.
	OnDragStart func(core.Square) bool
	// OnDropped is called when a drag that OnDragStart accepted ends on a point.
	OnDropped func(from, to core.Square)
	// OnDroppedOff, if set, is called when such a drag ends off the board (the position editor
	// removes the piece).
	OnDroppedOff func(from core.Square)
	// OnSecondaryTapped, if set, is called with the point the user right-clicked.
	OnSecondaryTapped func(core.Square)
	// Shapes are the arrows and circles drawn on the position; OnShape, if set, lets the user draw
	// them with the right button and OnClearShapes is called on a left click over a drawing
	// (board_marks.go).
	Shapes        []core.Shape
	OnShape       func(core.Shape)
	OnClearShapes func()
	shapeDrag     shapeDrag

	drag     dragState
	keys     keyCursor // the keyboard's cursor (board_keys.go)
	anim     animRequest
	do       func(func())   // runs background results on the UI goroutine
	renderer *boardRenderer // set by CreateRenderer
	onReady  func()         // called when every image shown has its raster
	// rasterCacheDir is the folder where finished rasters are kept between runs ("": none).
	rasterCacheDir string
}

// dragState is the drag in progress, if any; it lives on the widget, never in a global.
type dragState struct {
	active bool
	from   core.Square
	pos    fyne.Position // the pointer, in widget coordinates
}

// animRequest asks the renderer to slide a piece along a move; seq tells a new request from one
// already started.
type animRequest struct {
	seq   int
	move  core.Move
	piece core.Piece
}

// NewBoard returns a board showing p with Red at the bottom.
func NewBoard(p core.Position) *Board {
	b := &Board{Pos: p, Refused: core.NoSquare, Arrow: core.NoMove, Style: resources.Traditional, Theme: resources.Wood, do: fyne.Do}
	b.ExtendBaseWidget(b)
	return b
}

// SetPosition shows p with last marked as the move that led to it, and clears the selection and
// the hint. When animate is set and last is a move, its piece slides from the source to the
// destination.
func (b *Board) SetPosition(p core.Position, last core.Move, animate bool) {
	b.Pos = p
	b.LastMove = last
	b.Selected, b.Dests, b.Hint, b.Arrow = core.NoSquare, nil, core.NoMove, core.NoMove
	if animate && last != core.NoMove && p.At(last.To()) != core.NoPiece {
		b.anim = animRequest{seq: b.anim.seq + 1, move: last, piece: p.At(last.To())}
	}
	b.Refresh()
}

// SetSelection selects the piece on s (core.NoSquare for none) and shows the destinations of dests.
func (b *Board) SetSelection(s core.Square, dests []core.Move) {
	b.Selected, b.Dests = s, dests
	b.Refresh()
}

// SetRefused marks the piece on s as one whose move was refused (core.NoSquare clears it).
func (b *Board) SetRefused(s core.Square) {
	b.Refused = s
	b.Refresh()
}

// SetHint shows m as a suggested move (core.NoMove clears it).
func (b *Board) SetHint(m core.Move) {
	b.Hint = m
	b.Refresh()
}

// SetArrow draws m as an arrow over the board (core.NoMove takes it away).
func (b *Board) SetArrow(m core.Move) {
	if b.Arrow == m {
		return
	}
	b.Arrow = m
	b.Refresh()
}

// SetFlipped puts Black (true) or Red (false) at the bottom.
func (b *Board) SetFlipped(flipped bool) {
	b.Flipped = flipped
	b.Refresh()
}

// SetStyle changes the piece set.
func (b *Board) SetStyle(s resources.PieceStyle) {
	b.Style = s
	b.Refresh()
}

// SetTheme changes the board's look.
func (b *Board) SetTheme(t resources.BoardTheme) {
	b.Theme = t
	b.Refresh()
}

// Geometry returns the mapping between the widget's coordinates and the board's points at its
// current size.
func (b *Board) Geometry() Geometry { return NewGeometry(b.Size(), b.Flipped) }

// Tapped reports the point under the click to OnTapped.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	b.pressed()
	b.clearShapes()
	if s, ok := b.Geometry().PointAt(ev.Position); ok && b.OnTapped != nil {
		b.OnTapped(s)
	}
}

// Dragged starts a drag on the first event (if OnDragStart agrees) and then moves the piece with
// the pointer.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if !b.drag.active {
		b.pressed()
		start := ev.Position.Subtract(ev.Dragged)
		s, ok := b.Geometry().PointAt(start)
		if !ok || b.Pos.At(s) == core.NoPiece || b.OnDragStart == nil || !b.OnDragStart(s) {
			return
		}
		b.drag = dragState{active: true, from: s}
	}
	b.drag.pos = ev.Position
	b.Refresh()
}

// pressed reports a click or a drag to OnPress.
func (b *Board) pressed() {
	b.releaseKeyboard()
	if b.OnPress != nil {
		b.OnPress()
	}
}

// DragEnd drops the dragged piece and reports the move to OnDropped.
func (b *Board) DragEnd() {
	if !b.drag.active {
		return
	}
	d := b.drag
	b.drag = dragState{}
	to, ok := b.Geometry().PointAt(d.pos)
	b.Refresh()
	if ok && to != d.from && b.OnDropped != nil {
		b.OnDropped(d.from, to)
	}
	if !ok && b.OnDroppedOff != nil {
		b.OnDroppedOff(d.from)
	}
}

// TappedSecondary reports the point under a right-click to OnSecondaryTapped.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	b.pressed()
	if s, ok := b.Geometry().PointAt(ev.Position); ok && b.OnSecondaryTapped != nil {
		b.OnSecondaryTapped(s)
	}
}

// minBoardScale is the board's smallest size relative to its art (256×280 units): the pieces are
// still about 23 units across, readable and easy to click, and a small window or screen can hold
// the board with the status line under it (the side panel then hides behind a button).
const minBoardScale = 0.4

// MinSize keeps the board readable.
func (b *Board) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return fyne.NewSize(resources.BoardWidth*minBoardScale, resources.BoardHeight*minBoardScale)
}

// CreateRenderer builds the board's canvas objects once.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	return newBoardRenderer(b)
}

var (
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Draggable         = (*Board)(nil)
)

// Ready reports whether the board has drawn its art at the current size (the art is rasterised
// in the background after a resize or a change of theme).
func (b *Board) Ready() bool { return b.renderer != nil && b.renderer.ready() }

// SetOnReady sets a function called on the UI goroutine each time the art at the current size
// is complete; the screenshot mode waits for it.
func (b *Board) SetOnReady(f func()) { b.onReady = f }

// SetRasterCacheDir sets a folder (in the user's cache) where the board keeps its finished
// rasters between runs, so that a start at a size seen before shows the crisp board at once; ""
// (the default) keeps none. Set it before the board is first shown.
func (b *Board) SetRasterCacheDir(dir string) { b.rasterCacheDir = dir }

// RefreshStats returns how many points and canvas objects the board's last Refresh redrew
// (refreshed, shown or hidden); tests use it to prove that a move redraws a handful of points,
// never the whole board.
func (b *Board) RefreshStats() (points, objects int) {
	if b.renderer == nil {
		return 0, 0
	}
	return b.renderer.lastPoints, b.renderer.lastObjects
}

// stopDrawing stops the board's background drawing (the app is closing).
func (b *Board) stopDrawing() {
	if b.renderer != nil {
		b.renderer.jobSeq.Add(1)
	}
}
