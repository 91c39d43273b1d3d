package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/core"
)

// genConfig is how gen plays and records. Every field but out, positions, jobs and progress enters
// the file's info: a file is only ever extended with the settings it was begun with.
type genConfig struct {
	out       string
	positions int64 // stop when the file holds at least this many
	nodes     int64 // per move
	jobs      int
	seed      uint64
	openings  string // file of opening lines (UCI moves), or ""
	lines     [][]core.Move
	linesHash string
	random    int // random plies after the line
	balance   int // redraw an opening whose score is beyond ±balance cp (0: keep any)
	skip      int // plies from the start that are not recorded
	maxPlies  int // a game this long is a draw
	hashMB    int
	net       string    // "": the hand-written evaluation; "builtin" or a net file's path
	nn        *nnue.Net // the net read from net
	netHash   string    // a hash of the net's bytes
	progress  time.Duration
}

// maxRedraws bounds how often an unbalanced opening is drawn again; the last one is kept whatever
// its score.
const maxRedraws = 50

// params is the settings part of the file's info: "gen v1 nodes=5000 seed=1 ...".
func (c *genConfig) params() string {
	op := "none"
	if c.openings != "" {
		op = filepath.Base(c.openings) + "@" + c.linesHash
	}
	s := fmt.Sprintf("gen v1 nodes=%d seed=%d openings=%s random=%d balance=%d skip=%d maxplies=%d hash=%d",
		c.nodes, c.seed, op, c.random, c.balance, c.skip, c.maxPlies, c.hashMB)
	if c.net != "" {
		// Files of the hand-written evaluation keep the settings they were begun with (no net field).
		name := c.net
		if name != "builtin" {
			name = filepath.Base(name)
		}
		s += " net=" + name + "@" + c.netHash
	}
	return s
}

// info is the file's info: the settings, and which engine began the file (the games depend on it).
func (c *genConfig) info() string { return c.params() + "; engine " + engineVersion() }

// engineVersion is the commit the program was built from, when the build recorded it.
func engineVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "unknown"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+changes"
	}
	return rev
}

func genCommand(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("chuhe-train gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c genConfig
	fs.StringVar(&c.out, "o", "", "data file to create or extend (required)")
	fs.Int64Var(&c.positions, "positions", 1_000_000, "stop when the file holds this many positions")
	fs.Int64Var(&c.nodes, "nodes", 5000, "nodes searched per move")
	fs.IntVar(&c.jobs, "jobs", runtime.NumCPU(), "games played at once (one engine each)")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the openings' randomness (game i uses seed and i)")
	fs.StringVar(&c.openings, "openings", "", "file of opening lines (UCI moves, one line per line, # comments) to start from before the random plies")
	fs.IntVar(&c.random, "random", 8, "random legal plies played after the opening line")
	fs.IntVar(&c.balance, "balance", 200, "draw the opening again while its score is beyond ±balance centipawns (0: keep any)")
	fs.IntVar(&c.skip, "skip", 12, "plies from the start of a game that are never recorded")
	fs.IntVar(&c.maxPlies, "maxplies", 400, "a game that reaches this many plies is a draw")
	fs.IntVar(&c.hashMB, "hash", 16, "transposition table per engine, MiB")
	fs.StringVar(&c.net, "net", "", "evaluate with this net file, or \"builtin\" for the engine's built-in net (empty: the hand-written evaluation); the net's hash enters the file's settings")
	fs.DurationVar(&c.progress, "progress", 30*time.Second, "time between progress lines")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: chuhe-train gen -o FILE [flags]\n\n"+
			"Plays self-play games of the engine at a fixed node count from randomised openings and appends\n"+
			"their quiet positions (not in check, the best move not a capture, not a mate score) with the\n"+
			"search's score and the game's result to FILE. Deterministic for a seed; resumable.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return errUsage
	}
	if c.out == "" || fs.NArg() > 0 {
		fs.Usage()
		return errUsage
	}
	switch {
	case c.nodes < 1:
		return fmt.Errorf("-nodes %d: want at least 1", c.nodes)
	case c.jobs < 1:
		return fmt.Errorf("-jobs %d: want at least 1", c.jobs)
	case c.random < 0 || c.skip < 0 || c.balance < 0:
		return errors.New("-random, -skip and -balance cannot be negative")
	case c.maxPlies < 1 || c.maxPlies > 65535:
		return fmt.Errorf("-maxplies %d: want 1 to 65535", c.maxPlies)
	case c.hashMB < 1:
		return fmt.Errorf("-hash %d: want at least 1", c.hashMB)
	}
	if c.net != "" {
		var err error
		if c.nn, c.netHash, err = loadNet(c.net); err != nil {
			return err
		}
	}
	if c.openings != "" {
		var err error
		if c.lines, c.linesHash, err = readOpenings(c.openings); err != nil {
			return err
		}
	}
	return generate(ctx, &c, stdout, stderr)
}

// loadNet reads the net to play with ("builtin": the engine's own) and a hash of its bytes.
func loadNet(name string) (*nnue.Net, string, error) {
	var n *nnue.Net
	var b []byte
	var err error
	if name == "builtin" {
		if n, err = nnue.Default(); err == nil {
			b, err = n.Encode()
		}
		if err != nil {
			return nil, "", fmt.Errorf("the built-in net: %v", err)
		}
	} else {
		if b, err = os.ReadFile(name); err != nil {
			return nil, "", fmt.Errorf("-net: %v", err)
		}
		if n, err = nnue.Decode(b); err != nil {
			return nil, "", fmt.Errorf("-net %s: %v", name, err)
		}
	}
	h := fnv.New64a()
	h.Write(b)
	return n, fmt.Sprintf("%016x", h.Sum64()), nil
}

// readOpenings reads lines of UCI moves ('#' starts a comment), checks that each is legal from the
// start position, and returns them with a hash of the file's text.
func readOpenings(path string) ([][]core.Move, string, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, "", err
	}
	h := fnv.New64a()
	h.Write(text)
	var out [][]core.Move
	sc := bufio.NewScanner(strings.NewReader(string(text)))
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		g := core.NewGame()
		var moves []core.Move
		for _, f := range fields {
			p := g.Position()
			m, err := core.ParseUCIMove(&p, f)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				return nil, "", fmt.Errorf("%s:%d: %v", path, n, err)
			}
			moves = append(moves, m)
		}
		if g.Result().Over() {
			return nil, "", fmt.Errorf("%s:%d: the line ends the game (%s)", path, n, g.Result())
		}
		out = append(out, moves)
	}
	if err := sc.Err(); err != nil {
		return nil, "", fmt.Errorf("%s: %v", path, err)
	}
	if len(out) == 0 {
		return nil, "", fmt.Errorf("%s: no opening lines", path)
	}
	return out, fmt.Sprintf("%016x", h.Sum64()), nil
}

// game is one finished game's records and figures.
type game struct {
	n     uint32
	recs  []data.Record
	plies int
	res   core.Outcome
	err   error
}

// openFile creates the data file or prepares an existing one for appending; it returns the file,
// the records it holds and the next game's number.
func openFile(c *genConfig, stderr io.Writer) (*os.File, int64, uint32, error) {
	f, err := os.OpenFile(c.out, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, 0, 0, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, 0, err
	}
	if fi.Size() == 0 {
		h, err := data.AppendHeader(nil, c.info())
		if err == nil {
			_, err = f.Write(h)
		}
		if err != nil {
			f.Close()
			return nil, 0, 0, err
		}
		return f, 0, 0, nil
	}
	st, err := data.Resume(f)
	if err != nil {
		f.Close()
		return nil, 0, 0, fmt.Errorf("%s: %v", c.out, err)
	}
	have, _, _ := strings.Cut(st.Header.Info, ";")
	if have != c.params() {
		f.Close()
		return nil, 0, 0, fmt.Errorf("%s was made with other settings:\n  file: %s\n  now:  %s\nuse the file's settings, or another file", c.out, have, c.params())
	}
	if _, engine, _ := strings.Cut(st.Header.Info, "; engine "); engine != engineVersion() {
		fmt.Fprintf(stderr, "gen: %s was begun by engine %s, this is %s: its games go on with this engine's play\n", c.out, engine, engineVersion())
	}
	if st.Cut > 0 {
		fmt.Fprintf(stderr, "gen: %s: cut %d bytes of an unfinished game off the end\n", c.out, st.Cut)
	}
	if _, err := f.Seek(st.Size, io.SeekStart); err != nil {
		f.Close()
		return nil, 0, 0, err
	}
	return f, st.Records, st.NextGame, nil
}

// generate plays games until the file holds c.positions positions or ctx is cancelled. Games are
// numbered; game n depends only on the settings and n, and games are written in order, so the file
// is the same for any -jobs and any number of stops and restarts.
func generate(ctx context.Context, c *genConfig, stdout, stderr io.Writer) error {
	f, have, next, err := openFile(c, stderr)
	if err != nil {
		return err
	}
	defer f.Close()
	if have >= c.positions {
		fmt.Fprintf(stdout, "gen: %s already holds %d positions (-positions %d)\n", c.out, have, c.positions)
		return nil
	}
	fmt.Fprintf(stderr, "gen: %s holds %d positions; playing from game %d to reach %d with %d jobs (%s)\n",
		c.out, have, next, c.positions, c.jobs, c.params())

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan uint32)
	done := make(chan game)
	var wg sync.WaitGroup
	go func() {
		defer close(todo)
		for n := next; ; n++ {
			select {
			case todo <- n:
			case <-ctx.Done():
				return
			}
		}
	}()
	for range c.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.New(ai.Options{HashMB: c.hashMB, Seed: 1})
			if c.nn != nil {
				e.SetNet(c.nn) // shared read-only by the jobs' engines
			}
			for n := range todo {
				g := playGame(ctx, e, c, n)
				if ctx.Err() != nil {
					return
				}
				select {
				case done <- g:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	defer wg.Wait()
	defer cancel()

	start := time.Now()
	tick := time.NewTicker(c.progress)
	defer tick.Stop()
	pending := map[uint32]game{}
	var s stats
	var buf []byte
	written := have
	report := func(w io.Writer, final bool) {
		el := time.Since(start)
		rate := float64(written-have) / el.Seconds()
		line := fmt.Sprintf("gen: %d/%d positions (%.1f%%), %d games in %s, %.1f positions/s",
			written, c.positions, 100*float64(written)/float64(c.positions), s.games, el.Round(time.Second), rate)
		if !final && rate > 0 {
			eta := time.Duration(float64(c.positions-written) / rate * float64(time.Second))
			line += ", ETA " + eta.Round(time.Second).String()
		}
		fmt.Fprintln(w, line)
	}
	for written < c.positions {
		select {
		case g := <-done:
			if g.err != nil {
				return fmt.Errorf("game %d: %v", g.n, g.err)
			}
			pending[g.n] = g
			for {
				g, ok := pending[next]
				if !ok {
					break
				}
				delete(pending, next)
				next++
				buf = buf[:0]
				for i := range g.recs {
					if buf, err = data.AppendRecord(buf, &g.recs[i]); err != nil {
						return fmt.Errorf("game %d, record %d: %v", g.n, i, err)
					}
				}
				if _, err := f.Write(buf); err != nil {
					return err
				}
				written += int64(len(g.recs))
				s.add(&g)
				if written >= c.positions {
					break
				}
			}
		case <-tick.C:
			report(stderr, false)
		case <-ctx.Done():
			cancel()
			wg.Wait()
			if err := f.Close(); err != nil {
				return err
			}
			report(stderr, true)
			fmt.Fprintf(stderr, "gen: stopped; run the same command again to go on\n")
			return nil
		}
	}
	cancel()
	if err := f.Close(); err != nil {
		return err
	}
	report(stdout, true)
	fmt.Fprintf(stdout, "gen: %s\n", s.String())
	return nil
}

// stats sums up the games written.
type stats struct {
	games, plies, positions int64
	results                 [4]int64 // by core.Outcome
}

func (s *stats) add(g *game) {
	s.games++
	s.plies += int64(g.plies)
	s.positions += int64(len(g.recs))
	s.results[g.res]++
}

func (s *stats) String() string {
	if s.games == 0 {
		return "no games"
	}
	n := float64(s.games)
	return fmt.Sprintf("%d games: red won %.1f%%, black %.1f%%, drawn %.1f%%; %.1f plies and %.1f positions a game",
		s.games, 100*float64(s.results[core.RedWins])/n, 100*float64(s.results[core.BlackWins])/n,
		100*float64(s.results[core.Draw])/n, float64(s.plies)/n, float64(s.positions)/n)
}

// playGame plays game n: an opening drawn with the game's own random source, then the engine against
// itself at c.nodes a move until core rules the game over or it reaches c.maxPlies (a draw). It
// records the quiet positions: past c.skip plies, the side to move not in check, the search's move
// not a capture and its score not a mate score.
func playGame(ctx context.Context, e *ai.Engine, c *genConfig, n uint32) game {
	rng := rand.New(rand.NewPCG(c.seed, uint64(n)))
	lim := ai.Limits{Nodes: c.nodes}
	out := game{n: n}
	var g *core.Game
	e.Clear()
	for try := 0; ; try++ {
		g = opening(c, rng)
		if g.Result().Over() {
			if try > 1000 {
				out.err = errors.New("every opening drawn ends the game")
				return out
			}
			continue
		}
		if c.balance == 0 || try >= maxRedraws {
			break
		}
		r := e.Search(ctx, g, lim, nil)
		if !r.Score.IsMate() && r.Score <= ai.Score(c.balance) && r.Score >= -ai.Score(c.balance) {
			break
		}
		if ctx.Err() != nil {
			out.err = ctx.Err()
			return out
		}
	}
	e.Clear()
	for !g.Result().Over() && g.Len() < c.maxPlies {
		pos := g.Position()
		r := e.Search(ctx, g, lim, nil)
		if err := ctx.Err(); err != nil {
			out.err = err
			return out
		}
		if r.Move == core.NoMove {
			out.err = fmt.Errorf("no move in %s, a game not over", pos.FEN())
			return out
		}
		if g.Len() >= c.skip && !pos.InCheck() && pos.At(r.Move.To()) == core.NoPiece && !r.Score.IsMate() {
			var rec data.Record
			rec.SetPosition(&pos)
			rec.Score = int16(max(-data.MaxScore, min(data.MaxScore, r.Score)))
			rec.Ply = uint16(g.Len())
			rec.Move = r.Move
			rec.Game = n
			out.recs = append(out.recs, rec)
		}
		if err := g.Play(r.Move); err != nil {
			out.err = err
			return out
		}
	}
	out.plies = g.Len()
	out.res = g.Result().Outcome
	if !g.Result().Over() {
		out.res = core.Draw
	}
	for i := range out.recs {
		out.recs[i].Result = data.OutcomeFor(out.res, out.recs[i].Side)
	}
	if len(out.recs) > 0 {
		out.recs[len(out.recs)-1].Last = true
	}
	return out
}

// opening plays a random line of c.lines (if any) and c.random random legal plies.
func opening(c *genConfig, rng *rand.Rand) *core.Game {
	g := core.NewGame()
	if len(c.lines) > 0 {
		for _, m := range c.lines[rng.IntN(len(c.lines))] {
			g.Play(m) // checked by readOpenings
		}
	}
	var buf [128]core.Move
	for i := 0; i < c.random && !g.Result().Over(); i++ {
		p := g.Position()
		legal := p.LegalMoves(buf[:0])
		g.Play(legal[rng.IntN(len(legal))])
	}
	return g
}
