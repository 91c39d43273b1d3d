package ui

import (
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// The clocks in the game: started with a new game, stepped by every move at the end of the game
// being played, taken back by Undo, paused and resumed, stood when the game ends, a flag fall
// ending it, and saved with the game ([%clk] after each move, the time control and the times left
// in tags) so a restart restores them, paused.

// ClockView is what the clocks show.
type ClockView struct {
	// On says the game has clocks; Has which sides have one (by colour).
	On  bool
	Has [2]bool
	// Left is each side's time now: on byoyomi, its main time (zero once spent).
	Left [2]time.Duration
	// InByoyomi says which sides have spent their main time on a byoyomi clock; Period is what
	// is left of each byoyomi side's period (the whole period while it is not to move).
	InByoyomi [2]bool
	Period    [2]time.Duration
	// ToMove is the side whose clock runs (or would, when paused); Running says it runs now.
	ToMove  core.Color
	Running bool
	Paused  bool
	// Control is each side's time control.
	Control [2]TimeControl
}

// clockHost is what the clocks know of the rest of the app. The Controller is one; the tests use
// a fake.
type clockHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	autosave()
	// changed tells the views that the game, the move shown or the status changed.
	changed()
	// maybeThink lets the computer move if it is its turn; cancelSearch stops its search.
	maybeThink()
	cancelSearch()
	// flagFell ends the game, at the end of its main line, with r: a side's time ran out.
	flagFell(r core.Result)
}

// clocks is the game's clocks (gameClock) as the controller runs them: started, stepped by the
// moves, paused, saved with the game and read back.
type clocks struct {
	host clockHost
	// now tells the time (monotonic).
	now   func() time.Time
	clock gameClock
}

// Clocks returns the clocks' state now.
func (c *clocks) Clocks() ClockView {
	k := &c.clock
	v := ClockView{On: k.on(), ToMove: k.toMove(), Running: k.running(), Paused: k.paused, Control: k.tc}
	if !v.On {
		return v
	}
	now := c.now()
	for _, side := range []core.Color{core.Red, core.Black} {
		v.Has[side] = k.tc[side].On()
		v.Left[side], v.Period[side], v.InByoyomi[side] = byoyomiLeft(k.tc[side], k.remaining(side, now))
	}
	return v
}

// gameTimeControls is each side's time control for a new game in mode m, from the settings.
func (c *clocks) gameTimeControls(m Mode) [2]TimeControl {
	s := c.host.Settings()
	computer := s.TimeControl
	if s.ComputerTimeDiffers {
		computer = s.ComputerTime
	}
	var tc [2]TimeControl
	for _, side := range []core.Color{core.Red, core.Black} {
		tc[side] = s.TimeControl
		if m.Computer(side) {
			tc[side] = computer
		}
	}
	return tc
}

// startClocks starts the clocks of a new game in mode m (none when the settings have no time
// control), the game's first mover to move.
func (c *clocks) startClocks(m Mode) {
	start := c.host.shown().game.Start()
	c.clock.reset(c.gameTimeControls(m), start.SideToMove(), c.now())
	if !c.clock.on() {
		c.clock = gameClock{}
	}
}

// clockMoved steps the clocks for a move just played at the end of the game being played.
func (c *clocks) clockMoved() {
	k := &c.clock
	if !k.on() || k.stopped {
		return
	}
	n := c.host.shown().cursor - 1 // moves before this one
	if n < k.ply() {
		k.left = k.left[:n+1] // moves taken back and replaced: their times go
	}
	if n != k.ply() {
		return // cannot happen: the clocks follow every move played
	}
	k.moved(c.now())
	if c.host.shown().overAt() {
		k.stop(c.now())
	}
}

// clockBack takes the clocks back to the position after n moves (Undo, Play from here).
func (c *clocks) clockBack(n int) {
	if c.clocksTimeTheGame() {
		c.clock.back(n, c.now())
	}
}

// clocksRunning reports whether a side's clock is running.
func (c *clocks) clocksRunning() bool { return c.clock.running() }

// clocksTimeSide reports whether the clocks time the game and side's clock counts.
func (c *clocks) clocksTimeSide(side core.Color) bool { return c.clock.on() && c.clock.tc[side].On() }

// clocksTimeTheGame reports whether clocks time the game and have not stopped: they hold the
// times of the game's own moves.
func (c *clocks) clocksTimeTheGame() bool { return c.clock.on() && !c.clock.stopped }

// clocksBlockUndo reports whether the clocks forbid taking moves back: with two players (or the
// computer on both sides) a clock game has no takebacks.
func (c *clocks) clocksBlockUndo() bool {
	return c.clock.running() && c.host.Settings().Mode != PlayRed && c.host.Settings().Mode != PlayBlack
}

// clockLimits are the limits of the computer's move at level on its clock: the level's depth and
// node caps with the clocks (the engine's own time management), or the level's limits when the
// computer has no clock. On byoyomi the engine is given its main time with the period added (a
// move may always take the period); once the main time is spent, a fixed time a move: the period
// left less a margin for the move to reach the board.
func (c *clocks) clockLimits(level int, side core.Color) ai.Limits {
	lim := ai.LevelLimits(level)
	k := &c.clock
	if !k.on() || !k.tc[side].On() {
		return lim
	}
	now := c.now()
	if _, period, in := byoyomiLeft(k.tc[side], k.remaining(side, now)); in {
		lim.MoveTime = max(time.Millisecond, period-byoyomiMargin(k.tc[side].Byoyomi))
		lim.WTime, lim.BTime, lim.WInc, lim.BInc = 0, 0, 0, 0
		return lim
	}
	lim.MoveTime = 0
	left := func(side core.Color) time.Duration {
		t := k.remaining(side, now)
		if tc := k.tc[side]; tc.Byoyomi > 0 {
			t = max(0, t) + tc.Byoyomi - byoyomiMargin(tc.Byoyomi)
		}
		return t
	}
	lim.WTime, lim.BTime = left(core.Red), left(core.Black)
	lim.WInc, lim.BInc = k.tc[core.Red].Inc, k.tc[core.Black].Inc
	if !k.tc[side.Opp()].On() {
		// The opponent has no clock: give the engine's time manager a clock like its own.
		if side == core.Red {
			lim.BTime, lim.BInc = lim.WTime, lim.WInc
		} else {
			lim.WTime, lim.WInc = lim.BTime, lim.BInc
		}
	}
	return lim
}

// byoyomiMargin is the part of a byoyomi period the engine leaves unused, for its move to reach
// the board in time: a tenth of the period, between 0.2 and 2 seconds.
func byoyomiMargin(period time.Duration) time.Duration {
	return min(2*time.Second, max(200*time.Millisecond, period/10))
}

// TickClocks checks the clocks now: a side whose time has run out loses (or draws, when the other
// side has nothing left that can attack). The window calls it as it redraws the clocks.
func (c *clocks) TickClocks() {
	k := &c.clock
	side, flagged := k.flagged(c.now())
	if !flagged {
		return
	}
	c.host.cancelSearch()
	c.host.shown().goToMain(k.ply()) // the game ends where it is played, whatever the board shows
	end := c.host.shown().position()
	r := core.Result{Outcome: core.WinFor(side.Opp()), Reason: core.Timeout}
	if !end.HasAttackers(side.Opp()) {
		r.Outcome = core.Draw // the other side cannot win: a dead draw
	}
	k.stop(c.now())
	k.left[len(k.left)-1][side] = -k.tc[side].Byoyomi // all spent, the period too
	c.host.flagFell(r)
}

// ClocksPaused reports whether the clocks are paused.
func (c *clocks) ClocksPaused() bool { return c.clock.paused }

// CanPauseClocks reports whether PauseClocks (or resuming) would do something.
func (c *clocks) CanPauseClocks() bool { return c.clocksTimeTheGame() }

// PauseClocks pauses the running clock (the computer stops thinking until ResumeClocks), or
// resumes paused clocks.
func (c *clocks) PauseClocks() {
	k := &c.clock
	switch {
	case !c.CanPauseClocks():
		return
	case k.paused:
		k.resume(c.now())
		c.host.autosave()
		c.host.changed()
		c.host.maybeThink()
	default:
		c.host.cancelSearch()
		k.pause(c.now())
		c.host.autosave()
		c.host.changed()
	}
}

// stopClocks stands the clocks: the game is over.
func (c *clocks) stopClocks() { c.clock.stop(c.now()) }

// Tags and comments of the clocks in a saved game.
const (
	clockTag     = "ChuheClocks"    // each side's time control: "300+3 600+5" (Red's, Black's)
	clockLeftTag = "ChuheClockLeft" // each side's time left when saved in ms, the moves the clocks saw, and "paused"/"stopped"
)

// clockTags writes the clocks into pg: [TimeControl] (Red's) and a [%clk] after each move of the
// main line with the time its mover had left, and for the autosave (chuhe) the Chuhe tags.
func (c *clocks) clockTags(pg *core.PGNGame, chuhe bool) {
	k := &c.clock
	if !k.on() {
		return
	}
	pg.Tags.Set("TimeControl", k.tc[core.Red].String())
	for i := 1; i <= k.ply() && i <= pg.Game.Len(); i++ {
		mover := k.mover(i)
		if !k.tc[mover].On() {
			continue
		}
		clk := "[%clk " + pgnClock(k.left[i][mover]) + "]"
		if pg.Comments[i] == "" {
			pg.Comments[i] = clk
		} else {
			pg.Comments[i] = clk + " " + pg.Comments[i]
		}
	}
	if !chuhe {
		return
	}
	pg.Tags.Set(clockTag, k.tc[core.Red].String()+" "+k.tc[core.Black].String())
	now := c.now()
	state := ""
	switch {
	case k.stopped:
		state = " stopped"
	case k.paused:
		state = " paused"
	}
	pg.Tags.Set(clockLeftTag, strconv.FormatInt(k.remaining(core.Red, now).Milliseconds(), 10)+" "+
		strconv.FormatInt(k.remaining(core.Black, now).Milliseconds(), 10)+" "+strconv.Itoa(k.ply())+state)
}

// restoreClocks reads the clocks back from a game Chuhe saved: the times after each move from the
// [%clk] commands (which are taken out of the comments) and the times left from the tags. Restored
// clocks are paused, the player resuming them; a game without the tags has none.
func (c *clocks) restoreClocks(pg *core.PGNGame) {
	c.clock = gameClock{}
	v, ok := pg.Tags.Get(clockTag)
	fields := strings.Fields(v)
	if !ok || len(fields) != 2 {
		return
	}
	var tc [2]TimeControl
	for i, f := range fields {
		t, err := ParseTimeControl(f)
		if err != nil {
			return
		}
		tc[i] = t
	}
	k := &c.clock
	_, nodes := c.host.shown().tree.MainLine()
	start := c.host.shown().tree.Start()
	k.reset(tc, start.SideToMove(), c.now())
	if !k.on() {
		*k = gameClock{}
		return
	}
	plies := len(nodes) - 1 // the clocks saw every move of the main line, unless some were taken back
	left := strings.Fields(tagValue(pg.Tags, clockLeftTag))
	if len(left) >= 3 {
		if n, err := strconv.Atoi(left[2]); err == nil && n >= 0 && n < plies {
			plies = n
		}
	}
	for i := 1; i <= plies; i++ {
		next := k.left[i-1]
		mover := k.mover(i)
		if t, rest, ok := takeClock(nodes[i].Comment()); ok {
			next[mover] = t
			nodes[i].SetComment(rest)
		}
		k.left = append(k.left, next)
	}
	if len(left) >= 2 {
		for side, s := range left[:2] {
			// A side on byoyomi is below zero by the part of its period it had used.
			if ms, err := strconv.ParseInt(s, 10, 64); err == nil && time.Duration(ms)*time.Millisecond >= -tc[side].Byoyomi {
				k.left[len(k.left)-1][side] = time.Duration(ms) * time.Millisecond
			}
		}
	}
	if len(left) >= 4 && left[3] == "stopped" {
		k.stopped = true
	}
	if c.host.shown().game.Result().Over() || !c.host.shown().live {
		k.stopped = true
	}
	if !k.stopped {
		k.paused = true
	}
}

// takeClock takes a [%clk h:mm:ss.t] command out of a comment, returning the time and the rest.
func takeClock(comment string) (time.Duration, string, bool) {
	i := strings.Index(comment, "[%clk ")
	if i < 0 {
		return 0, comment, false
	}
	j := strings.IndexByte(comment[i:], ']')
	if j < 0 {
		return 0, comment, false
	}
	t, ok := parsePGNClock(comment[i+len("[%clk ") : i+j])
	if !ok {
		return 0, comment, false
	}
	rest := strings.Join(strings.Fields(comment[:i]+" "+comment[i+j+1:]), " ")
	return t, rest, true
}

// clockNotice says why the board takes no move while the clocks are paused.
func clockNotice() string { return lang.L("The clocks are paused: resume them to play.") }

// tagValue is a tag's value ("" when missing).
func tagValue(tags core.PGNTags, name string) string {
	v, _ := tags.Get(name)
	return v
}

// ---- the Controller's side of clockHost ----

// flagFell ends the game with r, a side's time run out, at the end of its main line, which the
// clocks have just shown.
func (c *Controller) flagFell(r core.Result) {
	c.h.end(r, false)
	c.showCursor()
	c.autosave()
	c.changed()
	c.announceEnd()
}
