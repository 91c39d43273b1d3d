package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sync"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// harvest plays the engine against itself at a small node count from randomised openings and writes
// every position in which the search claims a mate in 2 to maxMate for the side to move, as
// "FEN | mate N | game G ply P" lines: candidates for the collection, which build proves with
// core.ProveMate (the engine's claim is only a hint; the prover decides).
func harvest(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("harvest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "file to write the candidates to (required)")
	games := fs.Int("games", 200, "games to play")
	nodes := fs.Int64("nodes", 3000, "nodes searched per move")
	seed := fs.Uint64("seed", 36, "seed of the openings' random plies")
	random := fs.Int("random", 6, "random plies at the start of each game")
	jobs := fs.Int("jobs", 1, "games played at once")
	maxMate := fs.Int("maxmate", 7, "longest mate claimed that is recorded")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return fmt.Errorf("harvest: -o is required")
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintf(f, "# candidates: harvest -games %d -nodes %d -seed %d -random %d\n", *games, *nodes, *seed, *random)
	var mu sync.Mutex
	var wg sync.WaitGroup
	todo := make(chan int)
	found := 0
	for range *jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.New(ai.Options{HashMB: 16, Seed: 1})
			for n := range todo {
				lines := playHarvest(e, n, *nodes, *seed, *random, *maxMate)
				mu.Lock()
				for _, l := range lines {
					fmt.Fprintln(f, l)
				}
				found += len(lines)
				if n%20 == 0 {
					fmt.Fprintf(stderr, "harvest: game %d, %d candidates\n", n, found)
				}
				mu.Unlock()
			}
		}()
	}
	for n := range *games {
		todo <- n
	}
	close(todo)
	wg.Wait()
	fmt.Fprintf(stdout, "harvest: %d games, %d candidates in %s\n", *games, found, *out)
	return nil
}

func playHarvest(e *ai.Engine, n int, nodes int64, seed uint64, random, maxMate int) []string {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	g := core.NewGame()
	for i := 0; i < random && !g.Result().Over(); i++ {
		p := g.Position()
		legal := p.LegalMoves(nil)
		g.Play(legal[rng.IntN(len(legal))])
	}
	e.Clear()
	var out []string
	for !g.Result().Over() && g.Len() < 300 {
		p := g.Position()
		r := e.Search(context.Background(), g, ai.Limits{Nodes: nodes}, nil)
		if r.Move == core.NoMove {
			break
		}
		if k := r.Score.MateIn(); k >= 2 && k <= maxMate {
			out = append(out, fmt.Sprintf("%s | mate %d | game %d ply %d", p.FEN(), k, n, g.Len()))
		}
		if g.Play(r.Move) != nil {
			break
		}
	}
	return out
}
