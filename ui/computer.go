package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The computer's side of the game: its moves, hints and the answer to a draw offer, each a search
// run by the controller's engine driver (engine_driver.go), and what the status line says of it.

// opponent is the computer across the board: its moves, hints and its answer to a draw offer, each
// a search run by its engine driver, and what the status line says of it. It owns that state and
// its methods and knows the rest of the app only through opponentHost. The Controller embeds it,
// so its exported methods (Hint, MoveNow, OfferDraw, Thinking...) are the Controller's to the views.
type opponent struct {
	host opponentHost
	// searcher runs the computer's searches: its moves, hints and draw offers (engine_driver.go).
	searcher *engineDriver
	// thinking is what the status line says of the search (its progress, a hint, an answer).
	thinking string
	// hint is the hint shown, core.NoMove for none.
	hint core.Move
}

// opponentHost is what the computer across the board knows of the rest of the app. The Controller
// is one; the tests use a fake.
type opponentHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	board() *Board
	// computerToMove, humanToMove and humanSide say whose turn it is and who plays what.
	computerToMove() bool
	humanToMove() bool
	humanSide() core.Color
	// practicing reports an endgame practice: the computer defends at full strength.
	practicing() bool
	// clockLimits, clocksTimeSide and clocksTimeTheGame are the clocks' say on the search.
	clockLimits(level int, side core.Color) ai.Limits
	clocksTimeSide(side core.Color) bool
	clocksTimeTheGame() bool
	// opponentExternal and externalLimits are the added engine's, when one plays.
	opponentExternal() bool
	externalLimits() ai.Limits
	// playMove plays a move found as the user's are played.
	playMove(m core.Move, byEngine bool)
	overAt() bool
	ask(title, msg, confirm string, yes func())
	autosave()
	play(e resources.SoundEvent)
	// changed tells the parts and the views the game changed; statusChanged the status line;
	// thinkingChanged the search's progress only.
	changed()
	statusChanged()
	thinkingChanged()
	// announceEndAs announces the game's end as every end is (the clocks stop, the game is kept
	// and rated) under the title given; tellUser tells the user something that needs no answer.
	announceEndAs(title string)
	tellUser(title, message string)
}

// Thinking reports whether the engine is searching (for a move or a hint).
func (o *opponent) Thinking() bool { return o.searcher.busy() }

// HintMove returns the suggested move shown on the board, or core.NoMove.
func (o *opponent) HintMove() core.Move { return o.hint }

// dropHint forgets the hint shown (the position it was for is no longer shown), and the status
// line's "Hint: …" with it.
func (o *opponent) dropHint() {
	if o.hint != core.NoMove {
		o.thinking = ""
	}
	o.hint = core.NoMove
}

// clearHint takes the hint off the board and the status line.
func (o *opponent) clearHint() {
	o.hint = core.NoMove
	o.host.board().SetHint(core.NoMove)
	if p, ok := o.searcher.purpose(); !ok || p != searchHint {
		o.thinking = ""
	}
	o.host.statusChanged()
}

// hintMinLevel is the weakest level a hint is searched at: the low levels choose among near-best
// moves and overlook replies on purpose, which a hint must not do (17: the first level that does neither).
const hintMinLevel = 17

// maybeThink starts the engine if it is the computer's turn and it is not already searching.
func (o *opponent) maybeThink() {
	if o.searcher.busy() || !o.host.computerToMove() {
		return
	}
	o.startSearch(searchMove, o.host.Settings().Level)
}

// startSearch starts a search of the shown position for purpose at level; its result comes back
// to searchDone unless something happens first.
func (o *opponent) startSearch(purpose searchPurpose, level int) {
	g := o.host.shown().searchGame()
	p := g.Position()
	if o.host.practicing() && purpose == searchMove {
		level = len(ai.Levels()) // the engine defends a puzzle at full strength
	}
	lim := ai.LevelLimits(level)
	if purpose == searchMove {
		lim = o.host.clockLimits(level, p.SideToMove())
	}
	if purpose == searchDraw {
		lim = drawLimits(&p)
	}
	if o.host.opponentExternal() && purpose != searchDraw {
		// An added engine plays at its own strength, within the user's limit; it judges a draw
		// offer as the built-in engine does (its searchmoves keep it out of its book).
		lim = o.host.externalLimits()
		if side := p.SideToMove(); purpose == searchMove && o.host.clocksTimeSide(side) {
			// On the game's clock it manages its own time, at full strength.
			lim = o.host.clockLimits(level, side)
			lim.Depth, lim.Nodes = 0, 0
		}
	}
	if o.host.practicing() && purpose == searchMove {
		lim = puzzleLimits()
	}
	job := searchJob{purpose: purpose, level: level, game: g, limits: lim}
	if purpose == searchMove {
		job.pace = o.movePace(level, g)
	}
	// The computer keeps its judgement of a draw offer to itself, and in a game against it its own
	// score and plans unless the user asks to see them (View > Show the computer's thinking).
	secret := purpose == searchDraw || purpose == searchMove && !o.host.Settings().ShowThinking &&
		(o.host.Settings().Mode == PlayRed || o.host.Settings().Mode == PlayBlack)
	if !secret {
		notation, view := o.host.Settings().Notation, o.scoreView(p.SideToMove())
		job.progress = func(info ai.Info) func() {
			text := infoText(p, info, notation, view)
			return func() {
				o.thinking = text
				o.host.thinkingChanged() // a refusal's message outlasts the engine's news
			}
		}
	}
	job.done = func(res ai.Result) { o.searchDone(purpose, res) }
	o.searcher.start(job)
	o.thinking = lang.L("Thinking…")
	switch purpose {
	case searchHint:
		o.thinking = lang.L("Looking for a hint…")
	case searchDraw:
		o.thinking = lang.L("Considering the draw offer…")
	}
	o.host.changed()
}

// scoreView returns +1 if a score for side should be shown as it is, -1 if negated: scores are
// shown from the user's side (Red's when two people or the computer play both sides).
func (o *opponent) scoreView(side core.Color) int {
	if side == o.host.humanSide() && o.host.Settings().Mode != Demo && o.host.Settings().Mode != TwoPlayers {
		return 1
	}
	if o.host.Settings().Mode == Demo || o.host.Settings().Mode == TwoPlayers {
		if side == core.Red {
			return 1
		}
		return -1
	}
	return -1
}

// searchDone takes the result of the current search (the driver drops those of stale ones): the
// computer's move is played, a hint shown, a draw offer answered.
func (o *opponent) searchDone(purpose searchPurpose, res ai.Result) {
	o.thinking = ""
	if purpose == searchDraw {
		o.answerDraw(res)
		return
	}
	p := o.host.shown().position()
	if res.Move == core.NoMove || !p.IsLegalMove(res.Move) {
		o.host.changed()
		return
	}
	switch purpose {
	case searchMove:
		o.host.playMove(res.Move, true)
	case searchHint:
		o.hint = res.Move
		o.host.board().SetHint(res.Move)
		o.thinking = fmt.Sprintf(lang.L("Hint: %s"), core.FormatMove(&p, res.Move, o.host.Settings().Notation))
		o.host.changed()
	}
}

// cancelSearch stops the search in flight; its result, when it arrives, is dropped, and so is
// anything started before this call.
func (o *opponent) cancelSearch() {
	if o.searcher.busy() {
		o.thinking = ""
	}
	o.searcher.cancel()
}

// Hint asks the engine for a move for the user, at the current level or stronger; it is shown
// on the board when found.
func (o *opponent) Hint() {
	if !o.host.humanToMove() || o.searcher.busy() {
		return
	}
	level := o.host.Settings().Level
	if level < hintMinLevel {
		level = hintMinLevel
	}
	o.startSearch(searchHint, level)
}

// MoveNow makes the computer play the best move it has found so far.
func (o *opponent) MoveNow() {
	if p, ok := o.searcher.purpose(); ok && p == searchMove {
		o.searcher.hurry() // the result arrives as usual, with the best move so far
	}
}

// ---- the Controller's side of opponentHost ----

// tellUser tells the user something that needs no answer (OnNotice; by default the status line
// alone says it).
func (c *Controller) tellUser(title, message string) {
	if c.OnNotice != nil {
		c.OnNotice(title, message)
	}
}
