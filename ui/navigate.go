package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// Moving about in the game: undo and redo, stepping through it for review, and playing on from a
// position shown. The rules of where each goes are history's; this file keeps the board, the
// engine and the saved game in step.

// showCursor shows on the board the position history's cursor points at, after the cursor moved:
// a search in flight is dropped and the hint taken away.
func (c *Controller) showCursor() {
	c.cancelSearch()
	c.hint = core.NoMove
	c.Board.SetPosition(c.Position(), c.h.lastMove(), false)
	c.Board.SetArrow(c.BetterMove()) // after a reviewed mistake, the move the engine preferred
}

// CanUndo reports whether Undo would do something.
func (c *Controller) CanUndo() bool { _, ok := c.h.undoTarget(c.settings.Mode); return ok }

// Undo takes back the user's last move and the computer's reply (one move when two people play),
// or the user's move the computer is still thinking about. The moves stay available to Redo.
func (c *Controller) Undo() {
	if !c.h.undo(c.settings.Mode) {
		return
	}
	c.showCursor()
	c.autosave()
	c.changed()
	c.maybeThink()
}

// Redo replays what Undo took back.
func (c *Controller) Redo() {
	if !c.h.redo(c.settings.Mode) {
		return
	}
	c.showCursor()
	c.autosave()
	c.changed()
	c.maybeThink()
}

// GoTo shows the position after n moves for review; the later moves are kept. Back at the end of
// a game being played, play resumes; an opened game stays in review (see PlayFromHere).
func (c *Controller) GoTo(n int) {
	if !c.h.goTo(n) {
		return
	}
	c.showCursor()
	c.changed()
	c.maybeThink()
}

// CanPlayFromHere reports whether PlayFromHere would do something: the game is in review and
// not over at the shown position.
func (c *Controller) CanPlayFromHere() bool { return c.h.review && !c.overAt() }

// PlayFromHere ends review and plays on from the shown position in the current mode: the
// computer moves at once if it is its turn. Moves after the shown one are discarded, after
// asking.
func (c *Controller) PlayFromHere() {
	if !c.CanPlayFromHere() {
		return
	}
	play := func() {
		c.cancelSearch()
		c.h.playFromHere()
		c.autosave()
		c.changed()
		c.maybeThink()
	}
	if later := c.h.game.Len() - c.h.cursor; later > 0 {
		c.ask(lang.L("Discard the rest of the game?"),
			fmt.Sprintf(lang.L("Playing on from move %d discards the %d moves that followed."), c.h.cursor, later),
			lang.L("Discard"), play)
		return
	}
	play()
}

// First shows the start position.
func (c *Controller) First() { c.GoTo(0) }

// Prev shows the position one move earlier.
func (c *Controller) Prev() { c.GoTo(c.h.cursor - 1) }

// Next shows the position one move later.
func (c *Controller) Next() { c.GoTo(c.h.cursor + 1) }

// Last shows the latest position.
func (c *Controller) Last() { c.GoTo(c.h.game.Len()) }
