package ui

import (
	"context"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// The app's engine evaluates with the net at the levels that use it (ai.LevelUsesNet: the top ones,
// and so in analysis and review) and with the hand-written evaluation below; it plays at every level
// either way.
func TestAIEngineNetByLevel(t *testing.T) {
	e := newAIEngines()().(*aiEngine)
	if e.net == nil {
		t.Fatal("the built-in net did not load")
	}
	g := core.NewGame()
	for _, level := range []int{1, 6, ai.MaxLevel - 1, ai.MaxLevel, analysisLevel, 3} {
		e.SetLevel(level)
		if want := ai.LevelUsesNet(level); e.UsesNet() != want {
			t.Errorf("level %d: uses the net %v, want %v", level, e.UsesNet(), want)
		}
		p := g.Position()
		res := e.Search(context.Background(), g, ai.Limits{Depth: 3, SearchMoves: p.LegalMoves(nil)}, nil)
		if res.Move == core.NoMove {
			t.Fatalf("level %d: no move", level)
		}
	}
}
