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

// TestLeastAttacker checks LeastAttacker and ExchangeStep in positions of random games: the least
// attacker is the first of the cheapest kind that Attackers lists; after an exchange step onto a
// piece, the attackers of every point are those after the same capture made by MakeMove; the undo
// restores the position exactly.
func TestLeastAttacker(t *testing.T) {
	kind := [NumPieceTypes]int{King: 6, Advisor: 2, Elephant: 2, Horse: 3, Rook: 5, Cannon: 4, Pawn: 1}
	rng := rand.New(rand.NewPCG(3, 5))
	checked, steps := 0, 0
	for game := 0; game < 40; game++ {
		p := StartPosition()
		for ply := 0; ply < 160; ply++ {
			by := p.SideToMove()
			for _, s := range p.PieceSquares(by.Opp(), nil) {
				want := NoSquare
				for _, a := range p.Attackers(s, by, nil) {
					if want == NoSquare || kind[p.At(a).Type()] < kind[p.At(want).Type()] {
						want = a
					}
				}
				if got := p.LeastAttacker(s, by); got != want {
					t.Fatalf("%s: least attacker of %v: got %v, want %v", p.FEN(), s, got, want)
				}
				checked++
				if want == NoSquare || rng.IntN(4) != 0 {
					continue
				}
				fen, key, victim := p.FEN(), p.Key(), p.At(s)
				q := *p
				q.MakeMove(NewMove(want, s))
				if captured := p.ExchangeStep(want, s); captured != victim {
					t.Fatalf("%s: the exchange step onto %v took %v, want %v", fen, s, captured, victim)
				}
				for r := 0; r < 10; r++ {
					for f := 0; f < 9; f++ {
						x := NewSquare(f, r)
						for _, c := range []Color{Red, Black} {
							if !slices.Equal(p.Attackers(x, c, nil), q.Attackers(x, c, nil)) {
								t.Fatalf("%s: after the exchange step %v-%v, attackers of %v differ", fen, want, s, x)
							}
						}
					}
				}
				p.UndoExchangeStep(want, s, victim)
				fresh := MustParseFEN(fen)
				if p.FEN() != fen || p.Key() != key || p.rankOcc != fresh.rankOcc || p.fileOcc != fresh.fileOcc {
					t.Fatalf("%s: the undone exchange step left %s", fen, p.FEN())
				}
				steps++
			}
			var buf [128]Move
			legal := p.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 10000 || steps < 500 {
		t.Fatalf("only %d points and %d exchange steps checked", checked, steps)
	}
}

// TestTouchesKing checks touchesKing's bit arithmetic against its definition for every king point,
// origin and destination: from or to on the king's file or rank, or from diagonally next to it.
func TestTouchesKing(t *testing.T) {
	var points []Square
	for r := range 10 {
		for f := range 9 {
			points = append(points, NewSquare(f, r))
		}
	}
	for _, k := range points {
		for _, from := range points {
			df, dr := from.File()-k.File(), from.Rank()-k.Rank()
			for _, to := range points {
				want := df == 0 || dr == 0 || df*df == 1 && dr*dr == 1 || to.File() == k.File() || to.Rank() == k.Rank()
				if got := touchesKing(k, from, to); got != want {
					t.Fatalf("touchesKing(%v, %v, %v) = %v, want %v", k, from, to, got, want)
				}
			}
		}
	}
}
