package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// gameOf plays moves (ICCS-style UCI text) from the start position.
func gameOf(t *testing.T, moves ...string) *core.Game {
	t.Helper()
	g := core.NewGame()
	for _, s := range moves {
		p := g.Position()
		m, err := core.ParseUCIMove(&p, s)
		if err != nil {
			t.Fatalf("move %s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("move %s: %v", s, err)
		}
	}
	return g
}

var fourMoves = []string{"h2e2", "h9g7", "h0g2", "i9h9"}

func TestHistoryPlayAndTruncate(t *testing.T) {
	h := newHistory()
	h.set(gameOf(t, fourMoves...), 2)
	p := h.position()
	m, _ := core.ParseUCIMove(&p, "b0c2")
	if h.nextInRecord(m) {
		t.Fatal("b0c2 is not the record's next move")
	}
	if err := h.play(m); err != nil {
		t.Fatal(err)
	}
	if h.game.Len() != 3 || h.cursor != 3 || !h.atEnd() || h.review || !h.live {
		t.Errorf("after a new move at 2: len %d cursor %d review %v live %v", h.game.Len(), h.cursor, h.review, h.live)
	}
	if h.lastMove() != m {
		t.Errorf("last move %v, want %v", h.lastMove(), m)
	}
}

func TestHistoryStepRecordInReview(t *testing.T) {
	// An opened game stays in review when its own moves are replayed, up to the end.
	h := newHistory()
	h.open(treeOf(gameOf(t, fourMoves...)))
	if !h.review || h.live || !h.atEnd() {
		t.Fatalf("opened: review %v live %v end %v", h.review, h.live, h.atEnd())
	}
	h.goTo(2)
	h.stepRecord()
	h.stepRecord()
	if h.cursor != 4 || !h.review {
		t.Errorf("opened game replayed to its end: cursor %d review %v", h.cursor, h.review)
	}
	// A game being played leaves review when the replay reaches its end.
	h.set(gameOf(t, fourMoves...), 4)
	h.goTo(3)
	if !h.review {
		t.Fatal("stepping back in a live game reviews")
	}
	h.stepRecord()
	if h.review {
		t.Error("replaying the last move of a live game should end review")
	}
}

func TestHistoryGoToClamps(t *testing.T) {
	h := newHistory()
	h.set(gameOf(t, fourMoves...), 4)
	if h.goTo(9) {
		t.Error("goTo past the end from the end moved")
	}
	if !h.goTo(-3) || h.cursor != 0 || !h.review {
		t.Errorf("goTo(-3): cursor %d review %v", h.cursor, h.review)
	}
	if !h.goTo(4) || h.review {
		t.Errorf("back at the end of a live game: review %v", h.review)
	}
}

func TestHistoryUndoRedo(t *testing.T) {
	cases := []struct {
		mode       Mode
		from       int
		undo, redo int // where undo goes from `from`, and redo from there
		ok         bool
	}{
		{PlayRed, 4, 2, 4, true},     // the user's move and the computer's reply
		{PlayRed, 3, 2, 4, true},     // the user's move the computer is thinking about
		{PlayBlack, 4, 3, 5, true},   // Black's last move was move 4 (index 3)
		{PlayBlack, 1, 0, 0, false},  // only the computer has moved
		{TwoPlayers, 4, 3, 4, true},  // one move
		{Demo, 4, 3, 4, true},        // one move, in review
		{TwoPlayers, 0, 0, 0, false}, // nothing to take back
	}
	for _, tc := range cases {
		h := newHistory()
		h.set(gameOf(t, fourMoves...), tc.from)
		if tc.mode == PlayBlack && tc.from == 4 {
			h.set(gameOf(t, append(fourMoves, "b0c2")...), tc.from)
		}
		got, ok := h.undoTarget(tc.mode)
		if ok != tc.ok || (ok && got != tc.undo) {
			t.Errorf("%v from %d: undo target %d %v, want %d %v", tc.mode, tc.from, got, ok, tc.undo, tc.ok)
			continue
		}
		if !ok {
			if h.undo(tc.mode) {
				t.Errorf("%v from %d: undo did something", tc.mode, tc.from)
			}
			continue
		}
		h.undo(tc.mode)
		if h.review != (tc.mode == Demo) {
			t.Errorf("%v: review %v after undo", tc.mode, h.review)
		}
		if !h.redo(tc.mode) || h.cursor != tc.redo {
			t.Errorf("%v from %d: redo to %d, want %d", tc.mode, tc.from, h.cursor, tc.redo)
		}
	}
}

func TestHistoryTurns(t *testing.T) {
	h := newHistory()
	h.set(gameOf(t, "h2e2"), 1) // Black to move
	if !h.computerToMove(PlayRed) || h.humanToMove(PlayRed) {
		t.Error("PlayRed, Black to move: the computer's turn")
	}
	if h.computerToMove(PlayBlack) || !h.humanToMove(PlayBlack) {
		t.Error("PlayBlack, Black to move: the user's turn")
	}
	h.goTo(0)
	h.goTo(1)
	h.review = true
	if h.computerToMove(PlayRed) || !h.humanToMove(PlayRed) {
		t.Error("in review the computer never moves and the user may move either side")
	}
	h.review = false
	h.goTo(0)
	if h.computerToMove(PlayBlack) {
		t.Error("the computer moves only at the end of the game")
	}
}

func TestHistoryEndAndRestore(t *testing.T) {
	h := newHistory()
	h.set(gameOf(t, fourMoves...), 4)
	h.goTo(2)
	h.end(core.Result{Outcome: core.Draw, Reason: core.Agreement}, true)
	if h.game.Len() != 2 || !h.overAt() || !h.over || h.review {
		t.Errorf("drawn at 2: len %d over %v announced %v review %v", h.game.Len(), h.overAt(), h.over, h.review)
	}
	g := h.game
	h2 := newHistory()
	h2.restore(treeOf(g), nil, 2, false, false)
	if !h2.over || h2.review || !h2.live {
		t.Errorf("restored finished game: over %v review %v live %v", h2.over, h2.review, h2.live)
	}
	h2.restore(treeOf(gameOf(t, fourMoves...)), nil, 4, true, false)
	if !h2.review || h2.live {
		t.Errorf("restored opened game: review %v live %v", h2.review, h2.live)
	}
	// Moves taken back by Undo come back as they were: playing on at the cursor, the rest kept.
	h2.restore(treeOf(gameOf(t, fourMoves...)), nil, 2, false, true)
	if h2.review || !h2.live || h2.cursor != 2 || h2.game.Len() != 4 {
		t.Errorf("restored after an undo: review %v live %v cursor %d of %d", h2.review, h2.live, h2.cursor, h2.game.Len())
	}
	h2.restore(treeOf(gameOf(t, fourMoves...)), nil, 4, true, true) // an opened game stays in review
	if !h2.review {
		t.Error("restored opened game with moves taken back: not in review")
	}
	h2.restore(treeOf(gameOf(t, fourMoves...)), nil, 1, false, false)
	if !h2.review || !h2.live {
		t.Errorf("restored live game at move 1: review %v live %v", h2.review, h2.live)
	}
	sg := h2.searchGame()
	if sg.Len() != 1 || h2.game.Len() != 4 {
		t.Errorf("searchGame: %d moves (game keeps %d)", sg.Len(), h2.game.Len())
	}
}

// treeOf is the tree of a game without variations.
func treeOf(g *core.Game) *core.Tree { return gameTree(&core.PGNGame{Game: g}) }
