package ui

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// TestGameLabelDate: the list of a file's games gives each date in one form, whatever the file
// wrote ("9/14/1977", "1990年1月5日"), and a date without a year as written.
func TestGameLabelDate(t *testing.T) {
	for raw, want := range map[string]string{"9/14/1977": "1977-09-14", "1990年1月5日": "1990-01-05", "7.9": "7.9", "2003.10.07": "2003-10-07"} {
		pg := &core.PGNGame{Game: core.NewGame()}
		pg.Tags.Set("Red", "胡荣华")
		pg.Tags.Set("Black", "柳大华")
		pg.Tags.Set("Event", "全国个人赛")
		pg.Tags.Set("Date", raw)
		if got := gameLabel(0, pg); !strings.Contains(got, "全国个人赛  "+want+"  ") {
			t.Errorf("Date %q: the line is %q, want the date %q", raw, got, want)
		}
	}
}

// TestGameLabelMoves: the list counts moves as the move list numbers them (Red's and Black's make
// one), not plies: three plies are "2 moves", one ply "1 move".
func TestGameLabelMoves(t *testing.T) {
	for plies, want := range map[int]string{0: "0 moves", 1: "1 move", 3: "2 moves", 60: "30 moves"} {
		g := core.NewGame()
		for range plies {
			p := g.Position()
			g.Play(p.LegalMoves(nil)[0])
		}
		if got := gameLabel(0, &core.PGNGame{Game: g}); !strings.HasSuffix(got, "  "+want) {
			t.Errorf("%d plies: the line is %q, want it to end with %q", plies, got, want)
		}
	}
}

// TestReachedText: a master game in the explorer reads "players result · year event", and without a
// year "players result · event" (the "·" was lost with the year).
func TestReachedText(t *testing.T) {
	for _, c := range []struct {
		g    library.GameInfo
		want string
	}{
		{library.GameInfo{Red: "胡榮華", Black: "許銀川", Result: core.RedWins, Year: 2012, Event: "全國賽"}, "胡榮華 – 許銀川 1-0 · 2012 全國賽"},
		{library.GameInfo{Red: "胡榮華", Black: "許銀川", Result: core.RedWins, Event: "1997世界盃"}, "胡榮華 – 許銀川 1-0 · 1997世界盃"},
		{library.GameInfo{Red: "a", Black: "b", Result: core.Draw}, "a – b 1/2-1/2"},
	} {
		if got := reachedText(c.g); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
