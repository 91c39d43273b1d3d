package ui

import (
	"embed"
	"encoding/json"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The interface's strings are written in English in the code (lang.L's key is the English text);
// translations/chuhe.zh_Hans.json holds their Simplified Chinese.
//
//go:embed translations
var translations embed.FS

// The translation files, and the locales Fyne files them under.
const (
	englishFile = "translations/chuhe.en.json"
	chineseFile = "translations/chuhe.zh_Hans.json"

	englishLocale = fyne.Locale("en")
	chineseLocale = fyne.Locale("zh-Hans")
)

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

// Apply makes the interface speak l: SystemLanguage follows the system locale, English or
// Chinese override it. Strings already shown keep their language until they are made again.
func (ls *Languages) Apply(l Language) error {
	// go-locale reads LANGUAGE before the system default on Linux and BSD, so Fyne's own strings
	// (the file dialogs) follow too; elsewhere only the registrations below decide.
	switch {
	case l == English:
		os.Setenv("LANGUAGE", "en")
	case l == Chinese:
		os.Setenv("LANGUAGE", "zh_CN")
	case ls.hasEnvLanguage:
		os.Setenv("LANGUAGE", ls.envLanguage)
	default:
		os.Unsetenv("LANGUAGE")
	}
	en, err := translations.ReadFile(englishFile)
	if err != nil {
		return err
	}
	zh, err := translations.ReadFile(chineseFile)
	if err != nil {
		return err
	}
	// What each locale answers with: a chosen language answers for both, so that it wins
	// whichever of the two the system reports.
	forEnglish, forChinese := en, zh
	switch l {
	case English:
		forChinese = en
	case Chinese:
		forEnglish = zh
	}
	if err := lang.AddTranslationsForLocale(forEnglish, englishLocale); err != nil {
		return err
	}
	return lang.AddTranslationsForLocale(forChinese, chineseLocale)
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
