package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The end of a game: announcing it once, saying why in words, and resigning.

// announceEnd plays the end sound and reports the result once per finished game.
func (c *Controller) announceEnd() {
	c.stopClocks()
	if c.h.over {
		return
	}
	c.h.over = true
	r := c.h.game.Result()
	title, msg := resultText(r)
	ev := resources.Draw
	if r.Outcome != core.Draw {
		ev = resources.Win
		if c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack {
			if r.Outcome != core.WinFor(c.humanSide()) {
				ev = resources.Loss
				title = lang.L("You lost")
			} else {
				title = lang.L("You won!")
			}
		}
	}
	c.play(ev)
	c.storeFinished()
	c.rateFinished()
	if c.pz != nil && !c.pz.demo {
		return // the puzzle's judgement says it (OnPuzzle)
	}
	if c.OnGameOver != nil {
		c.OnGameOver(title, msg)
	}
}

// resultText returns a title and a sentence for a finished game.
func resultText(r core.Result) (title, msg string) {
	var why string
	switch r.Reason {
	case core.Checkmate:
		why = lang.L("by checkmate")
	case core.Stalemate:
		why = lang.L("because the other side has no legal move")
	case core.PerpetualCheck:
		why = lang.L("because the other side checked perpetually")
	case core.PerpetualChase:
		why = lang.L("because the other side chased perpetually")
	case core.Resignation:
		why = lang.L("by resignation")
	case core.Repetition:
		why = lang.L("by repetition")
	case core.MoveLimit:
		why = lang.L("by the move limit: 60 moves without a capture")
	case core.NoAttackers:
		why = lang.L("because neither side can attack")
	case core.Agreement:
		why = lang.L("by agreement")
	case core.Timeout:
		why = lang.L("on time")
	case core.Forfeit:
		why = lang.L("by forfeit")
	case core.NoReason:
		// A game opened from a file often gives its result without the reason.
	default:
		why = r.Reason.String()
	}
	title = lang.L("Draw")
	who := lang.L("The game is drawn")
	switch r.Outcome {
	case core.RedWins:
		title, who = lang.L("Red wins"), lang.L("Red wins")
	case core.BlackWins:
		title, who = lang.L("Black wins"), lang.L("Black wins")
	}
	// The sentence's shape is the language's: "Red wins by checkmate." and 红方胜（将死）。
	if why == "" {
		return title, fmt.Sprintf(lang.X("result.sentence.bare", "%s."), who)
	}
	return title, fmt.Sprintf(lang.X("result.sentence", "%s %s."), who, why)
}

// CanResign reports whether Resign would do something: in a game being played here (not a game
// opened for review, not a demo) that is not over in the position shown.
func (c *Controller) CanResign() bool {
	return !c.overAt() && c.h.live && c.settings.Mode != Demo
}

// Resign ends the game in the shown position as a loss for the user (for the side to move when
// two people play). Nothing happens when CanResign says no.
func (c *Controller) Resign() {
	if !c.CanResign() {
		return
	}
	loser := c.humanSide()
	if c.settings.Mode == TwoPlayers {
		p := c.Position()
		loser = p.SideToMove()
	}
	c.cancelSearch()
	c.h.end(core.Result{Outcome: core.WinFor(loser.Opp()), Reason: core.Resignation}, false)
	c.autosave()
	c.changed()
	c.announceEnd()
}
