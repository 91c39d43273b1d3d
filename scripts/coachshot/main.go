// Command coachshot writes a reviewed game for the review's screenshots (docs/screenshots/
// review-explained*.png): a game of level 2 against level 4 in which one side loses material to a
// tactic the coach names (a fork, a cannon screen, a pin, a discovered attack), every position's
// evaluation in its comments as the app saves a review ([%eval], [%best]), so that the app opens
// it reviewed. It prints the ply of that move and the explanation on stderr.
//
//	coachshot [-seed 1] [-depth 8] > game.pgn
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/coach"
	"github.com/chuhe-xq/chuhe/core"
)

func main() {
	seed := flag.Int64("seed", 1, "first seed to try")
	depth := flag.Int("depth", 8, "review depth")
	flag.Parse()
	x := coach.New()
	for s := *seed; s < *seed+50; s++ {
		g := play(s)
		eng := ai.New(ai.Options{HashMB: 32, Seed: 1})
		res := make([]ai.Result, g.Len()+1)
		exp := make([]int, g.Len()+1)
		for i := range res {
			p := g.PositionAt(i)
			if !p.HasLegalMove() {
				res[i].Score = -ai.Mate
			} else {
				h := g.Clone()
				h.Truncate(i)
				res[i] = eng.Search(context.Background(), h, ai.Limits{Depth: *depth, SearchMoves: p.LegalMoves(nil)}, nil)
			}
			exp[i] = coach.RedExpected(&p, res[i].Score)
		}
		for i := 10; i < g.Len(); i++ {
			p := g.PositionAt(i)
			loss := exp[i] - exp[i+1]
			if p.SideToMove() == core.Black {
				loss = -loss
			}
			if loss < 200 {
				continue
			}
			h := g.Clone()
			h.Truncate(i)
			es := x.Explain(context.Background(), coach.Question{Game: h, Move: g.Move(i)})
			if len(es) > 0 {
				fmt.Fprintf(os.Stderr, "  seed %d ply %d: %s (%s)\n", s, i+1, es[0].Text(core.WXF, nil), es[0].Motif)
			}
			if len(es) == 0 || es[0].Kind != coach.LosesMaterial || es[0].Motif == coach.NoMotif || es[0].Motif == coach.Unprotected {
				continue
			}
			fmt.Fprintf(os.Stderr, "seed %d ply %d: %s\n", s, i+1, es[0].Text(core.Chinese, nil))
			write(g, res)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "coachshot: no game with a named tactic")
	os.Exit(1)
}

// play plays level 2 (Red) against level 4 to the end or 160 plies.
func play(seed int64) *core.Game {
	g := core.NewGame()
	red := ai.New(ai.Options{Level: 2, Seed: seed, OwnBook: true})
	black := ai.New(ai.Options{Level: 4, Seed: seed + 100, OwnBook: true})
	for g.Len() < 160 && !g.Result().Over() {
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

// write prints the game as PGN with each position's evaluation from Red's view in its comment.
func write(g *core.Game, res []ai.Result) {
	pg := &core.PGNGame{Game: g, Comments: map[int]string{},
		Tags: []core.PGNTag{{Name: "Red", Value: "Level 2"}, {Name: "Black", Value: "Level 4"}}}
	for i, r := range res {
		p := g.PositionAt(i)
		s := r.Score
		if p.SideToMove() == core.Black {
			s = -s
		}
		ev := core.PGNEval{Centipawns: int(s), Depth: r.Depth, Best: r.Move}
		if s.IsMate() {
			ev.Centipawns, ev.Mate = 0, s.MateIn()
			if ev.Mate == 0 { // the side to move is mated now: written as mated in one, the nearest
				ev.Mate = -1
				if p.SideToMove() == core.Black {
					ev.Mate = 1
				}
			}
		}
		pg.Comments[i] = core.WithEval("", ev)
	}
	if err := core.WritePGN(os.Stdout, pg, core.ICCS); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
