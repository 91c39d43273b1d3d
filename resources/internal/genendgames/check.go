package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// checkClassic searches every win and draw puzzle of a file with the engine and reports the ones
// whose score disagrees with the goal: a sanity check of positions set up from theory (the engine
// is not the judge, the theory is, but a disagreement means a position to look at again).
func checkClassic(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	in := fs.String("i", "internal/genendgames/classic.txt", "puzzle file")
	nodes := fs.Int64("nodes", 1_000_000, "nodes per position")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*in)
	if err != nil {
		return err
	}
	defer f.Close()
	pz, err := core.ReadPuzzles(f)
	if err != nil {
		return err
	}
	e := ai.New(ai.Options{HashMB: 64, Seed: 1})
	bad := 0
	for _, z := range pz {
		if z.Goal == core.GoalMate {
			continue
		}
		g, err := core.NewGameFromFEN(z.FEN)
		if err != nil {
			return err
		}
		e.Clear()
		r := e.Search(context.Background(), g, ai.Limits{Nodes: *nodes}, nil)
		ok := true
		switch z.Goal {
		case core.GoalWin:
			ok = r.Score >= 250 || r.Score.MateIn() > 0
		case core.GoalDraw:
			ok = !r.Score.IsMate() && r.Score > -300 && r.Score < 300
		}
		mark := "ok "
		if !ok {
			mark = "BAD"
			bad++
		}
		fmt.Fprintf(stdout, "%s %-40s %-5s %-10s depth %2d best %s\n", mark, z.ID, goalName(z.Goal), r.Score, r.Depth, r.Move)
	}
	fmt.Fprintf(stdout, "check: %d of %d disagree\n", bad, len(pz))
	return nil
}

func goalName(g core.Goal) string {
	switch g {
	case core.GoalWin:
		return "win"
	case core.GoalDraw:
		return "draw"
	}
	return "mate"
}
