package core

// QuietChecks appends the pseudo-legal moves to empty points that give check (for a quiescence
// search that looks at checks as well as captures), without generating every move: a rook or cannon
// away from the enemy king's lines can only check by landing where its file or rank crosses them;
// other pieces' moves are kept when they touch the king's lines or a horse leg beside it, or land a
// horse's move from the king (the test MayGiveCheck makes). Each candidate is then tried on the board.
// Legality is left to the caller, as for PseudoMoves.
func (p *Position) QuietChecks(buf []Move) []Move {
	c := p.side
	k := p.pcs[c^1][0]
	var tmp [24]Move
	// Advisors and elephants never stand next to the enemy king: their moves can only check by
	// opening or closing a line of a rook or cannon (or of the king, facing the other) already on
	// the enemy king's file or rank.
	sliderOnLines := false
	for _, s := range p.pcs[c] {
		if s != NoSquare && (s.File() == k.File() || s.Rank() == k.Rank()) {
			if t := p.board[s].Type(); t == Rook || t == Cannon || t == King {
				sliderOnLines = true
				break
			}
		}
	}
	for _, s := range p.pcs[c] {
		if s == NoSquare {
			continue
		}
		pc := p.board[s]
		t := pc.Type()
		if (t == Advisor || t == Elephant) && !sliderOnLines {
			continue
		}
		if (t == Rook || t == Cannon) && !touchesKing(k, s, s) {
			for _, to := range [2]Square{NewSquare(s.File(), k.Rank()), NewSquare(k.File(), s.Rank())} {
				if p.board[to] == NoPiece && p.Between(s, to) == 0 {
					buf = p.appendIfCheck(buf, NewMove(s, to))
				}
			}
			continue
		}
		for _, m := range p.genPiece(s, tmp[:0], genQuiets) {
			if mayCheck(k, s, m.To(), t) {
				buf = p.appendIfCheck(buf, m)
			}
		}
	}
	return buf
}

// appendIfCheck appends the pseudo-legal move m if it gives check.
func (p *Position) appendIfCheck(buf []Move, m Move) []Move {
	u := p.MakeMove(m)
	check := p.attackedAfter(p.pcs[p.side][0], p.side^1, m.From(), m.To())
	p.UnmakeMove(m, u)
	if check {
		buf = append(buf, m)
	}
	return buf
}
