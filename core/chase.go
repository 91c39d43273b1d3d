package core

// Chase detection for the repetition rule (the Asian Xiangqi Federation's principle in the form engines
// implement it). A move chases a piece when, after it, one of the mover's pieces attacks an enemy piece
// that this same piece did not attack before the move, and the attack counts:
//
//   - the attacker is not a king or a pawn (kings and pawns may chase freely);
//   - the victim is not a king (that is check) nor a pawn that has not crossed the river;
//   - the capture is legal after the move (a pinned attacker does not chase), and the attack of this
//     attacker on this victim did not stand before the move (counting attacks that were only illegal
//     because the mover was in check);
//   - it is not a trade offer: a victim of the attacker's own type that could capture it straight back;
//   - the victim is unprotected (after the capture its side cannot legally recapture), except that a
//     rook attacked by a horse or a cannon is chased even when protected.
//
// Pieces are identified by their slot in Position.pcs, which stays fixed while a piece moves, so a chase
// is tracked through the victim's flight, and an attack is new or old by the pair of pieces, attacker
// and victim, not by the victim alone: a rook that follows a fleeing horse onto its new line chases it
// afresh even when another piece (an elephant, the other rook) already attacked the point the horse
// fled to. Keyed by the victim alone, that standing attack hid the rook's new one, and a rook that
// hounded a loose piece from point to point was ruled idle (issue 52); Fairy-Stockfish and ElephantEye
// both count the attacks of the piece that moved.

// chaseSet is a set of counting attacks: bit v of element a is set when the piece in the attacker's
// slot a attacks, in a way that counts as a chase, the piece in the opponent's slot v.
type chaseSet [16]uint16

// chaseTargets returns the counting attacks of the side to move on the pieces of the side not to move.
// With legal false, captures that would leave the mover's king in check count too: that is how the
// attacks standing before a move are taken, so that an attack does not become "new" merely because
// the mover got out of check.
func (p *Position) chaseTargets(legal bool) chaseSet {
	var set chaseSet
	var buf [128]Move
	moves := p.PseudoCaptures(buf[:0])
	if legal {
		moves = p.LegalCaptures(buf[:0])
	}
	for _, m := range moves {
		a := p.slot[m.From()]
		bit := uint16(1) << p.slot[m.To()]
		if set[a]&bit == 0 && p.chaseCounts(m) {
			set[a] |= bit
		}
	}
	return set
}

// chaseCounts reports whether the legal capture m is an attack that counts as a chase.
func (p *Position) chaseCounts(m Move) bool {
	from, to := m.From(), m.To()
	a, v := p.board[from], p.board[to]
	switch a.Type() {
	case King, Pawn:
		return false
	}
	switch v.Type() {
	case King:
		return false
	case Pawn:
		if ownHalf[v.Color()][to] {
			return false
		}
	}
	if a.Type() == v.Type() {
		// A trade offer if the victim could take the attacker first.
		q := *p
		q.MakeNull()
		back := NewMove(to, from)
		if q.IsLegalMove(back) {
			return false
		}
	}
	if v.Type() == Rook && (a.Type() == Horse || a.Type() == Cannon) {
		return true
	}
	q := *p
	q.MakeMove(m)
	return !q.hasLegalMoveTo(to)
}

// hasLegalMoveTo reports whether the side to move has a legal move landing on s.
func (p *Position) hasLegalMoveTo(s Square) bool {
	var buf [128]Move
	for _, m := range p.PseudoCaptures(buf[:0]) {
		if m.To() == s && p.Legal(m) {
			return true
		}
	}
	return false
}

// Chases returns, after the mover played m from before (the position before m), the squares of the
// enemy pieces that m newly chases, as the repetition rule counts a chase. A move that gives check is
// judged as a check, not a chase, so callers usually ask only about quiet moves.
func Chases(before *Position, m Move) []Square {
	after := *before
	after.MakeMove(m)
	mask := newChases(before, &after)
	var out []Square
	for i, s := range after.pcs[after.side] {
		if mask&(1<<i) != 0 {
			out = append(out, s)
		}
	}
	return out
}

// newChases returns the opponent slots that the mover (the side to move in before) chases in after by
// an attack that did not stand in before: a piece of the mover that counts as chasing the victim after
// the move and did not before it (the mover's slots, like the victim's, follow the pieces as they move).
func newChases(before, after *Position) uint16 {
	was := before.chaseTargets(false)
	q := *after
	q.MakeNull()
	now := q.chaseTargets(true)
	var mask uint16
	for a := range now {
		mask |= now[a] &^ was[a]
	}
	return mask
}
