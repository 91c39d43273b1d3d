package ui_test

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// findMenuItem finds the item labelled label in the window's main menu, in any submenu.
func findMenuItem(items []*fyne.MenuItem, label string) *fyne.MenuItem {
	for _, it := range items {
		if it.Label == label {
			return it
		}
		if it.ChildMenu != nil {
			if found := findMenuItem(it.ChildMenu.Items, label); found != nil {
				return found
			}
		}
	}
	return nil
}

// TestMenusOfferLanguagesPiecesNotations wants the View menu to offer the four languages, the
// international pieces and Vietnamese notation, and the Move menu the keyboard's two ways to play.
func TestMenusOfferLanguagesPiecesNotations(t *testing.T) {
	w, _, _ := newTestWindow(t, "")
	all := allMenuItems(w)
	for _, label := range []string{"English", "中文（简体）", "中文（繁體）", "Tiếng Việt", "System language",
		"International (pictures)", "Traditional", "Simplified", "Vietnamese (P2-5)", "Chinese (炮二平五)",
		"WXF (C2.5)", "ICCS (H2-E2)", "Type a move", "Play with the keyboard"} {
		t.Run(label, func(t *testing.T) {
			if findMenuItem(all, label) == nil {
				t.Errorf("no menu item %q", label)
			}
		})
	}
}

// TestSettingsKeepNewChoices reads the new languages, notations and piece style back from the
// settings file.
func TestSettingsKeepNewChoices(t *testing.T) {
	for _, tc := range []struct {
		json     string
		language ui.Language
		notation core.Notation
		style    resources.PieceStyle
	}{
		{`{"language": "vi", "notation": 5, "pieceStyle": 2}`, ui.Vietnamese, core.Vietnamese, resources.International},
		{`{"language": "zh-Hant", "notation": 4, "pieceStyle": 0}`, ui.ChineseTraditional, core.ChineseTraditional, resources.Traditional},
	} {
		t.Run(string(tc.language), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), ui.SettingsFile)
			if err := os.WriteFile(path, []byte(tc.json), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := ui.LoadSettingsFile(path, nil)
			if err != nil || s.Language != tc.language || s.Notation != tc.notation || s.Style != tc.style {
				t.Errorf("read %q, %s, %v (%v)", s.Language, s.Notation, s.Style, err)
			}
		})
	}
}
