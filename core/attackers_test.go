package core

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAttackers checks Attackers against move generation: in positions of random games, for every
// piece of the side not to move, the attackers of its point are exactly the origins of the side to
// move's pseudo-legal captures of it.
func TestAttackers(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for game := 0; game < 60; game++ {
		p := StartPosition()
		for ply := 0; ply < 160; ply++ {
			var buf [128]Move
			caps := p.PseudoCaptures(buf[:0])
			them := p.SideToMove().Opp()
			for _, s := range p.PieceSquares(them, nil) {
				var want []Square
				for _, m := range caps {
					if m.To() == s {
						want = append(want, m.From())
					}
				}
				got := p.Attackers(s, p.SideToMove(), nil)
				slices.Sort(want)
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: attackers of %v: got %v, want %v", p.FEN(), s, got, want)
				}
				checked++
			}
			legal := p.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d points checked", checked)
	}
}
