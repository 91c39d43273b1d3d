package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// oppFake is a fake host's share for the computer across the board: whose turn it is, what was
// played, announced and told.
type oppFake struct {
	*fakeHost
	computer  bool // the computer is to move
	played    []core.Move
	over      []string
	told      []string
	thinkings int
}

func (f *oppFake) computerToMove() bool                          { return f.computer }
func (f *oppFake) humanToMove() bool                             { return !f.computer }
func (f *oppFake) humanSide() core.Color                         { return core.Red }
func (f *oppFake) clockLimits(level int, _ core.Color) ai.Limits { return ai.LevelLimits(level) }
func (f *oppFake) clocksTimeSide(core.Color) bool                { return false }
func (f *oppFake) clocksTimeTheGame() bool                       { return false }
func (f *oppFake) opponentExternal() bool                        { return false }
func (f *oppFake) externalLimits() ai.Limits                     { return ai.Limits{} }
func (f *oppFake) playMove(m core.Move, byEngine bool)           { f.played = append(f.played, m) }
func (f *oppFake) overAt() bool                                  { return f.h.overAt() }
func (f *oppFake) ask(title, msg, confirm string, yes func())    { yes() }
func (f *oppFake) play(resources.SoundEvent)                     {}
func (f *oppFake) statusChanged()                                { f.changes++ }
func (f *oppFake) thinkingChanged()                              { f.thinkings++ }
func (f *oppFake) announceEndAs(title string)                    { f.over = append(f.over, title) }
func (f *oppFake) tellUser(title, message string)                { f.told = append(f.told, message) }

// TestOpponentWithAFakeHost plays the computer through a fake host: on its turn it searches and
// plays the move found; a hint is found for the user and shown as the board's hint, and any click's
// clearHint takes it away; a draw offer between two players is asked and agreed, and ends the game.
func TestOpponentWithAFakeHost(t *testing.T) {
	q := make(doQueue, 64)
	host := &oppFake{fakeHost: newFakeHost(t, "h2e2"), computer: true}
	host.post = q.do
	host.settings.Mode = PlayRed
	o := &opponent{host: host, searcher: newEngineDriver(func() Engine { return firstMoveEngine{} }, q.do)}

	o.maybeThink()
	if !o.Thinking() {
		t.Fatal("the computer to move and not thinking")
	}
	q.until(t, "the computer's move", func() bool { return len(host.played) == 1 })
	if o.Thinking() || o.thinking != "" {
		t.Errorf("after its move: thinking %v, status %q", o.Thinking(), o.thinking)
	}

	host.computer = false
	o.maybeThink()
	if o.Thinking() {
		t.Fatal("thinking on the user's turn")
	}
	o.Hint()
	q.until(t, "the hint", func() bool { return o.HintMove() != core.NoMove })
	if host.board().Hint != o.HintMove() || o.thinking == "" {
		t.Errorf("hint %v: board %v, status %q", o.HintMove(), host.board().Hint, o.thinking)
	}
	o.clearHint()
	if o.HintMove() != core.NoMove || host.board().Hint != core.NoMove {
		t.Errorf("hint left after a click: %v", o.HintMove())
	}

	host.settings.Mode = TwoPlayers
	if !o.CanOfferDraw() {
		t.Fatal("no draw offer between two players")
	}
	o.OfferDraw()
	if r := host.h.game.Result(); r.Outcome != core.Draw || r.Reason != core.Agreement || len(host.over) != 1 {
		t.Errorf("draw agreed: result %v, announced %v", r, host.over)
	}
	if o.CanOfferDraw() {
		t.Error("a draw offered in a finished game")
	}
}
