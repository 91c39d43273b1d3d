package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The end of a game: announcing it once, saying why in words, and resigning.

// announceEnd plays the end sound and reports the result once per finished game.
func (c *Controller) announceEnd() { c.announceEndAs("") }

// announceEndAs is announceEnd with the dialog's title given ("" for the result's own; a draw
// agreed says who agreed).
func (c *Controller) announceEndAs(given string) {
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
	c.autoReviewFinished()
	c.rateFinished()
	if given != "" {
		title = given
	}
	if c.pz != nil && !c.pz.demo {
		return // the puzzle's judgement says it (OnPuzzle)
	}
	if c.OnGameOver != nil {
		c.OnGameOver(title, msg)
	}
}

// resultText returns a title and a sentence for a finished game.
func resultText(r core.Result) (title, msg string) {
	// The reason's words are the translation files' under core's key (Reason.Key): "by checkmate".
	why := ""
	if k := r.Reason.Key(); k != "" {
		why = keyText(k, r.Reason.String())
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
