package ui_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ui"
)

// newReplayController is a two-player game of four moves, the end shown, on the test queue.
func newReplayController(t *testing.T) (*ui.Controller, *queue) {
	t.Helper()
	q := newQueue()
	c := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	t.Cleanup(func() { c.Close(); q.settle(20 * time.Millisecond) })
	c.SetAnimation(false)
	c.NewGame(ui.TwoPlayers)
	for _, m := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		if !c.TryMove(mv(m)) {
			t.Fatalf("move %s refused", m)
		}
	}
	return c, q
}

func TestAutoReplay(t *testing.T) {
	const fast = 5 * time.Millisecond
	t.Run("from the start to the end, then stops", func(t *testing.T) {
		c, q := newReplayController(t)
		var shown []int
		c.OnChange = func() { shown = append(shown, c.Cursor()) }
		c.AutoReplay(fast)
		if !c.AutoReplaying() || c.Cursor() != 0 {
			t.Fatalf("started: replaying %v at %d, want from 0", c.AutoReplaying(), c.Cursor())
		}
		q.until(t, "the end", func() bool { return !c.AutoReplaying() })
		if c.Cursor() != 4 {
			t.Errorf("stopped at %d, want the end (4)", c.Cursor())
		}
		want := []int{0, 1, 2, 3, 4}
		if len(shown) != len(want) {
			t.Fatalf("shown %v, want %v", shown, want)
		}
		for i := range want {
			if shown[i] != want[i] {
				t.Fatalf("shown %v, want %v", shown, want)
			}
		}
	})
	t.Run("from the move shown, stopped when chosen again", func(t *testing.T) {
		c, q := newReplayController(t)
		c.GoTo(1)
		c.AutoReplay(time.Minute)
		if !c.AutoReplaying() || c.Cursor() != 1 || c.ReplaySpeed() != time.Minute {
			t.Fatalf("replaying %v at %d", c.AutoReplaying(), c.Cursor())
		}
		c.AutoReplay(time.Minute) // the same speed again: stops
		if c.AutoReplaying() {
			t.Error("the same speed chosen again did not stop the replay")
		}
		c.ToggleAutoReplay()
		if !c.AutoReplaying() {
			t.Error("the toggle did not start the replay")
		}
		c.ToggleAutoReplay()
		q.settle(20 * time.Millisecond)
		if c.AutoReplaying() || c.Cursor() != 1 {
			t.Errorf("after the toggle: replaying %v at %d", c.AutoReplaying(), c.Cursor())
		}
	})
	t.Run("the user takes over: another move shown", func(t *testing.T) {
		c, q := newReplayController(t)
		c.AutoReplay(fast)
		q.until(t, "the first step", func() bool { return c.Cursor() == 1 })
		c.GoTo(3)
		q.until(t, "the stop", func() bool { return !c.AutoReplaying() })
		if c.Cursor() != 3 {
			t.Errorf("at %d after the user went to 3", c.Cursor())
		}
	})
	t.Run("a move played stops it", func(t *testing.T) {
		c, q := newReplayController(t)
		c.GoTo(2)
		c.AutoReplay(50 * time.Millisecond)
		if !c.TryMove(mv("c3c4")) {
			t.Fatal("the move was refused")
		}
		q.until(t, "the stop", func() bool { return !c.AutoReplaying() })
		if c.Cursor() != 3 || c.Game().Len() != 3 {
			t.Errorf("at %d of %d after the move", c.Cursor(), c.Game().Len())
		}
	})
	t.Run("a click on the board stops it", func(t *testing.T) {
		c, q := newReplayController(t)
		c.AutoReplay(fast)
		c.Board.Resize(fyne.NewSize(300, 330))
		c.Board.Tapped(&fyne.PointEvent{Position: fyne.NewPos(1, 1)})
		if c.AutoReplaying() {
			t.Fatal("still replaying after a click")
		}
		q.settle(30 * time.Millisecond)
		if c.Cursor() != 0 {
			t.Errorf("stepped to %d after the click", c.Cursor())
		}
	})
	t.Run("nothing to replay", func(t *testing.T) {
		q := newQueue()
		c := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
		defer c.Close()
		c.NewGame(ui.TwoPlayers)
		c.AutoReplay(fast)
		if c.AutoReplaying() {
			t.Error("replaying a game without moves")
		}
	})
}

// The speed chosen is kept in the settings.
func TestAutoReplaySpeedKept(t *testing.T) {
	c, _ := newReplayController(t)
	if c.ReplaySpeed() != time.Second {
		t.Errorf("first speed %v, want 1 s", c.ReplaySpeed())
	}
	c.AutoReplay(3 * time.Second)
	c.StopAutoReplay()
	if s := c.Settings(); s.ReplayMillis != 3000 || c.ReplaySpeed() != 3*time.Second {
		t.Errorf("after choosing 3 s: settings %d ms, speed %v", s.ReplayMillis, c.ReplaySpeed())
	}
}
