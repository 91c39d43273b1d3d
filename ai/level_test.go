package ai

import (
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// TestLadder checks the ladder's settings: enough small rungs, every rung below the top limited by
// depth or nodes (the same play on any machine), strength rising with the level in every setting,
// and no rung that gives a piece away at random.
func TestLadder(t *testing.T) {
	if MaxLevel < 16 {
		t.Fatalf("%d levels, want at least 16", MaxLevel)
	}
	for i, l := range levels {
		if l.N != i+1 || l.NameZH == "" || l.NameEN == "" {
			t.Errorf("level %d: %+v", i+1, l.Level)
		}
		lim := LevelLimits(l.N)
		top := l.N == MaxLevel
		if !top && (lim.MoveTime != 0 || lim.Depth == 0 && lim.Nodes == 0) {
			t.Errorf("level %d: limits %+v, want depth or nodes and no time", l.N, lim)
		}
		if top && (lim.MoveTime == 0 || l.margin != 0 || l.oppHard != 0) {
			t.Errorf("the top level %d is not the full engine on a time per move: %+v", l.N, l)
		}
		if l.margin >= 200 || l.natural > l.margin {
			t.Errorf("level %d: margin %d, natural bonus %d (a margin of a minor piece's worth gives pieces away at random)", l.N, l.margin, l.natural)
		}
		if l.oppHard < l.ownHard || l.oppHard < l.oppCapture {
			t.Errorf("level %d overlooks the opponent's hard moves (%d‰) less than its own (%d‰) or plain captures (%d‰)",
				l.N, l.oppHard, l.ownHard, l.oppCapture)
		}
		if i == 0 {
			continue
		}
		p := levels[i-1]
		// A level searches at least as deep and as far as the one below. It overlooks no more,
		// except where it searches a ply deeper: a ply is worth some 300 Elo at these depths, and
		// the first level of a depth overlooks more, so that the step stays small.
		deeper := l.depth > p.depth || l.depth == 0 && p.depth != 0
		// Fewer nodes are allowed only where the depth cap goes (the depth, not the nodes, held
		// the level below) or the net comes in (worth more than a few nodes); the net never goes.
		fewerNodesOK := l.depth == 0 && p.depth != 0 || l.net && !p.net
		if l.Rating <= p.Rating || l.nodes != 0 && p.nodes > l.nodes && !fewerNodesOK || l.depth != 0 && p.depth > l.depth ||
			p.net && !l.net ||
			!deeper && (l.oppHard > p.oppHard || l.oppCapture > p.oppCapture || l.ownHard > p.ownHard) ||
			l.margin > p.margin || l.bookPlies < p.bookPlies {
			t.Errorf("level %d is not stronger than level %d in every setting: %+v after %+v", l.N, p.N, l, p)
		}
	}
	if ClampLevel(0) != 1 || ClampLevel(99) != MaxLevel {
		t.Error("ClampLevel does not bring levels into the ladder")
	}
}

// TestLevelFromOld checks the mapping of the eight levels of older versions onto the ladder: in
// order, from the bottom half to the top, the old full strength to the new.
func TestLevelFromOld(t *testing.T) {
	cases := []struct{ old, want int }{{-3, 2}, {1, 2}, {2, 5}, {3, 7}, {4, 10}, {5, 13}, {6, 20}, {7, 22}, {8, MaxLevel}, {9, MaxLevel}}
	for _, c := range cases {
		if got := LevelFromOld(c.old); got != c.want {
			t.Errorf("LevelFromOld(%d) = %d, want %d", c.old, got, c.want)
		}
	}
	// Every level is written as the old level whose rung is nearest to it.
	for n := 1; n <= MaxLevel; n++ {
		back := LevelFromOld(OldLevel(n))
		for old := 1; old <= 8; old++ {
			if d := LevelFromOld(old) - n; abs(Score(d)) < abs(Score(back-n)) {
				t.Errorf("level %d is written as old level %d (rung %d), but old level %d (rung %d) is nearer", n, OldLevel(n), back, old, LevelFromOld(old))
			}
		}
	}
	for old := 1; old <= 8; old++ {
		if OldLevel(LevelFromOld(old)) != old {
			t.Errorf("old level %d does not come back from the ladder", old)
		}
	}
	// The old level 6 was a 250 000-node search with the hand-written evaluation and no depth
	// cap: its rung is one too, of about as many nodes.
	if l := levels[LevelFromOld(6)-1]; l.nodes < 150000 || l.nodes > 350000 || l.depth != 0 || l.net {
		t.Errorf("old level 6 maps to %+v", l)
	}
}

func mustMove(t *testing.T, p *core.Position, s string) core.Move {
	t.Helper()
	m, err := core.ParseUCIMove(p, s)
	if err != nil {
		t.Fatalf("%s in %s: %v", s, p.FEN(), err)
	}
	return m
}

// TestClassify checks the kinds of moves people overlook, in constructed positions.
func TestClassify(t *testing.T) {
	cases := []struct {
		name, fen, prev, move string
		want                  sight
	}{
		{"backward horse", "3k5/9/9/p1p3p1p/4N4/P7P/3r5/9/9/R4K3 w - - 0 1", "", "e5d3", backwardHorse},
		{"forward horse", "3k5/9/9/p1p3p1p/4N4/P7P/3r5/9/9/R4K3 w - - 0 1", "", "e5d7", plainMove},
		{"black's backward horse", "2b1kab2/4a4/9/3R5/9/P3n3P/9/c8/9/R2K5 b - - 0 1", "", "e4d6", backwardHorse},
		{"plain capture", "2b1kab2/4a4/9/3R5/9/P3n3P/9/c8/9/R2K5 w - - 0 1", "", "a0a2", plainCapture},
		// Black's horse has just come to e5, in front of Red's cannon: the cannon takes the rook over it.
		{"new screen", "3k5/9/4r4/9/4n4/9/9/4C4/9/5K3 w - - 0 1", "d7e5", "e2e7", newScreen},
		{"old screen", "3k5/9/4r4/9/4n4/9/9/4C4/9/5K3 w - - 0 1", "d9d8", "e2e7", plainCapture},
		// Black's rook has just left a5: Red's rook takes the cannon on a9 down the opened file.
		{"opened file", "c2k5/9/9/9/1r7/9/9/9/9/R4K3 w - - 0 1", "a5b5", "a0a9", openedLine},
		// Red's horse leaves e3 and uncovers the rook on e0 against the rook on e8.
		{"discovered attack", "5k3/4r4/9/9/9/9/4N4/9/9/3KR4 w - - 0 1", "", "e3c4", discovery},
		{"along the line", "5k3/4r4/9/9/9/9/4C4/9/9/3KR4 w - - 0 1", "", "e3e4", plainMove},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := core.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			prev := core.NoMove
			if c.prev != "" {
				// prev is the other side's move that led here: only its points matter.
				prev = core.NewMove(mustSquare(t, c.prev[:2]), mustSquare(t, c.prev[2:]))
			}
			if got := classify(p, prev, mustMove(t, p, c.move)); got != c.want {
				t.Errorf("classify(%s after %s) = %d, want %d", c.move, c.prev, got, c.want)
			}
		})
	}
}

func mustSquare(t *testing.T, s string) core.Square {
	t.Helper()
	sq, err := core.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// TestThreatBlindness checks the error model in two constructed positions of the same material.
// In the first Red can take a rook with a backward horse move (its own chance); in the second
// Black's horse threatens Red's rook by a backward move while a free cannon tempts Red's other
// rook (the opponent's threat). Over many seeds each weak level misses the threat more often than
// its own chance, the misses fall as the level rises, and the strong levels seldom miss either.
func TestThreatBlindness(t *testing.T) {
	const own = "3k5/9/9/p1p3p1p/4N4/P7P/3r5/9/9/R4K3 w - - 0 1"
	const threat = "2b1kab2/4a4/9/3R5/9/P3n3P/9/c8/9/R2K5 w - - 0 1"
	seeds := 60
	if testing.Short() {
		seeds = 30
	}
	play := func(fen string, level int, seed int64) (*core.Game, core.Move) {
		g, err := core.NewGameFromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		e := New(Options{HashMB: 1, Level: level, Seed: seed})
		return g, e.Search(t.Context(), g, LevelLimits(level), nil).Move
	}
	prevOwn, prevThreat := seeds+1, seeds+1
	for _, level := range []int{1, 4, 8, 12, 15} {
		missOwn, missThreat := 0, 0
		for seed := int64(1); seed <= int64(seeds); seed++ {
			if _, m := play(own, level, seed); m.String() != "e5d3" {
				missOwn++
			}
			g, m := play(threat, level, seed)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			p := g.Position()
			if r, err := core.ParseUCIMove(&p, "e4d6"); err == nil && p.IsLegalMove(r) && p.At(r.To()).Type() == core.Rook {
				missThreat++
			}
		}
		t.Logf("level %d: misses its own backward-horse capture %d/%d, the opponent's %d/%d", level, missOwn, seeds, missThreat, seeds)
		if level < 12 && missThreat <= missOwn {
			t.Errorf("level %d misses the opponent's threat (%d/%d) no more than its own chance (%d/%d)", level, missThreat, seeds, missOwn, seeds)
		}
		if missOwn > prevOwn || missThreat > prevThreat {
			t.Errorf("level %d misses more than the level below it", level)
		}
		prevOwn, prevThreat = missOwn, missThreat
	}
	if prevOwn+prevThreat > seeds/10 {
		t.Errorf("level 15 misses a one-move tactic %d times in %d", prevOwn+prevThreat, 2*seeds)
	}
}

// TestPerceptionDeterministic checks that a weakened level's play depends only on its seed.
func TestPerceptionDeterministic(t *testing.T) {
	for _, level := range []int{1, 6, 11} {
		var games [2][]core.Move
		for k := range games {
			e := New(Options{HashMB: 1, Level: level, Seed: 7})
			g := core.NewGame()
			for range 16 {
				r := e.Search(t.Context(), g, LevelLimits(level), nil)
				if r.Move == core.NoMove || g.Play(r.Move) != nil {
					break
				}
			}
			games[k] = g.Moves()
		}
		if len(games[0]) != len(games[1]) {
			t.Fatalf("level %d: two games from seed 7 differ: %v and %v", level, games[0], games[1])
		}
		for i := range games[0] {
			if games[0][i] != games[1][i] {
				t.Fatalf("level %d: two games from seed 7 differ at ply %d: %v and %v", level, i, games[0], games[1])
			}
		}
	}
}

// TestNaturalTable checks the embedded table and that the most common opening moves are natural.
func TestNaturalTable(t *testing.T) {
	tab, err := parseNatural(naturalText)
	if err != nil {
		t.Fatal(err)
	}
	p := core.StartPosition()
	central := tab.of(p, mustMove(t, p, "h2e2"))  // the central cannon
	strange := tab.of(p, mustMove(t, p, "a0a2"))  // a rook up two points
	mirrored := tab.of(p, mustMove(t, p, "b2e2")) // the same move from the other side
	if central <= strange || central != mirrored {
		t.Errorf("h2e2 %.2f, b2e2 %.2f, a0a2 %.2f", central, mirrored, strange)
	}
	for _, bad := range []string{"K e0", "X a0a1 3", "R a0a1 0", "R a0z1 3"} {
		if _, err := parseNatural(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestThinkingTime checks the human pace: a second or two at the low levels, longer with more
// moves to weigh, the same for the same seed, nothing from level 16 on.
func TestThinkingTime(t *testing.T) {
	start := core.StartPosition()
	only, err := core.ParseFEN("3k5/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name     string
		level    int
		pos      *core.Position
		capture  bool
		min, max time.Duration
	}{
		{"beginner at the start", 1, start, false, time.Second, 2500 * time.Millisecond},
		{"club player at the start", 10, start, false, time.Second, 2500 * time.Millisecond},
		{"recapture", 3, start, true, 600 * time.Millisecond, 1700 * time.Millisecond},
		{"only move", 1, only, false, 100 * time.Millisecond, 500 * time.Millisecond},
		{"expert", 16, start, false, 0, 0},
		{"full strength", MaxLevel, start, false, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := ThinkingTime(c.level, c.pos, c.capture, 9)
			if d < c.min || d > c.max {
				t.Errorf("%v, want %v..%v", d, c.min, c.max)
			}
			if again := ThinkingTime(c.level, c.pos, c.capture, 9); again != d {
				t.Errorf("seed 9 gives %v, then %v", d, again)
			}
		})
	}
}

// FuzzParseNatural checks that no text makes the natural table's parser panic, and that what it
// accepts has only counts of at least one.
func FuzzParseNatural(f *testing.F) {
	f.Add("R a0a1 3\n")
	f.Add("# comment\nN b0c2 12\nP e3e4 1")
	f.Add("K e0 5")
	f.Fuzz(func(t *testing.T, text string) {
		tab, err := parseNatural(text)
		if err != nil {
			return
		}
		for k, v := range tab {
			if v <= 0 || k.t == core.NoPieceType {
				t.Fatalf("%q gives %v: %v", text, k, v)
			}
		}
	})
}

// The levels that evaluate with the net are the strongest ones, from some level to the top.
func TestLevelUsesNet(t *testing.T) {
	if !LevelUsesNet(MaxLevel) {
		t.Error("the full-strength level does not use the net")
	}
	if LevelUsesNet(1) {
		t.Error("level 1 uses the net")
	}
	for n := 2; n <= MaxLevel; n++ {
		if LevelUsesNet(n-1) && !LevelUsesNet(n) {
			t.Errorf("level %d uses the net and level %d does not", n-1, n)
		}
	}
	if LevelUsesNet(0) != LevelUsesNet(1) || LevelUsesNet(MaxLevel+5) != LevelUsesNet(MaxLevel) {
		t.Error("LevelUsesNet does not clamp")
	}
}

// TestLevelOfLadder: an older ladder's top (its full engine) is the top level now; the levels below
// it are the same levels.
func TestLevelOfLadder(t *testing.T) {
	cases := []struct{ n, size, want int }{
		{20, Ladder20, MaxLevel}, {19, Ladder20, 19}, {1, Ladder20, 1},
		{26, Ladder26, MaxLevel}, {25, Ladder26, 25}, {20, Ladder26, 20},
		{28, Ladder28, MaxLevel}, {27, Ladder28, MaxLevel}, {26, Ladder28, MaxLevel}, {25, Ladder28, 25},
		{21, Ladder28, 21},
		{27, Ladder27, MaxLevel}, {26, Ladder27, MaxLevel}, {25, Ladder27, 25}, {1, Ladder27, 1},
		{25, MaxLevel, 25}, {MaxLevel, MaxLevel, MaxLevel},
		{0, MaxLevel, 1}, {MaxLevel + 3, MaxLevel, MaxLevel}, {5, 7, 5},
	}
	for _, c := range cases {
		if got := LevelOfLadder(c.n, c.size); got != c.want {
			t.Errorf("LevelOfLadder(%d, %d) = %d, want %d", c.n, c.size, got, c.want)
		}
	}
	if levels[Ladder20-1].time != 0 {
		t.Error("the 20-level ladder's top is a rung of this one's, limited by nodes")
	}
	if MaxLevel != Ladder26 || firstRemovedRung != MaxLevel {
		t.Errorf("the ladder has %d levels: say how the older ladders' levels map onto it", MaxLevel)
	}
}
