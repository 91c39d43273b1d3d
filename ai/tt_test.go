package ai

import (
	"context"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestPrepare checks that Prepare allocates the table once (a second call or a search keeps it) and
// that an engine prepared ahead searches as usual.
func TestPrepare(t *testing.T) {
	e := New(Options{HashMB: 1, Seed: 1})
	if e.tt.buckets != nil {
		t.Fatal("table allocated before Prepare")
	}
	e.Prepare()
	if len(e.tt.buckets) == 0 {
		t.Fatal("Prepare did not allocate the table")
	}
	first := &e.tt.buckets[0]
	e.Prepare()
	r := e.Search(context.Background(), core.NewGame(), Limits{Depth: 3}, nil)
	if r.Move == core.NoMove || &e.tt.buckets[0] != first {
		t.Fatalf("search after Prepare: move %v, table reallocated %v", r.Move, &e.tt.buckets[0] != first)
	}
}
