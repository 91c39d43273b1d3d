// Command chuhe-levels measures how each playing level plays in master positions: on positions
// from master games held out of ai/natural.txt (one game in ten of resources/masters.pack, library.HeldOut; one
// position a game), each level's agreement with the master's move and its average loss per move
// in expected score (the engine's WDL model on a reference search), beside the masters' own loss.
//
//	chuhe-levels [-positions 300] [-skip 0] [-levels 1-19] [-refnodes 150000] [-refnet] > levels.txt
//
// The reference is the full engine with its hand-written evaluation (with -refnet: the built-in
// net) searching -refnodes nodes the best move and each move played (searchmoves); a move's loss
// is the expected score of the best line minus that of the move, never below zero. The levels play
// as in the app (with the net at the levels that use it, ai.LevelUsesNet) but without the opening
// book, from ply -minply on, so that what is measured is their search and their mistakes; the
// full-strength level, whose time per move is not the same on every machine, searches -topnodes.
// With -skip N the first N of the positions are chosen as in a whole run but not measured, so that
// a long measurement can be done in parts (the levels from 17 on, which never choose at random,
// play the same moves as in a whole run; the lower levels draw other numbers).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

func main() {
	pack := flag.String("pack", "resources/masters.pack", "the master games")
	holdout := flag.Int("holdout", 10, "one game in holdout is held out (library.HeldOut, as gennatural leaves them out)")
	positions := flag.Int("positions", 300, "positions to measure (one a held-out game)")
	skip := flag.Int("skip", 0, "leave out the first n of the positions (to measure them in parts)")
	minPly := flag.Int("minply", 20, "earliest ply of a position")
	levels := flag.String("levels", "1-19", "levels to measure: a range a-b")
	refNodes := flag.Int64("refnodes", 150000, "nodes of the reference search per move")
	refNet := flag.Bool("refnet", false, "the reference evaluates with the built-in net (for the levels above the hand-written evaluation's reach)")
	topNodes := flag.Int64("topnodes", 0, "nodes per move of the full-strength level (0: four times -refnodes)")
	seed := flag.Uint64("seed", 1, "seed for the choice of positions and the levels' play")
	every := flag.Int("every", 50, "print the table every n positions")
	flag.Parse()
	lo, hi, err := parseRange(*levels)
	if err != nil {
		fmt.Fprintln(os.Stderr, "chuhe-levels:", err)
		os.Exit(2)
	}
	cfg := config{pack: *pack, holdout: *holdout, positions: *positions, skip: *skip, minPly: *minPly, lo: lo, hi: hi,
		refNodes: *refNodes, refNet: *refNet, topNodes: *topNodes, seed: *seed, every: *every}
	if err := run(os.Stdout, cfg, nnue.Default); err != nil {
		fmt.Fprintln(os.Stderr, "chuhe-levels:", err)
		os.Exit(1)
	}
}

// parseRange reads "a-b" (or "a") as levels of the ladder.
func parseRange(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || lo < 1 || hi > ai.MaxLevel || lo > hi {
		return 0, 0, fmt.Errorf("levels %q: want a range within 1-%d such as 1-19", s, ai.MaxLevel)
	}
	return lo, hi, nil
}

// sample is a master position: the game up to it and the master's move.
type sample struct {
	g      *core.Game
	master core.Move
}

// tally is what one player (a level or the masters) did over the positions so far.
type tally struct {
	n, agree int
	loss     float64
}

// config is what the flags ask for.
type config struct {
	pack                                     string
	holdout, positions, skip, minPly, lo, hi int
	refNodes, topNodes                       int64
	refNet                                   bool
	seed                                     uint64
	every                                    int
}

func run(w io.Writer, c config, loadNet func() (*nnue.Net, error)) error {
	if c.topNodes <= 0 {
		c.topNodes = 4 * c.refNodes
	}
	needNet := c.refNet
	for l := c.lo; l <= c.hi; l++ {
		needNet = needNet || ai.LevelUsesNet(l)
	}
	var net *nnue.Net
	if needNet {
		var err error
		if net, err = loadNet(); err != nil {
			return fmt.Errorf("the built-in net: %w", err)
		}
	}
	f, err := os.Open(c.pack)
	if err != nil {
		return err
	}
	defer f.Close()
	rng := rand.New(rand.NewPCG(c.seed, 55))
	var samples []sample
	err = library.ReadPackEach(f, func(pg *core.PGNGame) bool {
		if len(samples) >= c.positions {
			return false
		}
		if !library.HeldOut(pg.Game, c.holdout) || pg.Game.Len() <= c.minPly+1 {
			return true
		}
		ply := c.minPly + rng.IntN(pg.Game.Len()-c.minPly-1)
		g := pg.Game.Clone()
		master := g.Move(ply)
		g.Truncate(ply)
		samples = append(samples, sample{g, master})
		return true
	})
	if err != nil {
		return err
	}
	first := min(max(c.skip, 0), len(samples)) // the positions measured are samples[first:]
	samples = samples[first:]
	eval := "hand-written evaluation"
	if c.refNet {
		eval = "net"
	}
	fmt.Fprintf(w, "# %d positions from %d held-out master games (ply >= %d); reference: %d nodes, %s\n", len(samples), len(samples), c.minPly, c.refNodes, eval)
	if first > 0 {
		fmt.Fprintf(w, "# positions %d to %d of the run's (the first %d left out)\n", first+1, first+len(samples), first)
	}
	ref := ai.New(ai.Options{HashMB: 32, Seed: 1})
	if c.refNet {
		ref.SetNet(net)
	}
	players := make([]*ai.Engine, c.hi-c.lo+1)
	for i := range players {
		players[i] = ai.New(ai.Options{HashMB: 16, Level: c.lo + i, Seed: int64(c.seed)})
		if ai.LevelUsesNet(c.lo + i) {
			players[i].SetNet(net)
		}
	}
	tallies := make([]tally, len(players)+1) // the last: the masters
	ctx := context.Background()
	for k, s := range samples {
		ply := s.g.Len()
		ref.Clear()
		best := ref.Search(ctx, s.g, ai.Limits{Nodes: c.refNodes}, nil)
		scores := map[core.Move]float64{best.Move: expected(best.Score, ply)}
		score := func(m core.Move) float64 {
			if v, ok := scores[m]; ok {
				return v
			}
			ref.Clear()
			r := ref.Search(ctx, s.g, ai.Limits{Nodes: c.refNodes, SearchMoves: []core.Move{m}}, nil)
			scores[m] = expected(r.Score, ply)
			return scores[m]
		}
		add := func(t *tally, m core.Move) {
			t.n++
			if m == s.master {
				t.agree++
			}
			t.loss += max(0, scores[best.Move]-score(m))
		}
		for i, e := range players {
			e.Clear()
			lim := ai.LevelLimits(c.lo + i)
			if c.lo+i == ai.MaxLevel {
				lim = ai.Limits{Nodes: c.topNodes} // the top level's time per move would not be the same on every machine
			}
			add(&tallies[i], e.Search(ctx, s.g, lim, nil).Move)
		}
		add(&tallies[len(players)], s.master)
		if (k+1)%c.every == 0 || k+1 == len(samples) {
			fmt.Fprintf(w, "\nafter %d positions\n| level | agreement with masters | expected-score loss per move |\n|---|---|---|\n", k+1)
			for i, t := range tallies {
				name := strconv.Itoa(c.lo + i)
				if i == len(players) {
					name = "masters"
				}
				fmt.Fprintf(w, "| %s | %.1f%% | %.4f |\n", name, 100*float64(t.agree)/float64(t.n), t.loss/float64(t.n))
			}
		}
	}
	return nil
}

// expected is the side to move's expected score (a win 1, a draw ½) from a search score.
func expected(s ai.Score, ply int) float64 {
	win, draw, _ := s.WDL(ply)
	return (float64(win) + float64(draw)/2) / 1000
}
