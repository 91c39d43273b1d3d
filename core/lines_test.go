package core

import (
	"math/rand/v2"
	"testing"
)

// rayWalk is the plain walk the line tables replace: from s in direction (df, dr), the first and
// second occupied points and the empty points before the first.
func rayWalk(p *Position, s Square, df, dr int) (near, far Square, empty int) {
	f, r := s.File()+df, s.Rank()+dr
	for ; f >= 0 && f < 9 && r >= 0 && r < 10; f, r = f+df, r+dr {
		t := NewSquare(f, r)
		if p.At(t) == NoPiece {
			if near == NoSquare {
				empty++
			}
			continue
		}
		if near != NoSquare {
			return near, t, empty
		}
		near = t
	}
	return near, NoSquare, empty
}

// TestLines checks the line tables (lineHit, Rays, RayEmpty, Between) against plain walks over the board at
// every point of positions from random games, after moves made and unmade, so the incremental
// occupancy is checked too.
func TestLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	dirs := [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}}
	checked := 0
	for g := 0; g < 12; g++ {
		p := StartPosition()
		for ply := 0; ply < 150; ply++ {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			// Make and unmake a capture when there is one, then play a random move.
			for _, m := range legal {
				if p.At(m.To()) != NoPiece {
					u := p.MakeMove(m)
					p.UnmakeMove(m, u)
					break
				}
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
			for s := Square(0); s < 0xff; s++ {
				if !s.OnBoard() {
					continue
				}
				empty, first := p.Rays(s)
				total := 0
				for i, d := range dirs {
					near, far := p.lineHit(s, [4]int{up, down, left, right}[i])
					n, fa, e := rayWalk(p, s, d[0], d[1])
					total += e
					if near != n || far != fa || first[i] != n {
						t.Fatalf("%s from %s direction %d: hits %s %s (first %s), want %s %s", p.FEN(), s, i, near, far, first[i], n, fa)
					}
				}
				if empty != total || p.RayEmpty(s) != total {
					t.Fatalf("%s from %s: %d empty points (RayEmpty %d), want %d", p.FEN(), s, empty, p.RayEmpty(s), total)
				}
				for o := Square(0); o < 0xff; o++ {
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
func betweenWalk(p *Position, a, b Square) int {
	if a == b || a.File() != b.File() && a.Rank() != b.Rank() {
		return -1
	}
	n := 0
	for f := 0; f < 9; f++ {
		for r := 0; r < 10; r++ {
			q := NewSquare(f, r)
			strictly := func(x, lo, hi int) bool { return min(lo, hi) < x && x < max(lo, hi) }
			on := a.File() == b.File() && f == a.File() && strictly(r, a.Rank(), b.Rank()) ||
				a.Rank() == b.Rank() && r == a.Rank() && strictly(f, a.File(), b.File())
			if on && p.At(q) != NoPiece {
				n++
			}
		}
	}
	return n
}
