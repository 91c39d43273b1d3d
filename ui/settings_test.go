package ui_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// changedSettings differs from the defaults in every field.
func changedSettings() ui.Settings {
	return ui.Settings{
		Level: 11, Adaptive: true, HumanPace: false, Mode: ui.Demo, Flipped: true, Style: resources.Simplified, Theme: resources.Dark,
		Notation: core.WXF, Sound: false, Animation: false, Language: ui.Chinese,
		WindowWidth: 1234.5, WindowHeight: 876,
		Analysis: true, AnalysisLines: 5, AnalysisThreads: 7,
		OpponentEngine: "k1", AnalysisEngine: "k2", EngineLimit: ui.LimitDepth, EngineLimitValue: 12,
		ReplayMillis: 2000,
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	all := []ui.Settings{ui.DefaultSettings(), changedSettings()}
	for n := 1; n <= ai.MaxLevel; n++ { // every level reads back as itself, the rungs below the top too
		s := changedSettings()
		s.Level = n
		all = append(all, s)
	}
	for _, s := range all {
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		got, err := ui.ParseSettings(data)
		if err != nil || got != s {
			t.Errorf("%s read back as %+v, %v", data, got, err)
		}
	}
}

func TestLoadSettingsFile(t *testing.T) {
	full, _ := changedSettings().MarshalJSON()
	cases := []struct {
		name string
		text string // "" for no file
		want func(s *ui.Settings)
		errs []string // what the error must name; none: no error
	}{
		{name: "missing file", want: func(*ui.Settings) {}},
		{name: "complete", text: string(full), want: func(s *ui.Settings) { *s = changedSettings() }},
		{
			name: "cut short by a kill, the settings before the cut kept",
			text: string(full[:strings.Index(string(full), `"sound"`)+5]),
			want: func(s *ui.Settings) {
				c := changedSettings()
				c.Sound, c.Animation, c.Language, c.WindowWidth, c.WindowHeight = true, true, ui.SystemLanguage, 0, 0
				d := ui.DefaultSettings()
				c.Analysis, c.AnalysisLines, c.AnalysisThreads = d.Analysis, d.AnalysisLines, d.AnalysisThreads
				c.OpponentEngine, c.AnalysisEngine, c.EngineLimit, c.EngineLimitValue = d.OpponentEngine, d.AnalysisEngine, d.EngineLimit, d.EngineLimitValue
				c.ReplayMillis = d.ReplayMillis
				// The ladder's settings come last: only the old scale's level was read.
				c.Level, c.Adaptive, c.HumanPace = ai.LevelFromOld(ai.OldLevel(11)), d.Adaptive, d.HumanPace
				*s = c
			},
			errs: []string{"cut short"},
		},
		{name: "empty", text: "", want: func(*ui.Settings) {}, errs: []string{"empty"}},
		{name: "garbage", text: "\x00\xffnot json at all", want: func(*ui.Settings) {}, errs: []string{"not a JSON object"}},
		{name: "an array", text: "[1, 2]", want: func(*ui.Settings) {}, errs: []string{"not a JSON object"}},
		{
			name: "out of range and wrong types, the rest kept",
			text: `{"level": 12, "mode": "demo", "flipped": true, "pieceStyle": 1, "boardTheme": -1,
				"notation": 0, "sound": "yes", "language": "fr", "windowWidth": 1e9, "windowHeight": 800, "future": [1]}`,
			want: func(s *ui.Settings) { s.Flipped, s.Style, s.WindowHeight = true, resources.Simplified, 800 },
			errs: []string{"level: 12 is out of range", `mode: want a whole number from 0 to 3, not "demo"`,
				"boardTheme: -1", "notation: 0", `sound: want true or false, not "yes"`, `language: "fr"`,
				"windowWidth: 1e+09 is out of range"},
		},
		{name: "trailing data", text: `{"level": 5} {"level": 6}`, want: func(s *ui.Settings) { s.Level = ai.LevelFromOld(5) }, errs: []string{"more after"}},
		{name: "an older version's level", text: `{"level": 8}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		// The twenty-level ladder wrote its full engine as level 20 beside the old level 8: the full
		// engine is the top level now; this ladder's level 20 is written beside the old level 6.
		{name: "the twenty-level ladder's full engine", text: `{"level": 8, "ladderLevel": 20}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "level 20", text: `{"level": 6, "ladderLevel": 20}`, want: func(s *ui.Settings) { s.Level = 20 }},
		{name: "level 20 alone", text: `{"ladderLevel": 20}`, want: func(s *ui.Settings) { s.Level = 20 }},
		{name: "the ladder's level wins", text: `{"level": 2, "ladderLevel": 9}`, want: func(s *ui.Settings) { s.Level = 9 }},
		{name: "the ladder's level wins before the old one too", text: `{"ladderLevel": 21, "level": 8}`, want: func(s *ui.Settings) { s.Level = 21 }},
		{name: "the twenty-level ladder's full engine, old level last", text: `{"ladderLevel": 20, "level": 8}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		// The 26-level ladder wrote its full engine as level 26 beside the old level 8, and no size;
		// the 28- and 27-level ladders said their size, and had rungs of 2 500 000 and 5 000 000
		// nodes at 26 and 27 (28-level) or 2 500 000 at 26 (27-level), below the full engine: all
		// are the full engine now, the top level, as on this ladder of 26 again.
		{name: "the 26-level ladder's full engine", text: `{"level": 8, "ladderLevel": 26}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the 26-level ladder's level 25", text: `{"level": 8, "ladderLevel": 25}`, want: func(s *ui.Settings) { s.Level = 25 }},
		{name: "the 28-level ladder's level 26", text: `{"level": 8, "ladderLevel": 26, "ladderLevels": 28}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the 28-level ladder's level 25", text: `{"level": 7, "ladderLevel": 25, "ladderLevels": 28}`, want: func(s *ui.Settings) { s.Level = 25 }},
		{name: "the 28-level ladder's full engine", text: `{"level": 8, "ladderLevel": 28, "ladderLevels": 28}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the size said first", text: `{"ladderLevels": 28, "ladderLevel": 27, "level": 8}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the 27-level ladder's full engine", text: `{"level": 8, "ladderLevel": 27, "ladderLevels": 27}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the 27-level ladder's level 26", text: `{"ladderLevels": 27, "ladderLevel": 26, "level": 8}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the 27-level ladder's level 24", text: `{"ladderLevels": 27, "ladderLevel": 24, "level": 7}`, want: func(s *ui.Settings) { s.Level = 24 }},
		{name: "this ladder's full engine", text: fmt.Sprintf(`{"level": 8, "ladderLevel": %d, "ladderLevels": %d}`, ai.MaxLevel, ai.MaxLevel), want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "level 25 of this ladder", text: fmt.Sprintf(`{"level": 7, "ladderLevel": 25, "ladderLevels": %d}`, ai.MaxLevel), want: func(s *ui.Settings) { s.Level = 25 }},
		{name: "the twenty-level ladder's size said", text: `{"ladderLevel": 20, "ladderLevels": 20}`, want: func(s *ui.Settings) { s.Level = ai.MaxLevel }},
		{name: "the size out of range", text: `{"ladderLevels": 0, "ladderLevel": 5}`, want: func(s *ui.Settings) { s.Level = 5 }, errs: []string{"ladderLevels: 0 is out of range"}},
		{name: "the ladder's level out of range", text: fmt.Sprintf(`{"ladderLevel": %d}`, ai.LargestLadder+1), want: func(*ui.Settings) {}, errs: []string{fmt.Sprintf("ladderLevel: %d is out of range", ai.LargestLadder+1)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), ui.SettingsFile)
			if tc.text != "" || tc.errs != nil {
				writeFile(t, path, tc.text)
			}
			got, err := ui.LoadSettingsFile(path, nil)
			want := ui.DefaultSettings()
			tc.want(&want)
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
			if len(tc.errs) == 0 {
				if err != nil {
					t.Errorf("error %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			for _, e := range tc.errs {
				if !strings.Contains(err.Error(), e) {
					t.Errorf("error %q does not say %q", err, e)
				}
			}
			if !strings.Contains(err.Error(), ui.SettingsFile+".bad") {
				t.Errorf("error %q does not say where the file was kept", err)
			}
			if kept, rerr := os.ReadFile(path + ".bad"); rerr != nil || string(kept) != tc.text {
				t.Errorf("the bad file was not kept aside: %q, %v", kept, rerr)
			}
			if _, serr := os.Stat(path); serr == nil {
				t.Error("the bad file is still in place")
			}
		})
	}
}

func TestSettingsMigrateFromPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetInt("level", 6)
	p.SetInt("mode", int(ui.TwoPlayers))
	p.SetBool("sound", false)
	p.SetString("language", "en")
	p.SetFloat("windowWidth", 1000)
	p.SetFloat("windowHeight", 700)
	p.SetInt("boardTheme", 9) // out of range: reset and reported
	path := filepath.Join(t.TempDir(), ui.SettingsFile)

	got, err := ui.LoadSettingsFile(path, p)
	want := ui.DefaultSettings()
	want.Level, want.Mode, want.Sound, want.Language, want.WindowWidth, want.WindowHeight = ai.LevelFromOld(6), ui.TwoPlayers, false, ui.English, 1000, 700
	if got != want {
		t.Errorf("migrated %+v\nwant     %+v", got, want)
	}
	if err == nil || !strings.Contains(err.Error(), "boardTheme: 9") {
		t.Errorf("error %v", err)
	}

	t.Run("taken once: the controller writes them to the file, which wins from then on", func(t *testing.T) {
		q := newQueue()
		c := ui.NewController(a, ui.Options{Do: q.Do, Settings: got, SettingsPath: path})
		c.WaitSaved()
		p.SetInt("level", 2)
		again, err := ui.LoadSettingsFile(path, p)
		if err != nil || again != want {
			t.Errorf("read back %+v, %v", again, err)
		}
	})
	t.Run("no older settings", func(t *testing.T) {
		got, err := ui.LoadSettingsFile(filepath.Join(t.TempDir(), ui.SettingsFile), test.NewTempApp(t).Preferences())
		if err != nil || got != ui.DefaultSettings() {
			t.Errorf("got %+v, %v", got, err)
		}
	})
}

func TestControllerSavesSettings(t *testing.T) {
	a := test.NewTempApp(t)
	q := newQueue()
	path := filepath.Join(t.TempDir(), "storage", ui.SettingsFile)
	c := ui.NewController(a, ui.Options{Do: q.Do, SettingsPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	c.SetLevel(5)
	c.SetTheme(resources.Light)
	c.SetWindowSize(fyne.NewSize(900, 650))
	c.Close()
	got, err := ui.LoadSettingsFile(path, nil)
	want := ui.DefaultSettings()
	want.Level, want.Theme, want.WindowWidth, want.WindowHeight = 5, resources.Light, 900, 650
	if err != nil || got != want {
		t.Errorf("saved %+v, %v", got, err)
	}
	if tmps, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.tmp")); len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}

	t.Run("no storage: nothing is written", func(t *testing.T) {
		dir := t.TempDir()
		t.Chdir(dir)
		c := ui.NewController(a, ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
		c.SetLevel(4)
		c.Close()
		if c.Settings().Level != 4 {
			t.Errorf("level %d", c.Settings().Level)
		}
		if files, _ := os.ReadDir(dir); len(files) > 0 {
			t.Errorf("wrote %v", files)
		}
	})
}

// FuzzParseSettings checks that no settings file makes the reader panic, that what it returns is
// always valid, and that valid settings survive a round trip.
func FuzzParseSettings(f *testing.F) {
	full, _ := changedSettings().MarshalJSON()
	f.Add(full)
	f.Add(full[:len(full)/2])
	f.Add([]byte(`{"level": 12, "mode": "x", "language": "zh", "windowWidth": -1}`))
	f.Add([]byte(`{"level": 3} trailing`))
	f.Add([]byte(`[]`))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := ui.ParseSettings(data)
		out, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ui.ParseSettings(out)
		if err != nil || back != s {
			t.Fatalf("%+v from %q did not survive a round trip: %+v, %v", s, data, back, err)
		}
	})
}
