package ui

import (
	"slices"

	"github.com/chuhe-xq/chuhe/core"
)

// history is the game being played or studied, with its variations, and the move the board
// shows: the tree of every move played, the line through it that is shown (the moves to the node
// shown, then that node's main continuation), the cursor into that line, and whether the user is
// reviewing. It knows the rules of moving about in a game (what Undo and Redo reach for a mode, what
// replaying the record's own next move does, when a move starts a variation) but nothing of the
// board, the engine or the window, so its tests need no Fyne.
type history struct {
	tree *core.Tree
	// game is the line shown, nodes its nodes (nodes[i] after i moves); main says it is the tree's
	// main line.
	game   *core.Game
	nodes  []*core.Node
	main   bool
	cursor int  // moves shown: the board shows game.PositionAt(cursor)
	review bool // the game is shown for review: the computer makes no move until the user plays on
	// live is set for a game being played here, cleared for one opened from a file or pasted:
	// returning to the end of a live game resumes play, while an opened game stays in review
	// until the user chooses Play from here (or plays a move of their own).
	live bool
	// over is set once the end of the game has been announced for its final position, so that it
	// is announced once.
	over bool
}

// newHistory returns a new game from the standard position, being played.
func newHistory() history {
	h := history{live: true}
	h.setTree(core.NewTree(core.StartPosition()), 0)
	return h
}

// setTree replaces the tree, showing its main line after cursor moves (clamped).
func (h *history) setTree(t *core.Tree, cursor int) {
	h.tree = t
	h.follow(t.Root())
	h.cursor = h.clamp(cursor)
}

// follow shows the line through n (the cursor is the caller's to set).
func (h *history) follow(n *core.Node) {
	h.game, h.nodes = h.tree.Line(n)
	h.checkMain()
}

// checkMain finds again whether the line shown is the main line, after the tree changed.
func (h *history) checkMain() { h.main = h.tree.IsMain(h.nodes[len(h.nodes)-1]) }

// awayFromPlay reports whether the position shown is not where play goes on: before the end of the
// line, in an opened game, or in a variation. A review that reaches such a position stays one.
func (h *history) awayFromPlay() bool { return h.cursor < h.game.Len() || !h.live || !h.main }

// node is the node shown.
func (h *history) node() *core.Node { return h.nodes[h.cursor] }

// lineNodes are the nodes of the line shown, lineNodes()[i] after i moves.
func (h *history) lineNodes() []*core.Node { return h.nodes }

// isMain reports whether n is on the game's main line.
func (h *history) isMain(n *core.Node) bool { return h.tree.IsMain(n) }

// position returns the position shown.
func (h *history) position() core.Position { return h.game.PositionAt(h.cursor) }

// sideToMove is the side to move in the position shown.
func (h *history) sideToMove() core.Color { return h.sideAt(h.cursor) }

// sideAt is the side to move after n moves.
func (h *history) sideAt(n int) core.Color {
	p := h.game.PositionAt(n)
	return p.SideToMove()
}

// overAt reports whether the game has ended in the position shown.
func (h *history) overAt() bool { return h.game.ResultAt(h.cursor).Over() }

// atEnd reports whether the position shown is the game's last.
func (h *history) atEnd() bool { return h.cursor == h.game.Len() }

// lastMove is the move that led to the position shown (core.NoMove at the start).
func (h *history) lastMove() core.Move {
	if h.cursor == 0 {
		return core.NoMove
	}
	return h.game.Move(h.cursor - 1)
}

// nextInRecord reports whether m is the move the game's record has after the position shown.
func (h *history) nextInRecord(m core.Move) bool {
	return h.cursor < h.game.Len() && h.game.Move(h.cursor) == m
}

// set replaces the game, shown after cursor moves and being played; its end is not announced
// again if it is already over.
func (h *history) set(g *core.Game, cursor int) {
	t, err := core.TreeFromPGN(&core.PGNGame{Game: g})
	if err != nil {
		t = core.NewTree(new(g.Start())) // cannot happen: a Game holds legal moves only
	}
	h.setPGN(t, cursor)
}

// setPGN replaces the game with a tree, shown on its main line after cursor moves and being played.
func (h *history) setPGN(t *core.Tree, cursor int) {
	h.setTree(t, cursor)
	h.review, h.live = false, true
	h.over = h.game.Result().Over()
}

// open replaces the game with one opened from a file or pasted, shown at its end for review.
func (h *history) open(t *core.Tree) {
	h.setPGN(t, -1)
	h.cursor = h.game.Len()
	h.review, h.live = true, false
}

// restore replaces the game with the one saved by an earlier run, at its saved cursor on the line
// through node (nil for the main line); reviewing says whether it was an opened game under review.
func (h *history) restore(t *core.Tree, node *core.Node, cursor int, opened, takenBack bool) {
	h.setPGN(t, 0)
	if node != nil {
		h.follow(node)
	}
	h.cursor = h.clamp(cursor)
	h.live = !opened
	h.review = h.awayFromPlay() && !(takenBack && h.live && h.main)
}

// play discards the moves after the cursor and plays m, which the caller has checked is legal:
// play goes on from here.
func (h *history) play(m core.Move) error {
	h.truncate()
	n, err := h.tree.Add(h.node(), m)
	if err != nil {
		return err
	}
	if err := h.game.Play(m); err != nil {
		return err
	}
	h.nodes = append(h.nodes, n)
	h.cursor = h.game.Len()
	h.review, h.live, h.over = false, true, false
	return nil
}

// playVariation plays m in review, keeping the moves after the cursor: m is the record's next move,
// or a variation already played there, or a new variation. The line through it is shown, still in
// review.
func (h *history) playVariation(m core.Move) error {
	n, err := h.tree.Add(h.node(), m)
	if err != nil {
		return err
	}
	h.follow(n)
	h.cursor++
	h.review = true
	return nil
}

// stepRecord shows the record's own next move (see nextInRecord) played again: in review it stays
// in review, unless that reaches the end of a game being played.
func (h *history) stepRecord() {
	h.cursor++
	h.review = h.review && h.awayFromPlay()
}

// playFromHere discards the moves after the cursor and ends review: play goes on from here, on the
// game's main line (a variation shown becomes it).
func (h *history) playFromHere() {
	h.truncate()
	h.makeMain()
	h.review, h.live, h.over = false, true, false
}

// makeMain makes the line shown the main line.
func (h *history) makeMain() {
	for h.tree.Promote(h.node()) {
	}
	h.main = true
}

// end gives the game the result r in the position shown, dropping the moves after it; a variation
// shown becomes the main line. announced says whether the caller announces the end itself.
func (h *history) end(r core.Result, announced bool) {
	h.truncate()
	h.makeMain()
	h.tree.SetResult(h.node(), r)
	h.game.SetResult(r)
	h.review = false
	h.over = announced
}

// onMainAt reports whether the first n moves of the line shown are the main line's.
func (h *history) onMainAt(n int) bool {
	if h.main {
		return true
	}
	for i := 1; i <= n && i < len(h.nodes); i++ {
		if !h.nodes[i].IsMainChild() {
			return false
		}
	}
	return true
}

// goToMain shows the main line after n moves (clamped), leaving a variation shown. It reports
// whether anything changed.
func (h *history) goToMain(n int) bool {
	if h.main {
		return h.goTo(n)
	}
	h.follow(h.tree.Root())
	h.cursor = h.clamp(n)
	h.review = h.awayFromPlay()
	return true
}

// enter shows the line through n, a node of the tree, at n.
func (h *history) enter(n *core.Node) {
	h.follow(n)
	h.cursor = len(h.tree.Path(n)) - 1
	h.review = h.awayFromPlay()
}

// variationAt is the variation holding the node shown: the node where its line leaves the line it
// branches from (nil on the main line).
func (h *history) variationAt() *core.Node {
	for i := h.cursor; i > 0; i-- {
		if !h.nodes[i].IsMainChild() {
			return h.nodes[i]
		}
	}
	return nil
}

// promote makes the variation shown the main continuation where it branches off (see
// core.Tree.Promote). It reports false on the main line.
func (h *history) promote() bool {
	if !h.tree.Promote(h.node()) {
		return false
	}
	h.checkMain()
	return true
}

// deleteNode removes n, a node beside the line shown (a variation the move list shows), with every
// move after it; a node of the line shown deletes the variation shown (deleteVariation). It reports
// whether anything was removed, and whether the position shown changed with it.
func (h *history) deleteNode(n *core.Node) (removed, moved bool) {
	if n == nil || n.Parent() == nil || !h.tree.Contains(n) {
		return false, false
	}
	if slices.Contains(h.nodes, n) {
		ok := h.deleteVariation()
		return ok, ok
	}
	h.tree.Delete(n)
	h.checkMain()
	return true, false
}

// deleteVariation removes the variation shown, with every move after it, and shows the position
// where it branched off, on the line it left. It reports false on the main line.
func (h *history) deleteVariation() bool {
	v := h.variationAt()
	if v == nil {
		return false
	}
	parent := v.Parent()
	h.tree.Delete(v)
	h.follow(parent)
	h.cursor = len(h.tree.Path(parent)) - 1
	h.review = h.awayFromPlay()
	return true
}

// clamp bounds n to the moves of the game.
func (h *history) clamp(n int) int { return max(0, min(n, h.game.Len())) }

// goTo shows the position after n moves (clamped), keeping the later moves; back at the end of a
// game being played, review ends. It reports whether the cursor moved.
func (h *history) goTo(n int) bool {
	n = h.clamp(n)
	if n == h.cursor {
		return false
	}
	h.cursor = n
	h.review = h.awayFromPlay()
	return true
}

// undoTarget is where Undo goes in mode: one move back, and against the computer back to the
// user's own last move (taking back the computer's reply with it). It reports false when there is
// nothing to take back.
func (h *history) undoTarget(mode Mode) (int, bool) {
	t := h.cursor - 1
	if t < 0 {
		return 0, false
	}
	if mode == PlayRed || mode == PlayBlack {
		for t > 0 && mode.Computer(h.sideAt(t)) {
			t--
		}
		if mode.Computer(h.sideAt(t)) {
			return 0, false
		}
	}
	return t, true
}

// undo goes back to the undo target in mode; the moves stay for redo. It reports false when there
// was nothing to take back.
func (h *history) undo(mode Mode) bool {
	t, ok := h.undoTarget(mode)
	if !ok {
		return false
	}
	h.cursor = t
	h.review = mode == Demo || !h.live || !h.main
	return true
}

// redo replays what undo took back in mode: one move, and against the computer the computer's
// reply with it. It reports false at the end of the game.
func (h *history) redo(mode Mode) bool {
	if h.cursor >= h.game.Len() {
		return false
	}
	t := h.cursor + 1
	if mode == PlayRed || mode == PlayBlack {
		for t < h.game.Len() && mode.Computer(h.sideAt(t)) {
			t++
		}
	}
	h.cursor = t
	h.review = !h.live || !h.main || (mode == Demo && t < h.game.Len())
	return true
}

// computerToMove reports whether the computer should move in the position shown in mode: in play
// (not in review), not over, on the computer's side. In play the position shown is the end of the
// game or a position Undo went back to; the computer's move there replaces the moves taken back.
func (h *history) computerToMove(mode Mode) bool {
	if h.overAt() || h.review {
		return false
	}
	return mode.Computer(h.sideToMove())
}

// humanToMove reports whether a person may move in the position shown: on their own turn, or for
// either side in review, where the user studies the game and the computer plays no part.
func (h *history) humanToMove(mode Mode) bool {
	if h.overAt() {
		return false
	}
	return h.review || !mode.Computer(h.sideToMove())
}

// searchGame returns a copy of the game up to the position shown, for a search to own.
func (h *history) searchGame() *core.Game {
	g := h.game.Clone()
	g.Truncate(h.cursor)
	return g
}

// truncate discards the moves after the cursor, variations included.
func (h *history) truncate() {
	h.tree.Truncate(h.node())
	h.game.Truncate(h.cursor)
	h.nodes = h.nodes[:h.cursor+1]
}
