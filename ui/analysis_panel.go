package ui

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// AnalysisPanel shows the live analysis beside the board: the score from Red's view as a number
// and as a bar, Red's win/draw/loss chances, the depth and speed, and the best lines, each of which
// previews its first move as an arrow on the board under the pointer and plays it when clicked.
type AnalysisPanel struct {
	widget.BaseWidget

	score   *widget.Label
	wdl     *widget.Label
	stats   *widget.Label
	bar     *EvalBar
	lines   []*analysisLineLabel
	box     *fyne.Container
	head    *fyne.Container // the score and the chances, hidden while there are no lines
	onTap   func(i int)
	onHover func(i int) // -1: the pointer left the lines
	hovered int         // the line under the pointer, -1 for none
}

// NewAnalysisPanel returns an empty panel; onTap and onHover are called with a line's index.
func NewAnalysisPanel(onTap, onHover func(i int)) *AnalysisPanel {
	a := &AnalysisPanel{onTap: onTap, hovered: -1}
	a.onHover = func(i int) {
		a.hovered = i
		if onHover != nil {
			onHover(i)
		}
	}
	a.score = widget.NewLabel("")
	a.score.TextStyle = fyne.TextStyle{Bold: true}
	a.wdl = widget.NewLabel("")
	a.stats = widget.NewLabel("")
	a.stats.Truncation = fyne.TextTruncateEllipsis
	a.wdl.Wrapping = fyne.TextWrapWord // the chances wrap beside the score in a narrow panel
	a.bar = NewEvalBar()
	a.head = container.NewBorder(nil, nil, a.score, nil, a.wdl)
	a.box = container.NewVBox(a.head, a.bar, a.stats)
	for i := range MaxAnalysisLines {
		l := newAnalysisLineLabel(i, a)
		a.lines = append(a.lines, l)
		a.box.Add(l)
	}
	a.ExtendBaseWidget(a)
	a.Set(AnalysisView{})
	return a
}

func (a *AnalysisPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(a.box) }

// LineText returns the text of line i as shown ("" for a line not shown).
func (a *AnalysisPanel) LineText(i int) string {
	if i < 0 || i >= len(a.lines) || !a.lines[i].Visible() {
		return ""
	}
	return a.lines[i].Text
}

// Line returns the widget of line i (nil if there is none), for tests that point at it.
func (a *AnalysisPanel) Line(i int) fyne.CanvasObject {
	if i < 0 || i >= len(a.lines) {
		return nil
	}
	return a.lines[i]
}

// ScoreText returns the score as shown.
func (a *AnalysisPanel) ScoreText() string { return a.score.Text }

// Set shows v. Labels are set only when their text changes, so a report that changes nothing
// repaints nothing.
func (a *AnalysisPanel) Set(v AnalysisView) {
	setText := setLabelText
	if len(v.Lines) == 0 {
		msg := lang.L("Analysing…")
		switch {
		case v.Waiting != "":
			msg = v.Waiting
		case !v.Running:
			msg = ""
		}
		setText(a.score, "")
		setText(a.wdl, "")
		if a.head.Visible() {
			a.head.Hide()
		}
		setWrapped(a.stats, true)
		setText(a.stats, msg)
		if v.Waiting != "" {
			a.bar.Hide()
		} else {
			a.bar.Show()
			a.bar.Set(500)
		}
	} else {
		best := v.Lines[0]
		setWrapped(a.stats, false)
		if !a.head.Visible() {
			a.head.Show()
		}
		a.bar.Show()
		setText(a.score, redScoreText(best.Score))
		setText(a.wdl, fmt.Sprintf(lang.L("Red %d%% · draw %d%% · Black %d%%"),
			percent(best.Win), percent(best.Draw), percent(best.Loss)))
		stats := fmt.Sprintf(lang.L("Depth %d"), v.Depth)
		if v.NPS > 0 { // an added engine may not say (ElephantEye does not)
			stats += " · " + speedText(v.NPS)
		}
		if !v.Running {
			stats += " · " + lang.L("done")
		}
		setText(a.stats, stats)
		a.bar.Set(best.Win + best.Draw/2)
	}
	for i, l := range a.lines {
		if i >= len(v.Lines) || v.Lines[i].Text == "" {
			if l.Visible() {
				l.Hide()
			}
			continue
		}
		line := v.Lines[i]
		setText(&l.Label, fmt.Sprintf("%d. %s  %s", i+1, redScoreText(line.Score), line.Text))
		if !l.Visible() {
			l.Show()
		}
	}
	if a.hovered >= 0 {
		// The line under the pointer has changed: its arrow follows (or goes with the line).
		a.onHover(a.hovered)
	}
}

// setLabelText sets a label's text only when it changes: every new text is shaped and becomes a
// texture, so a panel set again with the same news repaints nothing.
func setLabelText(l *widget.Label, s string) {
	if l.Text != s {
		l.SetText(s)
	}
}

// setWrapped makes l wrap its words (a message) or keep to one line, cut with an ellipsis (the
// depth and speed), and refreshes it when that changed: a label changed without a refresh kept
// its old way and cut the message "Analysis waits while the computer plays: it resume…".
func setWrapped(l *widget.Label, wrap bool) {
	w, t := fyne.TextWrapOff, fyne.TextTruncateEllipsis
	if wrap {
		w, t = fyne.TextWrapWord, fyne.TextTruncateOff
	}
	if l.Wrapping != w || l.Truncation != t {
		l.Wrapping, l.Truncation = w, t
		l.Refresh()
	}
}

// percent rounds a permille to a percent.
func percent(permille int) int { return (permille + 5) / 10 }

// speedText shows nodes a second in thousands or millions.
func speedText(nps int64) string {
	switch {
	case nps >= 1_000_000:
		return fmt.Sprintf(lang.L("%s M nodes/s"), strconv.FormatFloat(float64(nps)/1e6, 'f', 1, 64))
	case nps >= 1000:
		return fmt.Sprintf(lang.L("%d k nodes/s"), nps/1000)
	}
	return fmt.Sprintf(lang.L("%d nodes/s"), nps)
}

// analysisLineLabel is one analysis line: a label that previews its first move under the pointer
// and plays it when clicked.
type analysisLineLabel struct {
	widget.Label
	i     int
	panel *AnalysisPanel
}

var (
	_ fyne.Tappable      = (*analysisLineLabel)(nil)
	_ desktop.Hoverable  = (*analysisLineLabel)(nil)
	_ desktop.Cursorable = (*analysisLineLabel)(nil)
)

func newAnalysisLineLabel(i int, panel *AnalysisPanel) *analysisLineLabel {
	l := &analysisLineLabel{i: i, panel: panel}
	// A line wraps rather than ending in "…": its later moves are what a player reads it for.
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	l.Hide()
	return l
}

func (l *analysisLineLabel) Tapped(*fyne.PointEvent) {
	if l.panel.onTap != nil {
		l.panel.onTap(l.i)
	}
}

func (l *analysisLineLabel) MouseIn(*desktop.MouseEvent) { l.panel.onHover(l.i) }

func (l *analysisLineLabel) MouseMoved(*desktop.MouseEvent) {}

func (l *analysisLineLabel) MouseOut() { l.panel.onHover(-1) }

func (l *analysisLineLabel) Cursor() desktop.Cursor { return desktop.PointerCursor }

// EvalBar is a horizontal bar of Red's expected score: the red part's share of the width is Red's
// chance of winning plus half its chance of a draw, so an even position fills half.
type EvalBar struct {
	widget.BaseWidget
	red, black, mid *canvas.Rectangle
	permille        int
}

// NewEvalBar returns an even bar.
func NewEvalBar() *EvalBar {
	b := &EvalBar{permille: 500,
		red:   canvas.NewRectangle(color.NRGBA{R: 0xc8, G: 0x2a, B: 0x2a, A: 0xff}),
		black: canvas.NewRectangle(color.NRGBA{R: 0x22, G: 0x22, B: 0x22, A: 0xff}),
		mid:   canvas.NewRectangle(color.NRGBA{R: 0xd0, G: 0xd0, B: 0xd0, A: 0xff}),
	}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows Red's expected score in permille; the bar repaints only when it changes.
func (b *EvalBar) Set(permille int) {
	permille = max(0, min(1000, permille))
	if permille == b.permille {
		return
	}
	b.permille = permille
	b.Refresh()
}

// RedShare returns Red's share of the bar in permille.
func (b *EvalBar) RedShare() int { return b.permille }

func (b *EvalBar) CreateRenderer() fyne.WidgetRenderer { return &evalBarRenderer{b: b} }

type evalBarRenderer struct{ b *EvalBar }

func (r *evalBarRenderer) Layout(size fyne.Size) {
	w := size.Width * float32(r.b.permille) / 1000
	r.b.red.Move(fyne.NewPos(0, 0))
	r.b.red.Resize(fyne.NewSize(w, size.Height))
	r.b.black.Move(fyne.NewPos(w, 0))
	r.b.black.Resize(fyne.NewSize(size.Width-w, size.Height))
	r.b.mid.Move(fyne.NewPos(size.Width/2-1, 0))
	r.b.mid.Resize(fyne.NewSize(2, size.Height))
}

func (r *evalBarRenderer) MinSize() fyne.Size { return fyne.NewSize(60, 10) }

func (r *evalBarRenderer) Refresh() {
	r.Layout(r.b.Size())
	for _, o := range r.Objects() {
		canvas.Refresh(o)
	}
}

func (r *evalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.red, r.b.black, r.b.mid}
}

func (r *evalBarRenderer) Destroy() {}
