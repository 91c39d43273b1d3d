package coach

import "math"

// The level of Chuhe's ladder a side played like, from the expected score its moves gave away on
// average. measuredLoss is each level's loss per move (permille of expected score) as
// docs/levels.md measured it with cmd/chuhe-levels on 300 held-out master positions, levels 1 to
// 17: the level whose figure is nearest to a side's average is the one it played like. Above level
// 17 the measure cannot tell the levels apart (its reference search is about as strong as level 16),
// so a loss at or below level 17's says 17. The review's own evaluations are the reference here,
// which is close to, not the same as, that measure's: the level is an estimate, as the review says.
var measuredLoss = [...]float64{195.1, 183.1, 162.0, 145.1, 144.8, 110.6, 92.8, 73.9, 64.0, 59.3, 47.2,
	40.7, 38.9, 25.6, 17.7, 14.9, 5.1}

// LevelFor returns the level of the ladder whose measured loss per move is nearest averageLoss
// (permille of expected score per move, as AverageLoss counts it); 0 for a negative loss (no moves).
func LevelFor(averageLoss float64) int {
	if averageLoss < 0 {
		return 0
	}
	best := 0
	for i, l := range measuredLoss {
		if math.Abs(averageLoss-l) < math.Abs(averageLoss-measuredLoss[best]) {
			best = i
		}
	}
	return best + 1
}
