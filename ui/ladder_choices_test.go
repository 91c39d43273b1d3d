package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// TestNewGameLevelChoices checks the dialog's levels: Adaptive first with the level it would
// play, then every level of the ladder with its rating, and the choice read back.
func TestNewGameLevelChoices(t *testing.T) {
	cases := []struct {
		name         string
		ch           NewGameChoices
		index        int
		wantLevel    int
		wantAdaptive bool
	}{
		{"a level", NewGameChoices{Mode: PlayRed, Level: 9, AdaptiveLevel: 4}, 9, 9, false},
		{"the top level", NewGameChoices{Mode: PlayRed, Level: ai.MaxLevel, AdaptiveLevel: 4}, ai.MaxLevel, ai.MaxLevel, false},
		{"adaptive", NewGameChoices{Mode: PlayRed, Level: 9, Adaptive: true, AdaptiveLevel: 4}, 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newNewGameForm(c.ch)
			if len(f.level.Options) != ai.MaxLevel+1 {
				t.Fatalf("%d choices", len(f.level.Options))
			}
			l4 := ai.Levels()[3]
			if o := f.level.Options[0]; !strings.Contains(o, "Adaptive") || !strings.Contains(o, levelLabel(l4)) {
				t.Errorf("first choice %q", o)
			}
			for _, l := range ai.Levels() {
				if o := f.level.Options[l.N]; !strings.Contains(o, l.NameEN) || !strings.Contains(o, strconv.Itoa(l.Rating)) {
					t.Errorf("choice %d is %q", l.N, o)
				}
			}
			if f.level.SelectedIndex() != c.index {
				t.Errorf("selected %d, want %d", f.level.SelectedIndex(), c.index)
			}
			ch, err := f.choices()
			if err != nil || ch.Level != c.wantLevel || ch.Adaptive != c.wantAdaptive {
				t.Errorf("read back level %d adaptive %v (%v)", ch.Level, ch.Adaptive, err)
			}
		})
	}
}

// TestMovePace checks when the computer's move keeps a human pace: at a low level off the clock
// with the setting on, not with it off, not at the top of the ladder.
func TestMovePace(t *testing.T) {
	c := NewController(test.NewTempApp(t), Options{Do: func(f func()) { f() }})
	defer c.Close()
	c.NewGame(PlayRed)
	g := core.NewGame()
	if !c.settings.HumanPace {
		t.Fatal("the human pace is off by default")
	}
	if d := c.movePace(3, g); d < 500e6 || d > 3e9 {
		t.Errorf("level 3 thinks %v", d)
	}
	if d := c.movePace(ai.MaxLevel, g); d != 0 {
		t.Errorf("the top level waits %v", d)
	}
	c.settings.HumanPace = false
	if d := c.movePace(3, g); d != 0 {
		t.Errorf("with the pace off level 3 waits %v", d)
	}
}

// TestLevelNamesTranslated: every level's name is in each translation file under its English name,
// the Chinese names as the ladder gives them (ai.Level.NameZH, in traditional characters for
// Traditional Chinese: the names use only characters written the same in both scripts and the four
// mapped here), the Vietnamese ones not left in English.
func TestLevelNamesTranslated(t *testing.T) {
	const same = "入新手棋高精英全力一二三四五六七八九十"
	traditional := strings.NewReplacer("门", "門", "业", "業", "余", "餘", "强", "強")
	tables := map[string]map[string]string{}
	for _, name := range TranslationFiles() {
		tables[name] = ReadTranslation(t, name)
	}
	for _, l := range ai.Levels() {
		for _, r := range l.NameZH {
			if !strings.ContainsRune(same+"门业余强", r) {
				t.Errorf("level %d %s: is %c written the same in traditional characters? Add it to this test", l.N, l.NameZH, r)
			}
		}
		want := map[string]string{
			"chuhe.en.json":      l.NameEN,
			"chuhe.zh_Hans.json": l.NameZH,
			"chuhe.zh_Hant.json": traditional.Replace(l.NameZH),
		}
		for name, m := range tables {
			got, ok := m[l.NameEN]
			switch {
			case !ok:
				t.Errorf("%s: no name for level %d (%s)", name, l.N, l.NameEN)
			case want[name] != "" && got != want[name]:
				t.Errorf("%s: level %d is %q, want %q", name, l.N, got, want[name])
			case want[name] == "" && (got == l.NameEN || strings.Contains(got, strings.Fields(l.NameEN)[0])):
				t.Errorf("%s: level %d left in English: %q", name, l.N, got)
			}
		}
	}
}

// TestLevelNameLanguages: the level's name in each interface language.
func TestLevelNameLanguages(t *testing.T) {
	langs := NewLanguages()
	t.Cleanup(func() {
		if err := langs.Apply(SystemLanguage); err != nil { // the other tests read English
			t.Error(err)
		}
	})
	l := ai.Levels()[15]
	for lg, want := range map[Language]string{English: l.NameEN, Chinese: "强手一", ChineseTraditional: "強手一", Vietnamese: "Cao thủ 1"} {
		if err := langs.Apply(lg); err != nil {
			t.Fatal(err)
		}
		if got := levelName(l); got != want {
			t.Errorf("%s: level 16 is %q, want %q", lg, got, want)
		}
	}
}
