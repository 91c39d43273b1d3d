package ui_test

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeClock) Now() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.t }

func (f *fakeClock) advance(d time.Duration) { f.mu.Lock(); f.t = f.t.Add(d); f.mu.Unlock() }

// limitsEngine plays the first legal move and keeps the limits of every search.
type limitsEngine struct {
	mu     sync.Mutex
	limits []ai.Limits
}

func (e *limitsEngine) SetLevel(int) {}

func (e *limitsEngine) Search(_ context.Context, g *core.Game, lim ai.Limits, _ func(ai.Info)) ai.Result {
	e.mu.Lock()
	e.limits = append(e.limits, lim)
	e.mu.Unlock()
	p := g.Position()
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		return ai.Result{}
	}
	return ai.Result{Move: moves[0]}
}

func (e *limitsEngine) last() ai.Limits {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.limits[len(e.limits)-1]
}

// clockFixture is a controller with clocks on a fake clock; save is its autosave file.
type clockFixture struct {
	c     *ui.Controller
	q     *queue
	clock *fakeClock
	eng   *limitsEngine
	save  string
	ended []string
}

func newClockFixture(t *testing.T, mode ui.Mode, tc, computer ui.TimeControl) *clockFixture {
	t.Helper()
	f := &clockFixture{q: newQueue(), clock: &fakeClock{t: time.Unix(1000, 0)}, eng: &limitsEngine{},
		save: t.TempDir() + "/current.pgn"}
	s := ui.DefaultSettings()
	s.Mode, s.TimeControl = mode, tc
	if computer != tc {
		s.ComputerTime, s.ComputerTimeDiffers = computer, true
	}
	f.c = ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, Now: f.clock.Now, Settings: s, SavePath: f.save,
		NewEngine: func() ui.Engine { return f.eng }})
	f.c.OnGameOver = func(title, msg string) { f.ended = append(f.ended, msg) }
	f.c.NewGame(mode)
	t.Cleanup(func() { f.c.Close(); f.q.settle(20 * time.Millisecond) })
	return f
}

func TestClocksTwoPlayers(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute, Inc: 2 * time.Second}
	f := newClockFixture(t, ui.TwoPlayers, tc, tc)
	c := f.c
	v := c.Clocks()
	if !v.On || !v.Running || v.ToMove != core.Red || v.Left != [2]time.Duration{time.Minute, time.Minute} {
		t.Fatalf("start: %+v", v)
	}
	f.clock.advance(5 * time.Second)
	if v := c.Clocks(); v.Left[core.Red] != 55*time.Second || v.Left[core.Black] != time.Minute {
		t.Errorf("Red thinking 5 s: %v", v.Left)
	}
	c.TryMove(mv("h2e2"))
	f.clock.advance(10 * time.Second)
	if v := c.Clocks(); v.Left[core.Red] != 57*time.Second || v.Left[core.Black] != 50*time.Second || v.ToMove != core.Black {
		t.Errorf("after Red's move (+2 s) and 10 s of Black's: %v", v.Left)
	}
	// Stepping back to look at the game does not stop the clock of the side to move.
	c.GoTo(0)
	f.clock.advance(10 * time.Second)
	if v := c.Clocks(); v.Left[core.Black] != 40*time.Second {
		t.Errorf("reviewing: Black's clock %v", v.Left[core.Black])
	}
	c.Last()
	// No takebacks with two players on the clock.
	if c.CanUndo() {
		t.Error("Undo allowed in a two-player clock game")
	}
	// Pause: time stands, moves wait.
	c.PauseClocks()
	f.clock.advance(time.Hour)
	if v := c.Clocks(); v.Running || !v.Paused || v.Left[core.Black] != 40*time.Second {
		t.Errorf("paused: %+v", v)
	}
	if c.TryMove(mv("h9g7")) {
		t.Error("a move while the clocks are paused")
	}
	if st := c.Status(); !strings.Contains(st, "clocks paused") {
		t.Errorf("status %q", st)
	}
	c.PauseClocks() // resume
	c.TryMove(mv("h9g7"))
	// Red's flag falls: Black wins on time.
	f.clock.advance(57*time.Second + time.Millisecond)
	c.TickClocks()
	r := c.Game().Result()
	if r.Outcome != core.BlackWins || r.Reason != core.Timeout || len(f.ended) != 1 || !strings.Contains(f.ended[0], "on time") {
		t.Fatalf("flag: %v, announced %q", r, f.ended)
	}
	if v := c.Clocks(); v.Running || v.Left[core.Red] != 0 {
		t.Errorf("after the flag: %+v", v)
	}
	f.clock.advance(time.Minute)
	c.TickClocks()
	if len(f.ended) != 1 {
		t.Error("the end announced twice")
	}
	// Saved: the time control, the clocks after each move, the reason.
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[TimeControl "60+2"]`, `[Termination "time forfeit"]`, "{[%clk 0:00:57.0]}", "{[%clk 0:00:42.0]}", "0-1"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("saved game lacks %s:\n%s", want, b.String())
		}
	}
}

func TestClocksAgainstTheComputer(t *testing.T) {
	you := ui.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}
	computer := ui.TimeControl{Base: time.Minute}
	f := newClockFixture(t, ui.PlayRed, you, computer)
	c := f.c
	c.SetLevel(ai.MaxLevel)
	f.clock.advance(4 * time.Second)
	c.TryMove(mv("h2e2"))
	f.q.until(t, "the computer's move", func() bool { return c.Game().Len() == 2 })
	lim := f.eng.last()
	if lim.MoveTime != 0 || lim.WTime != 4*time.Minute+59*time.Second || lim.BTime != time.Minute || lim.WInc != 3*time.Second || lim.BInc != 0 {
		t.Errorf("the computer's limits: %+v", lim)
	}
	// Undo against the computer takes the clocks back with the moves.
	f.clock.advance(20 * time.Second)
	c.TryMove(mv("h0g2"))
	f.q.until(t, "the computer's second move", func() bool { return c.Game().Len() == 4 })
	if v := c.Clocks(); v.Left[core.Red] != 4*time.Minute+42*time.Second {
		t.Fatalf("after two moves: %v", v.Left)
	}
	c.Undo()
	if v := c.Clocks(); c.Cursor() != 2 || v.Left[core.Red] != 4*time.Minute+59*time.Second || !v.Running {
		t.Errorf("after Undo: cursor %d, %v", c.Cursor(), v.Left)
	}
	if c.CanRedo() {
		t.Error("Redo offered with the clocks running: the moves' times are gone")
	}
	// Paused, the computer does not think; the saved game restores paused with its times.
	c.PauseClocks()
	c.WaitSaved()
	data, err := os.ReadFile(f.save)
	if err != nil {
		t.Fatal(err)
	}
	f2 := &clockFixture{q: f.q, clock: &fakeClock{t: time.Unix(5000, 0)}}
	s := ui.DefaultSettings()
	s.Mode = ui.PlayRed
	c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, Now: f2.clock.Now, Settings: s,
		NewEngine: func() ui.Engine { return &limitsEngine{} }})
	defer c2.Close()
	if err := c2.Restore(data); err != nil {
		t.Fatal(err)
	}
	want, got := c.Clocks(), c2.Clocks()
	if !got.On || !got.Paused || got.Left != want.Left || got.Control != want.Control || got.ToMove != core.Red {
		t.Errorf("restored clocks %+v, want %+v\n%s", got, want, data)
	}
	// The clocks' own comments are read, not kept as words: saved again they are written once.
	if a, b := strings.Count(strings.Join(commentsOf(t, c), " "), "[%clk"), strings.Count(strings.Join(commentsOf(t, c2), " "), "[%clk"); a != 2 || b != a {
		t.Errorf("[%%clk] commands saved: %d, then %d after a restart", a, b)
	}
	f2.clock.advance(time.Minute)
	c2.PauseClocks()
	f2.clock.advance(10 * time.Second)
	if v := c2.Clocks(); v.Left[core.Red] != want.Left[core.Red]-10*time.Second {
		t.Errorf("resumed: %v, want %v less 10 s", v.Left[core.Red], want.Left[core.Red])
	}
}

// commentsOf is the game's comments as saved (without the clocks' own).
func commentsOf(t *testing.T, c *ui.Controller) []string {
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	games, err := core.ReadPGN(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range games[0].Comments {
		out = append(out, s)
	}
	return out
}

// A side whose flag falls loses, or draws when the other has nothing left that can attack.
func TestClockFlagWithoutMatingMaterial(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute}
	f := newClockFixture(t, ui.TwoPlayers, tc, tc)
	for fen, want := range map[string]core.Outcome{
		"4k4/9/9/9/9/9/9/9/4R4/3K5 b": core.RedWins, // Red has a rook
		"4k4/9/9/9/9/9/9/9/4r4/3K5 b": core.Draw,    // Red has its king alone
	} {
		saved := "[Game \"Chinese Chess\"]\n[FEN \"" + fen + "\"]\n[ChuheClocks \"60 60\"]\n[ChuheClockLeft \"30000 5000 0 paused\"]\n\n*\n"
		if err := f.c.Restore([]byte(saved)); err != nil {
			t.Fatal(err)
		}
		if v := f.c.Clocks(); !v.Paused || v.Left[core.Black] != 5*time.Second || v.ToMove != core.Black {
			t.Fatalf("%s restored: %+v", fen, v)
		}
		f.c.PauseClocks()
		f.clock.advance(4 * time.Second)
		f.c.TickClocks()
		if f.c.Game().Result().Over() {
			t.Fatalf("%s: over with a second left", fen)
		}
		f.clock.advance(time.Second)
		f.c.TickClocks()
		if r := f.c.Game().Result(); r.Outcome != want || r.Reason != core.Timeout {
			t.Errorf("%s: Black's flag: %v, want %v", fen, r, want)
		}
	}
}

func TestClockText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0:00.0", -time.Second: "0:00.0", 9*time.Second + 450*time.Millisecond: "0:09.4",
		10 * time.Second: "0:10", 5*time.Minute + 3*time.Second: "5:03", 90 * time.Minute: "1:30:00",
	} {
		if got := ui.ClockText(d); got != want {
			t.Errorf("ClockText(%v) = %q, want %q", d, got, want)
		}
	}
	for _, s := range []string{"300+3", "600", "-", "0.5+0.1"} {
		tc, err := ui.ParseTimeControl(s)
		if err != nil || tc.String() != s {
			t.Errorf("ParseTimeControl(%q) = %v, %v", s, tc, err)
		}
	}
	for _, s := range []string{"x", "0", "-5+3", "300+x", "300+-1", "1e9"} {
		if _, err := ui.ParseTimeControl(s); err == nil {
			t.Errorf("ParseTimeControl(%q): no error", s)
		}
	}
}

// Byoyomi (读秒): once the main time is spent each move has the period, afresh after every move;
// overrunning it loses. Saved, the clock says it is byoyomi and comes back within its period.
func TestClocksByoyomi(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute, Byoyomi: 30 * time.Second}
	f := newClockFixture(t, ui.TwoPlayers, tc, tc)
	c := f.c
	type want struct {
		left, period time.Duration
		in           bool
	}
	check := func(name string, side core.Color, w want) {
		t.Helper()
		v := c.Clocks()
		if got := (want{v.Left[side], v.Period[side], v.InByoyomi[side]}); got != w {
			t.Errorf("%s: %v's clock %+v, want %+v", name, side, got, w)
		}
	}
	f.clock.advance(50 * time.Second)
	check("main time", core.Red, want{10 * time.Second, 30 * time.Second, false})
	f.clock.advance(15 * time.Second)
	check("5 s into the period", core.Red, want{0, 25 * time.Second, true})
	c.TryMove(mv("h2e2"))
	check("after the move", core.Red, want{0, 30 * time.Second, true})
	f.clock.advance(2 * time.Second)
	c.TryMove(mv("h9g7"))
	check("Black's main time", core.Black, want{58 * time.Second, 30 * time.Second, false})
	f.clock.advance(29 * time.Second)
	c.TickClocks()
	if c.Game().Result().Over() {
		t.Fatal("over with a second of the period left")
	}
	c.TryMove(mv("h0g2"))
	check("the period afresh", core.Red, want{0, 30 * time.Second, true})
	c.TryMove(mv("i9h9"))
	f.clock.advance(30*time.Second + time.Millisecond)
	c.TickClocks()
	if r := c.Game().Result(); r.Outcome != core.BlackWins || r.Reason != core.Timeout {
		t.Fatalf("Red overran the period: %v", r)
	}
	check("flag", core.Red, want{0, 0, true})
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `[TimeControl "60+byoyomi30"]`) {
		t.Errorf("saved game lacks the byoyomi time control:\n%s", b.String())
	}
}

// A byoyomi clock is restored within its period; the computer on byoyomi gets its main time and
// the period, then a fixed time a move within the period.
func TestClocksByoyomiRestoredAndLimits(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute, Byoyomi: 10 * time.Second}
	f := newClockFixture(t, ui.PlayRed, tc, tc)
	c := f.c
	c.SetLevel(ai.MaxLevel)
	cases := []struct {
		name     string
		left     string // Black's time left in ms, as saved
		period   time.Duration
		limits   ai.Limits
		noLimits bool
	}{
		{"main time", "20000", 10 * time.Second, ai.Limits{WTime: 39 * time.Second, BTime: 29 * time.Second}, false},
		{"in the period", "-4000", 6 * time.Second, ai.Limits{MoveTime: 5 * time.Second}, false},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			saved := "[Game \"Chinese Chess\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b\"]\n" +
				"[ChuheClocks \"60+byoyomi10 60+byoyomi10\"]\n[ChuheClockLeft \"30000 " + tt.left + " 0 paused\"]\n\n*\n"
			if err := c.Restore([]byte(saved)); err != nil {
				t.Fatal(err)
			}
			v := c.Clocks()
			if !v.Paused || v.Period[core.Black] != tt.period || v.Control[core.Black] != tc {
				t.Fatalf("restored: %+v", v)
			}
			n := len(f.eng.limits)
			c.PauseClocks() // resumes: the computer thinks
			f.q.until(t, "the computer's search", func() bool { f.eng.mu.Lock(); defer f.eng.mu.Unlock(); return len(f.eng.limits) > n })
			lim := f.eng.last()
			if lim.MoveTime != tt.limits.MoveTime || lim.WTime != tt.limits.WTime || lim.BTime != tt.limits.BTime {
				t.Errorf("limits %+v, want %+v", lim, tt.limits)
			}
		})
	}
}

func TestByoyomiTimeControlText(t *testing.T) {
	for _, s := range []string{"600+byoyomi30", "1200+byoyomi60", "300+2+byoyomi5"} {
		tc, err := ui.ParseTimeControl(s)
		if err != nil || tc.String() != s || tc.Byoyomi == 0 {
			t.Errorf("ParseTimeControl(%q) = %+v, %v", s, tc, err)
		}
	}
	for _, s := range []string{"600+byoyomi", "600+byoyomi0", "600+byoyomi30+5", "600+byoyomi3+byoyomi3", "600+1+2"} {
		if _, err := ui.ParseTimeControl(s); err == nil {
			t.Errorf("ParseTimeControl(%q): no error", s)
		}
	}
}

// FuzzParseTimeControl: any text reads as a time control or an error, and a time control read
// writes back as text that reads the same.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"300+3", "600+byoyomi30", "-", "0.5+0.1", "1+2+byoyomi3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ui.ParseTimeControl(s)
		if err != nil {
			return
		}
		back, err := ui.ParseTimeControl(tc.String())
		if err != nil || back != tc {
			t.Errorf("%q → %+v → %q → %+v, %v", s, tc, tc.String(), back, err)
		}
	})
}

// The clock panel names a byoyomi clock under the side and counts the period down once in it.
func TestClockPanelByoyomi(t *testing.T) {
	test.NewTempApp(t)
	tc := ui.TimeControl{Base: 10 * time.Minute, Byoyomi: 30 * time.Second}
	p := ui.NewClockPanel()
	v := ui.ClockView{On: true, Has: [2]bool{true, true}, Control: [2]ui.TimeControl{tc, tc}, ToMove: core.Red, Running: true,
		Left:      [2]time.Duration{core.Red: 0, core.Black: 3 * time.Minute},
		Period:    [2]time.Duration{core.Red: 27 * time.Second, core.Black: 30 * time.Second},
		InByoyomi: [2]bool{core.Red: true}}
	p.Set(v, false) // Black at the top
	if got, want := p.Texts(), [2]string{"3:00", "0:27"}; got != want {
		t.Errorf("times %q, want %q", got, want)
	}
	if got, want := p.Kinds(), [2]string{"Byoyomi 30 s", "Byoyomi"}; got != want {
		t.Errorf("kinds %q, want %q", got, want)
	}
}

// A flag fall in the byoyomi period loses, or draws when the other side has nothing that can
// attack, as a flag fall on a Fischer clock does.
func TestClockByoyomiFlag(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute, Byoyomi: 10 * time.Second}
	f := newClockFixture(t, ui.TwoPlayers, tc, tc)
	for _, tt := range []struct {
		name, fen string
		want      core.Outcome
	}{
		{"Red has a rook", "4k4/9/9/9/9/9/9/9/4R4/3K5 b", core.RedWins},
		{"Red has its king alone", "4k4/9/9/9/9/9/9/9/4r4/3K5 b", core.Draw},
	} {
		t.Run(tt.name, func(t *testing.T) {
			saved := "[Game \"Chinese Chess\"]\n[FEN \"" + tt.fen + "\"]\n[ChuheClocks \"60+byoyomi10 60+byoyomi10\"]\n" +
				"[ChuheClockLeft \"30000 -6000 0 paused\"]\n\n*\n"
			if err := f.c.Restore([]byte(saved)); err != nil {
				t.Fatal(err)
			}
			f.c.PauseClocks()
			f.clock.advance(3900 * time.Millisecond)
			f.c.TickClocks()
			if f.c.Game().Result().Over() {
				t.Fatal("over with 0.1 s of the period left")
			}
			f.clock.advance(100 * time.Millisecond)
			f.c.TickClocks()
			if r := f.c.Game().Result(); r.Outcome != tt.want || r.Reason != core.Timeout {
				t.Errorf("Black overran the period: %v, want %v", r, tt.want)
			}
		})
	}
}

// TestDrawAgreedStopsTheClocks: a draw agreed ends the game as any other end does: the clocks
// stop and no flag falls after it (they ran on, and the drawn game was lost on time).
func TestDrawAgreedStopsTheClocks(t *testing.T) {
	tc := ui.TimeControl{Base: time.Minute}
	f := newClockFixture(t, ui.PlayRed, tc, tc)
	c := f.c
	c.TryMove(mv("h2e2"))
	f.q.until(t, "the computer's move", func() bool { return c.Game().Len() == 2 })
	c.OfferDraw()
	f.q.until(t, "the computer's answer", func() bool { return c.Game().Result().Over() })
	if v := c.Clocks(); v.Running {
		t.Errorf("the clocks run after the draw: %+v", v)
	}
	f.clock.advance(2 * time.Minute)
	c.TickClocks()
	if r := c.Game().Result(); r != (core.Result{Outcome: core.Draw, Reason: core.Agreement}) || len(f.ended) != 1 {
		t.Errorf("after the draw and two minutes: result %v, announced %q", r, f.ended)
	}
}
