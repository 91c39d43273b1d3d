package coach

import (
	"math"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func TestMoveAccuracy(t *testing.T) {
	cases := []struct {
		name          string
		before, after float64
		want          float64
	}{
		{"no loss", 50, 50, 100},
		{"a gain", 40, 60, 100},
		{"ten points", 60, 50, 103.1668*math.Exp(-0.4354) - 3.1669},
		{"everything", 100, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := MoveAccuracy(c.before, c.after); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("got %.4f, want %.4f", got, c.want)
			}
		})
	}
}

func TestGameAccuracy(t *testing.T) {
	cases := []struct {
		name     string
		expected []int
		first    core.Color
		check    func(a [2]float64) bool
	}{
		{"perfect play", []int{500, 500, 500, 500, 500}, core.Red,
			func(a [2]float64) bool { return a[0] == 100 && a[1] == 100 }},
		{"red blunders once", []int{500, 500, 500, 100, 100, 100, 100}, core.Red,
			func(a [2]float64) bool { return a[0] < 60 && a[1] == 100 }},
		{"black moves first", []int{500, 800, 800}, core.Black,
			func(a [2]float64) bool { return a[1] < 30 && a[0] == 100 }},
		{"no moves", []int{500}, core.Red, func(a [2]float64) bool { return a[0] == -1 && a[1] == -1 }},
		{"one side only", []int{500, 450}, core.Red, func(a [2]float64) bool { return a[0] > 0 && a[1] == -1 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if a := GameAccuracy(c.expected, c.first); !c.check(a) {
				t.Errorf("got %v", a)
			}
		})
	}
}

// TestHarmonicDragsDown: a single blunder among good moves lowers the accuracy more than the plain
// mean of the moves' accuracies would, as lichess means it to.
func TestHarmonicDragsDown(t *testing.T) {
	exp := []int{500, 490, 490, 480, 480, 470, 470, 150, 150, 140, 140}
	a := GameAccuracy(exp, core.Red)
	var mean float64
	for i := 0; i < 10; i += 2 {
		mean += MoveAccuracy(float64(exp[i])/10, float64(exp[i+1])/10)
	}
	mean /= 5
	if a[0] >= mean {
		t.Errorf("accuracy %.1f, not below the plain mean %.1f", a[0], mean)
	}
}

func TestKeyMoments(t *testing.T) {
	cases := []struct {
		name     string
		expected []int
		done     []bool
		want     []int
	}{
		{"calm", []int{500, 510, 490, 500}, nil, nil},
		{"one blunder each", []int{500, 150, 800, 800}, nil, []int{0, 1}},
		{"a lead changes hands", []int{550, 400, 400}, nil, []int{0}},
		{"not evaluated", []int{500, 100, 100}, []bool{true, false, true}, nil},
		// Losses 300, 400, 250, 550, 220, 210, 500 by turns: the two smallest go.
		{"the biggest five, in order", []int{500, 200, 600, 350, 900, 680, 890, 390}, nil, []int{0, 1, 2, 3, 6}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := KeyMoments(c.expected, c.done, core.Red)
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Fatalf("got %v, want %v", got, c.want)
				}
			}
		})
	}
}

func TestLevelFor(t *testing.T) {
	cases := []struct {
		name string
		loss float64
		want int
	}{
		{"no moves", -1, 0},
		{"perfect: as far as the measure tells", 0, 17},
		{"level 16's loss", 13, 16},
		{"nearer level 12 than 11", 40, 12},
		{"level 5's", 144.8, 5},
		{"hopeless", 400, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := LevelFor(c.loss); got != c.want {
				t.Errorf("got %d, want %d", got, c.want)
			}
		})
	}
}

func TestAverageLoss(t *testing.T) {
	got := AverageLoss([]int{500, 400, 450, 450, 300}, nil, core.Red)
	// Red: 100 then 0 (450→450); Black: 400→450 is a loss of 50 for Black, then 450→300 a gain.
	if got != [2]float64{50, 25} {
		t.Errorf("got %v", got)
	}
}

func TestRedExpected(t *testing.T) {
	red := core.MustParseFEN("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	black := core.MustParseFEN("4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
	cases := []struct {
		name string
		p    *core.Position
		s    ai.Score
		want int
	}{
		{"red mates", red, ai.MateScore(2), 1000},
		{"black to move mates", black, ai.MateScore(1), 0},
		{"black to move is mated", black, ai.MateScore(-1), 1000},
		{"level", red, 0, 500},
		{"level for black", black, 0, 500},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := RedExpected(c.p, c.s); got != c.want {
				t.Errorf("got %d, want %d", got, c.want)
			}
		})
	}
}
