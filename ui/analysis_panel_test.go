package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func TestAnalysisPanelShowsAndFollowsThePointer(t *testing.T) {
	test.NewTempApp(t)
	var taps, hovers []int
	a := NewAnalysisPanel(func(i int) { taps = append(taps, i) }, func(i int) { hovers = append(hovers, i) })
	w := test.NewWindow(a)
	defer w.Close()

	a.Set(AnalysisView{On: true, Running: true})
	if a.LineText(0) != "" || a.bar.RedShare() != 500 {
		t.Errorf("empty analysis: line %q, bar %d", a.LineText(0), a.bar.RedShare())
	}
	m := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2))
	v := AnalysisView{On: true, Running: true, Depth: 9, NPS: 1_250_000, Lines: []AnalysisLine{
		{Depth: 9, Score: 35, Win: 400, Draw: 300, Loss: 300, Moves: []core.Move{m}, Text: "炮二平五"},
		{Depth: 9, Score: -ai.Mate + 5, Win: 0, Draw: 0, Loss: 1000, Moves: []core.Move{m}, Text: "兵三进一"},
	}}
	a.Set(v)
	if got := a.ScoreText(); got != "+0.35" {
		t.Errorf("score %q", got)
	}
	if a.bar.RedShare() != 550 {
		t.Errorf("bar %d, want 550 (40%% + 30%%/2)", a.bar.RedShare())
	}
	if !strings.Contains(a.LineText(0), "炮二平五") || !strings.Contains(a.LineText(1), "Black mates in 3") || a.LineText(2) != "" {
		t.Errorf("lines %q, %q, %q", a.LineText(0), a.LineText(1), a.LineText(2))
	}
	if !strings.Contains(a.stats.Text, "Depth 9") || !strings.Contains(a.stats.Text, "1.2 M nodes/s") {
		t.Errorf("stats %q", a.stats.Text)
	}
	a.lines[1].MouseIn(nil)
	a.lines[1].Tapped(nil)
	a.Set(v) // news while the pointer is on line 2: its arrow is asked for again
	a.lines[1].MouseOut()
	if len(taps) != 1 || taps[0] != 1 || len(hovers) != 3 || hovers[0] != 1 || hovers[1] != 1 || hovers[2] != -1 {
		t.Errorf("taps %v hovers %v", taps, hovers)
	}
	a.Set(AnalysisView{On: true, Waiting: "wait"})
	if a.bar.Visible() || a.stats.Text != "wait" || a.LineText(0) != "" {
		t.Errorf("waiting: bar shown %v, stats %q", a.bar.Visible(), a.stats.Text)
	}
}

// TestAnalysisPanelWrapsLongLines shows a long line in a narrow panel: it is shown whole, on
// several rows, not cut with "…", and the chances beside the score likewise.
func TestAnalysisPanelWrapsLongLines(t *testing.T) {
	test.NewTempApp(t)
	a := NewAnalysisPanel(nil, nil)
	w := test.NewWindow(a)
	defer w.Close()
	m := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2))
	long := "炮二平五 马８进７ 马二进三 车９平８ 车一平二 马２进３ 兵七进一 卒７进１ 车二进六 炮８平９ 车二平三 炮９退１"
	a.Set(AnalysisView{On: true, Running: true, Depth: 12, Lines: []AnalysisLine{
		{Depth: 12, Score: 35, Win: 400, Draw: 300, Loss: 300, Moves: []core.Move{m}, Text: long}}})
	w.Resize(fyne.NewSize(260, 600))
	a.Refresh() // a wrapped label knows its height once it has its width: the window lays it out again
	w.Resize(fyne.NewSize(261, 600))
	line := a.lines[0]
	if !strings.Contains(a.LineText(0), long) {
		t.Fatalf("line %q lacks the line's moves", a.LineText(0))
	}
	oneRow := a.stats.MinSize().Height
	if h := line.Size().Height; h < 2*oneRow {
		t.Errorf("the line is %.0f high in a 260-wide panel, one row is %.0f: it does not wrap", h, oneRow)
	}
	for _, l := range []*widget.Label{&line.Label, a.wdl} {
		if l.Truncation != fyne.TextTruncateOff || l.Wrapping != fyne.TextWrapWord {
			t.Errorf("%q is cut, not wrapped", l.Text)
		}
	}
}
