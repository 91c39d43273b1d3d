package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
)

func TestEloEstimate(t *testing.T) {
	cases := []struct {
		name    string
		w, l, d int
		elo     float64
	}{
		{"even", 10, 10, 20, 0},
		{"75%", 20, 0, 20, 191},
		{"25%", 0, 20, 20, -191},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			elo, pm := eloEstimate(c.w, c.l, c.d)
			if math.Abs(elo-c.elo) > 1 || pm <= 0 {
				t.Errorf("elo %.1f ± %.1f, want %.0f", elo, pm, c.elo)
			}
		})
	}
}

func TestSPRT(t *testing.T) {
	if llr := sprtLLR(240, 80, 80, 0, 10); llr < 2.94 {
		t.Errorf("a clear gain gives LLR %.2f", llr)
	}
	if llr := sprtLLR(80, 240, 80, 0, 10); llr > -2.94 {
		t.Errorf("a clear loss gives LLR %.2f", llr)
	}
}

func TestPlayLevels(t *testing.T) {
	a, _ := newPlayer("level:1", 1, 1, nnue.Default)
	b, _ := newPlayer("level:2", 2, 1, nnue.Default)
	var rec record
	res, plies, err := playLogged(a, b, []string{"h2e2", "h9g7"}, ai.Limits{}, 0, 0, 60, adjudication{}, &rec)
	if err != nil || plies < 2 || !res.Over() {
		t.Errorf("result %v after %d plies, err %v", res, plies, err)
	}
	// The record holds every move, and each player's thinking time over the moves it chose (the
	// two opening plies are not theirs).
	if len(rec.moves) != plies || rec.count[0]+rec.count[1] != plies-2 || rec.count[0]-rec.count[1] > 1 ||
		rec.count[1] > rec.count[0] {
		t.Errorf("record: %d moves, %v moves chosen, for %d plies", len(rec.moves), rec.count, plies)
	}
	if rec.spent[0] <= 0 || rec.spent[1] <= 0 {
		t.Errorf("thinking times %v", rec.spent)
	}
	// Level 1 searches to depth 1, level 2 to depth 2 at most (no book at these levels); both
	// report their nodes.
	sr, sb := rec.search[0], rec.search[1]
	if sr.searches != rec.count[0] || sb.searches != rec.count[1] || sr.depths != rec.count[0] || sb.depths < rec.count[1] ||
		sb.depths > 2*rec.count[1] || sr.nodes <= 0 || sb.nodes <= 0 {
		t.Errorf("searches %+v and %+v for %v moves", sr, sb, rec.count)
	}
	if s := (searchTotals{}).String(); s != "no depth reported" {
		t.Errorf("no searches: %q", s)
	}
	if _, err := newPlayer("bogus", 1, 1, nnue.Default); err == nil {
		t.Error("bogus player accepted")
	}
}

func TestPlayerLimits(t *testing.T) {
	p, err := newPlayer("level:3,go.nodes=500,go.depth=2", 1, 1, nnue.Default)
	if err != nil {
		t.Fatal(err)
	}
	lp, ok := p.(*limitedPlayer)
	if !ok || lp.lim.Nodes != 500 || lp.lim.Depth != 2 {
		t.Fatalf("player %#v", p)
	}
	if p.Name() != "level3@500n@d2" {
		t.Errorf("name %q", p.Name())
	}
	res, _, err := play(p, p, []string{"h2e2"}, ai.Limits{Nodes: 1 << 40}, 0, 0, 8)
	if err != nil || !res.Over() {
		t.Errorf("result %v, err %v", res, err)
	}
	for _, bad := range []string{"level:3,go.nodes=x", "level:3,Hash=1", "level:3,go.movetime=7", "level:3,net=yes", "exe:/bin/true,hand"} {
		if _, err := newPlayer(bad, 1, 1, nnue.Default); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A level evaluates as the app's does (the net at the levels that use it), unless the spec says net
// or hand; only a player that evaluates with the net asks for it (main loads it once for all).
func TestPlayerEvaluation(t *testing.T) {
	loads := 0
	load := func() (*nnue.Net, error) { loads++; return nnue.Default() }
	top, low := ai.MaxLevel, 1
	for _, c := range []struct {
		spec string
		net  bool
		name string
	}{
		{fmt.Sprintf("level:%d", top), true, fmt.Sprintf("level%d", top)},
		{fmt.Sprintf("level:%d", low), false, "level1"},
		{fmt.Sprintf("level:%d,hand", top), false, fmt.Sprintf("level%d+hand", top)},
		{fmt.Sprintf("level:%d,net", low), true, "level1+net"},
	} {
		p, err := newPlayer(c.spec, 1, 1, load)
		if err != nil {
			t.Fatal(err)
		}
		lp := p.(*levelPlayer)
		if lp.e.UsesNet() != c.net || lp.Name() != c.name {
			t.Errorf("%s: net %v, name %q; want %v, %q", c.spec, lp.e.UsesNet(), lp.Name(), c.net, c.name)
		}
	}
	if loads != 2 {
		t.Errorf("the net was asked for %d times by the two players that use it", loads)
	}
}

func TestReadOpeningsStartpos(t *testing.T) {
	path := filepath.Join(t.TempDir(), "o.txt")
	if err := os.WriteFile(path, []byte("# comment\nstartpos\nh2e2 h9g7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lines, err := readOpenings(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 2 || len(lines[0]) != 0 || len(lines[1]) != 2 {
		t.Fatalf("got %q, want the start position and one line", lines)
	}
}

// TestGameSetup: each opening twice, the first player Red first; game numbers past the openings
// start them again; -first must name one of the match's games.
func TestGameSetup(t *testing.T) {
	lines := [][]string{{"h2e2"}, {"b2e2"}, {"c3c4"}}
	want := []struct {
		opening string
		aRed    bool
	}{{"h2e2", true}, {"h2e2", false}, {"b2e2", true}, {"b2e2", false}, {"c3c4", true}, {"c3c4", false}, {"h2e2", true}}
	for i, w := range want {
		o, aRed := gameSetup(i, lines)
		if o[0] != w.opening || aRed != w.aRed {
			t.Errorf("game %d: %v, first player Red %v; want %s, %v", i+1, o, aRed, w.opening, w.aRed)
		}
	}
	for _, c := range []struct {
		first, games int
		ok           bool
	}{{1, 60, true}, {28, 30, true}, {30, 30, true}, {0, 30, false}, {31, 30, false}} {
		if err := checkFirst(c.first, c.games); (err == nil) != c.ok {
			t.Errorf("checkFirst(%d, %d) = %v", c.first, c.games, err)
		}
	}
}
