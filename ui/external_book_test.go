package ui

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/extengine"
	"github.com/chuhe-xq/chuhe/internal/fakeengine"
)

// TestExternalBookOffForAnalysis: a search without end (the analysis) turns the engine's book
// option off, and the next search of another kind puts back the user's value; the option is sent
// only when it changes.
func TestExternalBookOffForAnalysis(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv(fakeengine.Env, "good") // this test binary plays the fake engine (TestMain)
	log := extengine.NewLog(0)
	x := newExternalEngine(EngineConfig{ID: "fake", Name: "Fake good", Path: exe, Protocol: extengine.UCI,
		Values: map[string]string{"OwnBook": "true"}}, log)
	defer x.Close()
	g := core.NewGame()
	for _, lim := range []ai.Limits{{Infinite: true}, {Infinite: true}, {MoveTime: 20 * time.Millisecond}, {MoveTime: 20 * time.Millisecond}} {
		ctx, cancel := context.WithCancel(context.Background()) // as the driver stops a search
		stop := time.AfterFunc(100*time.Millisecond, cancel)
		x.Search(ctx, g, lim, nil)
		stop.Stop()
		cancel()
		if err := x.Fault(); err != nil {
			t.Fatalf("fault: %v\n%s", err, log.Last(30))
		}
	}
	var sent []string
	for _, l := range log.Lines() {
		if s := l.String(); strings.Contains(s, "setoption name OwnBook") {
			sent = append(sent, s[strings.Index(s, "setoption"):])
		}
	}
	// Off for the analysis, then the user's value again.
	want := []string{"setoption name OwnBook value false", "setoption name OwnBook value true"}
	if strings.Join(sent, "|") != strings.Join(want, "|") {
		t.Errorf("book options sent %q, want %q", sent, want)
	}
}
