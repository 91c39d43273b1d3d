package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// UILanguages lists the language choices of the Language menu, in its order.
func UILanguages() []Language {
	return []Language{SystemLanguage, English, Chinese, ChineseTraditional, Vietnamese}
}

// languageLabel is a language's name in the menu: each in its own language, so that a reader
// finds theirs whatever the interface speaks.
func languageLabel(l Language) string {
	switch l {
	case English:
		return "English"
	case Chinese:
		return "中文（简体）"
	case ChineseTraditional:
		return "中文（繁體）"
	case Vietnamese:
		return "Tiếng Việt"
	}
	return lang.L("System language")
}

// ResolveLanguage is the language the interface speaks for the setting l: l itself, or for
// SystemLanguage the one the system's locale asks for.
func ResolveLanguage(l Language) Language {
	if l != SystemLanguage {
		return l
	}
	return languageForLocale(string(lang.SystemLocale()))
}

// languageForLocale maps a locale ("zh-TW", "zh_HK.UTF-8", "zh-Hant-TW", "vi-VN", "de") to the
// nearest interface language: Chinese written in Taiwan, Hong Kong and Macau or marked Hant is
// Traditional, other Chinese Simplified; anything but Chinese and Vietnamese is English.
func languageForLocale(loc string) Language {
	l := strings.ToLower(strings.ReplaceAll(loc, "_", "-"))
	if i := strings.IndexAny(l, ".@"); i >= 0 {
		l = l[:i]
	}
	parts := strings.Split(l, "-")
	switch parts[0] {
	case "zh":
		for _, p := range parts[1:] {
			switch p {
			case "hant", "tw", "hk", "mo":
				return ChineseTraditional
			case "hans":
				return Chinese
			}
		}
		return Chinese
	case "vi":
		return Vietnamese
	}
	return English
}

// notationChoices lists the Notation menu's choices, in its order. Chinese stands for Chinese in
// either character set: the interface's language decides which (fitNotation).
func notationChoices() []core.Notation {
	return []core.Notation{core.Chinese, core.Vietnamese, core.WXF, core.ICCS}
}

// notationLabel is a notation's name in the Notation menu, with an example.
func notationLabel(n core.Notation) string {
	switch n {
	case core.Chinese, core.ChineseTraditional:
		return lang.L("Chinese (炮二平五)")
	case core.Vietnamese:
		return lang.L("Vietnamese (P2-5)")
	case core.WXF:
		return "WXF (C2.5)"
	}
	return "ICCS (H2-E2)"
}

// sameNotation reports whether the menu choice n stands for the notation in use: Chinese for
// either character set.
func sameNotation(choice, inUse core.Notation) bool {
	isChinese := func(n core.Notation) bool { return n == core.Chinese || n == core.ChineseTraditional }
	return choice == inUse || isChinese(choice) && isChinese(inUse)
}

// fitNotation is the notation that fits language l when the player has notation n: Chinese is
// written in the language's characters, and a reader of Chinese or Vietnamese gets their own
// notation in place of the other's. WXF and ICCS are a choice the language does not change, and
// an English reader keeps whichever notation they have.
func fitNotation(n core.Notation, l Language) core.Notation {
	switch n {
	case core.Chinese, core.ChineseTraditional, core.Vietnamese:
	default:
		return n
	}
	switch l {
	case Chinese:
		return core.Chinese
	case ChineseTraditional:
		return core.ChineseTraditional
	case Vietnamese:
		return core.Vietnamese
	}
	if n == core.ChineseTraditional {
		return core.Chinese // an English reader's Chinese is the mainland's, as before
	}
	return n
}

// FitNotation adjusts settings s so that the move list speaks its language: for a program that
// starts with the saved settings, before the controller is made.
func FitNotation(s Settings) Settings {
	s.Notation = fitNotation(s.Notation, ResolveLanguage(s.Language))
	return s
}

// styleNotation is the notation to use when the piece style changes from old to s: international
// pieces go with WXF's letters, which name the pieces as their pictures do; leaving them for a
// character set brings back the language's own notation, unless the player chose another since.
func styleNotation(old, s resources.PieceStyle, n core.Notation, l Language) core.Notation {
	switch {
	case s == resources.International:
		return core.WXF
	case old == resources.International && n == core.WXF:
		return fitNotation(core.Chinese, ResolveLanguage(l))
	}
	return n
}

// pgnNotation is the notation a game is saved in when the move list shows n: n itself, but WXF
// for Vietnamese, whose [Format "Vietnamese"] only Chuhe reads, while every xiangqi program reads
// WXF and Vietnamese sites and programs exchange PGN in it.
func pgnNotation(n core.Notation) core.Notation {
	if n == core.Vietnamese {
		return core.WXF
	}
	return n
}
