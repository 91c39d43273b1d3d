package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

// Limits bound one search. Zero fields set no limit of their kind; with no limit at all the search
// runs until its context is cancelled (or it reaches its maximum depth).
type Limits struct {
	Depth    int           // plies of iterative deepening
	Nodes    int64         // nodes searched
	MoveTime time.Duration // exact time for this move
	Infinite bool          // ignore the clocks: search until cancelled
	// The clocks: time left and increment per move for Red (W) and Black (B), and moves to the next
	// time control (0: sudden death).
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	// SearchMoves, when not empty, restricts the root to these moves (UCI searchmoves);
	// BanMoves excludes moves from the root (UCCI banmoves). Moves that are not legal are ignored.
	SearchMoves, BanMoves []core.Move
	// Start is when the search was asked for, from which MoveTime and the clocks count (zero: when
	// Search is called). A protocol sets it as it reads the command, so that the time the search
	// takes to get going (a goroutine waiting for a processor while the runtime collects garbage,
	// say) is on the search's clock and not on top of it.
	Start time.Time
}

// Info reports the progress of a search: one call per completed iteration and principal variation.
type Info struct {
	Depth, SelDepth, MultiPV int // MultiPV is the 1-based rank of the line
	Score                    Score
	Nodes, NPS               int64
	Time                     time.Duration
	PV                       []core.Move
	HashFull                 int // permille of the transposition table in use
}

// Result is the outcome of a search.
type Result struct {
	Move   core.Move // the move to play; core.NoMove when the side to move has no legal move
	Ponder core.Move // the expected reply, or core.NoMove
	Score  Score
	Depth  int
	Nodes  int64
	PV     []core.Move
}

// Options configure an Engine.
type Options struct {
	HashMB  int   // transposition table size in MiB (default 16)
	OwnBook bool  // play from the opening book (levels 3 and up, for more plies as the level rises)
	MultiPV int   // principal variations to report (default 1)
	Level   int   // 1..MaxLevel, MaxLevel = full strength (default MaxLevel)
	Threads int   // search threads (default 1; see SetThreads)
	Seed    int64 // seeds the book's and the levels' randomness (0: seeded from the clock)
}

// Engine is a xiangqi player. It owns the transposition table, the history and killer tables and a
// random source; it is not safe for two concurrent Searches.
type Engine struct {
	opts    Options
	level   int
	tt      *table
	stopgap *table    // a small table for searches on the clock while tt is not ready; made when needed
	hist    history   // the main thread's
	helpers []history // one per helper thread
	rng     *rand.Rand
	book    *Book
	natural naturalTable // how often masters play each move (the weak levels prefer natural moves)
	// checkSums makes every static evaluation in the search check the searcher's incremental
	// material and piece-square sums against sums made afresh (tests only).
	checkSums bool
	net       *nnue.Net // the neural evaluation; nil: the hand-written one
}

// MaxThreads bounds the number of search threads.
const MaxThreads = 64

// New returns an engine with the given options.
func New(o Options) *Engine {
	if o.HashMB <= 0 {
		o.HashMB = 16
	}
	if o.MultiPV <= 0 {
		o.MultiPV = 1
	}
	if o.Level <= 0 || o.Level > MaxLevel {
		o.Level = MaxLevel
	}
	seed := uint64(o.Seed)
	if o.Seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	e := &Engine{
		opts:  o,
		level: o.Level,
		tt:    newTable(o.HashMB),
		rng:   rand.New(rand.NewPCG(seed, 0x436875686520)),
		book:  defaultBook(),
	}
	e.natural = defaultNatural()
	e.SetThreads(o.Threads)
	return e
}

// SetLevel sets the playing level, 1 (beginner) to MaxLevel (full strength); other values are clamped.
func (e *Engine) SetLevel(n int) { e.level = ClampLevel(n) }

// Level returns the playing level.
func (e *Engine) Level() int { return e.level }

// SetHash resizes the transposition table (which clears it), allocating the new one in the background.
func (e *Engine) SetHash(mb int) {
	if mb <= 0 {
		mb = 1
	}
	e.opts.HashMB = mb
	e.tt = newTable(mb)
}

// SetMultiPV sets how many principal variations a full-strength search reports.
func (e *Engine) SetMultiPV(n int) {
	if n < 1 {
		n = 1
	}
	e.opts.MultiPV = n
}

// SetThreads sets the number of threads a search uses (clamped to 1..MaxThreads). The threads share
// the transposition table and search the same position, each from its own history ("lazy SMP"); the
// main one decides and reports. Searches limited by nodes, and the weakened levels' searches, use one
// thread whatever the setting, so that they play the same on every machine.
func (e *Engine) SetThreads(n int) {
	n = max(1, min(n, MaxThreads))
	e.opts.Threads = n
	if len(e.helpers) != n-1 {
		e.helpers = make([]history, n-1)
	}
}

// SetNet chooses the evaluation: the neural net n, or the hand-written evaluation when n is nil. A
// net is read-only and may be shared by any number of engines.
func (e *Engine) SetNet(n *nnue.Net) { e.net = n }

// UsesNet reports whether the engine evaluates with a neural net.
func (e *Engine) UsesNet() bool { return e.net != nil }

// Threads returns the number of search threads.
func (e *Engine) Threads() int { return e.opts.Threads }

// SetOwnBook turns the opening book on or off.
func (e *Engine) SetOwnBook(on bool) { e.opts.OwnBook = on }

// Prepare waits until the transposition table, which New and SetHash allocate and Clear empties in
// the background, is ready (a GUI's "isready" is the place: the time is on no one's clock). A search
// on the clock that comes before that waits for it at most a quarter of its time (tableFor).
func (e *Engine) Prepare() { e.tt.ensure() }

// TableReady reports whether the transposition table is ready, so that Prepare would not wait.
func (e *Engine) TableReady() bool { return e.tt.isReady() }

// stopgapMB is the size of the table a search on the clock uses while the engine's own is still
// being allocated or cleared: small enough to allocate at once.
const stopgapMB = 1

// tableFor returns the table a search with limits lim, for side, asked for at start, uses: the
// engine's, once it is ready. Searches bounded only by depth or nodes, and infinite ones, wait for
// it, so that their result does not depend on timing. A search on the clock (a movetime or a clock
// time) waits at most a quarter of its time and then, if the table is still being allocated or
// cleared (a search right after start-up, SetHash or Clear with no Prepare between), searches with
// a small stand-in table, so that it keeps its time: a long search loses little by waiting, a short
// one little by the small table.
func (e *Engine) tableFor(lim Limits, side core.Color, start time.Time) *table {
	if e.tt.isReady() {
		return e.tt
	}
	soft, _ := budget(lim, side)
	if lim.Infinite || soft == 0 {
		e.tt.ensure()
		return e.tt
	}
	wait := time.NewTimer(time.Until(start.Add(soft / 4)))
	defer wait.Stop()
	select {
	case <-e.tt.ready:
		return e.tt
	case <-wait.C:
	}
	if e.stopgap == nil {
		e.stopgap = newTableNow(stopgapMB)
	}
	return e.stopgap
}

// Clear forgets everything learned in previous searches (call it for a new game). The table is
// emptied in the background (see Prepare).
func (e *Engine) Clear() {
	e.tt.clear()
	e.hist = history{}
	clear(e.helpers)
}

// HashFull returns the permille of the transposition table used by the current generation.
func (e *Engine) HashFull() int { return e.tt.hashFull() }

// Search finds a move for the side to move in g's current position. It never modifies g (it works on
// its own copy of the position and history). Cancelling ctx ends the search promptly and returns the
// best move found so far. onInfo, which may be nil, is called from the search goroutine after every
// completed iteration. The engine's level weakens the choice at levels below MaxLevel.
func (e *Engine) Search(ctx context.Context, g *core.Game, lim Limits, onInfo func(Info)) Result {
	pos := g.Position()
	var buf [128]core.Move
	legal := filterRoot(pos.LegalMoves(buf[:0]), lim)
	if len(legal) == 0 {
		return Result{Score: -Mate}
	}
	lv := levels[e.level-1]
	if e.opts.OwnBook && g.Len() < lv.bookPlies && len(lim.SearchMoves) == 0 && len(lim.BanMoves) == 0 {
		if m := e.book.Pick(&pos, e.rng); m != core.NoMove {
			return Result{Move: m, PV: []core.Move{m}}
		}
	}
	var blind *perception
	if lv.oppHard > 0 || lv.oppCapture > 0 || lv.ownHard > 0 {
		blind = &perception{seed: e.rng.Uint64(), oppHard: lv.oppHard, oppCapture: lv.oppCapture, ownHard: lv.ownHard}
		legal = blind.ownMoves(&pos, lastMove(g), legal)
	}
	s := newSearcher(e, ctx, g, &pos, lim, legal)
	s.blind = blind
	s.tt.newSearch()
	multiPV := e.opts.MultiPV
	if lv.multiPV > multiPV {
		// A weakened level scores more root lines than asked for, to choose among them; only the
		// lines asked for are reported.
		multiPV = lv.multiPV
		if onInfo != nil {
			asked, report := e.opts.MultiPV, onInfo
			onInfo = func(in Info) {
				if in.MultiPV <= asked {
					report(in)
				}
			}
		}
	}
	if lv.depth > 0 && s.maxDepth > lv.depth {
		s.maxDepth = lv.depth
	}
	if lv.nodes > 0 && (s.nodeLimit == 0 || s.nodeLimit > lv.nodes) {
		s.nodeLimit = lv.nodes
	}
	threads := e.opts.Threads
	if lv.depth > 0 || s.nodeLimit > 0 {
		threads = 1
	}
	if threads == 1 {
		s.run(multiPV, onInfo)
		return s.result(lv, e.rng)
	}

	// Helper threads search the same root until the main thread is done; they have no clock of
	// their own and report nothing, and help through the table they share with it.
	s.grp = &group{nodes: make([]atomic.Int64, threads)}
	hctx, cancel := context.WithCancel(ctx)
	defer cancel()
	helpers := make([]*searcher, threads-1)
	for i := range helpers {
		h := newSearcherOn(s.tt, e, hctx, g, &pos, Limits{}, legal)
		h.hist = &e.helpers[i]
		h.id, h.grp, h.maxDepth = i+1, s.grp, s.maxDepth
		helpers[i] = h
	}
	var wg sync.WaitGroup
	for _, h := range helpers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.run(1, nil)
			h.grp.nodes[h.id].Store(h.nodes)
		}()
	}
	s.run(multiPV, onInfo)
	cancel()
	wg.Wait()
	return s.result(lv, e.rng)
}

// filterRoot applies SearchMoves and BanMoves to the legal root moves. If nothing would remain, the
// restriction is ignored (a side with a legal move always gets one).
func filterRoot(legal []core.Move, lim Limits) []core.Move {
	if len(lim.SearchMoves) == 0 && len(lim.BanMoves) == 0 {
		return legal
	}
	var out []core.Move
	for _, m := range legal {
		if len(lim.SearchMoves) > 0 && !slices.Contains(lim.SearchMoves, m) {
			continue
		}
		if slices.Contains(lim.BanMoves, m) {
			continue
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// TimeBudget returns the soft and the hard time limit the engine would give itself under lim when
// side is to move (zero: no time limit). A protocol uses it to time a search that began as a ponder.
func TimeBudget(lim Limits, side core.Color) (soft, hard time.Duration) { return budget(lim, side) }
