package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSidePanelWrappedTop: a line of the top that wraps (the analysis's "waits while the computer
// plays", shown after the panel was laid out) gets its second line: the top is as tall as its
// content laid out at the panel's width, so the notes' last row is not cut off under the moves.
// A wrapped label measures its height at the width it was given, which it has only after a layout.
func TestSidePanelWrappedTop(t *testing.T) {
	test.NewTempApp(t)
	an := NewAnalysisPanel(nil, nil)
	an.Hide()                          // as in the window: the analysis is off until F2
	last := widget.NewButton("!", nil) // the glyphs' row, last in the top
	box := container.NewVBox(widget.NewLabel("You play Red · Level 7 · Casual 1"), an, last)
	moves := widget.NewLabel("1. 炮二平五")
	panel, l := newSidePanel(box, moves, widget.NewButton("Undo", nil))
	size := fyne.NewSize(320, 900)
	panel.Resize(size)
	l.Layout(nil, size)

	waiting := AnalysisView{On: true, Waiting: "Analysis waits while the computer plays: it resumes in review, after the game or with two players."}
	check := func(when string) {
		t.Helper()
		if top, need := l.top.Size().Height, box.MinSize().Height; top < need {
			t.Errorf("%s: the top is %.0f high, its content needs %.0f (the last row cut off)", when, top, need)
		}
		if lines := an.stats.MinSize().Height / widget.NewLabel("x").MinSize().Height; lines < 1.5 {
			t.Errorf("%s: the message is not wrapped (%.1f lines)", when, lines)
		}
	}
	// F2 while the computer plays: the panel shows why it waits, in two lines at this width.
	an.Set(waiting)
	an.Show()
	l.fit()
	check("shown")

	// Play from here after analysing in review: the depth's line (one line, cut short) becomes the
	// message again, wrapped.
	an.Set(AnalysisView{On: true, Running: true, Depth: 16, NPS: 1_200_000,
		Lines: []AnalysisLine{{Depth: 16, Score: 700, Win: 940, Draw: 20, Loss: 40, Text: "马二进三 炮２平３"}}})
	l.fit()
	an.Set(waiting)
	l.fit()
	check("after lines")
}
