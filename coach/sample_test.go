package coach

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
)

// TestSampleShares reviews a sample of games as the app's review does (every position searched, every
// move classed by the expected score it gave away) and explains each inaccuracy, mistake and
// blunder, logging the share of explanations per kind and the time an explanation takes. It is a
// measurement for the note, not a check: it runs only when CHUHE_COACH_SAMPLE names a
// folder of PGN files (e.g. the master games' 全盤戰術), reading the first CHUHE_COACH_GAMES of
// them (default 20), plus CHUHE_COACH_LEVELGAMES games of level 2 against level 4 (default 0).
func TestSampleShares(t *testing.T) {
	dir := os.Getenv("CHUHE_COACH_SAMPLE")
	if dir == "" {
		t.Skip("CHUHE_COACH_SAMPLE not set")
	}
	n := envInt("CHUHE_COACH_GAMES", 20)
	depth := envInt("CHUHE_COACH_DEPTH", 8)
	names, _ := filepath.Glob(filepath.Join(dir, "*.pgn"))
	slices.Sort(names)
	var games []*core.Game
	for _, name := range names {
		if len(games) >= n {
			break
		}
		f, err := gamefile.ReadFile(name)
		if err != nil || len(f.Games) == 0 || f.Games[0].Game.Len() < 20 {
			continue
		}
		games = append(games, f.Games[0].Game)
	}
	masters := len(games)
	for i := range envInt("CHUHE_COACH_LEVELGAMES", 0) {
		games = append(games, levelGame(int64(i+1), 2, 4))
	}
	eng := ai.New(ai.Options{HashMB: 32, Seed: 1})
	x := New()
	counts := map[string]int{}
	var moves, flagged int
	var took time.Duration
	for gi, g := range games {
		evals := make([]ai.Result, g.Len()+1)
		expected := make([]int, g.Len()+1)
		for i := range evals {
			p := g.PositionAt(i)
			if !p.HasLegalMove() {
				evals[i].Score = -ai.Mate
			} else {
				h := g.Clone()
				h.Truncate(i)
				evals[i] = eng.Search(context.Background(), h, ai.Limits{Depth: depth, SearchMoves: p.LegalMoves(nil)}, nil)
			}
			expected[i] = RedExpected(&p, evals[i].Score)
		}
		for i := range g.Len() {
			moves++
			loss := expected[i] - expected[i+1]
			if p := g.PositionAt(i); p.SideToMove() == core.Black {
				loss = -loss
			}
			if loss < 100 || g.Move(i) == evals[i].Move {
				continue
			}
			flagged++
			h := g.Clone()
			h.Truncate(i)
			start := time.Now()
			es := x.Explain(context.Background(), Question{Game: h, Move: g.Move(i), Best: evals[i].PV,
				BestScore: evals[i].Score, Reply: evals[i+1].PV, ReplyScore: evals[i+1].Score})
			took += time.Since(start)
			if len(es) == 0 {
				counts["(none)"]++
			}
			for k, e := range es {
				key := e.Kind.String()
				if e.Kind == LosesMaterial {
					key += " / " + e.Motif.String()
				}
				if k > 0 {
					key = "also " + key
				}
				counts[key]++
			}
		}
		t.Logf("game %d done (%d moves, %d flagged so far)", gi+1, g.Len(), flagged)
	}
	t.Logf("%d games (%d master, %d level 2 v 4), %d moves, %d inaccuracies/mistakes/blunders, review depth %d",
		len(games), masters, len(games)-masters, moves, flagged, depth)
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("%-40s %4d  %5.1f%%", k, counts[k], 100*float64(counts[k])/float64(max(flagged, 1)))
	}
	if flagged > 0 {
		t.Logf("mean time to explain one flagged move (lines given): %v", took/time.Duration(flagged))
	}
}

// levelGame plays a game of level a (Red) against level b to its end or 200 plies.
func levelGame(seed int64, a, b int) *core.Game {
	g := core.NewGame()
	red := ai.New(ai.Options{Level: a, Seed: seed, OwnBook: true})
	black := ai.New(ai.Options{Level: b, Seed: seed + 100, OwnBook: true})
	for g.Len() < 200 && !g.Result().Over() {
		e := red
		if p := g.Position(); p.SideToMove() == core.Black {
			e = black
		}
		r := e.Search(context.Background(), g, ai.LevelLimits(e.Level()), nil)
		if r.Move == core.NoMove || g.Play(r.Move) != nil {
			break
		}
	}
	return g
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}
