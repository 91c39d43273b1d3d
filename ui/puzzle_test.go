package ui_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// mateIn1: Red's rook b1 to b9 mates (the rook on a8 holds the eighth rank, the kings face on the
// d-file).
var mateIn1 = core.Puzzle{ID: "t-m1", Goal: core.GoalMate, MateIn: 1, Level: 1,
	FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Moves: []core.Move{mv("b1b9")}, Title: "Two rooks"}

type puzzleFixture struct {
	c       *ui.Controller
	q       *queue
	eng     *limitsEngine
	judged  []bool
	endings int
}

func newPuzzleFixture(t *testing.T) *puzzleFixture {
	f := &puzzleFixture{q: newQueue(), eng: &limitsEngine{}}
	f.c = ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, NewEngine: func() ui.Engine { return f.eng },
		Puzzles: func() ([]core.Puzzle, error) { return []core.Puzzle{mateIn1}, nil }})
	f.c.OnPuzzle = func(solved bool) { f.judged = append(f.judged, solved) }
	f.c.OnGameOver = func(string, string) { f.endings++ }
	t.Cleanup(func() { f.c.Close(); f.q.settle(20 * time.Millisecond) })
	return f
}

func TestPuzzleSolved(t *testing.T) {
	f := newPuzzleFixture(t)
	if err := f.c.StartPuzzle(mateIn1); err != nil {
		t.Fatal(err)
	}
	if v := f.c.Puzzle(); !v.On || v.MovesLeft != 1 || f.c.Clocks().On {
		t.Fatalf("started: %+v", v)
	}
	if st := f.c.Status(); !strings.Contains(st, "1 move left to mate") {
		t.Errorf("status %q", st)
	}
	f.c.TryMove(mv("b1b9"))
	if v := f.c.Puzzle(); !v.Over || !v.Solved || !slices.Equal(f.judged, []bool{true}) || f.endings != 0 {
		t.Fatalf("after the mate: %+v, judged %v, game-over dialogs %d", v, f.judged, f.endings)
	}
	if !slices.Contains(f.c.SolvedPuzzles(), "t-m1") {
		t.Errorf("solved %v", f.c.SolvedPuzzles())
	}
}

func TestPuzzleFailedThenSolution(t *testing.T) {
	f := newPuzzleFixture(t)
	if err := f.c.StartPuzzle(mateIn1); err != nil {
		t.Fatal(err)
	}
	f.c.TryMove(mv("a8a7"))
	f.q.settle(50 * time.Millisecond)
	if v := f.c.Puzzle(); !v.Over || v.Solved || !slices.Equal(f.judged, []bool{false}) || f.c.Game().Len() != 1 {
		t.Fatalf("after a quiet move: %+v, judged %v, %d moves", v, f.judged, f.c.Game().Len())
	}
	if len(f.c.SolvedPuzzles()) != 0 {
		t.Error("a failed puzzle ticked solved")
	}
	f.c.ShowSolution()
	if v := f.c.Puzzle(); !v.Demo || f.c.Game().Len() != 1 || f.c.Game().Move(0) != mv("b1b9") || !f.c.Game().Result().Over() {
		t.Errorf("solution: %+v, moves %v", v, f.c.Game().Moves())
	}
	// Tried again, the engine defends at full strength, a second a move.
	f.c.RetryPuzzle()
	if v := f.c.Puzzle(); v.Over || v.Demo || f.c.Game().Len() != 0 {
		t.Fatalf("again: %+v", v)
	}
	puzzle2 := mateIn1
	puzzle2.ID, puzzle2.MateIn = "t-m2", 2
	if err := f.c.StartPuzzle(puzzle2); err != nil {
		t.Fatal(err)
	}
	f.c.TryMove(mv("a8a7"))
	f.q.until(t, "the engine's reply", func() bool { return f.c.Game().Len() == 2 })
	if lim := f.eng.last(); lim.MoveTime != time.Second || lim.Depth != 0 || lim.Nodes != 0 {
		t.Errorf("the engine's limits %+v", lim)
	}
	if v := f.c.Puzzle(); v.Over || v.MovesLeft != 1 {
		t.Errorf("one move into a mate in 2: %+v", v)
	}
}

// The puzzle being practised survives a restart.
func TestPuzzleRestored(t *testing.T) {
	f := newPuzzleFixture(t)
	if err := f.c.StartPuzzle(mateIn1); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := f.c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `[FEN "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"]`) {
		t.Errorf("saved:\n%s", b.String())
	}
	saved := strings.Replace(b.String(), "[Event", "[ChuhePuzzle \"t-m1\"]\n[Event", 1)
	f2 := newPuzzleFixture(t)
	if err := f2.c.Restore([]byte(saved)); err != nil {
		t.Fatal(err)
	}
	if v := f2.c.Puzzle(); !v.On || v.Puzzle.ID != "t-m1" {
		t.Errorf("restored: %+v", v)
	}
}
