package core_test

import (
	"os"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestGameCycles rules the repetition cycles collected from Chuhe's own engine games
// (testdata/cycles.tsv, written by scripts/cycles and ruled by Fairy-Stockfish with scripts/cycles/fsf.js).
// Each line is the position at a first occurrence, the moves to its third occurrence, core's ruling,
// Fairy-Stockfish's ruling, the game it comes from and, where the two rulings differ, a note with the
// AXF article that decides the case for core's ruling.
func TestGameCycles(t *testing.T) {
	data, err := os.ReadFile("testdata/cycles.tsv")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		f := strings.Split(line, "\t")
		if len(f) < 5 {
			t.Fatalf("line %d: %d fields, want at least 5", i+1, len(f))
		}
		fen, moves, want, fsf := f[0], f[1], f[2], f[3]
		g, err := core.NewGameFromFEN(fen)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		playUCI(t, g, moves)
		if got := g.Result().String(); got != want {
			t.Errorf("line %d (%s): ruled %q, want %q", i+1, f[4], got, want)
		}
		// The referee rules at the third occurrence, not before.
		if g.Len() > 0 && g.ResultAt(g.Len()-1).Over() {
			t.Errorf("line %d: the game was over before its last move", i+1)
		}
		if wantOutcome, _, _ := strings.Cut(want, " "); wantOutcome != fsf {
			if len(f) < 6 || !strings.Contains(f[5], "AXF") {
				t.Errorf("line %d: core rules %q, Fairy-Stockfish %q, and no note cites the AXF rule that decides it", i+1, want, fsf)
			}
		}
	}
	if n == 0 {
		t.Fatal("no cycles in testdata/cycles.tsv")
	}
}
