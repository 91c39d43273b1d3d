package main

import (
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

func TestJudge(t *testing.T) {
	adj, err := parseResign("1000,4")
	if err == nil {
		adj, err = parseDraw("20,10,6", adj)
	}
	if err != nil {
		t.Fatal(err)
	}
	s := func(cp int) searched { return searched{depth: 5, cp: cp, scored: true} }
	book := searched{}
	sides := [2]core.Color{core.Red, core.Black}

	// Red ahead by a rook in Red's searches and Black's (which say it from Black's view): the
	// fourth such search ends the game; a book move in between starts the count again.
	j := judge{adj: adj}
	for i, sr := range []searched{s(1200), s(-1100), book, s(-1500), s(1000), s(-1000)} {
		if _, over := j.note(i, sides[i%2], sr); over {
			t.Fatalf("over after search %d", i)
		}
	}
	if res, over := j.note(6, core.Red, s(mateCP)); !over || res.Outcome != core.RedWins || res.Reason != core.Resignation {
		t.Errorf("after four searches a rook or more ahead: %v, over %v", res, over)
	}
	// One search that disagrees: no adjudication.
	j = judge{adj: adj}
	for i, sr := range []searched{s(-1200), s(1100), s(-900), s(1500), s(-1000)} {
		if res, over := j.note(i, sides[i%2], sr); over {
			t.Fatalf("adjudicated %v after search %d, though one search disagreed", res, i)
		}
	}
	// Black ahead.
	j = judge{adj: adj}
	var res core.Result
	for i, sr := range []searched{s(-1200), s(1100), s(-2000), s(1500)} {
		res, _ = j.note(i, sides[i%2], sr)
	}
	if res.Outcome != core.BlackWins {
		t.Errorf("Black a rook ahead in four searches: %v", res)
	}
	// A draw: six searches within 10 of even, from ply 20 on only.
	j = judge{adj: adj}
	for i := 10; i < 19; i++ {
		if res, over := j.note(i, sides[i%2], s(5)); over {
			t.Fatalf("adjudicated %v at ply %d, before ply 20", res, i)
		}
	}
	if res, over := j.note(19, core.Black, s(-3)); !over || res.Outcome != core.Draw {
		t.Errorf("ten searches within 10 of even by ply 20: %v, over %v", res, over)
	}
	// The zero adjudication never ends a game.
	j = judge{}
	for i := 0; i < 40; i++ {
		if _, over := j.note(100+i, sides[i%2], s(mateCP)); over {
			t.Fatal("the zero adjudication ended a game")
		}
	}
	for _, bad := range []string{"1000", "x,4", "1000,0", "-5,4", "1,2,3"} {
		if _, err := parseResign(bad); err == nil {
			t.Errorf("-resign %q accepted", bad)
		}
	}
	for _, bad := range []string{"120,10", "120,10,0", "a,b,c", "-1,10,8"} {
		if _, err := parseDraw(bad, adjudication{}); err == nil {
			t.Errorf("-draw %q accepted", bad)
		}
	}
}

// A level player reports its search's score from the mover's view; a book move has none.
func TestLevelPlayerScores(t *testing.T) {
	p, err := newPlayer("level:17", 1, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := core.NewGame()
	_, sr, err := p.Move(g, ai.Limits{Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	if sr.scored {
		t.Errorf("a book move at the start reported a score: %+v", sr)
	}
	// Red a rook up, Black to move: Black's search scores it well behind.
	g, err = core.NewGameFromFEN("3k5/9/9/9/9/9/9/9/4A4/R2AK4 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	_, sr, err = p.Move(g, ai.Limits{Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !sr.scored || sr.cp > -500 {
		t.Errorf("Black a rook down: %+v", sr)
	}
}
