package ai

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// Level is a rung of the playing ladder.
type Level struct {
	N      int    // 1 (weakest) .. MaxLevel (full strength)
	NameZH string // Chinese name shown in the app
	NameEN string // English name
	// Rating is the level's estimated rating on a human (Elo-like) scale; docs/levels.md says how
	// it was placed. The player's rating is computed against it.
	Rating int
}

// levelSpec is how a level plays: its search caps, what it overlooks, and how it chooses among the
// moves it judges about equal.
type levelSpec struct {
	Level
	depth int           // depth cap (0: none)
	nodes int64         // node cap (0: none)
	time  time.Duration // time per move the app gives it (the full-strength level only)
	// margin: root lines within it of the best may be chosen, with a weight that falls off with
	// their loss and rises with how natural the move is (natural: the bonus, in centipawns, of the
	// most natural move of the position). A margin below a minor piece's worth means the level
	// never gives a piece away at random: its losses come from what it overlooks.
	margin, natural Score
	multiPV         int // root lines scored exactly to choose from
	// bookPlies is how many plies of a game the level plays from the opening book (0: none).
	bookPlies int
	// Per mille chances that the level overlooks, in one search, a reply of the opponent of a hard
	// kind (a backward horse, a cannon's new screen, an opened line, a discovered attack), a plain
	// capture by the opponent, and a hard move of its own (see perception). Weaker players miss the
	// opponent's threats more than their own chances.
	oppHard, oppCapture, ownHard int
	// net: the level evaluates with the neural net when the engine has one (the app's, chuhe-engine's
	// and chuhe-match's engines follow LevelUsesNet); the levels below it with the hand-written
	// evaluation their steps were measured with.
	net bool
}

// fullBook is a book depth beyond any line of the book.
const fullBook = 1 << 10

// allLines scores every root move exactly (up to maxMultiPV).
const allLines = maxMultiPV

// levels, weakest first. Levels 1 to MaxLevel-1 are limited by depth and nodes (the same play on
// any machine, whatever its speed and threads); the top level plays on a time per move. The low
// levels lose the way weak players lose: they overlook the opponent's replies (hard ones most), and
// among the moves they judge about equal they prefer natural ones. docs/levels.md has the measured
// ladder and how the ratings were placed.
var levels = [...]levelSpec{
	{Level{1, "入门一", "Beginner 1", 400}, 1, 1500, 0, 150, 75, allLines, 0, 950, 600, 700, false},
	{Level{2, "入门二", "Beginner 2", 490}, 1, 1500, 0, 150, 75, allLines, 0, 900, 450, 600, false},
	{Level{3, "入门三", "Beginner 3", 580}, 1, 2000, 0, 140, 70, allLines, 2, 850, 330, 500, false},
	{Level{4, "新手一", "Novice 1", 760}, 2, 2500, 0, 130, 65, allLines, 2, 800, 240, 450, false},
	{Level{5, "新手二", "Novice 2", 860}, 2, 3000, 0, 120, 60, allLines, 4, 720, 170, 400, false},
	{Level{6, "新手三", "Novice 3", 1000}, 2, 4000, 0, 110, 55, allLines, 4, 640, 110, 340, false},
	{Level{7, "业余一", "Casual 1", 1120}, 2, 6000, 0, 100, 50, 16, 6, 600, 90, 300, false},
	{Level{8, "业余二", "Casual 2", 1300}, 3, 8000, 0, 90, 45, 16, 6, 480, 40, 230, false},
	{Level{9, "业余三", "Casual 3", 1450}, 3, 10000, 0, 80, 40, 12, 8, 450, 30, 200, false},
	{Level{10, "棋手一", "Club 1", 1600}, 3, 20000, 0, 70, 35, 12, 8, 340, 5, 150, false},
	{Level{11, "棋手二", "Club 2", 1680}, 4, 30000, 0, 60, 30, 8, 10, 340, 20, 160, false},
	{Level{12, "棋手三", "Club 3", 1810}, 4, 45000, 0, 50, 25, 8, 12, 280, 0, 110, false},
	{Level{13, "高手一", "Strong 1", 1970}, 5, 60000, 0, 40, 20, 6, 14, 220, 0, 90, false},
	{Level{14, "高手二", "Strong 2", 2120}, 5, 90000, 0, 25, 12, 6, 16, 40, 0, 10, false},
	{Level{15, "高手三", "Strong 3", 2300}, 6, 120000, 0, 20, 10, 4, 20, 80, 0, 20, false},
	{Level{16, "强手一", "Expert 1", 2460}, 7, 200000, 0, 10, 5, 4, fullBook, 50, 0, 10, false},
	{Level{17, "强手二", "Expert 2", 2650}, 8, 350000, 0, 0, 0, 0, fullBook, 0, 0, 0, false},
	{Level{18, "强手三", "Expert 3", 2790}, 9, 600000, 0, 0, 0, 0, fullBook, 0, 0, 0, false},
	{Level{19, "强手四", "Expert 4", 2920}, 10, 1000000, 0, 0, 0, 0, fullBook, 0, 0, 0, false},
	{Level{20, "精英一", "Elite 1", 2980}, 0, 200000, 0, 0, 0, 0, fullBook, 0, 0, 0, false},
	{Level{21, "精英二", "Elite 2", 3150}, 0, 50000, 0, 0, 0, 0, fullBook, 0, 0, 0, true},
	{Level{22, "精英三", "Elite 3", 3300}, 0, 100000, 0, 0, 0, 0, fullBook, 0, 0, 0, true},
	{Level{23, "精英四", "Elite 4", 3480}, 0, 250000, 0, 0, 0, 0, fullBook, 0, 0, 0, true},
	{Level{24, "精英五", "Elite 5", 3650}, 0, 600000, 0, 0, 0, 0, fullBook, 0, 0, 0, true},
	{Level{25, "精英六", "Elite 6", 3780}, 0, 1200000, 0, 0, 0, 0, fullBook, 0, 0, 0, true},
	{Level{26, "全力", "Full strength", 3960}, 0, 0, 5 * time.Second, 0, 0, 0, fullBook, 0, 0, 0, true},
}

// MaxLevel is the full-strength level, the top of the ladder.
const MaxLevel = len(levels)

// Levels returns the playing levels, 1 (weakest) to MaxLevel (full strength).
func Levels() []Level {
	out := make([]Level, len(levels))
	for i, l := range levels {
		out[i] = l.Level
	}
	return out
}

// LevelLimits returns the limits the app uses at level n: depth and nodes below the top level, a
// time per move at the top (about 5 s).
func LevelLimits(n int) Limits {
	l := levels[ClampLevel(n)-1]
	return Limits{Depth: l.depth, Nodes: l.nodes, MoveTime: l.time}
}

// LevelUsesNet reports whether level n evaluates with the neural net (when one is loaded): the
// strongest levels do, the others use the hand-written evaluation. The engine itself evaluates with
// whatever SetNet gave it; the app, chuhe-engine and chuhe-match give it the net at these levels.
func LevelUsesNet(n int) bool { return levels[ClampLevel(n)-1].net }

// ClampLevel brings n into 1..MaxLevel.
func ClampLevel(n int) int { return max(1, min(n, MaxLevel)) }

// Earlier ladders, kept in settings files and the game library: 20 levels (the full engine at 20),
// then 26 (the full engine at 26), then 28 (the full engine at 28, with rungs of 2 500 000 and
// 5 000 000 nodes at 26 and 27), then 27 (the 5 000 000-node rung taken away), and 26 again (the
// 2 500 000-node rung taken away too): each was too near the full engine for a step of the ladder
// (docs/levels.md). Rungs were added between the last measured rung and the full engine, and taken
// away again, so every level below 26 of an older ladder is the same level on this one.
const (
	Ladder20 = 20
	Ladder26 = 26
	Ladder27 = 27
	Ladder28 = 28
)

// LargestLadder is the most levels a ladder of Chuhe's has had (Ladder28): a level up to it in a
// settings file is one that a version wrote.
const LargestLadder = max(MaxLevel, Ladder28)

// firstRemovedRung is the lowest rung the 27- and 28-level ladders had above level 25 (2 500 000
// nodes) and this one has not: it and the rungs above it are the full engine now, the level
// nearest in strength.
const firstRemovedRung = 26

// LevelOfLadder returns this ladder's level for level n of a ladder of size levels (Ladder20,
// Ladder26, Ladder27, Ladder28 or MaxLevel): an older ladder's top was the full engine, which is
// MaxLevel now, and so are the 27- and 28-level ladders' rungs of 2 500 000 and 5 000 000 nodes,
// nearer the full engine than any other level; the levels below are unchanged.
func LevelOfLadder(n, size int) int {
	switch {
	case (size == Ladder20 || size == Ladder26) && n >= size:
		return MaxLevel
	case (size == Ladder27 || size == Ladder28) && n >= firstRemovedRung:
		return MaxLevel
	}
	return ClampLevel(n)
}

// oldLevels maps the eight levels of versions before the ladder (kept in settings files and game
// records as 1..8) onto the ladder: each to the rung nearest in strength (the old levels' limits
// and margins against the new rungs'; the old levels 6 and 7 searched with the hand-written
// evaluation and no depth cap, 6 for 250 000 nodes, as level 20 does for 200 000, and 7 for 1.5 s,
// some two million nodes, which the measured steps place at level 22).
var oldLevels = [8]int{2, 5, 7, 10, 13, 20, 22, MaxLevel}

// LevelFromOld returns the ladder's level for level n of the eight-level scale of older versions.
func LevelFromOld(n int) int { return oldLevels[max(1, min(n, 8))-1] }

// choose picks the move a weakened level plays among root lines sorted best first: a line within
// margin of the best is chosen with weight exp((natural bonus − loss)·3/margin), so that the best
// move is likely, a natural move a little behind it about as likely, and a move that loses more
// than the margin never. nat(i) is line i's natural bonus in centipawns.
func choose(lines []rootMove, margin Score, nat func(i int) float64, rng *rand.Rand) int {
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
		w[i] = math.Exp(3 * (nat(i) - float64(best-l.score)) / float64(margin))
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

// humanPaceLevels are the levels that answer at a human pace when the app asks them to (below
// them the search itself takes a fraction of a second, and a move that comes at once looks like
// no thought at all).
const humanPaceLevels = 15

// ThinkingTime returns how long level n takes to answer in pos at a human pace: 0 from level 16
// on; below, one to two seconds, longer when there are many moves to weigh, shorter when only
// one is legal or the move recaptures. It depends only on its arguments (seed varies it from move
// to move), so that it can be tested; the app waits out what the search did not use.
func ThinkingTime(n int, pos *core.Position, lastCapture bool, seed uint64) time.Duration {
	if ClampLevel(n) > humanPaceLevels {
		return 0
	}
	var buf [128]core.Move
	moves := len(pos.LegalMoves(buf[:0]))
	if moves <= 1 {
		return 400 * time.Millisecond
	}
	r := rand.New(rand.NewPCG(seed, pos.Key()))
	t := 900*time.Millisecond + time.Duration(min(moves, 45))*12*time.Millisecond + time.Duration(r.IntN(500))*time.Millisecond
	if lastCapture {
		t = t * 2 / 3 // a recapture is played at once by people too
	}
	return t
}

// OldLevel returns the level of the eight-level scale of older versions nearest in strength to
// the ladder's level n (written beside the ladder's level, so that an older version reading the
// settings finds a level it knows).
func OldLevel(n int) int {
	n = ClampLevel(n)
	best := 1
	for old, m := range oldLevels {
		if abs(Score(m-n)) < abs(Score(oldLevels[best-1]-n)) {
			best = old + 1
		}
	}
	return best
}
