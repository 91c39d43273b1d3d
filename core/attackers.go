package core

// Attackers appends to buf the squares of by's pieces that could capture a piece of the other colour
// standing on s: rooks and cannons along the lines (a cannon over exactly one screen), horses whose leg
// is free, pawns, and the king, advisors and elephants where their moves reach. It is the pseudo-legal
// view: pins and the mover's own king are not considered, and the flying general does not count.
func (p *Position) Attackers(s Square, by Color, buf []Square) []Square {
	b := &p.board
	f := int(s)
	// Rooks (the first piece on a line) and cannons (the second).
	for _, d := range orthSteps {
		near, far := p.lineHit(s, d)
		if near == NoSquare {
			continue
		}
		if b[near] == MakePiece(by, Rook) {
			buf = append(buf, near)
		}
		if far != NoSquare && b[far] == MakePiece(by, Cannon) {
			buf = append(buf, far)
		}
	}
	// Horses: a horse reaches s through a leg diagonally next to s.
	horse := MakePiece(by, Horse)
	for _, h := range horseReach {
		if b[f+h.leg] != NoPiece {
			continue
		}
		for _, o := range h.from {
			if b[f+o] == horse {
				buf = append(buf, Square(f+o))
			}
		}
	}
	// Pawns: from behind s, and from beside s once across the river.
	pawn := MakePiece(by, Pawn)
	if t := f - forward(by); b[t] == pawn {
		buf = append(buf, Square(t))
	}
	if !ownHalf[by][s] {
		for _, d := range [2]int{left, right} {
			if b[f+d] == pawn {
				buf = append(buf, Square(f+d))
			}
		}
	}
	if !ownHalf[by][s] {
		return buf
	}
	// Elephants: two diagonal steps with the eye free, on their own side of the river.
	for _, d := range diagSteps {
		if t := f + 2*d; onBoard[t] && b[t] == MakePiece(by, Elephant) && b[f+d] == NoPiece {
			buf = append(buf, Square(t))
		}
	}
	if !inPalace[s] {
		return buf
	}
	// The king and the advisors, inside their palace.
	for _, d := range orthSteps {
		if b[f+d] == MakePiece(by, King) {
			buf = append(buf, Square(f+d))
		}
	}
	for _, d := range diagSteps {
		if b[f+d] == MakePiece(by, Advisor) {
			buf = append(buf, Square(f+d))
		}
	}
	return buf
}
