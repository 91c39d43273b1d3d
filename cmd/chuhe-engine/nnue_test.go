package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
)

func TestEvalFile(t *testing.T) {
	const h = 8
	ft := make([]float32, nnue.Inputs*h)
	for i := range ft {
		ft[i] = float32(i%7) / 20
	}
	out := make([]float32, 2*h)
	for i := range out {
		out[i] = float32(i%3) - 1
	}
	n, err := nnue.Quantise(h, make([]float32, h), ft, out, 0, 255, 64, 400, "test")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.nnue"), filepath.Join(dir, "bad.nnue")
	b, err := n.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, b[:100], 0o644); err != nil {
		t.Fatal(err)
	}
	out1 := transcript(t, "uci", "setoption name UseNNUE value true", "setoption name EvalFile value "+bad,
		"setoption name EvalFile value "+good, "go depth 3")
	if !hasLine(out1, "option name EvalFile type string default <empty>") {
		t.Error("EvalFile is not announced")
	}
	var badFile, best bool
	for _, l := range out1 {
		badFile = badFile || strings.Contains(l, "error: setoption EvalFile: "+bad+": not a valid Chuhe net file")
		best = best || strings.HasPrefix(l, "bestmove ")
	}
	if !badFile || !best {
		t.Errorf("bad-file error %v, bestmove %v in\n%s", badFile, best, out1)
	}
	// The built-in net, and back to the hand-written evaluation.
	out2 := transcript(t, "setoption name UseNNUE value true", "go depth 3", "setoption name UseNNUE value false", "go depth 3")
	if n := len(slices.DeleteFunc(out2, func(l string) bool { return !strings.HasPrefix(l, "bestmove ") })); n != 2 {
		t.Errorf("%d bestmoves with the built-in net and without", n)
	}
}

// The Level option plays the ladder's level as the app does: with the net (UseNNUE on) at the levels
// that use it, and with the hand-written evaluation their steps were measured with below them.
func TestLevelChoosesTheEvaluation(t *testing.T) {
	var out syncBuffer
	p := &Protocol{out: &out, HashMB: 1}
	p.reset()
	lowest := 0
	for n := 1; n <= ai.MaxLevel; n++ {
		p.Handle(fmt.Sprintf("setoption name Level value %d", n))
		if got, want := p.engine.UsesNet(), ai.LevelUsesNet(n); got != want {
			t.Errorf("Level %d: the engine uses the net %v, the level %v", n, got, want)
		}
		if ai.LevelUsesNet(n) && lowest == 0 {
			lowest = n
		}
	}
	if lowest == 0 || lowest == 1 {
		t.Fatalf("the net is used from level %d", lowest)
	}
	p.Handle("setoption name UseNNUE value false")
	if p.engine.UsesNet() {
		t.Error("UseNNUE false at the top level: the engine still uses the net")
	}
	p.Handle("setoption name UseNNUE value true")
	p.Handle(fmt.Sprintf("setoption name Level value %d", lowest-1))
	if p.engine.UsesNet() {
		t.Errorf("UseNNUE true at level %d: the engine uses the net", lowest-1)
	}
	p.Handle(fmt.Sprintf("setoption name Level value %d", lowest))
	if !p.engine.UsesNet() {
		t.Errorf("UseNNUE true at level %d: the engine does not use the net", lowest)
	}
}
