package coach

import "github.com/chuhe-xq/chuhe/ai"

// The level of Chuhe's ladder a side played like, from the expected score its moves gave away on
// average. ai has no table of the ladder's average loss per move yet (docs/levels.md measures the
// levels against each other, not their moves' loss), so this package keeps a small provisional
// one: the upper bound of the average loss (permille of expected score per move, as AverageLoss
// counts it) at which a side is said to play like each level, weakest level last. The bounds are
// set by the ladder's construction — level 8 searches for seconds and rarely gives away more than
// a percent per move; levels 1-2 choose at random within 250 cp of the best — and should be replaced
// by the levels' measured losses (from level-vs-level games reviewed at a fixed budget) when the
// levels issue settles the ladder.
var levelBounds = [...]struct {
	level   int
	maxLoss float64
}{
	{8, 8},
	{7, 14},
	{6, 22},
	{5, 32},
	{4, 45},
	{3, 62},
	{2, 85},
}

// LevelFor returns the level of the ladder, 1 (weakest) to ai.MaxLevel, whose play gives away
// about averageLoss permille of expected score per move; 0 for a negative loss (no moves). The
// bounds above are of the eight levels before the ladder, mapped onto it by ai.LevelFromOld.
func LevelFor(averageLoss float64) int {
	if averageLoss < 0 {
		return 0
	}
	for _, b := range levelBounds {
		if averageLoss <= b.maxLoss {
			return ai.LevelFromOld(b.level)
		}
	}
	return ai.LevelFromOld(1)
}
