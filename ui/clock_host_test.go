package ui

import (
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

func TestClocksWithAFakeHost(t *testing.T) {
	host := newFakeHost(t)
	host.settings.Mode = TwoPlayers
	host.settings.TimeControl = TimeControl{Base: time.Minute, Inc: 2 * time.Second}
	now := time.Unix(1000, 0)
	c := &clocks{host: host, now: func() time.Time { return now }}
	c.startClocks(TwoPlayers)

	for i, s := range fourMoves[:2] {
		now = now.Add(10 * time.Second)
		p := host.h.position()
		m, _ := core.ParseUCIMove(&p, s)
		if err := host.h.play(m); err != nil {
			t.Fatal(err)
		}
		c.clockMoved()
		if got := c.clock.ply(); got != i+1 {
			t.Fatalf("after move %d the clocks saw %d moves", i+1, got)
		}
	}
	if v := c.Clocks(); v.Left[core.Red] != 52*time.Second || v.ToMove != core.Red || !v.Running {
		t.Errorf("after two moves of 10 s: Red has %v, %v to move, running %v; want 52s, Red, running", v.Left[core.Red], v.ToMove, v.Running)
	}

	t.Run("paused, time stands", func(t *testing.T) {
		c.PauseClocks()
		now = now.Add(time.Hour)
		c.TickClocks()
		if !c.ClocksPaused() || len(host.ended) != 0 {
			t.Errorf("paused an hour: paused %v, games ended %d; want paused, none", c.ClocksPaused(), len(host.ended))
		}
		c.PauseClocks() // resumes
	})

	t.Run("a flag falls", func(t *testing.T) {
		now = now.Add(53 * time.Second)
		c.TickClocks()
		if len(host.ended) != 1 || host.ended[0].Reason != core.Timeout || host.ended[0].Outcome != core.WinFor(core.Black) {
			t.Errorf("Red out of time: ended %v; want one game won by Black on time", host.ended)
		}
	})
}
