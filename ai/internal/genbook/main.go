// Command genbook makes Chuhe's opening book, ai/book.txt, from the master games shipped with it
// (resources/masters.pack):
//
//	go run ./ai/internal/genbook [-plies 20] [-games 6] [-share 0.02] [-score 0.35] > ai/book.txt
//
// A move enters the book when, in the master games from the standard start, it was played at
// least -games times in its position, in at least -share of the position's games, and scored at
// least -score for the side that played it (a win 1, a draw ½), within the first -plies plies;
// in the first six plies, a position where no move passes keeps its most played move.
// The book is written as lines of master games cut at their first move that is not a book move;
// identical lines are merged with their number as weight, so that a book move's weight is the
// number of master games that reached its position in book and played it.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// closedPlies is how deep the book has a move in every position it leads to.
const closedPlies = 6

type edge struct {
	key  uint64
	move core.Move
}

type counts struct {
	games int
	score float64 // for the side that moved
}

func main() {
	pack := flag.String("pack", "resources/masters.pack", "the master games")
	plies := flag.Int("plies", 20, "book depth in plies")
	minGames := flag.Int("games", 6, "least games a book move was played in")
	minShare := flag.Float64("share", 0.02, "least share of its position's games")
	minScore := flag.Float64("score", 0.35, "least score for the side that played it")
	flag.Parse()
	if err := run(os.Stdout, os.Stderr, *pack, *plies, *minGames, *minShare, *minScore); err != nil {
		fmt.Fprintln(os.Stderr, "genbook:", err)
		os.Exit(1)
	}
}

func run(w, log io.Writer, pack string, plies, minGames int, minShare, minScore float64) error {
	f, err := os.Open(pack)
	if err != nil {
		return err
	}
	defer f.Close()
	games, err := library.ReadPackOpenings(f, plies)
	if err != nil {
		return err
	}
	start := core.StartPosition()
	var std []*core.Game
	for _, g := range games {
		s := g.Game.Start()
		if s.Key() == start.Key() {
			std = append(std, g.Game)
		}
	}
	// Count each (position, move) once per game, and each position's games.
	moves := map[edge]*counts{}
	reached := map[uint64]int{}
	for _, g := range std {
		seen := map[edge]bool{}
		seenPos := map[uint64]bool{}
		for i := 0; i < min(plies, g.Len()); i++ {
			p := g.PositionAt(i)
			e := edge{p.Key(), g.Move(i)}
			if !seenPos[e.key] {
				seenPos[e.key] = true
				reached[e.key]++
			}
			if seen[e] {
				continue
			}
			seen[e] = true
			c := moves[e]
			if c == nil {
				c = &counts{}
				moves[e] = c
			}
			c.games++
			switch o := g.Result().Outcome; {
			case o == core.Draw:
				c.score += 0.5
			case o == core.WinFor(p.SideToMove()):
				c.score++
			}
		}
	}
	strict := func(e edge) bool {
		c := moves[e]
		return c != nil && c.games >= minGames && float64(c.games) >= minShare*float64(reached[e.key]) &&
			c.score/float64(c.games) >= minScore
	}
	// Where no move passes, in the first closedPlies plies the most played moves stay in the book,
	// so that the book never ends before the opening has taken shape: at full strength the first
	// six plies are always master moves.
	hasStrict := map[uint64]bool{}
	most := map[uint64]int{}
	for e, c := range moves {
		hasStrict[e.key] = hasStrict[e.key] || strict(e)
		most[e.key] = max(most[e.key], c.games)
	}
	inBook := func(e edge, ply int) bool {
		return strict(e) || ply < closedPlies && !hasStrict[e.key] && moves[e].games == most[e.key]
	}
	// Cut every game at its first move out of the book; merge identical lines.
	lines := map[string]int{}
	for _, g := range std {
		var line []string
		for i := 0; i < min(plies, g.Len()); i++ {
			p := g.PositionAt(i)
			if !inBook(edge{p.Key(), g.Move(i)}, i) {
				break
			}
			line = append(line, g.Move(i).String())
		}
		if len(line) > 0 {
			lines[strings.Join(line, " ")]++
		}
	}
	keys := make([]string, 0, len(lines))
	for k := range lines {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	bookMoves := map[edge]bool{}
	for _, k := range keys {
		g := core.NewGame()
		for _, ms := range strings.Fields(k) {
			p := g.Position()
			m, err := core.ParseUCIMove(&p, ms)
			if err != nil {
				return err
			}
			bookMoves[edge{p.Key(), m}] = true
			g.Play(m)
		}
	}
	fmt.Fprintf(w, `# Chuhe's opening book, made by ai/internal/genbook from the master games of resources/masters.pack
# (Chinese Chess Practical Dataset, CC BY 4.0: resources/LICENSES.md). Do not edit: regenerate.
# Format: <weight> <moves from the start position in UCI notation>; every position along a line
# gets the line's next move with the line's weight (weights of lines that share a position add up).
# A book move was played in at least %d master games from the standard start, in at least %.0f%% of
# its position's games, and scored at least %.0f%% for the side that played it, in the first %d plies
# (in the first %d, a position where no move passes keeps its most played move).
# Each line is master games cut at their first move out of the book; the weight is their number.
# %d games from the standard start; %d lines, %d book moves.
nomirror
`, minGames, 100*minShare, 100*minScore, plies, closedPlies, len(std), len(keys), len(bookMoves))
	for _, k := range keys {
		fmt.Fprintf(w, "%d %s\n", lines[k], k)
	}
	fmt.Fprintf(log, "%d games from the start; %d lines, %d book moves\n", len(std), len(keys), len(bookMoves))
	return nil
}
