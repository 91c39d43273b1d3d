package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// Every shortcut of the menus does one thing, and Game > Quit has the platform's (Ctrl+Q, Cmd+Q).
func TestMenuShortcuts(t *testing.T) {
	w := newTestWindow(t)
	seen := map[string]string{}
	var quit *fyne.MenuItem
	var walk func(menu string, items []*fyne.MenuItem)
	walk = func(menu string, items []*fyne.MenuItem) {
		for _, it := range items {
			if it.ChildMenu != nil {
				walk(menu+" > "+it.Label, it.ChildMenu.Items)
			}
			if it.IsQuit {
				quit = it
			}
			if it.Shortcut == nil {
				continue
			}
			name, where := it.Shortcut.ShortcutName(), menu+" > "+it.Label
			if other, ok := seen[name]; ok {
				t.Errorf("%s is the shortcut of %s and of %s", name, other, where)
			}
			seen[name] = where
		}
	}
	for _, m := range w.menu.Items {
		walk(m.Label, m.Items)
	}
	if quit == nil || quit.Label != lang.L("Quit") {
		t.Fatal("no Quit item")
	}
	sc, ok := quit.Shortcut.(*desktop.CustomShortcut)
	if !ok || sc.KeyName != fyne.KeyQ || sc.Modifier != fyne.KeyModifierShortcutDefault {
		t.Errorf("Quit's shortcut is %v, want the platform's Q", quit.Shortcut)
	}
	if len(seen) < 10 {
		t.Errorf("only %d shortcuts in the menus", len(seen))
	}
}
