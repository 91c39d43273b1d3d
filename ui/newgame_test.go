package ui

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func TestNewGameForm(t *testing.T) {
	test.NewTempApp(t)
	ch := NewGameChoices{Mode: PlayBlack, Level: 5, Handicap: core.TwoHorses, HandicapByUser: false,
		Time: TimeControl{Base: 10 * time.Minute, Inc: 5 * time.Second}, ComputerTime: TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second},
		ComputerTimeDiffers: true}
	f := newNewGameForm(ch)
	got, err := f.choices()
	if err != nil || got != ch {
		t.Fatalf("read back %+v, %v; want %+v", got, err, ch)
	}
	if !f.shown(f.computerTime) || f.shown(f.customBase) || f.giver.Selected != "the computer" || !f.shown(f.giver) {
		t.Errorf("shown: computer's clock %v, custom %v, giver %q", f.shown(f.computerTime), f.shown(f.customBase), f.giver.Selected)
	}
	// Two players: no level, no computer's clock, Red or Black gives.
	f.mode.SetSelected("Two players")
	if !f.level.Disabled() || f.shown(f.differs) || f.shown(f.computerTime) || f.giver.Selected != "Red" {
		t.Errorf("two players: level disabled %v, computer's clock %v, giver %q", f.level.Disabled(), f.shown(f.computerTime), f.giver.Selected)
	}
	got, _ = f.choices()
	if got.ComputerTimeDiffers || got.Mode != TwoPlayers {
		t.Errorf("two players: %+v", got)
	}
	// A custom clock: read from its fields, and named when wrong.
	f.time.SetSelected("Custom…")
	if !f.shown(f.customBase) {
		t.Fatal("custom fields hidden")
	}
	f.customBase.SetText("3")
	f.customInc.SetText("2,5")
	if got, err := f.choices(); err != nil || got.Time != (TimeControl{Base: 3 * time.Minute, Inc: 2500 * time.Millisecond}) {
		t.Errorf("custom 3+2.5: %+v, %v", got.Time, err)
	}
	for _, bad := range [][2]string{{"", "1"}, {"x", ""}, {"0.1", ""}, {"3", "-1"}, {"3", "lots"}} {
		f.customBase.SetText(bad[0])
		f.customInc.SetText(bad[1])
		if _, err := f.choices(); err == nil || !strings.Contains(err.Error(), "want a number") {
			t.Errorf("custom %q+%q: error %v", bad[0], bad[1], err)
		}
	}
	// Byoyomi: a preset, or the custom seconds as the period; the period read back fills the form.
	f.time.SetSelected("10 min + 30 s byoyomi")
	if got, err := f.choices(); err != nil || got.Time != (TimeControl{Base: 10 * time.Minute, Byoyomi: 30 * time.Second}) {
		t.Errorf("byoyomi preset: %+v, %v", got.Time, err)
	}
	f.time.SetSelected("Custom…")
	if !f.shown(f.customByoyomi) {
		t.Fatal("the custom byoyomi choice hidden")
	}
	f.customBase.SetText("15")
	f.customInc.SetText("45")
	f.customByoyomi.SetChecked(true)
	want := TimeControl{Base: 15 * time.Minute, Byoyomi: 45 * time.Second}
	if got, err := f.choices(); err != nil || got.Time != want {
		t.Errorf("custom byoyomi 15 min + 45 s: %+v, %v", got.Time, err)
	}
	if g := newNewGameForm(NewGameChoices{Mode: TwoPlayers, Level: 1, Time: want}); !g.customByoyomi.Checked || g.customInc.Text != "45" {
		t.Errorf("the form again: byoyomi %v, seconds %q", g.customByoyomi.Checked, g.customInc.Text)
	}
	if g := newNewGameForm(NewGameChoices{Mode: TwoPlayers, Level: 1, Time: TimeControl{Base: 5 * time.Second, Inc: 3 * time.Second}}); g.customBase.Text != "0.08" {
		t.Errorf("5 s in minutes: %q", g.customBase.Text)
	}
	f.customInc.SetText("0")
	if _, err := f.choices(); err == nil || !strings.Contains(err.Error(), "byoyomi") {
		t.Errorf("byoyomi of 0 s: error %v", err)
	}
	f.customByoyomi.SetChecked(false)
	f.time.SetSelected("No clock")
	if got, _ := f.choices(); got.Time.On() || f.shown(f.differs) {
		t.Errorf("no clock: %+v", got)
	}
}

// TestNewGameBadClockKeepsTheDialog: Start with a custom clock that does not read shows the error
// over the new game dialog, which comes back as it was (it was gone, the choices with it); the
// computer's own clock offers no custom choice, whose fields are the players'.
func TestNewGameBadClockKeepsTheDialog(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1000, 800))
	f := newNewGameForm(w.c.NewGameChoices())
	if slices.Contains(f.computerTime.Options, "Custom…") {
		t.Errorf("the computer's clock offers %q", f.computerTime.Options)
	}
	custom := NewGameChoices{Mode: PlayRed, Level: 1, Time: TimeControl{Base: 5 * time.Minute},
		ComputerTime: TimeControl{Base: 7 * time.Minute}, ComputerTimeDiffers: true}
	if g := newNewGameForm(custom); g.computerTime.Selected != "No clock" {
		t.Errorf("a custom computer's clock shows %q, want No clock", g.computerTime.Selected)
	}
	d := dialog.NewCustom("New game", "Cancel", f.box, w.win)
	f.mode.SetSelected("Two players")
	f.time.SetSelected("Custom…")
	f.customBase.SetText("0.2")
	from, _ := core.ParseSquare("h2")
	to, _ := core.ParseSquare("e2")
	w.c.TryMove(core.NewMove(from, to))
	moves := w.c.Game().Len()
	w.startNewGame(f, d) // as Start does, after closing the dialog
	o := w.win.Canvas().Overlays().List()
	if len(o) != 2 || w.c.Game().Len() != moves {
		t.Fatalf("%d dialogs shown, %d moves: want the new game dialog and the error over it, the game as it was", len(o), w.c.Game().Len())
	}
	if f.customBase.Text != "0.2" || f.mode.Selected != "Two players" {
		t.Errorf("the dialog came back with %q minutes, %q", f.customBase.Text, f.mode.Selected)
	}
}

func TestStartNewGameWithHandicapAndClocks(t *testing.T) {
	c := NewController(test.NewTempApp(t), Options{Do: func(f func()) {}, NewEngine: func() Engine { return nullEngine{} }})
	defer c.Close()
	c.StartNewGame(NewGameChoices{Mode: PlayRed, Level: 2, Handicap: core.LeftHorse, HandicapByUser: false,
		Time: TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second}})
	start := c.Game().Start()
	// The computer (Black) gives its left horse and moves first.
	if start.FEN() != core.LeftHorse.FEN(core.Black) || start.SideToMove() != core.Black {
		t.Errorf("start %s", start.FEN())
	}
	if v := c.Clocks(); !v.On || v.Control[core.Red] != v.Control[core.Black] || v.ToMove != core.Black {
		t.Errorf("clocks %+v", v)
	}
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `[FEN "`+start.FEN()+`"]`) || !strings.Contains(b.String(), `[TimeControl "300+3"]`) {
		t.Errorf("saved:\n%s", b.String())
	}
	if s := c.Settings(); s.Handicap != core.LeftHorse || s.TimeControl.Base != 5*time.Minute || s.Level != 2 {
		t.Errorf("settings %+v", s)
	}
	// The user gives it: Red, moving first.
	c.StartNewGame(NewGameChoices{Mode: PlayRed, Level: 2, Handicap: core.TwoRooks, HandicapByUser: true})
	if start := c.Game().Start(); start.FEN() != core.TwoRooks.FEN(core.Red) || c.Clocks().On {
		t.Errorf("the user gives two rooks: %s, clocks %v", start.FEN(), c.Clocks().On)
	}
}

// nullEngine answers no move at once.
type nullEngine struct{}

func (nullEngine) SetLevel(int) {}

func (nullEngine) Search(context.Context, *core.Game, ai.Limits, func(ai.Info)) ai.Result {
	return ai.Result{}
}

func TestPuzzleBrowser(t *testing.T) {
	test.NewTempApp(t)
	var all []core.Puzzle
	for i, lv := range []int{3, 1, 2, 1} {
		all = append(all, core.Puzzle{ID: "p" + string(rune('a'+i)), Goal: core.GoalWin, Level: lv,
			FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Title: "P" + string(rune('A'+i))})
	}
	var played []string
	b := newPuzzleBrowser(all, []string{"pb"}, English, func(pz core.Puzzle) { played = append(played, pz.ID) })
	if len(b.shown) != 4 || b.shown[0].Level != 1 || b.shown[3].Level != 3 || b.count.Text != "1 of 4 solved" {
		t.Errorf("all levels: %v, %q", b.shown, b.count.Text)
	}
	b.level.SetSelectedIndex(1)
	if len(b.shown) != 2 || b.count.Text != "1 of 2 solved" {
		t.Errorf("level 1: %d shown, %q", len(b.shown), b.count.Text)
	}
	b.list.Select(1)
	if b.selected != 1 || len(played) != 0 {
		t.Fatalf("selected %d, played %v", b.selected, played)
	}
	b.list.OnSelected(1) // chosen again
	if len(played) != 1 || played[0] != "pd" {
		t.Errorf("played %v", played)
	}
}
