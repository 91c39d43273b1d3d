package ui_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// masterPGN is a game with the header a master game comes with.
const masterPGN = `[Game "Chinese Chess"]
[Event "1984 全国个人赛"]
[Site "合肥"]
[Date "1984.11.02"]
[Red "胡荣华"]
[Black "柳大华"]
[Result "1-0"]
[ECCO "C45"]
[Opening "中炮进三兵对屏风马"]

1. h2e2 h9g7 2. h0g2 i9h9 1-0
`

// written is what the controller writes of its game.
func written(t *testing.T, c *ui.Controller) string {
	t.Helper()
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestOpenedGameKeepsItsHeader(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	if err := f.c.LoadPGN(strings.NewReader(masterPGN)); err != nil {
		t.Fatal(err)
	}
	out := written(t, f.c)
	for _, want := range []string{`[Event "1984 全国个人赛"]`, `[Site "合肥"]`, `[Date "1984.11.02"]`, `[Red "胡荣华"]`,
		`[Black "柳大华"]`, `[Result "1-0"]`, `[ECCO "C45"]`, `[Opening "中炮进三兵对屏风马"]`} {
		if !strings.Contains(out, want) {
			t.Errorf("saved game lacks %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Chuhe") {
		t.Errorf("saved game names Chuhe:\n%s", out)
	}
	// The event says the year: the title does not say it twice.
	if title := f.c.GameTitle(); !strings.Contains(title, "胡荣华 – 柳大华") || strings.Count(title, "1984") != 1 || !strings.Contains(title, "1-0") {
		t.Errorf("title %q", title)
	}
	if o := f.c.GameOpening(); o != "C45 中炮进三兵对屏风马" {
		t.Errorf("opening %q", o)
	}

	// A date as another program wrote it: the title gives its year, the game keeps its text.
	other := strings.Replace(masterPGN, `[Date "1984.11.02"]`, `[Date "１９８４年１１月２日"]`, 1)
	other = strings.Replace(other, `[Event "1984 全国个人赛"]`, `[Event "全国个人赛"]`, 1)
	if err := f.c.LoadPGN(strings.NewReader(other)); err != nil {
		t.Fatal(err)
	}
	if title := f.c.GameTitle(); !strings.Contains(title, "全国个人赛 1984") {
		t.Errorf("with the date １９８４年１１月２日 the title is %q", title)
	}
	if out := written(t, f.c); !strings.Contains(out, `[Date "１９８４年１１月２日"]`) {
		t.Errorf("the saved game lost its date:\n%s", out)
	}
}

func TestPlayedGameNamesWhoPlayed(t *testing.T) {
	f := newFixture(t, ui.PlayBlack, nil)
	f.c.SetLevel(3)
	f.c.SetPlayerName("王小明")
	f.c.NewGame(ui.PlayBlack)
	f.q.until(t, "the computer's first move", func() bool { return f.c.Game().Len() == 1 && !f.c.Thinking() })
	out := written(t, f.c)
	for _, want := range []string{`[Red "Chuhe level 3"]`, `[Black "王小明"]`, `[Date "` + time.Now().Format("2006.01.02") + `"]`} {
		if !strings.Contains(out, want) {
			t.Errorf("saved game lacks %s:\n%s", want, out)
		}
	}
	t.Run("the names given in Game info stay", func(t *testing.T) {
		tags := f.c.GameTags()
		tags.Set("Black", "Wang")
		tags.Set("Event", "Club night")
		f.c.SetGameTags(tags)
		out := written(t, f.c)
		if !strings.Contains(out, `[Black "Wang"]`) || !strings.Contains(out, `[Event "Club night"]`) {
			t.Errorf("after Game info:\n%s", out)
		}
		if f.c.Settings().PlayerName != "Wang" {
			t.Errorf("player name %q, want Wang", f.c.Settings().PlayerName)
		}
	})
}

func TestAddedEngineNamedInTheGame(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	e := addFake(t, f.c, f.q, "good")
	f.c.SetOpponentEngine(e.ID)
	f.c.NewGame(ui.PlayRed)
	if out := written(t, f.c); !strings.Contains(out, `[Black "Fake good"]`) {
		t.Errorf("the added engine is not named:\n%s", out)
	}
}

func TestSaveToTheGameFile(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	dir := t.TempDir()
	path := filepath.Join(dir, "master.pgn")
	if err := os.WriteFile(path, []byte(masterPGN), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.c.LoadPGN(strings.NewReader(masterPGN)); err != nil {
		t.Fatal(err)
	}
	f.c.SetGameFile(path, 0, 1)
	if !f.c.CanSaveInPlace() {
		t.Fatal("a single-game PGN file cannot be saved in place")
	}
	if got := f.c.RecentFiles(); len(got) != 1 || got[0] != path {
		t.Errorf("recent files %v", got)
	}
	if !strings.Contains(f.c.GameTitle(), "master.pgn") {
		t.Errorf("title %q lacks the file", f.c.GameTitle())
	}
	// A move in review becomes a variation; saved back to the same file.
	f.c.GoTo(1)
	f.c.TryMove(mv("b9c7"))
	var err error
	done := false
	f.c.SaveFile(path, func(e error) { err, done = e, true })
	f.q.until(t, "the save", func() bool { return done })
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `[Red "胡荣华"]`) || !strings.Contains(string(data), "(") {
		t.Errorf("saved file:\n%s", data)
	}
	if !strings.Contains(f.c.Status(), "master.pgn") {
		t.Errorf("status %q does not name the file", f.c.Status())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files (a temporary left behind?)", len(entries))
	}
	t.Run("a file of several games is saved under a new name", func(t *testing.T) {
		f.c.SetGameFile(path, 1, 3)
		if f.c.CanSaveInPlace() {
			t.Error("Save would overwrite a file of three games with one")
		}
	})
}

func TestRestoreKeepsFileAndHeader(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "current.pgn")
	a := test.NewTempApp(t)
	q := newQueue()
	c := ui.NewController(a, ui.Options{Do: q.Do, SavePath: save, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	if err := c.LoadPGN(strings.NewReader(masterPGN)); err != nil {
		t.Fatal(err)
	}
	c.SetGameFile("/games/master.pgn", 2, 5)
	c.WaitSaved()
	c.Close()
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	c2 := ui.NewController(a, ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	defer c2.Close()
	if err := c2.Restore(data); err != nil {
		t.Fatal(err)
	}
	if p, i, n := c2.GameFile(); p != "/games/master.pgn" || i != 2 || n != 5 {
		t.Errorf("restored file %q %d/%d", p, i, n)
	}
	if out := written(t, c2); !strings.Contains(out, `[Red "胡荣华"]`) || strings.Contains(out, "ChuheFile") {
		t.Errorf("restored game:\n%s", out)
	}
}

func TestHintIsAnArrowAClickClears(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.Hint()
	f.q.until(t, "the hint", func() bool { return f.c.HintMove() != core.NoMove })
	hint := f.c.HintMove()
	if f.c.Board.Selected != core.NoSquare {
		t.Errorf("the hint selected %v", f.c.Board.Selected)
	}
	t.Run("a click elsewhere clears it", func(t *testing.T) {
		f.tap("a0")
		if f.c.HintMove() != core.NoMove || f.c.Board.Hint != core.NoMove {
			t.Error("the hint stayed")
		}
		if strings.Contains(f.c.Status(), "Hint") {
			t.Errorf("status %q", f.c.Status())
		}
	})
	t.Run("a click on its destination plays it", func(t *testing.T) {
		f.c.Board.SetSelection(core.NoSquare, nil)
		f.c.Hint()
		f.q.until(t, "the hint", func() bool { return f.c.HintMove() != core.NoMove })
		f.tap(hint.To().String())
		if f.c.Game().Len() != 1 || f.c.Game().Move(0) != hint {
			t.Errorf("moves %v, want the hint %v", f.c.Game().Moves(), hint)
		}
	})
}

func TestComputerThinkingShownOnlyWhenAsked(t *testing.T) {
	searches := make(chan struct{}, 16)
	f := newFixture(t, ui.PlayRed, func() ui.Engine { return &fakeEngine{block: true, searches: searches} })
	f.tap("h2")
	f.tap("e2")
	<-searches
	f.q.settle(100 * time.Millisecond)
	if st := f.c.Status(); strings.Contains(st, "Depth") || !strings.Contains(st, "Thinking") {
		t.Errorf("status %q while the computer thinks, by default", st)
	}
	f.c.SetShowThinking(true)
	f.c.Undo()
	f.tap("h2")
	f.tap("e2")
	// The new search starts once the cancelled one has returned, through the queue.
	f.q.until(t, "the engine's report", func() bool { return strings.Contains(f.c.Status(), "Depth") })
}

func TestDialogsHoldTheWindow(t *testing.T) {
	tc := ui.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}
	w, c, _ := newTestWindow(t, "", func(o *ui.Options) {
		o.Settings = ui.DefaultSettings()
		o.Settings.TimeControl = tc
		o.Settings.Mode = ui.TwoPlayers
	})
	// The clocks' bold monospaced digits: the test theme has no such font.
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	c.NewGame(ui.TwoPlayers)
	win := w.Window()
	menuItem(t, win, "Resign").Action()
	if win.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog")
	}
	t.Run("shortcuts wait", func(t *testing.T) {
		before := c.Settings().Analysis
		menuItem(t, win, "Analysis  (F2)").Action()
		if c.Settings().Analysis != before {
			t.Error("the analysis was switched under a dialog")
		}
		n := len(win.Canvas().Overlays().List())
		menuItem(t, win, "Game info…").Action()
		if len(win.Canvas().Overlays().List()) != n {
			t.Error("a second dialog opened over the first")
		}
	})
	t.Run("the clocks stand", func(t *testing.T) {
		w.TickClocks()
		if v := c.Clocks(); v.Running || !v.Paused {
			t.Errorf("clocks under a dialog: %+v", v)
		}
	})
	t.Run("escape closes it", func(t *testing.T) {
		win.Canvas().(interface {
			OnTypedKey() func(*fyne.KeyEvent)
		}).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if win.Canvas().Overlays().Top() != nil {
			t.Error("Escape left the dialog open")
		}
		w.TickClocks()
		if v := c.Clocks(); !v.Running {
			t.Errorf("the clocks did not resume: %+v", v)
		}
	})
	t.Run("escape in a text field closes its dialog", func(t *testing.T) {
		menuItem(t, win, "Game info…").Action()
		win.Canvas().FocusNext()
		f := win.Canvas().Focused()
		if f == nil || win.Canvas().Overlays().Top() == nil {
			t.Fatal("no field focused in Game info")
		}
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if win.Canvas().Overlays().Top() != nil {
			t.Error("Escape in a field left Game info open")
		}
	})
	t.Run("escape on a drop-down list closes its dialog", func(t *testing.T) {
		// A list keeps the keyboard after a choice (the new game dialog's, say): Escape still closes.
		sel := ui.NewDialogSelect([]string{"a", "b"}, nil)
		dialog.NewCustom("list", "Close", sel, win).Show()
		win.Canvas().Focus(sel)
		sel.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		if sel.Selected != "a" || win.Canvas().Overlays().Top() == nil {
			t.Fatalf("the arrow chose %q, dialog open %v", sel.Selected, win.Canvas().Overlays().Top() != nil)
		}
		sel.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if win.Canvas().Overlays().Top() != nil || win.Canvas().Focused() != nil {
			t.Error("Escape on a list left its dialog open, or the list with the keyboard")
		}
	})
}

// TestQuitUnderADialog: Quit (Ctrl+Q) does not wait for a dialog to close, as the other menu
// actions do: the app closes and keeps the window's size, as with the window's close button.
func TestQuitUnderADialog(t *testing.T) {
	path := filepath.Join(t.TempDir(), ui.SettingsFile)
	// Not newTestWindow: its clean-up closes the window again, which Fyne's test driver does not
	// allow.
	a := test.NewTempApp(t)
	q := newQueue()
	c := ui.NewController(a, ui.Options{Do: q.Do, SettingsPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	w := ui.NewWindow(a, c)
	win := w.Window()
	closed := false
	win.SetOnClosed(func() { closed = true })
	t.Cleanup(func() {
		if !closed {
			c.Close()
			win.Close()
		}
	})
	win.Resize(fyne.NewSize(900, 700))
	told := false
	w.SetOnQuit(func() { told = true })
	menuItem(t, win, "Resign").Action()
	if win.Canvas().Overlays().Top() == nil {
		t.Fatal("no dialog")
	}
	menuItem(t, win, "Quit").Action()
	q.settle(50 * time.Millisecond)
	if !closed || !told {
		t.Fatalf("Quit waited for the dialog (closed %v), or did not say it quit (%v)", closed, told)
	}
	s, err := ui.LoadSettingsFile(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.WindowWidth != 900 || s.WindowHeight != 700 {
		t.Errorf("the window's size kept as %vx%v, want 900x700", s.WindowWidth, s.WindowHeight)
	}
}

func TestNeighbourFiles(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.pgn", "b.XQF", "c.doc", "d.pgn"} {
		os.WriteFile(filepath.Join(dir, n), []byte(masterPGN), 0o644)
	}
	cases := []struct {
		from string
		step int
		want string
	}{
		{"a.pgn", 1, "b.XQF"}, {"b.XQF", 1, "d.pgn"}, {"d.pgn", 1, ""}, {"d.pgn", -1, "b.XQF"}, {"a.pgn", -1, ""},
	}
	for _, tc := range cases {
		got := ui.NeighbourGameFile(filepath.Join(dir, tc.from), tc.step)
		if tc.want != "" {
			tc.want = filepath.Join(dir, tc.want)
		}
		if got != tc.want {
			t.Errorf("%s %+d: %q, want %q", tc.from, tc.step, got, tc.want)
		}
	}
}

// TestRestoreOldAutosave: a game saved before Chuhe kept its players apart is restored as a game
// played here, its header read as it was.
func TestRestoreOldAutosave(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	old := "[Event \"Chuhe game\"]\n[Red \"You\"]\n[Black \"Chuhe level 3\"]\n[ChuheCursor \"1\"]\n\n1. h2e2 *\n"
	if err := f.c.Restore([]byte(old)); err != nil {
		t.Fatal(err)
	}
	if title := f.c.GameTitle(); title != "" {
		t.Errorf("an old game played here is titled %q", title)
	}
	if tags := f.c.GameTags(); !strings.Contains(written(t, f.c), `[Red "`+f.c.PlayerName()+`"]`) {
		t.Errorf("tags %v", tags)
	}
}

// TestSavedGameIsNotOnlyInTheAutosave: a game saved to a file since its last move is not "in
// progress" for the question before another game replaces it (it warned the game was kept in the
// autosave only); a move after the save makes it so again.
func TestSavedGameIsNotOnlyInTheAutosave(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.TryMove(mv("h2e2"))
	if !f.c.InProgress() {
		t.Fatal("a game with a move is not in progress")
	}
	saved := false
	f.c.SaveFile(filepath.Join(t.TempDir(), "two.pgn"), func(err error) { saved = err == nil })
	f.q.until(t, "the save", func() bool { return saved })
	if f.c.InProgress() {
		t.Error("a game just saved is still only in the autosave")
	}
	f.c.TryMove(mv("h9g7"))
	if !f.c.InProgress() {
		t.Error("a move after the save: not in progress")
	}
}
