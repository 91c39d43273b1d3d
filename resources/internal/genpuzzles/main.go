// Command genpuzzles makes resources/masterpuzzles.txt, the master positions of the Training menu,
// from the Chinese Chess Practical Dataset (CC BY 4.0, see resources/LICENSES.md), kept outside the
// repository:
//
//	nice -n 10 go run ./resources/internal/genpuzzles -src DATASET/Dataset -o resources/masterpuzzles.txt
//
// It reads three folders: 中局 (middlegames) and 殘局 (endgames), each file a position and the
// master's continuation from it, and 全盤戰術 (tactics), each file a whole game whose winner finishes
// with a combination. A middlegame or endgame gives one candidate: its start position, solved by the
// master's first move. A tactics game gives the winner's last few moves as candidates, tried from the
// earliest; the first the engine confirms is the puzzle.
//
// The engine confirms a candidate with a one-thread search of a fixed node budget and two principal
// variations: the master's move must be the engine's best, and the second best must give away at
// least minGap of the mover's expected score (when both mate, the puzzle has two answers). A
// candidate the engine refutes, or that has two equally good answers, or only one legal move, is
// dropped and counted. A confirmed puzzle gets themes told from facts checked through core (see
// themes.go) and a rating from the depth at which the engine settled on the answer.
//
// The run is deterministic for a given engine and budget (one thread, fixed seed, fixed nodes).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/training"
)

// minGap is the least expected score (permille) the second-best move must give away for the
// master's move to be the one answer.
const minGap = 200

// closeSecond is how near (permille of expected score) the engine's best a master's move it ranks
// second must be to count as another answer rather than a worse move.
const closeSecond = 50

// tacticCandidates is how many of a tactics game's winner's last moves are tried.
const tacticCandidates = 4

// lineLen bounds the master's line stored with a puzzle (plies).
const lineLen = 7

// folder is one of the dataset's folders and the kind of puzzle it gives.
type folder struct {
	name string
	kind training.Kind
}

var folders = []folder{
	{"中局", training.Middlegame},
	{"全盤戰術", training.Tactic},
	{"殘局", training.Endgame},
}

func main() {
	src := flag.String("src", "/work/data/ccpd/Dataset", "the dataset's Dataset `folder`")
	out := flag.String("o", "resources/masterpuzzles.txt", "the puzzle file to write")
	nodes := flag.Int64("nodes", 150000, "the engine's node budget per candidate")
	limit := flag.Int("n", 0, "read at most n files of each folder (0: all)")
	verbose := flag.Bool("v", false, "log every candidate's verdict")
	flag.Parse()
	if err := run(*src, *out, *nodes, *limit, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "genpuzzles:", err)
		os.Exit(1)
	}
}

// tally counts the verdicts of one kind.
type tally struct {
	files, unread, candidates, forced, refuted, ambiguous, duplicates, kept int
	themes                                                                  map[string]int
}

func run(src, out string, nodes int64, limit int, verbose bool) error {
	eng := ai.New(ai.Options{HashMB: 32, MultiPV: 2, Threads: 1, Seed: 1})
	// Each puzzle is written as soon as it is confirmed, so that a run cut short leaves what it
	// found; the file takes its name only when the run is complete.
	tmp := out + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# Master positions for Chuhe's Training menu, made by resources/internal/genpuzzles\n")
	fmt.Fprintf(w, "# from the Chinese Chess Practical Dataset (CC BY 4.0); each confirmed by the engine (%d nodes).\n", nodes)
	fmt.Fprintf(w, "# id | themes | rating | FEN | master's line | source\n")
	kept := map[string]bool{} // the positions kept, by positionKey
	tallies := map[training.Kind]*tally{}
	start := time.Now()
	for _, f := range folders {
		files, err := pgnFiles(filepath.Join(src, f.name))
		if err != nil {
			return err
		}
		if limit > 0 && len(files) > limit {
			files = files[:limit]
		}
		t := &tally{themes: map[string]int{}}
		tallies[f.kind] = t
		for _, path := range files {
			t.files++
			data, err := os.ReadFile(path)
			var games []*core.PGNGame
			if err == nil {
				games, err = core.ReadGameFile(path, data)
			}
			if err != nil || len(games) == 0 || games[0].Game.Len() == 0 {
				t.unread++
				if verbose {
					fmt.Fprintf(os.Stderr, "unread %s: %v\n", path, err)
				}
				continue
			}
			g := games[0]
			id := f.kind.Prefix() + "-" + strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
			for _, at := range candidates(g, f.kind) {
				// The dataset files some positions twice (the same game under two names): a
				// position kept already makes the file a duplicate.
				if pos := g.Game.PositionAt(at); kept[positionKey(&pos)] {
					t.duplicates++
					break
				}
				t.candidates++
				pz, verdict := confirm(eng, g, at, nodes)
				if verbose {
					fmt.Fprintf(os.Stderr, "%s ply %d: %s\n", id, at, verdict)
				}
				switch verdict {
				case "forced":
					t.forced++
					continue
				case "refuted":
					t.refuted++
					continue
				case "ambiguous":
					t.ambiguous++
					continue
				}
				pz.ID, pz.Kind = id, f.kind
				if f.kind == training.Endgame && !slices.Contains(pz.Themes, training.ThemeMate) {
					pz.Themes = append(pz.Themes, training.ThemeEndgame)
				}
				pz.Source = source(g)
				for _, th := range pz.Themes {
					t.themes[string(th)]++
				}
				t.kept++
				pos := g.Game.PositionAt(at)
				kept[positionKey(&pos)] = true
				fmt.Fprintln(w, pz.String())
				if err := w.Flush(); err != nil {
					return err
				}
				break
			}
		}
		fmt.Printf("%s (%s): %d files, %d unread, %d duplicates, %d candidates: %d forced, %d refuted, %d ambiguous; %d kept; themes %v (%s)\n",
			f.name, f.kind.Prefix(), t.files, t.unread, t.duplicates, t.candidates, t.forced, t.refuted, t.ambiguous, t.kept, t.themes,
			time.Since(start).Round(time.Second))
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Printf("%d puzzles written to %s\n", len(kept), out)
	return os.Rename(tmp, out)
}

func pgnFiles(root string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".pgn") {
			files = append(files, path)
		}
		return err
	})
	slices.Sort(files)
	return files, err
}

// candidates returns the plies (indexes into g's moves) whose position a puzzle may start from.
func candidates(g *core.PGNGame, kind training.Kind) []int {
	if kind != training.Tactic {
		return []int{0}
	}
	var winner core.Color
	switch r, _ := g.Tags.Get("Result"); r {
	case "1-0":
		winner = core.Red
	case "0-1":
		winner = core.Black
	default:
		return nil
	}
	var plies []int
	for i := g.Game.Len() - 1; i >= 0 && len(plies) < tacticCandidates; i-- {
		p := g.Game.PositionAt(i)
		if p.SideToMove() == winner {
			plies = append(plies, i)
		}
	}
	slices.Reverse(plies)
	return plies
}

// confirm searches the position before ply at and says whether the master's move there is the one
// answer: "ok", "forced" (one legal move), "refuted" (the engine prefers another) or "ambiguous" (a
// second move is about as good).
func confirm(eng *ai.Engine, g *core.PGNGame, at int, nodes int64) (training.MasterPuzzle, string) {
	pos := g.Game.PositionAt(at)
	master := g.Game.Move(at)
	var pz training.MasterPuzzle
	if len(pos.LegalMoves(nil)) < 2 {
		return pz, "forced"
	}
	game := core.NewGameFrom(&pos)
	eng.Clear()
	var lines [3]ai.Info
	settled := 0 // the first depth from which the best move stayed the master's
	res := eng.Search(context.Background(), game, ai.Limits{Nodes: nodes}, func(in ai.Info) {
		if in.MultiPV < 1 || in.MultiPV > 2 || len(in.PV) == 0 {
			return
		}
		lines[in.MultiPV] = in
		if in.MultiPV == 1 {
			if in.PV[0] != master {
				settled = 0
			} else if settled == 0 {
				settled = in.Depth
			}
		}
	})
	ply := pos.FullmoveNumber() * 2
	if res.Move != master || lines[1].Depth == 0 || lines[1].PV[0] != master {
		// The master's move as the engine's close second is a second answer, not a refutation.
		if lines[2].Depth > 0 && lines[2].PV[0] == master && expected(lines[1].Score, ply)-expected(lines[2].Score, ply) < closeSecond {
			return pz, "ambiguous"
		}
		return pz, "refuted"
	}
	best, second := lines[1].Score, lines[2].Score
	if lines[2].Depth == 0 {
		second = -ai.Mate
	}
	if second.IsMate() && second > 0 || expected(best, ply)-expected(second, ply) < minGap {
		return pz, "ambiguous"
	}
	pz.FEN = pos.FEN()
	n := min(g.Game.Len()-at, lineLen)
	for i := range n {
		pz.Line = append(pz.Line, g.Game.Move(at+i))
	}
	pz.Themes = themes(&pos, master, lines[1].PV, best)
	pz.Rating = ratingOf(settled, best)
	return pz, "ok"
}

// positionKey names a position by its pieces and side to move (the move counters aside: the same
// position is filed with different ones).
func positionKey(p *core.Position) string {
	f := strings.Fields(p.FEN())
	return f[0] + " " + f[1]
}

// expected is the mover's expected score in permille for a search score.
func expected(s ai.Score, ply int) int {
	w, d, _ := s.WDL(ply)
	return w + d/2
}

// ratingOf makes a puzzle's starting rating from how deep the engine had to look before it settled
// on the answer: a move found at depth 1 is for beginners, one found at depth 12 for masters. A mate
// adds its length.
func ratingOf(settled int, best ai.Score) int {
	r := 700 + 110*settled
	if best.IsMate() && best > 0 {
		r += 60 * (best.MateIn() - 1)
	}
	return min(max(r, 600), 2600)
}

// source names the game a puzzle comes from: the players, the event and the date, as the dataset
// writes them.
func source(g *core.PGNGame) string {
	var parts []string
	red, _ := g.Tags.Get("Red")
	black, _ := g.Tags.Get("Black")
	if red = strings.TrimSpace(red); red != "" {
		parts = append(parts, red+" – "+strings.TrimSpace(black))
	}
	for _, tag := range []string{"Event", "Date"} {
		if v, _ := g.Tags.Get(tag); strings.TrimSpace(v) != "" {
			parts = append(parts, strings.TrimSpace(v))
		}
	}
	s := strings.Join(parts, ", ")
	return strings.NewReplacer("|", "/", "\n", " ", "\r", " ").Replace(s)
}
