package core

import (
	"slices"
	"testing"
)

// TestQuietChecks compares QuietChecks with every quiet pseudo-legal move tested by GivesCheck, in
// the positions two plies from a set of middlegame and endgame positions.
func TestQuietChecks(t *testing.T) {
	fens := []string{
		StartFEN,
		"3akab2/4n4/4b4/p5N1p/9/2BNC1P2/P3P3c/5A1r1/7c1/4KA1R1 w - - 0 21",
		"C2k1a1n1/4a4/4c4/8p/9/6n2/P1PCP1p1c/2N5B/4N4/2BAKA3 b - - 7 26",
		"rnbak4/4a2R1/3cb3n/p1p1C1p1p/4PR3/9/P1P5P/4C4/9/2BAKAr2 w - - 0 15",
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
		"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
		"4k4/4a4/4c4/9/4R4/9/9/4C4/4A4/3K5 w - - 0 1",
		"3k5/4P4/9/9/9/9/9/9/4n4/4K4 w - - 0 1",
	}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	positions, checks := 0, 0
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		positions++
		var buf, want [128]Move
		got := p.QuietChecks(buf[:0])
		w := want[:0]
		for _, m := range p.PseudoQuiets(make([]Move, 0, 128)) {
			if p.GivesCheck(m) {
				w = append(w, m)
			}
		}
		checks += len(w)
		slices.Sort(got)
		slices.Sort(w)
		if !slices.Equal(got, w) {
			t.Fatalf("%s: QuietChecks %v, want %v", p.FEN(), got, w)
		}
		if depth == 0 {
			return
		}
		for _, m := range p.LegalMoves(make([]Move, 0, 128)) {
			u := p.MakeMove(m)
			walk(p, depth-1)
			p.UnmakeMove(m, u)
		}
	}
	for _, f := range fens {
		p, err := ParseFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		walk(p, depth)
	}
	if checks < positions/4 {
		t.Errorf("only %d quiet checks in %d positions: the test positions are too quiet", checks, positions)
	}
	t.Logf("%d positions, %d quiet checks", positions, checks)
}
