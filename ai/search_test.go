package ai_test

import (
	"context"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func newEngine() *ai.Engine { return ai.New(ai.Options{HashMB: 8, Seed: 1}) }

func TestSearchStartLegal(t *testing.T) {
	e := newEngine()
	g := core.NewGame()
	r := e.Search(context.Background(), g, ai.Limits{Depth: 4}, nil)
	p := g.Position()
	if !p.IsLegalMove(r.Move) {
		t.Fatalf("illegal move %s", r.Move)
	}
	if r.Depth != 4 {
		t.Errorf("depth %d, want 4", r.Depth)
	}
}

func TestSearchCancel(t *testing.T) {
	e := newEngine()
	g := core.NewGame()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	r := e.Search(ctx, g, ai.Limits{}, nil)
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("search took %v after a cancel at 100ms", el)
	}
	p := g.Position()
	if !p.IsLegalMove(r.Move) {
		t.Fatalf("illegal move %s", r.Move)
	}
}
