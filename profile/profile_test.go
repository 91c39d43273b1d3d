package profile

import (
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/rating"
)

// TestAdaptiveLevel checks the Adaptive opponent's choice: the level nearest the player's rating,
// the bottom and the top of the ladder for players beyond it.
func TestAdaptiveLevel(t *testing.T) {
	ls := ai.Levels()
	cases := []struct {
		name string
		r    float64
		want int
	}{
		{"far below the ladder", 0, 1},
		{"at the lowest level", float64(ls[0].Rating), 1},
		{"at level 7", float64(ls[6].Rating), 7},
		{"just above level 7", float64(ls[6].Rating) + 10, 7},
		{"far above the ladder", float64(ls[ai.MaxLevel-1].Rating) + 500, ai.MaxLevel},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := AdaptiveLevel(rating.Rating{R: c.r, RD: 100, Vol: 0.06}); got != c.want {
				t.Errorf("AdaptiveLevel(%v) = %d, want %d", c.r, got, c.want)
			}
		})
	}
	// A new player starts near the middle of the lower half of the ladder.
	if n := AdaptiveLevel(NewPlayer()); n < 3 || n > 12 {
		t.Errorf("a new player meets level %d", n)
	}
}

// TestAdaptiveFollows plays a player who always beats the level in front of them and one who
// always loses: the Adaptive level climbs for the one and falls for the other.
func TestAdaptiveFollows(t *testing.T) {
	for _, c := range []struct {
		name  string
		score float64
	}{{"winner", 1}, {"loser", 0}} {
		t.Run(c.name, func(t *testing.T) {
			r := NewPlayer()
			first := AdaptiveLevel(r)
			prev := first
			for range 8 {
				n := AdaptiveLevel(r)
				if c.score == 1 && n < prev || c.score == 0 && n > prev {
					t.Fatalf("level %d after level %d", n, prev)
				}
				prev = n
				var err error
				if r, err = Rate(r, n, c.score); err != nil {
					t.Fatal(err)
				}
			}
			if c.score == 1 && prev <= first+2 || c.score == 0 && prev >= first {
				t.Errorf("from level %d to %d", first, prev)
			}
		})
	}
}

// TestSummarize checks the records by level, colour and opening, the streaks and the history.
func TestSummarize(t *testing.T) {
	t0 := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	var games []library.PlayerGame
	add := func(level int, c core.Color, score float64, opening string) {
		games = append(games, library.PlayerGame{Played: t0.Add(time.Duration(len(games)) * time.Hour), Level: level,
			Color: c, Score: score, Opening: opening, Rating: 1200 + float64(len(games)), RD: 200, Vol: 0.06})
	}
	add(3, core.Red, 1, "A10 飛相局")
	add(3, core.Black, 1, "B")
	add(4, core.Red, 0.5, "A10 飞相局") // the same opening, stored when the interface spoke Simplified Chinese
	add(4, core.Red, 1, "A10")
	add(4, core.Black, 1, "")
	add(5, core.Black, 1, "A10")
	add(5, core.Red, 0, "B")
	s := Summarize(games)
	want := Summary{
		Total:         Record{5, 1, 1},
		ByColor:       [2]Record{{2, 1, 1}, {3, 0, 0}},
		LongestStreak: 3,
		CurrentStreak: 0,
	}
	if s.Total != want.Total || s.ByColor != want.ByColor || s.LongestStreak != 3 || s.CurrentStreak != 0 {
		t.Errorf("total %+v, colours %+v, streaks %d/%d", s.Total, s.ByColor, s.LongestStreak, s.CurrentStreak)
	}
	if len(s.ByLevel) != 3 || s.ByLevel[0] != (LevelRecord{3, Record{2, 0, 0}}) || s.ByLevel[1] != (LevelRecord{4, Record{2, 1, 0}}) {
		t.Errorf("by level %+v", s.ByLevel)
	}
	if len(s.ByOpening) != 3 || s.ByOpening[0] != (OpeningRecord{"A10", Record{3, 1, 0}}) || s.ByOpening[1].Code != "B" {
		t.Errorf("by opening %+v", s.ByOpening)
	}
	if len(s.History) != len(games)+1 || s.History[0].Rating != NewPlayer() || s.Rating.R != 1206 {
		t.Errorf("history of %d points, rating %v", len(s.History), s.Rating)
	}
	if got := Summarize(nil); got.Rating != NewPlayer() || got.Total.Games() != 0 || got.Total.Score() != 0 {
		t.Errorf("no games: %+v", got)
	}
}
