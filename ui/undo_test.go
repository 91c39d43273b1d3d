package ui_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// TestUndoThenPlayOn: after Undo in a game against the computer, whatever the user plays next — the
// move taken back, another one, after two undos or after a redo — the computer answers, the moves
// taken back are gone from the game, and with clocks the running clock is the side to move's.
func TestUndoThenPlayOn(t *testing.T) {
	type step struct {
		undo, redo int
		play       string
	}
	cases := []struct {
		name  string
		clock bool
		steps []step
	}{
		{"the same move", false, []step{{undo: 1, play: "h2e2"}}},
		{"another move", false, []step{{undo: 1, play: "b2e2"}}},
		{"undo twice, the same moves", false, []step{{play: "h0g2"}, {undo: 2, play: "h2e2"}, {play: "h0g2"}}},
		{"undo, redo, play on", false, []step{{undo: 1, redo: 1, play: "h0g2"}}},
		{"undo twice, redo once, the same move", false, []step{{play: "h0g2"}, {undo: 2, redo: 1, play: "h0g2"}}},
		{"clocks: the same move", true, []step{{undo: 1, play: "h2e2"}}},
		{"clocks: another move", true, []step{{undo: 1, play: "b2e2"}}},
		{"clocks: undo twice, the same moves", true, []step{{play: "h0g2"}, {undo: 2, play: "h2e2"}, {play: "h0g2"}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var c *ui.Controller
			var q *queue
			var clock *fakeClock
			if tc.clock {
				f := newClockFixture(t, ui.PlayRed, ui.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second},
					ui.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second})
				c, q, clock = f.c, f.q, f.clock
			} else {
				f := newFixture(t, ui.PlayRed, nil)
				c, q = f.c, f.q
			}
			play := func(m string) {
				t.Helper()
				n := c.Cursor()
				if clock != nil {
					clock.advance(time.Second)
				}
				if !c.TryMove(mv(m)) {
					t.Fatalf("%s refused: %s", m, c.Status())
				}
				q.until(t, "the computer's reply to "+m, func() bool { return c.Cursor() == n+2 && !c.Thinking() })
				if c.Game().Len() != c.Cursor() {
					t.Fatalf("after %s and the reply: %d moves in the game, the board shows %d", m, c.Game().Len(), c.Cursor())
				}
				if p := c.Position(); p.SideToMove() != core.Red {
					t.Fatalf("after %s and the reply: %v to move", m, p.SideToMove())
				}
				if clock != nil {
					if v := c.Clocks(); !v.Running || v.ToMove != core.Red {
						t.Fatalf("after %s and the reply: clock %+v, want Red's running", m, v)
					}
				}
			}
			play("h2e2")
			for _, s := range tc.steps {
				for range s.undo {
					c.Undo()
				}
				for range s.redo {
					c.Redo()
				}
				if clock != nil {
					p := c.Position()
					if v := c.Clocks(); v.Running && v.ToMove != p.SideToMove() {
						t.Fatalf("after undo/redo: %v's clock runs, %v to move", v.ToMove, p.SideToMove())
					}
				}
				play(s.play)
			}
			if strings.Contains(c.Status(), "computer's move") {
				t.Errorf("status %q on the user's turn", c.Status())
			}
		})
	}
}

// TestUndoThenSameMoveExternal: the same with an added engine as the opponent.
func TestUndoThenSameMoveExternal(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	e := addFake(t, f.c, f.q, "good")
	if err := f.c.SetEngineLimit(ui.LimitTime, 50); err != nil {
		t.Fatal(err)
	}
	f.c.SetOpponentEngine(e.ID)
	f.c.SetMode(ui.PlayRed)
	for i, m := range []string{"h2e2", "h2e2"} {
		if i > 0 {
			f.c.Undo()
			if f.c.Cursor() != 0 {
				t.Fatalf("undo: cursor %d", f.c.Cursor())
			}
		}
		if !f.c.TryMove(mv(m)) {
			t.Fatalf("%s refused: %s", m, f.c.Status())
		}
		f.q.until(t, "the engine's reply", func() bool { return f.c.Cursor() == 2 && !f.c.Thinking() })
		if f.c.Game().Len() != 2 {
			t.Fatalf("moves %v", f.c.Game().Moves())
		}
	}
}
