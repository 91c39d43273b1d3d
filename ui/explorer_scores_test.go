package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// TestExplorerShowsAnalysisScores: with the analysis on, each master move the analysis has a line
// for shows that line's score beside it; a move it has not scored shows none, and without the
// analysis the column goes.
func TestExplorerShowsAnalysisScores(t *testing.T) {
	test.NewTempApp(t)
	e := NewExplorerPanel(nil, nil, nil)
	w := test.NewWindow(e)
	defer w.Close()
	cannon := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2)) // h2e2
	pawn := core.NewMove(core.NewSquare(2, 3), core.NewSquare(2, 4))   // c3c4
	horse := core.NewMove(core.NewSquare(1, 0), core.NewSquare(2, 2))  // b0c2
	e.Set(ExplorerView{On: true, Games: 30, Moves: []ExplorerMove{
		{Move: cannon, Text: "炮二平五", Games: 20, RedWins: 10, Draws: 5, BlackWins: 5},
		{Move: pawn, Text: "兵七进一", Games: 8, RedWins: 4, Draws: 2, BlackWins: 2},
		{Move: horse, Text: "马八进七", Games: 2, RedWins: 1, Draws: 1},
	}})
	if strings.Contains(e.RowText(0), "+") || e.rows[0].scoreBox.Visible() {
		t.Fatalf("a score shown before the analysis: %q", e.RowText(0))
	}
	an := AnalysisView{On: true, Running: true, Lines: []AnalysisLine{
		{Score: 31, Moves: []core.Move{cannon, core.NoMove}},
		{Score: ai.Mate - 5, Moves: []core.Move{pawn}}, // Red mates in 3
		{Score: -12, Moves: nil},                      // a line without moves scores nothing
	}}
	e.SetScores(moveScores(an))
	cases := []struct {
		row  int
		want string
	}{
		{0, "+0.31"},
		{1, "#3"},
	}
	for _, tc := range cases {
		if got := e.RowText(tc.row); !strings.HasSuffix(got, tc.want) {
			t.Errorf("row %d %q, want its score %q", tc.row, got, tc.want)
		}
	}
	if got := e.RowText(2); strings.Contains(got, "#") || strings.Contains(got, "+") || !e.rows[2].scoreBox.Visible() {
		t.Errorf("the unscored move: %q (its column shown %v)", got, e.rows[2].scoreBox.Visible())
	}
	// Black mating shows as a negative mate.
	if s := shortScoreText(-ai.Mate + 4); s != "#-2" {
		t.Errorf("Black mates in 2 written %q", s)
	}
	// A new position keeps the scores of moves still there; the analysis off takes the column away.
	e.SetScores(moveScores(AnalysisView{On: false, Lines: an.Lines}))
	for i := range 3 {
		if e.rows[i].scoreBox.Visible() {
			t.Errorf("row %d keeps its score column with the analysis off", i)
		}
	}
}
