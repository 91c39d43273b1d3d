package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestReviewerWithAFakeHost(t *testing.T) {
	q := make(doQueue, 64)
	host := newFakeHost(t, fourMoves...)
	r := &reviewer{host: host, driver: newEngineDriver(func() Engine { return firstMoveEngine{} }, q.do)}

	r.ReviewGame(ReviewQuick)
	q.until(t, "the review to end", func() bool { return !r.ReviewRunning() })
	v := r.Review()
	if v.Total != len(fourMoves)+1 || v.Done != v.Total {
		t.Fatalf("review: %d of %d positions done, want all %d", v.Done, v.Total, len(fourMoves)+1)
	}
	if host.saves == 0 || host.changes == 0 {
		t.Errorf("the host was saved %d times and told %d times; want both at least once", host.saves, host.changes)
	}
	if !r.Reviewed() || len(v.Classes) != len(fourMoves) {
		t.Errorf("reviewed %v with %d classes, want %d", r.Reviewed(), len(v.Classes), len(fourMoves))
	}

	t.Run("kept in the saved game", func(t *testing.T) {
		pg := r.pgnWithEvals()
		got := r.Review().Evals
		tree, err := core.TreeFromPGN(pg)
		if err != nil {
			t.Fatal(err)
		}
		host.h.tree = tree
		r.restoreReview()
		if r.Review().Total != len(got) || r.Review().Done != len(got) {
			t.Errorf("restored %d of %d evaluations, want %d", r.Review().Done, r.Review().Total, len(got))
		}
	})

	t.Run("another game drops it", func(t *testing.T) {
		host.h = newHistory()
		host.h.set(gameOf(t, "h2e2"), 1)
		before := host.changes
		r.updateReview()
		if r.Reviewed() || host.changes == before {
			t.Errorf("after another game: reviewed %v, told %v; want dropped and told", r.Reviewed(), host.changes > before)
		}
	})
}
