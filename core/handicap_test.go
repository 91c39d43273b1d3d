package core_test

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestHandicaps(t *testing.T) {
	want := map[core.Handicap]string{
		core.NoHandicap: core.StartFEN,
		core.LeftHorse:  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1",
		core.RightHorse: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB1R w - - 0 1",
		core.TwoHorses:  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1",
		core.LeftCannon: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1",
		core.LeftRook:   "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1",
		core.RookHorse:  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/2BAKABNR w - - 0 1",
		core.TwoRooks:   "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1",
		core.NineMen:    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1",
	}
	hs := core.Handicaps()
	if len(hs) != len(want) || hs[0] != core.NoHandicap {
		t.Fatalf("Handicaps() = %v", hs)
	}
	names := map[string]bool{}
	for _, h := range hs {
		if got := h.FEN(core.Red); got != want[h] {
			t.Errorf("%v given by red: %q, want %q", h, got, want[h])
		}
		if names[h.String()] || strings.HasPrefix(h.String(), "Handicap(") {
			t.Errorf("name %q repeated or missing", h)
		}
		names[h.String()] = true
		for _, giver := range []core.Color{core.Red, core.Black} {
			p, err := core.ParseFEN(h.FEN(giver))
			if err != nil {
				t.Fatalf("%v given by %v: %v", h, giver, err)
			}
			if h != core.NoHandicap && p.SideToMove() != giver {
				t.Errorf("%v given by %v: %v to move", h, giver, p.SideToMove())
			}
			// The giver lacks exactly the removed pieces; the other side has all sixteen.
			var n [2]int
			for _, c := range []core.Color{core.Red, core.Black} {
				n[c] = len(p.PieceSquares(c, nil))
			}
			if n[giver] != 16-len(h.Removed(giver)) || n[giver.Opp()] != 16 {
				t.Errorf("%v given by %v: %d and %d pieces", h, giver, n[core.Red], n[core.Black])
			}
			if g := core.NewGameFrom(p); g.Result().Over() {
				t.Errorf("%v given by %v: the game is over at once", h, giver)
			}
		}
		// Black's handicap is Red's seen from the other side.
		red, _ := core.ParseSetup(h.FEN(core.Red))
		black, _ := core.ParseSetup(h.FEN(core.Black))
		red.Mirror()
		if h != core.NoHandicap && red.FEN() != black.FEN() {
			t.Errorf("%v: black's %q is not red's mirrored %q", h, black.FEN(), red.FEN())
		}
	}
	if core.Handicap(200).FEN(core.Red) != core.StartFEN || core.Handicap(200).Removed(core.Red) != nil {
		t.Errorf("an unknown handicap is not the opening")
	}
}
