package ui

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestLibraryColumnWidths: in every language each column of the library's table is at least as wide
// as its header button needs ("ECCO 编号" overflowed the ECCO column in Chinese).
func TestLibraryColumnWidths(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { SetupLanguage(English) })
	for _, l := range []Language{English, Chinese, ChineseTraditional, Vietnamese} {
		if err := SetupLanguage(l); err != nil {
			t.Fatal(err)
		}
		widths := libraryColumnWidths()
		for i, name := range libraryColumns {
			if need := widget.NewButton(lang.L(name), nil).MinSize().Width; widths[i] < need {
				t.Errorf("%s: column %q (%q) is %.0f wide, its header needs %.0f", l, name, lang.L(name), widths[i], need)
			}
		}
	}
}
