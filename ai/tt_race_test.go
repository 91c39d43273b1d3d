package ai

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestSlotPack checks that an entry survives a slot's packing, extreme values included.
func TestSlotPack(t *testing.T) {
	for _, e := range []entry{
		{key: 1, move: core.Move(0xffff), score: -32000, eval: 32000, depth: -1, bound: boundExact | 63<<2},
		{key: 0xdeadbeefcafef00d, move: core.Move(0x1234), score: 7, eval: -9, depth: 127, bound: boundLower | 5<<2},
	} {
		var s slot
		s.put(e)
		if got := s.load(); got != e {
			t.Errorf("put %+v, load %+v", e, got)
		}
	}
}

// TestTableConcurrent has threads store and probe overlapping keys at once, as the threads of a
// search do, each entry's contents derived from its key: a probe must never return an entry that
// does not belong to its key (a slot torn by two writers must read as a miss). Run it with -race.
func TestTableConcurrent(t *testing.T) {
	tt := newTable(1)
	tt.size, tt.mask = 1, 0 // one bucket: every store replaces another key's slot
	tt.ensure()
	tt.newSearch()
	keys := make([]uint64, 8)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range keys {
		keys[i] = r.Uint64() | 1
	}
	want := func(k uint64) (core.Move, Score, Score, int) {
		return core.Move(k >> 16), Score(int16(k >> 32)), Score(int16(k >> 48)), int(k>>8) & 63
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 3))
			for range 200000 {
				k := keys[r.IntN(len(keys))]
				if r.IntN(2) == 0 {
					m, s, ev, d := want(k)
					tt.store(k, m, s, ev, d, boundExact)
					continue
				}
				if e, ok := tt.probe(k); ok {
					m, s, ev, d := want(k)
					if e.move != m || Score(e.score) != s || Score(e.eval) != ev || int(e.depth) != d {
						t.Errorf("key %x: probe gave %+v", k, e)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
}
