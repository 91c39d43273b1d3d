package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/train"
)

// evalCommand measures nets on data: the loss train minimises (the same target, λ and K) of each
// net's integer evaluation, on the held-out games of the data files (or on all their positions),
// beside the baselines train prints. It compares nets of different rounds on the same positions.
func evalCommand(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("chuhe-train eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var nets stringList
	fs.Var(&nets, "net", "a net file, or \"builtin\" (repeat the flag for several nets; default: builtin)")
	var f trainFlags
	fs.IntVar(&f.valEvery, "val", 20, "measure on every N-th game (game number mod N = 0: train's validation games); 1: every position")
	fs.Int64Var(&f.maxPositions, "max", 0, "read at most this many positions of each file (0: all)")
	fs.Float64Var(&f.lambda, "lambda", 0.75, "weight of the search's score in the target (the rest: the game's result)")
	fs.Float64Var(&f.k, "k", 240, "sigmoid scale in centipawns")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: chuhe-train eval [-net FILE|builtin]... DATA...\n\n"+
			"Prints each net's loss (train's target) on the held-out games of the data files.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return errUsage
	}
	if fs.NArg() == 0 || f.valEvery < 1 || f.lambda < 0 || f.lambda > 1 || f.k <= 0 {
		fs.Usage()
		return errUsage
	}
	if len(nets) == 0 {
		nets = stringList{"builtin"}
	}
	// loadSamples puts game%val == 0 in its second set (with val 1: everything); the training
	// games are not kept.
	f.valOnly = true
	_, samples, err := loadSamples(fs.Args(), f, stdout)
	if err != nil {
		return err
	}
	if len(samples) == 0 {
		return fmt.Errorf("no positions to measure on (one game in %d)", f.valEvery)
	}
	cfg := train.Config{K: f.k, Lambda: f.lambda}
	even, search := cfg.Baselines(samples)
	fmt.Fprintf(stdout, "%d positions; loss of 0.5: %.5f, of the search's score: %.5f\n", len(samples), even, search)
	n := float64(len(samples))
	for _, name := range nets {
		net, hash, err := loadNet(name)
		if err != nil {
			return err
		}
		buf := make([]int16, 2*net.H)
		var loss, absDiff float64
		for i := range samples {
			s := &samples[i]
			e := train.IntEval(net, s, buf)
			loss += cfg.Loss(float64(e), s)
			absDiff += math.Abs(float64(e) - float64(s.Score))
		}
		fmt.Fprintf(stdout, "%s (H=%d, %s): loss %.5f, mean |evaluation - search score| %.0f cp\n",
			name, net.H, hash, loss/n, absDiff/n)
	}
	return nil
}

// stringList is a flag that may be given several times.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }
