package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestIncrementalSums searches positions from random games, one and two threads, with every static
// evaluation checking the searcher's move-by-move material and piece-square sums against sums made
// afresh (a mismatch panics with the position), and checks evaluate against evaluateSums with
// sums moved along every legal move.
func TestIncrementalSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 11))
	depth := 7
	if testing.Short() {
		depth = 5
	}
	for n := 0; n < 12; n++ {
		g := core.NewGame()
		plies := 10 + rng.IntN(80)
		var buf [128]core.Move
		for i := 0; i < plies; i++ {
			p := g.Position()
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 || g.Result().Outcome != core.Ongoing {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		pos := g.Position()
		if g.Result().Outcome != core.Ongoing || !pos.HasLegalMove() {
			continue
		}
		fen := pos.FEN()
		base := psqSums(&pos)
		for _, m := range pos.LegalMoves(buf[:0]) {
			pc := pos.At(m.From())
			u := pos.MakeMove(m)
			a := base
			a.moved(pc, m.From(), m.To(), u.Captured())
			if fresh := psqSums(&pos); a != fresh {
				t.Fatalf("%s after %s: moved gives %+v, afresh %+v", fen, m, a, fresh)
			}
			if evaluate(&pos) != evaluateSums(&pos, &a) {
				t.Fatalf("%s after %s: evaluate and evaluateSums differ", fen, m)
			}
			pos.UnmakeMove(m, u)
		}
		for _, threads := range []int{1, 2} {
			e := New(Options{HashMB: 4, Seed: 1, Threads: threads})
			e.checkSums = true
			r := e.Search(context.Background(), g, Limits{Depth: depth}, nil)
			if r.Move == core.NoMove {
				t.Fatalf("%s: no move", pos.FEN())
			}
		}
	}
}

// TestMobility checks the evaluation's mobility counts against the pseudo-legal moves in positions
// from random games: a horse's and a rook's moves, and a cannon's moves to empty points.
func TestMobility(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 3))
	var buf [128]core.Move
	checked := [core.NumPieceTypes]int{}
	for n := 0; n < 300; n++ {
		p := core.StartPosition()
		for i := rng.IntN(150); i > 0; i-- {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.MakeMove(moves[rng.IntN(len(moves))])
		}
		c := p.SideToMove()
		moves := p.PseudoMoves(buf[:0])
		for _, s := range p.PieceSlots(c) {
			if s == core.NoSquare {
				continue
			}
			typ := p.At(s).Type()
			want, got := 0, 0
			for _, m := range moves {
				if m.From() == s && (typ != core.Cannon || p.At(m.To()) == core.NoPiece) {
					want++
				}
			}
			switch typ {
			case core.Horse:
				got = horseMoves(p, s, c)
			case core.Rook:
				got = rookMoves(p, s, c)
			case core.Cannon:
				got = cannonMoves(p, s)
			default:
				continue
			}
			if got != want {
				t.Fatalf("%s: %v on %v: mobility %d, pseudo-legal moves %d", p.FEN(), typ, s, got, want)
			}
			checked[typ]++
		}
	}
	for _, typ := range []core.PieceType{core.Horse, core.Rook, core.Cannon} {
		if checked[typ] < 100 {
			t.Fatalf("only %d %vs checked", checked[typ], typ)
		}
	}
}
