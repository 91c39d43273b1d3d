package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// The status line: whose move it is, the result, review, check.

// updateStatus sets the status line for the shown position.
func (c *Controller) updateStatus() {
	if r := c.h.game.ResultAt(c.h.cursor); r.Over() {
		_, msg := resultText(r)
		c.status = msg
		return
	}
	p := c.Position()
	side := p.SideToMove()
	s := lang.L("Black to move")
	if side == core.Red {
		s = lang.L("Red to move")
	}
	vsComputer := c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack
	switch {
	case c.h.review:
	case c.settings.Mode.Computer(side) && vsComputer:
		s += " — " + lang.L("the computer's move")
	case vsComputer:
		s += " — " + lang.L("your move")
	}
	if p.InCheck() {
		s += " — " + lang.L("check!")
	}
	switch {
	case c.h.review && !c.h.atEnd():
		s = fmt.Sprintf(lang.L("%s (reviewing move %d/%d)"), s, c.h.cursor, c.h.game.Len())
	case c.h.review:
		s = fmt.Sprintf(lang.L("%s (review)"), s)
	}
	if ps := c.puzzleStatus(); ps != "" {
		s += " · " + ps
	}
	if r, ok := c.h.game.OverruledAt(c.h.cursor); ok { // an opened game went on past a ruling
		_, msg := resultText(r)
		s += " · " + lang.L("Chuhe's rules would have ended the game here") + ": " + msg
	}
	if c.clock.paused {
		s += " · " + lang.L("clocks paused")
	}
	if c.InVariation() {
		s += " · " + lang.L("in a variation")
	}
	if c.h.review && c.settings.Mode != TwoPlayers {
		s += " · " + lang.L("Play from here to continue against the computer")
	}
	c.status = s
}
