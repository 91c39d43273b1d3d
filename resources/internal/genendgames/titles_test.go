package main

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestTitleMates: each mate is named by its length, its number among the mates of that length and
// the material, the side to move's first, in English and Chinese.
func TestTitleMates(t *testing.T) {
	mates := []core.Puzzle{
		{Goal: core.GoalMate, MateIn: 2, FEN: "2bakab2/9/9/9/9/2N6/4C4/9/4A4/3K5 w - - 0 1"},
		{Goal: core.GoalMate, MateIn: 2, FEN: "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"},
		{Goal: core.GoalMate, MateIn: 3, FEN: "3k5/9/9/9/9/9/2p1p4/9/9/R3K1p2 b - - 0 1"},
	}
	titleMates(mates)
	want := [][2]string{
		{"Mate in 2 · #1: H C A vs 2A 2E", "二步杀 · 第1题 · 马炮士 对 士象全"},
		{"Mate in 2 · #2: R vs K", "二步杀 · 第2题 · 单车 对 单将"},
		{"Mate in 3 · #1: 3P vs R", "三步杀 · 第1题 · 三兵 对 单车"},
	}
	for i, z := range mates {
		if z.Title != want[i][0] || z.TitleZh != want[i][1] {
			t.Errorf("mate %d: %q, %q; want %q, %q", i, z.Title, z.TitleZh, want[i][0], want[i][1])
		}
	}
}
