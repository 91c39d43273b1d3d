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

// TestTraditionalLevelNames: the levels' Chinese names use only characters that are written the
// same in both scripts or that traditionalLevelName maps, so that the Traditional Chinese interface
// shows every name in traditional characters.
func TestTraditionalLevelNames(t *testing.T) {
	const same = "入新手棋高精英全力一二三四五六七八九十"
	const mapped = "门业余强"
	for _, l := range ai.Levels() {
		for _, r := range l.NameZH {
			if !strings.ContainsRune(same+mapped, r) {
				t.Errorf("level %d %s: is %c written the same in traditional characters? Add it to traditionalLevelName or to this test", l.N, l.NameZH, r)
			}
		}
		if tr := traditionalLevelName(l.NameZH); strings.ContainsAny(tr, mapped) {
			t.Errorf("level %d: %s in traditional characters is %s", l.N, l.NameZH, tr)
		}
	}
	for n, want := range map[int]string{1: "入門一", 7: "業餘一", 10: "棋手一", 16: "強手一", ai.MaxLevel: "全力"} {
		if got := traditionalLevelName(ai.Levels()[n-1].NameZH); got != want {
			t.Errorf("level %d in traditional characters: %s, want %s", n, got, want)
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
	for lg, want := range map[Language]string{English: l.NameEN, Chinese: "强手一", ChineseTraditional: "強手一"} {
		if err := langs.Apply(lg); err != nil {
			t.Fatal(err)
		}
		if got := levelName(l); got != want {
			t.Errorf("%s: level 16 is %q, want %q", lg, got, want)
		}
	}
}
