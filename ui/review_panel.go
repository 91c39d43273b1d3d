package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ReviewPanel shows the game review beside the move list: the progress with a Cancel button while
// it runs, each side's count of inaccuracies, mistakes and blunders, the evaluation graph, what the
// review says of the move shown (with the better move), and Next mistake.
type ReviewPanel struct {
	widget.BaseWidget
	c        *Controller
	progress *widget.ProgressBar
	cancel   *widget.Button
	running  *fyne.Container
	counts   *widget.Label
	graph    *EvalGraph
	note     *widget.Label
	next     *widget.Button
	coach    *CoachView // the summary, the explanations, Show threat, Try again (review_coach_view.go)
	box      *fyne.Container
}

// NewReviewPanel returns the review panel of c's game.
func NewReviewPanel(c *Controller) *ReviewPanel {
	p := &ReviewPanel{c: c}
	p.progress = widget.NewProgressBar()
	p.cancel = widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), c.CancelReview)
	p.running = container.NewBorder(nil, nil, nil, p.cancel, p.progress)
	p.counts = widget.NewLabel("")
	p.counts.Truncation = fyne.TextTruncateEllipsis
	p.graph = NewEvalGraph(c.GoToMain)
	p.note = widget.NewLabel("")
	p.note.Wrapping = fyne.TextWrapWord
	p.next = widget.NewButtonWithIcon("", theme.MediaFastForwardIcon(), func() { c.NextMistake() })
	p.coach = NewCoachView(c)
	p.box = container.NewVBox(p.running, p.graph, container.NewBorder(nil, nil, nil, p.next, p.counts), p.note, p.coach)
	p.ExtendBaseWidget(p)
	p.Update()
	return p
}

func (p *ReviewPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.box) }

// Update shows the controller's review; the panel hides itself when there is none.
func (p *ReviewPanel) Update() {
	v := p.c.Review()
	if v.Total == 0 {
		p.Hide()
		return
	}
	if v.Running {
		p.progress.SetValue(float64(v.Done) / float64(v.Total))
		p.running.Show()
	} else {
		p.running.Hide()
	}
	if t := reviewCounts(v); p.counts.Text != t {
		p.counts.SetText(t)
	}
	p.graph.Set(v.Evals, v.Classes, p.c.mainCursor())
	note := p.c.ReviewNote()
	if note != p.note.Text {
		p.note.SetText(note)
	}
	if note == "" {
		p.note.Hide()
	} else {
		p.note.Show()
	}
	if v.Counts == ([2][Blunder + 1]int{}) || reviewMistakes(v) == 0 {
		p.next.Disable()
	} else {
		p.next.Enable()
	}
	p.coach.Update()
	p.Show()
	p.Refresh()
}

// reviewMistakes counts the inaccuracies, mistakes and blunders of both sides.
func reviewMistakes(v ReviewView) int {
	n := 0
	for _, side := range v.Counts {
		n += side[Inaccuracy] + side[Mistake] + side[Blunder]
	}
	return n
}

// reviewCounts says each side's inaccuracies, mistakes and blunders.
func reviewCounts(v ReviewView) string {
	side := func(name string, n [Blunder + 1]int) string {
		return fmt.Sprintf("%s %d?! %d? %d??", name, n[Inaccuracy], n[Mistake], n[Blunder])
	}
	return strings.Join([]string{side(lang.L("Red"), v.Counts[0]), side(lang.L("Black"), v.Counts[1])}, "   ")
}
