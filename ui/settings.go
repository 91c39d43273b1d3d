package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Mode is who plays which side.
type Mode int

const (
	// PlayRed: the user plays Red against the computer.
	PlayRed Mode = iota
	// PlayBlack: the user plays Black; the computer opens.
	PlayBlack
	// TwoPlayers: two people take turns on one board.
	TwoPlayers
	// Demo: the computer plays both sides.
	Demo
)

// Modes lists the modes in menu order.
func Modes() []Mode { return []Mode{PlayRed, PlayBlack, TwoPlayers, Demo} }

// Computer reports whether the computer plays side c in this mode.
func (m Mode) Computer(c core.Color) bool {
	switch m {
	case PlayRed:
		return c == core.Black
	case PlayBlack:
		return c == core.Red
	case Demo:
		return true
	}
	return false
}

// Language is the language of the user interface.
type Language string

const (
	// SystemLanguage follows the system's locale.
	SystemLanguage Language = ""
	// English is English.
	English Language = "en"
	// Chinese is Simplified Chinese.
	Chinese Language = "zh"
	// ChineseTraditional is Traditional Chinese, as Taiwan and Hong Kong write it.
	ChineseTraditional Language = "zh-Hant"
	// Vietnamese is Vietnamese.
	Vietnamese Language = "vi"
)

// Settings are the user's choices; they persist in settings.json in the app's storage (see
// LoadSettingsFile).
type Settings struct {
	Level int // 1..ai.MaxLevel, the ladder's level (settings_ladder.go)
	// Adaptive: the computer plays the level that gives the player an even chance (profile).
	Adaptive bool
	// HumanPace: the low levels answer after a second or two, as a person would (ai.ThinkingTime).
	HumanPace bool
	Mode      Mode
	Flipped   bool
	Style     resources.PieceStyle
	Theme     resources.BoardTheme
	Notation  core.Notation
	Sound     bool
	Animation bool
	Language  Language
	// WindowWidth and WindowHeight are the window's last size; zero means "fit the screen".
	WindowWidth, WindowHeight float32
	// Analysis shows the engine's live view of the position shown (analysis.go).
	Analysis bool
	// AnalysisLines is how many best lines the analysis shows, 1 to MaxAnalysisLines.
	AnalysisLines int
	// AnalysisThreads is how many threads the analysis searches with, 1 to ai.MaxThreads.
	AnalysisThreads int
	// TimeControl is the clock of a new game's players (none: no clocks); ComputerTime the
	// computer's when ComputerTimeDiffers, otherwise it has the players' (clock.go).
	TimeControl, ComputerTime TimeControl
	ComputerTimeDiffers       bool
	// Handicap is a new game's handicap; HandicapByUser says the user gives it (in a game
	// against the computer; otherwise the computer does), or Black does when two people or the
	// computer play both sides (otherwise Red).
	Handicap       core.Handicap
	HandicapByUser bool
	// OpponentEngine and AnalysisEngine are the IDs of the added engines (engines.go) that play
	// the computer's side and analyse; "" is the built-in engine.
	OpponentEngine, AnalysisEngine string
	// EngineLimit and EngineLimitValue bound an added engine's move: a time in milliseconds, a
	// depth or nodes.
	EngineLimit      EngineLimit
	EngineLimitValue int
	// PlayerName is the user's name in the games they play ("" the system account's).
	PlayerName string
	// GamesFolder and EnginesFolder are where the file dialogs for games and for engines start.
	GamesFolder, EnginesFolder string
	// RecentFiles are the game files opened or saved last, newest first, one a line.
	RecentFiles string
	// ShowThinking shows the computer's score and planned line in the status line while it thinks
	// in a game against it.
	ShowThinking bool
	// NoReplaceQuestion stops asking before Open, New game or Edit position replace a game in
	// progress.
	NoReplaceQuestion bool
	// ReplayMillis is the auto-replay's time between two moves in milliseconds (autoreplay.go);
	// 0 until the user chooses one.
	ReplayMillis int
}

// MaxAnalysisLines is the most lines the analysis shows.
const MaxAnalysisLines = 5

// DefaultSettings are the settings of a first start.
func DefaultSettings() Settings {
	return Settings{
		Level: ai.LevelFromOld(3), HumanPace: true, Mode: PlayRed, Style: resources.Traditional, Theme: resources.Wood,
		Notation: core.Chinese, Sound: true, Animation: true,
		AnalysisLines: 3, AnalysisThreads: defaultAnalysisThreads(),
		EngineLimit: LimitTime, EngineLimitValue: 2000,
	}
}

// maxWindowSide is the largest window side a settings file may ask for, in Fyne units: more is
// a damaged file, not a screen.
const maxWindowSide = 20000

// fields lists the settings with their names in the settings file (the names of the Preferences
// keys older versions used, so that one table serves both), in the file's order. Each field sets
// its part of s only from a valid value.
func (s *Settings) fields() []settingField {
	var read levelsRead // the level's three fields, resolved together
	return append([]settingField{
		oldLevelField(&s.Level, &read),
		intField("mode", &s.Mode, "0 to 3", func(m Mode) bool { return m >= PlayRed && m <= Demo }),
		boolField("flipped", &s.Flipped),
		intField("pieceStyle", &s.Style, "0 to 2", func(st resources.PieceStyle) bool {
			return slices.Contains(resources.PieceStyles(), st)
		}),
		intField("boardTheme", &s.Theme, "0 to 2", func(t resources.BoardTheme) bool {
			return t >= resources.Wood && t <= resources.Dark
		}),
		intField("notation", &s.Notation, "1 to 5", func(n core.Notation) bool {
			return n >= core.ICCS && n <= core.Vietnamese
		}),
		boolField("sound", &s.Sound),
		boolField("animation", &s.Animation),
		stringField("language", &s.Language, `"" (the system's language), "en", "zh", "zh-Hant" or "vi"`, func(l Language) bool {
			return slices.Contains(UILanguages(), l)
		}),
		sizeField("windowWidth", &s.WindowWidth),
		sizeField("windowHeight", &s.WindowHeight),
		boolField("analysis", &s.Analysis),
		intField("analysisLines", &s.AnalysisLines, "1 to 5", func(n int) bool { return n >= 1 && n <= MaxAnalysisLines }),
		intField("analysisThreads", &s.AnalysisThreads, "1 to 64", func(n int) bool { return n >= 1 && n <= ai.MaxThreads }),
		timeControlField("timeControl", &s.TimeControl),
		timeControlField("computerTime", &s.ComputerTime),
		boolField("computerTimeDiffers", &s.ComputerTimeDiffers),
		intField("handicap", &s.Handicap, "0 to 8", func(h core.Handicap) bool { return int(h) < len(core.Handicaps()) }),
		boolField("handicapByUser", &s.HandicapByUser),
		stringField("opponentEngine", &s.OpponentEngine, "an engine's id", validEngineID),
		stringField("analysisEngine", &s.AnalysisEngine, "an engine's id", validEngineID),
		intField("engineLimit", &s.EngineLimit, "0 to 2", func(k EngineLimit) bool { return k >= LimitTime && k <= LimitNodes }),
		intField("engineLimitValue", &s.EngineLimitValue, "1 to 2000000000", func(n int) bool { return n >= 1 && n <= 2_000_000_000 }),
		stringField("playerName", &s.PlayerName, "a name of at most 100 characters", func(n string) bool {
			return len(n) <= 100 && !strings.ContainsAny(n, "\x00\n")
		}),
		stringField("gamesFolder", &s.GamesFolder, "a folder", validFolder),
		stringField("enginesFolder", &s.EnginesFolder, "a folder", validFolder),
		stringField("recentFiles", &s.RecentFiles, "file paths, one a line", func(v string) bool {
			return len(v) <= 64<<10 && !strings.ContainsRune(v, 0)
		}),
		boolField("showThinking", &s.ShowThinking),
		boolField("noReplaceQuestion", &s.NoReplaceQuestion),
		intField("replaySpeed", &s.ReplayMillis, "0 to 60000", func(n int) bool { return n >= 0 && n <= 60_000 }),
	}, s.ladderFields(&read)...)
}

// timeControlField is a time control, written as PGN's TimeControl tag writes it ("300+3", "-").
func timeControlField(key string, v *TimeControl) settingField {
	set := func(s string) error {
		tc, err := ParseTimeControl(s)
		if err != nil {
			return uiMsg("%s: %v", key, err)
		}
		*v = tc
		return nil
	}
	return settingField{
		key: key,
		fromJSON: func(raw json.RawMessage) error {
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return uiMsg("%s: want seconds+increment such as \"300+3\", not %s", key, quote(raw))
			}
			return set(s)
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) { return false, nil }, // newer than Preferences
		value:     func() any { return v.String() },
	}
}

// validFolder accepts a folder's path.
func validFolder(p string) bool { return len(p) <= 4096 && !strings.ContainsAny(p, "\x00\n") }

// validEngineID accepts the IDs AddEngine makes ("" is the built-in engine).
func validEngineID(id string) bool { return len(id) <= 64 && !strings.ContainsAny(id, "\x00\n") }

// settingField reads and writes one setting, in the settings file or in the Preferences of an
// older version.
type settingField struct {
	key  string
	want settingWant // what the value may be, when a value can be out of range
	// fromJSON sets the setting from its value in the file; a value of the wrong type or out of
	// range leaves it as it was and says what is wrong.
	fromJSON func(raw json.RawMessage) error
	// fromPrefs does the same from Preferences, and reports whether they hold the key at all.
	fromPrefs func(p fyne.Preferences) (found bool, err error)
	// value is the setting as it is written to the file.
	value func() any
}

// intField is a setting held as a whole number: the level or one of the enumerations.
func intField[T ~int | ~uint8](key string, v *T, want string, valid func(T) bool) settingField {
	set := func(n int) error {
		t := T(n)
		if int(t) != n || !valid(t) {
			return uiMsg("%s: %d is out of range (want %s)", key, n, settingWant(want))
		}
		*v = t
		return nil
	}
	return settingField{
		key:  key,
		want: settingWant(want),
		fromJSON: func(raw json.RawMessage) error {
			var n int
			if err := json.Unmarshal(raw, &n); err != nil {
				return uiMsg("%s: want a whole number from %s, not %s", key, settingWant(want), quote(raw))
			}
			return set(n)
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) {
			// Preferences answer the fallback for a missing key: two fallbacks tell it apart.
			n := p.IntWithFallback(key, 0)
			if n != p.IntWithFallback(key, 1) {
				return false, nil
			}
			return true, set(n)
		},
		value: func() any { return int(*v) },
	}
}

func boolField(key string, v *bool) settingField {
	return settingField{
		key: key,
		fromJSON: func(raw json.RawMessage) error {
			var b bool
			if err := json.Unmarshal(raw, &b); err != nil {
				return uiMsg("%s: want true or false, not %s", key, quote(raw))
			}
			*v = b
			return nil
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) {
			b := p.BoolWithFallback(key, false)
			if b != p.BoolWithFallback(key, true) {
				return false, nil
			}
			*v = b
			return true, nil
		},
		value: func() any { return *v },
	}
}

func stringField[T ~string](key string, v *T, want string, valid func(T) bool) settingField {
	set := func(s string) error {
		if !valid(T(s)) {
			return uiMsg("%s: %q is not one of %s", key, s, settingWant(want))
		}
		*v = T(s)
		return nil
	}
	return settingField{
		key:  key,
		want: settingWant(want),
		fromJSON: func(raw json.RawMessage) error {
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return uiMsg("%s: want one of %s, not %s", key, settingWant(want), quote(raw))
			}
			return set(s)
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) {
			s := p.StringWithFallback(key, "")
			if s != p.StringWithFallback(key, "-") {
				return false, nil
			}
			return true, set(s)
		},
		value: func() any { return string(*v) },
	}
}

// sizeField is a side of the window: zero (fit the screen) or a positive size.
func sizeField(key string, v *float32) settingField {
	set := func(f float64) error {
		if math.IsNaN(f) || f < 0 || f > maxWindowSide {
			return uiMsg("%s: %g is out of range (want 0 to %d)", key, f, maxWindowSide)
		}
		*v = float32(f)
		return nil
	}
	return settingField{
		key: key,
		fromJSON: func(raw json.RawMessage) error {
			var f float64
			if err := json.Unmarshal(raw, &f); err != nil {
				return uiMsg("%s: want a number from 0 to %d, not %s", key, maxWindowSide, quote(raw))
			}
			return set(f)
		},
		fromPrefs: func(p fyne.Preferences) (bool, error) {
			f := p.FloatWithFallback(key, 0)
			if f != p.FloatWithFallback(key, 1) {
				return false, nil
			}
			return true, set(f)
		},
		value: func() any { return *v },
	}
}

// quote shows a value from the file in an error, cut short if long (a damaged file can hold
// anything).
func quote(raw json.RawMessage) string {
	const max = 40
	if r := []rune(string(raw)); len(r) > max {
		return string(r[:max]) + "…"
	}
	return string(raw)
}

// MarshalJSON writes the settings as the settings file holds them: one object, a key per line.
func (s Settings) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\n")
	fields := s.fields()
	for i, f := range fields {
		v, err := json.Marshal(f.value())
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "  %q: %s", f.key, v)
		if i < len(fields)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// ParseSettings reads a settings file. It keeps every valid setting it finds, even in a file cut
// short (a kill in the middle of a write by an older version), and uses the defaults for the
// rest; the error lists everything that was wrong, or is nil. Keys it does not know are ignored,
// so that a file written by a newer version still reads.
func ParseSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	byKey := map[string]settingField{}
	for _, f := range s.fields() {
		byKey[f.key] = f
	}
	var problems problemList
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		if len(bytes.TrimSpace(data)) == 0 {
			return s, errors.New("the file is empty")
		}
		return s, errors.New("the file is not a JSON object")
	}
	complete := false
	for {
		if !dec.More() {
			_, err := dec.Token() // the closing brace
			complete = err == nil
			break
		}
		tok, err := dec.Token()
		if err != nil {
			break
		}
		key, ok := tok.(string)
		if !ok {
			break
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			break
		}
		if f, ok := byKey[key]; ok {
			if err := f.fromJSON(raw); err != nil {
				problems = append(problems, err)
			}
		}
	}
	if !complete {
		problems = append(problems, uiMsg("the file is cut short or not valid JSON"))
	} else if _, err := dec.Token(); err != io.EOF {
		problems = append(problems, uiMsg("there is more after the settings"))
	}
	if len(problems) > 0 {
		return s, problems
	}
	return s, nil
}

// settingsFromPreferences reads the settings an older version kept in Fyne's Preferences,
// reporting whether there were any.
func settingsFromPreferences(p fyne.Preferences) (Settings, bool, error) {
	s := DefaultSettings()
	found := false
	var problems problemList
	for _, f := range s.fields() {
		has, err := f.fromPrefs(p)
		found = found || has
		if err != nil {
			problems = append(problems, err)
		}
	}
	if len(problems) > 0 {
		return s, found, problems
	}
	return s, found, nil
}
