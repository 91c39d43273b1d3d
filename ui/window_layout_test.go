package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestWindow returns the main window with two players on a new game, without an engine or
// the board's rasters (they are not looked at).
func newTestWindow(t *testing.T) *Window {
	t.Helper()
	a := test.NewTempApp(t)
	c := NewController(a, Options{Do: func(func()) {}, NewEngine: func() Engine { panic("no engine in this test") }})
	c.SetAnimation(false)
	c.NewGame(TwoPlayers)
	w := NewWindow(a, c)
	t.Cleanup(func() { c.Close(); w.win.Close() })
	return w
}

// TestWindowLayoutSizes lays the real window out at the sizes of issue 41 with the real widgets'
// minimum sizes: the board gets most of the width, and the side panel moves or hides.
func TestWindowLayoutSizes(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	cases := []struct {
		size     fyne.Size
		want     arrangement
		minShare float32
	}{
		{fyne.NewSize(500, 450), panelHidden, 0.65},
		{fyne.NewSize(800, 600), panelRight, 0.60},
		{fyne.NewSize(1400, 1000), panelRight, 0.60},
		{fyne.NewSize(1300, 1250), panelRight, 0.60}, // tall: the board's art would leave the panel too little
		{fyne.NewSize(600, 1000), panelBelow, 0.95},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%v×%v", tc.size.Width, tc.size.Height), func(t *testing.T) {
			w.win.Resize(tc.size)
			if got := w.layout.Arrangement(); got != tc.want {
				t.Fatalf("%v: panel %v, want %v", tc.size, got, tc.want)
			}
			_, art := c.Board.Geometry().BoardRect()
			if share := art.Width / tc.size.Width; share < tc.minShare {
				t.Errorf("%v: board %.0f wide, %.0f%% of the window", tc.size, art.Width, 100*share)
			}
			// Nothing in the panel beside the board is cut off (its buttons were at 1300×1250 and
			// 800×600).
			if p, m := w.layout.panel.Size(), w.layout.panel.MinSize(); tc.want == panelRight && p.Width < m.Width {
				t.Errorf("%v: the panel is %.0f wide, its content needs %.0f", tc.size, p.Width, m.Width)
			}
			if shown := w.layout.panel.Visible(); shown != (tc.want != panelHidden) {
				t.Errorf("%v: panel shown %v", tc.size, shown)
			}
			if tc.want == panelHidden {
				test.Tap(w.layout.toggle)
				if !w.layout.panel.Visible() || w.moves.Size().Width < 100 {
					t.Errorf("the toggle did not open the panel: shown %v, moves %v", w.layout.panel.Visible(), w.moves.Size())
				}
				test.Tap(w.layout.toggle)
				if w.layout.panel.Visible() {
					t.Error("the toggle did not close the panel")
				}
			}
		})
	}
	t.Run("minimum size", func(t *testing.T) {
		min := w.win.Content().MinSize()
		if min.Width > 400 || min.Height > 400 {
			t.Errorf("the content's minimum size %v is too large for a small screen", min)
		}
	})
}

// TestWindowClocksAlwaysVisible lays a game on the clock out at the window shapes of issue 48:
// the clocks are shown whole, inside the window, clear of the board's art and of the side panel,
// with the hidden panel closed or opened (they scrolled away at 700×1000 and hid at 500×450).
func TestWindowClocksAlwaysVisible(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	c.settings.TimeControl = TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}
	c.NewGame(TwoPlayers)
	d := fyne.CurrentApp().Driver()
	abs := func(o fyne.CanvasObject) rect { return rect{d.AbsolutePositionForObject(o), o.Size()} }
	overlap := func(a, b rect) bool {
		return a.Pos.X < b.Pos.X+b.Size.Width-0.5 && b.Pos.X < a.Pos.X+a.Size.Width-0.5 &&
			a.Pos.Y < b.Pos.Y+b.Size.Height-0.5 && b.Pos.Y < a.Pos.Y+a.Size.Height-0.5
	}
	for _, size := range []fyne.Size{{Width: 1600, Height: 1000}, {Width: 800, Height: 600}, {Width: 700, Height: 1000},
		{Width: 500, Height: 450}, {Width: 1400, Height: 1000}, {Width: 600, Height: 1000}, {Width: 640, Height: 480}} {
		for _, open := range []bool{false, true} {
			t.Run(fmt.Sprintf("%v×%v open %v", size.Width, size.Height, open), func(t *testing.T) {
				w.win.Resize(size)
				if w.layout.open != open && w.layout.Arrangement() == panelHidden {
					test.Tap(w.layout.toggle)
				}
				if !w.clocks.Visible() {
					t.Fatal("the clocks are hidden")
				}
				k := abs(w.clocks)
				win := w.win.Canvas().Size()
				if min := w.clocks.MinSize(); k.Size.Height < min.Height-0.5 || k.Size.Width < min.Width-0.5 {
					t.Errorf("clocks %v, less than their minimum %v", k.Size, min)
				}
				if k.Pos.X < 0 || k.Pos.Y < 0 || k.Pos.X+k.Size.Width > win.Width+0.5 || k.Pos.Y+k.Size.Height > win.Height+0.5 {
					t.Errorf("clocks %v+%v leave the window %v", k.Pos, k.Size, win)
				}
				artPos, artSize := c.Board.Geometry().BoardRect()
				art := rect{d.AbsolutePositionForObject(c.Board).Add(artPos), artSize}
				if overlap(k, art) {
					t.Errorf("clocks %v+%v over the board's art %v+%v", k.Pos, k.Size, art.Pos, art.Size)
				}
				if w.layout.panel.Visible() {
					if p := abs(w.layout.panel); overlap(k, p) {
						t.Errorf("clocks %v+%v under the panel %v+%v", k.Pos, k.Size, p.Pos, p.Size)
					}
				}
				if got := w.clocks.Texts(); !strings.HasPrefix(got[0], "5:00") && !strings.HasPrefix(got[0], "4:5") || got[1] == "" {
					t.Errorf("clocks show %q", got)
				}
			})
		}
	}
	t.Run("no clocks, no room kept", func(t *testing.T) {
		w.win.Resize(fyne.NewSize(800, 600))
		c.settings.TimeControl = TimeControl{}
		c.NewGame(TwoPlayers)
		if w.clocks.Visible() || w.layout.last.Clocks.Size.Height != 0 || w.layout.last.Panel.Pos.Y != 0 {
			t.Errorf("a game without clocks: shown %v, plan %+v", w.clocks.Visible(), w.layout.last)
		}
	})
}

// TestWindowMovesWithAnalysis: with the analysis on at 800×600 the move list keeps five rows; at
// 700×1000 the analysis is beside the moves.
func TestWindowMovesWithAnalysis(t *testing.T) {
	w := newTestWindow(t)
	line := AnalysisLine{Depth: 12, Score: 35, Win: 400, Draw: 400, Loss: 200, Text: "炮二平五 馬8進7 馬二進三 車9平8 車一平二"}
	w.an.Set(AnalysisView{On: true, Running: true, Depth: 12, NPS: 1000000, Lines: []AnalysisLine{line, line, line}})
	w.an.Show()
	w.win.Resize(fyne.NewSize(800, 600))
	w.side.fit()
	if h := w.moves.Size().Height; h < sideMinMovesTall-0.5 {
		t.Errorf("the move list is %.0f high with the analysis on, want %v", h, sideMinMovesTall)
	}
	// Under the board the panel is wide and short: the analysis goes beside the moves, not above
	// them where it had no room left (700×1000 showed only the mode line).
	w.win.Resize(fyne.NewSize(700, 1000))
	w.side.fit()
	top, moves := w.side.top, w.moves
	if w.layout.Arrangement() != panelBelow || top.Position().X != 0 || moves.Position().X < top.Size().Width ||
		moves.Position().Y != top.Position().Y || top.Size().Height < 90 || moves.Size().Height < 90 {
		t.Errorf("700×1000 (%v): top %v+%v, moves %v+%v", w.layout.Arrangement(), top.Position(), top.Size(), moves.Position(), moves.Size())
	}
}

// TestHeaderKeepsLevelWhole: in a narrow window the side panel's header breaks between who plays and the
// level, never between the level's number and its name ("Level 26" then "Full strength").
func TestHeaderKeepsLevelWhole(t *testing.T) {
	w := newTestWindow(t)
	w.c.StartNewGame(NewGameChoices{Mode: PlayRed, Level: 26}) // Red moves first: no engine asked
	// The panel is some 270 wide: the header takes two lines.
	w.win.Resize(fyne.NewSize(700, 600))
	if got, want := w.info.FullText(), "You play Red · Level 26 · Full strength"; got != want {
		t.Fatalf("the header says %q, want %q", got, want)
	}
	shown := w.info.Text
	if !strings.Contains(shown, "\n") {
		t.Fatalf("at 700×600 the header %q takes one line, %v wide", shown, w.info.Size().Width)
	}
	if !strings.Contains(shown, "Level 26 · Full strength") {
		t.Errorf("the header shows %q: the level's number and name are apart", shown)
	}
	if strings.Contains(shown, glueSep) {
		t.Errorf("the header shows its glue: %q", shown)
	}
}
