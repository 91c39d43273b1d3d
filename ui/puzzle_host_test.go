package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// fakePuzzleHost is the fake host with a game to practise on.
type fakePuzzleHost struct {
	*fakeHost
	p      *practice
	solved []string
	judged []bool
	demo   bool
}

func (f *fakePuzzleHost) newGameFrom(g *core.Game, m Mode, pz *puzzleState) {
	f.h.set(g, 0)
	f.settings.Mode = m
	f.p.pz = pz
}
func (f *fakePuzzleHost) playMove(m core.Move, byEngine bool) { _ = f.h.play(m) }
func (f *fakePuzzleHost) showSolutionMode()                   { f.demo = true }
func (f *fakePuzzleHost) puzzleJudged(solved bool)            { f.judged = append(f.judged, solved) }
func (f *fakePuzzleHost) solvedList() []string                { return f.solved }
func (f *fakePuzzleHost) setSolvedList(ids []string)          { f.solved = ids }

func TestPracticeWithAFakeHost(t *testing.T) {
	mateIn1 := core.Puzzle{ID: "t-m1", Goal: core.GoalMate, MateIn: 1,
		FEN: "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1", Moves: []core.Move{core.NewMove(core.NewSquare(1, 1), core.NewSquare(1, 9))}}
	host := &fakePuzzleHost{fakeHost: newFakeHost(t)}
	p := &practice{host: host, collection: func() ([]core.Puzzle, error) { return []core.Puzzle{mateIn1}, nil }}
	host.p = p

	tests := []struct {
		name   string
		play   func()
		solved bool
	}{
		{"the mate solves it", func() { host.playMove(mateIn1.Moves[0], false) }, true},
		{"another move fails it", func() {
			pos := host.h.position()
			for _, m := range pos.LegalMoves(nil) {
				if m != mateIn1.Moves[0] {
					host.playMove(m, false)
					return
				}
			}
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			host.judged = nil
			if err := p.StartPuzzle(mateIn1); err != nil {
				t.Fatal(err)
			}
			if v := p.Puzzle(); !v.On || v.MovesLeft != 1 || host.settings.Mode != PlayRed {
				t.Fatalf("started: %+v in mode %v; want on, one move left, Red to play", v, host.settings.Mode)
			}
			tc.play()
			p.judgePuzzle()
			if len(host.judged) != 1 || host.judged[0] != tc.solved {
				t.Errorf("judged %v, want [%v]", host.judged, tc.solved)
			}
		})
	}
	if got := p.SolvedPuzzles(); len(got) != 1 || got[0] != "t-m1" {
		t.Errorf("solved %v, want [t-m1] once", got)
	}
	p.ShowSolution()
	if !host.demo || !p.Puzzle().Demo {
		t.Errorf("showing the solution: demo mode %v, view %+v", host.demo, p.Puzzle())
	}
}
