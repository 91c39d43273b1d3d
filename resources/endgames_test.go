package resources_test

import (
	"slices"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// TestEndgames reads the collection and checks its mix: at least 100 positions, classic endgames and
// mates of every length from 2 to 7, each level used, every title different from the others in
// each language (the practice list tells them apart).
func TestEndgames(t *testing.T) {
	pz, err := resources.Endgames()
	if err != nil {
		t.Fatal(err)
	}
	if len(pz) < 100 {
		t.Errorf("%d puzzles, want at least 100", len(pz))
	}
	goals := map[core.Goal]int{}
	lengths := map[int]int{}
	levels := map[int]int{}
	titles := map[string]string{} // title → id
	for _, z := range pz {
		for _, title := range []string{z.Title, z.TitleZh} {
			if other, dup := titles[title]; dup {
				t.Errorf("%s and %s are both called %q", other, z.ID, title)
			}
			titles[title] = z.ID
		}
		goals[z.Goal]++
		levels[z.Level]++
		if z.Goal == core.GoalMate {
			lengths[z.MateIn]++
		}
		if z.Title == "" || z.TitleZh == "" {
			t.Errorf("%s: a title is missing", z.ID)
		}
		p, err := z.Position()
		if err != nil {
			t.Fatalf("%s: %v", z.ID, err)
		}
		if g := core.NewGameFrom(p); g.Result().Over() {
			t.Errorf("%s: the game is over before it starts (%v)", z.ID, g.Result())
		}
	}
	if goals[core.GoalWin] == 0 || goals[core.GoalDraw] == 0 {
		t.Errorf("goals %v: want wins and draws among the classic endgames", goals)
	}
	for n := 2; n <= 7; n++ {
		if lengths[n] == 0 {
			t.Errorf("no mate in %d (lengths %v)", n, lengths)
		}
	}
	t.Logf("%d puzzles: goals %v, mates by length %v, levels %v", len(pz), goals, lengths, levels)
}

// TestEndgameMatesProven proves every mate of the collection again with core.ProveMate: the stated
// length is exact (no shorter mate) and the listed first moves are exactly those that mate in it.
// With -short it proves a sample that takes a second or two under the race detector: every mate in
// 2 and one mate in 3 of three (the longer mates take from a few to 18 million nodes each; all 75
// together about 140 million, some 20 s of one core).
func TestEndgameMatesProven(t *testing.T) {
	pz, err := resources.Endgames()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	var nodes int64
	proved := 0
	threes := 0
	for _, z := range pz {
		if z.Goal != core.GoalMate {
			continue
		}
		if z.MateIn == 3 {
			threes++
		}
		if testing.Short() && (z.MateIn > 3 || z.MateIn == 3 && threes%3 != 1) {
			continue
		}
		p, err := z.Position()
		if err != nil {
			t.Fatal(err)
		}
		got := core.ProveMate(p, z.MateIn, 0)
		nodes += got.Nodes
		proved++
		if got.N != z.MateIn {
			t.Errorf("%s: stated mate in %d, proven %d", z.ID, z.MateIn, got.N)
			continue
		}
		want := slices.Clone(z.Moves)
		slices.Sort(want)
		have := slices.Clone(got.Moves)
		slices.Sort(have)
		if !slices.Equal(want, have) {
			t.Errorf("%s: first moves %v, proven %v", z.ID, z.Moves, got.Moves)
		}
	}
	t.Logf("proved %d mates in %s (%d nodes)", proved, time.Since(start).Round(time.Millisecond), nodes)
}
