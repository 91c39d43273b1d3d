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

// puzzleHost is what the endgame practice knows of the rest of the app. The Controller is one; the
// tests use a fake.
type puzzleHost interface {
	// shown is the game and the move shown.
	shown() *history
	// newGameFrom starts g in mode m as the practice of pz.
	newGameFrom(g *core.Game, m Mode, pz *puzzleState)
	// playMove plays m as the engine's; changed tells the views; maybeThink lets the computer
	// move; cancelSearch stops its search.
	playMove(m core.Move, byEngine bool)
	changed()
	maybeThink()
	cancelSearch()
	// showSolutionMode lets the computer play both sides, for this game only.
	showSolutionMode()
	// puzzleJudged tells the user the attempt is judged (OnPuzzle).
	puzzleJudged(solved bool)
	// solvedList and setSolvedList read and write the IDs of the puzzles solved, kept in the
	// app's Preferences.
	solvedList() []string
	setSolvedList(ids []string)
}

// practice is the endgame practice: the collection and the puzzle practised, if any.
type practice struct {
	host puzzleHost
	// collection reads the collection (Options.Puzzles).
	collection func() ([]core.Puzzle, error)
	// pz is the puzzle practised, nil in a game.
	pz *puzzleState
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
func (c *practice) Puzzle() PuzzleView {
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
func (c *practice) Puzzles() ([]core.Puzzle, error) {
	if c.collection == nil {
		return nil, nil
	}
	return c.collection()
}

// StartPuzzle sets up a puzzle's position for the user to solve against the full engine, the board
// turned to the solver's side.
func (c *practice) StartPuzzle(pz core.Puzzle) error {
	p, err := pz.Position()
	if err != nil {
		return fmt.Errorf(lang.L("Puzzle %s: %w"), pz.ID, err)
	}
	side := p.SideToMove()
	mode := PlayRed
	if side == core.Black {
		mode = PlayBlack
	}
	c.host.newGameFrom(core.NewGameFrom(p), mode, &puzzleState{pz: pz, side: side})
	return nil
}

// puzzleTag names the puzzle being practised in the saved game.
const puzzleTag = "ChuhePuzzle"

// restorePuzzle takes up again the practice of the puzzle a saved game names, if it is in the
// collection.
func (c *practice) restorePuzzle(pg *core.PGNGame) {
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
			start := c.host.shown().tree.Start()
			c.pz = &puzzleState{pz: pz, side: start.SideToMove()}
			c.judgePuzzle()
			return
		}
	}
}

// RetryPuzzle sets up the puzzle being practised again.
func (c *practice) RetryPuzzle() {
	if c.pz != nil {
		c.StartPuzzle(c.pz.pz)
	}
}

// ShowSolution plays the puzzle's solution out from its start: its first winning move, if the
// collection names one, then the engine for both sides until the game ends.
func (c *practice) ShowSolution() {
	if c.pz == nil {
		return
	}
	pz := c.pz.pz
	if err := c.StartPuzzle(pz); err != nil {
		return
	}
	c.pz.demo, c.pz.over = true, true
	c.host.cancelSearch()
	c.host.showSolutionMode()
	if len(pz.Moves) > 0 {
		c.host.playMove(pz.Moves[0], true)
	}
	c.host.changed()
	c.host.maybeThink()
}

// PuzzleTouched reports whether the user has something of their own in the puzzle's game, which
// ShowSolution and RetryPuzzle replace: a move played (the solver moves first, so any move in an
// attempt is theirs or answers theirs), or a comment, a mark or a shape on any position. The
// moves of a solution shown are not the user's.
func (c *practice) PuzzleTouched() bool {
	moved, noted := c.puzzleOwn()
	return noted || moved && !c.pz.demo
}

// PuzzleNoted reports whether the user has a comment, a mark or a shape in the puzzle's game.
func (c *practice) PuzzleNoted() bool {
	_, noted := c.puzzleOwn()
	return noted
}

// puzzleOwn reports whether the puzzle's game has moves, and whether it has notes of the user's.
func (c *practice) puzzleOwn() (moved, hasNotes bool) {
	if c.pz == nil {
		return false, false
	}
	var noted func(n *core.Node) bool
	noted = func(n *core.Node) bool {
		if n.Comment() != "" || n.Before() != "" || len(n.NAGs()) > 0 || len(n.Shapes()) > 0 {
			return true
		}
		for _, k := range n.Children() {
			moved = true
			if noted(k) {
				return true
			}
		}
		return false
	}
	hasNotes = noted(c.host.shown().tree.Root())
	return moved, hasNotes
}

// solverMoves counts the moves the solver has played in the game.
func (c *practice) solverMoves() int {
	n := 0
	g := c.host.shown().game
	for i := 0; i < g.Len(); i++ {
		p := g.PositionAt(i)
		if p.SideToMove() == c.pz.side {
			n++
		}
	}
	return n
}

// judgePuzzle judges the attempt after a move: solved, failed, or not yet.
func (c *practice) judgePuzzle() {
	z := c.pz
	if z == nil || z.over || !c.host.shown().main || !c.host.shown().atEnd() {
		return
	}
	r := c.host.shown().game.Result()
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
	c.host.cancelSearch()
	if solved {
		c.markSolved(z.pz.ID)
	}
	c.host.puzzleJudged(solved)
}

// puzzleLimits are the engine's limits in practice: the full engine, a second a move.
func puzzleLimits() ai.Limits { return ai.Limits{MoveTime: puzzleMoveTime} }

// SolvedPuzzles returns the IDs of the puzzles solved, from the Preferences.
func (c *practice) SolvedPuzzles() []string {
	return c.host.solvedList()
}

// markSolved ticks a puzzle solved in the Preferences.
func (c *practice) markSolved(id string) {
	solved := c.SolvedPuzzles()
	if slices.Contains(solved, id) {
		return
	}
	c.host.setSolvedList(append(solved, id))
}

// puzzleStatus is the status line's word on the puzzle being practised ("" for none).
func (c *practice) puzzleStatus() string {
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
		return fmt.Sprintf(plural(v.MovesLeft, "%d move left to mate", "%d moves left to mate"), v.MovesLeft)
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

// PuzzleTitle is a puzzle's title in language l, the interface's (its goal when it has none). The
// collection names its positions in English and in Simplified Chinese: Traditional Chinese shows
// the Chinese title in traditional characters (toTraditional), Vietnamese the English title.
func PuzzleTitle(pz core.Puzzle, l Language) string {
	t := pz.Title
	if pz.TitleZh != "" {
		switch l {
		case Chinese:
			t = pz.TitleZh
		case ChineseTraditional:
			t = toTraditional(pz.TitleZh)
		}
	}
	if t == "" {
		t = PuzzleGoalText(pz)
	}
	return t
}

// ---- the Controller's side of puzzleHost ----

// showSolutionMode lets the computer play both sides, to show a puzzle's solution; the setting is
// not saved.
func (c *Controller) showSolutionMode() { c.settings.Mode = Demo }

// puzzleJudged tells the window the puzzle practised is judged.
func (c *Controller) puzzleJudged(solved bool) {
	if c.OnPuzzle != nil {
		c.OnPuzzle(solved)
	}
}

// solvedList returns the IDs of the puzzles solved, from the Preferences.
func (c *Controller) solvedList() []string {
	return c.app.Preferences().StringListWithFallback(solvedKey, nil)
}

// setSolvedList keeps the IDs of the puzzles solved in the Preferences.
func (c *Controller) setSolvedList(ids []string) { c.app.Preferences().SetStringList(solvedKey, ids) }

// practicing reports whether an endgame is practised.
func (c *Controller) practicing() bool { return c.pz != nil }
