package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Capture is a kind of piece a side has taken from the other, and how many of it.
type Capture struct {
	// Piece is the piece taken (of the other side's colour).
	Piece core.Piece
	// Count is how many of them were taken, at least 1.
	Count int
}

// captureOrder lists the kinds that can be taken, most valuable first, as players list them.
var captureOrder = [...]core.PieceType{core.Rook, core.Horse, core.Cannon, core.Advisor, core.Elephant, core.Pawn}

// capturesBy returns the pieces side has taken: the other side's pieces that were on the board in
// start and are not in now. Comparing with the game's own start (not the standard set) keeps the
// pieces a handicap game gives away, or a set-up position never had, out of the list.
func capturesBy(side core.Color, start, now *core.Position) []Capture {
	var out []Capture
	for _, t := range captureOrder {
		pc := core.MakePiece(side.Opp(), t)
		if n := start.Count(pc) - now.Count(pc); n > 0 {
			out = append(out, Capture{Piece: pc, Count: n})
		}
	}
	return out
}

// CapturedPieces shows beside the board the pieces each side has taken, in two rows of small
// piece images: the row of the player at the top of the board first, each row listing the pieces
// that player took from the other, most valuable first, with a count ("×2") for several of a kind.
type CapturedPieces struct {
	widget.BaseWidget

	// Start is the position the game started from; Pos is the position shown.
	Start, Pos core.Position
	// Style is the piece set.
	Style resources.PieceStyle
	// Flipped puts Red at the top of the board, so Red's row comes first.
	Flipped bool
}

// NewCapturedPieces returns the widget for a game that has not started: nothing taken.
func NewCapturedPieces() *CapturedPieces {
	c := &CapturedPieces{Start: *core.StartPosition(), Pos: *core.StartPosition()}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows the pieces taken between start and pos, in style, with the rows ordered for a board
// flipped or not. It refreshes only when something changed, as the window calls it on every
// change of the game.
func (c *CapturedPieces) Set(start, pos core.Position, style resources.PieceStyle, flipped bool) {
	if c.Start == start && c.Pos == pos && c.Style == style && c.Flipped == flipped {
		return
	}
	c.Start, c.Pos, c.Style, c.Flipped = start, pos, style, flipped
	c.Refresh()
}

// Taken returns the pieces side has taken in the position shown, most valuable first.
func (c *CapturedPieces) Taken(side core.Color) []Capture {
	return capturesBy(side, &c.Start, &c.Pos)
}

// rowSides is the side whose captures each row shows, top row first.
func (c *CapturedPieces) rowSides() [2]core.Color {
	if c.Flipped {
		return [2]core.Color{core.Red, core.Black}
	}
	return [2]core.Color{core.Black, core.Red}
}

// CreateRenderer builds the images and counts of both rows once.
func (c *CapturedPieces) CreateRenderer() fyne.WidgetRenderer {
	c.ExtendBaseWidget(c)
	r := &capturedRenderer{w: c}
	for row := range r.slots {
		for i := range r.slots[row] {
			s := &r.slots[row][i]
			s.img = &canvas.Image{FillMode: canvas.ImageFillContain, ScaleMode: canvas.ImageScaleSmooth}
			s.img.Hide()
			s.count = canvas.NewText("", theme.Color(theme.ColorNameForeground))
			s.count.Hide()
			r.objects = append(r.objects, s.img, s.count)
		}
	}
	r.Refresh()
	return r
}

// capturedIcon is the side of a piece image at full size; a narrow panel shrinks it.
const capturedIcon = 30

// capturedMinIcon is the smallest the images get, still telling a horse from a cannon.
const capturedMinIcon = 14

// capturedSlot is one kind of piece in a row, as drawn.
type capturedSlot struct {
	img   *canvas.Image
	count *canvas.Text
	drawn Capture // Count 0: hidden
	style resources.PieceStyle
}

type capturedRenderer struct {
	w       *CapturedPieces
	slots   [2][len(captureOrder)]capturedSlot
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *capturedRenderer) Destroy() {}

func (r *capturedRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize keeps two rows of small images; the width is what a narrow panel can give, as the
// images shrink to fit it.
func (r *capturedRenderer) MinSize() fyne.Size {
	return fyne.NewSize(float32(len(captureOrder))*(capturedMinIcon+2), 2*capturedIcon+theme.Padding())
}

// Layout places the shown slots of each row from the left, the images as large as fits.
func (r *capturedRenderer) Layout(size fyne.Size) {
	r.size = size
	pad := theme.Padding()
	rowH := (size.Height - pad) / 2
	for row := range r.slots {
		// The width the row needs at full size, to scale the images down when it does not fit.
		need := float32(0)
		for i := range r.slots[row] {
			if s := &r.slots[row][i]; s.drawn.Count > 0 {
				need += capturedIcon + pad
				if s.drawn.Count > 1 {
					need += s.count.MinSize().Width
				}
			}
		}
		icon := min(float32(capturedIcon), rowH)
		if avail := size.Width - theme.InnerPadding()/2; need > avail && need > 0 {
			icon = max(capturedMinIcon, icon*avail/need)
		}
		// The label above starts its text an inner padding in; the images' transparent margin
		// makes up the rest.
		x, y := theme.InnerPadding()/2, float32(row)*(rowH+pad)
		for i := range r.slots[row] {
			s := &r.slots[row][i]
			if s.drawn.Count == 0 {
				continue
			}
			s.img.Move(fyne.NewPos(x, y+(rowH-icon)/2))
			s.img.Resize(fyne.NewSquareSize(icon))
			x += icon
			if s.drawn.Count > 1 {
				ts := s.count.MinSize()
				s.count.Move(fyne.NewPos(x, y+(rowH-ts.Height)/2))
				s.count.Resize(ts)
				x += ts.Width
			}
			x += pad
		}
	}
}

// Refresh redraws the slots whose piece, count or style changed, and lays the rows out again
// when any did (the slots after a changed one move).
func (r *capturedRenderer) Refresh() {
	w := r.w
	changed := false
	fg := theme.Color(theme.ColorNameForeground)
	for row, side := range w.rowSides() {
		taken := w.Taken(side)
		for i := range r.slots[row] {
			s := &r.slots[row][i]
			want := Capture{}
			if i < len(taken) {
				want = taken[i]
			}
			if s.count.Color != fg {
				s.count.Color = fg
				s.count.Refresh()
			}
			if want == s.drawn && w.Style == s.style {
				continue
			}
			changed = true
			if want.Piece != s.drawn.Piece || w.Style != s.style {
				s.img.Resource = resources.Piece(want.Piece, w.Style)
				s.img.Refresh()
			}
			s.count.Text = "×" + strconv.Itoa(want.Count)
			s.count.Refresh()
			s.drawn, s.style = want, w.Style
			setVisible(s.img, want.Count > 0)
			setVisible(s.count, want.Count > 1)
		}
	}
	if changed {
		r.Layout(r.size)
	}
}
