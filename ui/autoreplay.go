package ui

import (
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// Auto-replay steps forward through the line shown, one move every so often, as a game is shown
// on a demonstration board. A timer asks for each step through the injected Do, so nothing waits
// on the UI goroutine; the step looks first whether anything else moved the board since the last
// one (a move, a click in the move list, a new game) and stops if so. It stops too at the end of
// the line, on a click on the board, on a key, and when chosen again.

// ReplaySpeeds are the times between two moves that the Move menu offers.
var ReplaySpeeds = []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 3 * time.Second, 5 * time.Second}

// defaultReplaySpeed is the time between moves until the user chooses another.
const defaultReplaySpeed = time.Second

// autoReplay is the controller's auto-replay.
type autoReplay struct {
	on    bool
	every time.Duration // the speed it runs at
	timer *time.Timer
	// seq tells a timer's step from those of replays stopped since.
	seq int
	// game and cursor are the line and the move shown after the last step: anything else shown
	// means the user took over.
	game   *core.Game
	cursor int
	// onChange is called when the replay starts or stops, for the menu's marks.
	onChange func()
}

// AutoReplaying reports whether an auto-replay runs.
func (c *Controller) AutoReplaying() bool { return c.replay.on }

// ReplaySpeed is the time between two moves of the auto-replay, as chosen last (kept in the
// settings).
func (c *Controller) ReplaySpeed() time.Duration {
	if c.settings.ReplayMillis <= 0 {
		return defaultReplaySpeed
	}
	return time.Duration(c.settings.ReplayMillis) * time.Millisecond
}

// ToggleAutoReplay starts an auto-replay at the speed chosen last, or stops the one running.
func (c *Controller) ToggleAutoReplay() {
	if c.replay.on {
		c.StopAutoReplay()
		return
	}
	c.AutoReplay(c.ReplaySpeed())
}

// AutoReplay starts stepping forward through the line shown, a move every `every`, from the
// start when the end is shown. Choosing the speed that runs stops it; another speed runs on at it.
func (c *Controller) AutoReplay(every time.Duration) {
	r := &c.replay
	if every <= 0 {
		return
	}
	if r.on && every == r.every {
		c.StopAutoReplay()
		return
	}
	r.every = every
	if ms := int(every.Milliseconds()); ms != c.settings.ReplayMillis && ms > 0 && ms <= 60_000 {
		c.settings.ReplayMillis = ms
		c.saveSettings()
	}
	if !r.on && c.h.cursor >= c.h.game.Len() {
		if c.h.game.Len() == 0 {
			return // nothing to replay
		}
		c.GoTo(0)
	}
	c.Board.OnPress = c.StopAutoReplay
	r.on = true
	c.replayNext()
	if r.onChange != nil {
		r.onChange()
	}
}

// replayNext notes the line and move shown and sets the timer for the next step.
func (c *Controller) replayNext() {
	r := &c.replay
	if r.timer != nil {
		r.timer.Stop()
	}
	r.seq++
	seq := r.seq
	r.game, r.cursor = c.h.game, c.h.cursor
	r.timer = time.AfterFunc(r.every, func() { c.opts.Do(func() { c.replayStep(seq) }) })
}

// replayStep shows the next move, unless the replay was stopped or the user took over; it stops
// at the end of the line.
func (c *Controller) replayStep(seq int) {
	r := &c.replay
	if !r.on || seq != r.seq {
		return
	}
	if c.h.game != r.game || c.h.cursor != r.cursor || c.h.cursor >= c.h.game.Len() {
		c.StopAutoReplay()
		return
	}
	c.Next()
	if c.h.cursor >= c.h.game.Len() {
		c.StopAutoReplay()
		return
	}
	c.replayNext()
}

// StopAutoReplay stops the auto-replay, if one runs.
func (c *Controller) StopAutoReplay() {
	r := &c.replay
	if !r.on {
		return
	}
	r.on = false
	r.seq++
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	if r.onChange != nil {
		r.onChange()
	}
}

// autoReplayItems are the Move menu's auto-replay items: Auto-replay (Ctrl+R) starts or stops it
// at the speed chosen, and a submenu chooses the speed (and starts it), its mark on the speed.
func (w *Window) autoReplayItems() []*fyne.MenuItem {
	c := w.c
	toggle := fyne.NewMenuItem(lang.L("Auto-replay"), c.ToggleAutoReplay)
	toggle.Shortcut = shortcut(fyne.KeyR, fyne.KeyModifierShortcutDefault)
	var speeds []*fyne.MenuItem
	for _, d := range ReplaySpeeds {
		label := fmt.Sprintf(lang.L("%s s a move"), strconv.FormatFloat(d.Seconds(), 'f', -1, 64))
		speeds = append(speeds, fyne.NewMenuItem(label, func() { c.AutoReplay(d) }))
	}
	mark := func() {
		toggle.Checked = c.AutoReplaying()
		for i, it := range speeds {
			it.Checked = ReplaySpeeds[i] == c.ReplaySpeed()
		}
		if w.menu != nil {
			w.menu.Refresh()
		}
	}
	mark()
	c.replay.onChange = mark
	speed := fyne.NewMenuItem(lang.L("Auto-replay speed"), nil)
	speed.ChildMenu = fyne.NewMenu("", speeds...)
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), toggle, speed}
}
