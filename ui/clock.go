package ui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// Chess clocks: each side's time, counted down while it is to move at the end of the game being
// played, with an increment added after each of its moves. Time is measured with the monotonic
// clock (time.Time's monotonic reading, through the controller's now), never from frames: the
// window only asks for the times to show them.

// TimeControl is a side's time: Base at the start and Inc added after each move (Fischer), or
// with Byoyomi (读秒, the time control of Chinese online play) a period that each move may take
// once Base is spent: the period starts afresh with every move, and a move that overruns it loses.
// A zero Base means no clock.
type TimeControl struct {
	Base, Inc time.Duration
	Byoyomi   time.Duration
}

// On reports whether the time control has a clock.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// byoyomiWord marks the byoyomi period in a time control's text: "600+byoyomi30".
const byoyomiWord = "byoyomi"

// String writes the time control as PGN's TimeControl tag does: seconds, "+" and the increment in
// seconds ("300+3"); a byoyomi period as "+byoyomi" and its seconds ("600+byoyomi30"), so that
// the tag says what kind of clock it was; "-" for none.
func (tc TimeControl) String() string {
	if !tc.On() {
		return "-"
	}
	secs := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }
	s := secs(tc.Base)
	if tc.Inc > 0 {
		s += "+" + secs(tc.Inc)
	}
	if tc.Byoyomi > 0 {
		s += "+" + byoyomiWord + secs(tc.Byoyomi)
	}
	return s
}

// Label names the time control as the new game dialog shows it: "5+3" (minutes and seconds), or
// "10 min + 30 s byoyomi".
func (tc TimeControl) Label() string {
	if !tc.On() {
		return "-"
	}
	mins := strconv.FormatFloat(tc.Base.Minutes(), 'f', -1, 64)
	if tc.Byoyomi > 0 {
		return fmt.Sprintf(lang.L("%s min + %s s byoyomi"), mins, strconv.FormatFloat(tc.Byoyomi.Seconds(), 'f', -1, 64))
	}
	return mins + "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// ParseTimeControl reads a time control as String writes it ("300+3", "600", "600+byoyomi30", "-").
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	if s == "-" || s == "" {
		return TimeControl{}, nil
	}
	bad := uiMsg("time control %q: want seconds+increment, such as 300+3, or seconds+byoyomi and the period's seconds, such as 600+byoyomi30", s)
	parts := strings.Split(s, "+")
	b, err := strconv.ParseFloat(parts[0], 64)
	if err != nil || b <= 0 || b > 24*3600 {
		return TimeControl{}, bad
	}
	tc := TimeControl{Base: seconds(b)}
	if len(parts) > 3 {
		return TimeControl{}, bad
	}
	for i, p := range parts[1:] {
		byo := strings.HasPrefix(p, byoyomiWord)
		if !byo && (i > 0 || tc.Byoyomi > 0) {
			return TimeControl{}, bad // the increment comes first, once
		}
		v, err := strconv.ParseFloat(strings.TrimPrefix(p, byoyomiWord), 64)
		if err != nil || v < 0 || v > 3600 || byo && (v == 0 || tc.Byoyomi > 0) {
			return TimeControl{}, bad
		}
		if byo {
			tc.Byoyomi = seconds(v)
		} else {
			tc.Inc = seconds(v)
		}
	}
	return tc, nil
}

// seconds turns a number of seconds into a duration, rounded to the nanosecond: truncated, 4.1 s
// would be 4.099999999 s, which writes back as text that reads as yet another duration.
func seconds(v float64) time.Duration { return time.Duration(math.Round(v * float64(time.Second))) }

// TimeControlPresets returns the time controls the new game dialog offers: Fischer clocks, and
// the byoyomi of Chinese online play (10 minutes then 30 seconds a move, 20 minutes then 60). A
// new slice each time: the caller may keep or change it.
func TimeControlPresets() []TimeControl {
	return []TimeControl{
		{Base: 5 * time.Minute, Inc: 3 * time.Second},
		{Base: 10 * time.Minute, Inc: 5 * time.Second},
		{Base: 15 * time.Minute, Inc: 10 * time.Second},
		{Base: 30 * time.Minute},
		{Base: 10 * time.Minute, Byoyomi: 30 * time.Second},
		{Base: 20 * time.Minute, Byoyomi: 60 * time.Second},
	}
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
// flags). A side on byoyomi goes below zero once its main time is spent, down to minus its period
// (see byoyomiLeft).
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
	if k.running() && k.tc[side].On() && k.remaining(side, now) <= -k.tc[side].Byoyomi {
		return side, true
	}
	return side, false
}

// byoyomiLeft splits a side's remaining time t on time control tc into its main time and, once
// that is spent, what is left of the byoyomi period (the whole period before). inByoyomi reports
// whether the main time is spent.
func byoyomiLeft(tc TimeControl, t time.Duration) (main, period time.Duration, inByoyomi bool) {
	if tc.Byoyomi <= 0 {
		return t, 0, false
	}
	if t > 0 {
		return t, tc.Byoyomi, false
	}
	return 0, max(0, tc.Byoyomi+t), true
}

// moved records a move made at now by the side to move: its time used, its increment added.
func (k *gameClock) moved(now time.Time) {
	side := k.toMove()
	next := k.left[len(k.left)-1]
	if tc := k.tc[side]; tc.On() {
		// On byoyomi, a move within the period keeps the main time spent and the next move a
		// whole period: the time below zero is forgotten.
		next[side] = k.remaining(side, now)
		if tc.Byoyomi > 0 {
			next[side] = max(0, next[side])
		}
		next[side] += tc.Inc
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
