package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// The computer's side of the game: its moves, hints and the answer to a draw offer, each a search
// run by the controller's engine driver (engine_driver.go), and what the status line says of it.

// hintMinLevel is the weakest level a hint is searched at: the low levels choose among near-best
// moves and overlook replies on purpose, which a hint must not do (17: the first level that does neither).
const hintMinLevel = 17

// maybeThink starts the engine if it is the computer's turn and it is not already searching.
func (c *Controller) maybeThink() {
	if c.driver.busy() || !c.computerToMove() {
		return
	}
	c.startSearch(searchMove, c.settings.Level)
}

// startSearch starts a search of the shown position for purpose at level; its result comes back
// to searchDone unless something happens first.
func (c *Controller) startSearch(purpose searchPurpose, level int) {
	g := c.h.searchGame()
	p := g.Position()
	if c.pz != nil && purpose == searchMove {
		level = len(ai.Levels()) // the engine defends a puzzle at full strength
	}
	lim := ai.LevelLimits(level)
	if purpose == searchMove {
		lim = c.clockLimits(level, p.SideToMove())
	}
	if purpose == searchDraw {
		lim = drawLimits(&p)
	}
	if c.opponentExternal() && purpose != searchDraw {
		// An added engine plays at its own strength, within the user's limit; it judges a draw
		// offer as the built-in engine does (its searchmoves keep it out of its book).
		lim = c.externalLimits()
		if side := p.SideToMove(); purpose == searchMove && c.clock.on() && c.clock.tc[side].On() {
			// On the game's clock it manages its own time, at full strength.
			lim = c.clockLimits(level, side)
			lim.Depth, lim.Nodes = 0, 0
		}
	}
	if c.pz != nil && purpose == searchMove {
		lim = puzzleLimits()
	}
	job := searchJob{purpose: purpose, level: level, game: g, limits: lim}
	if purpose == searchMove {
		job.pace = c.movePace(level, g)
	}
	// The computer keeps its judgement of a draw offer to itself, and in a game against it its own
	// score and plans unless the user asks to see them (View > Show the computer's thinking).
	secret := purpose == searchDraw || purpose == searchMove && !c.settings.ShowThinking &&
		(c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack)
	if !secret {
		notation, view := c.settings.Notation, c.scoreView(p.SideToMove())
		job.progress = func(info ai.Info) func() {
			text := infoText(p, info, notation, view)
			return func() {
				c.thinking = text
				c.thinkingChanged() // a refusal's message outlasts the engine's news
			}
		}
	}
	job.done = func(res ai.Result) { c.searchDone(purpose, res) }
	c.driver.start(job)
	c.thinking = lang.L("Thinking…")
	switch purpose {
	case searchHint:
		c.thinking = lang.L("Looking for a hint…")
	case searchDraw:
		c.thinking = lang.L("Considering the draw offer…")
	}
	c.changed()
}

// scoreView returns +1 if a score for side should be shown as it is, -1 if negated: scores are
// shown from the user's side (Red's when two people or the computer play both sides).
func (c *Controller) scoreView(side core.Color) int {
	if side == c.humanSide() && c.settings.Mode != Demo && c.settings.Mode != TwoPlayers {
		return 1
	}
	if c.settings.Mode == Demo || c.settings.Mode == TwoPlayers {
		if side == core.Red {
			return 1
		}
		return -1
	}
	return -1
}

// searchDone takes the result of the current search (the driver drops those of stale ones): the
// computer's move is played, a hint shown, a draw offer answered.
func (c *Controller) searchDone(purpose searchPurpose, res ai.Result) {
	c.thinking = ""
	if purpose == searchDraw {
		c.answerDraw(res)
		return
	}
	p := c.Position()
	if res.Move == core.NoMove || !p.IsLegalMove(res.Move) {
		c.changed()
		return
	}
	switch purpose {
	case searchMove:
		c.playMove(res.Move, true)
	case searchHint:
		c.hint = res.Move
		c.Board.SetHint(res.Move)
		c.thinking = fmt.Sprintf(lang.L("Hint: %s"), core.FormatMove(&p, res.Move, c.settings.Notation))
		c.changed()
	}
}

// cancelSearch stops the search in flight; its result, when it arrives, is dropped, and so is
// anything started before this call.
func (c *Controller) cancelSearch() {
	if c.driver.busy() {
		c.thinking = ""
	}
	c.driver.cancel()
}

// Hint asks the engine for a move for the user, at the current level or stronger; it is shown
// on the board when found.
func (c *Controller) Hint() {
	if !c.humanToMove() || c.driver.busy() {
		return
	}
	level := c.settings.Level
	if level < hintMinLevel {
		level = hintMinLevel
	}
	c.startSearch(searchHint, level)
}

// MoveNow makes the computer play the best move it has found so far.
func (c *Controller) MoveNow() {
	if p, ok := c.driver.purpose(); ok && p == searchMove {
		c.driver.hurry() // the result arrives as usual, with the best move so far
	}
}
