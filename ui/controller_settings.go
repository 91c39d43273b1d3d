package ui

import (
	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The settings the user changes from the menus, each saved at once.

// SetMode changes who plays which side without starting a new game; a search in flight is
// cancelled and the computer moves if it is now its turn.
func (c *Controller) SetMode(m Mode) {
	c.cancelSearch()
	c.settings.Mode = m
	c.saveSettings()
	c.changed()
	c.maybeThink()
}

// SetLevel changes the computer's level; a search in flight restarts at the new level.
func (c *Controller) SetLevel(n int) {
	if n < 1 || n > len(ai.Levels()) {
		return
	}
	p, busy := c.driver.purpose()
	restart := busy && p == searchMove
	c.cancelSearch()
	c.settings.Level = n
	c.saveSettings()
	c.changed()
	if restart {
		c.maybeThink()
	}
}

// Flip turns the board around.
func (c *Controller) Flip() {
	c.settings.Flipped = !c.settings.Flipped
	c.saveSettings()
	c.Board.SetFlipped(c.settings.Flipped)
	c.changed() // the captured pieces' rows follow the board
}

// SetStyle changes the piece set.
func (c *Controller) SetStyle(s resources.PieceStyle) {
	c.settings.Notation = styleNotation(c.settings.Style, s, c.settings.Notation, c.settings.Language)
	c.settings.Style = s
	c.saveSettings()
	c.Board.SetStyle(s)
	c.changed() // the captured pieces use the new set too
}

// SetTheme changes the board's look.
func (c *Controller) SetTheme(t resources.BoardTheme) {
	c.settings.Theme = t
	c.saveSettings()
	c.Board.SetTheme(t)
}

// SetNotation changes the notation of the move list and the status line.
func (c *Controller) SetNotation(n core.Notation) {
	c.settings.Notation = n
	c.saveSettings()
	c.changed()
}

// SetSound turns the sounds on or off.
func (c *Controller) SetSound(on bool) {
	c.settings.Sound = on
	c.saveSettings()
}

// SetAnimation turns the move animation on or off.
func (c *Controller) SetAnimation(on bool) {
	c.settings.Animation = on
	c.saveSettings()
}

// SetLanguage records the interface language for the next start; the window applies it at once
// when Options.Languages is set.
func (c *Controller) SetLanguage(l Language) {
	c.settings.Language = l
	c.settings.Notation = fitNotation(c.settings.Notation, ResolveLanguage(l))
	c.saveSettings()
}

// SetWindowSize records the window's size for the next start.
func (c *Controller) SetWindowSize(s fyne.Size) {
	c.settings.WindowWidth, c.settings.WindowHeight = s.Width, s.Height
	c.saveSettings()
}

// SetShowThinking shows or hides the computer's score and planned line while it thinks in a game
// against it (a search under way shows them from its next report).
func (c *Controller) SetShowThinking(on bool) {
	c.settings.ShowThinking = on
	c.saveSettings()
}

// SetNoReplaceQuestion stops (or starts again) asking before a game in progress is replaced.
func (c *Controller) SetNoReplaceQuestion(on bool) {
	c.settings.NoReplaceQuestion = on
	c.saveSettings()
}
