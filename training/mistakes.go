package training

import (
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// MistakeLoss is the least expected score (permille of the mover's) a move must give away to become
// a puzzle: the review's threshold of a mistake, so that mistakes and blunders become puzzles and
// inaccuracies do not.
const MistakeLoss = 200

// Eval is the review's judgement of one position of a game.
type Eval struct {
	Done bool
	// Expected is Red's expected score in permille (win + draw/2).
	Expected int
	// Best is the engine's move there.
	Best core.Move
}

// Mistakes turns the mistakes and blunders that the sides in players made in g into cards ("find
// the better move"): the position before the move, the move played, and the engine's move as the
// answer. evals has one entry per position of g (evals[0] the start); a move whose positions are
// not both evaluated, or that is the engine's own choice, is passed over.
func Mistakes(g *core.Game, evals []Eval, players [2]bool) []library.Card {
	var out []library.Card
	start := g.Start()
	for i := 0; i < g.Len() && i+1 < len(evals); i++ {
		side := start.SideToMove()
		if i%2 == 1 {
			side = side.Opp()
		}
		before, after := evals[i], evals[i+1]
		m := g.Move(i)
		if !players[side] || !before.Done || !after.Done || before.Best == core.NoMove || before.Best == m {
			continue
		}
		loss := before.Expected - after.Expected
		if side == core.Black {
			loss = -loss
		}
		if loss < MistakeLoss {
			continue
		}
		p := g.PositionAt(i)
		if !p.IsLegalMove(before.Best) {
			continue
		}
		class := 2 // a mistake
		if loss >= 300 {
			class = 3 // a blunder
		}
		out = append(out, library.Card{Kind: library.MistakeCard, FEN: p.FEN(), Played: m,
			Best: []core.Move{before.Best}, Class: class, Loss: loss, Ply: i})
	}
	return out
}
