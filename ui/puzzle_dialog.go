package ui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// puzzleBrowser is the endgame practice dialog's content: a level filter and the list of the
// collection's positions, the solved ones ticked, beside a preview of the position chosen (a
// small board of its own) with its name and goal; apart from the dialog so that tests can use it.
type puzzleBrowser struct {
	all      []core.Puzzle
	solved   []string
	shown    []core.Puzzle // the positions of the level chosen
	selected int           // index in shown, -1 for none
	level    *DialogSelect
	list     *widget.List
	count    *widget.Label
	// preview shows the position chosen, or the list's first before any is chosen, from the
	// solver's side; name and goal say what it is.
	preview    *Board
	name, goal *widget.Label
	content    fyne.CanvasObject
	// play starts the position chosen (a double choice, or the dialog's button).
	play func(core.Puzzle)
	// lang is the interface's language, the titles' (PuzzleTitle).
	lang Language
}

// puzzlePreviewWidth is the preview board's width: large enough to read the position, small
// enough to leave the list its room.
const puzzlePreviewWidth = 250

func newPuzzleBrowser(all []core.Puzzle, solved []string, l Language, play func(core.Puzzle)) *puzzleBrowser {
	b := &puzzleBrowser{all: all, solved: solved, selected: -1, play: play, lang: l}
	levels := []string{lang.L("All levels")}
	for n := 1; n <= 5; n++ {
		levels = append(levels, fmt.Sprintf(lang.L("Level %d"), n))
	}
	b.count = widget.NewLabel("")
	b.list = widget.NewList(func() int { return len(b.shown) },
		func() fyne.CanvasObject {
			tick := widget.NewIcon(theme.ConfirmIcon())
			title := widget.NewLabel("")
			title.Truncation = fyne.TextTruncateEllipsis
			level := widget.NewLabel("")
			return newPuzzleRow(b, container.NewBorder(nil, nil, tick, level, title))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			pz := b.shown[id]
			row := o.(*puzzleRow)
			row.id = id
			box := row.content.(*fyne.Container)
			title, tick, level := box.Objects[0].(*widget.Label), box.Objects[1].(*widget.Icon), box.Objects[2].(*widget.Label)
			title.SetText(PuzzleTitle(pz, b.lang))
			level.SetText(fmt.Sprintf(lang.L("Level %d"), pz.Level))
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
		b.showPreview(b.shown[id])
	}
	b.preview = NewBoard(core.Position{})
	b.name = widget.NewLabel("")
	b.name.Wrapping = fyne.TextWrapWord
	b.name.TextStyle = fyne.TextStyle{Bold: true}
	b.goal = widget.NewLabel("")
	b.goal.Wrapping = fyne.TextWrapWord
	previewSize := fyne.NewSize(puzzlePreviewWidth, puzzlePreviewWidth*resources.BoardHeight/resources.BoardWidth)
	side := container.NewVBox(container.NewGridWrap(previewSize, b.preview), b.name, b.goal)
	b.level = NewDialogSelect(levels, func(string) { b.filter() })
	b.level.SetSelectedIndex(0)
	top := container.NewBorder(nil, nil, nil, b.count, b.level)
	b.content = container.NewBorder(nil, nil, nil, side, container.NewBorder(top, nil, nil, nil, b.list))
	return b
}

// puzzleRow is a row of the practice list: a click chooses its position, a click on the chosen
// row or a double click plays it. The list alone cannot: it reports no click on the row already
// chosen.
type puzzleRow struct {
	widget.BaseWidget
	b       *puzzleBrowser
	id      widget.ListItemID
	content fyne.CanvasObject
}

func newPuzzleRow(b *puzzleBrowser, content fyne.CanvasObject) *puzzleRow {
	r := &puzzleRow{b: b, content: content}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer shows the row's content.
func (r *puzzleRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.content) }

// Tapped chooses the row's position, or plays it when it is chosen already.
func (r *puzzleRow) Tapped(*fyne.PointEvent) {
	if r.id == r.b.selected && r.b.play != nil {
		r.b.play(r.b.shown[r.id])
		return
	}
	r.b.list.Select(r.id)
}

// DoubleTapped chooses the row's position and plays it.
func (r *puzzleRow) DoubleTapped(*fyne.PointEvent) {
	r.b.list.Select(r.id)
	if r.b.play != nil {
		r.b.play(r.b.shown[r.id])
	}
}

// showPreview shows pz on the preview board, the solver at the bottom, with its name and goal.
func (b *puzzleBrowser) showPreview(pz core.Puzzle) {
	p, err := pz.Position()
	if err != nil {
		return // the collection's positions were checked when it was read
	}
	b.preview.Flipped = p.SideToMove() == core.Black
	b.preview.SetPosition(*p, core.NoMove, false)
	b.name.SetText(PuzzleTitle(pz, b.lang))
	b.goal.SetText(PuzzleGoalText(pz) + "\n" + fmt.Sprintf(lang.L("Level %d"), pz.Level))
}

// previewed returns the position the preview shows: the one chosen, or else the list's first;
// false when the list is empty.
func (b *puzzleBrowser) previewed() (core.Puzzle, bool) {
	switch {
	case b.selected >= 0 && b.selected < len(b.shown):
		return b.shown[b.selected], true
	case len(b.shown) > 0:
		return b.shown[0], true
	}
	return core.Puzzle{}, false
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
	if len(b.shown) > 0 && b.preview != nil {
		b.showPreview(b.shown[0])
	}
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
	b := newPuzzleBrowser(all, w.c.SolvedPuzzles(), w.uiLanguage(), start)
	b.preview.SetStyle(w.c.Settings().Style)
	b.preview.SetTheme(w.c.Settings().Theme)
	d = dialog.NewCustomConfirm(lang.L("Endgame practice"), lang.L("Play"), lang.L("Cancel"), b.content, func(ok bool) {
		if pz, shown := b.previewed(); ok && shown {
			start(pz) // the position previewed: the list's first when none was chosen
		}
	}, w.win)
	d.Resize(fyne.NewSize(820, 560))
	d.Show()
}

// showSolution shows the solution of the puzzle practised, which replaces its game: after asking,
// when the user has moves or notes of their own there.
func (w *Window) showSolution() {
	w.replacePuzzleGame(w.c.PuzzleTouched(), lang.L("Show the solution?"), lang.L("Show the solution"), w.c.ShowSolution)
}

// retryPuzzle is Training > Try again: it asks first, as showSolution does, when the puzzle's
// game holds the user's moves or notes.
func (w *Window) retryPuzzle() {
	w.replacePuzzleGame(w.c.PuzzleTouched(), lang.L("Try again?"), lang.L("Try again"), w.c.RetryPuzzle)
}

// afterFailure runs what the failed attempt's dialog offers (trying again, the solution): the
// attempt's moves go without a question, as the user chose after hearing it failed; notes added
// to it are asked about.
func (w *Window) afterFailure(f func(), title, confirm string) {
	w.replacePuzzleGame(w.c.PuzzleNoted(), title, confirm, f)
}

// replacePuzzleGame runs f, which replaces the puzzle's game, at once, or when ask after the
// user has confirmed under title.
func (w *Window) replacePuzzleGame(ask bool, title, confirm string, f func()) {
	if !ask {
		f()
		return
	}
	showConfirm(title, lang.L("Your moves and notes in this puzzle will be replaced."), confirm, f, w.win)
}

// puzzleJudged tells the user how the attempt went, offering to try again or see the solution.
func (w *Window) puzzleJudged(solved bool) {
	v := w.c.Puzzle()
	if solved {
		// The title and the goal on lines of their own: no English punctuation between Chinese texts.
		showMessage(lang.L("Solved!"), PuzzleTitle(v.Puzzle, w.uiLanguage())+"\n"+PuzzleGoalText(v.Puzzle), theme.ConfirmIcon(), w.win)
		return
	}
	var d dialog.Dialog
	retry := widget.NewButton(lang.L("Try again"), func() {
		d.Hide()
		w.afterFailure(w.c.RetryPuzzle, lang.L("Try again?"), lang.L("Try again"))
	})
	solution := widget.NewButton(lang.L("Show the solution"), func() {
		d.Hide()
		w.afterFailure(w.c.ShowSolution, lang.L("Show the solution?"), lang.L("Show the solution"))
	})
	retry.Importance = widget.HighImportance
	msg := widget.NewLabel(fmt.Sprintf(lang.L("Not solved: %s."), PuzzleGoalText(v.Puzzle)))
	msg.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustom(lang.L("Not solved"), lang.L("Close"), container.NewVBox(msg,
		container.NewGridWithColumns(2, retry, solution)), w.win)
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}
