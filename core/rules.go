package core

// Rules that end a game other than by capture of the king. They are shared by Game (the referee) and
// the engine's search, so that both judge a repetition the same way.

// NaturalLimitPlies is the natural limit: when this many plies have been played since the last capture
// the game is drawn. Chuhe follows Pikafish's "60-move rule" (120 plies) with its check allowance: each
// side's checks beyond its first CheckAllowance in that stretch do not count towards the limit, so a
// side cannot run out the clock by checking (a perpetual check is judged by the repetition rule instead).
const NaturalLimitPlies = 120

// CheckAllowance is how many checks per side count towards NaturalLimitPlies.
const CheckAllowance = 10

// NoLegalMoveResult returns the result when the side to move has no legal move: it loses, by
// checkmate if it is in check and by stalemate otherwise.
func (p *Position) NoLegalMoveResult() Result {
	r := Result{Outcome: WinFor(p.side.Opp()), Reason: Stalemate}
	if p.InCheck() {
		r.Reason = Checkmate
	}
	return r
}

// HasLegalMove reports whether the side to move has at least one legal move.
func (p *Position) HasLegalMove() bool {
	inCheck := p.InCheck()
	var out moveWindow
	for _, s := range p.pcs[p.side] {
		if s == NoSquare {
			continue
		}
		for _, m := range out[:p.genInto(s, &out, 0, &emitOK[genAll][p.side&1], genAll)] {
			if p.legalPseudo(m, inCheck) {
				return true
			}
		}
	}
	return false
}

// CycleVerdict classifies one side's moves over a repetition cycle. Worse verdicts lose against
// better ones; equal verdicts draw ("check beats chase beats idle" for the side that must stop).
type CycleVerdict uint8

const (
	// Idle: the side's moves are neither all checks nor all chases of one piece. That includes checks
	// mixed with chases: the AXF rules (article 12) rule "one check, one chase" and "several checks
	// and one chase" a draw, and let a piece chased perpetually answer with a check and a chase
	// (article 18).
	Idle CycleVerdict = iota
	// Chasing: every move of the side in the cycle chased the same enemy piece, none gave check.
	Chasing
	// Checking: every move of the side in the cycle gave check.
	Checking
)

// JudgeRepetition rules on a repetition. start is the position at the beginning of the cycle and cycle
// the moves that lead from it back to the same position (the caller has seen the keys match). Each
// side's moves are classified: Checking when every one of them gave check; Chasing when none gave
// check and every one chased one and the same enemy piece (followed as it moves; see chase.go); Idle
// otherwise, checks mixed with chases included. The side whose verdict is worse (check, then chase)
// loses; equal verdicts are a draw by repetition.
func JudgeRepetition(start *Position, cycle []Move) Result {
	var checks, quiets [2]int
	chased := [2]uint16{0xFFFF, 0xFFFF}
	p := *start
	for _, m := range cycle {
		c := p.side
		before := p
		p.MakeMove(m)
		if p.InCheck() {
			checks[c]++
			continue
		}
		quiets[c]++
		if checks[c] == 0 && chased[c] != 0 {
			chased[c] &= newChases(&before, &p)
		}
	}
	var verdict [2]CycleVerdict
	for c := range verdict {
		switch {
		case checks[c] > 0 && quiets[c] == 0:
			verdict[c] = Checking
		case checks[c] == 0 && quiets[c] > 0 && chased[c] != 0:
			verdict[c] = Chasing
		}
	}
	switch {
	case verdict[Red] > verdict[Black]:
		return Result{Outcome: BlackWins, Reason: reasonFor(verdict[Red])}
	case verdict[Black] > verdict[Red]:
		return Result{Outcome: RedWins, Reason: reasonFor(verdict[Black])}
	}
	return Result{Outcome: Draw, Reason: Repetition}
}

func reasonFor(v CycleVerdict) Reason {
	if v == Checking {
		return PerpetualCheck
	}
	return PerpetualChase
}
