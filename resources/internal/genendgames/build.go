package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// header opens the collection file.
const header = `# Chuhe's endgame practice collection (残局练习), made by resources/internal/genendgames
# (go generate -run genendgames ./resources): do not edit by hand; edit classic.txt there, or harvest
# new candidates.
#
# One puzzle a line: id | goal | level | FEN | moves | English title | Chinese title (core.Puzzle).
# The classic endgames ("c-") are practical endings of known theory, set up for Chuhe. The mates ("m-")
# come from positions of Chuhe's own engine's self-play games; each was proven by core.ProveMate, which
# searches every move: the side to move mates in exactly N moves (a stalemate wins as a mate does), not
# fewer, and the moves field lists every first move that does.
`

// buildConfig is what build reads and writes.
type buildConfig struct {
	candidates, classic, out string
	budget                   int64
	maxMates, perN           int
}

func build(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("build", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c buildConfig
	fs.StringVar(&c.candidates, "candidates", "internal/genendgames/candidates.txt", "harvested mate candidates")
	fs.StringVar(&c.classic, "classic", "internal/genendgames/classic.txt", "classic endgames, in the collection's format")
	fs.StringVar(&c.out, "o", "endgames.txt", "the collection to write")
	fs.Int64Var(&c.budget, "budget", 20_000_000, "prover nodes per candidate: a candidate whose proof needs more is left out")
	fs.IntVar(&c.maxMates, "mates", 90, "mates in the collection at most")
	fs.IntVar(&c.perN, "per", 15, "mates of each length at most")
	if err := fs.Parse(args); err != nil {
		return err
	}
	classic, err := readClassic(c.classic)
	if err != nil {
		return err
	}
	cands, err := readCandidates(c.candidates)
	if err != nil {
		return err
	}
	start := time.Now()
	mates, stats := proveCandidates(cands, &c)
	fmt.Fprintf(stdout, "build: %d candidates, %d proven mates kept (%s) in %s\n",
		len(cands), len(mates), stats, time.Since(start).Round(time.Millisecond))
	titleMates(mates)
	return writeCollection(c.out, classic, mates)
}

// retitle names the mates of a collection file again with titleMates, without proving anything:
// for a change of the titles alone (a build proves every candidate again, for an hour or more).
func retitle(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("retitle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	path := fs.String("o", "endgames.txt", "the collection to name again, in place")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*path)
	if err != nil {
		return err
	}
	all, err := core.ReadPuzzles(f)
	f.Close()
	if err != nil {
		return err
	}
	var classic, mates []core.Puzzle
	for _, z := range all {
		if z.Goal == core.GoalMate {
			mates = append(mates, z)
		} else {
			classic = append(classic, z)
		}
	}
	titleMates(mates)
	fmt.Fprintf(stdout, "retitle: %d classic endgames, %d mates named\n", len(classic), len(mates))
	return writeCollection(*path, classic, mates)
}

// writeCollection writes the collection file: the header, the classic endgames, the mates.
func writeCollection(path string, classic, mates []core.Puzzle) error {
	var buf bytes.Buffer
	buf.WriteString(header)
	buf.WriteString("\n# Classic endgames\n")
	if err := core.WritePuzzles(&buf, classic); err != nil {
		return err
	}
	buf.WriteString("\n# Mates from Chuhe's self-play games\n")
	if err := core.WritePuzzles(&buf, mates); err != nil {
		return err
	}
	// What is written must read back.
	if _, err := core.ReadPuzzles(bytes.NewReader(buf.Bytes())); err != nil {
		return fmt.Errorf("the collection does not read back: %v", err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func readClassic(path string) ([]core.Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	pz, err := core.ReadPuzzles(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return pz, nil
}

// candidate is a harvested position: its FEN and the engine's claimed mate.
type candidate struct {
	fen   string
	claim int
	game  string
}

func readCandidates(path string) ([]candidate, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []candidate
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		if len(parts) != 3 {
			return nil, fmt.Errorf("%s:%d: want FEN | mate N | game G ply P", path, n)
		}
		var k int
		if _, err := fmt.Sscanf(strings.TrimSpace(parts[1]), "mate %d", &k); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		game, _, _ := strings.Cut(strings.TrimSpace(parts[2]), " ply")
		out = append(out, candidate{fen: strings.TrimSpace(parts[0]), claim: k, game: game})
	}
	return out, sc.Err()
}

// proveCandidates proves the candidates, longest claims first, and keeps at most one mate per game
// (the longest proven), at most c.perN of each length and c.maxMates in all, ordered by length.
func proveCandidates(cands []candidate, c *buildConfig) ([]core.Puzzle, string) {
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].claim > cands[j].claim })
	usedGame := map[string]bool{}
	seen := map[string]bool{}
	perN := map[int]int{}
	var out []core.Puzzle
	var tried, proven, tooBig, wrong int
	var nodes int64
	for _, cd := range cands {
		if len(out) >= c.maxMates {
			break
		}
		if usedGame[cd.game] {
			continue
		}
		p, err := core.ParseFEN(cd.fen)
		if err != nil {
			continue
		}
		board, _, _ := strings.Cut(p.FEN(), " - ")
		if seen[board] {
			continue
		}
		seen[board] = true
		tried++
		pr := core.ProveMate(p, 7, c.budget)
		nodes += pr.Nodes
		if !pr.Complete {
			tooBig++
			continue
		}
		if pr.N < 2 {
			wrong++
			continue
		}
		if perN[pr.N] >= c.perN {
			continue
		}
		proven++
		perN[pr.N]++
		usedGame[cd.game] = true
		st := core.SetupOf(p)
		st.Side = p.SideToMove()
		fen := st.FEN() // counters reset: the puzzle starts afresh
		out = append(out, core.Puzzle{
			Goal: core.GoalMate, MateIn: pr.N, Level: mateLevel(p, pr), FEN: fen, Moves: pr.Moves,
		})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].MateIn < out[j].MateIn })
	for i := range out {
		out[i].ID = fmt.Sprintf("m%d-%03d", out[i].MateIn, i+1)
	}
	return out, fmt.Sprintf("%d tried, %d over the budget, %d not mates in 2-7, %d prover nodes, by length %v",
		tried, tooBig, wrong, nodes, perN)
}

// mateLevel rates a proven mate 1 to 5: by its length, one harder when no first move gives check
// (a quiet key move is the hardest to find), one easier when several first moves work.
func mateLevel(p *core.Position, pr core.MateProof) int {
	lv := map[int]int{2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 5}[pr.N]
	quiet := true
	for _, m := range pr.Moves {
		if p.GivesCheck(m) {
			quiet = false
		}
	}
	if quiet {
		lv++
	}
	if len(pr.Moves) > 2 {
		lv--
	}
	return min(max(lv, 1), 5)
}
