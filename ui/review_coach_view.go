package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ai"
)

// CoachView is the review panel's part that speaks: the summary (each side's accuracy and the level
// it played like, the key moments as buttons), why the move shown is an inaccuracy, a mistake or a
// blunder with its line stepped through on the board, Show threat, and Try again.
type CoachView struct {
	widget.BaseWidget
	c *Controller

	accuracy *widget.Label
	moments  *fyne.Container // the label and the grid of buttons
	momentsG *fyne.Container
	shownKey []int // the key moments the buttons show

	why        *widget.Label
	stepBack   *widget.Button
	stepOn     *widget.Button
	stepLabel  *widget.Label
	steps      *fyne.Container
	threat     *widget.Check
	threatText *widget.Label

	tryAgain *widget.Button
	tryText  *widget.Label
	tryNext  *widget.Button
	tryEnd   *widget.Button
	tryBox   *fyne.Container

	box *fyne.Container
}

// NewCoachView returns the coach's part of c's review panel.
func NewCoachView(c *Controller) *CoachView {
	v := &CoachView{c: c}
	v.accuracy = widget.NewLabel("")
	v.accuracy.Wrapping = fyne.TextWrapWord
	v.momentsG = container.NewGridWithColumns(3)
	v.moments = container.NewVBox(widget.NewLabel(lang.L("Key moments:")), v.momentsG)
	v.why = widget.NewLabel("")
	v.why.Wrapping = fyne.TextWrapWord
	v.stepBack = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.step(-1) })
	v.stepOn = widget.NewButtonWithIcon(lang.L("Show the line"), theme.NavigateNextIcon(), func() { v.step(1) })
	v.stepOn.IconPlacement = widget.ButtonIconTrailingText
	v.stepLabel = widget.NewLabel("")
	v.steps = container.NewHBox(v.stepBack, v.stepLabel, v.stepOn)
	v.threat = widget.NewCheck(lang.L("Show threat"), c.SetShowThreat)
	v.threatText = widget.NewLabel("")
	v.threatText.Wrapping = fyne.TextWrapWord
	v.tryAgain = widget.NewButtonWithIcon(lang.L("Try again"), theme.ViewRefreshIcon(), c.TryAgain)
	v.tryText = widget.NewLabel("")
	v.tryText.Wrapping = fyne.TextWrapWord
	v.tryNext = widget.NewButtonWithIcon(lang.L("Next mistake"), theme.MediaSkipNextIcon(), c.NextTry)
	v.tryEnd = widget.NewButtonWithIcon(lang.L("Stop trying"), theme.CancelIcon(), c.EndTry)
	v.tryBox = container.NewVBox(v.tryText, container.NewHBox(v.tryNext, v.tryEnd))
	v.box = container.NewVBox(v.accuracy, v.moments, v.why, v.steps, container.NewHBox(v.threat, v.tryAgain),
		v.threatText, v.tryBox)
	v.ExtendBaseWidget(v)
	return v
}

func (v *CoachView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(v.box) }

// step moves the explanation line shown on the board by d (from the game's position, the first step).
func (v *CoachView) step(d int) {
	k, n := v.c.ExplanationStep()
	es, _ := v.c.Explanations()
	if len(es) == 0 {
		return
	}
	if k < 0 {
		k, n = -1, 0
	}
	k += d
	if k < 0 || k > len(es[n].Line) {
		v.c.EndExplanationSteps()
	} else {
		v.c.ShowExplanationStep(n, k)
	}
	v.Update()
}

// Update shows the controller's review summary and what the coach says of the move shown.
func (v *CoachView) Update() {
	c := v.c
	c.keepTry()
	s := c.Summary()
	v.showSummary(s)

	es, busy := c.Explanations()
	var lines []string
	for _, e := range es {
		lines = append(lines, c.ExplanationText(e))
	}
	_, _, flagged := c.shownMistake()
	switch {
	case busy:
		lines = []string{lang.L("Working out why…")}
	case flagged && len(es) == 0:
		lines = []string{lang.L("The engine's line wins no material and mates nowhere: the move is worse by position.")}
	}
	setText(v.why, strings.Join(lines, "\n"))
	showIf(v.why, len(lines) > 0)

	k, n := c.ExplanationStep()
	if len(es) > 0 {
		if k >= 0 && n < len(es) {
			setText(v.stepLabel, fmt.Sprintf(lang.L("Move %d of %d"), k, len(es[n].Line)))
		} else {
			setText(v.stepLabel, "")
		}
		v.steps.Show()
	} else {
		v.steps.Hide()
	}
	enableIf(v.stepBack, k >= 0)

	v.threat.SetChecked(c.ShowThreat())
	t := c.ThreatText()
	setText(v.threatText, t)
	showIf(v.threatText, t != "")

	trying, verdict, solved := c.Trying()
	enableIf(v.tryAgain, c.CanTryAgain())
	showIf(v.tryBox, trying)
	setText(v.tryText, verdict)
	enableIf(v.tryNext, solved)
	v.Refresh()
}

// showSummary shows the accuracy, the levels and the key moments.
func (v *CoachView) showSummary(s ReviewSummary) {
	side := func(i int) string {
		if s.Accuracy[i] < 0 {
			return "–"
		}
		return fmt.Sprintf("%.0f", s.Accuracy[i])
	}
	level := func(i int) string {
		if s.Level[i] == 0 {
			return "–"
		}
		return levelLabel(ai.Levels()[s.Level[i]-1]) // "3 · Beginner 3 · 580", as the Level menu writes it
	}
	text := ""
	if s.Ready {
		text = fmt.Sprintf(lang.L("Accuracy: Red %s, Black %s"), side(0), side(1)) + "\n" +
			fmt.Sprintf(lang.L("Played like level: Red %s, Black %s"), level(0), level(1))
	}
	setText(v.accuracy, text)
	showIf(v.accuracy, text != "")
	if !slices.Equal(s.KeyMoments, v.shownKey) {
		v.shownKey = append([]int(nil), s.KeyMoments...)
		v.momentsG.RemoveAll()
		for _, i := range s.KeyMoments {
			v.momentsG.Add(widget.NewButton(v.momentLabel(i), func() { v.c.GoToMain(i + 1) }))
		}
	}
	showIf(v.moments, len(s.KeyMoments) > 0)
}

// momentLabel names move i as the move list does: its number and the move.
func (v *CoachView) momentLabel(i int) string { return v.c.reviewedMoveText(i) }

// setText sets a label's text when it changed (a new text is shaped and drawn anew).
func setText(l *widget.Label, s string) {
	if l.Text != s {
		l.SetText(s)
	}
}

// enableIf enables b when on, disables it otherwise.
func enableIf(b *widget.Button, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}
