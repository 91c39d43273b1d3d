package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
)

// The ladder in the new game dialog and the Level menu: each level with its rating, and the
// Adaptive opponent first.

// levelLabel is a level as the dialog and the menu show it: "7 · Casual 1 · 1100".
func levelLabel(l ai.Level) string {
	return fmt.Sprintf("%d · %s · %d", l.N, levelName(l), l.Rating)
}

// levelChoices are the dialog's level choices: Adaptive (with the level it would play now), then
// the ladder.
func levelChoices(adaptive int) []string {
	ls := ai.Levels()
	out := []string{fmt.Sprintf("%s (%s)", lang.L("Adaptive"), levelLabel(ls[ai.ClampLevel(adaptive)-1]))}
	for _, l := range ls {
		out = append(out, levelLabel(l))
	}
	return out
}

// levelChoice is the index among levelChoices of ch's level.
func levelChoice(ch NewGameChoices) int {
	if ch.Adaptive {
		return 0
	}
	return ai.ClampLevel(ch.Level)
}

// chosenLevel reads the index chosen among levelChoices.
func chosenLevel(i int) (level int, adaptive bool) {
	if i <= 0 {
		return 0, true
	}
	return ai.ClampLevel(i), false
}

// paceMenuItem is Level > Human pace: the low levels answer after a second or two.
func (w *Window) paceMenuItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(lang.L("Think at a human pace"), nil)
	it.Checked = w.c.Settings().HumanPace
	it.Action = func() {
		w.c.SetHumanPace(!w.c.Settings().HumanPace)
		it.Checked = w.c.Settings().HumanPace
		if m := w.win.MainMenu(); m != nil {
			m.Refresh()
		}
	}
	return it
}
