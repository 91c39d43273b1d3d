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
func (c *Controller) CanUndo() bool {
	_, ok := c.h.undoTarget(c.settings.Mode)
	return ok && !c.clocksBlockUndo()
}

// Undo takes back the user's last move and the computer's reply (one move when two people play),
// or the user's move the computer is still thinking about. The moves stay available to Redo.
func (c *Controller) Undo() {
	if c.clocksBlockUndo() || !c.h.undo(c.settings.Mode) {
		return
	}
	c.clockBack(c.h.cursor)
	c.showCursor()
	c.autosave()
	c.changed()
	c.maybeThink()
}

// takenBack reports whether the game's move i (0-based) was taken back by Undo in play: it stays
// for Redo until a move of the user's replaces it.
func (c *Controller) takenBack(i int) bool { return c.h.live && !c.h.review && i >= c.h.cursor }

// Redo replays what Undo took back.
func (c *Controller) Redo() {
	if c.clock.running() || !c.h.redo(c.settings.Mode) {
		return // with clocks, the times of the moves taken back are gone
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
func (c *Controller) CanPlayFromHere() bool {
	if !c.h.review || c.overAt() {
		return false
	}
	if c.clock.on() && !c.clock.stopped && c.InVariation() {
		return false // the clocks hold the times of the game's own moves, not a variation's
	}
	return !c.clocksBlockUndo() || c.h.main && c.h.atEnd()
}

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
		c.clockBack(c.h.cursor)
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

// GoToMain shows the game's main line after n moves, leaving a variation shown (the review's graph
// and its Next mistake are the main line's).
func (c *Controller) GoToMain(n int) {
	if !c.h.goToMain(n) {
		return
	}
	c.showCursor()
	c.changed()
	c.maybeThink()
}

// mainCursor is the cursor's move on the main line, or -1 when a variation is shown past where it
// branches off.
func (c *Controller) mainCursor() int {
	if c.h.onMainAt(c.h.cursor) {
		return c.h.cursor
	}
	return -1
}

// InVariation reports whether the position shown is in a variation, off the game's main line.
func (c *Controller) InVariation() bool { return !c.h.onMainAt(c.h.cursor) }

// EnterVariation shows the line through n, a node of the game's tree (a variation the move list
// shows), at n.
func (c *Controller) EnterVariation(n *core.Node) {
	if n == nil || !c.h.tree.Contains(n) {
		return
	}
	c.h.enter(n)
	c.showCursor()
	c.autosave()
	c.changed()
	c.maybeThink()
}

// PromoteVariation makes the variation shown the main continuation where it branches off; done
// again, it climbs until it is the main line. It reports false off a variation.
func (c *Controller) PromoteVariation() bool {
	if !c.InVariation() || !c.h.promote() {
		return false
	}
	c.autosave()
	c.changed()
	return true
}

// DeleteVariation removes the variation shown, and every move after it, and shows the position it
// branched from. It reports false off a variation.
func (c *Controller) DeleteVariation() bool {
	if !c.InVariation() || !c.h.deleteVariation() {
		return false
	}
	c.showCursor()
	c.autosave()
	c.changed()
	return true
}

// DeleteNode removes the variation starting at n (one the move list shows beside the line shown)
// with every move after it; a node of the line shown deletes the variation shown instead.
func (c *Controller) DeleteNode(n *core.Node) {
	removed, moved := c.h.deleteNode(n)
	if !removed {
		return
	}
	if moved {
		c.showCursor()
	}
	c.autosave()
	c.changed()
}
