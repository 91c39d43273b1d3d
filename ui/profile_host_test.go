package ui

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// profileFake is a fake host's share for the player's record: a library of its own, the level the
// Adaptive opponent was set to, and whether the game was played here.
type profileFake struct {
	*fakeHost
	lib    *library.Library
	level  int
	played bool
}

func (f *profileFake) HasLibrary() bool                     { return f.lib != nil }
func (f *profileFake) libraryCtx() context.Context          { return context.Background() }
func (f *profileFake) useLibrary(fn func(*library.Library)) { go fn(f.lib) }
func (f *profileFake) SetLevel(level int)                   { f.level = level }
func (f *profileFake) opponentExternal() bool               { return false }
func (f *profileFake) humanSide() core.Color                { return core.Red }
func (f *profileFake) playedHere() bool                     { return f.played }

// TestPlayerProfileWithAFakeHost rates finished games through a fake host: a new player's record
// until the library answers, then each game won against a level raises the rating, the games are
// kept in the library, the Adaptive opponent follows the rating, and a game not played here (an
// opened one) is not rated.
func TestPlayerProfileWithAFakeHost(t *testing.T) {
	q := make(doQueue, 64)
	lib, err := library.Open(filepath.Join(t.TempDir(), "library.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	host := &profileFake{fakeHost: newFakeHost(t), lib: lib, played: true}
	host.post = q.do
	host.settings.Mode, host.settings.Level, host.settings.Adaptive = PlayRed, 5, true
	day := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	pp := &playerProfile{host: host, dateNow: func() time.Time { return day }}
	changed := 0
	pp.OnProfileChanged(func() { changed++ })

	fresh := pp.Profile() // asks the library in the background
	q.until(t, "the record read", pp.ProfileLoaded)
	if fresh.Total.Games() != 0 || pp.Profile().Total.Games() != 0 {
		t.Fatalf("a new player's record: %+v", pp.Profile().Total)
	}
	start := pp.Profile().Rating.R
	win := func() {
		host.h.set(gameOf(t, "h2e2", "h9g7"), 2)
		host.h.game.SetResult(core.Result{Outcome: core.RedWins, Reason: core.Resignation})
		before := changed
		pp.rateFinished()
		q.until(t, "the game rated", func() bool { return changed > before })
	}
	win()
	win()
	got := pp.Profile()
	if got.Total.Games() != 2 || got.Total.Wins != 2 || got.Rating.R <= start {
		t.Errorf("after two wins: %+v, rating %.0f from %.0f", got.Total, got.Rating.R, start)
	}
	if games, err := lib.PlayerGames(context.Background()); err != nil || len(games) != 2 || games[1].Level != 5 {
		t.Errorf("the library keeps %d games (%v), want 2 against level 5", len(games), err)
	}
	host.h.set(gameOf(t), 0) // a new game not begun: the Adaptive opponent follows the rating
	pp.setProfile(got)
	if host.level != pp.AdaptiveLevel() || host.level == 0 {
		t.Errorf("the Adaptive opponent set to level %d, want %d", host.level, pp.AdaptiveLevel())
	}

	host.played = false
	host.h.set(gameOf(t, "h2e2", "h9g7"), 2)
	host.h.game.SetResult(core.Result{Outcome: core.RedWins, Reason: core.Resignation})
	pp.rateFinished() // returns at once: nothing is asked of the library
	if len(q) > 0 {
		t.Error("an opened game was sent to be rated")
	}
	if n := pp.Profile().Total.Games(); n != 2 {
		t.Errorf("an opened game was rated: %d games", n)
	}
}
