package ui

import (
	"embed"
	"encoding/json"
	"os"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The interface's strings are written in English in the code (lang.L's key is the English text);
// translations/ holds their Simplified Chinese (zh_Hans), Traditional Chinese (zh_Hant) and
// Vietnamese (vi).
//
//go:embed translations
var translations embed.FS

// englishFile is the file whose keys are every string of the interface.
const englishFile = "translations/chuhe.en.json"

// uiLanguages are the languages the interface speaks: the file of each, the locale Fyne files it
// under, and the LANGUAGE value that makes Fyne's own strings (the file dialogs) follow a choice.
var uiLanguages = []struct {
	lang     Language
	file     string
	locale   fyne.Locale
	envValue string
}{
	{English, englishFile, "en", "en"},
	{Chinese, "translations/chuhe.zh_Hans.json", "zh-Hans", "zh_CN"},
	{ChineseTraditional, "translations/chuhe.zh_Hant.json", "zh-Hant", "zh_TW"},
	{Vietnamese, "translations/chuhe.vi.json", "vi", "vi"},
}

// Languages applies the interface language to Fyne's translations, at start-up and again each
// time the user picks another. A switch takes effect at once: Fyne's lang package rebuilds its
// localizer at every registration of translations, from the locales the system reports at that
// moment, and a registration replaces the messages of the same keys, so registering the chosen
// language's file again makes lang.L answer in it. The window then rebuilds what it shows.
type Languages struct {
	// envLanguage is LANGUAGE as the app was started, for SystemLanguage to return to.
	envLanguage    string
	hasEnvLanguage bool
}

// NewLanguages returns a Languages that remembers the system's own language setting. Make it
// before anything else changes the environment's LANGUAGE.
func NewLanguages() *Languages {
	v, ok := os.LookupEnv("LANGUAGE")
	return &Languages{envLanguage: v, hasEnvLanguage: ok}
}

// SetupLanguage loads the translations and applies l, for a program that never changes its
// language afterwards (the screenshot mode).
func SetupLanguage(l Language) error { return NewLanguages().Apply(l) }

// Apply makes the interface speak l: SystemLanguage follows the system locale (Fyne matches it
// to the nearest of ours: zh-TW and zh-HK to Traditional Chinese, vi-VN to Vietnamese), another
// language overrides it. Strings already shown keep their language until they are made again.
func (ls *Languages) Apply(l Language) error {
	// go-locale reads LANGUAGE before the system default on Linux and BSD, so Fyne's own strings
	// (the file dialogs) follow too; elsewhere only the registrations below decide.
	chosen := -1
	for i, u := range uiLanguages {
		if u.lang == l {
			chosen = i
		}
	}
	switch {
	case chosen >= 0:
		os.Setenv("LANGUAGE", uiLanguages[chosen].envValue)
	case ls.hasEnvLanguage:
		os.Setenv("LANGUAGE", ls.envLanguage)
	default:
		os.Unsetenv("LANGUAGE")
	}
	// Every locale answers in the language chosen, or for SystemLanguage in the one the system's
	// locale asks for (ResolveLanguage), whichever locale Fyne then matches: its matcher takes
	// zh-TW to zh-Hans when both Chinese files are registered under their own locales.
	want, file := ResolveLanguage(l), englishFile
	for _, u := range uiLanguages {
		if u.lang == want {
			file = u.file
		}
	}
	data, err := translations.ReadFile(file)
	if err != nil {
		return err
	}
	for _, u := range uiLanguages {
		if err := lang.AddTranslationsForLocale(data, u.locale); err != nil {
			return err
		}
	}
	return nil
}

// translationKeys lists the keys of the interface's strings: their English text.
func translationKeys() []string {
	data, err := translations.ReadFile(englishFile)
	if err != nil {
		return nil
	}
	m := map[string]any{}
	if json.Unmarshal(data, &m) != nil {
		return nil
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// plural returns the translation of one when n is 1 and of other otherwise: English says "1 game",
// not "1 games". The two keys take the same arguments; the languages without a plural translate
// both alike.
func plural(n int, one, other string) string {
	if n == 1 {
		return lang.L(one)
	}
	return lang.L(other)
}

// labelled is "label: value" with the language's colon (Chinese writes a full-width one, "：").
func labelled(label, value string) string {
	return label + lang.X("label.colon", ": ") + value
}

// capitalized is s with its first letter in capitals, for a word that heads a column ("won" →
// "Won", "thắng" → "Thắng"); writing without capitals is left alone.
func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
