package main

import (
	"math"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
)

func TestEloEstimate(t *testing.T) {
	cases := []struct {
		name    string
		w, l, d int
		elo     float64
	}{
		{"even", 10, 10, 20, 0},
		{"75%", 20, 0, 20, 191},
		{"25%", 0, 20, 20, -191},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			elo, pm := eloEstimate(c.w, c.l, c.d)
			if math.Abs(elo-c.elo) > 1 || pm <= 0 {
				t.Errorf("elo %.1f ± %.1f, want %.0f", elo, pm, c.elo)
			}
		})
	}
}

func TestSPRT(t *testing.T) {
	if llr := sprtLLR(240, 80, 80, 0, 10); llr < 2.94 {
		t.Errorf("a clear gain gives LLR %.2f", llr)
	}
	if llr := sprtLLR(80, 240, 80, 0, 10); llr > -2.94 {
		t.Errorf("a clear loss gives LLR %.2f", llr)
	}
}

func TestPlayLevels(t *testing.T) {
	a, _ := newPlayer("level:1", 1, 1)
	b, _ := newPlayer("level:2", 2, 1)
	res, plies, err := play(a, b, []string{"h2e2", "h9g7"}, ai.Limits{}, 0, 0, 60)
	if err != nil || plies < 2 || !res.Over() {
		t.Errorf("result %v after %d plies, err %v", res, plies, err)
	}
	if _, err := newPlayer("bogus", 1, 1); err == nil {
		t.Error("bogus player accepted")
	}
}
