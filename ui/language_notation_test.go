package ui

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

func TestLanguageForLocale(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   Language
	}{
		{"zh-TW", ChineseTraditional},
		{"zh_HK.UTF-8", ChineseTraditional},
		{"zh-Hant", ChineseTraditional},
		{"zh-Hant-TW", ChineseTraditional},
		{"zh-MO", ChineseTraditional},
		{"zh-CN", Chinese},
		{"zh_SG", Chinese},
		{"zh-Hans-HK", Chinese},
		{"zh", Chinese},
		{"vi", Vietnamese},
		{"vi_VN.UTF-8", Vietnamese},
		{"en-US", English},
		{"de-DE", English},
		{"", English},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			if got := languageForLocale(tc.locale); got != tc.want {
				t.Errorf("languageForLocale(%q) = %q, want %q", tc.locale, got, tc.want)
			}
		})
	}
}

func TestFitNotation(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    core.Notation
		l    Language
		want core.Notation
	}{
		{"traditional reader", core.Chinese, ChineseTraditional, core.ChineseTraditional},
		{"simplified reader", core.ChineseTraditional, Chinese, core.Chinese},
		{"vietnamese reader", core.Chinese, Vietnamese, core.Vietnamese},
		{"chinese reader of vietnamese", core.Vietnamese, Chinese, core.Chinese},
		{"wxf kept", core.WXF, Vietnamese, core.WXF},
		{"iccs kept", core.ICCS, ChineseTraditional, core.ICCS},
		{"english keeps vietnamese", core.Vietnamese, English, core.Vietnamese},
		{"english reads simplified", core.ChineseTraditional, English, core.Chinese},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fitNotation(tc.n, tc.l); got != tc.want {
				t.Errorf("fitNotation(%s, %q) = %s, want %s", tc.n, tc.l, got, tc.want)
			}
		})
	}
}

func TestStyleNotation(t *testing.T) {
	for _, tc := range []struct {
		name     string
		old, s   resources.PieceStyle
		n, want  core.Notation
		language Language
	}{
		{"pictures bring wxf", resources.Traditional, resources.International, core.Chinese, core.WXF, English},
		{"characters bring chinese back", resources.International, resources.Traditional, core.WXF, core.Chinese, English},
		{"characters bring vietnamese back", resources.International, resources.Simplified, core.WXF, core.Vietnamese, Vietnamese},
		{"a later choice stays", resources.International, resources.Traditional, core.ICCS, core.ICCS, English},
		{"characters to characters", resources.Traditional, resources.Simplified, core.WXF, core.WXF, English},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := styleNotation(tc.old, tc.s, tc.n, tc.language); got != tc.want {
				t.Errorf("styleNotation = %s, want %s", got, tc.want)
			}
		})
	}
}

// TestSystemLocaleChoosesLanguage starts with the system's language in each of the locales
// the issue names and reads the interface in the language they ask for.
func TestSystemLocaleChoosesLanguage(t *testing.T) {
	t.Cleanup(func() {
		if err := NewLanguages().Apply(SystemLanguage); err != nil { // the other tests read English
			t.Error(err)
		}
	})
	for _, tc := range []struct{ locale, want string }{
		{"zh_TW", "遊戲"},
		{"zh_HK", "遊戲"},
		{"zh_CN", "游戏"},
		{"vi_VN", "Ván cờ"},
		{"en_GB", "Game"},
	} {
		t.Run(tc.locale, func(t *testing.T) {
			t.Setenv("LANGUAGE", tc.locale)
			if err := NewLanguages().Apply(SystemLanguage); err != nil {
				t.Fatal(err)
			}
			if got := lang.L("Game"); got != tc.want {
				t.Errorf("LANGUAGE=%s: %q, want %q", tc.locale, got, tc.want)
			}
		})
	}
}

func TestPGNNotation(t *testing.T) {
	for n, want := range map[core.Notation]core.Notation{
		core.Vietnamese: core.WXF, core.ChineseTraditional: core.ChineseTraditional, core.Chinese: core.Chinese,
		core.WXF: core.WXF, core.ICCS: core.ICCS,
	} {
		if got := pgnNotation(n); got != want {
			t.Errorf("pgnNotation(%s) = %s, want %s", n, got, want)
		}
	}
}
