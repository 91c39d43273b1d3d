package srs

import (
	"math"
	"testing"
	"time"
)

// The known values below are those of the reference FSRS-5 scheduler's own tests (ts-fsrs,
// FSRS-5.test.ts, with the default weights): the intervals of a card reviewed on its due dates, the
// memory after a given history, and the state after a first review.

func TestIntervalHistory(t *testing.T) {
	s := NewScheduler()
	grades := []Grade{Good, Good, Good, Good, Good, Good, Again, Again, Good, Good, Good, Good, Good}
	want := []int{0, 4, 14, 44, 125, 328, 0, 0, 7, 16, 34, 71, 142}
	now := time.Date(2022, 12, 29, 12, 30, 0, 0, time.UTC)
	var c Card
	for i, g := range grades {
		c = s.Next(c, g, now)
		days := 0
		if c.State == Review {
			days = int(c.Due.Sub(now).Hours() / 24)
		}
		if days != want[i] {
			t.Fatalf("review %d (%v): interval %d days, want %d (card %+v)", i+1, g, days, want[i], c)
		}
		now = c.Due
	}
}

func TestMemoryState(t *testing.T) {
	s := NewScheduler()
	grades := []Grade{Again, Good, Good, Good, Good, Good}
	gaps := []int{0, 0, 1, 3, 8, 21}
	now := time.Date(2022, 12, 29, 12, 30, 0, 0, time.UTC)
	var c Card
	for i, g := range grades {
		c = s.Next(c, g, now)
		now = now.AddDate(0, 0, gaps[i])
	}
	c = s.Next(c, Good, now)
	if math.Abs(c.Stability-48.717) > 1e-3 || math.Abs(c.Difficulty-7.0866) > 1e-4 {
		t.Errorf("stability %.4f difficulty %.4f, want 48.717 and 7.0866", c.Stability, c.Difficulty)
	}
}

func TestFirstReview(t *testing.T) {
	s := NewScheduler()
	now := time.Date(2022, 12, 29, 12, 30, 0, 0, time.UTC)
	tests := []struct {
		name       string
		g          Grade
		stability  float64
		difficulty float64
		state      State
		days       int
	}{
		{"again", Again, 0.40255, 7.1949, Learning, 0},
		{"hard", Hard, 1.18385, 6.48830527, Learning, 0},
		{"good", Good, 3.173, 5.28243442, Learning, 0},
		{"easy", Easy, 15.69105, 3.22450159, Review, 16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := s.Next(Card{}, tc.g, now)
			if math.Abs(c.Stability-tc.stability) > 1e-6 || math.Abs(c.Difficulty-tc.difficulty) > 1e-6 {
				t.Errorf("S %.8f D %.8f, want %.8f %.8f", c.Stability, c.Difficulty, tc.stability, tc.difficulty)
			}
			if c.State != tc.state {
				t.Errorf("state %v, want %v", c.State, tc.state)
			}
			days := int(c.Due.Sub(now).Hours() / 24)
			if days != tc.days {
				t.Errorf("due in %d days, want %d", days, tc.days)
			}
			if c.Reps != 1 || c.Lapses != 0 {
				t.Errorf("reps %d lapses %d, want 1 and 0", c.Reps, c.Lapses)
			}
		})
	}
}

func TestRetrievability(t *testing.T) {
	tests := []struct {
		name    string
		t, s, r float64
	}{
		{"at once", 0, 5, 1},
		{"at stability", 7, 7, 0.9},
		{"no stability", 3, 0, 0},
		{"before the review", -2, 4, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Retrievability(tc.t, tc.s); math.Abs(got-tc.r) > 1e-9 {
				t.Errorf("R(%v, %v) = %v, want %v", tc.t, tc.s, got, tc.r)
			}
		})
	}
}

func TestMissedComesBackSooner(t *testing.T) {
	s := NewScheduler()
	now := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	c := s.Next(s.Next(Card{}, Good, now), Good, now.Add(10*time.Minute))
	later := c.Due
	good, again := s.Next(c, Good, later), s.Next(c, Again, later)
	if !again.Due.Before(good.Due) || again.Lapses != 1 || again.State != Relearning {
		t.Errorf("after a miss: due %v state %v lapses %d; after a success: due %v", again.Due, again.State, again.Lapses, good.Due)
	}
	if bad := s.Next(c, Grade(9), later); bad.State != Relearning {
		t.Errorf("a grade out of range is taken as Again: state %v", bad.State)
	}
}
