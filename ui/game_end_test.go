package ui_test

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// The status's sentence on a finished game: with its reason, and without one (a game opened from
// a file often gives only its result), in English and in Chinese, never with a stray " .".
func TestResultSentence(t *testing.T) {
	const (
		bare  = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n[Result \"1-0\"]\n\n1. H2-E2 H9-G7 1-0\n"
		mated = "[Game \"Chinese Chess\"]\n[FEN \"3k5/1R7/9/9/9/9/9/9/R8/4K4 w - - 0 1\"]\n[Format \"ICCS\"]\n\n1. A1-A9 *\n"
		drawn = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n[Result \"1/2-1/2\"]\n\n1. H2-E2 H9-G7 1/2-1/2\n"
	)
	cases := []struct {
		name, pgn string
		english   string
		chinese   string
	}{
		{"result without a reason", bare, "Red wins.", "红方胜。"},
		{"checkmate", mated, "Red wins by checkmate.", "红方胜（将死）。"},
		{"draw without a reason", drawn, "The game is drawn.", "和棋。"},
	}
	langs := testLanguages(t)
	f := newFixture(t, ui.TwoPlayers, nil)
	for _, l := range []ui.Language{ui.English, ui.Chinese} {
		if err := langs.Apply(l); err != nil {
			t.Fatal(err)
		}
		for _, tc := range cases {
			t.Run(string(l)+" "+tc.name, func(t *testing.T) {
				if err := f.c.LoadPGN(strings.NewReader(tc.pgn)); err != nil {
					t.Fatal(err)
				}
				want := tc.english
				if l == ui.Chinese {
					want = tc.chinese
				}
				if got := f.c.Status(); got != want {
					t.Errorf("status %q, want %q", got, want)
				}
			})
		}
	}
}

// Resign is offered in a game being played and not over; not in a finished game, an opened game
// under review or a demo.
func TestResignOfferedOnlyInPlay(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	check := func(what string, want bool) {
		t.Helper()
		if got := !menuItem(t, w.Window(), "Resign").Disabled; got != want {
			t.Errorf("%s: Resign offered %v, want %v", what, got, want)
		}
		if c.CanResign() != want {
			t.Errorf("%s: CanResign %v", what, !want)
		}
	}
	c.NewGame(ui.PlayRed)
	check("a new game", true)
	c.Resign()
	if !c.Game().Result().Over() {
		t.Fatal("the game was not resigned")
	}
	check("a resigned game", false)
	if err := c.LoadPGN(strings.NewReader("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n")); err != nil {
		t.Fatal(err)
	}
	check("an opened game", false)
	c.Resign()
	if c.Game().Result().Over() {
		t.Error("an opened game was resigned")
	}
	c.PlayFromHere()
	check("an opened game played on", true)
	c.NewGame(ui.Demo)
	check("a demo", false)
}

// Opening another game takes the hint of the game before away: the board's, the controller's and
// the status line's.
func TestOpeningAGameClearsTheHint(t *testing.T) {
	for _, open := range []struct {
		name string
		do   func(*ui.Controller) error
	}{
		{"LoadPGN", func(c *ui.Controller) error {
			return c.LoadPGN(strings.NewReader("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n"))
		}},
		{"LoadPosition", func(c *ui.Controller) error { return c.LoadPosition("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1") }},
		{"NewGame", func(c *ui.Controller) error { c.NewGame(ui.PlayRed); return nil }},
	} {
		t.Run(open.name, func(t *testing.T) {
			f := newFixture(t, ui.PlayRed, nil)
			f.c.Hint()
			f.q.until(t, "the hint", func() bool { return f.c.HintMove() != core.NoMove })
			if err := open.do(f.c); err != nil {
				t.Fatal(err)
			}
			f.q.drain()
			if f.c.HintMove() != core.NoMove || f.c.Board.Hint != core.NoMove {
				t.Errorf("hint %v, on the board %v", f.c.HintMove(), f.c.Board.Hint)
			}
			if s := f.c.Status(); strings.Contains(s, "Hint") {
				t.Errorf("status %q", s)
			}
		})
	}
}
