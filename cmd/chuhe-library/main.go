// Command chuhe-library manages a Chuhe game library from the command line, for large collections
// and for checks:
//
//	chuhe-library [-db FILE] import PATH…              files or folders (.pgn, .xqf)
//	chuhe-library [-db FILE] find [-player P] [-event E] [-ecco C] [-fen FEN] [-from Y] [-to Y] [-n N] [-order O]
//	chuhe-library [-db FILE] explore [-c COLLECTION] FEN
//	chuhe-library [-db FILE] export [find's flags] [-o FILE]
//
// The default database is library.db in the current folder. Import prints its progress on stderr
// and stops cleanly (committed batches kept) on Ctrl-C.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "chuhe-library:", err)
		os.Exit(1)
	}
}

const usage = `usage: chuhe-library [-db FILE] import PATH…
       chuhe-library [-db FILE] find [-player P] [-event E] [-ecco C] [-fen FEN] [-from YEAR] [-to YEAR] [-n N] [-order O]
       chuhe-library [-db FILE] explore [-c COLLECTION] FEN
       chuhe-library [-db FILE] export [find's flags] [-o FILE]`

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("chuhe-library", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", "library.db", "the library database `file`")
	fs.Usage = func() { fmt.Fprintln(stderr, usage); fs.PrintDefaults() }
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return errors.New("no command")
	}
	lib, err := library.Open(*dbPath)
	var damaged *library.DamagedError
	if errors.As(err, &damaged) {
		fmt.Fprintln(stderr, "chuhe-library:", err)
	} else if err != nil {
		return err
	}
	defer lib.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cmd, rest := fs.Arg(0), fs.Args()[1:]
	switch cmd {
	case "import":
		return importCmd(ctx, lib, rest, stdout, stderr)
	case "find":
		return findCmd(ctx, lib, rest, stdout, stderr, false)
	case "export":
		return findCmd(ctx, lib, rest, stdout, stderr, true)
	case "explore":
		return exploreCmd(ctx, lib, rest, stdout, stderr)
	}
	fs.Usage()
	return fmt.Errorf("unknown command %q", cmd)
}

func importCmd(ctx context.Context, lib *library.Library, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	coll := fs.String("c", library.Imported, "the `collection` the games join")
	verbose := fs.Bool("v", false, "list the files that fail")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("import: no files or folders given")
	}
	start := time.Now()
	last := time.Time{}
	st, err := lib.Import(ctx, fs.Args(), library.ImportOptions{Collection: *coll}, func(p library.Progress) {
		if time.Since(last) > time.Second {
			last = time.Now()
			fmt.Fprintf(stderr, "\r%d/%d files, %d games, %d new", p.FilesDone, p.Files, p.Games, p.Added)
		}
	})
	fmt.Fprintln(stderr)
	if *verbose {
		for _, e := range st.Errors {
			fmt.Fprintf(stdout, "failed: %s: %v\n", e.Path, e.Err)
		}
	}
	fmt.Fprintf(stdout, "%d files read, %d failed; %d games, %d new, %d duplicates; %.1f s\n",
		st.FilesDone-st.Failed, st.Failed, st.Games, st.Added, st.Duplicates, time.Since(start).Seconds())
	return err
}

// orders are the sort orders find's -order names.
var orders = map[string]library.Order{"date": library.ByDate, "fame": library.ByFame, "red": library.ByRed,
	"black": library.ByBlack, "event": library.ByEvent, "ecco": library.ByECCO, "stored": library.ByID}

// filterFlags adds find's flags to fs and returns the function that builds the filter.
func filterFlags(fs *flag.FlagSet) func() (library.Filter, error) {
	player := fs.String("player", "", "part of a player's name")
	event := fs.String("event", "", "part of the event")
	ecco := fs.String("ecco", "", "ECCO code or its start")
	fen := fs.String("fen", "", "games that reached this position (FEN)")
	coll := fs.String("c", "", "only this `collection`")
	from := fs.Int("from", 0, "first `year`")
	to := fs.Int("to", 0, "last `year`")
	n := fs.Int("n", 50, "at most `N` games (0: all)")
	order := fs.String("order", "date", "sort `order`: date (newest first), fame (best-known players first), red, black, event, ecco or stored")
	return func() (library.Filter, error) {
		o, ok := orders[*order]
		if !ok {
			return library.Filter{}, fmt.Errorf("-order %q: want date, fame, red, black, event, ecco or stored", *order)
		}
		f := library.Filter{Player: *player, Event: *event, ECCO: *ecco, Collection: *coll, FromYear: *from, ToYear: *to,
			Limit: *n, Order: o}
		if *fen != "" {
			p, err := core.ParseFEN(*fen)
			if err != nil {
				return f, err
			}
			f.Position = p
		}
		return f, nil
	}
}

func findCmd(ctx context.Context, lib *library.Library, args []string, stdout, stderr io.Writer, export bool) error {
	fs := flag.NewFlagSet("find", flag.ContinueOnError)
	fs.SetOutput(stderr)
	filter := filterFlags(fs)
	out := fs.String("o", "", "export: write to this `file` (standard output by default)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := filter()
	if err != nil {
		return err
	}
	games, err := lib.Games(ctx, f)
	if err != nil {
		return err
	}
	if export {
		ids := make([]int64, len(games))
		for i, g := range games {
			ids[i] = g.ID
		}
		w := stdout
		if *out != "" {
			file, err := os.Create(*out)
			if err != nil {
				return err
			}
			defer file.Close()
			w = file
		}
		if err := lib.Export(ctx, w, ids); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%d games exported\n", len(games))
		return nil
	}
	for _, g := range games {
		at := ""
		if f.Position != nil {
			at = fmt.Sprintf(" (ply %d)", g.Ply)
		}
		fmt.Fprintf(stdout, "%6d  %-10s %-7s %s – %s  %s  %s %s%s\n", g.ID, g.Date, g.Result, g.Red, g.Black, g.Event, g.ECCO,
			g.Opening, at)
	}
	total, err := lib.Count(ctx, f)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d of %d games\n", len(games), total)
	return nil
}

func exploreCmd(ctx context.Context, lib *library.Library, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("explore", flag.ContinueOnError)
	fs.SetOutput(stderr)
	coll := fs.String("c", "", "only this `collection`")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fen := strings.Join(fs.Args(), " ")
	if fen == "" || fen == "start" {
		fen = core.StartFEN
	}
	p, err := core.ParseFEN(fen)
	if err != nil {
		return err
	}
	moves, err := lib.Explore(ctx, p, *coll)
	if err != nil {
		return err
	}
	if o, ok, err := lib.PositionOpening(ctx, p); err != nil {
		return err
	} else if ok {
		fmt.Fprintf(stdout, "ECCO %s %s: %d%% of %d games with a code\n", o.Code, o.Name, o.Share, o.Games)
	}
	for _, m := range moves {
		years := ""
		if m.FirstYear != 0 {
			years = fmt.Sprintf("  %d–%d", m.FirstYear, m.LastYear)
		}
		fmt.Fprintf(stdout, "%s  %s  %6d games  %5d %5d %5d  (%s)%s\n", core.FormatMove(p, m.Move, core.Chinese),
			core.FormatMove(p, m.Move, core.ICCS), m.Games, m.RedWins, m.Draws, m.BlackWins, percent(m), years)
	}
	if len(moves) == 0 {
		fmt.Fprintln(stdout, "no games from this position")
	}
	return nil
}

// percent writes Red-win/draw/Black-win shares.
func percent(m library.MoveStat) string {
	if m.Games == 0 {
		return ""
	}
	pc := func(n int) int { return (200*n + m.Games) / (2 * m.Games) }
	return fmt.Sprintf("%d%%/%d%%/%d%%", pc(m.RedWins), pc(m.Draws), pc(m.BlackWins))
}
