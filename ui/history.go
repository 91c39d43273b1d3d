package ui

import (
	"github.com/chuhe-xq/chuhe/core"
)

// history is the game being played or studied and the move the board shows: every move played,
// the cursor into them, and whether the user is reviewing. It knows the rules of moving about in a
// game (what Undo and Redo reach for a mode, what replaying the record's own next move does) but
// nothing of the board, the engine or the window, so its tests need no Fyne.
type history struct {
	game   *core.Game
	cursor int  // moves shown: the board shows game.PositionAt(cursor)
	review bool // the game is shown for review: the computer makes no move until the user plays on
	// live is set for a game being played here, cleared for one opened from a file or pasted:
	// returning to the end of a live game resumes play, while an opened game stays in review
	// until the user chooses Play from here (or plays a move of their own).
	live bool
	// over is set once the end of the game has been announced for its final position, so that it
	// is announced once.
	over bool
	// comments are the game's PGN comments, as core.PGNGame keeps them (0 before the first move,
	// i after the i-th): an opened game's, kept for saving; those after a discarded move go with it.
	comments map[int]string
}

// newHistory returns a new game from the standard position, being played.
func newHistory() history { return history{game: core.NewGame(), live: true} }

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
	h.game, h.cursor, h.comments = g, cursor, nil
	h.review, h.live = false, true
	h.over = g.Result().Over()
}

// open replaces the game with one opened from a file or pasted, shown at its end for review.
func (h *history) open(g *core.Game) {
	h.set(g, g.Len())
	h.review, h.live = true, false
}

// restore replaces the game with the one saved by an earlier run, at its saved cursor; reviewing
// says whether it was an opened game under review.
func (h *history) restore(g *core.Game, cursor int, opened bool) {
	h.set(g, cursor)
	h.live = !opened
	h.review = cursor < g.Len() || !h.live
}

// play discards the moves after the cursor and plays m, which the caller has checked is legal:
// play goes on from here.
func (h *history) play(m core.Move) error {
	h.truncate()
	if err := h.game.Play(m); err != nil {
		return err
	}
	h.cursor = h.game.Len()
	h.review, h.live, h.over = false, true, false
	return nil
}

// stepRecord shows the record's own next move (see nextInRecord) played again: in review it stays
// in review, unless that reaches the end of a game being played.
func (h *history) stepRecord() {
	h.cursor++
	h.review = h.review && (h.cursor < h.game.Len() || !h.live)
}

// playFromHere discards the moves after the cursor and ends review: play goes on from here.
func (h *history) playFromHere() {
	h.truncate()
	h.review, h.live, h.over = false, true, false
}

// end gives the game the result r in the position shown, dropping the moves after it.
// announced says whether the caller announces the end itself.
func (h *history) end(r core.Result, announced bool) {
	h.truncate()
	h.game.SetResult(r)
	h.review = false
	h.over = announced
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
	h.review = n < h.game.Len() || !h.live
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
	h.review = mode == Demo || !h.live
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
	h.review = !h.live || (mode == Demo && t < h.game.Len())
	return true
}

// computerToMove reports whether the computer should move in the position shown in mode: at the
// end of a game being played, not over, on the computer's side.
func (h *history) computerToMove(mode Mode) bool {
	if h.overAt() || h.review || !h.atEnd() {
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

// truncate discards the moves after the cursor, and their comments.
func (h *history) truncate() {
	h.game.Truncate(h.cursor)
	for i := range h.comments {
		if i > h.cursor {
			delete(h.comments, i)
		}
	}
}
