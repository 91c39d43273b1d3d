package core_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// repeatedThenWon is a game the referee would have drawn by repetition after ply 8 (the horses go
// out and back twice), which the players played on and Red won by resignation.
const repeatedThenWon = "[Result \"1-0\"]\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h2e2 h9g7 1-0"

// readTree reads the one game of a PGN text and its tree.
func readTree(t *testing.T, pgn string) (*core.PGNGame, *core.Tree) {
	t.Helper()
	games, err := core.ReadPGN(strings.NewReader(pgn))
	if err != nil {
		t.Fatal(err)
	}
	tree, err := core.TreeFromPGN(games[0])
	if err != nil {
		t.Fatal(err)
	}
	return games[0], tree
}

// TestKeepRecord: an opened game keeps its moves and result where Chuhe's referee would have ended
// it, and says where that was.
func TestKeepRecord(t *testing.T) {
	game, tree := readTree(t, repeatedThenWon)
	// Refereed, the game is over at ply 8.
	g, _ := tree.MainLine()
	if r := g.ResultAt(8); r.Outcome != core.Draw || r.Reason != core.Repetition {
		t.Fatalf("refereed: ruling after 8 moves %v, want a draw by repetition", r)
	}
	tree.KeepRecord()
	g, _ = tree.MainLine()
	if g.Len() != 10 {
		t.Fatalf("%d moves, want 10", g.Len())
	}
	for i := 0; i < g.Len(); i++ {
		if g.ResultAt(i).Over() {
			t.Errorf("ruled over after %d moves: %v", i, g.ResultAt(i))
		}
	}
	if r := g.Result(); r.Outcome != core.RedWins {
		t.Errorf("result %v, want the record's 1-0", r)
	}
	if got := fmt.Sprint(g.Overruled()); got != fmt.Sprint([]core.Ruling{{Ply: 8, Result: core.Result{Outcome: core.Draw, Reason: core.Repetition}}}) {
		t.Errorf("overruled %s, want the repetition at ply 8", got)
	}
	if _, ok := g.OverruledAt(8); !ok {
		t.Error("OverruledAt(8): none")
	}
	if got := core.RecordRulings(game.Game); len(got) != 1 || got[0].Ply != 8 || game.Game.ResultAt(8) != got[0].Result {
		t.Errorf("RecordRulings: %v, want the repetition at ply 8 (and the game unchanged)", got)
	}

	// A move added after the record is refereed again (here the start position a fourth time).
	_, nodes := tree.MainLine()
	n := nodes[len(nodes)-1]
	for _, m := range []string{"e2h2", "g7h9"} {
		p := tree.Position(n)
		mv, err := core.ParseMove(&p, m, core.UCI)
		if err != nil {
			t.Fatal(err)
		}
		if n, err = tree.Add(n, mv); err != nil {
			t.Fatal(err)
		}
	}
	g, _ = tree.Line(n)
	if r := g.Result(); r.Outcome != core.Draw {
		t.Errorf("the start position a fourth time after the record: %v, want the referee's draw", r)
	}
	// Taking moves back drops the rulings after them.
	g.Truncate(5)
	if len(g.Overruled()) != 0 {
		t.Errorf("after Truncate(5): overruled %v", g.Overruled())
	}
}

// TestKeepRecordSameOutcome: a game drawn by the record that the referee would have drawn earlier
// by repetition ends drawn on its last move, with no reason of the referee's.
func TestKeepRecordSameOutcome(t *testing.T) {
	pgn := strings.Replace(repeatedThenWon, "1-0", "1/2-1/2", 2)
	_, tree := readTree(t, pgn)
	tree.KeepRecord()
	g, _ := tree.MainLine()
	if r := g.Result(); r != (core.Result{Outcome: core.Draw}) || g.ResultAt(9).Over() || len(g.Overruled()) != 1 {
		t.Errorf("result %v, after 9 moves %v, overruled %v; want a draw at the end only and the repetition noted",
			r, g.ResultAt(9), g.Overruled())
	}
}
