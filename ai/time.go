package ai

import (
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// Time management. A search with a clock gets a soft budget (the time after which no new iteration
// starts, stretched when the best move changes or the score drops) and a hard budget (the search is
// stopped wherever it is). The hard budget stays well inside the time left, so that with any
// increment the engine never loses on time.
const (
	moveOverhead   = 30 * time.Millisecond // protocol and scheduling latency per move
	defaultMovesTo = 30                    // moves assumed to remain when the clock has no moves-to-go
)

// budget returns the soft and hard time limits for a search; zero means unlimited.
func budget(lim Limits, side core.Color) (soft, hard time.Duration) {
	if lim.Infinite {
		return 0, 0
	}
	if lim.MoveTime > 0 {
		// A fixed time a move: keep a fiftieth for the answer to reach the caller, at most
		// a third of the overhead (10 ms), at least 1 ms of search.
		t := lim.MoveTime - min(moveOverhead/3, lim.MoveTime/50)
		if t < time.Millisecond {
			t = time.Millisecond
		}
		return t, t
	}
	left, inc := lim.WTime, lim.WInc
	if side == core.Black {
		left, inc = lim.BTime, lim.BInc
	}
	if left <= 0 {
		if lim.WTime > 0 || lim.BTime > 0 {
			// Our clock is at zero (or was not sent): move at once.
			return time.Millisecond, time.Millisecond
		}
		return 0, 0
	}
	avail := left - moveOverhead
	if avail < time.Millisecond {
		avail = time.Millisecond
	}
	mtg := lim.MovesToGo
	if mtg <= 0 || mtg > defaultMovesTo {
		mtg = defaultMovesTo
	}
	soft = avail/time.Duration(mtg) + inc*3/4
	hard = soft * 5
	maxHard := avail * 6 / 10
	if mtg == 1 {
		maxHard = avail * 9 / 10
	}
	if hard > maxHard {
		hard = maxHard
	}
	if soft > hard {
		soft = hard
	}
	return soft, hard
}
