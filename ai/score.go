package ai

import (
	"math"
	"strconv"
)

// Score is an evaluation in centipawns (a pawn on its starting point is worth about 100) from the
// side to move's point of view. Scores near ±Mate encode forced wins: Mate-n means the side to move
// mates (or wins by rule) n plies from the root, -(Mate-n) that it is mated in n plies.
type Score int32

const (
	// Mate is the score of a won game at the root; a win found n plies deep scores Mate-n.
	Mate Score = 30000
	// Infinite bounds every score.
	Infinite Score = 32000
	// maxPly bounds the depth of the search tree (including extensions and quiescence).
	maxPly = 128
	// mateBound: scores beyond it are mate scores.
	mateBound = Mate - 2*maxPly
)

// IsMate reports whether the score is a forced win or loss (by mate, stalemate or a rule such as
// perpetual check).
func (s Score) IsMate() bool { return s >= mateBound || s <= -mateBound }

// MateIn returns, for a mate score, the number of moves (of the side that wins, as UCI counts them)
// to the end of the game: positive when the side to move wins, negative when it loses. It returns 0
// for a score that is not a mate score.
func (s Score) MateIn() int {
	switch {
	case s >= mateBound:
		return int(Mate-s+1) / 2
	case s <= -mateBound:
		return -(int(Mate+s) + 1) / 2
	}
	return 0
}

// MateScore is the score of a mate in n moves as MateIn counts them: the side to move mates in n
// moves when n > 0, is mated in -n moves when n < 0. MateScore(n).MateIn() == n for every n that
// is not 0 and within the search's depth.
func MateScore(n int) Score {
	if n > 0 {
		return Mate - Score(2*n-1)
	}
	return -(Mate - Score(-2*n))
}

// String returns the UCI form: "cp 35" or "mate 3" / "mate -2".
func (s Score) String() string {
	if s.IsMate() {
		return "mate " + strconv.Itoa(s.MateIn())
	}
	return "cp " + strconv.Itoa(int(s))
}

// WDL estimates, in per mille, the chances that the side to move wins, draws and loses from a search
// score, ply plies into the game. The model is a pair of logistics, win = σ((s − a)/b) and loss =
// σ((−s − a)/b), with a = 30 + 2·min(ply, 120) cp (draws grow likelier as the game goes on) and b =
// 240 cp, fitted by maximum likelihood to 5 357 positions (every eighth ply from ply 16) of 373
// self-play games, each scored by a search to depth 7. Mate scores are certain.
func (s Score) WDL(ply int) (win, draw, loss int) {
	switch {
	case s >= mateBound:
		return 1000, 0, 0
	case s <= -mateBound:
		return 0, 0, 1000
	}
	a := 30 + 2*float64(min(max(ply, 0), 120))
	const b = 240
	sig := func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
	win = int(math.Round(1000 * sig((float64(s)-a)/b)))
	loss = int(math.Round(1000 * sig((-float64(s)-a)/b)))
	return win, 1000 - win - loss, loss
}
