package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/resources"
)

// arrangement is where the side panel (the move list and its buttons) goes, for the window's
// shape. The board always gets the space first.
type arrangement int

const (
	// panelRight puts the panel at the board's right, at most maxPanelWidth wide: a wide window.
	panelRight arrangement = iota
	// panelBelow puts the panel under the board, across the window: a tall window.
	panelBelow
	// panelHidden shows only the board and the status line, with a button that opens the panel
	// over the board's right side: a window too small to give the panel room of its own.
	panelHidden
)

// String names the arrangement, for test messages.
func (a arrangement) String() string {
	switch a {
	case panelRight:
		return "right"
	case panelBelow:
		return "below"
	}
	return "hidden"
}

// The panel's sizes. Beside the board it needs minPanelWidth for the move list's two columns and
// the buttons' labels; a window wider than the board needs gives the panel up to maxPanelWidth
// (room for the analysis lines), and what is left goes to equal margins outside the board and the
// panel, which stay together as one group. Under the board, minPanelHeight shows the buttons and a
// few rows of moves.
const (
	minPanelWidth  = 250
	maxPanelWidth  = 460
	minPanelHeight = 230
	// keepBoard is how much of the board's largest size (the whole window) an arrangement with
	// the panel in view must leave it; below that the panel is hidden behind its button.
	keepBoard = 0.82
)

// rect is a place in the window's content.
type rect struct {
	Pos  fyne.Position
	Size fyne.Size
}

// layoutPlan is where everything goes for one content size.
type layoutPlan struct {
	Arrangement arrangement
	Board       rect
	Panel       rect // over the board when hidden but opened; zero size when hidden and closed
	Status      rect // the status line, across the bottom
	Toggle      rect // the button that opens the panel, at the status line's right; only when hidden
	// Clocks is the clocks' place, zero when there are none: at the top of the panel's column
	// beside the board, between the board and the panel under it, above the board when the panel
	// is hidden. They are never inside the panel, so that neither its scrolling nor its hiding
	// takes them out of view.
	Clocks rect
}

// boardFitWidth is the width of the board art scaled to fit w×h (its aspect ratio is fixed).
func boardFitWidth(w, h float32) float32 {
	if w <= 0 || h <= 0 {
		return 0
	}
	return min(w, h*resources.BoardWidth/resources.BoardHeight)
}

// planLayout decides the arrangement and the places for a content of the given size: the status
// line (statusH high, with a toggle button toggleW wide when the panel is hidden) across the
// bottom, and the board, the clocks (clockH high; 0 for none) and the panel above it, pad apart.
// open is whether the user opened the hidden panel; panelMinW is the panel's own minimum width (its
// widgets' in the language shown; the panel beside the board is never narrower than it or
// minPanelWidth, so that nothing in it is cut off). It is a pure function of its arguments, so it
// is tested without a window.
func planLayout(size fyne.Size, statusH, toggleW, clockH, pad, panelMinW float32, open bool) layoutPlan {
	W := size.Width
	minPanelWidth := max(minPanelWidth, panelMinW)
	H := max(0, size.Height-statusH-pad) // above the status line
	clockSpace := float32(0)             // the clocks' height and the gap under them
	if clockH > 0 {
		clockSpace = clockH + pad
	}
	full := boardFitWidth(W, H)
	right := boardFitWidth(W-minPanelWidth-pad, H)
	below := boardFitWidth(W, H-minPanelHeight-clockSpace-pad)

	p := layoutPlan{Status: rect{fyne.NewPos(0, H+pad), fyne.NewSize(W, statusH)}}
	switch {
	case right >= keepBoard*full && right >= below:
		p.Arrangement = panelRight
		// The board takes what the panel's minimum leaves it; its art is as wide as that height
		// allows, and the panel takes the width beside the art up to its maximum, so that no band
		// parts them. Any width still left is shared as margins outside the two.
		art := right
		panelW := min(maxPanelWidth, max(minPanelWidth, W-art-pad))
		margin := max(0, (W-art-pad-panelW)/2)
		if art+pad+panelW > W { // a board narrower than the panel's minimum: keep within
			panelW = max(0, W-art-pad)
		}
		p.Board = rect{fyne.NewPos(margin, 0), fyne.NewSize(art, H)}
		px := margin + art + pad
		p.Panel = rect{fyne.NewPos(px, clockSpace), fyne.NewSize(panelW, max(0, H-clockSpace))}
		if clockH > 0 {
			p.Clocks = rect{fyne.NewPos(px, 0), fyne.NewSize(panelW, clockH)}
		}
	case below >= keepBoard*full:
		p.Arrangement = panelBelow
		boardH := below * resources.BoardHeight / resources.BoardWidth
		if below < W {
			// Height-limited: the board keeps exactly what the panel's minimum leaves it.
			boardH = H - minPanelHeight - clockSpace - pad
		}
		p.Board = rect{fyne.NewPos(0, 0), fyne.NewSize(W, boardH)}
		y := boardH + pad
		if clockH > 0 {
			p.Clocks = rect{fyne.NewPos(0, y), fyne.NewSize(W, clockH)}
			y += clockSpace
		}
		p.Panel = rect{fyne.NewPos(0, y), fyne.NewSize(W, max(0, H-y))}
	default:
		p.Arrangement = panelHidden
		p.Board = rect{fyne.NewPos(0, clockSpace), fyne.NewSize(W, max(0, H-clockSpace))}
		if clockH > 0 {
			p.Clocks = rect{fyne.NewPos(0, 0), fyne.NewSize(W, clockH)}
		}
		p.Status.Size.Width = max(0, W-toggleW-pad)
		p.Toggle = rect{fyne.NewPos(W-toggleW, H+pad), fyne.NewSize(toggleW, statusH)}
		if open {
			panelW := min(max(sidePanelWidth, minPanelWidth), W)
			p.Panel = rect{fyne.NewPos(W-panelW, clockSpace), fyne.NewSize(panelW, max(0, H-clockSpace))}
		}
	}
	return p
}

// windowLayout arranges the main window's content with planLayout: the board, the side panel
// (with an opaque background for when it covers the board), the status line and the toggle
// button. It keeps its objects by role rather than by index, and whether the hidden panel is open.
type windowLayout struct {
	board, panel, status fyne.CanvasObject
	clocks               *ClockPanel
	background           *canvas.Rectangle
	toggle               *widget.Button
	open                 bool
	last                 layoutPlan
}

// newWindowLayout returns the window's content: board, panel, status and clocks laid out by a
// windowLayout, with the button that opens and closes a hidden panel.
func newWindowLayout(board, panel, status fyne.CanvasObject, clocks *ClockPanel) (*fyne.Container, *windowLayout) {
	l := &windowLayout{board: board, panel: panel, status: status, clocks: clocks, background: canvas.NewRectangle(color.Transparent)}
	l.background.Hide()
	var c *fyne.Container
	l.toggle = widget.NewButtonWithIcon("", theme.ListIcon(), func() {
		l.open = !l.open
		c.Refresh() // lays the content out again, with the panel opened or closed
	})
	c = fyneContainer(l, board, l.background, panel, status, l.toggle, clocks)
	// The clocks come and go with games on the clock: the board and the panel make room for them.
	clocks.onShowHide = c.Refresh
	return c, l
}

// fyneContainer builds a container laid out by l (a separate function so the closure above can
// refer to the container it makes).
func fyneContainer(l fyne.Layout, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: l, Objects: objs}
}

func (l *windowLayout) plan(size fyne.Size) layoutPlan {
	return planLayout(size, l.status.MinSize().Height, l.toggle.MinSize().Width, l.clockHeight(), theme.Padding(),
		l.panel.MinSize().Width, l.open)
}

// clockHeight is the clocks' height, 0 when there are none.
func (l *windowLayout) clockHeight() float32 {
	if !l.clocks.Visible() {
		return 0
	}
	return l.clocks.MinSize().Height
}

// Layout places the objects by the plan for size, hiding the panel or the button that the
// arrangement does not show.
func (l *windowLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	p := l.plan(size)
	l.last = p
	place := func(o fyne.CanvasObject, r rect) {
		o.Move(r.Pos)
		o.Resize(r.Size)
	}
	place(l.board, p.Board)
	place(l.status, p.Status)
	hidden := p.Arrangement == panelHidden
	setVisible(l.toggle, hidden)
	if hidden {
		place(l.toggle, p.Toggle)
	}
	showPanel := !hidden || l.open
	setVisible(l.panel, showPanel)
	if showPanel {
		place(l.panel, p.Panel)
	}
	if p.Clocks.Size.Height > 0 {
		place(l.clocks, p.Clocks)
	}
	// Only a panel drawn over the board needs a ground of its own.
	over := hidden && l.open
	if over {
		l.background.FillColor = theme.Color(theme.ColorNameBackground)
		place(l.background, p.Panel)
	}
	setVisible(l.background, over)
}

// MinSize is that of the smallest arrangement: the board at its minimum over the status line.
func (l *windowLayout) MinSize(_ []fyne.CanvasObject) fyne.Size {
	b, s := l.board.MinSize(), l.status.MinSize()
	w := max(b.Width, s.Width+l.toggle.MinSize().Width+theme.Padding())
	h := b.Height + theme.Padding() + s.Height
	if ch := l.clockHeight(); ch > 0 {
		w = max(w, l.clocks.MinSize().Width)
		h += ch + theme.Padding()
	}
	return fyne.NewSize(w, h)
}

// Arrangement returns where the side panel is for the window's current size, for tests.
func (l *windowLayout) Arrangement() arrangement { return l.last.Arrangement }

// setVisible shows or hides o, touching it only when that changes.
func setVisible(o fyne.CanvasObject, visible bool) {
	switch {
	case visible && !o.Visible():
		o.Show()
	case !visible && o.Visible():
		o.Hide()
	}
}
