// Command cycles collects the repetition cycles of played games and rules each with core: it reads
// chuhe-match logs (-log files: a "game ... result ..." line, then the moves in UCI with ranks 0..9),
// replays every game and, at every third occurrence of a position since the last capture, writes one
// line "FEN<TAB>moves<TAB>ruling<TAB>source": the position at its first occurrence, the moves from there
// to the third occurrence, and core.JudgeRepetition's ruling on them. scripts/cycles/fsf.js rules the
// same lines with Fairy-Stockfish (the npm package ffish) for comparison.
//
//	go run ./scripts/cycles /tmp/match*.log > cycles.tsv
//	go run ./scripts/cycles -rule cycles.tsv     (rules the cycles of an existing table again)
//	go run ./scripts/cycles -follow DIR          (makes pursuit cycles from the PGN games under DIR)
//
// -follow makes cycles of the kind of issue 52 from real positions: every fifth position of every
// game from the 16th ply, a quiet move that chases a piece (as core counts it), a flight of that
// piece, and both moves played back, when that returns to the position (the first such cycle of
// the position; the cycle is written twice, to the third occurrence). Ruled by fsf.js, they compare
// core's chase detection with Fairy-Stockfish's on positions nobody made up.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

func main() {
	rule := flag.Bool("rule", false, "read a table of cycles (FEN, moves, ...) and rule them again")
	explain := flag.Bool("explain", false, "with -rule: also say, for each move, whether it checks and what it chases")
	follow := flag.Bool("follow", false, "make pursuit cycles from the PGN games under the directories given")
	flag.Parse()
	explainMoves = *explain
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for _, path := range flag.Args() {
		var err error
		switch {
		case *follow:
			err = followCycles(w, path)
		case *rule:
			err = ruleTable(w, path)
		default:
			err = collect(w, path)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

var explainMoves bool

func parseMoves(s string) ([]core.Move, error) {
	var out []core.Move
	for _, f := range strings.Fields(s) {
		if len(f) != 4 {
			return nil, fmt.Errorf("move %q", f)
		}
		from, err1 := core.ParseSquare(f[:2])
		to, err2 := core.ParseSquare(f[2:])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("move %q", f)
		}
		out = append(out, core.NewMove(from, to))
	}
	return out, nil
}

func moveString(ms []core.Move) string {
	var sb strings.Builder
	for i, m := range ms {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(m.String())
	}
	return sb.String()
}

// collect replays the games of one log and writes their repetition cycles.
func collect(w *bufio.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	header := ""
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "game ") {
			header = line
			continue
		}
		if header == "" {
			continue
		}
		moves, err := parseMoves(line)
		if err != nil {
			return fmt.Errorf("%s: %s: %v", path, header, err)
		}
		src := path + ": " + header
		header = ""
		var positions []core.Position
		p := core.StartPosition()
		positions = append(positions, *p)
		for i, m := range moves {
			if !p.IsLegalMove(m) {
				return fmt.Errorf("%s: illegal move %d %s", src, i+1, m)
			}
			p.MakeMove(m)
			positions = append(positions, *p)
			n := len(positions) - 1
			first := max(n-p.HalfmoveClock(), 0)
			occ, earliest := 1, n
			for j := n - 2; j >= first; j -= 2 {
				if positions[j].Key() == p.Key() {
					occ++
					earliest = j
				}
			}
			if occ == 3 {
				start := positions[earliest]
				cyc := moves[earliest : i+1]
				r := core.JudgeRepetition(&start, cyc)
				fmt.Fprintf(w, "%s\t%s\t%s\t%s ply %d\n", start.FEN(), moveString(cyc), r, src, i+1)
			}
		}
	}
	return sc.Err()
}

// ruleTable rules the cycles of a table again with the current core.
func ruleTable(w *bufio.Writer, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 {
			return fmt.Errorf("%s: line %q", path, line)
		}
		start, err := core.ParseFEN(f[0])
		if err != nil {
			return err
		}
		moves, err := parseMoves(f[1])
		if err != nil {
			return err
		}
		r := core.JudgeRepetition(start, moves)
		if explainMoves {
			p := *start
			for _, m := range moves {
				before := p
				p.MakeMove(m)
				what := ""
				if p.InCheck() {
					what = " check"
				}
				for _, s := range core.Chases(&before, m) {
					what += " chases " + string(p.At(s).Letter()) + s.String()
				}
				fmt.Fprintf(w, "# %s%s\n", m, what)
			}
		}
		rest := ""
		if len(f) > 3 {
			rest = strings.Join(f[3:], "\t")
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", f[0], f[1], r, rest)
	}
	return nil
}

// followCycles writes a pursuit cycle for every fifth position of the games of the PGN files under
// dir that has one (see the package comment). Files that do not read are skipped.
func followCycles(w *bufio.Writer, dir string) error {
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(strings.ToLower(path), ".pgn") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		games, err := core.ReadPGN(f)
		f.Close()
		if err != nil {
			return nil
		}
		for gi, pg := range games {
			g := pg.Game
			for i := 16; i <= g.Len(); i += 5 {
				p := g.PositionAt(i)
				if cyc := pursuit(&p); cyc != nil {
					r := core.JudgeRepetition(&p, cyc)
					ms := moveString(cyc)
					fmt.Fprintf(w, "%s\t%s %s\t%s\t%s game %d ply %d\n", p.FEN(), ms, ms, r, path, gi+1, i)
				}
			}
		}
		return nil
	})
}

// pursuit returns the first cycle from p of a quiet chasing move that gives no check, a quiet flight
// of a piece it chases that gives no check, and the two moves played back, or nil.
func pursuit(p *core.Position) []core.Move {
	back := func(m core.Move) core.Move { return core.NewMove(m.To(), m.From()) }
	var buf, buf2 [128]core.Move
	for _, m1 := range p.LegalQuiets(buf[:0]) {
		if p.GivesCheck(m1) {
			continue
		}
		chased := core.Chases(p, m1)
		if len(chased) == 0 {
			continue
		}
		q := *p
		q.MakeMove(m1)
		for _, m2 := range q.LegalQuiets(buf2[:0]) {
			if !slices.Contains(chased, m2.From()) || q.GivesCheck(m2) {
				continue
			}
			r := q
			r.MakeMove(m2)
			if !r.IsLegalMove(back(m1)) {
				continue
			}
			r.MakeMove(back(m1))
			if !r.IsLegalMove(back(m2)) {
				continue
			}
			r.MakeMove(back(m2))
			if r.Key() == p.Key() {
				return []core.Move{m1, m2, back(m1), back(m2)}
			}
		}
	}
	return nil
}
