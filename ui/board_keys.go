package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/chuhe-xq/chuhe/core"
)

// Playing on the board with the keyboard alone: the board takes the keyboard's focus (Tab, or
// View > Play with the keyboard), a cursor ring shows the point the keys are on, the arrow keys
// move it over the points as the board is seen (flipped or not), Enter or Space does what a click
// on that point does (select a piece, move the selected piece there), and Escape drops the
// selection, or with none gives the keyboard back to the window (whose arrow keys step through the
// moves). A click never takes the focus, so the window's keys work as before for mouse players.

// keyCursor is the keyboard's state on the board.
type keyCursor struct {
	focused bool
	at      core.Square
	placed  bool // at has been set since the board was made
}

// FocusGained shows the cursor: where it last was, or on the selected piece, or on the general
// of the side to move.
func (b *Board) FocusGained() {
	b.keys.focused = true
	switch {
	case b.Selected != core.NoSquare:
		b.keys.at, b.keys.placed = b.Selected, true
	case !b.keys.placed:
		b.keys.at, b.keys.placed = core.NewSquare(4, 0), true
		if k := b.Pos.KingSquare(b.Pos.SideToMove()); k.OnBoard() {
			b.keys.at = k
		}
	}
	b.Refresh()
}

// FocusLost hides the cursor.
func (b *Board) FocusLost() {
	b.keys.focused = false
	b.Refresh()
}

// TypedRune takes no characters: the move box is where moves are typed.
func (b *Board) TypedRune(rune) {}

// TypedKey moves the cursor, acts on its point or cancels.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	df, dr := 0, 0
	switch ev.Name {
	case fyne.KeyUp:
		dr = 1
	case fyne.KeyDown:
		dr = -1
	case fyne.KeyLeft:
		df = -1
	case fyne.KeyRight:
		df = 1
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.pressed()
		if b.OnTapped != nil {
			b.OnTapped(b.keys.at)
		}
		return
	case fyne.KeyEscape:
		if b.Selected != core.NoSquare {
			b.SetSelection(core.NoSquare, nil)
			return
		}
		if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
			c.Unfocus()
		}
		return
	default:
		return
	}
	if b.Flipped {
		df, dr = -df, -dr
	}
	f, r := b.keys.at.File()+df, b.keys.at.Rank()+dr
	if f < 0 || f > 8 || r < 0 || r > 9 {
		return
	}
	b.keys.at = core.NewSquare(f, r)
	b.Refresh()
}

// releaseKeyboard takes the keyboard's focus from whatever has it (the move box) when the board is
// clicked without having it, as a click on a board that could not take the focus did: the window's
// keys (the arrows through the moves, Space) then work again. Fyne leaves the focus alone on a click
// on a focusable widget.
func (b *Board) releaseKeyboard() {
	if b.keys.focused {
		return
	}
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(b); c != nil && c.Focused() != nil {
			c.Unfocus()
		}
	}
}

// KeyCursor returns the point the keyboard's cursor is on and whether it is shown (the board has
// the keyboard's focus).
func (b *Board) KeyCursor() (core.Square, bool) { return b.keys.at, b.keys.focused }

var _ fyne.Focusable = (*Board)(nil)

// cursorColor is the keyboard cursor's ring: a strong blue that stands out on every board theme
// and from the red refusal and green hint.
func cursorColor() color.Color { return color.NRGBA{R: 0x12, G: 0x5f, B: 0xe0, A: 0xff} }

// cursorRing is the renderer's drawing of the cursor: the ring, and where it was last drawn.
type cursorRing struct {
	ring *canvas.Circle
	at   core.Square
	on   bool
}

// newCursorRing makes the cursor's ring, hidden.
func newCursorRing() cursorRing {
	c := canvas.NewCircle(color.Transparent)
	c.StrokeColor = cursorColor()
	c.Hide()
	return cursorRing{ring: c}
}

// updateCursor shows the cursor ring on its point while the board has the keyboard's focus; it
// repaints only when that changed.
func (r *boardRenderer) updateCursor() {
	at, on := r.b.KeyCursor()
	if on == r.cursor.on && (!on || at == r.cursor.at) {
		return
	}
	r.cursor.at, r.cursor.on = at, on
	if on {
		r.layoutCursor(NewGeometry(r.size, r.b.Flipped))
	}
	r.show(r.cursor.ring, on)
	if on {
		r.repaint(r.cursor.ring)
	}
}

// layoutCursor lays the ring around its point: a little larger than a piece, so that it rings a
// piece standing there and shows on an empty point too.
func (r *boardRenderer) layoutCursor(g Geometry) {
	if !r.cursor.on {
		return
	}
	ps := g.PieceSize()
	d := ps.Width * 1.08
	c := g.Center(r.cursor.at)
	r.cursor.ring.StrokeWidth = max(2, ps.Width*0.07)
	r.cursor.ring.Move(fyne.NewPos(c.X-d/2, c.Y-d/2))
	r.cursor.ring.Resize(fyne.NewSize(d, d))
}
