package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// autoReviewKey is the Preferences key of "Review finished games automatically".
const autoReviewKey = "autoReviewForTraining"

// trainingMenu is the Training menu: the three trainers, then the endgame practice's items (given,
// as the window keeps them to enable), then the automatic review, which the Review game submenu
// (review) offers too.
func (w *Window) trainingMenu(review *fyne.MenuItem, endgame ...*fyne.MenuItem) *fyne.Menu {
	label := lang.L("Review finished games automatically")
	auto, again := fyne.NewMenuItem(label, nil), fyne.NewMenuItem(label, nil)
	auto.Checked, again.Checked = w.c.AutoReview(), w.c.AutoReview()
	toggle := func() {
		w.c.SetAutoReview(!w.c.AutoReview())
		auto.Checked, again.Checked = w.c.AutoReview(), w.c.AutoReview()
		if m := w.win.MainMenu(); m != nil {
			m.Refresh()
		}
	}
	auto.Action, again.Action = toggle, toggle
	if review != nil && review.ChildMenu != nil {
		review.ChildMenu.Items = append(review.ChildMenu.Items, fyne.NewMenuItemSeparator(), again)
	}
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("My mistakes…"), func() { w.ShowTraining(TrainMistakes) }),
		fyne.NewMenuItem(lang.L("Master positions…"), func() { w.ShowTraining(TrainMasters) }),
		fyne.NewMenuItem(lang.L("Guess the move…"), func() { w.ShowTraining(TrainGuess) }),
		fyne.NewMenuItemSeparator(),
	}
	items = append(items, endgame...)
	items = append(items, fyne.NewMenuItemSeparator(), auto)
	return fyne.NewMenu(lang.L("Training"), items...)
}

// AutoReview reports whether finished games are reviewed automatically, so that their mistakes
// join the training deck.
func (c *Controller) AutoReview() bool {
	return c.app.Preferences().BoolWithFallback(autoReviewKey, false)
}

// SetAutoReview turns the automatic review of finished games on or off.
func (c *Controller) SetAutoReview(on bool) { c.app.Preferences().SetBool(autoReviewKey, on) }

// TrainingDialog is the open training dialog: the trainer, its board and its controls.
type TrainingDialog struct {
	T       *Trainer
	Board   *Board
	Prompt  *widget.Label
	Verdict *widget.Label
	Status  *widget.Label
	Next    *widget.Button
	Answer  *widget.Button
	Game    *widget.Button
	dlg     dialog.Dialog
	// content holds the board and the side column; update lays it out again.
	content *fyne.Container
}

// ShowTraining opens the training dialog serving mode's puzzles.
func (w *Window) ShowTraining(mode TrainingMode) *TrainingDialog {
	c := w.c
	d := &TrainingDialog{T: c.NewTrainer()}
	d.Board = NewBoard(core.Position{})
	d.Board.Style, d.Board.Theme = c.settings.Style, c.settings.Theme
	d.Board.do = c.opts.Do
	sel := core.NoSquare
	tryTo := func(to core.Square) {
		if sel == core.NoSquare {
			return
		}
		m := core.NewMove(sel, to)
		sel = core.NoSquare
		d.Board.SetSelection(core.NoSquare, nil)
		d.T.Try(m)
	}
	selectAt := func(s core.Square) bool {
		v := d.T.View()
		pc := v.Position.At(s)
		if v.Busy || v.Over || pc == core.NoPiece || pc.Color() != v.Position.SideToMove() {
			return false
		}
		sel = s
		var dests []core.Move
		for _, m := range v.Position.LegalMoves(nil) {
			if m.From() == s {
				dests = append(dests, m)
			}
		}
		d.Board.SetSelection(s, dests)
		return true
	}
	d.Board.OnTapped = func(s core.Square) {
		if !selectAt(s) {
			tryTo(s)
		}
	}
	d.Board.OnDragStart = selectAt
	d.Board.OnDropped = func(from, to core.Square) { tryTo(to) }

	title := map[TrainingMode]string{TrainMistakes: lang.L("My mistakes"), TrainMasters: lang.L("Master positions"),
		TrainGuess: lang.L("Guess the move")}[mode]
	d.Prompt = widget.NewLabel("")
	d.Prompt.Wrapping = fyne.TextWrapWord
	d.Prompt.TextStyle.Bold = true
	d.Verdict = widget.NewLabel("")
	d.Verdict.Wrapping = fyne.TextWrapWord
	d.Status = widget.NewLabel("")
	d.Status.Wrapping = fyne.TextWrapWord
	d.Status.Importance = widget.LowImportance
	nextLabel := lang.L("Next puzzle")
	if mode == TrainGuess {
		nextLabel = lang.L("Another game")
	}
	d.Next = widget.NewButton(nextLabel, d.T.Next)
	d.Answer = widget.NewButton(lang.L("Show the answer"), d.T.ShowAnswer)
	d.Game = widget.NewButton(lang.L("Open the game"), func() {
		d.T.OpenGame(func(err error) {
			if err != nil {
				ShowError(err, w.win)
				return
			}
			d.dlg.Hide()
		})
	})
	texts := container.New(columnLayout{}, d.Prompt, widget.NewSeparator(), d.Verdict, d.Status)
	scroll := container.NewVScroll(texts)
	buttons := container.NewGridWithColumns(1, d.Next, d.Answer, d.Game)
	d.content = container.New(&trainingLayout{board: d.Board, texts: texts, scroll: scroll, buttons: buttons},
		d.Board, scroll, buttons)
	d.T.OnChange = d.update
	d.dlg = dialog.NewCustom(title, lang.L("Close"), d.content, w.win)
	d.dlg.SetOnClosed(d.T.Close)
	d.dlg.Resize(trainingDialogSize(w.win.Canvas().Size()))
	d.dlg.Show()
	d.T.Start(mode)
	return d
}

// update shows the trainer's state.
func (d *TrainingDialog) update() {
	v := d.T.View()
	d.Board.SetFlipped(v.Flipped)
	d.Board.SetPosition(v.Position, v.LastMove, false)
	d.Board.SetArrow(v.Answer)
	prompt := v.Prompt
	if v.Busy && prompt == "" {
		prompt = lang.L("Loading…")
	}
	d.Prompt.SetText(prompt)
	verdict := v.Verdict
	if v.Busy && v.Prompt != "" {
		verdict = lang.L("The engine is looking at your move…")
	}
	d.Verdict.SetText(verdict)
	d.Status.SetText(v.Progress)
	if v.Over || v.Empty || v.Mode == TrainGuess {
		d.Next.Importance = widget.HighImportance
	} else {
		d.Next.Importance = widget.MediumImportance
	}
	d.Next.Refresh()
	// Guess the move tells the master's move after each guess: no answer to show, no button.
	if v.Mode == TrainGuess {
		d.Answer.Hide()
	} else {
		d.Answer.Show()
	}
	if v.Over || v.Empty || v.Busy || v.Mode == TrainGuess {
		d.Answer.Disable()
	} else {
		d.Answer.Enable()
	}
	if v.HasGame {
		d.Game.Show()
	} else {
		d.Game.Hide()
	}
	// The labels' heights (their lines at the column's width) and the buttons shown have changed:
	// lay the dialog out again, as Fyne does not when a child's minimum size changes (not at all
	// in the test driver, and not always in the window's, which remembers one container to lay
	// out again at a time).
	d.content.Refresh()
}

// trainingDialogSize is the size asked for the training dialog in a window whose content is
// win: most of the window, up to 1000×900 (the dialog keeps within the window).
func trainingDialogSize(win fyne.Size) fyne.Size {
	if win.Width <= 0 || win.Height <= 0 {
		return fyne.NewSize(860, 620)
	}
	return fyne.NewSize(min(win.Width, 1000), min(win.Height, 900))
}
