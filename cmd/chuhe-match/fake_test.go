package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// TestMain lets the test binary act as a fake xiangqi engine that numbers ranks 1..10, as
// Fairy-Stockfish does, when CHUHE_MATCH_FAKE_RANKS1 is set.
func TestMain(m *testing.M) {
	if os.Getenv("CHUHE_MATCH_FAKE_RANKS1") != "" {
		fakeRanks1Engine()
		os.Exit(0)
	}
	os.Exit(m.Run())
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
			fmt.Println("id name fake\nuciok")
		case "isready":
			fmt.Println("readyok")
		case "setoption":
			variant = variant || strings.Join(f, " ") == "setoption name UCI_Variant value xiangqi"
		case "position":
			g = nil
			if !variant || len(f) < 2 || f[1] != "startpos" {
				continue
			}
			g = core.NewGame()
			for _, s := range f[min(3, len(f)):] {
				s, err := fromRanks1(s)
				var m core.Move
				if err == nil {
					m, err = parseMove(s)
				}
				if err == nil {
					err = g.Play(m)
				}
				if err != nil {
					g = nil
					break
				}
			}
		case "go":
			if g == nil {
				fmt.Println("bestmove (none)")
				continue
			}
			pos := g.Position()
			ms := pos.LegalMoves(nil)
			fmt.Println("bestmove " + toRanks1(ms[0].String()))
		case "quit":
			return
		}
	}
}

func TestFairyPlayer(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv("CHUHE_MATCH_FAKE_RANKS1", "1")
	fake, err := newPlayer("fairy:"+exe+",Hash=1", 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer fake.Close()
	chuhe, _ := newPlayer("level:1", 1, 1)
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
