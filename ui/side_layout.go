package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// sideLayout lays out the side panel: its top (who plays, the analysis, the captured pieces)
// above the move list, or beside it in a wide panel, and its bottom (the review, the buttons) under
// them. The move list keeps room for a few rows: when the window is too short for all of the top,
// the top scrolls instead of running over the moves.
type sideLayout struct {
	panel  *fyne.Container
	top    *container.Scroll // holds the top's box
	box    fyne.CanvasObject // the top's content
	center fyne.CanvasObject
	bottom fyne.CanvasObject
}

// The height the move list keeps: about three rows in a short panel, five in one at least
// sideTallPanel high (the analysis, shown above the moves, once squeezed them to a few rows at the
// default window size; the top scrolls instead, its captured pieces, at its bottom, first).
const (
	sideMinMoves     = 110
	sideMinMovesTall = 184
	sideTallPanel    = 450
)

// newSidePanel builds the side panel from its parts.
func newSidePanel(top, center, bottom fyne.CanvasObject) (*fyne.Container, *sideLayout) {
	l := &sideLayout{top: container.NewVScroll(top), box: top, center: center, bottom: bottom}
	l.panel = container.New(l, l.top, center, bottom)
	return l.panel, l
}

// fit lays the panel out again when a part's height has changed (a panel in the top shown,
// hidden or grown): the scroll around the top does not pass its content's changes on.
func (l *sideLayout) fit() {
	top, _, bottom := l.places(l.panel.Size())
	if l.top.Size() != top.Size || l.bottom.Size() != bottom.Size {
		l.Layout(nil, l.panel.Size())
	}
}

// topHeight is the top's height in a panel of size, the top above the moves.
func (l *sideLayout) topHeight(size fyne.Size) float32 {
	topH := l.box.MinSize().Height
	moves := float32(sideMinMoves)
	if size.Height >= sideTallPanel {
		moves = sideMinMovesTall
	}
	if room := size.Height - l.bottom.MinSize().Height - moves - 2*theme.Padding(); topH > room {
		topH = max(0, room)
	}
	return topH
}

// twoColumns reports whether a panel of size puts the top beside the moves rather than above
// them: a panel wide enough for two columns of minPanelWidth is one under the board, wide and
// short, where the top above the moves would leave neither room (the analysis scrolled away).
func twoColumns(size fyne.Size) bool { return size.Width >= 2*minPanelWidth+theme.Padding() }

// places are the top's, the move list's and the bottom's places in a panel of size: the bottom
// across the foot; above it the top over the moves, the top with what it needs up to what leaves
// the moves their rows, or in a wide panel the top and the moves side by side.
func (l *sideLayout) places(size fyne.Size) (top, center, bottom rect) {
	pad := theme.Padding()
	bottomH := l.bottom.MinSize().Height
	bottom = rect{fyne.NewPos(0, size.Height-bottomH), fyne.NewSize(size.Width, bottomH)}
	aboveH := max(0, size.Height-bottomH-pad)
	if twoColumns(size) {
		colW := (size.Width - pad) / 2
		top = rect{fyne.NewPos(0, 0), fyne.NewSize(colW, aboveH)}
		center = rect{fyne.NewPos(colW+pad, 0), fyne.NewSize(size.Width-colW-pad, aboveH)}
		return top, center, bottom
	}
	topH := l.topHeight(size)
	top = rect{fyne.NewPos(0, 0), fyne.NewSize(size.Width, topH)}
	center = rect{fyne.NewPos(0, topH+pad), fyne.NewSize(size.Width, max(0, aboveH-topH-pad))}
	return top, center, bottom
}

// Layout places the top, the move list and the bottom by places. A label of the top that wraps
// measures its height at the width it was given, which a label just shown (the analysis's "waits
// while the computer plays") has only once laid out: when the first pass changes what the top
// needs, a second one gives it that, so that the top's last row (the notes' glyphs) is not cut off.
func (l *sideLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	for range 2 {
		top, center, bottom := l.places(size)
		for _, p := range []struct {
			o fyne.CanvasObject
			r rect
		}{{l.top, top}, {l.center, center}, {l.bottom, bottom}} {
			p.o.Move(p.r.Pos)
			p.o.Resize(p.r.Size)
		}
		if twoColumns(size) || l.topHeight(size) == top.Size.Height {
			return
		}
	}
}

// MinSize is the widest part, and the bottom with a little of the moves and the top.
func (l *sideLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	w := max(l.box.MinSize().Width, l.center.MinSize().Width, l.bottom.MinSize().Width)
	return fyne.NewSize(w, l.bottom.MinSize().Height+l.center.MinSize().Height+2*theme.Padding())
}

// buttonRow lays buttons out in a row across its width: each gets its own minimum width and an
// equal share of the rest, so the row needs only the sum of its buttons (a grid of equal columns
// needs its widest button times their number, which cut off the panel's buttons at its narrowest).
type buttonRow struct{}

func newButtonRow(buttons ...fyne.CanvasObject) *fyne.Container {
	return container.New(buttonRow{}, buttons...)
}

func (buttonRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
		n++
	}
	if n > 1 {
		s.Width += float32(n-1) * theme.Padding()
	}
	return s
}

func (r buttonRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	var visible []fyne.CanvasObject
	for _, o := range objects {
		if o.Visible() {
			visible = append(visible, o)
		}
	}
	if len(visible) == 0 {
		return
	}
	extra := max(0, (size.Width-r.MinSize(objects).Width)/float32(len(visible)))
	x := float32(0)
	for _, o := range visible {
		w := o.MinSize().Width + extra
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}
