package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The user's input: clicks and drags on the board, moves tried, refused or played.

// TapPoint handles a click on point s: select an own piece, move the selected piece there, or
// refuse an illegal move with the illegal sound and no change.
func (c *Controller) TapPoint(s core.Square) {
	if hint := c.hint; hint != core.NoMove {
		// Any click takes the hint away; a click on its destination plays it.
		c.clearHint()
		if s == hint.To() && (c.Board.Selected == core.NoSquare || c.Board.Selected == hint.From()) {
			c.TryMove(hint)
			return
		}
	}
	if !c.humanToMove() {
		c.refuse(s, c.notYourTurn())
		return
	}
	p := c.Position()
	pc := p.At(s)
	sel := c.Board.Selected
	if pc != core.NoPiece && pc.Color() == p.SideToMove() {
		c.clearNotice()
		if s == sel {
			c.Board.SetSelection(core.NoSquare, nil)
			return
		}
		c.selectPiece(s)
		return
	}
	if sel == core.NoSquare {
		if pc != core.NoPiece { // the other side's piece
			c.refuse(s, fmt.Sprintf(lang.L("Not allowed: %s"), illegalText(p.WhyIllegal(s, s))))
		}
		return
	}
	c.TryMove(core.NewMove(sel, s))
}

func (c *Controller) selectPiece(s core.Square) {
	p := c.Position()
	var buf [128]core.Move
	var dests []core.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == s {
			dests = append(dests, m)
		}
	}
	c.Board.SetSelection(s, dests)
	c.play(resources.Select)
}

func (c *Controller) dragStart(s core.Square) bool {
	if !c.humanToMove() {
		return false
	}
	p := c.Position()
	pc := p.At(s)
	if pc == core.NoPiece || pc.Color() != p.SideToMove() {
		return false
	}
	if c.Board.Selected != s {
		c.selectPiece(s)
	}
	return true
}

func (c *Controller) drop(from, to core.Square) { c.TryMove(core.NewMove(from, to)) }

// TryMove plays m for the user if it is legal and the user is to move; otherwise it refuses it
// with the illegal sound, a mark on the piece and a status line that says why, and changes
// nothing else. In review, the game's own next move steps forward and stays in review; any other
// move is kept as a variation beside the game's (or follows one played before), still in review.
// In play (at the end of the game's main line, or after Undo) a move plays on, replacing any moves
// taken back, against the computer if the mode says so.
func (c *Controller) TryMove(m core.Move) bool {
	p := c.Position()
	if !c.humanToMove() {
		c.refuse(m.From(), c.notYourTurn())
		return false
	}
	if c.clock.paused && !c.h.review {
		c.refuse(m.From(), clockNotice())
		return false
	}
	if !p.IsLegalMove(m) {
		c.refuse(m.From(), fmt.Sprintf(lang.L("Not allowed: %s"), illegalText(p.WhyIllegal(m.From(), m.To()))))
		return false
	}
	if c.tryMove(m) { // Try again judges the move instead of playing it (review_try.go)
		return true
	}
	if c.h.review && !(c.h.atEnd() && c.h.main) {
		// In review nothing is discarded: the record's own next move steps on, any other move
		// follows or starts a variation, and the game stays in review.
		c.cancelSearch()
		if c.h.nextInRecord(m) {
			c.h.stepRecord()
		} else if err := c.h.playVariation(m); err != nil {
			c.reportError(err) // legality was checked: a bug, not a user error
			return false
		}
		c.showMove(m, false)
		c.autosave()
		c.afterMove()
		return true
	}
	// In play, a move after Undo replaces the moves taken back, even when it is the one taken back:
	// the computer then answers it anew, on its clock.
	c.playMove(m, false)
	return true
}

// notYourTurn says why the board takes no move now.
func (c *Controller) notYourTurn() string {
	switch {
	case c.overAt():
		return lang.L("The game is over.")
	case c.searcher.busy():
		return lang.L("Wait: the computer is thinking.")
	}
	return lang.L("It is the computer's turn.")
}

// clearNotice takes a refusal's message off the status line.
func (c *Controller) clearNotice() {
	if c.notice == "" {
		return
	}
	c.notice = ""
	if c.OnChange != nil {
		c.OnChange()
	}
}

// refusalMark is how long a refused move's piece stays marked.
const refusalMark = 900 * time.Millisecond

// refuse tells the user a move was not taken: the illegal sound (if sound is on), a red mark on
// the piece at from for a moment, and why in the status line until the next change.
func (c *Controller) refuse(from core.Square, why string) {
	c.play(resources.Illegal)
	c.refused++
	n := c.refused
	if p := c.Position(); p.At(from) != core.NoPiece {
		c.Board.SetRefused(from)
	}
	do := c.opts.Do
	time.AfterFunc(refusalMark, func() {
		do(func() {
			if c.refused == n {
				c.Board.SetRefused(core.NoSquare)
			}
		})
	})
	c.notice = why
	c.statusChanged()
}

func (c *Controller) ask(title, msg, confirm string, yes func()) {
	if c.Confirm == nil {
		yes()
		return
	}
	c.Confirm(title, msg, confirm, yes)
}

// playMove discards any moves after the cursor and plays m.
func (c *Controller) playMove(m core.Move, byEngine bool) {
	c.cancelSearch()
	if err := c.h.play(m); err != nil {
		// Callers check legality; this is a bug, not a user error.
		c.reportError(err)
		return
	}
	c.clockMoved()
	c.showMove(m, byEngine)
	c.autosave()
	c.afterMove()
}

// showMove updates the board for the move that led to the cursor and plays its sound.
func (c *Controller) showMove(m core.Move, byEngine bool) {
	before := c.h.game.PositionAt(c.h.cursor - 1)
	capture := before.At(m.To()) != core.NoPiece
	c.dropHint()
	c.Board.SetPosition(c.Position(), m, c.settings.Animation)
	check := c.h.game.GaveCheck(c.h.cursor - 1)
	ev := resources.Move
	switch {
	case check:
		ev = resources.Check
	case capture:
		ev = resources.Capture
	}
	if byEngine && c.settings.Mode != TwoPlayers {
		ev += resources.EngineMove - resources.Move
	}
	if !c.overAt() {
		c.play(ev)
	}
}

// afterMove announces the end of the game or lets the computer reply.
func (c *Controller) afterMove() {
	c.judgePuzzle()
	c.changed()
	if c.overAt() && c.h.atEnd() && c.h.main {
		c.announceEnd()
		return
	}
	if c.pz != nil && c.pz.over && !c.pz.demo {
		return // the attempt is judged: the engine plays no more
	}
	c.maybeThink()
}
