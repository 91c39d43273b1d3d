package coach

import (
	"math"
	"slices"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Accuracy as lichess computes it (lichess.org/page/accuracy and its gameAccuracy): a move's accuracy
// falls exponentially with the win percentage it gives away, and a side's game accuracy is the mean of
// a volatility-weighted mean and a harmonic mean of its moves' accuracies. Lichess turns a centipawn
// score into a win percentage with its own curve; Chuhe uses its engine's expected score (win + draw/2,
// the WDL model of ai.Score.WDL), which is what the review classifies moves by.

// RedExpected is Red's expected score in permille (its chance of winning plus half its chance of a
// draw, the engine's WDL model at p's ply) from a score s for the side to move in p: the scale
// GameAccuracy, KeyMoments and AverageLoss read.
func RedExpected(p *core.Position, s ai.Score) int {
	w, d, l := s.WDL(2*(p.FullmoveNumber()-1) + int(p.SideToMove()))
	if p.SideToMove() == core.Black {
		w = l
	}
	return w + d/2
}

// MoveAccuracy is the accuracy, 0 to 100, of a move that took the mover's win percentage (expected
// score, 0 to 100) from before to after.
func MoveAccuracy(before, after float64) float64 {
	if after >= before {
		return 100
	}
	a := 103.1668*math.Exp(-0.04354*(before-after)) - 3.1669
	return min(100, max(0, a))
}

// GameAccuracy returns Red's and Black's accuracy, 0 to 100, from Red's expected score in permille
// at each position of a game (expected[0] the start, one more entry than moves), first the side
// that moves first. A side with no move gets -1.
//
// Each move is weighted by the volatility of the game around it: the standard deviation of the win
// percentages in a window of the game (size n/10 moves, clamped to 2..8; the first moves share the
// first window), clamped to 0.5..12, so that moves in calm positions weigh less than moves in sharp
// ones. A side's accuracy is the mean of its weighted mean and its harmonic mean (which a single
// blunder drags down).
func GameAccuracy(expected []int, first core.Color) [2]float64 {
	out := [2]float64{-1, -1}
	n := len(expected) - 1
	if n < 1 {
		return out
	}
	win := make([]float64, len(expected)) // Red's win percentage
	for i, e := range expected {
		win[i] = float64(e) / 10
	}
	size := min(max(n/10, 2), 8, len(win))
	weights := make([]float64, n)
	for i := range weights {
		start := max(0, i+1-size+1) // the window ending at the position after move i
		if start+size > len(win) {
			start = len(win) - size
		}
		weights[i] = min(max(stddev(win[start:start+size]), 0.5), 12)
	}
	var acc [2][]float64
	var wsum, wacc [2]float64
	for i := range n {
		side := first ^ core.Color(i%2)
		before, after := win[i], win[i+1]
		if side == core.Black {
			before, after = 100-before, 100-after
		}
		a := MoveAccuracy(before, after)
		acc[side] = append(acc[side], a)
		wsum[side] += weights[i]
		wacc[side] += weights[i] * a
	}
	for c := range out {
		if len(acc[c]) == 0 {
			continue
		}
		out[c] = (wacc[c]/wsum[c] + harmonic(acc[c])) / 2
	}
	return out
}

// stddev is the population standard deviation of xs.
func stddev(xs []float64) float64 {
	var mean float64
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	var v float64
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return math.Sqrt(v / float64(len(xs)))
}

// harmonic is the harmonic mean of xs; a zero makes it zero.
func harmonic(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		if x <= 0 {
			return 0
		}
		s += 1 / x
	}
	return float64(len(xs)) / s
}

// MaxKeyMoments bounds the key moments of a game.
const MaxKeyMoments = 5

// KeyMomentLoss is the least a move must give away of its mover's expected score (permille) to be a
// key moment: a mistake in the review's classes.
const KeyMomentLoss = 200

// KeyMoments returns the moves where the game turned, in the order played (move i leads from position
// i to i+1): the moves that gave away at least KeyMomentLoss of the mover's expected score, the
// biggest MaxKeyMoments of them; and a move that made the expected score cross one half (the lead
// changing hands) by at least half that much. expected is Red's expected score in permille per
// position; done[i] says whether position i was evaluated (nil: all were).
func KeyMoments(expected []int, done []bool, first core.Color) []int {
	type moment struct{ i, loss int }
	var ms []moment
	for i := 0; i+1 < len(expected); i++ {
		if done != nil && (!done[i] || !done[i+1]) {
			continue
		}
		loss := expected[i] - expected[i+1]
		if first^core.Color(i%2) == core.Black {
			loss = -loss
		}
		crossed := (expected[i] >= 500) != (expected[i+1] >= 500)
		if loss >= KeyMomentLoss || (crossed && loss >= KeyMomentLoss/2) {
			ms = append(ms, moment{i, loss})
		}
	}
	slices.SortStableFunc(ms, func(a, b moment) int { return b.loss - a.loss })
	ms = ms[:min(len(ms), MaxKeyMoments)]
	out := make([]int, len(ms))
	for k, m := range ms {
		out[k] = m.i
	}
	slices.Sort(out)
	return out
}

// AverageLoss is the mean expected score (permille) each side's moves gave away, Red's first; a
// move that gained counts as losing nothing. A side with no evaluated move gets -1.
func AverageLoss(expected []int, done []bool, first core.Color) [2]float64 {
	var sum, n [2]float64
	for i := 0; i+1 < len(expected); i++ {
		if done != nil && (!done[i] || !done[i+1]) {
			continue
		}
		side := first ^ core.Color(i%2)
		loss := expected[i] - expected[i+1]
		if side == core.Black {
			loss = -loss
		}
		sum[side] += float64(max(loss, 0))
		n[side]++
	}
	out := [2]float64{-1, -1}
	for c := range out {
		if n[c] > 0 {
			out[c] = sum[c] / n[c]
		}
	}
	return out
}
