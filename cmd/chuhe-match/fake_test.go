package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/extengine"
)

// TestMain lets the test binary act as a fake xiangqi engine that numbers ranks 1..10, as
// Fairy-Stockfish does, when CHUHE_MATCH_FAKE_RANKS1 is set.
func TestMain(m *testing.M) {
	if os.Getenv("CHUHE_MATCH_FAKE_RANKS1") != "" {
		fakeRanks1Engine()
		os.Exit(0)
	}
	if os.Getenv("CHUHE_MATCH_FAKE_UCCI") != "" {
		fakeUCCIEngine()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// replay plays moves on g, each read by read, and returns g; nil when one cannot be read or played.
func replay(g *core.Game, moves []string, read func(string) (core.Move, error)) *core.Game {
	for _, s := range moves {
		m, err := read(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return nil
		}
	}
	return g
}

// fakeRanks1Engine plays the first legal move; it answers "bestmove (none)" to a position it cannot
// read, so that a translation error shows as a forfeit.
func fakeRanks1Engine() {
	sc := bufio.NewScanner(os.Stdin)
	variant := false
	var g *core.Game
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name fake\noption name Hash type spin default 16 min 1 max 1024\noption name UCI_Variant type combo default chess var chess var xiangqi\nuciok")
		case "isready":
			fmt.Println("readyok")
		case "setoption":
			variant = variant || strings.Join(f, " ") == "setoption name UCI_Variant value xiangqi"
		case "position":
			g = nil
			if !variant || len(f) < 2 || f[1] != "startpos" {
				continue
			}
			g = replay(core.NewGame(), f[min(3, len(f)):], func(s string) (core.Move, error) {
				s, err := extengine.FromRanks1(s)
				if err != nil {
					return core.NoMove, err
				}
				return core.ParseMoveText(s)
			})
		case "go":
			if g == nil {
				fmt.Println("bestmove (none)")
				continue
			}
			pos := g.Position()
			ms := pos.LegalMoves(nil)
			fmt.Println("bestmove " + extengine.ToRanks1(ms[0].String()))
		case "quit":
			return
		}
	}
}

// startFake starts this test binary as the fake engine that env selects, as the player spec
// kind:<binary><opts> (closed when the test ends).
func startFake(t *testing.T, env, kind, opts string) player {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv(env, "1")
	fake, err := newPlayer(kind+":"+exe+opts, 1, 1, nnue.Default)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(fake.Close)
	return fake
}

// TestPlayerOptionTypo: an option the engine does not declare, or a value it does not take, is an
// error rather than an option left unset.
func TestPlayerOptionTypo(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv("CHUHE_MATCH_FAKE_RANKS1", "1")
	for _, opts := range []string{",Hsah=1", ",Hash=0"} {
		if p, err := newPlayer("fairy:"+exe+opts, 1, 1, nnue.Default); err == nil {
			p.Close()
			t.Errorf("%s accepted", opts)
		}
	}
}

func TestFairyPlayer(t *testing.T) {
	fake := startFake(t, "CHUHE_MATCH_FAKE_RANKS1", "fairy", ",Hash=1")
	chuhe, _ := newPlayer("level:1", 1, 1, nnue.Default)
	// i9h9 is a move on rank 9 (rank 10 for the fake engine).
	res, plies, err := play(chuhe, fake, []string{"h2e2", "h9g7", "h0g2", "i9h9"}, ai.Limits{}, 0, 0, 40)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason == core.Forfeit {
		t.Errorf("forfeit after %d plies: the moves were not translated", plies)
	}
	if plies < 40 && !res.Over() {
		t.Errorf("result %v after %d plies", res, plies)
	}
}

// fakeUCCIEngine speaks UCCI as ElephantEye does: setoption without "name" and "value", a position
// given from its last capture (a capture among the moves is refused), "go depth 32" searched until
// "stop" (every other search ends by itself just after the stop was sent, which it then answers
// "nobestmove"), the first legal move played. A position it cannot read or that does not start
// from a capture, one 100 plies past the last capture (ElephantEye's draw), and any search before
// "setoption hashsize 8", are answered "nobestmove".
func fakeUCCIEngine() {
	sc := bufio.NewScanner(os.Stdin)
	var g *core.Game
	searching, searches := false, 0
	hash := ""
	answer := func() {
		searching = false
		if g == nil || hash != "8" {
			fmt.Println("nobestmove")
			return
		}
		pos := g.Position()
		if pos.HalfmoveClock() >= 100 {
			fmt.Println("nobestmove")
			return
		}
		// ElephantEye's reports: the depths with their lines, then the time and nodes on a line of
		// their own.
		m := pos.LegalMoves(nil)[0].String()
		fmt.Printf("info depth 2 score 10 pv %s\ninfo depth 3 score 12 pv %s\ninfo time 5 nodes 1234\nbestmove %s\n", m, m, m)
	}
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "ucci":
			fmt.Println("id name fake ucci\noption hashsize type spin min 1 max 1024 default 16\nucciok")
		case "isready":
			fmt.Println("readyok")
		case "setoption":
			if len(f) == 3 && f[1] == "hashsize" {
				hash = f[2]
			}
		case "position":
			g = nil
			fen, moves, _ := strings.Cut(strings.TrimPrefix(line, "position fen "), " moves ")
			start, err := core.ParseFEN(fen)
			if err != nil {
				continue
			}
			game := core.NewGameFrom(start)
			g = replay(game, strings.Fields(moves), func(s string) (core.Move, error) {
				m, err := core.ParseMoveText(s)
				if pos := game.Position(); err == nil && pos.At(m.To()) != core.NoPiece {
					err = fmt.Errorf("a capture before the last position given")
				}
				return m, err
			})
		case "go":
			searches++
			if line != "go depth 32" {
				answer() // a depth the search reaches at once
			} else if searches%2 == 0 {
				// The search ends by itself just after the player has sent "stop" (still unread).
				time.Sleep(60 * time.Millisecond)
				answer()
			} else {
				searching = true
			}
		case "stop":
			if searching {
				answer()
			} else {
				fmt.Println("nobestmove")
			}
		case "quit":
			fmt.Println("bye")
			return
		}
	}
}

func TestUCCIPlayer(t *testing.T) {
	fake := startFake(t, "CHUHE_MATCH_FAKE_UCCI", "ucci", ",hashsize=8,go.movetime=20ms")
	chuhe, _ := newPlayer("level:1", 1, 1, nnue.Default)
	// The opening's captures (cannon takes horse, rook takes cannon) must not be in the moves the
	// fake is sent.
	var rec record
	res, plies, err := playLogged(chuhe, fake, []string{"h2h9", "i9h9", "h0g2"}, ai.Limits{}, 0, 0, 60, adjudication{}, &rec)
	if err != nil {
		t.Fatal(err)
	}
	// Its depth and nodes are read from its reports (the deepest depth, the nodes' line): every
	// move of the fake, black, was a search of depth 3 and 1234 nodes.
	b := rec.search[core.Black]
	if n := rec.count[core.Black]; n == 0 || b.searches != n || b.depths != 3*n ||
		b.nodes != 1234*int64(n) || b.nodesTime <= 0 {
		t.Errorf("the fake's searches: %d moves, %d searches, depths %d, nodes %d in %v", n,
			b.searches, b.depths, b.nodes, b.nodesTime)
	}
	var tot searchTotals
	tot.add(b)
	if s := tot.String(); !strings.HasPrefix(s, "mean depth 3.0, ") || !strings.Contains(s, " M nodes/s (") {
		t.Errorf("totals %q", s)
	}
	if res.Reason == core.Forfeit {
		t.Errorf("forfeit after %d plies", plies)
	}
	if plies < 60 && !res.Over() {
		t.Errorf("result %v after %d plies", res, plies)
	}
}

// TestUCCIDrawClaim: ElephantEye's "nobestmove" 100 plies after the last capture is a draw claim;
// before that it forfeits.
func TestUCCIDrawClaim(t *testing.T) {
	fake := startFake(t, "CHUHE_MATCH_FAKE_UCCI", "ucci", ",hashsize=8")
	for _, c := range []struct {
		fen   string
		claim bool
	}{
		{"4k4/9/9/9/9/9/9/9/4A4/3AK1N2 w - - 98 80", false},
		{"4k4/9/9/9/9/9/9/9/4A4/3AK1N2 w - - 100 80", true},
	} {
		g, err := core.NewGameFromFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = fake.Move(g, ai.Limits{Depth: 5})
		if got := errors.Is(err, errDrawClaim); got != c.claim {
			t.Errorf("%s: error %v, want a draw claim: %v", c.fen, err, c.claim)
		}
		if !c.claim && err != nil {
			t.Errorf("%s: %v", c.fen, err)
		}
	}
}
