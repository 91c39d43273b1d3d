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
	var buf [24]Move
	for _, s := range p.pcs[p.side] {
		if s == NoSquare {
			continue
		}
		for _, m := range p.genPiece(s, buf[:0], genAll) {
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
	// Idle: at least one of the side's moves in the cycle was neither a check nor a chase.
	Idle CycleVerdict = iota
	// Chasing: every move chased (or checked, with at least one chase); issue-7 rules fill this in.
	Chasing
	// Checking: every move of the side in the cycle gave check.
	Checking
)

// JudgeRepetition rules on a repetition. start is the position at the beginning of the cycle and cycle
// the moves that lead from it back to the same position (the caller has seen the keys match). Each
// side's moves are classified; a side whose verdict is worse (perpetual check, then perpetual chase)
// than the other's loses, and equal verdicts are a draw by repetition.
func JudgeRepetition(start *Position, cycle []Move) Result {
	var verdict [2]CycleVerdict
	var moved [2]bool
	checkAll := [2]bool{true, true}
	p := *start
	for _, m := range cycle {
		c := p.side
		p.MakeMove(m)
		moved[c] = true
		if !p.InCheck() {
			checkAll[c] = false
		}
	}
	for c := range verdict {
		if moved[c] && checkAll[c] {
			verdict[c] = Checking
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
