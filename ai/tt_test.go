package ai

import (
	"context"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// TestTableReadyOutsideSearch checks that the table is allocated when the engine is made and when
// its size is set, not by a search (issue 52: a first search that allocated it overran its time):
// it becomes ready with no Prepare and no search, a search keeps it, SetHash makes the new one ready
// by itself, and Clear empties it. This is order, not time.
func TestTableReadyOutsideSearch(t *testing.T) {
	waitReady := func(what string, tt *table) {
		t.Helper()
		select {
		case <-tt.ready:
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: the table is not ready 30 s later", what)
		}
		if uint64(len(tt.buckets)) != tt.size || tt.size == 0 {
			t.Fatalf("%s: %d buckets, want %d", what, len(tt.buckets), tt.size)
		}
	}
	e := New(Options{HashMB: 1, Seed: 1})
	waitReady("New", e.tt)
	first := &e.tt.buckets[0]
	r := e.Search(context.Background(), core.NewGame(), Limits{Depth: 3}, nil)
	if r.Move == core.NoMove || &e.tt.buckets[0] != first {
		t.Fatalf("search: move %v, table reallocated %v", r.Move, &e.tt.buckets[0] != first)
	}
	stored := func() int {
		n := 0
		for i := range e.tt.buckets {
			for j := range e.tt.buckets[i] {
				if e.tt.buckets[i][j].load().bound&3 != boundNone {
					n++
				}
			}
		}
		return n
	}
	if stored() == 0 {
		t.Fatal("the search stored nothing")
	}
	e.Clear()
	e.Prepare()
	if n := stored(); n != 0 || &e.tt.buckets[0] != first {
		t.Fatalf("Clear: %d entries kept, table reallocated %v", n, &e.tt.buckets[0] != first)
	}
	e.SetHash(2)
	waitReady("SetHash", e.tt)
	if e.tt.size != 2*(1<<20)/(16*bucketSize) {
		t.Fatalf("SetHash(2): %d buckets", e.tt.size)
	}
}
