package training

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

const sample = `# a comment
mid-00000002 | - | 1140 | 6bC1/3ka4/3ab1P2/2P6/2p1N4/6B2/4pn2n/4B4/4AK3/3A5 w - - 0 1 | c6c7 e8f9 c7d7 | 呂欽 – 李來群, 1994
tac-00000006 | pin | 810 | 2baka3/9/4b4/p3p3p/4c4/2P1n1P2/P3C3P/4B4/1C2N4/3AKAB2 b - - 0 25 | e5e3 b1b2 | -

end-00000015 | screen,endgame | 920 | 1cbak1b2/4a4/1C7/Nnp4rp/4pC3/2P3B2/P7P/4B4/4A4/1R1AK3c b - - 0 1 | h6h0 | 單車組合168黑
`

func TestParseMasterPuzzles(t *testing.T) {
	got, err := ParseMasterPuzzles(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d puzzles, want 3", len(got))
	}
	want := []struct {
		id     string
		kind   Kind
		themes int
		rating int
		answer string
		source string
	}{
		{"mid-00000002", Middlegame, 0, 1140, "c6c7", "呂欽 – 李來群, 1994"},
		{"tac-00000006", Tactic, 1, 810, "e5e3", ""},
		{"end-00000015", Endgame, 2, 920, "h6h0", "單車組合168黑"},
	}
	for i, w := range want {
		pz := got[i]
		if pz.ID != w.id || pz.Kind != w.kind || len(pz.Themes) != w.themes || pz.Rating != w.rating ||
			pz.Answer().String() != w.answer || pz.Source != w.source {
			t.Errorf("puzzle %d: %+v, want %+v", i, pz, w)
		}
	}
	if !got[2].Has(ThemeCannonScreen) || got[2].Has(ThemeFork) {
		t.Errorf("themes of %s: %v", got[2].ID, got[2].Themes)
	}
	// Written back, a puzzle reads the same.
	for _, pz := range got {
		again, err := ParseMasterPuzzles(strings.NewReader(pz.String()))
		if err != nil || len(again) != 1 || again[0].String() != pz.String() {
			t.Errorf("round trip of %s: %v, %v", pz.ID, again, err)
		}
	}
}

func TestParseMasterPuzzlesErrors(t *testing.T) {
	const fen = "6bC1/3ka4/3ab1P2/2P6/2p1N4/6B2/4pn2n/4B4/4AK3/3A5 w - - 0 1"
	tests := []struct {
		name, line, want string
	}{
		{"too few fields", "mid-1 | - | 1000 | " + fen + " | c6c7", "fields"},
		{"unknown kind", "xyz-1 | - | 1000 | " + fen + " | c6c7 | -", "id"},
		{"unknown theme", "mid-1 | skewer | 1000 | " + fen + " | c6c7 | -", "theme"},
		{"bad rating", "mid-1 | - | lots | " + fen + " | c6c7 | -", "rating"},
		{"bad FEN", "mid-1 | - | 1000 | rnbakabnr/9 w | c6c7 | -", "fen"},
		{"illegal move", "mid-1 | - | 1000 | " + fen + " | a0a9 | -", "not legal"},
		{"no answer", "mid-1 | - | 1000 | " + fen + " |  | -", "no answer"},
		{"duplicate", "mid-1 | - | 1000 | " + fen + " | c6c7 | -\nmid-1 | - | 1000 | " + fen + " | c6c7 | -", "duplicate"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseMasterPuzzles(strings.NewReader(tc.line))
			if err == nil || !strings.Contains(strings.ToLower(err.Error()), tc.want) {
				t.Errorf("error %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

func FuzzParseMasterPuzzles(f *testing.F) {
	f.Add(sample)
	f.Add("mid-1 | fork | 1000 | 9/9/9/9/9/9/9/9/9/9 w | a0a1 | x")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseMasterPuzzles(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, pz := range got {
			if len(pz.Line) == 0 {
				t.Fatalf("%s: no answer", pz.ID)
			}
		}
	})
}

func TestNear(t *testing.T) {
	var pzs []MasterPuzzle
	for r := 600; r <= 2400; r += 50 {
		pzs = append(pzs, MasterPuzzle{ID: "mid-" + string(rune('a'+len(pzs))), Rating: r})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	tests := []struct {
		name   string
		rating float64
		skip   func(*MasterPuzzle) bool
		lo, hi int
	}{
		{"beginner", 500, nil, 600, 600 + 50*(nearest-1)},
		{"middle", 1500, nil, 1500 - 50*nearest/2, 1500 + 50*nearest/2},
		{"expert", 3000, nil, 2400 - 50*(nearest-1), 2400},
		{"skipping the easy ones", 600, func(p *MasterPuzzle) bool { return p.Rating < 1000 }, 1000, 1000 + 50*(nearest-1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for range 50 {
				i := Near(pzs, tc.rating, tc.skip, rng)
				if i < 0 || pzs[i].Rating < tc.lo || pzs[i].Rating > tc.hi {
					t.Fatalf("served %d (rating %d), want a rating in [%d, %d]", i, pzs[max(i, 0)].Rating, tc.lo, tc.hi)
				}
			}
		})
	}
	if i := Near(pzs, 1500, func(*MasterPuzzle) bool { return true }, rng); i != -1 {
		t.Errorf("every puzzle skipped: served %d, want -1", i)
	}
}

func mv(t *testing.T, s string) core.Move {
	t.Helper()
	m, err := core.ParseMoveText(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMistakes(t *testing.T) {
	g := core.NewGame()
	moves := []string{"h2e2", "h9g7", "h0g2", "i9h9"}
	for _, s := range moves {
		if err := g.Play(mv(t, s)); err != nil {
			t.Fatal(err)
		}
	}
	// Red's expected score: Red's second move (ply 2) gives away 250, Black's (ply 3) 350 (from
	// Black's view), Black's first (ply 1) 150, an inaccuracy only.
	evals := []Eval{
		{true, 520, mv(t, "h2e2")},
		{true, 520, mv(t, "h9g7")},
		{true, 670, mv(t, "b0c2")},
		{true, 420, mv(t, "b9c7")},
		{true, 770, core.NoMove},
	}
	tests := []struct {
		name    string
		players [2]bool
		plies   []int
		classes []int
	}{
		{"Red's", [2]bool{true, false}, []int{2}, []int{2}},
		{"Black's", [2]bool{false, true}, []int{3}, []int{3}},
		{"both", [2]bool{true, true}, []int{2, 3}, []int{2, 3}},
		{"nobody's", [2]bool{}, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cards := Mistakes(g, evals, tc.players)
			if len(cards) != len(tc.plies) {
				t.Fatalf("%d cards, want %d", len(cards), len(tc.plies))
			}
			for i, c := range cards {
				p := g.PositionAt(c.Ply)
				if c.Ply != tc.plies[i] || c.Class != tc.classes[i] || c.FEN != p.FEN() || c.Played != g.Move(c.Ply) || c.Best[0] != evals[c.Ply].Best {
					t.Errorf("card %d: %+v", i, c)
				}
			}
		})
	}
	// An unfinished review makes no card of the moves it has not judged.
	evals[3].Done = false
	if cards := Mistakes(g, evals, [2]bool{true, true}); len(cards) != 0 {
		t.Errorf("%d cards from positions not evaluated", len(cards))
	}
}

func TestGuessScore(t *testing.T) {
	tests := []struct {
		name     string
		isMaster bool
		loss     int
		points   int
	}{
		{"the master's move", true, 0, 10},
		{"better than the master's", false, -40, 8},
		{"as good", false, 20, 8},
		{"nearly", false, 60, 5},
		{"playable", false, 150, 2},
		{"a mistake", false, 151, 0},
	}
	var s GuessScore
	total := 0
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := s.Add(tc.isMaster, tc.loss); got != tc.points {
				t.Errorf("GuessPoints = %d, want %d", got, tc.points)
			}
		})
		total += tc.points
	}
	if s.Points != total || s.Moves != len(tests) || s.Matched != 1 || s.Percent() != (total*100+30)/60 {
		t.Errorf("score %+v, percent %d", s, s.Percent())
	}
	if (GuessScore{}).Percent() != 0 {
		t.Error("no guess: not 0%")
	}
}

// TestShippedMasterPuzzles reads the master positions shipped in resources: every line parses (its
// FEN valid, its line legal), and each kind is there.
func TestShippedMasterPuzzles(t *testing.T) {
	pzs, err := ParseMasterPuzzles(strings.NewReader(resources.MasterPuzzles()))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[Kind]int{}
	for _, pz := range pzs {
		kinds[pz.Kind]++
		if pz.Rating < 600 || pz.Rating > 2600 {
			t.Errorf("%s: rating %d out of the generator's range", pz.ID, pz.Rating)
		}
	}
	if len(pzs) < 300 || kinds[Middlegame] == 0 || kinds[Tactic] == 0 || kinds[Endgame] == 0 {
		t.Errorf("%d puzzles, by kind %v", len(pzs), kinds)
	}
}
