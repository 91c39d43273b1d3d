package main

import (
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/training"
)

// TestThemes checks each theme on a position made to show it, and that the others are not told.
func TestThemes(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		move string
		pv   []string
		best ai.Score
		want []training.Theme
	}{
		{"horse forks two rooks", "4k4/2r3r2/9/9/3N5/9/9/9/9/3K5 w - - 0 1", "d5e7", []string{"d5e7", "c8c7", "e7g8"}, 600,
			[]training.Theme{training.ThemeFork}},
		{"rook pins a horse to its king", "4k4/9/4n4/9/R8/9/9/9/9/3K5 w - - 0 1", "a5e5", []string{"a5e5", "e9d9", "e5e7"}, 400,
			[]training.Theme{training.ThemePin}},
		{"horse uncovers the rook's check", "4k4/9/9/9/4N4/9/9/4R4/9/3K5 w - - 0 1", "e5c6", []string{"e5c6", "e9d9"}, 300,
			[]training.Theme{training.ThemeDiscovered}},
		{"horse becomes the cannon's screen", "4k4/9/9/2N6/9/9/9/4C4/9/3K5 w - - 0 1", "c6e5", []string{"c6e5", "e9d9"}, 300,
			[]training.Theme{training.ThemeCannonScreen}},
		{"mate in two, proven", "2baka3/9/4b4/R7p/P8/2P3B2/4p1P1P/9/1c1K5/1NB2rr2 b - - 0 1", "f0d0", []string{"f0d0"}, ai.MateScore(2),
			[]training.Theme{training.ThemeMate}},
		{"a quiet move wins nothing", "4k4/9/9/9/4N4/9/9/4R4/9/3K5 w - - 0 1", "d0d1", []string{"d0d1"}, 50, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			var pv []core.Move
			for _, s := range tc.pv {
				m, err := core.ParseMoveText(s)
				if err != nil {
					t.Fatal(err)
				}
				pv = append(pv, m)
			}
			m, _ := core.ParseMoveText(tc.move)
			if !p.IsLegalMove(m) {
				t.Fatalf("%s is not legal", tc.move)
			}
			got := themes(p, m, pv, tc.best)
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("themes %v, want %v among them", got, w)
				}
			}
			if len(tc.want) == 0 && len(got) > 0 {
				t.Errorf("themes %v, want none", got)
			}
		})
	}
}
