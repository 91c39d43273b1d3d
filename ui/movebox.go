package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The move box: a line under the move list where a move is typed in any notation Chuhe reads
// (炮二平五, 炮2平5, 傌二進三, C2.5, C2=5, P2-5, Pháo 2 bình 5, h2e2, H2-E2, Che2) and played with
// Enter; a move that cannot be played is said why, in the interface's language, under the box and
// in the status line. Ctrl+T (Move > Type a move) puts the cursor there, Escape gives the keyboard
// back to the window.

// PlayTyped reads text as a move in any notation and plays it as a move made on the board would
// be (TryMove). It returns "" when the move was played, or what is wrong in the interface's
// language. Where WXF and Vietnamese notation read the text as different moves, the notation the
// move list uses decides.
func (c *Controller) PlayTyped(text string) string {
	if !c.humanToMove() {
		why := c.notYourTurn()
		c.play(resources.Illegal)
		c.notice = why
		c.statusChanged()
		return why
	}
	p := c.Position()
	m, err := core.ParseMovePreferring(&p, text, c.settings.Notation)
	if err != nil {
		why := moveErrorText(err)
		c.play(resources.Illegal)
		c.notice = why
		c.statusChanged()
		return why
	}
	if !c.TryMove(m) {
		return c.notice
	}
	return ""
}

// moveErrorText says what is wrong with a move as written in the interface's language: the
// problem's template translated whole, its arguments in the interface's words.
func moveErrorText(err error) string {
	me, ok := core.AsMoveError(err)
	if !ok {
		return err.Error()
	}
	return fmt.Sprintf(lang.L("Cannot play %q: %s"), me.Text, moveReasonText(me))
}

// moveReasonText says what is wrong with a move in the interface's language, without the move.
func moveReasonText(me *core.MoveError) string {
	args := make([]any, len(me.Args))
	for i, a := range me.Args {
		args[i] = moveErrorArg(a)
	}
	return fmt.Sprintf(lang.L(me.Problem.Template()), args...)
}

// moveErrorArg puts one argument of a move error in the interface's words.
func moveErrorArg(a any) any {
	switch v := a.(type) {
	case core.Piece:
		return lang.L(colorName(v.Color()) + " " + v.Type().String())
	case core.PieceType:
		return lang.L(v.String())
	case core.Color:
		return lang.L(colorName(v))
	case core.IllegalReason:
		return lang.L(v.String())
	case core.Move:
		return v.String()
	}
	return core.EnglishArg(a)
}

// colorName is "Red" or "Black", the keys of the sides' names.
func colorName(c core.Color) string {
	if c == core.Red {
		return "Red"
	}
	return "Black"
}

// moveErrorKeys lists the strings moveErrorText translates, for the test that every one is in
// every language: the templates, the pieces' and sides' names.
func moveErrorKeys() []string {
	keys := []string{"Cannot play %q: %s", "Red", "Black"}
	for _, p := range core.MoveProblems() {
		keys = append(keys, p.Template())
	}
	for t := core.King; t <= core.Pawn; t++ {
		keys = append(keys, t.String(), "Red "+t.String(), "Black "+t.String())
	}
	return keys
}

// moveEntry is the move box's entry: Escape leaves it.
type moveEntry struct {
	widget.Entry
	onEscape func()
}

func newMoveEntry() *moveEntry {
	e := &moveEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey gives Escape to onEscape and everything else to the entry.
func (e *moveEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.onEscape != nil {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// moveBox is the move box with the line under it that says why a move was not played.
type moveBox struct {
	entry  *moveEntry
	why    *widget.Label
	box    *fyne.Container
	c      *Controller
	canvas func() fyne.Canvas
}

// newMoveBox builds the move box for c; canvas returns the window's canvas, for giving up the
// focus.
func newMoveBox(c *Controller, canvas func() fyne.Canvas) *moveBox {
	mb := &moveBox{entry: newMoveEntry(), why: widget.NewLabel(""), c: c, canvas: canvas}
	mb.entry.SetPlaceHolder(lang.L("Type a move: 炮二平五, C2.5, P2-5, h2e2"))
	mb.entry.OnSubmitted = mb.submit
	mb.entry.onEscape = func() {
		mb.setWhy("")
		if cv := mb.canvas(); cv != nil {
			cv.Unfocus()
		}
	}
	mb.why.Wrapping = fyne.TextWrapWord
	mb.why.Importance = widget.DangerImportance
	mb.why.Hide()
	mb.box = container.NewVBox(mb.entry, mb.why)
	return mb
}

// submit plays the move typed: the box empties when it was played and keeps the text, with the
// reason under it, when it was not.
func (mb *moveBox) submit(text string) {
	if strings.TrimSpace(text) == "" {
		mb.setWhy("")
		return
	}
	why := mb.c.PlayTyped(text)
	mb.setWhy(why)
	if why == "" {
		mb.entry.SetText("")
	}
}

// setWhy shows the reason a move was not played, or hides the line for "".
func (mb *moveBox) setWhy(why string) {
	mb.why.SetText(why)
	if why == "" {
		mb.why.Hide()
	} else {
		mb.why.Show()
	}
}

// relabel sets the placeholder in the language now in force.
func (mb *moveBox) relabel() {
	mb.entry.SetPlaceHolder(lang.L("Type a move: 炮二平五, C2.5, P2-5, h2e2"))
}

// focusMoveBox puts the keyboard's cursor in the move box, opening the side panel first when a
// small window hides it, so that the box is seen.
func (w *Window) focusMoveBox() {
	if w.moveBox == nil {
		return
	}
	if l := w.layout; l != nil && l.Arrangement() == panelHidden && !l.open {
		l.toggle.OnTapped()
	}
	w.win.Canvas().Focus(w.moveBox.entry)
}

// focusBoard gives the board the keyboard's focus: its cursor shows and the arrow keys move it.
func (w *Window) focusBoard() { w.win.Canvas().Focus(w.c.Board) }

// keyboardItems are the Move menu's items for playing by keyboard.
func (w *Window) keyboardItems() []*fyne.MenuItem {
	typeMove := fyne.NewMenuItem(lang.L("Type a move"), w.focusMoveBox)
	typeMove.Shortcut = shortcut(fyne.KeyT, fyne.KeyModifierShortcutDefault)
	onBoard := fyne.NewMenuItem(lang.L("Play with the keyboard"), w.focusBoard)
	onBoard.Shortcut = shortcut(fyne.KeyB, fyne.KeyModifierShortcutDefault)
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), typeMove, onBoard}
}
