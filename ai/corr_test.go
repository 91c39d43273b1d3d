package ai

import (
	"context"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// The correction moves towards the difference the searches found, faster at depth, stays within
// ±256 cp, is kept per side to move and per structure, and is forgotten by Clear.
func TestCorrectionHistory(t *testing.T) {
	e := New(Options{HashMB: 1, Seed: 1})
	s := &searcher{e: e, hist: &e.hist, pos: *core.StartPosition()}
	if got := s.corrected(50); got != 50 {
		t.Fatalf("fresh table corrects 50 to %d", got)
	}
	s.updateCorrection(0, 100, 1)
	shallow := s.corrected(0)
	s.hist.corr = [2][corrSize]int32{}
	s.updateCorrection(0, 100, 6)
	deep := s.corrected(0)
	if shallow <= 0 || deep <= shallow || deep > 100 {
		t.Errorf("one update to +100: %d at depth 1, %d at depth 6", shallow, deep)
	}
	for range 200 {
		s.updateCorrection(0, 100, 10)
	}
	if got := s.corrected(0); got < 95 || got > 100 {
		t.Errorf("after many updates to +100: %d", got)
	}
	for range 200 {
		s.updateCorrection(0, 5000, 10)
	}
	if got := s.corrected(0); got < 250 || got > 256 {
		t.Errorf("after many updates to +5000: %d, want about the bound 256", got)
	}
	// The other side to move, and another structure, are untouched.
	other := s.pos
	other.MakeNull()
	o := &searcher{e: e, hist: &e.hist, pos: other}
	if got := o.corrected(0); got != 0 {
		t.Errorf("other side to move corrected to %d", got)
	}
	moved := s.pos
	m, err := core.ParseMoveText("c3c4")
	if err != nil {
		t.Fatal(err)
	}
	moved.MakeMove(m)
	moved.MakeNull()
	if ms := (&searcher{e: e, hist: &e.hist, pos: moved}); ms.corrected(0) != 0 {
		t.Errorf("another structure corrected to %d", ms.corrected(0))
	}
	e.Clear()
	if got := s.corrected(0); got != 0 {
		t.Errorf("after Clear: %d", got)
	}
}

// A search fills the table: the static evaluation is corrected somewhere after a real search.
func TestCorrectionLearned(t *testing.T) {
	e := New(Options{HashMB: 4, Seed: 1})
	e.Search(context.Background(), core.NewGame(), Limits{Depth: 8}, nil)
	n := 0
	for c := range e.hist.corr {
		for _, v := range e.hist.corr[c] {
			if v != 0 {
				n++
			}
		}
	}
	if n < 10 {
		t.Errorf("%d structures corrected after a search to depth 8", n)
	}
}
