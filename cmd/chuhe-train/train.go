package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/train"
)

// trainFlags are train's settings.
type trainFlags struct {
	out, resume    string
	hidden, epochs int
	batch, threads int
	valEvery       int
	mirror         bool
	valOnly        bool // keep only the validation games (eval)
	maxPositions   int64
	lr, decay, wd  float64
	lambda, k      float64
	seed           uint64
	limit          time.Duration
}

func trainCommand(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("chuhe-train train", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var f trainFlags
	fs.StringVar(&f.out, "o", "chuhe.nnue", "the net file to write (the best on the validation set so far); its checkpoint goes to FILE.ckpt")
	fs.StringVar(&f.resume, "resume", "", "go on from this checkpoint (written by an earlier run)")
	fs.IntVar(&f.hidden, "hidden", 128, "accumulator size H of one side (a multiple of 8)")
	fs.IntVar(&f.epochs, "epochs", 30, "passes over the training positions")
	fs.IntVar(&f.batch, "batch", 4096, "positions a mini-batch")
	fs.IntVar(&f.threads, "threads", 1, "goroutines a batch is split among")
	fs.IntVar(&f.valEvery, "val", 20, "hold out every N-th game (game number mod N = 0) for validation")
	fs.BoolVar(&f.mirror, "mirror", true, "train on each position and its mirror image (files a↔i) too")
	fs.Int64Var(&f.maxPositions, "max", 0, "read at most this many positions of each file (0: all)")
	fs.Float64Var(&f.lr, "lr", 0.001, "Adam's learning rate")
	fs.Float64Var(&f.wd, "wd", 0, "weight decay of the transformer's weights (AdamW's, times the learning rate)")
	fs.Float64Var(&f.decay, "decay", 0.92, "the learning rate is multiplied by this after each epoch")
	fs.Float64Var(&f.lambda, "lambda", 0.75, "weight of the search's score in the target (the rest: the game's result)")
	fs.Float64Var(&f.k, "k", 240, "sigmoid scale in centipawns: a score s means an expected result σ(s/K)")
	fs.Uint64Var(&f.seed, "seed", 1, "seeds the initial weights and the shuffles")
	fs.DurationVar(&f.limit, "time", 0, "stop after the epoch that passes this much time (0: no limit)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: chuhe-train train [flags] DATA...\n\n"+
			"Trains a net (ai/nnue) on data files of chuhe-train gen and writes it, quantised, after every\n"+
			"epoch that improves the validation loss. Ctrl+C stops after the current batch, keeping the\n"+
			"checkpoint of the last whole epoch.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return errUsage
	}
	if fs.NArg() == 0 || f.hidden < 8 || f.hidden%8 != 0 || f.batch < 1 || f.valEvery < 2 || f.lambda < 0 || f.lambda > 1 || f.k <= 0 {
		fs.Usage()
		return errUsage
	}
	return runTrain(ctx, f, fs.Args(), stdout)
}

// loadSamples reads the files' records as samples, split by game into training and validation.
func loadSamples(paths []string, f trainFlags, stdout io.Writer) (trainSet, valSet []train.Sample, err error) {
	for _, path := range paths {
		file, err := os.Open(path)
		if err != nil {
			return nil, nil, err
		}
		r, err := data.NewReader(bufio.NewReaderSize(file, 1<<20))
		if err != nil {
			file.Close()
			return nil, nil, fmt.Errorf("%s: %v", path, err)
		}
		var n int64
		for f.maxPositions == 0 || n < f.maxPositions {
			rec, err := r.Read()
			if err == io.EOF {
				break
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				fmt.Fprintf(stdout, "%s: %v: the rest is left out (a file still being written)\n", path, err)
				break
			}
			if err != nil {
				file.Close()
				return nil, nil, fmt.Errorf("%s: %v", path, err)
			}
			s := train.FromRecord(&rec)
			if int(rec.Game)%f.valEvery == 0 {
				valSet = append(valSet, s)
			} else if !f.valOnly {
				trainSet = append(trainSet, s)
				if f.mirror {
					trainSet = append(trainSet, train.MirrorFiles(s))
				}
			}
			n++
		}
		file.Close()
		fmt.Fprintf(stdout, "%s: %d positions\n", path, n)
	}
	return trainSet, valSet, nil
}

func runTrain(ctx context.Context, f trainFlags, paths []string, stdout io.Writer) error {
	start := time.Now()
	trainSet, valSet, err := loadSamples(paths, f, stdout)
	if err != nil {
		return err
	}
	if len(trainSet) == 0 || len(valSet) == 0 {
		return fmt.Errorf("%d training and %d validation positions: too few (one game in %d is held out)", len(trainSet), len(valSet), f.valEvery)
	}
	cfg := train.Config{K: f.k, Lambda: f.lambda, LR: f.lr, Threads: f.threads, WeightDecay: f.wd}
	var tr *train.Trainer
	epoch := 0
	if f.resume != "" {
		b, err := os.ReadFile(f.resume)
		if err != nil {
			return err
		}
		if tr, epoch, err = train.Restore(b, cfg); err != nil {
			return fmt.Errorf("%s: %v", f.resume, err)
		}
		if tr.M.H != f.hidden {
			fmt.Fprintf(stdout, "checkpoint's H = %d used (not -hidden %d)\n", tr.M.H, f.hidden)
		}
	} else {
		tr = train.NewTrainer(train.NewModel(f.hidden, f.seed), cfg)
	}
	even, search := cfg.Baselines(valSet)
	fmt.Fprintf(stdout, "%d training and %d validation positions (read in %.1fs); validation loss of 0.5: %.5f, of the search's score: %.5f\n",
		len(trainSet), len(valSet), time.Since(start).Seconds(), even, search)
	best := tr.Loss(valSet)
	fmt.Fprintf(stdout, "epoch %d: validation loss %.5f\n", epoch, best)
	rng := rand.New(rand.NewPCG(f.seed, uint64(epoch)))
	for ; epoch < f.epochs; epoch++ {
		t0 := time.Now()
		tr.Cfg.LR = f.lr * math.Pow(f.decay, float64(epoch))
		rng.Shuffle(len(trainSet), func(i, j int) { trainSet[i], trainSet[j] = trainSet[j], trainSet[i] })
		sum, batches := 0.0, 0
		for i := 0; i < len(trainSet); i += f.batch {
			if ctx.Err() != nil {
				fmt.Fprintf(stdout, "stopped in epoch %d; the checkpoint and the net are those of the epochs before\n", epoch+1)
				return nil
			}
			sum += tr.Batch(trainSet[i:min(i+f.batch, len(trainSet))])
			batches++
		}
		val := tr.Loss(valSet)
		if err := os.WriteFile(f.out+".ckpt", tr.Checkpoint(epoch+1), 0o644); err != nil {
			return err
		}
		mark := ""
		if val < best {
			best = val
			info := fmt.Sprintf("chuhe-train train: epoch %d, validation loss %.5f, H=%d lambda=%g k=%g lr=%g decay=%g wd=%g batch=%d seed=%d mirror=%v, %d training and %d validation samples",
				epoch+1, val, tr.M.H, f.lambda, f.k, f.lr, f.decay, f.wd, f.batch, f.seed, f.mirror, len(trainSet), len(valSet))
			net, err := tr.M.Quantise(info)
			if err != nil {
				return err
			}
			b, err := net.Encode()
			if err != nil {
				return err
			}
			if err := os.WriteFile(f.out, b, 0o644); err != nil {
				return err
			}
			mark = " (best: net written)"
		}
		fmt.Fprintf(stdout, "epoch %d: training loss %.5f, validation loss %.5f%s, lr %.2g, %.0fs (%.0f positions/s), %s in all\n",
			epoch+1, sum/float64(batches), val, mark, tr.Cfg.LR, time.Since(t0).Seconds(),
			float64(len(trainSet))/time.Since(t0).Seconds(), time.Since(start).Round(time.Second))
		if f.limit > 0 && time.Since(start) >= f.limit {
			fmt.Fprintf(stdout, "time limit reached\n")
			break
		}
	}
	return nil
}
