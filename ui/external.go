package ui

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/extengine"
)

// externalEngine is an engine in another process (package extengine) seen as an Engine, so that
// the engine drivers run it as they run the built-in one. Its process starts at its first search,
// on the search's goroutine, never on the UI goroutine. Searches run one at a time (extengine
// waits for the one before to end). A fault (the program does not start, exits, writes garbage,
// gives an illegal or malformed move, does not answer stop) kills the process and is kept: the
// search returns no move and Fault says why, and the driver hands it to the controller.
type externalEngine struct {
	cfg     EngineConfig
	log     *extengine.Log
	timeout time.Duration // the handshake's bound (tests shorten it)

	// startMu makes searches wait for the one start of the process (never the UI goroutine:
	// mu is not held while the process starts).
	startMu sync.Mutex
	// stopStart abandons a start in progress (Close).
	startCtx  context.Context
	stopStart context.CancelFunc

	mu      sync.Mutex
	e       *extengine.Engine
	fault   error
	closed  bool
	multiPV int // what SetMultiPV asked, sent before the next search
	sentPV  int
	// bookOff says the engine's book option is off now (see Search).
	bookOff bool
}

func newExternalEngine(cfg EngineConfig, log *extengine.Log) *externalEngine {
	ctx, cancel := context.WithCancel(context.Background())
	return &externalEngine{cfg: cfg, log: log, timeout: 15 * time.Second, startCtx: ctx, stopStart: cancel}
}

// SetLevel does nothing: an external engine plays at its own strength (its options and the
// limits set for it).
func (x *externalEngine) SetLevel(int) {}

// SetMultiPV asks for n lines in the analysis, if the engine offers MultiPV.
func (x *externalEngine) SetMultiPV(n int) {
	x.mu.Lock()
	x.multiPV = n
	x.mu.Unlock()
}

// SetThreads does nothing: an external engine's threads are one of its options.
func (x *externalEngine) SetThreads(int) {}

// Fault returns the fault that ended the engine, or nil.
func (x *externalEngine) Fault() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.fault
}

// engine returns the running engine, starting it first if need be.
func (x *externalEngine) engine() (*extengine.Engine, error) {
	x.startMu.Lock()
	defer x.startMu.Unlock()
	x.mu.Lock()
	e, fault, closed := x.e, x.fault, x.closed
	x.mu.Unlock()
	switch {
	case fault != nil:
		return nil, fault
	case closed:
		return nil, extengine.ErrClosed
	case e != nil:
		return e, nil
	}
	e, err := extengine.Start(x.startCtx, x.cfg.startConfig(x.log, x.timeout))
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.closed {
		if e != nil {
			e.Close() // on the search's goroutine
		}
		return nil, extengine.ErrClosed
	}
	if err != nil {
		x.fault = err
		return nil, err
	}
	x.e = e
	return e, nil
}

// bookOptions are the names of the option that turns an engine's opening book on and off: UCI's
// OwnBook, UCCI's usebook (ElephantEye).
var bookOptions = [...]string{"OwnBook", "usebook"}

// setBook turns the engine's book option off for a search without end (the analysis wants the
// engine's own view: ElephantEye answers go infinite at once with its book's move, and no score),
// and back to the user's value (or the engine's default) for the others.
func (x *externalEngine) setBook(e *extengine.Engine, on bool) error {
	x.mu.Lock()
	off := x.bookOff
	x.mu.Unlock()
	if off == !on {
		return nil
	}
	for _, name := range bookOptions {
		o, ok := e.Option(name)
		if !ok || o.Type != extengine.Check {
			continue
		}
		value := "false"
		if on {
			value = o.Default
			if v, ok := x.cfg.Values[o.Name]; ok {
				value = v
			}
		}
		if err := e.SetOption(context.Background(), o.Name, value); err != nil {
			return err
		}
	}
	x.mu.Lock()
	x.bookOff = !on
	x.mu.Unlock()
	return nil
}

// Search runs a search in the engine's process. lim.SearchMoves goes to a UCI engine as it is (the
// analysis gives every legal move, which keeps an engine such as chuhe-engine out of its book).
func (x *externalEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	e, err := x.engine()
	if err != nil {
		return ai.Result{}
	}
	x.mu.Lock()
	want, sent := x.multiPV, x.sentPV
	x.mu.Unlock()
	if o, ok := e.Option("MultiPV"); ok && want > 0 && want != sent && o.Type == extengine.Spin {
		n := min(max(want, o.Min), o.Max)
		if err := e.SetOption(context.Background(), o.Name, strconv.Itoa(n)); err != nil {
			x.setFault(err)
			return ai.Result{}
		}
		x.mu.Lock()
		x.sentPV = want
		x.mu.Unlock()
	}
	if err := x.setBook(e, !lim.Infinite); err != nil {
		x.setFault(err)
		return ai.Result{}
	}
	xl := extengine.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.MoveTime, Infinite: lim.Infinite,
		WTime: lim.WTime, BTime: lim.BTime, WInc: lim.WInc, BInc: lim.BInc, MovesToGo: lim.MovesToGo,
		SearchMoves: lim.SearchMoves}
	var report func(extengine.Info, []core.Move)
	if onInfo != nil {
		report = func(i extengine.Info, pv []core.Move) {
			if i.HasScore && len(pv) > 0 {
				onInfo(aiInfo(i, pv))
			}
		}
	}
	res, err := e.Search(ctx, g, xl, report)
	if err != nil {
		if errors.Is(err, extengine.ErrClosed) || ctx.Err() != nil && errors.Is(err, context.Canceled) {
			return ai.Result{}
		}
		x.setFault(err)
		return ai.Result{}
	}
	out := ai.Result{Move: res.Move, Ponder: res.Ponder, Score: aiScore(res.Best.Score), Depth: res.Best.Depth, Nodes: res.Best.Nodes}
	if pv := res.BestLine; len(pv) > 0 && pv[0] == res.Move {
		out.PV = pv
	} else if res.Move != core.NoMove {
		out.PV = []core.Move{res.Move}
	}
	return out
}

func (x *externalEngine) setFault(err error) {
	x.mu.Lock()
	if x.fault == nil && !x.closed {
		x.fault = err
	}
	x.mu.Unlock()
}

// Close ends the engine's process and waits until it is reaped (about half a second at most for
// an engine that does not quit when told, as extengine allows).
func (x *externalEngine) Close() {
	x.stopStart()
	x.mu.Lock()
	x.closed = true
	e := x.e
	x.mu.Unlock()
	if e != nil {
		e.Close()
	}
}

// aiInfo turns an external engine's report into the built-in engine's form.
func aiInfo(i extengine.Info, pv []core.Move) ai.Info {
	return ai.Info{Depth: i.Depth, SelDepth: i.SelDepth, MultiPV: i.MultiPV, Score: aiScore(i.Score),
		Nodes: i.Nodes, NPS: i.NPS, Time: i.Time, PV: pv, HashFull: i.HashFull}
}

// maxCP bounds an external engine's centipawns, well inside the built-in engine's mate scores.
const maxCP = 20000

// aiScore turns an external engine's score into the built-in engine's.
func aiScore(s extengine.Score) ai.Score {
	if s.Mate != 0 {
		return ai.MateScore(s.Mate)
	}
	return ai.Score(min(max(s.CP, -maxCP), maxCP))
}
