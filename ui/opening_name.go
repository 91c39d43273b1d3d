package ui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/library"
)

// Openings' names in the interface's language. The ECCO names come from the master games, in
// traditional characters, and the library converts them to simplified ones; English and
// Vietnamese get the family's name, translated, beside the code.

// openingText is the shown line's opening as the header shows it ("C20 中炮过河车…", "" when
// unknown), in the interface's language.
func (c *gameLibrary) openingText() string {
	return openingText(c.opening, ResolveLanguage(c.host.Settings().Language))
}

// openingText is an opening as the header shows it in language l: its ECCO code and its name
// ("C20 中炮过河车…"; "" for no opening).
func openingText(o library.Opening, l Language) string {
	name := openingName(o, l)
	if name == "" {
		return o.Code
	}
	return strings.TrimSpace(o.Code + " " + name)
}

// openingName is an opening's name in language l: the master games' name in the Chinese
// interfaces (in their characters), the family's name in English and Vietnamese, where the
// Chinese names have no translation ("C44 Central cannon against the screen horses"; the code
// says the rest).
func openingName(o library.Opening, l Language) string {
	switch {
	case o.Code == "":
		return ""
	case l == Chinese:
		return o.Simplified
	case l == ChineseTraditional:
		return o.Name
	}
	switch o.Code[0] {
	case 'A':
		return lang.L("Openings other than the central cannon")
	case 'B':
		return lang.L("Central cannon against the reverse palace horse and others")
	case 'C':
		return lang.L("Central cannon against the screen horses")
	case 'D':
		return lang.L("Same- and opposite-direction cannons")
	case 'E':
		return lang.L("Pawn opening")
	}
	return ""
}

// storedOpeningText is an opening stored as its ECCO code, followed by its name in whatever language
// it was stored in ("C44 中炮過河車…"), as language l writes it: the stored text when the code is
// not ECCO's.
func storedOpeningText(stored string, l Language) string {
	code, _, _ := strings.Cut(strings.TrimSpace(stored), " ")
	if o, ok := library.ECCO(code); ok {
		return openingText(o, l)
	}
	return stored
}
