package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// MoveList is the side panel's list of the line shown, in the chosen notation, numbered in pairs
// (Red's move, then Black's); the move shown on the board is highlighted and kept in view, and
// clicking a move shows its position. Under a row whose moves had other moves played instead, a
// row for each of those variations, indented and in brackets, shows its first moves: a click shows
// it, a right click offers to promote or delete it.
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
	// rowsOf lays the list out: move rows and variation rows.
	rowsOf []listRow
}

// listRow is a row of the list: the moves of pair (Red's and Black's of one number), or when node
// is set a variation, node being its first move, with its text.
type listRow struct {
	pair int
	node *core.Node
	text string
}

// variationPlies is how many moves of a variation its row shows.
const variationPlies = 8

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
	p := ml.c.Game().Start()
	if p.SideToMove() == core.Black {
		return 1
	}
	return 0
}

func (ml *MoveList) rows() int { return len(ml.rowsOf) }

// variationRow is a row showing a variation: a label to tap (right click for its menu).
type variationRow struct {
	widget.Label
	onTap, onMenu func(*fyne.PointEvent)
}

func newVariationRow() *variationRow {
	v := &variationRow{}
	v.Truncation = fyne.TextTruncateEllipsis
	v.TextStyle.Italic = true
	v.ExtendBaseWidget(v)
	return v
}

// Tapped shows the variation.
func (v *variationRow) Tapped(e *fyne.PointEvent) {
	if v.onTap != nil {
		v.onTap(e)
	}
}

// TappedSecondary opens the variation's menu.
func (v *variationRow) TappedSecondary(e *fyne.PointEvent) {
	if v.onMenu != nil {
		v.onMenu(e)
	}
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
	moves := container.NewBorder(nil, nil, num, nil, container.New(layout.NewGridLayout(2), red, black))
	variation := newVariationRow()
	variation.Hide()
	return container.NewStack(moves, container.NewBorder(nil, nil, widget.NewLabel("    "), nil, variation))
}

func (ml *MoveList) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	stack := o.(*fyne.Container)
	movesBox, varBox := stack.Objects[0].(*fyne.Container), stack.Objects[1].(*fyne.Container)
	if id < 0 || id >= len(ml.rowsOf) {
		movesBox.Hide()
		varBox.Hide()
		return
	}
	row := ml.rowsOf[id]
	if row.node != nil {
		movesBox.Hide()
		varBox.Show()
		var v *variationRow
		for _, obj := range varBox.Objects {
			if vr, ok := obj.(*variationRow); ok {
				v = vr
			}
		}
		v.Show()
		v.SetText(row.text)
		n := row.node
		v.onTap = func(*fyne.PointEvent) { ml.c.EnterVariation(n) }
		v.onMenu = func(e *fyne.PointEvent) { ml.variationMenu(v, n, e) }
		return
	}
	varBox.Hide()
	movesBox.Show()
	ml.updateMoves(row.pair, movesBox)
}

// variationMenu offers what can be done with the variation starting at n.
func (ml *MoveList) variationMenu(o fyne.CanvasObject, n *core.Node, e *fyne.PointEvent) {
	cnv := fyne.CurrentApp().Driver().CanvasForObject(o)
	if cnv == nil {
		return
	}
	c := ml.c
	menu := fyne.NewMenu("", fyne.NewMenuItem(lang.L("Show main line"), func() { c.EnterVariation(n) }))
	if !c.h.tree.IsMain(n) { // the main line is not deleted from here
		menu = fyne.NewMenu("",
			fyne.NewMenuItem(lang.L("Show variation"), func() { c.EnterVariation(n) }),
			fyne.NewMenuItem(lang.L("Promote variation"), func() { c.EnterVariation(n); c.PromoteVariation() }),
			fyne.NewMenuItem(lang.L("Delete variation"), func() { c.DeleteNode(n) }),
		)
	}
	widget.ShowPopUpMenuAtPosition(menu, cnv, e.AbsolutePosition)
}

// updateMoves fills a row of moves: the move number, Red's move and Black's move.
func (ml *MoveList) updateMoves(id int, border *fyne.Container) {
	var num *widget.Label
	var red, black *widget.Button
	for _, obj := range border.Objects {
		switch v := obj.(type) {
		case *widget.Label:
			num = v
		case *fyne.Container:
			red, black = v.Objects[0].(*widget.Button), v.Objects[1].(*widget.Button)
		}
	}
	start := ml.c.Game().Start()
	num.SetText(strconv.Itoa(start.FullmoveNumber()+id) + ".")
	for col, b := range []*widget.Button{red, black} {
		i := 2*id + col - ml.offset() // index of the move in the game
		if i < 0 || i >= len(ml.texts) {
			b.SetText("")
			b.OnTapped = nil
			b.Importance = widget.LowImportance
			b.Disable()
			continue
		}
		if ml.c.takenBack(i) {
			b.Disable() // dimmed: Redo replays it, a move of the user's replaces it
		} else {
			b.Enable()
		}
		text := ml.texts[i] + ml.playerMark(i)
		if i < len(ml.marks) && ml.marks[i] != "" {
			text += " " + ml.marks[i]
		}
		b.SetText(text)
		imp := widget.LowImportance
		if i == ml.c.Cursor()-1 {
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
	g := ml.c.Game()
	n := ml.c.Settings().Notation
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
	for i, k := range ml.c.Review().Classes {
		if i >= g.Len() || !ml.c.shown().onMainAt(i+1) {
			break // the review's marks are the main line's
		}
		ml.marks = append(ml.marks, k.Mark())
	}
	if i := ml.c.LeftMastersAt(); i >= 0 && i < len(ml.marks) {
		// N, as chess programs mark a novelty: the first move no master game played there.
		ml.marks[i] = strings.TrimSpace(ml.marks[i] + " N")
	}
	ml.layoutRows()
	ml.list.Refresh()
	ml.scrollToCursor()
}

// layoutRows lays out the rows: a row for each pair of moves, followed by a row for each variation
// of its moves.
func (ml *MoveList) layoutRows() {
	h := ml.c.shown()
	ml.rowsOf = ml.rowsOf[:0]
	pairs := (len(ml.texts) + ml.offset() + 1) / 2
	for id := 0; id < pairs; id++ {
		ml.rowsOf = append(ml.rowsOf, listRow{pair: id})
		for col := 0; col < 2; col++ {
			i := 2*id + col - ml.offset()
			if i < 0 || i >= len(ml.texts) || i+1 >= len(h.lineNodes()) {
				continue
			}
			for _, alt := range h.lineNodes()[i].Children() {
				if alt != h.lineNodes()[i+1] {
					ml.rowsOf = append(ml.rowsOf, listRow{pair: id, node: alt, text: ml.variationText(i, alt)})
				}
			}
		}
	}
}

// variationText is a variation's row: its first moves in brackets, numbered, "…" when it goes on;
// the main line's, seen from a variation, says so.
func (ml *MoveList) variationText(i int, n *core.Node) string {
	p := ml.c.Game().PositionAt(i)
	first := n
	var words []string
	for k := 0; n != nil; k, n = k+1, n.Main() {
		if k == variationPlies {
			words = append(words, "…")
			break
		}
		if p.SideToMove() == core.Red {
			words = append(words, strconv.Itoa(p.FullmoveNumber())+".")
		} else if k == 0 {
			words = append(words, strconv.Itoa(p.FullmoveNumber())+"...")
		}
		words = append(words, core.FormatMove(&p, n.Move(), ml.notation)+n.Mark().String()) // "" for no mark
		p.MakeMove(n.Move())
	}
	text := "(" + strings.Join(words, " ") + ")"
	if ml.c.shown().isMain(first) {
		text = fmt.Sprintf(lang.L("main line %s"), text)
	}
	return text
}

// rowOfMove is the row showing move i (0-based) of the line.
func (ml *MoveList) rowOfMove(i int) int {
	pair := (i + ml.offset()) / 2
	for r, row := range ml.rowsOf {
		if row.node == nil && row.pair == pair {
			return r
		}
	}
	return 0
}

func (ml *MoveList) scrollToCursor() {
	if ml.c.Cursor() > 0 {
		ml.list.ScrollTo(ml.rowOfMove(ml.c.Cursor() - 1))
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

// Marks returns the review's marks of the main line's moves ("?!", "N" where it left master play).
func (ml *MoveList) Marks() []string { return append([]string(nil), ml.marks...) }

// VariationTexts returns the variation rows' texts, in list order.
func (ml *MoveList) VariationTexts() []string {
	var out []string
	for _, row := range ml.rowsOf {
		if row.node != nil {
			out = append(out, row.text)
		}
	}
	return out
}

// CreateRenderer shows the list.
func (ml *MoveList) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(ml.list)
}
