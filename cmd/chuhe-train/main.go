// Command chuhe-train makes training data for a neural evaluation (NNUE) of Chuhe's own: self-play
// games of the engine at a fixed node count, from randomised openings, whose quiet positions are
// written with the search's score and the game's result in a binary format of our own
// (internal/data; docs/nnue.md), and trains a net on them (internal/train).
//
//	chuhe-train gen -o /work/nnue-data/selfplay.bin -positions 2000000 -nodes 5000
//	chuhe-train check -print 5 /work/nnue-data/selfplay.bin
//	chuhe-train train -o chuhe.nnue -epochs 30 /work/nnue-data/selfplay.bin
//	chuhe-train eval -net builtin -net chuhe.nnue /work/nnue-data/selfplay.bin
//
// gen appends to an existing file after checking that it was made with the same settings, so it can
// be stopped (Ctrl+C, kill) and started again; the file is the same as if it had run without a stop.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

const usage = `usage: chuhe-train <command> [flags]

commands:
  gen     play self-play games and append their quiet positions to a data file
  check   check data files record by record and print their figures
  train   train a net (ai/nnue) on data files
  eval    measure nets on data files (train's loss on their held-out games)

"chuhe-train <command> -h" lists a command's flags.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if err != errUsage {
			fmt.Fprintln(os.Stderr, "chuhe-train:", err)
		}
		stop()
		os.Exit(1)
	}
}

// errUsage reports a command line that was wrong, after the usage has been printed.
var errUsage = fmt.Errorf("usage")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errUsage
	}
	switch args[0] {
	case "gen":
		return genCommand(ctx, args[1:], stdout, stderr)
	case "check":
		return checkCommand(args[1:], stdout, stderr)
	case "train":
		return trainCommand(ctx, args[1:], stdout, stderr)
	case "eval":
		return evalCommand(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprintf(stderr, "chuhe-train: unknown command %q\n\n%s", args[0], usage)
	return errUsage
}
