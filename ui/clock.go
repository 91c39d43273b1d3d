package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// Chess clocks: each side's time, counted down while it is to move at the end of the game being
// played, with an increment added after each of its moves. Time is measured with the monotonic
// clock (time.Time's monotonic reading, through the controller's now), never from frames: the
// window only asks for the times to show them.

// TimeControl is a side's time: Base at the start and Inc added after each move. A zero Base means
// no clock.
type TimeControl struct {
	Base, Inc time.Duration
}

// On reports whether the time control has a clock.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// String writes the time control as PGN's TimeControl tag does: seconds, "+" and the increment in
// seconds ("300+3"); "-" for none.
func (tc TimeControl) String() string {
	if !tc.On() {
		return "-"
	}
	s := strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64)
	if tc.Inc > 0 {
		s += "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
	}
	return s
}

// Label names the time control as the new game dialog shows it: "5+3" (minutes and seconds).
func (tc TimeControl) Label() string {
	if !tc.On() {
		return "-"
	}
	return strconv.FormatFloat(tc.Base.Minutes(), 'f', -1, 64) + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// ParseTimeControl reads a time control as String writes it ("300+3", "600", "-").
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	if s == "-" || s == "" {
		return TimeControl{}, nil
	}
	base, inc, _ := strings.Cut(s, "+")
	b, err := strconv.ParseFloat(base, 64)
	if err != nil || b <= 0 || b > 24*3600 {
		return TimeControl{}, fmt.Errorf("time control %q: want seconds+increment, such as 300+3", s)
	}
	tc := TimeControl{Base: time.Duration(b * float64(time.Second))}
	if inc != "" {
		i, err := strconv.ParseFloat(inc, 64)
		if err != nil || i < 0 || i > 3600 {
			return TimeControl{}, fmt.Errorf("time control %q: want seconds+increment, such as 300+3", s)
		}
		tc.Inc = time.Duration(i * float64(time.Second))
	}
	return tc, nil
}

// TimeControlPresets are the time controls the new game dialog offers.
var TimeControlPresets = []TimeControl{
	{5 * time.Minute, 3 * time.Second},
	{10 * time.Minute, 5 * time.Second},
	{15 * time.Minute, 10 * time.Second},
	{30 * time.Minute, 0},
}

// gameClock is the clocks of a game: the time each side had after every move of the game's main
// line, and when the side to move's clock started.
type gameClock struct {
	tc [2]TimeControl // by colour
	// left[i] is both sides' time after i moves; the last entry is the position at the end.
	left [][2]time.Duration
	// since is when the side to move at the end started thinking (its clock has run since).
	since  time.Time
	start  core.Color // the side to move at the start
	paused bool
	// stopped is set when the game has ended: the clocks stand.
	stopped bool
}

// on reports whether the game has clocks.
func (k *gameClock) on() bool { return k.tc[core.Red].On() || k.tc[core.Black].On() }

// reset starts clocks for a new game from a position with side to move, at now; tc is per colour.
func (k *gameClock) reset(tc [2]TimeControl, side core.Color, now time.Time) {
	*k = gameClock{tc: tc, start: side, since: now}
	k.left = [][2]time.Duration{{tc[core.Red].Base, tc[core.Black].Base}}
}

// ply is the number of moves the clocks have seen.
func (k *gameClock) ply() int { return len(k.left) - 1 }

// toMove is the side whose clock runs.
func (k *gameClock) toMove() core.Color { return k.mover(k.ply() + 1) }

// mover is the side that plays move i (1-based) of the game.
func (k *gameClock) mover(i int) core.Color { return k.start ^ core.Color((i-1)%2) }

// running reports whether a clock is running now.
func (k *gameClock) running() bool { return k.on() && !k.paused && !k.stopped }

// remaining returns side's time at now: what it had, less the running clock's time since it
// started. A side without a clock has no limit (its remaining time is reported as 0 and it never
// flags).
func (k *gameClock) remaining(side core.Color, now time.Time) time.Duration {
	if !k.tc[side].On() {
		return 0
	}
	t := k.left[len(k.left)-1][side]
	if side == k.toMove() && k.running() {
		t -= now.Sub(k.since)
	}
	return t
}

// flagged returns the side whose time has run out at now, if one has.
func (k *gameClock) flagged(now time.Time) (core.Color, bool) {
	side := k.toMove()
	if k.running() && k.remaining(side, now) <= 0 {
		return side, true
	}
	return side, false
}

// moved records a move made at now by the side to move: its time used, its increment added.
func (k *gameClock) moved(now time.Time) {
	side := k.toMove()
	next := k.left[len(k.left)-1]
	if k.tc[side].On() {
		next[side] = k.remaining(side, now) + k.tc[side].Inc
	}
	k.left = append(k.left, next)
	k.since = now
}

// back takes the clocks back to the times after n moves (an undo), the side then to move starting
// again at now.
func (k *gameClock) back(n int, now time.Time) {
	if n < 0 || n > k.ply() {
		return
	}
	k.left = k.left[:n+1]
	k.since = now
}

// pause stops the running clock at now, keeping its time; resume starts it again.
func (k *gameClock) pause(now time.Time) {
	if !k.running() {
		return
	}
	side := k.toMove()
	k.left[len(k.left)-1][side] = k.remaining(side, now)
	k.paused = true
}

func (k *gameClock) resume(now time.Time) {
	if !k.paused {
		return
	}
	k.paused = false
	k.since = now
}

// stop stands the clocks at now, the game over.
func (k *gameClock) stop(now time.Time) {
	if k.stopped {
		return
	}
	k.pause(now)
	k.paused, k.stopped = false, true
}

// ClockText shows a time as a clock does: "m:ss", "h:mm:ss" from an hour, and "s.t" with tenths
// under ten seconds ("0:09.4"); a time run out is "0:00.0".
func ClockText(d time.Duration) string {
	if d <= 0 {
		return "0:00.0"
	}
	if d < 10*time.Second {
		tenths := int64(d / (100 * time.Millisecond))
		return fmt.Sprintf("0:%02d.%d", tenths/10, tenths%10)
	}
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// pgnClock writes a time as PGN's [%clk] command does, with tenths: "0:04:55.3".
func pgnClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	tenths := int64(d / (100 * time.Millisecond))
	s := tenths / 10
	return fmt.Sprintf("%d:%02d:%02d.%d", s/3600, s/60%60, s%60, tenths%10)
}

// parsePGNClock reads a [%clk] time ("0:04:55", "0:04:55.3", "4:55").
func parsePGNClock(s string) (time.Duration, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	h := 0
	if len(parts) == 3 {
		n, err := strconv.Atoi(parts[0])
		if err != nil || n < 0 || n > 99 {
			return 0, false
		}
		h, parts = n, parts[1:]
	}
	m, err := strconv.Atoi(parts[0])
	if err != nil || m < 0 || m > 59 && h > 0 || m > 999 {
		return 0, false
	}
	sec, err := strconv.ParseFloat(parts[1], 64)
	if err != nil || !(sec >= 0 && sec < 60) {
		return 0, false
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(math.Round(sec*1000))*time.Millisecond, true
}
