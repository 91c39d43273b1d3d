package ui

import (
	"embed"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// The interface's strings are written in English in the code (lang.L's key is the English text);
// translations/chuhe.zh_Hans.json holds their Simplified Chinese.
//
//go:embed translations
var translations embed.FS

// SetupLanguage loads the translations and applies the user's choice: SystemLanguage follows the
// system locale, English or Chinese override it. Call it once at start-up, before building any
// window; Fyne's menus only pick up a change after a restart.
func SetupLanguage(l Language) error {
	switch l {
	case English:
		// go-locale reads LANGUAGE before the system default on Linux and BSD; elsewhere the
		// registrations below decide.
		os.Setenv("LANGUAGE", "en")
	case Chinese:
		os.Setenv("LANGUAGE", "zh_CN")
	}
	if err := lang.AddTranslationsFS(translations, "translations"); err != nil {
		return err
	}
	switch l {
	case English:
		en, err := translations.ReadFile("translations/chuhe.en.json")
		if err != nil {
			return err
		}
		return lang.AddTranslationsForLocale(en, fyne.Locale("zh-Hans"))
	case Chinese:
		zh, err := translations.ReadFile("translations/chuhe.zh_Hans.json")
		if err != nil {
			return err
		}
		return lang.AddTranslationsForLocale(zh, fyne.Locale("en"))
	}
	return nil
}
