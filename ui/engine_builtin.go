package ui

import (
	"runtime"
	"sync"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
)

// newAIEngines returns a maker of the built-in engine with the app's options, the default
// Options.NewEngine; the engines it makes share one net (read-only). The full-strength level, which
// plays on a time per move, searches with up to four threads, leaving one core to the interface; the
// others use one thread whatever the setting (ai.Engine.SetThreads). The levels that use the net
// (ai.LevelUsesNet: the strongest, and so the analysis and the review) evaluate with the built-in
// neural net (ai/nnue; docs/nnue.md): it won its matches against the hand-written evaluation at 100
// and 400 ms a move. The levels below keep the hand-written evaluation, which their steps of the
// ladder (docs/levels.md) were measured with.
func newAIEngines() func() Engine {
	var once sync.Once
	var net *nnue.Net
	return func() Engine {
		once.Do(func() {
			n, err := nnue.Default()
			if err == nil {
				net = n
			}
		})
		return &aiEngine{Engine: ai.New(ai.Options{HashMB: 32, OwnBook: true, Threads: min(4, runtime.NumCPU()-1)}), net: net}
	}
}

// aiEngine is the built-in engine with its evaluation chosen by level.
type aiEngine struct {
	*ai.Engine
	net *nnue.Net // nil: the hand-written evaluation everywhere
}

// SetLevel sets the level and the evaluation that goes with it.
func (e *aiEngine) SetLevel(n int) {
	e.Engine.SetLevel(n)
	if e.net != nil && ai.LevelUsesNet(n) {
		e.Engine.SetNet(e.net)
	} else {
		e.Engine.SetNet(nil)
	}
}
