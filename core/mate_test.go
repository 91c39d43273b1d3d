package core_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// naiveMates is the plainest reading of "the side to move mates within n moves": no cache, no order.
func naiveMates(p *core.Position, n int) bool {
	for _, m := range p.LegalMoves(nil) {
		q := *p
		q.MakeMove(m)
		if !q.HasLegalMove() {
			return true
		}
		if n == 1 || (!q.HasAttackers(core.Red) && !q.HasAttackers(core.Black)) {
			continue
		}
		all := true
		for _, d := range q.LegalMoves(nil) {
			r := q
			r.MakeMove(d)
			if (!r.HasAttackers(core.Red) && !r.HasAttackers(core.Black)) || !naiveMates(&r, n-1) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

func TestProveMateKnown(t *testing.T) {
	tests := []struct {
		name, fen string
		n         int
		moves     []string // nil: not checked
	}{
		// Black is stalemated by the rook on a8 and the kings' file: every red move that keeps both
		// wins at once; the king stepping off the e-file and the rook leaving rank 8 do not.
		{"stalemate wins", "3k5/R8/9/9/9/9/9/9/1R7/4K4 w", 1, nil},
		{"two rooks, mate in 1", "3k5/R8/9/9/9/9/9/9/9/1R2K4 w", 1, nil},
		{"rook beside its king, mate in 1", "3k5/9/9/9/9/9/9/9/9/R3K4 w", 1, []string{"a0a8", "a0d0"}},
		{"no mate in 2 at the start", core.StartFEN, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := core.MustParseFEN(tc.fen)
			got := core.ProveMate(p, 2, 0)
			if !got.Complete || got.N != tc.n {
				t.Fatalf("ProveMate = N %d complete %v, want %d", got.N, got.Complete, tc.n)
			}
			if tc.moves != nil {
				var names []string
				for _, m := range got.Moves {
					names = append(names, m.String())
				}
				if !slices.Equal(names, tc.moves) {
					t.Errorf("moves %v, want %v", names, tc.moves)
				}
			}
			for _, m := range got.Moves {
				q := *p
				q.MakeMove(m)
				if tc.n == 1 && q.HasLegalMove() {
					t.Errorf("%v listed as mating in 1", m)
				}
			}
			if p.FEN() != core.MustParseFEN(tc.fen).FEN() {
				t.Errorf("the position changed")
			}
		})
	}
}

// randomEndgame sets up a small valid position: the kings, up to three pieces of the side to move
// and up to two of the other side.
func randomEndgame(rng *rand.Rand) *core.Position {
	for {
		var st core.Setup
		st.Side = core.Color(rng.IntN(2))
		put := func(pc core.Piece) {
			for range 20 {
				s := core.NewSquare(rng.IntN(9), rng.IntN(10))
				if st.At(s) != core.NoPiece {
					continue
				}
				st.Set(s, pc)
				if len(st.Problems()) == 0 || pc.Type() != core.King {
					return
				}
				st.Set(s, core.NoPiece)
			}
		}
		kinds := []core.PieceType{core.Rook, core.Horse, core.Cannon, core.Pawn, core.Advisor, core.Elephant}
		st.Set(core.NewSquare(3+rng.IntN(3), rng.IntN(3)), core.MakePiece(core.Red, core.King))
		st.Set(core.NewSquare(3+rng.IntN(3), 7+rng.IntN(3)), core.MakePiece(core.Black, core.King))
		for range 1 + rng.IntN(3) {
			put(core.MakePiece(st.Side, kinds[rng.IntN(4)]))
		}
		for range rng.IntN(3) {
			put(core.MakePiece(st.Side.Opp(), kinds[rng.IntN(len(kinds))]))
		}
		if p, probs := st.Position(); len(probs) == 0 {
			return p
		}
	}
}

// TestProveMateAgainstNaive holds the prover against the naive search on random small endgames.
func TestProveMateAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 3))
	count, maxN := 300, 3
	if testing.Short() {
		count, maxN = 60, 2
	}
	found := 0
	for range count {
		p := randomEndgame(rng)
		got := core.ProveMate(p, maxN, 0)
		want := 0
		for n := 1; n <= maxN; n++ {
			if naiveMates(p, n) {
				want = n
				break
			}
		}
		if !got.Complete || got.N != want {
			t.Fatalf("%s: ProveMate N %d, naive %d", p.FEN(), got.N, want)
		}
		if want == 0 {
			continue
		}
		found++
		var wantMoves []core.Move
		for _, m := range p.LegalMoves(nil) {
			q := *p
			q.MakeMove(m)
			ok := !q.HasLegalMove()
			if !ok && want > 1 && (q.HasAttackers(core.Red) || q.HasAttackers(core.Black)) {
				ok = true
				for _, d := range q.LegalMoves(nil) {
					r := q
					r.MakeMove(d)
					if (!r.HasAttackers(core.Red) && !r.HasAttackers(core.Black)) || !naiveMates(&r, want-1) {
						ok = false
						break
					}
				}
			}
			if ok {
				wantMoves = append(wantMoves, m)
			}
		}
		slices.Sort(wantMoves)
		gotMoves := slices.Clone(got.Moves)
		slices.Sort(gotMoves)
		if !slices.Equal(gotMoves, wantMoves) {
			t.Fatalf("%s: mate in %d by %v, naive %v", p.FEN(), want, got.Moves, wantMoves)
		}
	}
	t.Logf("%d positions, %d with a mate", count, found)
	if found == 0 {
		t.Errorf("no position had a mate: the test tests nothing")
	}
}

func TestProveMateLimit(t *testing.T) {
	p := core.StartPosition()
	got := core.ProveMate(p, 3, 1000)
	if got.Complete || got.Nodes < 1000 {
		t.Errorf("start position with 1000 nodes: %+v", got)
	}
}
