package training

import (
	"math/rand/v2"
	"slices"
)

// nearest is how many of the puzzles nearest the player's rating a puzzle is drawn from, so that
// the same rating does not always serve the same puzzle.
const nearest = 12

// Near returns the index in puzzles of a puzzle near rating r that skip does not exclude (a puzzle
// already attempted, one of another kind), drawn at random among the nearest few; -1 when none is
// left.
func Near(puzzles []MasterPuzzle, r float64, skip func(*MasterPuzzle) bool, rng *rand.Rand) int {
	type cand struct {
		i    int
		dist float64
	}
	var cs []cand
	for i := range puzzles {
		if skip != nil && skip(&puzzles[i]) {
			continue
		}
		d := float64(puzzles[i].Rating) - r
		if d < 0 {
			d = -d
		}
		cs = append(cs, cand{i, d})
	}
	if len(cs) == 0 {
		return -1
	}
	slices.SortStableFunc(cs, func(a, b cand) int {
		switch {
		case a.dist < b.dist:
			return -1
		case a.dist > b.dist:
			return 1
		}
		return a.i - b.i
	})
	n := min(len(cs), nearest)
	return cs[rng.IntN(n)].i
}
