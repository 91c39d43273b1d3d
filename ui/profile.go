package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/profile"
	"github.com/chuhe-xq/chuhe/rating"
)

// The player's profile: their games against the built-in levels are rated (package profile) and
// kept in the library; the Adaptive opponent plays the level that gives them an even chance.

// playerProfile is the player's record against the levels: it owns its state and its methods and
// knows the rest of the app only through profileHost. The Controller embeds it, so its exported
// methods (Profile, AdaptiveLevel, OnProfileChanged...) are the Controller's to the views.
type playerProfile struct {
	host    profileHost
	dateNow func() time.Time // the clock the games are dated by
	profileState
}

// profileHost is what the player's record knows of the rest of the app. The Controller is one; the
// tests use a fake.
type profileHost interface {
	// HasLibrary, libraryCtx and useLibrary reach the game library, which keeps the rated games.
	HasLibrary() bool
	libraryCtx() context.Context
	useLibrary(fn func(lib *library.Library))
	Do(f func())
	reportError(err error)
	Settings() Settings
	// shown is the game and the move shown.
	shown() *history
	// SetLevel changes the built-in engine's level (the Adaptive opponent follows the rating).
	SetLevel(level int)
	// opponentExternal reports whether the opponent is an added engine.
	opponentExternal() bool
	// humanSide is the side the user plays.
	humanSide() core.Color
	// playedHere reports whether the game was played in this window from its start (not opened,
	// not an endgame practice).
	playedHere() bool
}

// profileState is the copy of the player's record, read from the library in the background when
// first wanted and after each rated game.
type profileState struct {
	sum     profile.Summary
	loaded  bool
	loading bool
	// changed, if set, is told on the UI goroutine when the record changes (the Profile window).
	changed func()
}

// Profile returns the player's record as last read (a new player's until the library answers).
func (pp *playerProfile) Profile() profile.Summary {
	pp.loadProfile()
	if !pp.loaded {
		return profile.Summarize(nil)
	}
	return pp.sum
}

// ProfileLoaded reports whether the player's record has been read from the library.
func (pp *playerProfile) ProfileLoaded() bool { return pp.loaded }

// OnProfileChanged sets the function told when the player's record changes (nil: none).
func (pp *playerProfile) OnProfileChanged(f func()) { pp.changed = f }

// loadProfile reads the player's games from the library in the background, once.
func (pp *playerProfile) loadProfile() {
	if pp.loaded || pp.loading || !pp.host.HasLibrary() {
		return
	}
	pp.loading = true
	ctx := pp.host.libraryCtx()
	pp.host.useLibrary(func(lib *library.Library) {
		games, err := lib.PlayerGames(ctx)
		pp.host.Do(func() {
			pp.loading = false
			if err != nil {
				if ctx.Err() == nil {
					pp.host.reportError(fmt.Errorf("%s: %w", lang.L("Could not read your games against the computer"), err))
				}
				return
			}
			pp.setProfile(profile.Summarize(games))
		})
	})
}

// setProfile takes a new record on the UI goroutine; a game not begun against the Adaptive
// opponent follows the rating at once.
func (pp *playerProfile) setProfile(s profile.Summary) {
	pp.sum, pp.loaded = s, true
	if pp.host.Settings().Adaptive && pp.host.shown().game.Len() == 0 && pp.vsComputer() {
		pp.host.SetLevel(profile.AdaptiveLevel(s.Rating))
	}
	if pp.changed != nil {
		pp.changed()
	}
}

// AdaptiveLevel returns the level the Adaptive opponent plays now.
func (pp *playerProfile) AdaptiveLevel() int { return profile.AdaptiveLevel(pp.Profile().Rating) }

// vsComputer reports whether the user plays the built-in engine.
func (pp *playerProfile) vsComputer() bool {
	return (pp.host.Settings().Mode == PlayRed || pp.host.Settings().Mode == PlayBlack) && !pp.host.opponentExternal()
}

// rateFinished rates a finished game the user played against a built-in level from the standard
// start, stores it with the new rating in the library, and, against the Adaptive opponent, moves
// to the level the new rating calls for.
func (pp *playerProfile) rateFinished() {
	g := pp.host.shown().game
	r := g.Result()
	start := g.Start()
	std := core.StartPosition()
	if !pp.host.HasLibrary() || !pp.host.playedHere() || !pp.vsComputer() || !r.Over() || start.Key() != std.Key() {
		return
	}
	you := pp.host.humanSide()
	score := 0.5
	switch r.Outcome {
	case core.WinFor(you):
		score = 1
	case core.WinFor(you.Opp()):
		score = 0
	}
	pg := library.PlayerGame{Played: pp.dateNow().UTC(), Level: pp.host.Settings().Level, LevelRating: int(profile.LevelRating(pp.host.Settings().Level).R),
		Adaptive: pp.host.Settings().Adaptive, Color: you, Score: score, Plies: g.Len()}
	moves := g.Clone()
	ctx := pp.host.libraryCtx()
	l := ResolveLanguage(pp.host.Settings().Language)
	pp.host.useLibrary(func(lib *library.Library) {
		if o, ok, err := lib.Opening(ctx, moves); err == nil && ok {
			pg.Opening = openingText(o, l)
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
		pp.host.Do(func() {
			if err != nil {
				if ctx.Err() == nil {
					pp.host.reportError(fmt.Errorf("%s: %w", lang.L("Could not rate the game"), err))
				}
				return
			}
			pp.setProfile(profile.Summarize(games))
		})
	})
}

// ---- the Controller's side of profileHost ----

// playedHere reports whether the game was played here from its start, not opened or practised.
func (c *Controller) playedHere() bool { return c.doc.played && c.pz == nil }
