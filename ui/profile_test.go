package ui_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/profile"
	"github.com/chuhe-xq/chuhe/ui"
)

// emptyLibrary makes a library file with no games.
func emptyLibrary(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "library.db")
	lib, err := library.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	lib.Close()
	return path
}

// TestDrawAgreedIsRated: a game against the computer ended by a draw it accepts is kept and rated
// as a draw, as the games ended otherwise are (it was neither).
func TestDrawAgreedIsRated(t *testing.T) {
	_, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	q.until(t, "the profile read", func() bool { c.Profile(); return c.ProfileLoaded() })
	c.StartNewGame(ui.NewGameChoices{Mode: ui.PlayRed, Level: 5})
	c.TryMove(mv("h2e2"))
	q.until(t, "the computer's move", func() bool { return c.Game().Len() == 2 })
	c.OfferDraw() // the fake engine scores 0: the computer accepts
	q.until(t, "the game rated", func() bool { return c.ProfileLoaded() && c.Profile().Total.Games() == 1 })
	if s := c.Profile(); s.Total != (profile.Record{Draws: 1}) {
		t.Errorf("record %+v after a draw agreed", s.Total)
	}
}

// TestRatedGamesAndProfile plays two games against level 5 and resigns them: each is stored with
// the new rating, the Profile window shows the record, and the Adaptive opponent follows the
// falling rating at the next game.
func TestRatedGamesAndProfile(t *testing.T) {
	w, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t))) // three master games open 炮二平五: C01
	q.until(t, "the profile read", func() bool { c.Profile(); return c.ProfileLoaded() })
	if text := strings.Join(w.ShowProfile().Texts(), "\n"); !strings.Contains(text, "Games against the computer: 0") || strings.Contains(text, "%") {
		t.Errorf("before any game the Profile says %q (a score of no games is not 0%%)", text)
	}
	for i := 1; i <= 2; i++ {
		c.StartNewGame(ui.NewGameChoices{Mode: ui.PlayRed, Level: 5})
		c.TryMove(mv("h2e2"))
		q.until(t, "the computer's move", func() bool { return c.Game().Len() == 2 })
		c.Resign()
		q.until(t, "the game rated", func() bool { return c.ProfileLoaded() && c.Profile().Total.Games() == i })
	}
	s := c.Profile()
	if s.Total != (profile.Record{Losses: 2}) || len(s.ByLevel) != 1 || s.ByLevel[0].Level != 5 || s.ByColor[core.Red].Losses != 2 {
		t.Errorf("record %+v by level %+v", s.Total, s.ByLevel)
	}
	if s.Rating.R >= profile.NewPlayer().R || len(s.History) != 3 {
		t.Errorf("rating %v after two losses, history of %d points", s.Rating, len(s.History))
	}
	pw := w.ShowProfile()
	text := strings.Join(pw.Texts(), "\n")
	for _, want := range []string{"Your rating", "Games against the computer: 2", "lost 2", "Longest winning streak: 0"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Profile says %q, lacking %q", text, want)
		}
	}
	// The opening, named in the interface's language, the master games' own name in Chinese.
	if got := pw.OpeningNames(); len(got) != 1 || got[0] != "C01 Central cannon against the screen horses" {
		t.Errorf("the Profile's openings are %q", got)
	}
	c.SetLanguage(ui.ChineseTraditional)
	pw.Refresh()
	if got := pw.OpeningNames(); len(got) != 1 || got[0] != "C01 中炮對屏風馬" {
		t.Errorf("in Traditional Chinese the Profile's openings are %q", got)
	}
	c.SetLanguage(ui.SystemLanguage)
	// Escape closes the Profile (nothing in it takes the keyboard): Game > Profile… opens a new one.
	pw.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if again := w.ShowProfile(); again == pw {
		t.Error("Escape left the Profile open")
	}
	// Against the Adaptive opponent the next game is at the level the lower rating calls for.
	c.StartNewGame(ui.NewGameChoices{Mode: ui.PlayRed, Adaptive: true})
	if got, want := c.Settings().Level, profile.AdaptiveLevel(s.Rating); got != want || !c.Settings().Adaptive {
		t.Errorf("Adaptive plays level %d, want %d (adaptive %v)", got, want, c.Settings().Adaptive)
	}
	if c.Settings().Level >= profile.AdaptiveLevel(profile.NewPlayer()) {
		t.Errorf("after two losses Adaptive still plays level %d", c.Settings().Level)
	}
	// The header says the Adaptive opponent chose the level; a level chosen in the Level menu is
	// the player's own, and the Adaptive opponent steps aside.
	if got, want := w.HeaderText(), fmt.Sprintf("You play Red · Adaptive · Level %d", c.Settings().Level); !strings.HasPrefix(got, want) {
		t.Errorf("the header says %q, want %q…", got, want)
	}
	for o := w.Window().Canvas().Overlays(); o.Top() != nil; {
		o.Remove(o.Top()) // the resigned game's result: the menu waits while a dialog is open
	}
	menuItem(t, w.Window(), "12 · Club 3 · 1810").Action()
	if c.Settings().Level != 12 || c.Settings().Adaptive {
		t.Errorf("after choosing level 12 in the menu: level %d, adaptive %v", c.Settings().Level, c.Settings().Adaptive)
	}
	if got := w.HeaderText(); !strings.HasPrefix(got, "You play Red · Level 12 · Club 3") {
		t.Errorf("the header says %q after choosing level 12", got)
	}
}

// TestUnratedGames: a game between two people, and one from an edited start, are not rated.
func TestUnratedGames(t *testing.T) {
	_, c, q := newTestWindow(t, "", withLibrary(emptyLibrary(t)))
	c.StartNewGame(ui.NewGameChoices{Mode: ui.TwoPlayers, Level: 5})
	c.TryMove(mv("h2e2"))
	c.Resign()
	c.StartNewGame(ui.NewGameChoices{Mode: ui.PlayRed, Level: 5, Handicap: core.LeftHorse})
	q.settle(100e6)
	if !c.CanResign() {
		t.Fatal("cannot resign the handicap game")
	}
	c.Resign()
	q.until(t, "the record read", func() bool { c.Profile(); return c.ProfileLoaded() })
	q.settle(200e6)
	if n := c.Profile().Total.Games(); n != 0 {
		t.Errorf("%d games rated", n)
	}
	if ai.MaxLevel < 16 {
		t.Errorf("a ladder of %d levels", ai.MaxLevel)
	}
}
