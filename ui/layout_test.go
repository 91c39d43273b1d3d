package ui

import (
	"fmt"
	"math"
	"testing"

	"fyne.io/fyne/v2"
)

// The status line's and the toggle button's sizes in the default theme, near enough.
const (
	testStatusH = 37
	testToggleW = 36
	testPad     = 4
)

func TestPlanLayout(t *testing.T) {
	cases := []struct {
		name      string
		size      fyne.Size
		open      bool
		want      arrangement
		minShare  float32 // the board art's width over the window's, at least
		panelSize fyne.Size
	}{
		{"small 500×450", fyne.NewSize(500, 450), false, panelHidden, 0.70, fyne.Size{}},
		{"small, panel opened", fyne.NewSize(500, 450), true, panelHidden, 0.70, fyne.NewSize(sidePanelWidth, 409)},
		{"800×600", fyne.NewSize(800, 600), false, panelRight, 0.62, fyne.NewSize(285, 559)},
		{"1400×1000", fyne.NewSize(1400, 1000), false, panelRight, 0.62, fyne.NewSize(maxPanelWidth, 959)},
		{"tall 600×1000", fyne.NewSize(600, 1000), false, panelBelow, 0.99, fyne.NewSize(600, 299)},
		{"640×480", fyne.NewSize(640, 480), false, panelRight, 0.60, fyne.NewSize(250, 439)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := planLayout(tc.size, testStatusH, testToggleW, 0, testPad, 0, tc.open)
			if p.Arrangement != tc.want {
				t.Fatalf("arrangement %v, want %v", p.Arrangement, tc.want)
			}
			_, art := NewGeometry(p.Board.Size, false).BoardRect()
			if share := art.Width / tc.size.Width; share < tc.minShare {
				t.Errorf("board %v wide, %.0f%% of the window; want at least %.0f%%", art.Width, 100*share, 100*tc.minShare)
			}
			round := func(s fyne.Size) [2]int {
				return [2]int{int(math.Round(float64(s.Width))), int(math.Round(float64(s.Height)))}
			}
			if round(p.Panel.Size) != round(tc.panelSize) {
				t.Errorf("panel %v, want %v", p.Panel.Size, tc.panelSize)
			}
			within := func(what string, r rect) {
				if r.Pos.X < 0 || r.Pos.Y < 0 || r.Pos.X+r.Size.Width > tc.size.Width+0.01 || r.Pos.Y+r.Size.Height > tc.size.Height+0.01 {
					t.Errorf("%s %v+%v leaves the window", what, r.Pos, r.Size)
				}
			}
			within("board", p.Board)
			within("panel", p.Panel)
			within("status", p.Status)
			within("toggle", p.Toggle)
			if p.Status.Pos.Y < p.Board.Pos.Y+p.Board.Size.Height {
				t.Errorf("the status line at %v overlaps the board %v+%v", p.Status.Pos, p.Board.Pos, p.Board.Size)
			}
			if p.Arrangement != panelHidden {
				overlapX := p.Panel.Pos.X < p.Board.Pos.X+p.Board.Size.Width
				overlapY := p.Panel.Pos.Y < p.Board.Pos.Y+p.Board.Size.Height
				if overlapX && overlapY {
					t.Errorf("the panel %v+%v overlaps the board %v+%v", p.Panel.Pos, p.Panel.Size, p.Board.Pos, p.Board.Size)
				}
			}
			if (p.Toggle.Size.Width > 0) != (p.Arrangement == panelHidden) {
				t.Errorf("toggle %v with the panel %v", p.Toggle.Size, p.Arrangement)
			}
		})
	}
}

// TestPlanLayoutShapes sweeps window shapes: the panel's place changes only at the breakpoints,
// and the board never gets less than it would with the panel beside it.
func TestPlanLayoutShapes(t *testing.T) {
	for w := float32(300); w <= 2000; w += 50 {
		for h := float32(300); h <= 1600; h += 50 {
			p := planLayout(fyne.NewSize(w, h), testStatusH, testToggleW, 0, testPad, 0, false)
			_, art := NewGeometry(p.Board.Size, false).BoardRect()
			right := boardFitWidth(w-minPanelWidth-testPad, h-testStatusH-testPad)
			if art.Width+0.01 < right {
				t.Errorf("%v×%v (%v): board %v, less than %v beside the panel", w, h, p.Arrangement, art.Width, right)
			}
			if p.Arrangement == panelRight && p.Panel.Size.Width < minPanelWidth {
				t.Errorf("%v×%v: panel %v wide", w, h, p.Panel.Size.Width)
			}
			if p.Arrangement == panelBelow && p.Panel.Size.Height < minPanelHeight-0.01 {
				t.Errorf("%v×%v: panel %v high", w, h, p.Panel.Size.Height)
			}
		}
	}
}

// TestPlanLayoutGroup: beside the board the panel touches the board's art, a pad apart, whatever
// the width; a window wider than the board and the widest panel need has equal margins outside
// the two (issue 48: no band between the board and the panel at 1600×1000).
func TestPlanLayoutGroup(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1000, Height: 600}, {Width: 1400, Height: 1000},
		{Width: 1600, Height: 1000}, {Width: 2400, Height: 1000}, {Width: 640, Height: 480}} {
		t.Run(fmt.Sprintf("%v×%v", size.Width, size.Height), func(t *testing.T) {
			p := planLayout(size, testStatusH, testToggleW, 0, testPad, 0, false)
			if p.Arrangement != panelRight {
				t.Fatalf("arrangement %v", p.Arrangement)
			}
			pos, art := NewGeometry(p.Board.Size, false).BoardRect()
			artRight := p.Board.Pos.X + pos.X + art.Width
			if gap := p.Panel.Pos.X - artRight; gap < testPad-0.5 || gap > testPad+0.5 {
				t.Errorf("the panel is %.1f px from the board's art, want %v", gap, testPad)
			}
			left, right := p.Board.Pos.X+pos.X, size.Width-p.Panel.Pos.X-p.Panel.Size.Width
			if d := left - right; d < -0.5 || d > 0.5 {
				t.Errorf("margins %.1f left and %.1f right", left, right)
			}
			if left > 0.5 && p.Panel.Size.Width < maxPanelWidth-0.5 {
				t.Errorf("margins of %.1f while the panel is %.1f wide, under its maximum", left, p.Panel.Size.Width)
			}
		})
	}
}

// TestPlanLayoutClocks: the clocks have a place of their own at every window shape, inside the
// window, over neither the board nor the panel (issue 48: they scrolled away at 700×1000 and hid
// behind the panel's button at 500×450).
func TestPlanLayoutClocks(t *testing.T) {
	const clockH = 44
	overlap := func(a, b rect) bool {
		return a.Pos.X < b.Pos.X+b.Size.Width-0.01 && b.Pos.X < a.Pos.X+a.Size.Width-0.01 &&
			a.Pos.Y < b.Pos.Y+b.Size.Height-0.01 && b.Pos.Y < a.Pos.Y+a.Size.Height-0.01
	}
	for w := float32(300); w <= 2000; w += 50 {
		for h := float32(300); h <= 1600; h += 50 {
			for _, open := range []bool{false, true} {
				size := fyne.NewSize(w, h)
				p := planLayout(size, testStatusH, testToggleW, clockH, testPad, 0, open)
				c := p.Clocks
				if c.Size.Height != clockH || c.Size.Width < 200 && c.Size.Width < w {
					t.Fatalf("%v×%v (%v): clocks %v", w, h, p.Arrangement, c.Size)
				}
				if c.Pos.X < 0 || c.Pos.Y < 0 || c.Pos.X+c.Size.Width > w+0.01 || c.Pos.Y+c.Size.Height > h+0.01 {
					t.Errorf("%v×%v (%v): clocks %v+%v leave the window", w, h, p.Arrangement, c.Pos, c.Size)
				}
				for what, r := range map[string]rect{"board": p.Board, "panel": p.Panel, "status": p.Status, "toggle": p.Toggle} {
					if r.Size.Width > 0 && r.Size.Height > 0 && overlap(c, r) {
						t.Errorf("%v×%v (%v, open %v): clocks %v+%v under the %s %v+%v", w, h, p.Arrangement, open, c.Pos, c.Size, what, r.Pos, r.Size)
					}
				}
			}
		}
	}
}

// TestPlanLayoutPanelMinimum: a panel whose content needs more than minPanelWidth (its widgets in a
// longer language) gets it beside the board, the board giving way; opened over a hidden board, too.
func TestPlanLayoutPanelMinimum(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1300, 1250), fyne.NewSize(800, 600)} {
		p := planLayout(size, testStatusH, testToggleW, 0, testPad, 320, false)
		if p.Arrangement != panelRight || p.Panel.Size.Width < 320 || p.Board.Pos.X+p.Board.Size.Width+testPad > p.Panel.Pos.X {
			t.Errorf("%v: %v, board %v, panel %v", size, p.Arrangement, p.Board, p.Panel)
		}
	}
	p := planLayout(fyne.NewSize(500, 450), testStatusH, testToggleW, 0, testPad, 320, true)
	if p.Arrangement != panelHidden || p.Panel.Size.Width != 320 {
		t.Errorf("opened over the board the panel is %v", p.Panel)
	}
}
