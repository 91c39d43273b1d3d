package ui

import (
	"testing"
)

func TestAnalyserWithAFakeHost(t *testing.T) {
	q := make(doQueue, 64)
	host := newFakeHost(t, fourMoves...)
	host.settings.Mode = TwoPlayers
	a := &analyser{host: host, driver: newEngineDriver(func() Engine { return firstMoveEngine{} }, q.do), do: q.do}
	defer a.driver.cancel()

	a.SetAnalysis(true)
	if !host.settings.Analysis || !a.Analysis().Running {
		t.Fatalf("switched on: setting %v, running %v; want both", host.settings.Analysis, a.Analysis().Running)
	}
	q.until(t, "a line", func() bool { return len(a.Analysis().Lines) > 0 })
	told := host.changes
	if told == 0 {
		t.Fatal("the host was never told of the analysis")
	}

	t.Run("a report soon after another waits for analysisEvery", func(t *testing.T) {
		a.toldAt, a.toldOn, a.toldRunning, a.toldWaiting = a.toldAt.Add(analysisEvery), true, a.view.Running, a.view.Waiting
		before := host.changes
		a.changed()
		if host.changes != before || !a.due {
			t.Errorf("a report within analysisEvery: told %d times, due %v; want none and due", host.changes-before, a.due)
		}
	})

	t.Run("playing a line plays its first move", func(t *testing.T) {
		n := host.h.game.Len()
		a.PlayAnalysisLine(0)
		if host.h.game.Len() != n+1 {
			t.Errorf("after playing line 1 the game has %d moves, want %d", host.h.game.Len(), n+1)
		}
	})

	t.Run("waits in a game against the computer", func(t *testing.T) {
		host.settings.Mode = PlayRed
		a.updateAnalysis()
		if v := a.Analysis(); v.Running || v.Waiting == "" {
			t.Errorf("against the computer: running %v, waiting %q; want stopped and saying why", v.Running, v.Waiting)
		}
	})

	a.SetAnalysis(false)
	if host.settings.Analysis || a.Analysis().On {
		t.Error("switched off, the analysis is still on")
	}
}
