package ui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/library"
)

// trainingTexts are headings, verdicts and progress lines as long as the trainers show them, in
// English and in Chinese, and short ones (the texts also shrink).
type trainingText struct {
	name                      string
	prompt, verdict, progress string
	hasGame                   bool
}

var trainingTexts = []trainingText{
	{"no mistake due", "No mistake is due. Reviewed games add theirs; missed puzzles come back sooner.", "",
		"0 due of 3 puzzles · 2 solved in the last 7 days · puzzle rating 1512", false},
	{"master answer", "Chapter 10, game 17: Hu Ronghua against Yang Guanlin, national championship 1965, round 7\nRed to move: find the best move. Attack · rated 1612",
		"Not solved. The answer is R7=4.\nThemes: double chariots, discovered check, sacrifice.",
		"Puzzle rating 1488 ± 92 · 4 solved of 9", true},
	{"master answer zh", "第十章 第17局 胡荣华 对 杨官璘 1965年全国象棋个人赛 第七轮\n红方走：找出最好的一步。杀着 · 等级分1612",
		"没有解出。答案是车七平六。\n主题：双车错、闪击、弃子。", "解题等级分 1488 ± 92 · 9题中解出4题", true},
	{"guess", "Hu Ronghua – Yang Guanlin, national championship 1965, round 7\nYou play Red. Guess move 2.",
		"You played 炮二平五, the master played 相三进五: 8 points.", "Score 8 of 10 · 1 move", true},
	{"guess zh", "胡荣华 – 杨官璘 1965年全国象棋个人赛 第七轮\n你执红。猜第2步。",
		"你走了炮二平五，大师走了相三进五：8分。", "得分 8/10 · 1步", true},
	{"short", "Loading…", "", "", false},
}

// place is a named object's place in the window.
type place struct {
	name string
	rect
}

// trainingPlaces returns the places of the training dialog's board art, shown buttons and, when
// the texts are in a scroll, of the scroll (outer), and of its texts and separator (texts; in
// outer too when they are not in a scroll), and the texts' scroll or nil. It finds the separator
// and the scroll by walking the dialog's objects, whatever their containers.
func trainingPlaces(t *testing.T, w *Window, d *TrainingDialog) (outer, texts []place, scroll *container.Scroll) {
	t.Helper()
	drv := fyne.CurrentApp().Driver()
	at := func(name string, o fyne.CanvasObject) place {
		return place{name, rect{drv.AbsolutePositionForObject(o), o.Size()}}
	}
	var sep *widget.Separator
	var walk func(o fyne.CanvasObject, in *container.Scroll)
	walk = func(o fyne.CanvasObject, in *container.Scroll) {
		switch x := o.(type) {
		case *fyne.Container:
			if slices.Contains(x.Objects, fyne.CanvasObject(d.Prompt)) {
				scroll = in
				for _, c := range x.Objects {
					if s, ok := c.(*widget.Separator); ok {
						sep = s
					}
				}
			}
			for _, c := range x.Objects {
				walk(c, in)
			}
		case *container.Scroll:
			walk(x.Content, x)
		case *widget.Label, *widget.Button, *Board:
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, in)
			}
		}
	}
	walk(w.win.Canvas().Overlays().Top(), nil)
	if sep == nil {
		t.Fatal("no separator beside the heading")
	}
	artPos, artSize := d.Board.Geometry().BoardRect()
	outer = append(outer, place{"board art", rect{drv.AbsolutePositionForObject(d.Board).Add(artPos), artSize}})
	for _, b := range []*widget.Button{d.Next, d.Answer, d.Game} {
		if b.Visible() {
			outer = append(outer, at(b.Text, b))
		}
	}
	texts = append(texts, at("heading", d.Prompt), at("separator", sep), at("verdict", d.Verdict), at("progress", d.Status))
	if scroll != nil {
		outer = append(outer, at("texts", scroll))
	} else {
		outer = append(outer, texts...)
	}
	return outer, texts, scroll
}

// noOverlap reports the places that overlap or leave within.
func noOverlap(t *testing.T, places []place, within rect) {
	t.Helper()
	for i, a := range places {
		if a.Pos.X < within.Pos.X-0.5 || a.Pos.Y < within.Pos.Y-0.5 || a.Pos.X+a.Size.Width > within.Pos.X+within.Size.Width+0.5 ||
			a.Pos.Y+a.Size.Height > within.Pos.Y+within.Size.Height+0.5 {
			t.Errorf("%s %v+%v leaves %v+%v", a.name, a.Pos, a.Size, within.Pos, within.Size)
		}
		for _, b := range places[i+1:] {
			if overlaps(a.rect, b.rect) {
				t.Errorf("%s %v+%v and %s %v+%v overlap", a.name, a.Pos, a.Size, b.name, b.Pos, b.Size)
			}
		}
	}
}

// TestTrainingTextsDoNotOverlap sets long and short headings, verdicts and progress lines, in
// English and Chinese, in the training dialog at small and large window sizes: each text is as
// high as its wrapped lines, and no text, separator, button or the board's art is drawn over
// another or outside the window. The separator was drawn through a wrapped heading's second line
// and the verdict over the heading: the side column kept the heights its labels had before their
// texts changed.
func TestTrainingTextsDoNotOverlap(t *testing.T) {
	w := newTestWindow(t)
	drv := fyne.CurrentApp().Driver()
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 500, Height: 450}, {Width: 600, Height: 1000},
		{Width: 640, Height: 480}, {Width: 1300, Height: 1250}} {
		w.win.Resize(size)
		d := w.ShowTraining(TrainMistakes) // no library: it says so, in a long heading
		for _, tc := range append([]trainingText{{"as served", d.T.prompt, d.T.verdict, d.T.progress, false}}, trainingTexts...) {
			t.Run(fmt.Sprintf("%v×%v %s", size.Width, size.Height, tc.name), func(t *testing.T) {
				d.T.prompt, d.T.verdict, d.T.progress = tc.prompt, tc.verdict, tc.progress
				d.T.card = nil
				if tc.hasGame {
					d.T.card = &library.Card{GameID: 1}
				}
				d.T.changed()
				for _, l := range []*widget.Label{d.Prompt, d.Verdict, d.Status} {
					if s, m := l.Size(), l.MinSize(); s.Height < m.Height-0.5 {
						t.Errorf("%q is %.0f high, its lines %.0f", l.Text, s.Height, m.Height)
					}
				}
				outer, texts, scroll := trainingPlaces(t, w, d)
				noOverlap(t, outer, rect{Size: w.win.Canvas().Size()})
				if scroll != nil {
					noOverlap(t, texts, rect{drv.AbsolutePositionForObject(scroll), scroll.Content.Size()})
					// The texts scroll only in a small window.
					if m := scroll.Content.MinSize(); (size.Width >= 800 || size.Height >= 1000) && scroll.Size().Height < m.Height-0.5 {
						t.Errorf("the texts, %.0f high, are in a scroll %.0f high", m.Height, scroll.Size().Height)
					}
				}
			})
		}
		d.dlg.Hide()
	}
}

// TestTrainingBoardUsesTheSpace: the training dialog's board takes the room the window has; it
// was 155 units wide at 500×450 and 256 at 600×1000, beside a column of fixed width 300.
func TestTrainingBoardUsesTheSpace(t *testing.T) {
	w := newTestWindow(t)
	for _, tc := range []struct {
		size     fyne.Size
		minWidth float32
	}{
		{fyne.NewSize(500, 450), 220},
		{fyne.NewSize(600, 1000), 420},
		{fyne.NewSize(800, 600), 400},
		{fyne.NewSize(1300, 1250), 600},
	} {
		t.Run(fmt.Sprintf("%v×%v", tc.size.Width, tc.size.Height), func(t *testing.T) {
			w.win.Resize(tc.size)
			d := w.ShowTraining(TrainMistakes)
			defer d.dlg.Hide()
			d.T.prompt, d.T.verdict, d.T.progress = trainingTexts[2].prompt, trainingTexts[2].verdict, trainingTexts[2].progress
			d.T.changed()
			if _, art := d.Board.Geometry().BoardRect(); art.Width < tc.minWidth {
				t.Errorf("the board's art is %.0f wide, want %.0f or more", art.Width, tc.minWidth)
			}
		})
	}
}

// overlaps says whether a and b share more than half a unit each way.
func overlaps(a, b rect) bool {
	return a.Pos.X < b.Pos.X+b.Size.Width-0.5 && b.Pos.X < a.Pos.X+a.Size.Width-0.5 &&
		a.Pos.Y < b.Pos.Y+b.Size.Height-0.5 && b.Pos.Y < a.Pos.Y+a.Size.Height-0.5
}
