package ai

import (
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// TestBudgetMoveTime checks the budget of a fixed time a move: nearly all of it, keeping a fiftieth
// (at most 10 ms) for the answer, and never nothing.
func TestBudgetMoveTime(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct{ movetime, want time.Duration }{
		{100 * ms, 98 * ms},
		{1000 * ms, 990 * ms},
		{5000 * ms, 4990 * ms},
		{20 * ms, 19600 * time.Microsecond},
		{1 * ms, 1 * ms},
	} {
		soft, hard := budget(Limits{MoveTime: tc.movetime}, core.Red)
		if soft != tc.want || hard != tc.want {
			t.Errorf("movetime %v: budget %v, %v; want %v", tc.movetime, soft, hard, tc.want)
		}
	}
}
