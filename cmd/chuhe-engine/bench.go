package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

// benchDepth is the default depth of "chuhe-engine bench".
const benchDepth = 8

// benchFENs are the bench positions: openings, middlegames and endgames. The total node count at a
// fixed depth is a signature of the search: it changes only when the search or evaluation does.
// Two of them, the middlegames "r1ba1a3/4kn3/…" and "1cbak4/9/…" (well-known perft positions), are
// also in Pikafish's bench list (its benchmark.cpp), as is the start position.
var benchFENs = []string{
	core.StartFEN,
	"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
	"r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w - - 4 4",
	"r2akab1r/9/1cn1b1n2/p1p1p3p/6p2/2P6/P3P1c1P/1C2C1N2/9/RNBAKAB1R w - - 0 7",
	"2bakab2/9/2n1c1n2/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C1N2/4A4/2B1KAB2 w - - 0 15",
	"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
	"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
	"1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAKR3 w - - 0 1",
	"3k5/4a4/4ba3/9/2b6/9/9/4B4/4A4/3AK1R2 w - - 0 1",
	"4k4/9/4b4/9/9/9/9/4B4/2n1A4/3K1AH2 w - - 0 1",
	"3ak4/4a4/9/4p4/9/9/9/9/4A4/2HAK4 w - - 0 1",
}

// bench searches every bench position to depth with a fresh engine and prints the total. With one
// thread the total is the search's signature; with more it varies from run to run, and the time
// is the figure (time to depth).
// With a net, it searches with the neural evaluation.
func bench(w io.Writer, depth, threads int, net *nnue.Net) (nodes int64, nps float64) {
	var el time.Duration // time in the searches (not in allocating the tables)
	for i, fen := range benchFENs {
		g, err := core.NewGameFromFEN(fen)
		if err != nil {
			fmt.Fprintf(w, "position %d: %v\n", i+1, err)
			continue
		}
		e := ai.New(ai.Options{HashMB: 16, Seed: 1, Threads: threads})
		e.SetNet(net)
		e.Prepare()
		start := time.Now()
		res := e.Search(context.Background(), g, ai.Limits{Depth: depth}, nil)
		el += time.Since(start)
		fmt.Fprintf(w, "position %2d: bestmove %s score %s nodes %d\n", i+1, res.Move, res.Score, res.Nodes)
		nodes += res.Nodes
	}
	fmt.Fprintf(w, "\nThreads         : %d\n", threads)
	fmt.Fprintf(w, "Total time (ms) : %d\n", el.Milliseconds())
	fmt.Fprintf(w, "Nodes searched  : %d\n", nodes)
	nps = float64(nodes) / el.Seconds()
	fmt.Fprintf(w, "Nodes/second    : %d\n", int64(nps))
	return nodes, nps
}

// perftCmd runs "perft N [fen]".
func perftCmd(w io.Writer, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("perft: want a depth")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 {
		return fmt.Errorf("perft: depth %q is not a whole number from 1 up (a deep count is ended with Ctrl+C)", args[0])
	}
	fen := core.StartFEN
	if len(args) > 1 {
		fen = strings.Join(args[1:], " ")
	}
	p, err := core.ParseFEN(fen)
	if err != nil {
		return err
	}
	start := time.Now()
	moves, counts := p.PerftDivide(n)
	var total uint64
	for i, m := range moves {
		fmt.Fprintf(w, "%s: %d\n", m, counts[i])
		total += counts[i]
	}
	el := time.Since(start)
	fmt.Fprintf(w, "\nNodes searched: %d\n", total)
	fmt.Fprintf(w, "Time (ms): %d, nodes/s: %d\n", el.Milliseconds(), int64(float64(total)/el.Seconds()))
	return nil
}
