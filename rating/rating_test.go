package rating

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestGlickmanExample is the worked example of Glickman's "Example of the Glicko-2 system": a
// 1500/200/0.06 player beats a 1400/30, loses to a 1550/100 and to a 1700/300, with τ = 0.5, and
// ends at 1464.06 / 151.52 / 0.05999.
func TestGlickmanExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}
	got, err := Update(r, []Result{
		{Rating{1400, 30, 0.06}, 1},
		{Rating{1550, 100, 0.06}, 0},
		{Rating{1700, 300, 0.06}, 0},
	}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if !near(got.R, 1464.06, 0.01) || !near(got.RD, 151.52, 0.01) || !near(got.Vol, 0.05999, 0.00001) {
		t.Fatalf("got %.2f / %.2f / %.5f, want 1464.06 / 151.52 / 0.05999", got.R, got.RD, got.Vol)
	}
}

func TestUpdate(t *testing.T) {
	tests := []struct {
		name    string
		results []Result
		check   func(Rating) bool
		what    string
	}{
		{"no games widens the deviation", nil, func(r Rating) bool { return r.R == 1500 && r.RD > 200 }, "R 1500, RD > 200"},
		{"a win against an equal raises", []Result{{Fixed(1500), 1}}, func(r Rating) bool { return r.R > 1500 && r.RD < 200 }, "R > 1500"},
		{"a loss against an equal lowers", []Result{{Fixed(1500), 0}}, func(r Rating) bool { return r.R < 1500 }, "R < 1500"},
		{"a draw against an equal keeps", []Result{{Fixed(1500), 0.5}}, func(r Rating) bool { return near(r.R, 1500, 1e-9) }, "R 1500"},
		{"a draw against a stronger raises", []Result{{Fixed(1900), 0.5}}, func(r Rating) bool { return r.R > 1500 }, "R > 1500"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Update(Rating{1500, 200, 0.06}, tc.results, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(got) {
				t.Fatalf("got %+v, want %s", got, tc.what)
			}
		})
	}
}

func TestUpdateRejects(t *testing.T) {
	tests := []struct {
		name string
		r    Rating
		res  []Result
	}{
		{"zero deviation", Rating{1500, 0, 0.06}, nil},
		{"NaN rating", Rating{math.NaN(), 100, 0.06}, nil},
		{"score above one", New(), []Result{{Fixed(1500), 2}}},
		{"opponent without volatility", New(), []Result{{Rating{1500, 50, 0}, 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Update(tc.r, tc.res, 0); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

// TestConverges: a player who scores 76% against a 1600 opponent over many periods settles near
// the rating that predicts that score (about 1800), with a small deviation.
func TestConverges(t *testing.T) {
	r := New()
	opp := Fixed(1600)
	for i := 0; i < 200; i++ {
		s := 0.0
		if i%25 < 19 {
			s = 1
		}
		var err error
		if r, err = Update(r, []Result{{opp, s}}, 0); err != nil {
			t.Fatal(err)
		}
	}
	if r.R < 1740 || r.R > 1880 || r.RD > 80 {
		t.Fatalf("after 200 games at 76%% against 1600: %v", r)
	}
}

func TestExpectedAndEven(t *testing.T) {
	if x := Expected(Fixed(1500), Fixed(1500)); !near(x, 0.5, 1e-12) {
		t.Fatalf("equal ratings: %v", x)
	}
	if x := Expected(Fixed(1700), Fixed(1500)); x < 0.7 || x > 0.8 {
		t.Fatalf("200 points stronger: %v, want about 0.76", x)
	}
	levels := []float64{600, 900, 1200, 1500, 1800}
	if i := Even(Rating{1450, 60, 0.06}, levels); i != 3 {
		t.Fatalf("Even chose %d, want 3 (1500)", i)
	}
	if i := Even(New(), nil); i != -1 {
		t.Fatalf("Even of nothing: %d", i)
	}
}
