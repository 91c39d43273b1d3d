// Command gennatural makes ai/natural.txt, the table of how often masters move each kind of piece
// from one point to another, from the master games shipped with Chuhe (resources/masters.pack):
//
//	go run ./ai/internal/gennatural [-holdout 10] > ai/natural.txt
//
// The weakened levels prefer, among moves they judge about equal, the ones masters play most
// (ai.naturalBonus). Moves are counted from the mover's side (Black's points turned round) and
// with files e-i mirrored onto a-e, so that the table is small. One game in -holdout
// (library.HeldOut, by the game's moves) is left out, so that the levels can be measured against
// master positions the table has not seen (cmd/chuhe-levels).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

func main() {
	pack := flag.String("pack", "resources/masters.pack", "the master games")
	holdout := flag.Int("holdout", 10, "leave out one game in n (library.HeldOut; 0: none)")
	flag.Parse()
	if err := run(os.Stdout, *pack, *holdout); err != nil {
		fmt.Fprintln(os.Stderr, "gennatural:", err)
		os.Exit(1)
	}
}

// key is a move seen from its mover's side: the piece type and the two points.
type key struct {
	t        core.PieceType
	from, to core.Square
}

func run(w io.Writer, pack string, holdout int) error {
	f, err := os.Open(pack)
	if err != nil {
		return err
	}
	defer f.Close()
	games, err := library.ReadPack(f)
	if err != nil {
		return err
	}
	counts := map[key]int{}
	used := 0
	for _, pg := range games {
		if library.HeldOut(pg.Game, holdout) {
			continue
		}
		used++
		g := pg.Game
		for j := 0; j < g.Len(); j++ {
			p := g.PositionAt(j)
			m := g.Move(j)
			pc := p.At(m.From())
			from, to := ai.NaturalPoints(pc.Color(), m.From(), m.To())
			counts[key{pc.Type(), from, to}]++
		}
	}
	keys := make([]key, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.t != b.t {
			return int(a.t) - int(b.t)
		}
		if a.from != b.from {
			return int(a.from) - int(b.from)
		}
		return int(a.to) - int(b.to)
	})
	fmt.Fprintf(w, "# How often masters moved each piece type between two points, from the mover's side with files\n")
	fmt.Fprintf(w, "# e-i mirrored onto a-e: made by ai/internal/gennatural from %d games of resources/masters.pack\n", used)
	fmt.Fprintf(w, "# (one game in %d held out: library.HeldOut). Chinese Chess Practical Dataset, CC BY 4.0. Do not edit: regenerate.\n", holdout)
	fmt.Fprintf(w, "# Format: <piece letter> <from><to> <count>\n")
	for _, k := range keys {
		fmt.Fprintf(w, "%c %s%s %d\n", core.MakePiece(core.Red, k.t).Letter(), k.from, k.to, counts[k])
	}
	return nil
}
