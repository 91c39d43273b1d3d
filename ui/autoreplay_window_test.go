package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// The Move menu starts and stops the auto-replay, marks it and its speed, and a key stops it.
func TestAutoReplayMenu(t *testing.T) {
	w := newTestWindow(t)
	c := w.c
	for _, m := range []core.Move{core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2)), core.NewMove(core.NewSquare(7, 9), core.NewSquare(6, 7))} {
		if !c.TryMove(m) {
			t.Fatalf("move %v refused", m)
		}
	}
	var toggle *fyne.MenuItem
	var speeds []*fyne.MenuItem
	for _, m := range w.menu.Items {
		for _, it := range m.Items {
			switch it.Label {
			case lang.L("Auto-replay"):
				toggle = it
			case lang.L("Auto-replay speed"):
				speeds = it.ChildMenu.Items
			}
		}
	}
	if toggle == nil || len(speeds) != len(ReplaySpeeds()) || toggle.Shortcut == nil {
		t.Fatalf("menu: toggle %v, %d speeds", toggle, len(speeds))
	}
	speeds[2].Action() // 2 s: starts
	if !c.AutoReplaying() || c.ReplaySpeed() != 2*time.Second || !toggle.Checked || !speeds[2].Checked || speeds[1].Checked {
		t.Fatalf("after choosing 2 s: replaying %v at %v, marks %v %v", c.AutoReplaying(), c.ReplaySpeed(), toggle.Checked, speeds[2].Checked)
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if c.AutoReplaying() || toggle.Checked {
		t.Error("a key did not stop the replay")
	}
	toggle.Action()
	if !c.AutoReplaying() || c.ReplaySpeed() != 2*time.Second {
		t.Error("Auto-replay did not start at the speed chosen")
	}
	toggle.Action()
	if c.AutoReplaying() {
		t.Error("Auto-replay chosen again did not stop")
	}
}
