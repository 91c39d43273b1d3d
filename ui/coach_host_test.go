package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestCoachWithAFakeHost gives the review's words a reviewed game through a fake host: the summary
// is ready with both sides' accuracy once the review is; a move that is not a mistake has no
// explanation and no Try again; Show threat works out the threat of the side not to move in the
// background, draws its arrow on the host's board and says it, and goes when switched off.
func TestCoachWithAFakeHost(t *testing.T) {
	q := make(doQueue, 64)
	host := newFakeHost(t, fourMoves...)
	host.post = q.do
	r := &reviewer{host: host, driver: newEngineDriver(func() Engine { return firstMoveEngine{} }, q.do)}
	v := &coachView{host: host, rv: r}

	if s := v.Summary(); s.Ready {
		t.Fatalf("a summary before any review: %+v", s)
	}
	r.ReviewGame(ReviewQuick)
	q.until(t, "the review to end", func() bool { return !r.ReviewRunning() })
	s := v.Summary()
	if !s.Ready || s.Accuracy[0] < 0 || s.Accuracy[1] < 0 {
		t.Fatalf("summary %+v, want ready with both sides' accuracy", s)
	}
	host.GoToMain(2)
	if es, busy := v.Explanations(); es != nil || busy || v.CanTryAgain() {
		t.Errorf("a move the review found good: explanations %v, busy %v, Try again offered %v", es, busy, v.CanTryAgain())
	}

	// After 炮二平五 马８进７ 马二进三 车９平８, Red to move: what Black would do if it were its move.
	host.GoToMain(4)
	before := host.changes
	v.SetShowThreat(true)
	if !v.ShowThreat() || v.ThreatText() == "" {
		t.Fatalf("Show threat on: %v, text %q", v.ShowThreat(), v.ThreatText())
	}
	q.until(t, "the threat", func() bool { return !v.threatBusy })
	if host.changes == before {
		t.Error("the host was not told of the threat")
	}
	text := v.ThreatText()
	if text == "" || text == "Looking for the threat…" {
		t.Errorf("threat text %q", text)
	}
	if v.threat != nil && v.threat.Kind != 0 {
		if _, m := v.threat.KeyMove(); host.board().Arrow != m {
			t.Errorf("the board's arrow %v, want the threat's %v", host.board().Arrow, m)
		}
	}
	v.SetShowThreat(false)
	if v.ThreatText() != "" || host.board().Arrow != core.NoMove {
		t.Errorf("Show threat off: text %q, arrow %v", v.ThreatText(), host.board().Arrow)
	}
}
