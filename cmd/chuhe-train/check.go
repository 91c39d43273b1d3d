package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"

	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/core"
)

func checkCommand(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("chuhe-train check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	print := fs.Int("print", 0, "print the first N records of each file (FEN, score, result, move, ply, game)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: chuhe-train check [-print N] FILE...\n\n"+
			"Reads every record of each file, checks its position and move with core, and prints the\n"+
			"file's figures: positions, games, results, scores, bytes per position.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return errUsage
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return errUsage
	}
	for _, path := range fs.Args() {
		if err := checkFile(path, *print, stdout); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	return nil
}

// fileStats are a data file's figures.
type fileStats struct {
	records, games, bytes int64
	results               [3]int64 // by data.Outcome
	sumAbs, sumSq         float64
	big                   int64    // records with |score| >= 1000
	redResults            [3]int64 // games by their result for Red (data.Outcome)
	minPly, maxPly        int
	open                  bool // the last game has no last record
	cut                   bool // the file ends in a record cut short
}

func checkFile(path string, print int, stdout io.Writer) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	rd, err := data.NewReader(bufio.NewReaderSize(f, 1<<16))
	if err != nil {
		return err
	}
	st, err := readAll(rd, print, stdout)
	if err != nil {
		return err
	}
	st.bytes = fi.Size()
	fmt.Fprintf(stdout, "%s: %s\n", path, rd.Header().Info)
	fmt.Fprintf(stdout, "%s: %s\n", path, st.String())
	return nil
}

// readAll reads and checks every record, printing the first print of them.
func readAll(rd *data.Reader, print int, stdout io.Writer) (fileStats, error) {
	st := fileStats{minPly: math.MaxInt}
	var game uint32
	for {
		r, err := rd.Read()
		if err == io.EOF {
			break
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			st.cut = true
			break
		}
		if err != nil {
			return st, err
		}
		if _, err := r.Position(); err != nil {
			return st, fmt.Errorf("record %d: %v", st.records, err)
		}
		if st.records < int64(print) {
			fmt.Fprintf(stdout, "%s  score %d  %s  move %s  ply %d  game %d\n", r.FEN(), r.Score, r.Result, r.Move, r.Ply, r.Game)
		}
		if st.records > 0 && st.open && r.Game != game {
			return st, fmt.Errorf("record %d: game %d begins before game %d's last record", st.records, r.Game, game)
		}
		if !st.open {
			st.games++
		}
		game, st.open = r.Game, !r.Last
		if r.Last {
			red := r.Result
			if r.Side == core.Black {
				red = data.Win - red
			}
			st.redResults[red]++
		}
		st.records++
		st.results[r.Result]++
		s := float64(r.Score)
		st.sumAbs += math.Abs(s)
		st.sumSq += s * s
		if math.Abs(s) >= 1000 {
			st.big++
		}
		st.minPly = min(st.minPly, int(r.Ply))
		st.maxPly = max(st.maxPly, int(r.Ply))
	}
	return st, nil
}

func (s fileStats) String() string {
	if s.records == 0 {
		return fmt.Sprintf("no positions (%d bytes)", s.bytes)
	}
	n := float64(s.records)
	whole := float64(max(1, s.redResults[0]+s.redResults[1]+s.redResults[2]))
	out := fmt.Sprintf("%d positions from %d games (%.1f a game), %.1f bytes a position; games won by red %.1f%%, "+
		"by black %.1f%%, drawn %.1f%%; for the side to move "+
		"%.1f%% wins, %.1f%% draws, %.1f%% losses; score mean |%.0f| cp, rms %.0f cp, %.1f%% beyond ±1000 cp; plies %d-%d",
		s.records, s.games, n/float64(s.games), float64(s.bytes)/n,
		100*float64(s.redResults[data.Win])/whole, 100*float64(s.redResults[data.Loss])/whole, 100*float64(s.redResults[data.Draw])/whole,
		100*float64(s.results[data.Win])/n, 100*float64(s.results[data.Draw])/n, 100*float64(s.results[data.Loss])/n,
		s.sumAbs/n, math.Sqrt(s.sumSq/n), 100*float64(s.big)/n, s.minPly, s.maxPly)
	if s.open || s.cut {
		out += "; the last game is unfinished (being written, or gen cuts it off when it goes on)"
	}
	return out
}
