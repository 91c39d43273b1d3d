package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// navFake is a fake host's share for moving about: the clocks' say, what was asked, and counts.
type navFake struct {
	*fakeHost
	running, timing bool
	asked           int
	agree           bool
	thinks, hints   int
	backTo          []int
}

func (f *navFake) dropHint()               { f.hints++ }
func (f *navFake) clocksBlockUndo() bool   { return f.running }
func (f *navFake) clockBack(n int)         { f.backTo = append(f.backTo, n) }
func (f *navFake) clocksRunning() bool     { return f.running }
func (f *navFake) clocksTimeTheGame() bool { return f.timing }
func (f *navFake) overAt() bool            { return f.h.overAt() }
func (f *navFake) maybeThink()             { f.thinks++ }
func (f *navFake) ask(title, msg, confirm string, yes func()) {
	f.asked++
	if f.agree {
		yes()
	}
}

// TestNavigatorWithAFakeHost moves about a game through a fake host: undo and redo in a game
// against the computer take the computer's reply with the user's move, the board follows, the game
// is saved and the computer asked to think; running clocks forbid both; stepping through is
// review, and Play from here asks before it discards the later moves; a variation is entered,
// promoted and deleted.
func TestNavigatorWithAFakeHost(t *testing.T) {
	host := &navFake{fakeHost: newFakeHost(t, fourMoves...)}
	host.h.live = true
	host.settings.Mode = PlayRed
	n := &navigator{host: host}

	if !n.CanUndo() {
		t.Fatal("nothing to undo after four moves")
	}
	saves := host.saves
	n.Undo()
	if host.h.cursor != 2 || host.saves == saves || host.thinks == 0 || host.hints == 0 {
		t.Errorf("undo: at %d (want 2), saved %v, thought %d, hint dropped %d", host.h.cursor, host.saves > saves, host.thinks, host.hints)
	}
	shownPos := host.h.position()
	if host.board().Pos.Key() != shownPos.Key() {
		t.Error("the board does not show the position undone to")
	}
	if !n.takenBack(2) || n.takenBack(1) {
		t.Error("the moves taken back are not the ones after the cursor")
	}
	n.Redo()
	if host.h.cursor != 4 {
		t.Errorf("redo: at %d, want 4", host.h.cursor)
	}
	host.running = true
	if n.CanUndo() {
		t.Error("undo offered with the clocks running in a two-player game's rules")
	}
	n.Redo()
	n.Undo()
	if host.h.cursor != 4 {
		t.Errorf("running clocks: moved to %d", host.h.cursor)
	}
	host.running = false

	n.First()
	n.Next()
	if host.h.cursor != 1 || !host.h.review {
		t.Errorf("stepping: at %d, review %v", host.h.cursor, host.h.review)
	}
	if !n.CanPlayFromHere() {
		t.Fatal("Play from here not offered in review")
	}
	n.PlayFromHere() // the user does not agree: nothing is discarded
	if host.asked != 1 || host.h.game.Len() != 4 {
		t.Errorf("Play from here without agreeing: asked %d, %d moves left", host.asked, host.h.game.Len())
	}
	host.agree = true
	n.PlayFromHere()
	if host.h.game.Len() != 1 || host.h.review || len(host.backTo) == 0 || host.backTo[len(host.backTo)-1] != 1 {
		t.Errorf("Play from here: %d moves, review %v, clocks back to %v", host.h.game.Len(), host.h.review, host.backTo)
	}

	// A variation: after 炮二平五 炮８平５, back to move 1 and 马８进７ instead.
	if err := host.h.play(core.NewMove(core.NewSquare(7, 7), core.NewSquare(4, 7))); err != nil {
		t.Fatal(err)
	}
	n.GoTo(1)
	if err := host.h.playVariation(core.NewMove(core.NewSquare(7, 9), core.NewSquare(6, 7))); err != nil {
		t.Fatal(err)
	}
	if !n.InVariation() {
		t.Fatal("马８进７ at move 1 is not a variation")
	}
	if !n.PromoteVariation() || n.InVariation() {
		t.Errorf("promoted: still in a variation %v", n.InVariation())
	}
	n.GoTo(1)
	if err := host.h.playVariation(core.NewMove(core.NewSquare(7, 7), core.NewSquare(4, 7))); err != nil {
		t.Fatal(err)
	}
	if !n.InVariation() || !n.DeleteVariation() || n.InVariation() || host.h.cursor != 1 {
		t.Errorf("deleted: in a variation %v, at %d (want 1)", n.InVariation(), host.h.cursor)
	}
}
