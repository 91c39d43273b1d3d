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

// LeastAttacker returns the square of by's cheapest piece among Attackers(s, by), in the order pawn,
// elephant, advisor, horse, cannon, rook, king (and among pieces of one kind, the first that
// Attackers lists), or NoSquare when there is none. It stops at the first it finds, so that an
// exchange evaluation need not list them all.
func (p *Position) LeastAttacker(s Square, by Color) Square {
	b := &p.board
	f := int(s)
	own := ownHalf[by][s]
	pawn := MakePiece(by, Pawn)
	if t := f - forward(by); b[t] == pawn {
		return Square(t)
	}
	if !own {
		if b[f+left] == pawn {
			return Square(f + left)
		}
		if b[f+right] == pawn {
			return Square(f + right)
		}
	} else {
		for _, d := range diagSteps {
			if t := f + 2*d; onBoard[t] && b[t] == MakePiece(by, Elephant) && b[f+d] == NoPiece {
				return Square(t)
			}
		}
		if inPalace[s] {
			for _, d := range diagSteps {
				if b[f+d] == MakePiece(by, Advisor) {
					return Square(f + d)
				}
			}
		}
	}
	if t := p.horseFrom(s, MakePiece(by, Horse)); t != NoSquare {
		return t
	}
	// Cannons, then rooks, each towards Black, towards Red, towards file a, towards file i (the
	// order of orthSteps, as Attackers lists them).
	r, fl := s.Rank(), s.File()
	fh, rh := p.fileLine(s), p.rankLine(s)
	far := [4]int8{fh.far[0], fh.far[1], rh.far[1], rh.far[0]}
	for i, j := range far {
		if j < 0 {
			continue
		}
		t := onFile(s, r, j)
		if i >= 2 {
			t = onRank(s, fl, j)
		}
		if b[t] == MakePiece(by, Cannon) {
			return t
		}
	}
	near := [4]int8{fh.near[0], fh.near[1], rh.near[1], rh.near[0]}
	for i, j := range near {
		if j < 0 {
			continue
		}
		t := onFile(s, r, j)
		if i >= 2 {
			t = onRank(s, fl, j)
		}
		if b[t] == MakePiece(by, Rook) {
			return t
		}
	}
	if own && inPalace[s] {
		for _, d := range orthSteps {
			if b[f+d] == MakePiece(by, King) {
				return Square(f + d)
			}
		}
	}
	return NoSquare
}

// ExchangeStep moves the piece on from onto to, which must hold a piece, and returns the piece it
// took. Only the board and the line occupancy change (not the keys, the piece lists and counts or
// the side to move): it is for exchange evaluation, which asks nothing but At, Attackers and
// LeastAttacker before UndoExchangeStep puts everything back.
func (p *Position) ExchangeStep(from, to Square) Piece {
	captured := p.board[to]
	p.board[to] = p.board[from]
	p.board[from] = NoPiece
	p.flipOcc(from)
	return captured
}

// UndoExchangeStep takes back ExchangeStep(from, to), which returned captured.
func (p *Position) UndoExchangeStep(from, to Square, captured Piece) {
	p.board[from] = p.board[to]
	p.board[to] = captured
	p.flipOcc(from)
}
