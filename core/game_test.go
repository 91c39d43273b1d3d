package core_test

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestNaturalLimit(t *testing.T) {
	runGameEnds(t, []gameEnd{
		{"draw when the 120th ply without capture is played",
			"3k5/9/9/9/9/9/9/9/9/R4K3 w - - 118 60", "a0b0 d9e9", "1/2-1/2 move limit"},
		{"one ply short is still on", "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 117 60", "a0b0 d9e9", "*"},
		{"a capture resets the count", "3k5/9/9/9/9/9/9/9/p8/R4K3 w - - 118 60", "a0a1 d9e9", "*"},
		{"checkmate on the last ply beats the limit", "3k5/1R7/9/9/9/9/9/9/R8/4K4 w - - 119 60",
			"a1a9", "1-0 checkmate"},
	})
}

// TestCheckAllowance: a side's checks beyond CheckAllowance in the capture-free stretch do not count
// towards the natural limit. From a clock of 96, Red checks on each of its 12 moves (a line found by a
// seeded random search that never repeats a position three times): 120 plies have passed, but two of
// Red's checks are beyond the allowance, so the game goes on until two more quiet plies are played.
func TestCheckAllowance(t *testing.T) {
	g, err := core.NewGameFromFEN("3k5/9/9/9/9/9/9/9/9/R4K3 w - - 96 50")
	if err != nil {
		t.Fatal(err)
	}
	playUCI(t, g, "a0d0 d9e9 d0e0 e9d9 e0e9 d9d8 e9d9 d8e8 d9e9 e8d8 e9d9 d8e8 "+
		"d9d8 e8e7 d8d7 e7e8 d7e7 e8d8 e7e8 d8d7 e8e7 d7d8 e7e8 d8d7")
	for i := 0; i < g.Len(); i += 2 {
		if !g.GaveCheck(i) {
			t.Fatalf("move %d (%s) is not a check", i, g.Move(i))
		}
	}
	p := g.Position()
	if p.HalfmoveClock() != 120 || g.Result().Over() {
		t.Fatalf("after 24 plies: clock %d, result %v; want 120 and ongoing", p.HalfmoveClock(), g.Result())
	}
	// Two quiet plies that are not checks: now 122 - 2 = 120 plies count.
	playUCI(t, g, "e8e6 d7d8")
	if g.GaveCheck(g.Len()-1) || g.GaveCheck(g.Len()-2) {
		t.Fatal("the last two moves should not be checks")
	}
	if got := g.Result().String(); got != "1/2-1/2 move limit" {
		t.Errorf("result %q, want move limit", got)
	}
}

func TestGameHistory(t *testing.T) {
	g := core.NewGame()
	playUCI(t, g, "h2e2 h9g7 h0g2 i9h9")
	if g.Len() != 4 {
		t.Fatalf("Len %d", g.Len())
	}
	c := g.Clone()
	g.Truncate(2)
	if g.Len() != 2 || c.Len() != 4 {
		t.Fatalf("truncate: len %d, clone len %d", g.Len(), c.Len())
	}
	p := g.Position()
	q := c.PositionAt(2)
	if p.FEN() != q.FEN() {
		t.Errorf("position after truncate %s, want %s", p.FEN(), q.FEN())
	}
	if err := g.Play(core.NewMove(core.NewSquare(0, 0), core.NewSquare(0, 5))); err == nil {
		t.Error("illegal move accepted")
	}
	g.SetResult(core.Result{Outcome: core.BlackWins, Reason: core.Resignation})
	if g.Result().String() != "0-1 resignation" {
		t.Errorf("result %v", g.Result())
	}
	g.Truncate(0)
	if g.Result().Over() {
		t.Error("truncating to the start kept the resignation")
	}
}
