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
