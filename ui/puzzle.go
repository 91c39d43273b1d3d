package ui

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Endgame practice: a position of the collection (core.Puzzle) played against the full engine,
// judged by its goal — mate in N, win, or hold the draw — with the solved ones ticked in the
// Preferences and the solution played out on request.

// puzzleMoveTime is the engine's time a move in practice: at full strength, without a long wait.
const puzzleMoveTime = time.Second

// drawHoldMoves is how many moves the defender of a draw must play without losing for the draw to
// count as held, when the rules have not ended the game first.
const drawHoldMoves = 40

// solvedKey is the Preferences key of the solved puzzles' IDs.
const solvedKey = "solvedPuzzles"

// puzzleState is the puzzle being practised.
type puzzleState struct {
	pz   core.Puzzle
	side core.Color // the solver's side
	// over is set once the attempt is judged; solved says how.
	over, solved bool
	// demo says the solution is being played out (the computer plays both sides).
	demo bool
}

// PuzzleView is what the window shows of the puzzle being practised.
type PuzzleView struct {
	On           bool
	Puzzle       core.Puzzle
	Over, Solved bool
	Demo         bool
	// MovesLeft is how many moves the solver has left for a mate (0 for other goals).
	MovesLeft int
}

// Puzzle returns the puzzle being practised.
func (c *Controller) Puzzle() PuzzleView {
	z := c.pz
	if z == nil {
		return PuzzleView{}
	}
	v := PuzzleView{On: true, Puzzle: z.pz, Over: z.over, Solved: z.solved, Demo: z.demo}
	if z.pz.Goal == core.GoalMate {
		v.MovesLeft = max(0, z.pz.MateIn-c.solverMoves())
	}
	return v
}

// Puzzles returns the endgame practice collection (Options.Puzzles, by default resources.Endgames).
func (c *Controller) Puzzles() ([]core.Puzzle, error) {
	if c.opts.Puzzles == nil {
		return nil, nil
	}
	return c.opts.Puzzles()
}

// StartPuzzle sets up a puzzle's position for the user to solve against the full engine, the board
// turned to the solver's side.
func (c *Controller) StartPuzzle(pz core.Puzzle) error {
	p, err := pz.Position()
	if err != nil {
		return fmt.Errorf(lang.L("Puzzle %s: %w"), pz.ID, err)
	}
	side := p.SideToMove()
	mode := PlayRed
	if side == core.Black {
		mode = PlayBlack
	}
	c.newGameFrom(core.NewGameFrom(p), mode, &puzzleState{pz: pz, side: side})
	return nil
}

// puzzleTag names the puzzle being practised in the saved game.
const puzzleTag = "ChuhePuzzle"

// restorePuzzle takes up again the practice of the puzzle a saved game names, if it is in the
// collection.
func (c *Controller) restorePuzzle(pg *core.PGNGame) {
	c.pz = nil
	id, ok := pg.Tags.Get(puzzleTag)
	if !ok {
		return
	}
	all, err := c.Puzzles()
	if err != nil {
		return
	}
	for _, pz := range all {
		if pz.ID == id {
			start := c.h.tree.Start()
			c.pz = &puzzleState{pz: pz, side: start.SideToMove()}
			c.judgePuzzle()
			return
		}
	}
}

// RetryPuzzle sets up the puzzle being practised again.
func (c *Controller) RetryPuzzle() {
	if c.pz != nil {
		c.StartPuzzle(c.pz.pz)
	}
}

// ShowSolution plays the puzzle's solution out from its start: its first winning move, if the
// collection names one, then the engine for both sides until the game ends.
func (c *Controller) ShowSolution() {
	if c.pz == nil {
		return
	}
	pz := c.pz.pz
	if err := c.StartPuzzle(pz); err != nil {
		return
	}
	c.pz.demo, c.pz.over = true, true
	c.cancelSearch()
	c.settings.Mode = Demo
	if len(pz.Moves) > 0 {
		c.playMove(pz.Moves[0], true)
	}
	c.changed()
	c.maybeThink()
}

// solverMoves counts the moves the solver has played in the game.
func (c *Controller) solverMoves() int {
	n := 0
	g := c.h.game
	for i := 0; i < g.Len(); i++ {
		p := g.PositionAt(i)
		if p.SideToMove() == c.pz.side {
			n++
		}
	}
	return n
}

// judgePuzzle judges the attempt after a move: solved, failed, or not yet.
func (c *Controller) judgePuzzle() {
	z := c.pz
	if z == nil || z.over || !c.h.main || !c.h.atEnd() {
		return
	}
	r := c.h.game.Result()
	won := r.Over() && r.Outcome == core.WinFor(z.side)
	lost := r.Over() && r.Outcome == core.WinFor(z.side.Opp())
	n := c.solverMoves()
	solved, failed := false, false
	switch z.pz.Goal {
	case core.GoalMate:
		solved = won && n <= z.pz.MateIn
		failed = !solved && (r.Over() || n >= z.pz.MateIn)
	case core.GoalWin:
		solved, failed = won, r.Over() && !won
	case core.GoalDraw:
		solved = r.Over() && r.Outcome == core.Draw || !r.Over() && n >= drawHoldMoves
		failed = lost
	}
	if !solved && !failed {
		return
	}
	z.over, z.solved = true, solved
	c.cancelSearch()
	if solved {
		c.markSolved(z.pz.ID)
	}
	if c.OnPuzzle != nil {
		c.OnPuzzle(solved)
	}
}

// puzzleLimits are the engine's limits in practice: the full engine, a second a move.
func puzzleLimits() ai.Limits { return ai.Limits{MoveTime: puzzleMoveTime} }

// SolvedPuzzles returns the IDs of the puzzles solved, from the Preferences.
func (c *Controller) SolvedPuzzles() []string {
	return c.app.Preferences().StringListWithFallback(solvedKey, nil)
}

// markSolved ticks a puzzle solved in the Preferences.
func (c *Controller) markSolved(id string) {
	solved := c.SolvedPuzzles()
	if slices.Contains(solved, id) {
		return
	}
	c.app.Preferences().SetStringList(solvedKey, append(solved, id))
}

// puzzleStatus is the status line's word on the puzzle being practised ("" for none).
func (c *Controller) puzzleStatus() string {
	v := c.Puzzle()
	switch {
	case !v.On:
		return ""
	case v.Demo:
		return lang.L("Solution")
	case v.Over && v.Solved:
		return lang.L("Solved!")
	case v.Over:
		return lang.L("Not solved: try again or show the solution.")
	case v.Puzzle.Goal == core.GoalMate:
		return fmt.Sprintf(lang.L("%d moves left to mate"), v.MovesLeft)
	}
	return ""
}

// PuzzleGoalText is a puzzle's goal in the interface's language.
func PuzzleGoalText(pz core.Puzzle) string {
	side := lang.L("Red")
	if p, err := pz.Position(); err == nil && p.SideToMove() == core.Black {
		side = lang.L("Black")
	}
	switch pz.Goal {
	case core.GoalMate:
		return fmt.Sprintf(lang.L("%s to move and mate in %d"), side, pz.MateIn)
	case core.GoalWin:
		return fmt.Sprintf(lang.L("%s to move and win"), side)
	case core.GoalDraw:
		return fmt.Sprintf(lang.L("%s to move and draw"), side)
	}
	return side
}

// PuzzleTitle is a puzzle's title in the interface's language (its goal when it has none).
func PuzzleTitle(pz core.Puzzle) string {
	t := pz.Title
	if chineseUI() && pz.TitleZh != "" {
		t = pz.TitleZh
	}
	if t == "" {
		t = PuzzleGoalText(pz)
	}
	return t
}
