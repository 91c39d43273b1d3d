package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// NotesPanel is the player's annotation of the position shown: a comment box (before the first
// move, the game's opening comment) and the six marks for the move that led to it.
type NotesPanel struct {
	widget.BaseWidget
	c       *Controller
	entry   *widget.Entry
	marks   []*widget.Button
	content *fyne.Container
	shown   *core.Node // the node whose comment the box shows
}

// NewNotesPanel returns the panel for c's game.
func NewNotesPanel(c *Controller) *NotesPanel {
	p := &NotesPanel{c: c}
	p.entry = widget.NewMultiLineEntry()
	p.entry.Wrapping = fyne.TextWrapWord
	p.entry.SetMinRowsVisible(2)
	p.entry.SetPlaceHolder(lang.L("Comment on this move"))
	p.entry.OnChanged = func(text string) {
		if p.shown == c.ShownNode() {
			c.SetCommentWords(text)
		}
	}
	row := container.NewGridWithColumns(len(core.MoveMarks()))
	for _, g := range core.MoveMarks() {
		b := widget.NewButton(g.String(), func() { c.SetMark(g) })
		b.Importance = widget.LowImportance
		p.marks = append(p.marks, b)
		row.Add(b)
	}
	p.content = container.NewVBox(p.entry, row)
	p.ExtendBaseWidget(p)
	p.Update()
	return p
}

// Update shows the annotation of the position shown; the box's text is set only when the
// position changed, so that typing in it is never undone.
func (p *NotesPanel) Update() {
	n := p.c.ShownNode()
	if n != p.shown {
		p.shown = nil // SetText calls OnChanged: it must not write the old text to the new node
		p.entry.SetText(p.c.CommentWords())
		p.shown = n
	}
	// The placeholder follows the node and the interface's language, which can change under it.
	ph := lang.L("Comment on this move")
	if n.Parent() == nil {
		ph = lang.L("Comment on the game")
	}
	if p.entry.PlaceHolder != ph {
		p.entry.SetPlaceHolder(ph)
	}
	mark := n.Mark()
	for i, g := range core.MoveMarks() {
		b := p.marks[i]
		imp := widget.LowImportance
		if g == mark {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
		if n.Parent() == nil {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

// Text is the comment box's text.
func (p *NotesPanel) Text() string { return p.entry.Text }

// Entry is the comment box, for the menu to focus and tests to type in.
func (p *NotesPanel) Entry() *widget.Entry { return p.entry }

// CreateRenderer shows the box over the marks.
func (p *NotesPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.content) }

// playerMark is the player's mark of move i of the line shown, written after the move ("!?"), or
// "" for none. The review's marks follow it apart.
func (ml *MoveList) playerMark(i int) string {
	if g := ml.c.MarkOf(i); g != core.NoNAG {
		return g.String()
	}
	return ""
}
