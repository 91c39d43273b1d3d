package ai

import (
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
// shared by the threads of a search. The array is allocated by Engine.Prepare or else by the first
// search, so that creating an engine is cheap.
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8  // written only between searches
	size    uint64 // buckets to allocate
}

func newTable(mb int) *table {
	n := uint64(mb) << 20 / uint64(16*bucketSize)
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	return &table{size: size, mask: size - 1}
}

// ensure allocates the table and writes every byte of it once: fresh memory from the operating
// system is mapped page by page on first use, and a search that did that mapping itself ran at a
// quarter to a half of its speed for about its first second (a game's first moves at 100 ms a move).
func (t *table) ensure() {
	if t.buckets == nil {
		t.buckets = make([]bucket, t.size)
		clear(t.buckets)
	}
}

// clear empties the table; it must not run during a search (the threads of a search start after it).
func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
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
