package ui

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// A draw offer to the computer is answered by a short search of the position, the user to move:
// the computer accepts when its own score is at most drawMargin(level) for its level, that is
// when it is level or behind; ahead by more, it declines. The search is the controller's usual
// search (purpose searchDraw), so a move, an undo or a new game meanwhile drops the answer.

// drawSearchTime is how long the computer considers a draw offer: enough for a reliable
// score (depth 8 or so), short enough to feel like an answer.
const drawSearchTime = 300 * time.Millisecond

// drawSearchLevel is the level the offer is searched at whatever the playing level: the full
// engine with no random choice among near-best moves (the levels' node caps still bound it).
const drawSearchLevel = 17

// drawMargin is the score, in centipawns from the computer's side, up to which it accepts a
// draw at playing level n. The strong levels accept only a position about level (a fifth of a
// pawn up at most); the weak ones, which misjudge and blunder more, accept more readily: half a
// pawn up at levels 6 to 13, a pawn up at levels 1 to 5.
func drawMargin(n int) ai.Score {
	switch {
	case n <= 5:
		return 100
	case n <= 13:
		return 50
	}
	return 20
}

// drawLimits are the search limits for a draw offer in p. Every legal move is listed as a root
// move: that skips the opening book, whose moves come without a score.
func drawLimits(p *core.Position) ai.Limits {
	return ai.Limits{MoveTime: drawSearchTime, SearchMoves: p.LegalMoves(nil)}
}

// CanOfferDraw reports whether a draw may be offered now: in a game not over, not while reviewing
// an earlier position, and against the computer only on the user's move with the computer not
// thinking about one of its own. The computer offers none itself, nor in a demo.
func (o *opponent) CanOfferDraw() bool {
	switch {
	case o.host.overAt() || o.host.shown().review || o.host.Settings().Mode == Demo:
		return false
	case o.host.Settings().Mode == TwoPlayers:
		return true
	}
	p, busy := o.searcher.purpose()
	return o.host.humanToMove() && (!busy || p == searchHint)
}

// OfferDraw offers a draw in the shown position. Two players: the other player is asked and, if
// they agree, the game ends in a draw by agreement. Against the computer: it answers after a short
// search (the status line says it is considering), at once if it cannot win for lack of
// attacking pieces; an accepted draw ends the game, a declined one is reported with OnNotice.
func (o *opponent) OfferDraw() {
	if !o.CanOfferDraw() {
		return
	}
	p := o.host.shown().position()
	if o.host.Settings().Mode == TwoPlayers {
		q := lang.L("Red offers a draw. Does Black accept?")
		if p.SideToMove() == core.Black {
			q = lang.L("Black offers a draw. Does Red accept?")
		}
		gen := o.searcher.generation()
		o.host.ask(lang.L("Offer a draw"), q, lang.L("Accept"), func() {
			// Anything played or undone while the question was open withdraws the offer.
			if o.searcher.generation() == gen && o.CanOfferDraw() {
				o.drawAgreed(false)
			}
		})
		return
	}
	if o.searcher.busy() {
		o.cancelSearch() // the hint: the answer to the offer matters more
	}
	if !p.HasAttackers(o.host.humanSide().Opp()) {
		o.drawAgreed(true)
		return
	}
	o.startSearch(searchDraw, drawSearchLevel)
}

// answerDraw takes the search's verdict on the user's draw offer. The score is from the side to
// move's view, the user's; the computer's is its negation.
func (o *opponent) answerDraw(res ai.Result) {
	if -res.Score <= drawMargin(o.host.Settings().Level) {
		o.drawAgreed(true)
		return
	}
	msg := lang.L("The computer declines the draw")
	o.thinking = msg
	o.host.changed()
	o.host.tellUser(lang.L("Offer a draw"), msg+".")
}

// drawAgreed ends the game in the shown position as a draw by agreement (the moves after it, kept
// after an undo, are dropped) and announces it as any other end (the clocks stop, the game is
// kept and rated), saying so in the status line and the dialog's title when the computer accepted.
func (o *opponent) drawAgreed(byComputer bool) {
	o.cancelSearch()
	title := lang.L("Draw")
	if byComputer {
		title = lang.L("The computer accepts the draw")
		o.thinking = title
	}
	o.host.shown().end(core.Result{Outcome: core.Draw, Reason: core.Agreement}, false)
	o.host.autosave()
	o.host.changed()
	o.host.announceEndAs(title)
}
