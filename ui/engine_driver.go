package ui

import (
	"context"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// searchPurpose tells a search for the computer's move from one for a hint or for the answer to a
// draw offer.
type searchPurpose int

const (
	searchMove searchPurpose = iota
	searchHint
	searchDraw     // see draw.go
	searchAnalysis // see analysis.go
	searchReview   // see review.go
)

// searchJob is one search to run: what for, on which game, within which limits, and what to do
// with its news and its result.
type searchJob struct {
	purpose searchPurpose
	level   int        // the engine's level (ai.Engine.SetLevel)
	game    *core.Game // the game up to the position to search; the search owns it
	limits  ai.Limits
	// setup, if set, prepares the engine before the search (on the UI goroutine).
	setup func(Engine)
	// progress, if set, is called on the search's goroutine with each of the engine's reports
	// (so that formatting stays off the UI goroutine); the function it returns, if any, runs on
	// the UI goroutine while the search is still the current one.
	progress func(ai.Info) func()
	// done runs on the UI goroutine with the result, only if the search is still the current one.
	done func(ai.Result)
}

// search is one engine search in flight. It is the driver's current search while d.cur points to
// it; once replaced or cancelled, its news and result are dropped when they arrive.
type search struct {
	gen     uint64
	purpose searchPurpose
	cancel  context.CancelFunc
}

// engineDriver is the one place that starts, cancels and drops stale searches. It runs at most one
// current search; a new start or a cancel makes any earlier one stale, and nothing a stale search
// reports reaches the controller. Engines are reused: one that has finished goes back to the idle
// pool, and a new one is made only while a cancelled search has not yet returned. The pool keeps at
// most maxIdleEngines: quick changes (stepping through a game with the analysis on) can outrun the
// cancelled searches' returns and make many engines, each with its own transposition table, and
// keeping them all would hold hundreds of megabytes for nothing. All methods run on the UI
// goroutine.
type engineDriver struct {
	newEngine func() Engine
	do        func(func())
	gen       uint64 // bumped by every start and cancel: a search of an older generation is stale
	cur       *search
	idle      []Engine
	// epoch is bumped when the engines change (setNewEngine): an engine of an older epoch does
	// not go back to the idle pool.
	epoch uint64
	// onFault, if set, is told on the UI goroutine of an engine whose search ended in a fault
	// (see faulty), current or stale; the search's done is not called and the engine is dropped.
	onFault func(Engine, error)
}

// faulty is an engine that can fail (an engine in another process, external.go): Fault returns
// what went wrong in its last search, or nil.
type faulty interface{ Fault() error }

// setNewEngine cancels any search and makes the driver's engines from now on with newEngine.
func (d *engineDriver) setNewEngine(newEngine func() Engine) {
	d.cancel()
	d.newEngine = newEngine
	d.idle = nil
	d.epoch++
}

// maxIdleEngines is how many finished engines the driver keeps for reuse; more are let go.
const maxIdleEngines = 2

func newEngineDriver(newEngine func() Engine, do func(func())) *engineDriver {
	return &engineDriver{newEngine: newEngine, do: do}
}

// busy reports whether a search is current.
func (d *engineDriver) busy() bool { return d.cur != nil }

// purpose returns the current search's purpose; ok is false when none runs.
func (d *engineDriver) purpose() (p searchPurpose, ok bool) {
	if d.cur == nil {
		return 0, false
	}
	return d.cur.purpose, true
}

// generation changes whenever a search starts or the driver is told to cancel, which is at every
// change of the game; a question left open to the user compares it to know nothing happened.
func (d *engineDriver) generation() uint64 { return d.gen }

// takeEngine returns an engine that is not searching.
func (d *engineDriver) takeEngine() Engine {
	if n := len(d.idle); n > 0 {
		e := d.idle[n-1]
		d.idle = d.idle[:n-1]
		return e
	}
	return d.newEngine()
}

// start cancels any current search and starts job in the background.
func (d *engineDriver) start(job searchJob) {
	d.cancel()
	eng := d.takeEngine()
	eng.SetLevel(job.level)
	if job.setup != nil {
		job.setup(eng)
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &search{gen: d.gen, purpose: job.purpose, cancel: cancel}
	d.cur = s
	g, lim, progress, done, do, epoch := job.game, job.limits, job.progress, job.done, d.do, d.epoch
	go func() {
		var onInfo func(ai.Info)
		if progress != nil {
			onInfo = func(info ai.Info) {
				if f := progress(info); f != nil {
					do(func() {
						if d.current(s) {
							f()
						}
					})
				}
			}
		}
		res := eng.Search(ctx, g, lim, onInfo)
		cancel()
		var fault error
		if f, ok := eng.(faulty); ok {
			fault = f.Fault()
		}
		do(func() {
			if fault != nil {
				if d.current(s) {
					d.cur = nil
				}
				if d.onFault != nil {
					d.onFault(eng, fault)
				}
				return
			}
			if epoch == d.epoch && len(d.idle) < maxIdleEngines {
				d.idle = append(d.idle, eng)
			}
			if !d.current(s) {
				return
			}
			d.cur = nil
			if done != nil {
				done(res)
			}
		})
	}()
}

// current reports whether s is the current search and nothing has been cancelled since it began.
func (d *engineDriver) current(s *search) bool { return d.cur == s && s.gen == d.gen }

// cancel stops the current search, if any; its result, when it arrives, is dropped. The
// generation counter makes sure that nothing started before this call is applied after it.
func (d *engineDriver) cancel() {
	d.gen++
	if d.cur == nil {
		return
	}
	d.cur.cancel()
	d.cur = nil
}

// hurry tells the current search to stop now and still deliver its result (the best move found so
// far): Move now.
func (d *engineDriver) hurry() {
	if d.cur != nil {
		d.cur.cancel()
	}
}
