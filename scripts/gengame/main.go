// Command gengame writes a game of random legal moves as PGN (UCI moves), for the start-up
// benchmark (scripts/startup.sh) to load a long game into the app:
//
//	gengame [-plies 120] [-seed 1] > game.pgn
//
// The moves are drawn with a seeded generator, so a seed always gives the same game; a game that
// ends before the plies asked for is thrown away and the next seed tried.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

func main() {
	plies := flag.Int("plies", 120, "number of plies (half-moves)")
	seed := flag.Uint64("seed", 1, "first seed to try")
	flag.Parse()
	if *plies < 1 || *plies > 1000 {
		fmt.Fprintln(os.Stderr, "gengame: -plies must be 1 to 1000")
		os.Exit(2)
	}
	for s := *seed; s < *seed+1000; s++ {
		if moves, ok := play(*plies, s); ok {
			fmt.Print(pgn(moves))
			return
		}
	}
	fmt.Fprintf(os.Stderr, "gengame: no game of %d plies from seeds %d to %d\n", *plies, *seed, *seed+999)
	os.Exit(1)
}

// play plays random legal moves; it reports false when the game ends early.
func play(plies int, seed uint64) ([]core.Move, bool) {
	rng := rand.New(rand.NewPCG(seed, 0x636875686521))
	g := core.NewGame()
	var buf []core.Move
	for g.Len() < plies {
		p := g.Position()
		buf = p.LegalMoves(buf[:0])
		if len(buf) == 0 || g.Result().Outcome != core.Ongoing {
			return nil, false
		}
		if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
			return nil, false
		}
	}
	return g.Moves(), g.Result().Outcome == core.Ongoing
}

func pgn(moves []core.Move) string {
	var b strings.Builder
	b.WriteString("[Event \"Chuhe start-up benchmark\"]\n[Variant \"xiangqi\"]\n[Result \"*\"]\n\n")
	for i, m := range moves {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		b.WriteString(m.String())
		b.WriteString(" ")
		if i%12 == 11 {
			b.WriteString("\n")
		}
	}
	b.WriteString("*\n")
	return b.String()
}
