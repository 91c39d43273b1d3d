package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// navigator is moving about in the game: it owns the verbs and knows the rest of the app only
// through navigationHost. The Controller embeds it, so its exported methods (Undo, Redo, GoTo,
// Next, EnterVariation...) are the Controller's to the views.
type navigator struct{ host navigationHost }

// navigationHost is what moving about knows of the rest of the app. The Controller is one; the
// tests use a fake.
type navigationHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	board() *Board
	// BetterMove is the review's better move at the position shown, the board's arrow.
	BetterMove() core.Move
	// cancelSearch drops the computer's search in flight; dropHint forgets the hint.
	cancelSearch()
	dropHint()
	// clocksBlockUndo, clockBack, clocksRunning and clocksTimeTheGame are the clocks' say.
	clocksBlockUndo() bool
	clockBack(n int)
	clocksRunning() bool
	clocksTimeTheGame() bool
	// overAt reports whether the game is over at the position shown.
	overAt() bool
	autosave()
	// changed tells the parts and the views the position shown changed.
	changed()
	// maybeThink starts the computer when it is its turn in play.
	maybeThink()
	// ask asks a question; yes runs if the user agrees.
	ask(title, msg, confirm string, yes func())
}

// Moving about in the game: undo and redo, stepping through it for review, and playing on from a
// position shown. The rules of where each goes are history's; this file keeps the board, the
// engine and the saved game in step.

// showCursor shows on the board the position history's cursor points at, after the cursor moved:
// a search in flight is dropped and the hint taken away.
func (n *navigator) showCursor() {
	n.host.cancelSearch()
	n.host.dropHint()
	n.host.board().SetPosition(n.host.shown().position(), n.host.shown().lastMove(), false)
	n.host.board().SetArrow(n.host.BetterMove()) // after a reviewed mistake, the move the engine preferred
}

// CanUndo reports whether Undo would do something.
func (n *navigator) CanUndo() bool {
	_, ok := n.host.shown().undoTarget(n.host.Settings().Mode)
	return ok && !n.host.clocksBlockUndo()
}

// Undo takes back the user's last move and the computer's reply (one move when two people play),
// or the user's move the computer is still thinking about. The moves stay available to Redo.
func (n *navigator) Undo() {
	if n.host.clocksBlockUndo() || !n.host.shown().undo(n.host.Settings().Mode) {
		return
	}
	n.host.clockBack(n.host.shown().cursor)
	n.showCursor()
	n.host.autosave()
	n.host.changed()
	n.host.maybeThink()
}

// takenBack reports whether the game's move i (0-based) was taken back by Undo in play: it stays
// for Redo until a move of the user's replaces it.
func (n *navigator) takenBack(i int) bool {
	return n.host.shown().live && !n.host.shown().review && i >= n.host.shown().cursor
}

// CanRedo reports whether Redo would do something: there are moves taken back, and no clocks run
// (their times are gone with the moves).
func (n *navigator) CanRedo() bool {
	return n.host.shown().cursor < n.host.shown().game.Len() && !n.host.clocksRunning()
}

// Redo replays what Undo took back.
func (n *navigator) Redo() {
	if n.host.clocksRunning() || !n.host.shown().redo(n.host.Settings().Mode) {
		return // with clocks, the times of the moves taken back are gone
	}
	n.showCursor()
	n.host.autosave()
	n.host.changed()
	n.host.maybeThink()
}

// GoTo shows the position after i moves for review; the later moves are kept. Back at the end of
// a game being played, play resumes; an opened game stays in review (see PlayFromHere).
func (n *navigator) GoTo(i int) {
	if !n.host.shown().goTo(i) {
		return
	}
	n.showCursor()
	n.host.changed()
	n.host.maybeThink()
}

// CanPlayFromHere reports whether PlayFromHere would do something: the game is in review and
// not over at the shown position.
func (n *navigator) CanPlayFromHere() bool {
	if !n.host.shown().review || n.host.overAt() {
		return false
	}
	if n.host.clocksTimeTheGame() && n.InVariation() {
		return false // the clocks hold the times of the game's own moves, not a variation's
	}
	return !n.host.clocksBlockUndo() || n.host.shown().main && n.host.shown().atEnd()
}

// PlayFromHere ends review and plays on from the shown position in the current mode: the
// computer moves at once if it is its turn. Moves after the shown one are discarded, after
// asking.
func (n *navigator) PlayFromHere() {
	if !n.CanPlayFromHere() {
		return
	}
	play := func() {
		n.host.cancelSearch()
		n.host.shown().playFromHere()
		n.host.clockBack(n.host.shown().cursor)
		n.host.autosave()
		n.host.changed()
		n.host.maybeThink()
	}
	if later := n.host.shown().game.Len() - n.host.shown().cursor; later > 0 {
		n.host.ask(lang.L("Discard the rest of the game?"),
			fmt.Sprintf(plural(later, "Playing on from move %d discards the %d move that followed.", "Playing on from move %d discards the %d moves that followed."), n.host.shown().cursor, later),
			lang.L("Discard"), play)
		return
	}
	play()
}

// First shows the start position.
func (n *navigator) First() { n.GoTo(0) }

// Prev shows the position one move earlier.
func (n *navigator) Prev() { n.GoTo(n.host.shown().cursor - 1) }

// Next shows the position one move later.
func (n *navigator) Next() { n.GoTo(n.host.shown().cursor + 1) }

// Last shows the latest position.
func (n *navigator) Last() { n.GoTo(n.host.shown().game.Len()) }

// GoToMain shows the game's main line after i moves, leaving a variation shown (the review's graph
// and its Next mistake are the main line's).
func (n *navigator) GoToMain(i int) {
	if !n.host.shown().goToMain(i) {
		return
	}
	n.showCursor()
	n.host.changed()
	n.host.maybeThink()
}

// mainCursor is the cursor's move on the main line, or -1 when a variation is shown past where it
// branches off.
func (n *navigator) mainCursor() int {
	if n.host.shown().onMainAt(n.host.shown().cursor) {
		return n.host.shown().cursor
	}
	return -1
}

// InVariation reports whether the position shown is in a variation, off the game's main line.
func (n *navigator) InVariation() bool { return !n.host.shown().onMainAt(n.host.shown().cursor) }

// EnterVariation shows the line through node, a node of the game's tree (a variation the move
// list shows), at node.
func (n *navigator) EnterVariation(node *core.Node) {
	if node == nil || !n.host.shown().tree.Contains(node) {
		return
	}
	n.host.shown().enter(node)
	n.showCursor()
	n.host.autosave()
	n.host.changed()
	n.host.maybeThink()
}

// PromoteVariation makes the variation shown the main continuation where it branches off; done
// again, it climbs until it is the main line. It reports false off a variation.
func (n *navigator) PromoteVariation() bool {
	if !n.InVariation() || !n.host.shown().promote() {
		return false
	}
	n.host.autosave()
	n.host.changed()
	return true
}

// DeleteVariation removes the variation shown, and every move after it, and shows the position it
// branched from. It reports false off a variation.
func (n *navigator) DeleteVariation() bool {
	if !n.InVariation() || !n.host.shown().deleteVariation() {
		return false
	}
	n.showCursor()
	n.host.autosave()
	n.host.changed()
	return true
}

// DeleteNode removes the variation starting at node (one the move list shows beside the line shown)
// with every move after it; a node of the line shown deletes the variation shown instead.
func (n *navigator) DeleteNode(node *core.Node) {
	removed, moved := n.host.shown().deleteNode(node)
	if !removed {
		return
	}
	if moved {
		n.showCursor()
	}
	n.host.autosave()
	n.host.changed()
}
