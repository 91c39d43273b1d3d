package ai

import (
	"runtime"
	"sync/atomic"

	"github.com/chuhe-xq/chuhe/core"
)

// Bound kinds stored with a score.
const (
	boundNone  uint8 = 0
	boundUpper uint8 = 1 // the score is at most this (fail low)
	boundLower uint8 = 2 // the score is at least this (fail high)
	boundExact       = boundUpper | boundLower
)

// entry is one transposition table record as the search sees it.
type entry struct {
	key   uint64
	move  core.Move
	score int16
	eval  int16
	depth int8
	bound uint8 // low 2 bits: bound; high 6 bits: generation
}

// slot stores an entry in two words that threads of one search read and write without locks: the
// data packed in one word and the key XOR the data in the other. A slot torn by two writers (one
// word from each) no longer matches its key, so it reads as empty rather than as a wrong entry.
type slot struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

func pack(e entry) uint64 {
	return uint64(e.move) | uint64(uint16(e.score))<<16 | uint64(uint16(e.eval))<<32 |
		uint64(uint8(e.depth))<<48 | uint64(e.bound)<<56
}

func unpack(key, d uint64) entry {
	return entry{key: key, move: core.Move(d), score: int16(d >> 16), eval: int16(d >> 32),
		depth: int8(d >> 48), bound: uint8(d >> 56)}
}

// load returns the slot's entry: an empty slot's has an empty bound, a torn slot's a key that is no
// position's.
func (s *slot) load() entry {
	d := s.data.Load()
	return unpack(s.check.Load()^d, d)
}

func (s *slot) put(e entry) {
	d := pack(e)
	s.check.Store(e.key ^ d)
	s.data.Store(d)
}

// bucketSize entries share one index; the shallowest or oldest is replaced.
const bucketSize = 4

type bucket [bucketSize]slot

// table is the transposition table: a power-of-two array of buckets indexed by the Zobrist key,
// shared by the threads of a search. The array is allocated and cleared in the background from the
// moment the table is made (Engine.New, SetHash) and cleared in the background by Engine.Clear, so
// that the work is done by the time a search comes, and is never done inside the time of one: a
// fresh engine's first search used to allocate its 64 MB and spent 50 to 1000 ms over its movetime
// on a loaded machine (issue 52). A search on the clock that comes before the table is ready
// does not wait for it (Engine.tableFor).
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8         // written only between searches
	size    uint64        // buckets allocated
	ready   chan struct{} // closed once buckets is allocated and cleared; replaced by clear
}

// tableSize returns the number of buckets of a table of mb megabytes: the largest power of two that fits.
func tableSize(mb int) uint64 {
	n := uint64(mb) << 20 / uint64(16*bucketSize)
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	return size
}

// newTableNow returns a table of mb megabytes allocated at once (for small ones only).
func newTableNow(mb int) *table {
	size := tableSize(mb)
	t := &table{buckets: make([]bucket, size), size: size, mask: size - 1, ready: make(chan struct{})}
	close(t.ready)
	return t
}

// newTable returns a table of mb megabytes, allocated and cleared in the background.
func newTable(mb int) *table {
	size := tableSize(mb)
	t := &table{size: size, mask: size - 1, ready: make(chan struct{})}
	go func() {
		// Writing every byte once maps the fresh pages now: a search that did that mapping itself
		// ran at a quarter to a half of its speed for about its first second.
		b := make([]bucket, size)
		clearChunked(b)
		t.buckets = b
		close(t.ready)
	}()
	return t
}

// clearChunked zeroes b a slice at a time, yielding between slices. A clear is a runtime call that
// cannot be preempted, and one of fresh memory spends its time in page faults: a garbage collection
// (which the table's allocation itself starts) could not stop this goroutine to scan it, and the
// goroutines that allocated meanwhile (the protocol's reading the next command) waited to assist
// it, up to the whole clear: 1.7 s after "setoption name Hash value 1024".
func clearChunked(b []bucket) {
	const chunk = 4096 // buckets: 256 KB
	for i := 0; i < len(b); i += chunk {
		clear(b[i:min(i+chunk, len(b))])
		runtime.Gosched()
	}
}

// ensure waits until the table is allocated and cleared.
func (t *table) ensure() { <-t.ready }

// isReady reports whether the table is allocated and cleared, without waiting.
func (t *table) isReady() bool {
	select {
	case <-t.ready:
		return true
	default:
		return false
	}
}

// clear empties the table in the background; it must not run during a search (the search that
// follows waits for it in ensure).
func (t *table) clear() {
	t.ensure()
	t.gen = 0
	ready := make(chan struct{})
	t.ready = ready
	b := t.buckets
	go func() {
		clearChunked(b)
		close(ready)
	}()
}

// newSearch starts a new generation, so that entries of earlier searches are replaced first.
func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

// probe returns the entry for key, if any.
func (t *table) probe(key uint64) (entry, bool) {
	if t.buckets == nil {
		return entry{}, false
	}
	b := &t.buckets[key&t.mask]
	for i := range b {
		if e := b[i].load(); e.key == key && e.bound&3 != boundNone {
			return e, true
		}
	}
	return entry{}, false
}

// store records a search result. Scores of mates must already be made relative to this node.
func (t *table) store(key uint64, m core.Move, score, eval Score, depth int, bound uint8) {
	b := &t.buckets[key&t.mask]
	victim := 0
	var old entry
	worst := 1 << 30
	for i := range b {
		e := b[i].load()
		if e.key == key || e.bound&3 == boundNone {
			victim, old = i, e
			break
		}
		// Prefer to replace old generations, then shallow entries.
		age := int((t.gen - e.bound>>2) & 63)
		v := int(e.depth) - 8*age
		if v < worst {
			worst, victim, old = v, i, e
		}
	}
	if old.key == key && m == core.NoMove {
		m = old.move
	}
	if old.key == key && bound != boundExact && depth+2 < int(old.depth) && old.bound>>2 == t.gen {
		return
	}
	b[victim].put(entry{key: key, move: m, score: int16(score), eval: int16(eval), depth: int8(depth), bound: bound | t.gen<<2})
}

// hashFull estimates the permille of the table used by the current generation.
func (t *table) hashFull() int {
	if !t.isReady() {
		return 0
	}
	n, used := 0, 0
	for i := 0; i < len(t.buckets) && n < 1000; i++ {
		for j := range t.buckets[i] {
			e := t.buckets[i][j].load()
			n++
			if e.bound&3 != boundNone && e.bound>>2 == t.gen {
				used++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return used * 1000 / n
}

// scoreToTT makes a mate score relative to the node at ply (distance to mate from here).
func scoreToTT(s Score, ply int) Score {
	switch {
	case s >= mateBound:
		return s + Score(ply)
	case s <= -mateBound:
		return s - Score(ply)
	}
	return s
}

// scoreFromTT undoes scoreToTT at the probing node's ply.
func scoreFromTT(s Score, ply int) Score {
	switch {
	case s >= mateBound:
		return s - Score(ply)
	case s <= -mateBound:
		return s + Score(ply)
	}
	return s
}
