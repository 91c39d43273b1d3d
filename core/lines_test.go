package core_test

import (
	"math/rand/v2"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// rayWalk is the plain walk the line tables replace: from s in direction (df, dr), the first and
// second occupied points and the empty points before the first.
func rayWalk(p *core.Position, s core.Square, df, dr int) (near, far core.Square, empty int) {
	f, r := s.File()+df, s.Rank()+dr
	for ; f >= 0 && f < 9 && r >= 0 && r < 10; f, r = f+df, r+dr {
		t := core.NewSquare(f, r)
		if p.At(t) == core.NoPiece {
			if near == core.NoSquare {
				empty++
			}
			continue
		}
		if near != core.NoSquare {
			return near, t, empty
		}
		near = t
	}
	return near, core.NoSquare, empty
}

// TestLines checks the line tables (LineHits, Rays, Between) against plain walks over the board at
// every point of positions from random games, after moves made and unmade, so the incremental
// occupancy is checked too.
func TestLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	dirs := [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}}
	checked := 0
	for g := 0; g < 12; g++ {
		p := core.StartPosition()
		for ply := 0; ply < 150; ply++ {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			// Make and unmake a capture when there is one, then play a random move.
			for _, m := range legal {
				if p.At(m.To()) != core.NoPiece {
					u := p.MakeMove(m)
					p.UnmakeMove(m, u)
					break
				}
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
			for s := core.Square(0); s < 0xff; s++ {
				if !s.OnBoard() {
					continue
				}
				near, far := p.LineHits(s)
				empty, first := p.Rays(s)
				total := 0
				for i, d := range dirs {
					n, fa, e := rayWalk(p, s, d[0], d[1])
					total += e
					if near[i] != n || far[i] != fa || first[i] != n {
						t.Fatalf("%s from %s direction %d: hits %s %s (first %s), want %s %s", p.FEN(), s, i, near[i], far[i], first[i], n, fa)
					}
				}
				if empty != total {
					t.Fatalf("%s from %s: %d empty points, want %d", p.FEN(), s, empty, total)
				}
				for o := core.Square(0); o < 0xff; o++ {
					if o.OnBoard() {
						if got, want := p.Between(s, o), betweenWalk(p, s, o); got != want {
							t.Fatalf("%s: Between(%s, %s) = %d, want %d", p.FEN(), s, o, got, want)
						}
					}
				}
				checked++
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d points checked", checked)
	}
}

// betweenWalk counts the pieces strictly between a and b on their file or rank (-1: not on one).
func betweenWalk(p *core.Position, a, b core.Square) int {
	if a == b || a.File() != b.File() && a.Rank() != b.Rank() {
		return -1
	}
	n := 0
	for f := 0; f < 9; f++ {
		for r := 0; r < 10; r++ {
			q := core.NewSquare(f, r)
			strictly := func(x, lo, hi int) bool { return min(lo, hi) < x && x < max(lo, hi) }
			on := a.File() == b.File() && f == a.File() && strictly(r, a.Rank(), b.Rank()) ||
				a.Rank() == b.Rank() && r == a.Rank() && strictly(f, a.File(), b.File())
			if on && p.At(q) != core.NoPiece {
				n++
			}
		}
	}
	return n
}
