package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
)

// TestParseRange checks the -levels flag: a range or one level within the ladder.
func TestParseRange(t *testing.T) {
	cases := []struct {
		in     string
		lo, hi int
		ok     bool
	}{
		{"1-19", 1, 19, true},
		{"7", 7, 7, true},
		{"0-3", 0, 0, false},
		{"5-2", 0, 0, false},
		{fmt.Sprintf("1-%d", ai.MaxLevel+1), 0, 0, false},
		{"a-b", 0, 0, false},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			lo, hi, err := parseRange(c.in)
			if (err == nil) != c.ok || c.ok && (lo != c.lo || hi != c.hi) {
				t.Errorf("parseRange(%q) = %d, %d, %v", c.in, lo, hi, err)
			}
		})
	}
}

// TestRunGivesTheNetToTheLevelsThatUseIt measures two positions with a level of the hand-written
// evaluation and one of the net, with a net reference: the net is read once, and the table has a
// row for each level and for the masters.
func TestRunGivesTheNetToTheLevelsThatUseIt(t *testing.T) {
	loads := 0
	load := func() (*nnue.Net, error) { loads++; return nnue.Default() }
	var out strings.Builder
	c := config{pack: "../../resources/masters.pack", holdout: 10, positions: 2, minPly: 20, lo: 20, hi: 21,
		refNodes: 2000, refNet: true, seed: 1, every: 50}
	if !ai.LevelUsesNet(21) || ai.LevelUsesNet(20) {
		t.Fatal("the test wants level 20 on the hand-written evaluation and level 21 on the net")
	}
	if err := run(&out, c, load); err != nil {
		t.Fatal(err)
	}
	if loads != 1 {
		t.Errorf("the net was read %d times, want once", loads)
	}
	for _, want := range []string{"reference: 2000 nodes, net", "after 2 positions", "| 20 |", "| 21 |", "| masters |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	c.refNet, c.lo, c.hi = false, 1, 2
	loads = 0
	out.Reset()
	if err := run(&out, c, load); err != nil {
		t.Fatal(err)
	}
	if loads != 0 {
		t.Errorf("levels 1-2 with the hand-written reference read the net %d times", loads)
	}
}

// TestSkipMeasuresTheRest: a run of positions 2-3 measures the same positions, with the same moves
// of a level that never chooses at random, as the last two of a run of three.
func TestSkipMeasuresTheRest(t *testing.T) {
	c := config{pack: "../../resources/masters.pack", holdout: 10, positions: 3, minPly: 20, lo: 17, hi: 17,
		refNodes: 2000, seed: 1, every: 1}
	var whole, part strings.Builder
	if err := run(&whole, c, nnue.Default); err != nil {
		t.Fatal(err)
	}
	c.skip = 1
	if err := run(&part, c, nnue.Default); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(part.String(), "# positions 2 to 3 of the run's (the first 1 left out)") ||
		!strings.Contains(part.String(), "after 2 positions") || strings.Contains(part.String(), "after 3 positions") {
		t.Errorf("the part run says:\n%s", part.String())
	}
	// The masters' and level 17's agreement over positions 2-3 follow from the whole run's tables
	// after 1 and after 3 positions; checked here on the counts the tables print.
	agree := func(out, after, row string) float64 {
		_, rest, _ := strings.Cut(out, "after "+after+" positions")
		_, line, _ := strings.Cut(rest, "| "+row+" | ")
		var v float64
		fmt.Sscanf(line, "%f%%", &v)
		return v
	}
	w1, w3 := agree(whole.String(), "1", "17"), agree(whole.String(), "3", "17")
	p2 := agree(part.String(), "2", "17")
	if got := (3*w3 - w1) / 2; got < p2-0.1 || got > p2+0.1 {
		t.Errorf("level 17 agrees %.1f%% over positions 2-3 alone, %.1f%% by the whole run", p2, got)
	}
}
