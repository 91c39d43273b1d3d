package library

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// The benchmarks that use real data read the dataset from CHUHE_CCPD (default
// /work/data/ccpd/Dataset) and the shipped pack from ../resources/masters.pack, and skip without
// them. CHUHE_LIBRARY_DB names a library already holding the masters for BenchmarkExplore (it is
// built in a temporary folder otherwise, which takes a while).

func datasetDir(b *testing.B) string {
	dir := os.Getenv("CHUHE_CCPD")
	if dir == "" {
		dir = "/work/data/ccpd/Dataset"
	}
	if _, err := os.Stat(dir); err != nil {
		b.Skip("no dataset: set CHUHE_CCPD")
	}
	return dir
}

func mastersPack(b *testing.B) []byte {
	data, err := os.ReadFile("../resources/masters.pack")
	if err != nil {
		b.Skip(err)
	}
	return data
}

// mastersLibrary opens CHUHE_LIBRARY_DB, or a new library, with the master games, and returns
// them too.
func mastersLibrary(b *testing.B) (*Library, []*core.PGNGame) {
	data := mastersPack(b)
	path := os.Getenv("CHUHE_LIBRARY_DB")
	if path == "" {
		path = filepath.Join(b.TempDir(), "library.db")
	}
	l, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { l.Close() })
	if _, err := l.EnsureMasters(context.Background(), data, nil); err != nil {
		b.Fatal(err)
	}
	games, err := ReadPack(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	return l, games
}

// BenchmarkImportDataset imports the whole dataset (every folder) into a new library.
func BenchmarkImportDataset(b *testing.B) {
	dir := datasetDir(b)
	for b.Loop() {
		l, err := Open(filepath.Join(b.TempDir(), "library.db"))
		if err != nil {
			b.Fatal(err)
		}
		st, err := l.Import(context.Background(), []string{dir}, ImportOptions{}, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(st.FilesDone), "files")
		b.ReportMetric(float64(st.Failed), "failed")
		b.ReportMetric(float64(st.Added), "unique")
		l.Close()
	}
}

// BenchmarkEnsureMasters builds the master collection from the shipped pack, as the app's first
// use does.
func BenchmarkEnsureMasters(b *testing.B) {
	data := mastersPack(b)
	for b.Loop() {
		l, err := Open(filepath.Join(b.TempDir(), "library.db"))
		if err != nil {
			b.Fatal(err)
		}
		st, err := l.EnsureMasters(context.Background(), data, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(st.Added), "games")
		l.Close()
		fi, _ := os.Stat(l.Path())
		b.ReportMetric(float64(fi.Size())/1e6, "MB")
	}
}

// BenchmarkExplore asks the explorer, and the list of master games with the position (the first 50,
// best-known first by the pack's order, as the explorer lists them), at
// every position of 2,000 master games chosen at random, and reports the 50th and 99th
// percentiles of each.
func BenchmarkExplore(b *testing.B) {
	l, games := mastersLibrary(b)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	var positions []core.Position
	for range 2000 {
		g := games[rng.IntN(len(games))]
		for i := 0; i <= g.Game.Len(); i++ {
			positions = append(positions, g.Game.PositionAt(i))
		}
	}
	var explore, list []time.Duration
	b.ResetTimer()
	for b.Loop() {
		explore, list = explore[:0], list[:0]
		for i := range positions {
			t := time.Now()
			if _, err := l.Explore(ctx, &positions[i], Masters); err != nil {
				b.Fatal(err)
			}
			explore = append(explore, time.Since(t))
			t = time.Now()
			if _, err := l.Games(ctx, Filter{Collection: Masters, Position: &positions[i], Limit: 50}); err != nil {
				b.Fatal(err)
			}
			list = append(list, time.Since(t))
		}
	}
	pct := func(d []time.Duration, p float64) float64 {
		slices.Sort(d)
		return float64(d[int(p*float64(len(d)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(float64(len(positions)), "positions")
	b.ReportMetric(pct(explore, 0.5), "explore-p50-ms")
	b.ReportMetric(pct(explore, 0.99), "explore-p99-ms")
	b.ReportMetric(pct(list, 0.5), "games-p50-ms")
	b.ReportMetric(pct(list, 0.99), "games-p99-ms")
}

// BenchmarkOpening classifies 2,000 master games with an ECCO tag and reports how many get their
// own tag's code (the games are in the library: this is agreement with the tags, not a held-out
// accuracy) and the 99th percentile of the time.
func BenchmarkOpening(b *testing.B) {
	l, games := mastersLibrary(b)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	var sample []*core.PGNGame
	for len(sample) < 2000 {
		g := games[rng.IntN(len(games))]
		if v, _ := g.Tags.Get("ECCO"); v != "" {
			sample = append(sample, g)
		}
	}
	var times []time.Duration
	right, family := 0, 0
	for b.Loop() {
		times, right, family = times[:0], 0, 0
		for _, g := range sample {
			t := time.Now()
			o, _, err := l.Opening(ctx, g.Game)
			if err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(t))
			want, _ := g.Tags.Get("ECCO")
			if o.Code == want {
				right++
			}
			if o.Code != "" && o.Code[0] == want[0] {
				family++
			}
		}
	}
	slices.Sort(times)
	b.ReportMetric(100*float64(right)/float64(len(sample)), "%code")
	b.ReportMetric(100*float64(family)/float64(len(sample)), "%family")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
}
