package ui

import (
	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// The settings the user changes from the menus, each saved at once.

// settingsHost is what the settings know of the rest of the app. The Controller is one.
type settingsHost interface {
	// changed tells the views what the settings change shows (the move list, the captured pieces).
	changed()
	// cancelSearch stops the computer's search; maybeThink lets it move if it is its turn, and
	// searchingMove reports whether it is searching for its move now.
	cancelSearch()
	maybeThink()
	searchingMove() bool
	// board is the board widget, whose look follows the settings.
	board() *Board
}

// preferences are the settings and their file.
type preferences struct {
	host     settingsHost
	settings Settings
	// saver writes the settings file (nil: no file).
	saver *autosaver
}

// Settings returns the current settings.
func (c *preferences) Settings() Settings { return c.settings }

// saveSettings writes the settings in the background (nothing without a file).
func (c *preferences) saveSettings() {
	if c.saver != nil {
		c.saver.Save(encodeSettings(c.settings))
	}
}

// changeSettings changes the settings and saves them.
func (c *preferences) changeSettings(change func(*Settings)) {
	change(&c.settings)
	c.saveSettings()
}

// SetMode changes who plays which side without starting a new game; a search in flight is
// cancelled and the computer moves if it is now its turn.
func (c *preferences) SetMode(m Mode) {
	c.host.cancelSearch()
	c.settings.Mode = m
	c.saveSettings()
	c.host.changed()
	c.host.maybeThink()
}

// SetLevel changes the computer's level; a search in flight restarts at the new level.
func (c *preferences) SetLevel(n int) {
	if n < 1 || n > len(ai.Levels()) {
		return
	}
	restart := c.host.searchingMove()
	c.host.cancelSearch()
	c.settings.Level = n
	c.saveSettings()
	c.host.changed()
	if restart {
		c.host.maybeThink()
	}
}

// ChooseLevel is the player's own choice of level (the Level menu): the computer plays level n,
// and the Adaptive opponent no longer chooses it.
func (c *preferences) ChooseLevel(n int) {
	c.settings.Adaptive = false
	c.SetLevel(n)
}

// Flip turns the board around.
func (c *preferences) Flip() {
	c.settings.Flipped = !c.settings.Flipped
	c.saveSettings()
	c.host.board().SetFlipped(c.settings.Flipped)
	c.host.changed() // the captured pieces' rows follow the board
}

// SetStyle changes the piece set.
func (c *preferences) SetStyle(s resources.PieceStyle) {
	c.settings.Notation = styleNotation(c.settings.Style, s, c.settings.Notation, c.settings.Language)
	c.settings.Style = s
	c.saveSettings()
	c.host.board().SetStyle(s)
	c.host.changed() // the captured pieces use the new set too
}

// SetTheme changes the board's look.
func (c *preferences) SetTheme(t resources.BoardTheme) {
	c.settings.Theme = t
	c.saveSettings()
	c.host.board().SetTheme(t)
}

// SetNotation changes the notation of the move list and the status line.
func (c *preferences) SetNotation(n core.Notation) {
	c.settings.Notation = n
	c.saveSettings()
	c.host.changed()
}

// SetSound turns the sounds on or off.
func (c *preferences) SetSound(on bool) {
	c.settings.Sound = on
	c.saveSettings()
}

// SetAnimation turns the move animation on or off.
func (c *preferences) SetAnimation(on bool) {
	c.settings.Animation = on
	c.saveSettings()
}

// SetLanguage records the interface language for the next start; the window applies it at once
// when Options.Languages is set.
func (c *preferences) SetLanguage(l Language) {
	c.settings.Language = l
	c.settings.Notation = fitNotation(c.settings.Notation, ResolveLanguage(l))
	c.saveSettings()
}

// SetWindowSize records the window's size for the next start.
func (c *preferences) SetWindowSize(s fyne.Size) {
	c.settings.WindowWidth, c.settings.WindowHeight = s.Width, s.Height
	c.saveSettings()
}

// SetShowThinking shows or hides the computer's score and planned line while it thinks in a game
// against it (a search under way shows them from its next report).
func (c *preferences) SetShowThinking(on bool) {
	c.settings.ShowThinking = on
	c.saveSettings()
}

// SetNoReplaceQuestion stops (or starts again) asking before a game in progress is replaced.
func (c *preferences) SetNoReplaceQuestion(on bool) {
	c.settings.NoReplaceQuestion = on
	c.saveSettings()
}

// SetHumanPace turns the low levels' human pace on or off (Settings.HumanPace).
func (c *preferences) SetHumanPace(on bool) {
	c.settings.HumanPace = on
	c.saveSettings()
}

// ---- the Controller's side of settingsHost ----

// searchingMove reports whether the computer is searching for its move now.
func (c *Controller) searchingMove() bool {
	p, busy := c.searcher.purpose()
	return busy && p == searchMove
}

// board is the board widget.
func (c *Controller) board() *Board { return c.Board }
