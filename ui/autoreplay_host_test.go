package ui

import (
	"testing"
	"time"
)

func TestAutoReplayWithAFakeHost(t *testing.T) {
	host := newFakeHost(t, fourMoves...)
	q := make(doQueue, 16)
	r := &autoReplay{host: host, do: q.do}
	defer r.StopAutoReplay()

	r.AutoReplay(time.Millisecond) // at the end: from the start again
	if !r.AutoReplaying() || host.h.cursor != 0 || host.settings.ReplayMillis != 1 {
		t.Fatalf("started: replaying %v at move %d, speed kept %d ms; want on, at 0, 1 ms", r.AutoReplaying(), host.h.cursor, host.settings.ReplayMillis)
	}
	q.until(t, "the replay to reach the end", func() bool { return !r.AutoReplaying() })
	if host.h.cursor != len(fourMoves) {
		t.Errorf("stopped at move %d, want the end (%d)", host.h.cursor, len(fourMoves))
	}

	t.Run("the user takes over", func(t *testing.T) {
		r.AutoReplay(time.Hour)
		host.h.goTo(2) // a click in the move list
		r.replayStep(r.seq)
		if r.AutoReplaying() {
			t.Error("the replay went on after the user moved the board")
		}
	})
}
