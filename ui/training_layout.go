package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/chuhe-xq/chuhe/resources"
)

// The training dialog's layout. Its side column holds word-wrapped labels (the heading, the
// verdict, the progress line) whose texts change with every puzzle and every try. A wrapping
// label knows its height only once it has a width, and Fyne lays a container out again only when
// told: a VBox laid out before the texts were set kept the one-line heights, and the separator and
// the verdict were drawn through the second and third lines of a longer heading. columnLayout
// measures each object at the column's width before placing it, and the dialog lays itself out
// again after each change of its texts (TrainingDialog.update).

// Widths of the side column beside the board: never narrower than minTrainingSide (nor than its
// widest button), and up to maxTrainingSide when the board has all the height it can use.
const (
	minTrainingSide = 200
	maxTrainingSide = 300
)

// columnLayout stacks its objects top to bottom, each as wide as the column and as high as it
// needs at that width (a wrapping label's lines), padding apart.
type columnLayout struct{}

// Layout places the objects.
func (columnLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := heightAt(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

// MinSize is the widest object's minimum width and the objects' heights at their present width
// (MinSize must not resize them: the drivers ask for it at every frame).
func (columnLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		n++
	}
	if n > 1 {
		s.Height += float32(n-1) * theme.Padding()
	}
	return s
}

// heightAt is o's height at width w: a wrapping label is given the width first, as its minimum
// height is that of its lines at its present width.
func heightAt(o fyne.CanvasObject, w float32) float32 {
	if o.Size().Width != w {
		o.Resize(fyne.NewSize(w, o.Size().Height))
	}
	return o.MinSize().Height
}

// columnHeight is the height of objs stacked by columnLayout at width w. It resizes them to w.
func columnHeight(objs []fyne.CanvasObject, w float32) float32 {
	h := float32(0)
	n := 0
	for _, o := range objs {
		if o.Visible() {
			h += heightAt(o, w)
			n++
		}
	}
	if n > 1 {
		h += float32(n-1) * theme.Padding()
	}
	return h
}

// trainingLayout lays out the training dialog's content: the board as large as the space allows
// and the side column beside it, or under it where that leaves the board more room (a tall,
// narrow window). The column is the texts (a container laid out by columnLayout, in a vertical
// scroll) and the buttons under them. The column beside the board is widened while it does not fit
// in the height, the board giving way down to its minimum; if it still does not fit, the buttons
// keep to the bottom and the texts scroll above them.
type trainingLayout struct {
	board   fyne.CanvasObject
	texts   *fyne.Container
	scroll  *container.Scroll // holds texts
	buttons fyne.CanvasObject
}

// columnHeight is the height of the column at width w: its texts' (at that width) and its
// buttons'. It resizes the texts to w.
func (l *trainingLayout) columnHeight(w float32) float32 {
	return columnHeight(l.texts.Objects, w) + theme.Padding() + l.buttons.MinSize().Height
}

// Layout places the board and the column.
func (l *trainingLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	W, H := size.Width, size.Height
	minSide := max(float32(minTrainingSide), l.texts.MinSize().Width, l.buttons.MinSize().Width)
	boardMin := l.board.MinSize()

	// Beside: the board as wide as the height lets it be, the column taking the rest (within its
	// bounds), wider while it is taller than the space.
	sideW := min(maxTrainingSide, max(minSide, W-pad-boardFitWidth(W, H)))
	for sideW < W-pad-boardMin.Width && l.columnHeight(sideW) > H {
		sideW = min(sideW+20, W-pad-boardMin.Width)
	}
	beside := boardFitWidth(W-pad-sideW, H)

	// Under: the column across the whole width, the board above it in what is left.
	sideH := l.columnHeight(W)
	under := boardFitWidth(W, H-pad-sideH)

	var side rect
	if under > beside && H-pad-sideH >= boardMin.Height {
		boardH := min(H-pad-sideH, W*resources.BoardHeight/resources.BoardWidth)
		l.board.Move(fyne.NewPos(0, 0))
		l.board.Resize(fyne.NewSize(W, boardH))
		side = rect{fyne.NewPos(0, boardH+pad), fyne.NewSize(W, H-boardH-pad)}
	} else {
		l.board.Move(fyne.NewPos(0, 0))
		l.board.Resize(fyne.NewSize(max(0, W-pad-sideW), H))
		side = rect{fyne.NewPos(W-sideW, 0), fyne.NewSize(sideW, H)}
	}

	// The texts as high as their lines at the column's width, the buttons under them; the texts
	// scroll if the buttons would leave the column.
	w := side.Size.Width
	textsH := columnHeight(l.texts.Objects, w)
	buttonsH := l.buttons.MinSize().Height
	scrollH := min(textsH, max(0, side.Size.Height-pad-buttonsH))
	l.scroll.Move(side.Pos)
	l.scroll.Resize(fyne.NewSize(w, scrollH))
	l.buttons.Move(side.Pos.AddXY(0, scrollH+pad))
	l.buttons.Resize(fyne.NewSize(w, buttonsH))
	// The sizes may be the ones they had, which lays nothing out: the texts may have changed.
	l.texts.Resize(fyne.NewSize(w, max(textsH, scrollH)))
	l.texts.Layout.Layout(l.texts.Objects, l.texts.Size())
	l.scroll.Refresh()
}

// MinSize is the board's minimum beside the narrowest column; the column's height is not counted
// (the dialog is given the window's size, and the texts scroll if they do not fit).
func (l *trainingLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	b := l.board.MinSize()
	side := max(float32(minTrainingSide), l.texts.MinSize().Width, l.buttons.MinSize().Width)
	return fyne.NewSize(b.Width+theme.Padding()+side, max(b.Height, l.buttons.MinSize().Height))
}
