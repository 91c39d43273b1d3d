package ui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// puzzleBrowser is the endgame practice dialog's content: a level filter and the list of the
// collection's positions, the solved ones ticked; apart from the dialog so that tests can use it.
type puzzleBrowser struct {
	all      []core.Puzzle
	solved   []string
	shown    []core.Puzzle // the positions of the level chosen
	selected int           // index in shown, -1 for none
	level    *widget.Select
	list     *widget.List
	count    *widget.Label
	content  fyne.CanvasObject
	// play starts the position chosen (a double choice, or the dialog's button).
	play func(core.Puzzle)
}

func newPuzzleBrowser(all []core.Puzzle, solved []string, play func(core.Puzzle)) *puzzleBrowser {
	b := &puzzleBrowser{all: all, solved: solved, selected: -1, play: play}
	levels := []string{lang.L("All levels")}
	for n := 1; n <= 5; n++ {
		levels = append(levels, fmt.Sprintf("%s %d", lang.L("Level"), n))
	}
	b.count = widget.NewLabel("")
	b.list = widget.NewList(func() int { return len(b.shown) },
		func() fyne.CanvasObject {
			tick := widget.NewIcon(theme.ConfirmIcon())
			title := widget.NewLabel("")
			title.Truncation = fyne.TextTruncateEllipsis
			goal := widget.NewLabel("")
			return container.NewBorder(nil, nil, tick, goal, title)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			pz := b.shown[id]
			box := o.(*fyne.Container)
			title, tick, goal := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Icon), box.Objects[2].(*widget.Label)
			title.SetText(PuzzleTitle(pz))
			goal.SetText(PuzzleGoalText(pz) + " · " + strconv.Itoa(pz.Level))
			if slices.Contains(b.solved, pz.ID) {
				tick.SetResource(theme.ConfirmIcon())
			} else {
				tick.SetResource(theme.NewDisabledResource(theme.RadioButtonIcon()))
			}
		})
	b.list.OnSelected = func(id widget.ListItemID) {
		if id == b.selected && b.play != nil {
			b.play(b.shown[id]) // chosen twice: play it
			return
		}
		b.selected = id
	}
	b.level = widget.NewSelect(levels, func(string) { b.filter() })
	b.level.SetSelectedIndex(0)
	b.content = container.NewBorder(container.NewBorder(nil, nil, nil, b.count, b.level), nil, nil, nil, b.list)
	return b
}

// filter shows the positions of the level chosen, easiest first.
func (b *puzzleBrowser) filter() {
	lv := b.level.SelectedIndex() // 0: all
	b.shown = b.shown[:0]
	done := 0
	for _, pz := range b.all {
		if lv == 0 || pz.Level == lv {
			b.shown = append(b.shown, pz)
			if slices.Contains(b.solved, pz.ID) {
				done++
			}
		}
	}
	slices.SortStableFunc(b.shown, func(a, c core.Puzzle) int { return a.Level - c.Level })
	b.selected = -1
	b.list.UnselectAll()
	b.list.Refresh()
	b.count.SetText(fmt.Sprintf(lang.L("%d of %d solved"), done, len(b.shown)))
}

// showPuzzles opens the endgame practice dialog.
func (w *Window) showPuzzles() {
	all, err := w.c.Puzzles()
	if err != nil {
		ShowError(err, w.win)
		return
	}
	var d dialog.Dialog
	start := func(pz core.Puzzle) {
		if d != nil {
			d.Hide()
		}
		if err := w.c.StartPuzzle(pz); err != nil {
			ShowError(err, w.win)
		}
		w.refreshMenu()
	}
	b := newPuzzleBrowser(all, w.c.SolvedPuzzles(), start)
	d = dialog.NewCustomConfirm(lang.L("Endgame practice"), lang.L("Play"), lang.L("Cancel"), b.content, func(ok bool) {
		if ok && b.selected >= 0 {
			start(b.shown[b.selected])
		}
	}, w.win)
	d.Resize(fyne.NewSize(620, 520))
	d.Show()
}

// puzzleJudged tells the user how the attempt went, offering to try again or see the solution.
func (w *Window) puzzleJudged(solved bool) {
	v := w.c.Puzzle()
	if solved {
		showMessage(lang.L("Solved!"), PuzzleTitle(v.Puzzle)+": "+PuzzleGoalText(v.Puzzle)+".", theme.ConfirmIcon(), w.win)
		return
	}
	var d dialog.Dialog
	retry := widget.NewButton(lang.L("Try again"), func() { d.Hide(); w.c.RetryPuzzle() })
	solution := widget.NewButton(lang.L("Show the solution"), func() { d.Hide(); w.c.ShowSolution() })
	retry.Importance = widget.HighImportance
	msg := widget.NewLabel(fmt.Sprintf(lang.L("Not solved: %s."), PuzzleGoalText(v.Puzzle)))
	msg.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustom(lang.L("Not solved"), lang.L("Close"), container.NewVBox(msg,
		container.NewGridWithColumns(2, retry, solution)), w.win)
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}
