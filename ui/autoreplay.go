package ui

import (
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// Auto-replay steps forward through the line shown, one move every so often, as a game is shown
// on a demonstration board. A timer asks for each step through the injected Do, so nothing waits
// on the UI goroutine; the step looks first whether anything else moved the board since the last
// one (a move, a click in the move list, a new game) and stops if so. It stops too at the end of
// the line, on a click on the board, on a key, and when chosen again.

// ReplaySpeeds returns the times between two moves that the Move menu offers.
func ReplaySpeeds() []time.Duration {
	return []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 3 * time.Second, 5 * time.Second}
}

// defaultReplaySpeed is the time between moves until the user chooses another.
const defaultReplaySpeed = time.Second

// replayHost is what the auto-replay knows of the rest of the app. The Controller is one.
type replayHost interface {
	// shown is the game and the move shown; GoTo and Next show another.
	shown() *history
	GoTo(n int)
	Next()
	Settings() Settings
	// changeSettings changes the settings and saves them.
	changeSettings(change func(*Settings))
	// stopOnPress has a press on the board call stop.
	stopOnPress(stop func())
	// replayChanged tells the views the replay started or stopped (OnAutoReplay).
	replayChanged()
}

// autoReplay is the auto-replay.
type autoReplay struct {
	host  replayHost
	do    func(func()) // runs a function on the UI goroutine
	on    bool
	every time.Duration // the speed it runs at
	timer *time.Timer
	// seq tells a timer's step from those of replays stopped since.
	seq int
	// game and cursor are the line and the move shown after the last step: anything else shown
	// means the user took over.
	game   *core.Game
	cursor int
}

// AutoReplaying reports whether an auto-replay runs.
func (c *autoReplay) AutoReplaying() bool { return c.on }

// ReplaySpeed is the time between two moves of the auto-replay, as chosen last (kept in the
// settings).
func (c *autoReplay) ReplaySpeed() time.Duration {
	if c.host.Settings().ReplayMillis <= 0 {
		return defaultReplaySpeed
	}
	return time.Duration(c.host.Settings().ReplayMillis) * time.Millisecond
}

// ToggleAutoReplay starts an auto-replay at the speed chosen last, or stops the one running.
func (c *autoReplay) ToggleAutoReplay() {
	if c.on {
		c.StopAutoReplay()
		return
	}
	c.AutoReplay(c.ReplaySpeed())
}

// AutoReplay starts stepping forward through the line shown, a move every `every`, from the
// start when the end is shown. Choosing the speed that runs stops it; another speed runs on at it.
func (c *autoReplay) AutoReplay(every time.Duration) {
	r := c
	if every <= 0 {
		return
	}
	if r.on && every == r.every {
		c.StopAutoReplay()
		return
	}
	r.every = every
	if ms := int(every.Milliseconds()); ms != c.host.Settings().ReplayMillis && ms > 0 && ms <= 60_000 {
		c.host.changeSettings(func(s *Settings) { s.ReplayMillis = ms })
	}
	if !r.on && c.host.shown().cursor >= c.host.shown().game.Len() {
		if c.host.shown().game.Len() == 0 {
			return // nothing to replay
		}
		c.host.GoTo(0)
	}
	c.host.stopOnPress(c.StopAutoReplay)
	r.on = true
	c.replayNext()
	r.host.replayChanged()
}

// replayNext notes the line and move shown and sets the timer for the next step.
func (c *autoReplay) replayNext() {
	r := c
	if r.timer != nil {
		r.timer.Stop()
	}
	r.seq++
	seq := r.seq
	r.game, r.cursor = c.host.shown().game, c.host.shown().cursor
	r.timer = time.AfterFunc(r.every, func() { c.do(func() { c.replayStep(seq) }) })
}

// replayStep shows the next move, unless the replay was stopped or the user took over; it stops
// at the end of the line.
func (c *autoReplay) replayStep(seq int) {
	r := c
	if !r.on || seq != r.seq {
		return
	}
	if c.host.shown().game != r.game || c.host.shown().cursor != r.cursor || c.host.shown().cursor >= c.host.shown().game.Len() {
		c.StopAutoReplay()
		return
	}
	c.host.Next()
	if c.host.shown().cursor >= c.host.shown().game.Len() {
		c.StopAutoReplay()
		return
	}
	c.replayNext()
}

// StopAutoReplay stops the auto-replay, if one runs.
func (c *autoReplay) StopAutoReplay() {
	r := c
	if !r.on {
		return
	}
	r.on = false
	r.seq++
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	r.host.replayChanged()
}

// ---- the Controller's side of replayHost ----

// stopOnPress has a press on the board call stop (the auto-replay stops).
func (c *Controller) stopOnPress(stop func()) { c.Board.OnPress = stop }

// replayChanged tells the window the auto-replay started or stopped.
func (c *Controller) replayChanged() {
	if c.OnAutoReplay != nil {
		c.OnAutoReplay()
	}
}
