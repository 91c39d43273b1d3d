package core

import (
	"errors"
	"fmt"
)

// Game is a game from a start position: its moves, the position after every move (for undo, redo and
// review by index, never by reversing a move) and the referee's ruling. Clone it to hand a copy to a
// background search.
type Game struct {
	positions []Position // positions[i] is the position after i moves
	moves     []Move
	checks    []bool   // checks[i]: moves[i] gave check
	rulings   []Result // rulings[i]: the ruling after i moves; sticky once the game is over
	overruled []Ruling // the referee's rulings that a kept record set aside (KeepRecord)
}

// Ruling is a ruling of Chuhe's referee at a point of a game: the result after Ply moves.
type Ruling struct {
	Ply    int
	Result Result
}

// NewGame starts a game from the standard opening position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFromFEN starts a game from a FEN.
func NewGameFromFEN(fen string) (*Game, error) {
	p, err := ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewGameFrom starts a game from a copy of p.
func NewGameFrom(p *Position) *Game {
	g := &Game{positions: []Position{*p}, rulings: []Result{{}}}
	if r, over := staticRuling(p); over {
		g.rulings[0] = r
	}
	return g
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	return &Game{
		positions: append([]Position(nil), g.positions...),
		moves:     append([]Move(nil), g.moves...),
		checks:    append([]bool(nil), g.checks...),
		rulings:   append([]Result(nil), g.rulings...),
		overruled: append([]Ruling(nil), g.overruled...),
	}
}

// Len returns the number of moves played.
func (g *Game) Len() int { return len(g.moves) }

// Moves returns a copy of the moves played.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Move returns the i-th move (0-based).
func (g *Game) Move(i int) Move { return g.moves[i] }

// Start returns a copy of the start position.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns a copy of the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns a copy of the position after i moves (0 is the start, Len() the current one).
func (g *Game) PositionAt(i int) Position { return g.positions[i] }

// GaveCheck reports whether the i-th move (0-based) gave check.
func (g *Game) GaveCheck(i int) bool { return g.checks[i] }

// Result returns the ruling on the game so far: Ongoing, or the first way in which it ended.
func (g *Game) Result() Result { return g.rulings[len(g.rulings)-1] }

// ResultAt returns the ruling after i moves.
func (g *Game) ResultAt(i int) Result { return g.rulings[i] }

// ErrIllegalMove is wrapped by Play's error for a move that is not legal in the current position.
var ErrIllegalMove = errors.New("illegal move")

// Play plays a legal move and rules on the game. A move after the game has ended is still recorded
// (a protocol may go on), but the ruling stays the first one reached; callers that referee a game
// should check Result first.
func (g *Game) Play(m Move) error {
	p := g.positions[len(g.positions)-1]
	if !p.IsLegalMove(m) {
		return fmt.Errorf("%w %s in %s", ErrIllegalMove, m, p.FEN())
	}
	p.MakeMove(m)
	g.positions = append(g.positions, p)
	g.moves = append(g.moves, m)
	g.checks = append(g.checks, p.InCheck())
	r := g.Result()
	if !r.Over() {
		r = g.ruleAt(len(g.moves))
	}
	g.rulings = append(g.rulings, r)
	return nil
}

// KeepRecord makes the first n moves the game as it was played, for a game opened from a file: the
// referee's rulings on them are set aside, so that the game goes on past a point where Chuhe's rules
// would have ended it (a draw by repetition that the players played on from, a perpetual check
// ruled otherwise), and Overruled lists those points. The ruling after the n-th move is the
// record's result r when it has one (when the referee would rule otherwise there, that is
// overruled too), else the referee's on that position; the referee rules as ever on the moves
// after it.
func (g *Game) KeepRecord(n int, r Result) {
	n = max(0, min(n, len(g.moves)))
	g.overruled = g.overruled[:0]
	var prev Result
	for i := 1; i <= n; i++ {
		ruling := g.ruleAt(i)
		switch {
		case i == n && r.Over():
			if ruling.Over() && ruling != r {
				g.overruled = append(g.overruled, Ruling{i, ruling})
			}
			if !ruling.Over() && r.Reason < Resignation {
				// The reason was the referee's, earlier in the game: the record says only who won.
				r.Reason = NoReason
			}
			ruling = r
		case i < n:
			if ruling.Over() && ruling != prev {
				g.overruled = append(g.overruled, Ruling{i, ruling})
			}
			prev, ruling = ruling, Result{}
		}
		g.rulings[i] = ruling
	}
	for i := n + 1; i <= len(g.moves); i++ {
		g.rulings[i] = g.rulings[i-1]
		if !g.rulings[i].Over() {
			g.rulings[i] = g.ruleAt(i)
		}
	}
}

// RecordRulings lists, for a recorded game's main line, the plies where Chuhe's referee would have
// ended it before the record does, with the ruling (as KeepRecord finds them), without changing g.
func RecordRulings(g *Game) []Ruling {
	c := g.Clone()
	c.KeepRecord(c.Len(), c.Result())
	return c.overruled
}

// Overruled lists the points of a kept record (KeepRecord) where Chuhe's referee would have ended
// the game: the ply and its ruling, in order, a ruling that holds over several plies listed once.
func (g *Game) Overruled() []Ruling { return append([]Ruling(nil), g.overruled...) }

// OverruledAt is the referee's ruling after i moves that a kept record set aside, if there is one.
func (g *Game) OverruledAt(i int) (Result, bool) {
	for _, r := range g.overruled {
		if r.Ply == i {
			return r.Result, true
		}
	}
	return Result{}, false
}

// SetResult ends the game for a reason outside the board: resignation, agreement, time.
func (g *Game) SetResult(r Result) { g.rulings[len(g.rulings)-1] = r }

// Truncate keeps the first n moves and drops the rest (taking moves back, or a new line from a
// reviewed position).
func (g *Game) Truncate(n int) {
	if n < 0 || n > len(g.moves) {
		return
	}
	g.positions = g.positions[:n+1]
	g.moves = g.moves[:n]
	g.checks = g.checks[:n]
	g.rulings = g.rulings[:n+1]
	for len(g.overruled) > 0 && g.overruled[len(g.overruled)-1].Ply > n {
		g.overruled = g.overruled[:len(g.overruled)-1]
	}
	if n == 0 {
		// The start position's own ruling (a set-up position may already be decided).
		g.rulings[0] = Result{}
		if r, over := staticRuling(&g.positions[0]); over {
			g.rulings[0] = r
		}
	}
}

// staticRuling rules on a position without its history: no legal move, or no attacking pieces.
func staticRuling(p *Position) (Result, bool) {
	if !p.HasLegalMove() {
		return p.NoLegalMoveResult(), true
	}
	if !p.HasAttackers(Red) && !p.HasAttackers(Black) {
		return Result{Outcome: Draw, Reason: NoAttackers}, true
	}
	return Result{}, false
}

// ruleAt judges the position after n moves with its history: no legal move, repetition, dead draw,
// then the natural limit.
func (g *Game) ruleAt(n int) Result {
	p := &g.positions[n]
	if !p.HasLegalMove() {
		return p.NoLegalMoveResult()
	}
	// Positions since the last capture (the ones a repetition can span).
	first := n - p.halfmove
	if first < 0 {
		first = 0
	}
	occurrences, earliest := 1, n
	for i := n - 2; i >= first; i -= 2 {
		if g.positions[i].key == p.key && g.positions[i].board == p.board {
			occurrences++
			earliest = i
		}
	}
	if occurrences >= 3 {
		return JudgeRepetition(&g.positions[earliest], g.moves[earliest:n])
	}
	if !p.HasAttackers(Red) && !p.HasAttackers(Black) {
		return Result{Outcome: Draw, Reason: NoAttackers}
	}
	if g.effectivePlies(first, n) >= NaturalLimitPlies {
		return Result{Outcome: Draw, Reason: MoveLimit}
	}
	return Result{}
}

// effectivePlies counts the plies since the last capture up to the position after n moves towards
// the natural limit: each side's checks beyond CheckAllowance do not count.
func (g *Game) effectivePlies(first, n int) int {
	plies := g.positions[n].halfmove
	var checks [2]int
	for i := first; i < n; i++ {
		if g.checks[i] {
			checks[g.positions[i].side]++
		}
	}
	for _, k := range checks {
		if k > CheckAllowance {
			plies -= k - CheckAllowance
		}
	}
	return plies
}
