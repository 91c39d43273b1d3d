package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/profile"
	"github.com/chuhe-xq/chuhe/rating"
)

// The player's profile: their games against the built-in levels are rated (package profile) and
// kept in the library; the Adaptive opponent plays the level that gives them an even chance.

// profileState is the controller's copy of the player's record, read from the library in the
// background when first wanted and after each rated game.
type profileState struct {
	sum     profile.Summary
	loaded  bool
	loading bool
	// changed, if set, is told on the UI goroutine when the record changes (the Profile window).
	changed func()
}

// Profile returns the player's record as last read (a new player's until the library answers).
func (c *Controller) Profile() profile.Summary {
	c.loadProfile()
	if !c.prof.loaded {
		return profile.Summarize(nil)
	}
	return c.prof.sum
}

// ProfileLoaded reports whether the player's record has been read from the library.
func (c *Controller) ProfileLoaded() bool { return c.prof.loaded }

// OnProfileChanged sets the function told when the player's record changes (nil: none).
func (c *Controller) OnProfileChanged(f func()) { c.prof.changed = f }

// loadProfile reads the player's games from the library in the background, once.
func (c *Controller) loadProfile() {
	if c.prof.loaded || c.prof.loading || !c.HasLibrary() {
		return
	}
	c.prof.loading = true
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		games, err := lib.PlayerGames(ctx)
		c.opts.Do(func() {
			c.prof.loading = false
			if err != nil {
				if ctx.Err() == nil {
					c.reportError(fmt.Errorf("%s: %w", lang.L("Could not read your games against the computer"), err))
				}
				return
			}
			c.setProfile(profile.Summarize(games))
		})
	})
}

// setProfile takes a new record on the UI goroutine; a game not begun against the Adaptive
// opponent follows the rating at once.
func (c *Controller) setProfile(s profile.Summary) {
	c.prof.sum, c.prof.loaded = s, true
	if c.settings.Adaptive && c.h.game.Len() == 0 && c.vsComputer() {
		c.SetLevel(profile.AdaptiveLevel(s.Rating))
	}
	if c.prof.changed != nil {
		c.prof.changed()
	}
}

// AdaptiveLevel returns the level the Adaptive opponent plays now.
func (c *Controller) AdaptiveLevel() int { return profile.AdaptiveLevel(c.Profile().Rating) }

// vsComputer reports whether the user plays the built-in engine.
func (c *Controller) vsComputer() bool {
	return (c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack) && !c.opponentExternal()
}

// rateFinished rates a finished game the user played against a built-in level from the standard
// start, stores it with the new rating in the library, and, against the Adaptive opponent, moves
// to the level the new rating calls for.
func (c *Controller) rateFinished() {
	g := c.h.game
	r := g.Result()
	start := g.Start()
	std := core.StartPosition()
	if !c.HasLibrary() || !c.doc.played || c.pz != nil || !c.vsComputer() || !r.Over() || start.Key() != std.Key() {
		return
	}
	you := c.humanSide()
	score := 0.5
	switch r.Outcome {
	case core.WinFor(you):
		score = 1
	case core.WinFor(you.Opp()):
		score = 0
	}
	pg := library.PlayerGame{Played: c.now().UTC(), Level: c.settings.Level, LevelRating: int(profile.LevelRating(c.settings.Level).R),
		Adaptive: c.settings.Adaptive, Color: you, Score: score, Plies: g.Len()}
	moves := g.Clone()
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		if o, ok, err := lib.Opening(ctx, moves); err == nil && ok {
			pg.Opening = o.Code + " " + o.Name
		}
		games, err := lib.PlayerGames(ctx)
		if err == nil {
			var nr rating.Rating
			if nr, err = profile.Rate(profile.Current(games), pg.Level, pg.Score); err == nil {
				pg.Rating, pg.RD, pg.Vol = nr.R, nr.RD, nr.Vol
				_, err = lib.AddPlayerGame(ctx, pg)
				games = append(games, pg)
			}
		}
		c.opts.Do(func() {
			if err != nil {
				if ctx.Err() == nil {
					c.reportError(fmt.Errorf("%s: %w", lang.L("Could not rate the game"), err))
				}
				return
			}
			c.setProfile(profile.Summarize(games))
		})
	})
}
