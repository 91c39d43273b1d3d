package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// sideLayout lays out the side panel: its top (who plays, the clocks, the captured pieces, the
// analysis) above the move list and its bottom (the review, the buttons) under it. The move list
// keeps room for a few rows: when the window is too short for all of the top, the top scrolls
// instead of running over the moves.
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
	if l.top.Size().Height != l.topHeight(l.panel.Size()) || l.bottom.Size().Height != l.bottom.MinSize().Height {
		l.Layout(nil, l.panel.Size())
	}
}

// topHeight is the top's height in a panel of size.
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

// Layout gives the bottom its height, the top what it needs up to what leaves the move list its
// rows, and the move list the rest.
func (l *sideLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	bottomH := l.bottom.MinSize().Height
	topH := l.topHeight(size)
	l.top.Move(fyne.NewPos(0, 0))
	l.top.Resize(fyne.NewSize(size.Width, topH))
	centerY := topH + pad
	centerH := max(0, size.Height-bottomH-pad-centerY)
	l.center.Move(fyne.NewPos(0, centerY))
	l.center.Resize(fyne.NewSize(size.Width, centerH))
	l.bottom.Move(fyne.NewPos(0, size.Height-bottomH))
	l.bottom.Resize(fyne.NewSize(size.Width, bottomH))
}

// MinSize is the widest part, and the bottom with a little of the moves and the top.
func (l *sideLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	w := max(l.box.MinSize().Width, l.center.MinSize().Width, l.bottom.MinSize().Width)
	return fyne.NewSize(w, l.bottom.MinSize().Height+l.center.MinSize().Height+2*theme.Padding())
}
