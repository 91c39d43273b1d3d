package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestSEE(t *testing.T) {
	tests := []struct {
		name, fen, move string
		want            int
	}{
		{"loose pawn", "4k4/9/9/p8/9/R8/9/9/9/3K5 w", "a4a6", 100},
		{"pawn guarded by a horse", "4k4/1n7/9/p8/9/R8/9/9/9/3K5 w", "a4a6", -800},
		{"the rook's move opens the cannon's line", "4k4/1n7/9/p8/9/R8/P8/C8/9/3K5 w", "a4a6", -400},
		{"advisor guarded by the king", "3ak4/9/9/9/3R5/9/9/9/9/5K3 w", "d5d9", -700},
		{"the king may not recapture on a guarded point", "3ak4/9/9/9/3R5/3R5/9/9/9/5K3 w", "d5d9", 200},
		{"horse takes a rook guarded by a cannon", "4k4/9/9/r8/9/1N7/P8/c8/9/3K5 w", "b4a6", 900 - 400},
	}
	for _, tc := range tests {
		p, err := core.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		m, err := core.ParseMoveText(tc.move)
		if err != nil || !p.IsLegalMove(m) {
			t.Fatalf("%s: %s is not legal (%v)", tc.name, tc.move, err)
		}
		before := p.FEN()
		if got := see(p, m); got != tc.want {
			t.Errorf("%s: see(%s) = %d, want %d", tc.name, tc.move, got, tc.want)
		}
		if p.FEN() != before {
			t.Errorf("%s: see changed the position", tc.name)
		}
	}
}

// TestPickOrder checks that pick, which tests captures by exchange only when their turn comes,
// orders the moves exactly as ranking every capture by exchange beforehand does.
func TestPickOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	start := core.StartPosition()
	var lb [128]core.Move
	s := newSearcher(New(Options{HashMB: 1}), context.Background(), core.NewGame(), start, Limits{Depth: 1}, start.LegalMoves(lb[:0]))
	positions := 0
	for game := 0; game < 10; game++ {
		pos := core.StartPosition()
		for ply := 0; ply < 80; ply++ {
			var buf [128]core.Move
			legal := pos.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			s.pos = *pos
			ttMove := legal[rng.IntN(len(legal))]
			moves := pos.PseudoMoves(nil)
			scores := make([]int32, len(moves))
			s.scoreMoves(moves, scores, ttMove, 0)
			// The order with every capture ranked by exchange first, picked the same way.
			want := slices.Clone(moves)
			ranks := slices.Clone(scores)
			for i, m := range want {
				if v := ranks[i]; v >= rankCapture && v < rankHash && badCapture(pos, m) {
					ranks[i] = v - rankCapture + rankBadCapture
				}
			}
			for i := range want {
				best := i
				for j := i + 1; j < len(want); j++ {
					if ranks[j] > ranks[best] {
						best = j
					}
				}
				want[i], want[best] = want[best], want[i]
				ranks[i], ranks[best] = ranks[best], ranks[i]
			}
			sortedMoves, sortedScores := slices.Clone(moves), slices.Clone(scores)
			for i := range moves {
				if got := s.pick(moves, scores, i); got != want[i] || scores[i] != ranks[i] {
					t.Fatalf("%s: move %d: got %v (rank %d), want %v (rank %d)", pos.FEN(), i, got, scores[i], want[i], ranks[i])
				}
			}
			// pickSorted: the same moves up to the first that is neither a good capture nor a
			// killer, then the rest by rank.
			sorted := maxMoves
			for i := range sortedMoves {
				got := s.pickSorted(sortedMoves, sortedScores, i, &sorted)
				if i < sorted && got != want[i] {
					t.Fatalf("%s: pickSorted move %d: got %v, want %v as pick", pos.FEN(), i, got, want[i])
				}
				if i > 0 && sortedScores[i] > sortedScores[i-1] {
					t.Fatalf("%s: pickSorted move %d ranks %d after %d", pos.FEN(), i, sortedScores[i], sortedScores[i-1])
				}
			}
			if sorted == maxMoves && ranks[len(ranks)-1] < rankKiller2 {
				t.Fatalf("%s: the quiet moves were never sorted", pos.FEN())
			}
			slices.Sort(sortedMoves)
			if slices.Sort(want); !slices.Equal(sortedMoves, want) {
				t.Fatalf("%s: pickSorted gave %v, not the moves %v", pos.FEN(), sortedMoves, want)
			}
			positions++
			pos.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
	t.Logf("%d positions", positions)
}

// benchPositions returns the positions of a few random games (the same ones every run).
func benchPositions() []*core.Position {
	rng := rand.New(rand.NewPCG(11, 13))
	var out []*core.Position
	for game := 0; game < 20; game++ {
		pos := core.StartPosition()
		for ply := 0; ply < 100; ply++ {
			var buf [128]core.Move
			legal := pos.LegalMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			pos.MakeMove(legal[rng.IntN(len(legal))])
			c := *pos
			out = append(out, &c)
		}
	}
	return out
}

// BenchmarkEvaluate measures the static evaluation (ns/op is per position).
func BenchmarkEvaluate(b *testing.B) {
	positions := benchPositions()
	sum := Score(0)
	for b.Loop() {
		for _, p := range positions {
			sum += evaluate(p)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(positions)), "ns/position")
	_ = sum
}

// BenchmarkSEE measures the exchange evaluation of every capture of the positions (ns/op is per
// capture).
func BenchmarkSEE(b *testing.B) {
	var caps []core.Move
	var owner []*core.Position
	for _, p := range benchPositions() {
		for _, m := range p.PseudoCaptures(nil) {
			caps = append(caps, m)
			owner = append(owner, p)
		}
	}
	sum := 0
	for b.Loop() {
		for i, m := range caps {
			sum += see(owner[i], m)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(caps)), "ns/capture")
	_ = sum
}
