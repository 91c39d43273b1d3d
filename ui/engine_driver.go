package ui

import (
	"context"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Engine is what the controller needs from a xiangqi engine; *ai.Engine provides it. Search must
// not modify g and must return soon after ctx is cancelled; one Engine never runs two searches at
// once (the controller takes care of that).
type Engine interface {
	SetLevel(n int)
	Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result
}

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
	// pace is the least time the built-in engine's answer takes (a human pace; pace.go).
	pace time.Duration
}

// search is one engine search, started or waiting for the engine. It is the driver's current
// search while d.cur points to it; once replaced or cancelled, its news and result are dropped when
// they arrive.
type search struct {
	gen     uint64
	purpose searchPurpose
	ctx     context.Context
	cancel  context.CancelFunc
}

// engineDriver is the one place that starts, cancels and drops stale searches. It runs at most one
// current search; a new start or a cancel makes any earlier one stale, and nothing a stale search
// reports reaches the controller. The driver has one engine, made when first needed: a search
// started while a cancelled one has not yet returned waits for that return (a few milliseconds for
// the built-in engine, at most about a second for an added engine that ignores stop, which is then
// killed) in the driver's one pending slot; a newer start takes the slot over. So quick changes
// (stepping through a game with the analysis on) never make a second engine, each with its own
// transposition table: the driver holds one table, not one per change. All methods run on the UI
// goroutine.
type engineDriver struct {
	newEngine func() Engine
	do        func(func())
	gen       uint64 // bumped by every start and cancel: a search of an older generation is stale
	cur       *search
	// eng is the driver's engine (nil until the first search, and after a fault or a change of
	// engines); searching is set while a search of eng has not returned, and pending is the job to
	// start when it does (its search is then cur).
	eng       Engine
	searching bool
	pending   *searchJob
	// epoch is bumped when the engines change (setNewEngine): the return of an older epoch's
	// engine changes nothing but reports its fault.
	epoch uint64
	// onFault, if set, is told on the UI goroutine of an engine whose search ended in a fault
	// (see faulty), current or stale; the search's done is not called and the engine is dropped.
	onFault func(Engine, error)
}

// faulty is an engine that can fail (an engine in another process, external.go): Fault returns
// what went wrong in its last search, or nil.
type faulty interface{ Fault() error }

// setNewEngine cancels any search and makes the driver's engines from now on with newEngine. A
// search of the old engine still running is left to return on its own; the next search does not
// wait for it.
func (d *engineDriver) setNewEngine(newEngine func() Engine) {
	d.cancel()
	d.newEngine = newEngine
	d.eng, d.searching = nil, false
	d.epoch++
}

func newEngineDriver(newEngine func() Engine, do func(func())) *engineDriver {
	return &engineDriver{newEngine: newEngine, do: do}
}

// busy reports whether a search is current (running or waiting for the engine).
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

// start cancels any current search and starts job in the background, at once if the engine is
// free, otherwise as soon as its cancelled search returns.
func (d *engineDriver) start(job searchJob) {
	d.cancel()
	ctx, cancel := context.WithCancel(context.Background())
	d.cur = &search{gen: d.gen, purpose: job.purpose, ctx: ctx, cancel: cancel}
	if d.searching {
		d.pending = &job
		return
	}
	d.run(job, d.cur)
}

// run starts job as search s on the driver's engine, which is free.
func (d *engineDriver) run(job searchJob, s *search) {
	if d.eng == nil {
		d.eng = d.newEngine()
	}
	eng := d.eng
	eng.SetLevel(job.level)
	if job.setup != nil {
		job.setup(eng)
	}
	d.searching = true
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
		start := time.Now()
		res := eng.Search(s.ctx, g, lim, onInfo)
		waitPace(s.ctx, eng, start, job.pace)
		s.cancel()
		var fault error
		if f, ok := eng.(faulty); ok {
			fault = f.Fault()
		}
		do(func() { d.returned(eng, epoch, s, res, fault, done) })
	}()
}

// returned takes a search's return on the UI goroutine: its result if it is still current, the
// engine back (or dropped after a fault), and the pending job started.
func (d *engineDriver) returned(eng Engine, epoch uint64, s *search, res ai.Result, fault error, done func(ai.Result)) {
	if epoch == d.epoch {
		d.searching = false
		if fault != nil {
			d.eng = nil
		}
	}
	if fault != nil {
		if d.current(s) {
			d.cur = nil
		}
		if d.onFault != nil {
			d.onFault(eng, fault)
		}
	} else if d.current(s) {
		d.cur = nil
		if done != nil {
			done(res) // may start the next search
		}
	}
	if job := d.pending; job != nil && !d.searching {
		d.pending = nil
		d.run(*job, d.cur)
	}
}

// current reports whether s is the current search and nothing has been cancelled since it began.
func (d *engineDriver) current(s *search) bool { return d.cur == s && s.gen == d.gen }

// cancel stops the current search, if any; its result, when it arrives, is dropped. The
// generation counter makes sure that nothing started before this call is applied after it.
func (d *engineDriver) cancel() {
	d.gen++
	d.pending = nil
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
