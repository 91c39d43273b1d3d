// Command chuhe-match plays games between two engines (UCI executables or Chuhe's levels in
// process) from a file of opening lines, with core.Game as the referee, and reports W-L-D, an Elo
// estimate with its 95% interval, and optionally a sequential probability ratio test.
//
//	chuhe-match -a exe:/tmp/new -b exe:/tmp/old -nodes 20000 -games 100 -sprt 0,10
//	chuhe-match -a level:3 -b level:4 -games 60
//	chuhe-match -a level:8,go.movetime=100ms -b fairy:/usr/games/fairy-stockfish,Skill\ Level=5,go.nodes=20000
//
// External engines are spoken to through package extengine. An exe: player with a UCI_Variant
// option (Fairy-Stockfish, Sjaak II) is told xiangqi and its ranks 1..10 are translated; a fairy:
// player must be such an engine. A ucci: player speaks UCCI (ElephantEye): its
// options are set as "setoption name value", it is sent the position from the last capture on, and
// a time per move is given as a deep search stopped when the time is up (UCCI has no movetime).
// go.nodes, go.depth and go.movetime in a player's spec give that player limits of its own in place
// of -nodes, -depth and -movetime. A line of the openings file that reads "startpos" starts from
// the start position with no moves: the players' own books choose (to test a book).
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

func main() {
	a := flag.String("a", fmt.Sprintf("level:%d", ai.MaxLevel), "first player: level:N, exe:PATH[,Option=Value...], fairy:PATH[,...] (ranks 1..10) or ucci:PATH[,option=value...]; add ,go.nodes=N|go.depth=N|go.movetime=D for limits of its own")
	b := flag.String("b", fmt.Sprintf("level:%d", ai.MaxLevel-1), "second player")
	games := flag.Int("games", 40, "number of games (each opening is played with both colours)")
	first := flag.Int("first", 1, "play from this game number on (games first..games), to resume a match stopped part way: game N has the same opening and colours whatever -first is")
	openings := flag.String("openings", "cmd/chuhe-match/testdata/openings.txt", "file of opening lines (UCI moves)")
	nodes := flag.Int64("nodes", 0, "nodes per move")
	depth := flag.Int("depth", 0, "depth per move")
	movetime := flag.Duration("movetime", 0, "time per move")
	tc := flag.String("tc", "", "clock: base+increment, e.g. 10s+0.1s")
	sprt := flag.String("sprt", "", "SPRT elo0,elo1 (stop when decided)")
	alpha := flag.Float64("alpha", 0.05, "SPRT alpha")
	beta := flag.Float64("beta", 0.05, "SPRT beta")
	seed := flag.Int64("seed", 1, "seed for the in-process players")
	maxPlies := flag.Int("maxplies", 400, "adjudicate a draw after this many plies")
	resign := flag.String("resign", "", "adjudicate a win when the last PLIES searches all scored one side CP or more ahead: CP,PLIES (e.g. 1000,8; default none)")
	draw := flag.String("draw", "", "adjudicate a draw from ply PLY on when the last PLIES searches all scored within CP of even: PLY,CP,PLIES (e.g. 120,10,16; default none)")
	jobs := flag.Int("jobs", 1, "games played at the same time (each with its own engine processes)")
	logPath := flag.String("log", "", "append each game's moves (UCI, ranks 0..9) and result to this file")
	scale := flag.Float64("timescale", 1, "multiplies the time per move of in-process levels (for quick ladders)")
	flag.Parse()
	adj, err := parseResign(*resign)
	if err == nil {
		adj, err = parseDraw(*draw, adj)
	}
	if err != nil {
		fatal(err)
	}

	lines, err := readOpenings(*openings)
	if err != nil {
		fatal(err)
	}
	if err := checkFirst(*first, *games); err != nil {
		fatal(err)
	}
	if *jobs < 1 {
		*jobs = 1
	}
	// Each job has its own pair of players (engines are not shared between games in progress).
	loadNet := sync.OnceValues(nnue.Default) // one net, read-only, for every player that uses it
	pas := make([]player, *jobs)
	pbs := make([]player, *jobs)
	for j := range pas {
		if pas[j], err = newPlayer(*a, *seed, *scale, loadNet); err != nil {
			fatal(err)
		}
		defer pas[j].Close()
		if pbs[j], err = newPlayer(*b, *seed+1, *scale, loadNet); err != nil {
			fatal(err)
		}
		defer pbs[j].Close()
	}
	pa := pas[0]
	pb := pbs[0]
	lim := ai.Limits{Nodes: *nodes, Depth: *depth, MoveTime: *movetime}
	var base, inc time.Duration
	if *tc != "" {
		bs, is, _ := strings.Cut(*tc, "+")
		if base, err = time.ParseDuration(bs); err != nil {
			fatal(fmt.Errorf("-tc: %v", err))
		}
		if is != "" {
			if inc, err = time.ParseDuration(is); err != nil {
				fatal(fmt.Errorf("-tc: %v", err))
			}
		}
	}
	var elo0, elo1 float64
	useSPRT := *sprt != ""
	if useSPRT {
		if _, err := fmt.Sscanf(*sprt, "%g,%g", &elo0, &elo1); err != nil {
			fatal(fmt.Errorf("-sprt: want elo0,elo1: %v", err))
		}
	}
	var logf *os.File
	if *logPath != "" {
		if logf, err = os.OpenFile(*logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644); err != nil {
			fatal(err)
		}
		defer logf.Close()
	}
	type outcome struct {
		i       int
		aRed    bool
		red     string
		black   string
		opening []string
		res     core.Result
		plies   int
		rec     record
		err     error
	}
	todo := make(chan int)
	out := make(chan outcome)
	quit := make(chan struct{})
	for j := 0; j < *jobs; j++ {
		go func(pa, pb player) {
			for i := range todo {
				opening, aRed := gameSetup(i, lines)
				red, black := pa, pb
				if !aRed {
					red, black = pb, pa
				}
				o := outcome{i: i, aRed: aRed, red: red.Name(), black: black.Name(), opening: opening}
				o.res, o.plies, o.err = playLogged(red, black, opening, lim, base, inc, *maxPlies, adj, &o.rec)
				out <- o
			}
		}(pas[j], pbs[j])
	}
	go func() {
		defer close(todo)
		for i := *first - 1; i < *games; i++ {
			select {
			case todo <- i:
			case <-quit:
				return
			}
		}
	}()
	var w, l, d int
	var spentA, spentB time.Duration // thinking time of each player over all games
	var movesA, movesB int
	var searchA, searchB searchTotals
	start := time.Now()
	for n := *first - 1; n < *games; n++ {
		o := <-out
		if o.err != nil {
			fatal(o.err)
		}
		res, aRed := o.res, o.aRed
		ca, cb := core.Red, core.Black
		if !aRed {
			ca, cb = cb, ca
		}
		spentA += o.rec.spent[ca]
		spentB += o.rec.spent[cb]
		movesA += o.rec.count[ca]
		movesB += o.rec.count[cb]
		searchA.add(o.rec.search[ca])
		searchB.add(o.rec.search[cb])
		if logf != nil {
			fmt.Fprintf(logf, "game %d red %s black %s result %s\n%s\n", o.i+1, o.red, o.black, res, strings.Join(o.rec.moves, " "))
		}
		aScore := 0.5
		switch res.Outcome {
		case core.RedWins:
			aScore = 0
			if aRed {
				aScore = 1
			}
		case core.BlackWins:
			aScore = 1
			if aRed {
				aScore = 0
			}
		}
		switch aScore {
		case 1:
			w++
		case 0:
			l++
		default:
			d++
		}
		elo, pm := eloEstimate(w, l, d)
		fmt.Printf("game %3d  %s (red) vs %s: %-26s %3d plies  opening %-24s  %s: +%d -%d =%d  elo %+.0f ± %.0f\n",
			o.i+1, o.red, o.black, res, o.plies, strings.Join(o.opening, " "), pa.Name(), w, l, d, elo, pm)
		if useSPRT {
			llr := sprtLLR(w, l, d, elo0, elo1)
			lo, hi := math.Log(*beta/(1-*alpha)), math.Log((1-*beta) / *alpha)
			if llr <= lo || llr >= hi {
				verdict := "H0 accepted (no gain)"
				if llr >= hi {
					verdict = "H1 accepted (gain)"
				}
				fmt.Printf("SPRT [%g,%g] LLR %.2f (%.2f, %.2f): %s\n", elo0, elo1, llr, lo, hi, verdict)
				close(quit)
				break
			}
		}
	}
	elo, pm := eloEstimate(w, l, d)
	fmt.Printf("\n%s vs %s: W-L-D %d-%d-%d  score %.1f%%  Elo %+.1f ± %.1f (95%%)  in %v\n",
		pa.Name(), pb.Name(), w, l, d, 100*(float64(w)+float64(d)/2)/float64(max(1, w+l+d)), elo, pm, time.Since(start).Round(time.Second))
	fmt.Printf("thinking time per move: %s %v (%d moves), %s %v (%d moves)\n",
		pa.Name(), perMove(spentA, movesA), movesA, pb.Name(), perMove(spentB, movesB), movesB)
	fmt.Printf("search: %s %v; %s %v\n", pa.Name(), searchA, pb.Name(), searchB)
	if useSPRT {
		fmt.Printf("SPRT [%g,%g] LLR %.2f\n", elo0, elo1, sprtLLR(w, l, d, elo0, elo1))
	}
}

// perMove is the mean of total over n moves, rounded to the millisecond.
func perMove(total time.Duration, n int) time.Duration {
	if n == 0 {
		return 0
	}
	return (total / time.Duration(n)).Round(time.Millisecond)
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "chuhe-match:", err)
	os.Exit(1)
}

// readOpenings reads one line of UCI moves per line ('#' starts a comment).
func readOpenings(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fs := strings.Fields(line)
		switch {
		case len(fs) == 1 && fs[0] == "startpos":
			// The start position itself: the players' own books choose the opening (for
			// testing a book).
			out = append(out, []string{})
		case len(fs) > 0:
			out = append(out, fs)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no openings", path)
	}
	return out, sc.Err()
}

// play plays one game and returns the referee's result.
// gameSetup is game i's (0-based) opening and whether the first player has Red: each opening is
// played twice, the first player Red in the first game, so that a match resumed with -first plays
// its remaining games as the whole match would have.
func gameSetup(i int, lines [][]string) (opening []string, aRed bool) {
	return lines[(i/2)%len(lines)], i%2 == 0
}

// checkFirst checks -first against -games.
func checkFirst(first, games int) error {
	if first < 1 || first > games {
		return fmt.Errorf("-first %d: want a game number from 1 to -games (%d)", first, games)
	}
	return nil
}

func play(red, black player, opening []string, lim ai.Limits, base, inc time.Duration, maxPlies int) (core.Result, int, error) {
	return playLogged(red, black, opening, lim, base, inc, maxPlies, adjudication{}, nil)
}

// record is what playLogged notes about a game besides its result: the moves (opening included)
// and the time each colour spent thinking over how many moves.
type record struct {
	moves []string
	spent [2]time.Duration
	count [2]int
	// search sums what each colour's searches reported of themselves.
	search [2]searchTotals
}

// searchTotals sum searches' reports: of the moves whose search reported a depth (not a book
// move), how many and their depths' sum, and of those that reported nodes too, the nodes and the
// time they took.
type searchTotals struct {
	searches  int
	depths    int
	nodes     int64
	nodesTime time.Duration
}

// note counts one search that took spent.
func (t *searchTotals) note(sr searched, spent time.Duration) {
	if sr.depth <= 0 {
		return
	}
	t.searches++
	t.depths += sr.depth
	if sr.nodes > 0 {
		t.nodes += sr.nodes
		t.nodesTime += spent
	}
}

func (t *searchTotals) add(o searchTotals) {
	t.searches += o.searches
	t.depths += o.depths
	t.nodes += o.nodes
	t.nodesTime += o.nodesTime
}

// String is "mean depth 11.3, 1.21 M nodes/s (3702 searches)", or what of it the engine reported.
func (t searchTotals) String() string {
	if t.searches == 0 {
		return "no depth reported"
	}
	s := fmt.Sprintf("mean depth %.1f", float64(t.depths)/float64(t.searches))
	if t.nodesTime > 0 {
		s += fmt.Sprintf(", %.3g M nodes/s", float64(t.nodes)/t.nodesTime.Seconds()/1e6)
	}
	return s + fmt.Sprintf(" (%d searches)", t.searches)
}

// playLogged is play that also fills *rec when rec is not nil.
func playLogged(red, black player, opening []string, lim ai.Limits, base, inc time.Duration, maxPlies int, adj adjudication, rec *record) (core.Result, int, error) {
	g := core.NewGame()
	j := judge{adj: adj}
	if rec == nil {
		rec = &record{}
	}
	defer func() {
		for _, m := range g.Moves() {
			rec.moves = append(rec.moves, m.String())
		}
	}()
	for _, s := range opening {
		m, err := core.ParseMoveText(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return core.Result{}, 0, fmt.Errorf("opening %v: %v", opening, err)
		}
	}
	for _, p := range []player{red, black} {
		if err := p.NewGame(); err != nil {
			return core.Result{}, 0, err
		}
	}
	clock := [2]time.Duration{base, base}
	for !g.Result().Over() {
		if g.Len() >= maxPlies {
			return core.Result{Outcome: core.Draw, Reason: core.MoveLimit}, g.Len(), nil
		}
		pos := g.Position()
		side := pos.SideToMove()
		p := red
		if side == core.Black {
			p = black
		}
		l := lim
		if base > 0 {
			l.WTime, l.BTime, l.WInc, l.BInc = clock[core.Red], clock[core.Black], inc, inc
		}
		t0 := time.Now()
		m, sr, err := p.Move(g, l)
		spent := time.Since(t0)
		rec.spent[side] += spent
		rec.count[side]++
		if err == nil {
			rec.search[side].note(sr, spent)
		}
		ply := g.Len()
		if err == nil {
			err = g.Play(m)
		}
		if err == nil && !g.Result().Over() {
			if res, over := j.note(ply, side, sr); over {
				return res, g.Len(), nil
			}
		}
		if errors.Is(err, errDrawClaim) {
			fmt.Fprintf(os.Stderr, "%s %v: drawn by agreement\n", p.Name(), err)
			return core.Result{Outcome: core.Draw, Reason: core.Agreement}, g.Len(), nil
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s forfeits: %v\n", p.Name(), err)
			return core.Result{Outcome: core.WinFor(side.Opp()), Reason: core.Forfeit}, g.Len(), nil
		}
		if base > 0 {
			clock[side] -= spent
			if clock[side] < 0 {
				return core.Result{Outcome: core.WinFor(side.Opp()), Reason: core.Timeout}, g.Len(), nil
			}
			clock[side] += inc
		}
	}
	return g.Result(), g.Len(), nil
}

// eloEstimate returns the Elo difference for a score and the half-width of its 95% interval.
func eloEstimate(w, l, d int) (elo, pm float64) {
	n := float64(w + l + d)
	if n == 0 {
		return 0, 0
	}
	s := (float64(w) + float64(d)/2) / n
	variance := (float64(w)*(1-s)*(1-s) + float64(l)*s*s + float64(d)*(0.5-s)*(0.5-s)) / n
	se := math.Sqrt(variance / n)
	toElo := func(x float64) float64 {
		x = math.Min(math.Max(x, 1e-3), 1-1e-3)
		return -400 * math.Log10(1/x-1)
	}
	elo = toElo(s)
	pm = (toElo(s+1.96*se) - toElo(s-1.96*se)) / 2
	return elo, pm
}

// sprtLLR is the log-likelihood ratio of H1 (elo1) against H0 (elo0) for the results, in the
// normal approximation of the trinomial model.
func sprtLLR(w, l, d int, elo0, elo1 float64) float64 {
	n := float64(w + l + d)
	if n == 0 || w == 0 && l == 0 {
		return 0
	}
	s := (float64(w) + float64(d)/2) / n
	variance := (float64(w)*(1-s)*(1-s) + float64(l)*s*s + float64(d)*(0.5-s)*(0.5-s)) / n
	if variance <= 0 {
		return 0
	}
	s0 := 1 / (1 + math.Pow(10, -elo0/400))
	s1 := 1 / (1 + math.Pow(10, -elo1/400))
	return n * (s1 - s0) * (2*s - s0 - s1) / (2 * variance)
}
