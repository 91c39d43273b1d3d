package ui

import (
	"context"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// A human pace: the built-in low levels answer after a second or two (ai.ThinkingTime) rather
// than at once, unless the user turns it off (Settings.HumanPace). Off the clock only: on a clock
// the wait would cost the computer its time.

// movePace returns how long the computer's move searched for g at level should take at least.
func (o *opponent) movePace(level int, g *core.Game) time.Duration {
	if !o.host.Settings().HumanPace || o.host.practicing() || o.host.opponentExternal() || o.host.clocksTimeTheGame() {
		return 0
	}
	p := g.Position()
	capture := false
	if n := g.Len(); n > 0 {
		prev := g.PositionAt(n - 1)
		capture = prev.At(g.Move(n-1).To()) != core.NoPiece
	}
	return ai.ThinkingTime(level, &p, capture, uint64(g.Len()))
}

// waitPace waits until pace has passed since start, or ctx is done; only the built-in engine
// keeps a pace (an added engine, or a test's stand-in, answers when it answers).
func waitPace(ctx context.Context, eng Engine, start time.Time, pace time.Duration) {
	if _, builtin := eng.(*aiEngine); !builtin || pace <= 0 {
		return
	}
	left := pace - time.Since(start)
	if left <= 0 {
		return
	}
	t := time.NewTimer(left)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}
