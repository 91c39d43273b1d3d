package ai_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func newEngine() *ai.Engine { return ai.New(ai.Options{HashMB: 8, Seed: 1}) }

func mustGame(t testing.TB, fen string, moves ...string) *core.Game {
	t.Helper()
	g, err := core.NewGameFromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range moves {
		from, err1 := core.ParseSquare(s[:2])
		to, err2 := core.ParseSquare(s[2:])
		if err1 != nil || err2 != nil {
			t.Fatalf("bad move %q", s)
		}
		if err := g.Play(core.NewMove(from, to)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func mv(s string) core.Move {
	from, _ := core.ParseSquare(s[:2])
	to, _ := core.ParseSquare(s[2:])
	return core.NewMove(from, to)
}

// wins reports whether the side to move can leave the opponent without a legal move within n of
// its moves (an independent brute-force check of the mate positions).
func wins(p *core.Position, n int) bool {
	if n == 0 {
		return false
	}
	var buf [128]core.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		u := p.MakeMove(m)
		ok := true
		var b2 [128]core.Move
		for _, r := range p.LegalMoves(b2[:0]) {
			u2 := p.MakeMove(r)
			w := wins(p, n-1)
			p.UnmakeMove(r, u2)
			if !w {
				ok = false
				break
			}
		}
		p.UnmakeMove(m, u)
		if ok {
			return true
		}
	}
	return false
}

func TestMates(t *testing.T) {
	cases := []struct {
		name string
		fen  string
		n    int
	}{
		{"mate in 1, two rooks", "3k5/R8/9/9/9/9/9/9/9/4K3R w", 1},
		{"mate in 1, stalemate", "3k5/9/9/9/9/9/9/9/R8/4K3R w", 1},
		{"mate in 2", "4k4/9/9/9/9/9/9/9/9/3K3R1 w", 2},
		{"mate in 2, advisor", "4ka3/9/9/9/9/9/9/9/9/R2K3R1 w", 2},
		{"mate in 3, rook and king", "3k5/4a4/9/9/9/9/9/9/9/4K3R w", 3},
		{"mate in 3, two rooks", "3ak4/9/9/9/9/9/9/9/9/R2K3R1 w", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := core.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			if !wins(p, c.n) || wins(p, c.n-1) {
				t.Fatalf("test position is not a mate in exactly %d", c.n)
			}
			g := mustGame(t, c.fen)
			r := newEngine().Search(context.Background(), g, ai.Limits{Depth: 2*c.n + 1}, nil)
			if got := r.Score.MateIn(); got != c.n {
				t.Errorf("score %s (mate in %d), want mate %d; pv %v", r.Score, got, c.n, r.PV)
			}
			u := p.MakeMove(r.Move)
			defer p.UnmakeMove(r.Move, u)
			var buf [128]core.Move
			for _, reply := range p.LegalMoves(buf[:0]) {
				u2 := p.MakeMove(reply)
				if !wins(p, c.n-1) && c.n > 1 {
					t.Errorf("after %s %s the mate is gone", r.Move, reply)
				}
				p.UnmakeMove(reply, u2)
			}
		})
	}
}

// TestSingleReplyExtension: a mate whose defences are the only legal replies to checks is seen
// shallower, since those replies are searched a ply deeper (without the extension this mate in 3
// needs depth 3).
func TestSingleReplyExtension(t *testing.T) {
	for _, c := range []struct {
		fen      string
		depth, n int
	}{
		{"3ak4/9/9/9/9/9/9/9/9/R2K3R1 w", 2, 3},
	} {
		r := newEngine().Search(context.Background(), mustGame(t, c.fen), ai.Limits{Depth: c.depth}, nil)
		if got := r.Score.MateIn(); got != c.n {
			t.Errorf("%s at depth %d: score %s, want mate in %d; pv %v", c.fen, c.depth, r.Score, c.n, r.PV)
		}
	}
}

// TestQuietMateThreat: mates in 2 from games against ElephantEye, each begun by a quiet move that
// threatens a mate in one. Below the null move the threat is seen by the quiescence search's quiet
// checks (without them these positions need depth 7).
func TestQuietMateThreat(t *testing.T) {
	for _, fen := range []string{
		"3akab2/4n4/4b4/p5N1p/9/2BNC1P2/P3P3c/5A1r1/7c1/4KA1R1 w - - 0 21",
		"C2k1a1n1/4a4/4c4/8p/9/6n2/P1PCP1p1c/2N5B/4N4/2BAKA3 b - - 7 26",
	} {
		p, err := core.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if !wins(p, 2) || wins(p, 1) {
			t.Fatalf("%s is not a mate in exactly 2", fen)
		}
		r := newEngine().Search(context.Background(), mustGame(t, fen), ai.Limits{Depth: 3}, nil)
		if got := r.Score.MateIn(); got != 2 {
			t.Errorf("%s at depth 3: score %s, want mate in 2; pv %v", fen, r.Score, r.PV)
		}
	}
}

func TestNoLegalMove(t *testing.T) {
	cases := []struct{ name, fen string }{
		{"checkmated", "3k4R/R8/9/9/9/9/9/9/9/4K4 b"},
		{"stalemated", "3k5/R8/9/9/9/9/9/9/9/4K4 b"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newEngine().Search(context.Background(), mustGame(t, c.fen), ai.Limits{Depth: 3}, nil)
			if r.Move != core.NoMove || r.Score != -ai.Mate {
				t.Errorf("got %s %s, want no move and -Mate", r.Move, r.Score)
			}
		})
	}
}

// TestStalemateInTree checks that a node without a legal move (its pseudo-legal moves all illegal,
// no check) is scored as a loss below the root: Red's only win in one is the stalemating a7a8.
func TestStalemateInTree(t *testing.T) {
	r := newEngine().Search(context.Background(), mustGame(t, "3k5/9/RP7/9/9/9/9/9/9/4K4 w"), ai.Limits{Depth: 3}, nil)
	if r.Move != mv("a7a8") || r.Score != ai.Mate-1 {
		t.Errorf("got %s %s, want a7a8 and mate in 1", r.Move, r.Score)
	}
}

// perpetual is a game in which Red has checked twice around a cycle: h8h9+ d9d8 h9h8+ d8d9.
// Checking again repeats the position with every Red move a check: a loss for Red.
const perpetualFEN = "3k5/7R1/9/9/9/r7r/9/9/9/5K3 w - - 0 1"

func TestPerpetualCheckLoses(t *testing.T) {
	g := mustGame(t, perpetualFEN, "h8h9", "d9d8", "h9h8", "d8d9")
	e := newEngine()
	r := e.Search(context.Background(), g, ai.Limits{Depth: 3, SearchMoves: []core.Move{mv("h8h9")}}, nil)
	if !r.Score.IsMate() || r.Score > 0 {
		t.Errorf("perpetual check scored %s, want a loss", r.Score)
	}
	r = e.Search(context.Background(), g, ai.Limits{Depth: 3}, nil)
	if r.Move == mv("h8h9") {
		t.Errorf("engine chose the forbidden perpetual check")
	}
}

// TestPerpetualChaseLoses: Red's rook has chased the loose cannon around a cycle (b6b5 i5i6 b5b6
// i6i5). Chasing again repeats the position with every Red move a chase of the same piece, which
// core's ruling (shared with the search) calls a loss for Red; Red, a rook against a cannon, must
// play something else.
func TestPerpetualChaseLoses(t *testing.T) {
	g := mustGame(t, "9/4k4/9/1R7/8c/9/9/9/9/5K3 w - - 0 1", "b6b5", "i5i6", "b5b6", "i6i5")
	e := newEngine()
	r := e.Search(context.Background(), g, ai.Limits{Depth: 4, SearchMoves: []core.Move{mv("b6b5")}}, nil)
	if !r.Score.IsMate() || r.Score > 0 {
		t.Errorf("perpetual chase scored %s, want a loss", r.Score)
	}
	r = e.Search(context.Background(), g, ai.Limits{Depth: 4}, nil)
	if r.Move == mv("b6b5") {
		t.Errorf("engine chose the forbidden perpetual chase")
	}
	if r.Score < 0 {
		t.Errorf("a rook against a cannon scored %s", r.Score)
	}
}

// TestPerpetualChaseAgainstCheckLoses: Red's rook chases the loose cannon between g6 and f6, blocking
// its check on f6 each time; the cannon's answers, one check and one attack on the loose horse on g1,
// are allowed (AXF article 18), so repeating is a loss for Red, not a mutual chase: Red must vary.
func TestPerpetualChaseAgainstCheckLoses(t *testing.T) {
	g := mustGame(t, "4k4/9/9/6c2/5R3/9/5PP2/9/6N2/5K3 w - - 0 1", "f5g5", "g6f6", "g5f5", "f6g6")
	e := newEngine()
	r := e.Search(context.Background(), g, ai.Limits{Depth: 4, SearchMoves: []core.Move{mv("f5g5")}}, nil)
	if !r.Score.IsMate() || r.Score > 0 {
		t.Errorf("perpetual chase against a check scored %s, want a loss", r.Score)
	}
	r = e.Search(context.Background(), g, ai.Limits{Depth: 4}, nil)
	if r.Move == mv("f5g5") {
		t.Errorf("engine chose the forbidden perpetual chase")
	}
}

func TestIdleRepetitionDraws(t *testing.T) {
	g := mustGame(t, "3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a0a1", "i9i8", "a1a0", "i8i9")
	r := newEngine().Search(context.Background(), g, ai.Limits{Depth: 4, SearchMoves: []core.Move{mv("a0a1")}}, nil)
	if r.Score != 0 {
		t.Errorf("repetition scored %s, want 0", r.Score)
	}
}

func TestNaturalLimitDraws(t *testing.T) {
	// Red is a rook up, but 119 plies have passed without a capture: any quiet move draws.
	g := mustGame(t, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 80")
	r := newEngine().Search(context.Background(), g, ai.Limits{Depth: 3, SearchMoves: []core.Move{mv("a0a1")}}, nil)
	if r.Score != 0 {
		t.Errorf("score %s after the natural limit, want 0", r.Score)
	}
}

// randomGames yields positions from random play (seeded).
func randomPositions(n int, seed uint64) []*core.Game {
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []*core.Game
	for len(out) < n {
		g := core.NewGame()
		plies := 10 + rng.IntN(80)
		for i := 0; i < plies && !g.Result().Over(); i++ {
			p := g.Position()
			var buf [128]core.Move
			ms := p.LegalMoves(buf[:0])
			g.Play(ms[rng.IntN(len(ms))])
		}
		if !g.Result().Over() {
			out = append(out, g)
		}
	}
	return out
}

func TestNeverIllegal(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 12
	}
	for lv := 1; lv <= ai.MaxLevel; lv += 4 {
		e := ai.New(ai.Options{HashMB: 4, Seed: int64(lv), Level: lv, OwnBook: true})
		for i, g := range randomPositions(n, uint64(lv)) {
			before := g.Moves()
			r := e.Search(context.Background(), g, ai.Limits{Depth: 4, Nodes: 20000}, nil)
			p := g.Position()
			if !p.IsLegalMove(r.Move) {
				t.Fatalf("level %d position %d (%s): illegal move %s", lv, i, p.FEN(), r.Move)
			}
			if !slices.Equal(before, g.Moves()) {
				t.Fatalf("Search modified the game")
			}
			for j, m := range r.PV {
				if !p.IsLegalMove(m) {
					t.Fatalf("position %d: pv move %d %s illegal (pv %v)", i, j, m, r.PV)
				}
				p.MakeMove(m)
			}
		}
	}
}

func TestSearchCancel(t *testing.T) {
	e := newEngine()
	g := core.NewGame()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	// An unlimited search returns only when cancelled; how soon is BenchmarkCancelLatency's figure.
	r := e.Search(ctx, g, ai.Limits{}, nil)
	if ctx.Err() == nil {
		t.Errorf("an unlimited search returned before the cancel")
	}
	p := g.Position()
	if !p.IsLegalMove(r.Move) {
		t.Fatalf("illegal move %s", r.Move)
	}
}

func TestSearchCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := core.NewGame()
	r := newEngine().Search(ctx, g, ai.Limits{}, nil)
	p := g.Position()
	if !p.IsLegalMove(r.Move) {
		t.Fatalf("illegal move %s", r.Move)
	}
}

func TestInfoAndMultiPV(t *testing.T) {
	e := ai.New(ai.Options{HashMB: 8, MultiPV: 3, Seed: 1})
	var infos []ai.Info
	r := e.Search(context.Background(), core.NewGame(), ai.Limits{Depth: 4}, func(i ai.Info) { infos = append(infos, i) })
	last := map[int]ai.Info{}
	for _, in := range infos {
		if in.Depth == 4 {
			last[in.MultiPV] = in
		}
	}
	if len(last) != 3 {
		t.Fatalf("got %d lines at depth 4, want 3", len(last))
	}
	if last[1].PV[0] != r.Move || last[1].Score < last[2].Score || last[2].Score < last[3].Score {
		t.Errorf("lines out of order: %v", last)
	}
	if last[1].PV[0] == last[2].PV[0] || last[2].PV[0] == last[3].PV[0] {
		t.Errorf("lines repeat a move: %v", last)
	}
}

// A weakened level scores several root lines to choose among, but reports only the lines asked for.
func TestLevelReportsAskedLines(t *testing.T) {
	for _, asked := range []int{1, 2} {
		e := ai.New(ai.Options{HashMB: 4, Seed: 1, Level: 1, MultiPV: asked})
		lines := map[int]bool{}
		e.Search(context.Background(), core.NewGame(), ai.Limits{Depth: 3}, func(in ai.Info) { lines[in.MultiPV] = true })
		if len(lines) != asked {
			t.Errorf("MultiPV %d at level 1: reported lines %v", asked, lines)
		}
	}
}

func TestClockNeverFlags(t *testing.T) {
	e := newEngine()
	g := core.NewGame()
	e.Search(context.Background(), g, ai.Limits{Depth: 1}, nil) // allocate the tables first
	// The search keeps to the hard limit of its budget (TestBudget* check those), so what is
	// checked here is the budget against the clock and that a search on the clock ends with a move;
	// the time it takes under -race on a busy machine proves nothing.
	for _, left := range []time.Duration{time.Second, 100 * time.Millisecond, 5 * time.Millisecond} {
		if _, hard := ai.TimeBudget(ai.Limits{WTime: left, BTime: left}, core.Red); hard <= 0 || hard >= left {
			t.Errorf("with %v left the hard limit is %v", left, hard)
		}
		r := e.Search(context.Background(), g, ai.Limits{WTime: left, BTime: left}, nil)
		if p := g.Position(); !p.IsLegalMove(r.Move) {
			t.Errorf("with %v left: illegal move %s", left, r.Move)
		}
	}
}

func TestScoreWDL(t *testing.T) {
	cases := []struct {
		s             ai.Score
		ply           int
		win, draw, lo int // bounds: win ≥ win, draw ≥ draw, loss ≤ lo
	}{
		{0, 20, 300, 100, 500}, {400, 40, 700, 0, 150}, {-400, 40, 0, 0, 1000}, {ai.Mate - 5, 10, 1000, 0, 0},
	}
	for _, c := range cases {
		w, d, l := c.s.WDL(c.ply)
		if w+d+l != 1000 || w < 0 || d < 0 || l < 0 || w < c.win || d < c.draw || l > c.lo {
			t.Errorf("WDL(%d, ply %d) = %d %d %d", c.s, c.ply, w, d, l)
		}
	}
	// Symmetric, and monotonic in the score; draws likelier later in the game.
	for s := ai.Score(-1000); s <= 1000; s += 50 {
		w, _, l := s.WDL(30)
		w2, _, l2 := (-s).WDL(30)
		if w != l2 || l != w2 {
			t.Errorf("WDL(%d) = %d _ %d but WDL(%d) = %d _ %d", s, w, l, -s, w2, l2)
		}
		if w3, _, _ := (s + 50).WDL(30); w3 < w {
			t.Errorf("WDL falls from %d to %d", s, s+50)
		}
	}
	if _, d0, _ := ai.Score(0).WDL(10); func() int { _, d, _ := ai.Score(0).WDL(150); return d }() <= d0 {
		t.Errorf("draws should grow with the ply")
	}
	if w, d, l := (-ai.Mate + 3).WDL(0); w != 0 || d != 0 || l != 1000 {
		t.Errorf("mated: %d %d %d", w, d, l)
	}
}

func TestScoreString(t *testing.T) {
	cases := []struct {
		s    ai.Score
		want string
	}{
		{35, "cp 35"}, {-120, "cp -120"}, {ai.Mate - 1, "mate 1"}, {ai.Mate - 5, "mate 3"},
		{-ai.Mate + 2, "mate -1"}, {-ai.Mate + 4, "mate -2"},
	}
	for _, c := range cases {
		if got := c.s.String(); got != c.want {
			t.Errorf("Score(%d).String() = %q, want %q", int(c.s), got, c.want)
		}
	}
}

func TestLevels(t *testing.T) {
	ls := ai.Levels()
	if len(ls) != ai.MaxLevel {
		t.Fatalf("%d levels, want %d", len(ls), ai.MaxLevel)
	}
	for i, l := range ls {
		if l.N != i+1 || l.NameZH == "" || l.NameEN == "" {
			t.Errorf("level %d: %+v", i+1, l)
		}
		lim := ai.LevelLimits(l.N)
		if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
			t.Errorf("level %d has no limit", l.N)
		}
	}
	if lim := ai.LevelLimits(ai.MaxLevel); lim.MoveTime < 3*time.Second {
		t.Errorf("level %d thinks %v per move", ai.MaxLevel, lim.MoveTime)
	}
}

// TestLowLevelVaries: a weak level does not always play the same move, but never a blunder that
// loses a rook.
func TestLowLevelVaries(t *testing.T) {
	e := ai.New(ai.Options{HashMB: 4, Seed: 3, Level: 2})
	g := core.NewGame()
	seen := map[core.Move]bool{}
	for i := 0; i < 20; i++ {
		r := e.Search(context.Background(), g, ai.LevelLimits(2), nil)
		seen[r.Move] = true
	}
	if len(seen) < 2 {
		t.Errorf("level 2 always plays %v", seen)
	}
}

func BenchmarkSearch(b *testing.B) {
	g := core.NewGame()
	var nodes int64
	for b.Loop() {
		e := ai.New(ai.Options{HashMB: 16, Seed: 1})
		nodes += e.Search(context.Background(), g, ai.Limits{Depth: 8}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkCancelLatency measures how soon an unlimited search returns once its context is
// cancelled (the figure TestSearchCancel and TestThreads used to assert against a wall clock), with
// one thread and with two.
func BenchmarkCancelLatency(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			e := ai.New(ai.Options{HashMB: 16, Seed: 1, Threads: threads})
			g := core.NewGame()
			var worst, total time.Duration
			for b.Loop() {
				ctx, cancel := context.WithCancel(context.Background())
				var at time.Time
				time.AfterFunc(20*time.Millisecond, func() { at = time.Now(); cancel() })
				e.Search(ctx, g, ai.Limits{}, nil)
				d := time.Since(at)
				total += d
				worst = max(worst, d)
			}
			b.ReportMetric(float64(total.Microseconds())/float64(b.N), "µs-to-return/op")
			b.ReportMetric(float64(worst.Microseconds()), "µs-worst")
		})
	}
}

// TestNodeLimit checks that a node-limited search (levels 1-6 have no clock) stops close to its limit
// once an iteration is complete: the quiescence search checks the limit too. The first position is
// one where a trial search lost itself in a chain of counter-checks in the quiescence search.
func TestNodeLimit(t *testing.T) {
	fens := []string{"C3k4/2c1a4/2N6/9/P8/4N4/1n2c4/4B4/4A4/4KAB2 w - - 1 43"}
	for _, g := range randomPositions(10, 99) {
		p := g.Position()
		fens = append(fens, p.FEN())
	}
	for _, fen := range fens {
		const limit = 30000
		e := newEngine()
		r := e.Search(context.Background(), mustGame(t, fen), ai.Limits{Nodes: limit}, nil)
		if r.Depth > 1 && r.Nodes > limit+8 { // a few calls made before the stop is seen
			t.Errorf("%s: %d nodes searched with a limit of %d (depth %d)", fen, r.Nodes, limit, r.Depth)
		}
	}
}
