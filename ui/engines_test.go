package ui_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/internal/fakeengine"
	"github.com/chuhe-xq/chuhe/ui"
)

// TestMain lets the test binary act as one of the fake engines (internal/fakeengine) when it is
// started as an added engine.
func TestMain(m *testing.M) {
	fakeengine.Main()
	os.Exit(m.Run())
}

// addFake adds this test binary as the fake engine kind.
func addFake(t *testing.T, c *ui.Controller, q *queue, kind string) ui.EngineConfig {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv(fakeengine.Env, kind) // the engine's processes inherit it
	var got ui.EngineConfig
	var gerr error
	done := false
	c.AddEngine(exe, func(e ui.EngineConfig, err error, lines string) {
		got, gerr, done = e, err, true
		if err != nil && lines == "" {
			t.Error("a failed start without lines")
		}
	})
	q.until(t, "the engine added", func() bool { return done })
	if gerr != nil {
		t.Fatalf("add %s: %v", kind, gerr)
	}
	return got
}

// fault is what OnEngineFault reported.
type fault struct{ title, message, lines string }

func recordFaults(c *ui.Controller) *[]fault {
	var faults []fault
	c.OnEngineFault = func(title, message, lines string) { faults = append(faults, fault{title, message, lines}) }
	return &faults
}

func TestExternalOpponentPlays(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	faults := recordFaults(f.c)
	e := addFake(t, f.c, f.q, "good")
	if e.Name != "Fake good" || e.Protocol != "uci" || len(e.Options) != 7 {
		t.Fatalf("engine %+v", e)
	}
	if err := f.c.SetEngineLimit(ui.LimitTime, 50); err != nil {
		t.Fatal(err)
	}
	f.c.SetOpponentEngine(e.ID)
	if f.c.OpponentEngine() != e.ID {
		t.Fatalf("opponent %q", f.c.OpponentEngine())
	}
	f.c.SetMode(ui.PlayBlack) // the computer, Red, moves first
	f.q.until(t, "the engine's move", func() bool { return f.c.Game().Len() == 1 })
	log := f.c.EngineLog(e.ID)
	if !strings.Contains(log, "> go movetime 50") || !strings.Contains(log, "< bestmove") {
		t.Errorf("log:\n%s", log)
	}
	if len(*faults) > 0 {
		t.Errorf("faults %+v", *faults)
	}
}

// TestExternalOpponentFaults: an engine that crashes, answers an illegal or malformed move or
// writes junk is reported with its last lines and replaced by the built-in engine, which plays
// on; the engine's move is never played.
func TestExternalOpponentFaults(t *testing.T) {
	for _, kind := range []string{"crash", "illegal", "malformed", "junk"} {
		t.Run(kind, func(t *testing.T) {
			f := newFixture(t, ui.TwoPlayers, nil)
			faults := recordFaults(f.c)
			e := addFake(t, f.c, f.q, kind)
			f.c.SetEngineLimit(ui.LimitDepth, 3)
			f.c.SetOpponentEngine(e.ID)
			f.c.SetMode(ui.PlayBlack)
			f.q.until(t, "the fault", func() bool { return len(*faults) == 1 })
			ft := (*faults)[0]
			if !strings.Contains(ft.message, "Fake "+kind) || !strings.Contains(ft.lines, "> go depth 3") {
				t.Errorf("fault %+v", ft)
			}
			if f.c.OpponentEngine() != ui.BuiltinEngine || f.c.Settings().OpponentEngine != e.ID {
				t.Errorf("opponent now %q, setting %q", f.c.OpponentEngine(), f.c.Settings().OpponentEngine)
			}
			f.q.until(t, "the built-in engine's move", func() bool { return f.c.Game().Len() == 1 })
			if m := f.c.Game().Move(0); m == mv("a0a5") {
				t.Errorf("the illegal move was played")
			}
			// Choosing the engine again ends the fallback.
			f.c.SetOpponentEngine(e.ID)
			if f.c.OpponentEngine() != e.ID {
				t.Errorf("opponent %q after choosing it again", f.c.OpponentEngine())
			}
			f.c.SetMode(ui.TwoPlayers)
		})
	}
}

// TestExternalOpponentHang: Move now stops an engine that does not stop by itself; one that does
// not answer stop either is killed within a second or so, reported, and the built-in engine moves.
func TestExternalOpponentHang(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	faults := recordFaults(f.c)
	e := addFake(t, f.c, f.q, "hang")
	f.c.SetEngineLimit(ui.LimitDepth, 5)
	f.c.SetOpponentEngine(e.ID)
	f.c.SetMode(ui.PlayBlack)
	f.q.until(t, "the search", func() bool { return strings.Contains(f.c.EngineLog(e.ID), "> go depth 5") })
	begin := time.Now()
	f.c.MoveNow()
	f.q.until(t, "the fault", func() bool { return len(*faults) == 1 })
	t.Logf("Move now to the fault: %v", time.Since(begin)) // a figure; -race on a busy machine times nothing
	f.q.until(t, "the built-in engine's move", func() bool { return f.c.Game().Len() == 1 })
}

// TestExternalAnalysisHang: an analysing engine that does not answer stop within a second is
// killed and reported, and the built-in engine analyses on.
func TestExternalAnalysisHang(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, func() ui.Engine { return &fakeEngine{block: true} })
	faults := recordFaults(f.c)
	e := addFake(t, f.c, f.q, "hang")
	f.c.SetAnalysisEngine(e.ID)
	f.c.SetAnalysis(true)
	f.q.until(t, "the engine's lines", func() bool { return len(f.c.Analysis().Lines) > 0 })
	if got := f.c.Analysis().Lines[0].Moves; len(got) != 1 {
		t.Errorf("line %v", got)
	}
	begin := time.Now()
	f.c.TryMove(mv("h2e2")) // the analysis restarts: the engine is told to stop and does not
	f.q.until(t, "the fault", func() bool { return len(*faults) == 1 })
	t.Logf("the move to the fault: %v", time.Since(begin))
	if !strings.Contains((*faults)[0].message, "no answer to stop") {
		t.Errorf("fault %+v", (*faults)[0])
	}
	if f.c.AnalysisEngine() != ui.BuiltinEngine {
		t.Errorf("analysis engine %q", f.c.AnalysisEngine())
	}
	f.q.until(t, "the built-in engine's lines", func() bool {
		a := f.c.Analysis()
		return a.Running && len(a.Lines) > 0
	})
}

func TestExternalAnalysisLines(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	e := addFake(t, f.c, f.q, "good")
	f.c.SetAnalysisLines(2)
	f.c.SetAnalysisEngine(e.ID)
	f.c.SetAnalysis(true)
	f.q.until(t, "two lines", func() bool { return len(f.c.Analysis().Lines) == 2 })
	if !strings.Contains(f.c.EngineLog(e.ID), "> setoption name MultiPV value 2") {
		t.Errorf("MultiPV not set:\n%s", f.c.EngineLog(e.ID))
	}
	// The analysis asks for the engine's own view, not its book's move.
	if !strings.Contains(f.c.EngineLog(e.ID), "> setoption name OwnBook value false") {
		t.Errorf("the book was not turned off:\n%s", f.c.EngineLog(e.ID))
	}
	// A button is pressed in the running engine, between its searches.
	f.c.PressEngineButton(e.ID, "Clear Hash")
	f.c.SetAnalysis(false)
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(f.c.EngineLog(e.ID), "> setoption name Clear Hash") {
		if time.Now().After(deadline) {
			t.Fatalf("the button was not pressed:\n%s", f.c.EngineLog(e.ID))
		}
		f.q.settle(20 * time.Millisecond)
	}
}

// TestEnginesFileDamaged: a damaged engines file is reported at Start and kept aside.
func TestEnginesFileDamaged(t *testing.T) {
	path := filepath.Join(t.TempDir(), ui.EnginesFile)
	writeFile(t, path, `{"engines": [{"id": "a", "path": "/a", "protocol": "xboard"}]}`)
	q := newQueue()
	var errs []error
	c := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, EnginesPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	c.OnError = func(err error) { errs = append(errs, err) }
	c.Start()
	defer c.Close()
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "xboard") || !strings.Contains(errs[0].Error(), ".bad") {
		t.Errorf("errors %v", errs)
	}
	if _, err := os.Stat(path + ".bad"); err != nil {
		t.Error(err)
	}
}

func TestAddEngineFails(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	var gerr error
	done := false
	f.c.AddEngine(filepath.Join(t.TempDir(), "missing"), func(_ ui.EngineConfig, err error, _ string) { gerr, done = err, true })
	f.q.until(t, "the answer", func() bool { return done })
	if gerr == nil || len(f.c.Engines()) != 0 {
		t.Errorf("err %v, engines %v", gerr, f.c.Engines())
	}
}

// TestEnginesPersist: the engines and their options' values are kept in the engines file; values
// are checked against what the engine declared.
func TestEnginesPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), ui.EnginesFile)
	q := newQueue()
	a := test.NewTempApp(t)
	c := ui.NewController(a, ui.Options{Do: q.Do, EnginesPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	e := addFake(t, c, q, "liar")
	for _, bad := range []map[string]string{{"Hash": "0"}, {"Style": "Wild"}, {"Nope": "1"}, {"Ponder": "maybe"}} {
		if err := c.SetEngineValues(e.ID, bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if err := c.SetEngineValues(e.ID, map[string]string{"Hash": "64", "Style": "Risky", "Ponder": "false", "EvalFile": "/x/nn.bin"}); err != nil {
		t.Fatal(err)
	}
	other := addFake(t, c, q, "good")
	c.SetOpponentEngine(other.ID)
	c.RemoveEngine(other.ID)
	if c.OpponentEngine() != ui.BuiltinEngine || c.Settings().OpponentEngine != ui.BuiltinEngine {
		t.Errorf("the removed engine still plays")
	}
	c.Close()
	c2 := ui.NewController(a, ui.Options{Do: q.Do, EnginesPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	defer c2.Close()
	es := c2.Engines()
	if len(es) != 1 || es[0].ID != e.ID || es[0].Name != "Fake liar" {
		t.Fatalf("engines read back: %+v", es)
	}
	want := map[string]string{"Hash": "64", "Style": "Risky", "EvalFile": "/x/nn.bin"} // Ponder false is the default
	if len(es[0].Values) != len(want) {
		t.Errorf("values %v, want %v", es[0].Values, want)
	}
	for k, v := range want {
		if es[0].Values[k] != v {
			t.Errorf("%s = %q, want %q", k, es[0].Values[k], v)
		}
	}
}

func TestParseEngines(t *testing.T) {
	es, err := ui.ParseEngines([]byte(`{"engines": [
		{"id": "a", "name": "A", "path": "/a", "protocol": "uci", "values": {"Hash": "5", "Gone": "1"},
		 "options": [{"Name": "Hash", "Type": "spin", "Default": "16", "Min": 1, "Max": 64}]},
		{"id": "a", "path": "/b", "protocol": "uci"},
		{"id": "c", "path": "/c", "protocol": "xboard"},
		{"id": "d", "path": "", "protocol": "uci"}]}`))
	if len(es) != 1 || es[0].Values["Hash"] != "5" || len(es[0].Values) != 1 {
		t.Errorf("engines %+v", es)
	}
	for _, want := range []string{"used twice", "xboard", "no path"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v lacks %q", err, want)
		}
	}
	if _, err := ui.ParseEngines([]byte("\x00junk")); err == nil {
		t.Error("junk accepted")
	}
}

// FuzzParseEngines: the engines file's reader never panics and keeps only valid engines.
func FuzzParseEngines(f *testing.F) {
	f.Add([]byte(`{"engines": [{"id": "a", "name": "A", "path": "/a", "protocol": "uci", "values": {"Hash": "5"},
		"options": [{"Name": "Hash", "Type": "spin", "Default": "16", "Min": 1, "Max": 64}]}]}`))
	f.Add([]byte(`{"engines": [{"id": "a", "path": "/b", "protocol": "ucci", "options": [{"Name": "x", "Type": "combo", "Vars": ["a"], "Default": "a"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		es, _ := ui.ParseEngines(data)
		for _, e := range es {
			if e.ID == "" || e.Path == "" {
				t.Errorf("kept %+v", e)
			}
			for name, v := range e.Values {
				ok := false
				for _, o := range e.Options {
					ok = ok || o.Name == name && o.Validate(v) == nil
				}
				if !ok {
					t.Errorf("value %s=%q kept", name, v)
				}
			}
		}
	})
}

// TestNoZombies: closing the controller ends the added engines' processes and reaps them.
func TestNoZombies(t *testing.T) {
	tasks, _ := filepath.Glob("/proc/self/task/*/children")
	if len(tasks) == 0 {
		t.Skip("no /proc/self/task/*/children here")
	}
	q := newQueue()
	c := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	e := addFake(t, c, q, "good")
	c.SetEngineLimit(ui.LimitTime, 50)
	c.SetOpponentEngine(e.ID)
	c.SetAnalysisEngine(e.ID)
	c.SetAnalysis(true)
	c.NewGame(ui.PlayBlack)
	q.until(t, "a move", func() bool { return c.Game().Len() == 1 })
	c.NewGame(ui.TwoPlayers) // the analysis runs now
	q.until(t, "analysis", func() bool { return len(c.Analysis().Lines) > 0 })
	if children(t) == 0 {
		t.Fatal("no engine processes seen")
	}
	// Switching back to the built-in engine ends the processes (in the background).
	c.SetOpponentEngine(ui.BuiltinEngine)
	c.SetAnalysisEngine(ui.BuiltinEngine)
	deadline := time.Now().Add(5 * time.Second)
	for children(t) != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d child processes left after switching engines", children(t))
		}
		q.settle(20 * time.Millisecond)
	}
	c.SetAnalysisEngine(e.ID)
	q.until(t, "analysis", func() bool { return len(c.Analysis().Lines) > 0 && children(t) > 0 })
	c.Close()
	if n := children(t); n != 0 {
		t.Errorf("%d child processes left after Close", n)
	}
	q.settle(20 * time.Millisecond)
}

// children counts this process's children, zombies included.
func children(t *testing.T) int {
	files, _ := filepath.Glob("/proc/self/task/*/children")
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		n += len(strings.Fields(string(data)))
	}
	return n
}

// TestEnginesDialog: the dialog lists the built-in engine first (it cannot be removed), then the
// added ones; the options form has a field for each option.
func TestEnginesDialog(t *testing.T) {
	w, c, q := newTestWindow(t, "")
	e := addFake(t, c, q, "liar")
	ed := w.ShowEngines()
	if ed.List.Length() != 2 || ed.Opponent.Options[0] != "Chuhe (built-in)" || ed.Opponent.Options[1] != "Fake liar (UCI)" {
		t.Fatalf("list %d, choices %v", ed.List.Length(), ed.Opponent.Options)
	}
	if !ed.Remove.Disabled() || !ed.Options.Disabled() {
		t.Error("the built-in engine can be removed or configured")
	}
	ed.List.Select(1)
	if ed.Remove.Disabled() || ed.Options.Disabled() || ed.Log.Disabled() {
		t.Error("the added engine's buttons are off")
	}
	ed.Opponent.SetSelectedIndex(1)
	if c.Settings().OpponentEngine != e.ID {
		t.Errorf("opponent %q", c.Settings().OpponentEngine)
	}
	ed.LimitKind.SetSelectedIndex(1)
	ed.LimitValue.SetText("9")
	if s := c.Settings(); s.EngineLimit != ui.LimitDepth || s.EngineLimitValue != 9 {
		t.Errorf("limit %v %v", s.EngineLimit, s.EngineLimitValue)
	}
	ed.LimitValue.SetText("x")
	if ed.Problem.Text == "" {
		t.Error("a bad limit shown as fine")
	}
	form := ui.EngineOptionsFormFor(w, e)
	if n := len(form.Form.Items); n != len(e.Options)-1 { // MultiPV is the analysis's
		t.Errorf("%d fields for %d options", n, len(e.Options))
	}
	if v := form.Values(); v["Hash"] != "16" || v["Style"] != "Normal" || v["Ponder"] != "false" {
		t.Errorf("values %v", v)
	}
	ed.Log.OnTapped()
	ed.Options.OnTapped()
	ed.Remove.OnTapped()
	if len(c.Engines()) != 0 || c.Settings().OpponentEngine != "" {
		t.Errorf("engines %v after Remove", c.Engines())
	}
	ed.Hide()
}

// An added engine playing on the game's clock is sent the clocks, not the time per move.
func TestExternalOpponentOnTheClock(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	e := addFake(t, f.c, f.q, "good")
	if err := f.c.SetEngineLimit(ui.LimitTime, 50); err != nil {
		t.Fatal(err)
	}
	f.c.SetOpponentEngine(e.ID)
	f.c.StartNewGame(ui.NewGameChoices{Mode: ui.PlayBlack, Level: 3, Time: ui.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}})
	f.q.until(t, "the engine's move", func() bool { return f.c.Game().Len() == 1 })
	log := f.c.EngineLog(e.ID)
	if !strings.Contains(log, "> go wtime ") || !strings.Contains(log, "winc 3000") || strings.Contains(log, "movetime") {
		t.Errorf("log:\n%s", log)
	}
}
