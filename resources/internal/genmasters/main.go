// Command genmasters makes resources/masters.pack, the master games shipped with Chuhe, from the
// Chinese Chess Practical Dataset (CC BY 4.0, see resources/LICENSES.md), kept outside the
// repository:
//
//	go run ./resources/internal/genmasters -src DATASET/Dataset -o resources/masters.pack
//
// It reads the master games (對局/大師對局: the same games filed by player, by event and by
// opening), keeps each game once (same start position and moves; the first file in path order
// gives its header), drops games without a move, and writes them as a library pack with the tags
// a library shows (players, teams, event, site, date, round, result, ECCO and opening). Files the
// PGN reader rejects are counted and listed with -v. The games are written best-known first: by
// the number of games of their two players together (the masters everyone knows have hundreds),
// then newest first; a library stores them in that order, so that the games reaching a position
// come out of its index best-known first without sorting thousands (library.Masters, ByID).
package main

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// keptTags are the tags the pack keeps; the rest (Game, FEN, Format) the pack says otherwise.
var keptTags = []string{"Event", "Site", "Date", "Round", "Red", "RedTeam", "Black", "BlackTeam", "Result", "ECCO", "Opening", "Variation"}

func main() {
	src := flag.String("src", "/work/data/ccpd/Dataset", "the dataset's Dataset `folder`")
	out := flag.String("o", "resources/masters.pack", "the pack to write")
	names := flag.String("names", "library/ecco.txt", "the ECCO names to write")
	verbose := flag.Bool("v", false, "list the files that fail")
	flag.Parse()
	if err := run(*src, *out, *names, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "genmasters:", err)
		os.Exit(1)
	}
}

func run(src, out, names string, verbose bool) error {
	root := filepath.Join(src, "對局", "大師對局")
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".pgn") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	slices.Sort(files)
	games := make([][]*core.PGNGame, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				data, err := os.ReadFile(files[i])
				if err == nil {
					games[i], err = core.ReadGameFile(files[i], data)
				}
				errs[i] = err
			}
		})
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()

	seen := map[int64]bool{}
	var kept []*core.PGNGame
	failed, read, empty := 0, 0, 0
	for i, gs := range games {
		if errs[i] != nil {
			failed++
			if verbose {
				fmt.Fprintf(os.Stderr, "failed: %s: %v\n", files[i], errs[i])
			}
			continue
		}
		for _, g := range gs {
			read++
			if g.Game.Len() == 0 {
				empty++
				continue
			}
			k := library.DuplicateKey(g)
			if seen[k] {
				continue
			}
			seen[k] = true
			var tags core.PGNTags
			for _, name := range keptTags {
				if v, ok := g.Tags.Get(name); ok && strings.TrimSpace(v) != "" {
					tags.Set(name, strings.TrimSpace(v))
				}
			}
			g.Tags = tags
			kept = append(kept, g)
		}
	}
	byFame(kept)
	if err := os.WriteFile(names, eccoNames(kept), 0o644); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := library.WritePack(&b, kept); err != nil {
		return err
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("%d files, %d failed; %d games read, %d without moves, %d unique kept; %s: %d bytes\n",
		len(files), failed, read, empty, len(kept), out, b.Len())
	return nil
}

// eccoNames makes the names of the ECCO codes from the games: many master games' Event ends with
// the opening's name after the tournament's ("…超霸賽 中炮過河車互進七兵對屏風馬平炮兌車"); a code
// gets the name most of its games give, when at least three do. The names stay as the dataset
// writes them (traditional characters); library/internal/genhans then writes them in simplified
// characters (library/ecco_hans.txt).
func eccoNames(games []*core.PGNGame) []byte {
	counts := map[string]map[string]int{}
	for _, g := range games {
		code, _ := g.Tags.Get("ECCO")
		event, _ := g.Tags.Get("Event")
		f := strings.Fields(event)
		if len(code) != 3 || len(f) < 2 {
			continue
		}
		name := f[len(f)-1]
		if !openingName(name) {
			continue
		}
		if counts[code] == nil {
			counts[code] = map[string]int{}
		}
		counts[code][name]++
	}
	codes := make([]string, 0, len(counts))
	for c := range counts {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	var b bytes.Buffer
	b.WriteString("# ECCO code TAB opening name, made by resources/internal/genmasters from the master games'\n" +
		"# Event tags (Chinese Chess Practical Dataset, CC BY 4.0: resources/LICENSES.md). Do not edit.\n")
	for _, c := range codes {
		best, n := "", 0
		for name, k := range counts[c] {
			if k > n || k == n && name < best {
				best, n = name, k
			}
		}
		if n >= 3 {
			fmt.Fprintf(&b, "%s\t%s\n", c, best)
		}
	}
	return b.Bytes()
}

// openingName reports whether the last word of an Event looks like an opening's name rather than
// a round, a result or a place.
func openingName(s string) bool {
	if len([]rune(s)) < 3 || strings.ContainsAny(s, "0123456789０１２３４５６７８９勝負和先輪賽屆杯") {
		return false
	}
	return strings.Contains(s, "對") || strings.HasSuffix(s, "局") || strings.ContainsAny(s, "炮馬相兵")
}

// byFame sorts the games best-known first: by their players' number of games together, then
// newest first (by date as written, which starts with the year), then as they were.
func byFame(games []*core.PGNGame) {
	count := map[string]int{}
	tag := func(g *core.PGNGame, name string) string { v, _ := g.Tags.Get(name); return v }
	for _, g := range games {
		for _, side := range []string{"Red", "Black"} {
			if n := tag(g, side); n != "" {
				count[n]++
			}
		}
	}
	fame := func(g *core.PGNGame) int {
		f := 0
		for _, side := range []string{"Red", "Black"} {
			if n := tag(g, side); n != "" {
				f += count[n]
			}
		}
		return f
	}
	slices.SortStableFunc(games, func(a, b *core.PGNGame) int {
		return cmp.Or(cmp.Compare(fame(b), fame(a)), strings.Compare(tag(b, "Date"), tag(a, "Date")))
	})
}
