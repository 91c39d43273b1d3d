package ai

import (
	"math"
	"math/rand/v2"
	"time"
)

// Level is a named playing level.
type Level struct {
	N      int    // 1..8
	NameZH string // Chinese name shown in the app
	NameEN string // English name
}

// levelSpec is how a level plays: its search caps, and the margin within which it picks a move at
// random among the best few (weighted towards the best).
type levelSpec struct {
	Level
	depth   int           // depth cap (0: none)
	nodes   int64         // node cap (0: none)
	time    time.Duration // time per move the app gives it
	margin  Score         // candidates within margin of the best may be chosen
	multiPV int           // root lines scored exactly to choose from
	// bookPlies is how many plies of a game the level plays from the opening book (0: none). The
	// weak levels leave the masters' lines early, as weaker players do; from level 6 on the level
	// follows the book as far as it goes (20 plies).
	bookPlies int
}

// fullBook is a book depth beyond any line of the book.
const fullBook = 1 << 10

// levels, weakest first. Levels 1-5 are limited by depth and nodes (the same strength on any
// machine) and choose among near-best moves; level 6 plays its best move within a node budget
// (about half a second), 7 and 8 within a time per move. docs/levels.md has the measured ladder.
var levels = [...]levelSpec{
	{Level{1, "入门", "Beginner"}, 1, 2000, 0, 250, 12, 0},
	{Level{2, "新手", "Novice"}, 2, 3000, 0, 250, 12, 0},
	{Level{3, "业余", "Amateur"}, 2, 8000, 0, 80, 8, 4},
	{Level{4, "棋手", "Club player"}, 3, 20000, 0, 120, 8, 8},
	{Level{5, "高手", "Expert"}, 4, 60000, 0, 40, 4, 12},
	{Level{6, "大师", "Master"}, 0, 250000, 0, 0, 0, fullBook},
	{Level{7, "特级大师", "Grandmaster"}, 0, 0, 1500 * time.Millisecond, 0, 0, fullBook},
	{Level{8, "棋王", "Champion"}, 0, 0, 5 * time.Second, 0, 0, fullBook},
}

// Levels returns the playing levels, 1 (weakest) to 8 (full strength).
func Levels() []Level {
	out := make([]Level, len(levels))
	for i, l := range levels {
		out[i] = l.Level
	}
	return out
}

// LevelLimits returns the limits the app uses at level n: depth and nodes at the low levels, a
// time per move at the high ones (level 8 thinks about 5 s per move).
func LevelLimits(n int) Limits {
	l := levels[clampLevel(n)-1]
	return Limits{Depth: l.depth, Nodes: l.nodes, MoveTime: l.time}
}

func clampLevel(n int) int {
	if n < 1 {
		return 1
	}
	if n > len(levels) {
		return len(levels)
	}
	return n
}

// choose picks the move a weakened level plays among root lines sorted best first: a line within
// margin of the best is chosen with a weight that falls off exponentially with its loss.
func choose(lines []rootMove, margin Score, rng *rand.Rand) int {
	if margin <= 0 || len(lines) < 2 || lines[0].score.IsMate() {
		return 0
	}
	best := lines[0].score
	var w [maxMultiPV]float64
	total := 0.0
	for i, l := range lines {
		if i >= maxMultiPV || l.score == -Infinite || best-l.score > margin || l.score <= -mateBound {
			break
		}
		w[i] = math.Exp(-3 * float64(best-l.score) / float64(margin))
		total += w[i]
	}
	x := rng.Float64() * total
	for i := range lines {
		x -= w[i]
		if x < 0 {
			return i
		}
	}
	return 0
}
