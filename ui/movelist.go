package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// MoveList is the side panel's list of moves in the chosen notation, numbered in pairs (Red's
// move, then Black's); the move shown on the board is highlighted and kept in view, and clicking
// a move shows its position.
type MoveList struct {
	widget.BaseWidget
	c    *Controller
	list *widget.List
	// texts caches the formatted moves, moves what they format; only what changed is reformatted.
	texts    []string
	moves    []core.Move
	game     *core.Game
	notation core.Notation
	// marks are the review's signs of the moves (?!, ?, ??), "" for none.
	marks []string
}

// NewMoveList returns the move list of c's game.
func NewMoveList(c *Controller) *MoveList {
	ml := &MoveList{c: c}
	ml.list = widget.NewList(ml.rows, ml.newRow, ml.updateRow)
	ml.ExtendBaseWidget(ml)
	return ml
}

// offset is 1 when the game starts with Black to move, so that Black's moves stay in the second
// column.
func (ml *MoveList) offset() int {
	p := ml.c.h.game.Start()
	if p.SideToMove() == core.Black {
		return 1
	}
	return 0
}

func (ml *MoveList) rows() int { return (len(ml.texts) + ml.offset() + 1) / 2 }

// moveRow lays out a row: the move number, Red's move and Black's move.
type moveRow struct {
	num        *widget.Label
	red, black *widget.Button
}

func (ml *MoveList) newRow() fyne.CanvasObject {
	num := widget.NewLabel("999.")
	num.Alignment = fyne.TextAlignTrailing
	red := widget.NewButton("", nil)
	black := widget.NewButton("", nil)
	for _, b := range []*widget.Button{red, black} {
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
	}
	return container.NewBorder(nil, nil, num, nil, container.New(layout.NewGridLayout(2), red, black))
}

func (ml *MoveList) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	border := o.(*fyne.Container)
	var row moveRow
	for _, obj := range border.Objects {
		switch v := obj.(type) {
		case *widget.Label:
			row.num = v
		case *fyne.Container:
			row.red, row.black = v.Objects[0].(*widget.Button), v.Objects[1].(*widget.Button)
		}
	}
	start := ml.c.h.game.Start()
	row.num.SetText(strconv.Itoa(start.FullmoveNumber()+id) + ".")
	for col, b := range []*widget.Button{row.red, row.black} {
		i := 2*id + col - ml.offset() // index of the move in the game
		if i < 0 || i >= len(ml.texts) {
			b.SetText("")
			b.OnTapped = nil
			b.Importance = widget.LowImportance
			b.Disable()
			continue
		}
		b.Enable()
		text := ml.texts[i]
		if i < len(ml.marks) && ml.marks[i] != "" {
			text += " " + ml.marks[i]
		}
		b.SetText(text)
		imp := widget.LowImportance
		if i == ml.c.h.cursor-1 {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
		n := i + 1
		b.OnTapped = func() { ml.c.GoTo(n) }
	}
}

// Update re-reads the game: it formats new moves, highlights the shown one and scrolls to it.
func (ml *MoveList) Update() {
	g := ml.c.h.game
	n := ml.c.settings.Notation
	k := 0
	if g == ml.game && n == ml.notation {
		for k < len(ml.moves) && k < g.Len() && ml.moves[k] == g.Move(k) {
			k++
		}
	}
	ml.texts, ml.moves = ml.texts[:k], ml.moves[:k]
	ml.game, ml.notation = g, n
	for i := k; i < g.Len(); i++ {
		p := g.PositionAt(i)
		ml.texts = append(ml.texts, core.FormatMove(&p, g.Move(i), n))
		ml.moves = append(ml.moves, g.Move(i))
	}
	ml.marks = ml.marks[:0]
	for _, k := range ml.c.rv.classes() {
		ml.marks = append(ml.marks, k.Mark())
	}
	ml.list.Refresh()
	ml.scrollToCursor()
}

func (ml *MoveList) scrollToCursor() {
	if ml.c.h.cursor > 0 {
		ml.list.ScrollTo((ml.c.h.cursor - 1 + ml.offset()) / 2)
	} else {
		ml.list.ScrollToTop()
	}
}

// Resize keeps the shown move in view when the list changes size: at start-up it has no size
// when the game is loaded, and the window's layout may move it under the board, shorter.
func (ml *MoveList) Resize(size fyne.Size) {
	if size == ml.Size() {
		return
	}
	ml.BaseWidget.Resize(size)
	ml.scrollToCursor()
}

// Texts returns the moves as the list shows them.
func (ml *MoveList) Texts() []string { return append([]string(nil), ml.texts...) }

// CreateRenderer shows the list.
func (ml *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(ml.list)
}
