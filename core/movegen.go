package core

// genKind selects which pseudo-legal moves a generator produces.
type genKind uint8

const (
	genCaptures genKind = 1 << iota
	genQuiets
	genAll = genCaptures | genQuiets
)

// emit appends from→to if the target suits kind: empty for quiets, an enemy piece for captures.
func (p *Position) emit(buf []Move, from Square, to int, c Color, kind genKind) []Move {
	t := p.board[to]
	if t == NoPiece {
		if kind&genQuiets != 0 {
			buf = append(buf, NewMove(from, Square(to)))
		}
	} else if t.Color() != c && kind&genCaptures != 0 {
		buf = append(buf, NewMove(from, Square(to)))
	}
	return buf
}

// genPiece appends the pseudo-legal moves of the piece on from.
func (p *Position) genPiece(from Square, buf []Move, kind genKind) []Move {
	pc := p.board[from]
	c := pc.Color()
	f := int(from)
	b := &p.board
	switch pc.Type() {
	case King:
		for _, d := range orthSteps {
			if inPalace[f+d] {
				buf = p.emit(buf, from, f+d, c, kind)
			}
		}
	case Advisor:
		for _, d := range diagSteps {
			if inPalace[f+d] {
				buf = p.emit(buf, from, f+d, c, kind)
			}
		}
	case Elephant:
		for _, d := range diagSteps {
			t := f + 2*d
			if ownHalf[c][t] && b[f+d] == NoPiece {
				buf = p.emit(buf, from, t, c, kind)
			}
		}
	case Horse:
		for _, d := range orthSteps {
			leg := f + d
			if b[leg] != NoPiece {
				continue
			}
			var side int
			if d == up || d == down {
				side = right
			} else {
				side = up
			}
			if t := leg + d + side; onBoard[t] {
				buf = p.emit(buf, from, t, c, kind)
			}
			if t := leg + d - side; onBoard[t] {
				buf = p.emit(buf, from, t, c, kind)
			}
		}
	case Rook, Cannon:
		// Both slide over empty points; a rook captures the first piece, a cannon the one beyond it.
		if kind&genQuiets == 0 {
			return p.sliderCaptures(from, pc, buf)
		}
		for _, d := range orthSteps {
			t := f + d
			for onBoard[t] && b[t] == NoPiece {
				buf = append(buf, NewMove(from, Square(t)))
				t += d
			}
			if kind&genCaptures == 0 || !onBoard[t] {
				continue
			}
			if pc.Type() == Cannon {
				t += d
				for onBoard[t] && b[t] == NoPiece {
					t += d
				}
			}
			if onBoard[t] && b[t].Color() != c {
				buf = append(buf, NewMove(from, Square(t)))
			}
		}
	case Pawn:
		fw := forward(c)
		if onBoard[f+fw] {
			buf = p.emit(buf, from, f+fw, c, kind)
		}
		if !ownHalf[c][from] {
			if onBoard[f+left] {
				buf = p.emit(buf, from, f+left, c, kind)
			}
			if onBoard[f+right] {
				buf = p.emit(buf, from, f+right, c, kind)
			}
		}
	}
	return buf
}

// sliderCaptures appends the captures of the rook or cannon pc on from, found by the line tables
// (the order is that of orthSteps, as genPiece's).
func (p *Position) sliderCaptures(from Square, pc Piece, buf []Move) []Move {
	r, f := from.Rank(), from.File()
	fh, rh := p.fileLine(from), p.rankLine(from)
	fj, rj := fh.near, rh.near
	if pc.Type() == Cannon {
		fj, rj = fh.far, rh.far
	}
	c := pc.Color()
	for i, j := range [4]int8{fj[0], fj[1], rj[1], rj[0]} {
		if j < 0 {
			continue
		}
		t := onRank(from, f, j)
		if i < 2 {
			t = onFile(from, r, j)
		}
		if p.board[t].Color() != c {
			buf = append(buf, NewMove(from, t))
		}
	}
	return buf
}

// genPseudo appends the side to move's pseudo-legal moves of the given kind.
func (p *Position) genPseudo(buf []Move, kind genKind) []Move {
	for _, s := range p.pcs[p.side] {
		if s != NoSquare {
			buf = p.genPiece(s, buf, kind)
		}
	}
	return buf
}

// PseudoMoves appends every pseudo-legal move (legal except perhaps for leaving the mover's king
// attacked) and returns buf. The engine filters them with Legal as it plays them.
func (p *Position) PseudoMoves(buf []Move) []Move { return p.genPseudo(buf, genAll) }

// PseudoCaptures appends the pseudo-legal captures.
func (p *Position) PseudoCaptures(buf []Move) []Move { return p.genPseudo(buf, genCaptures) }

// PseudoQuiets appends the pseudo-legal non-captures.
func (p *Position) PseudoQuiets(buf []Move) []Move { return p.genPseudo(buf, genQuiets) }

// LegalMoves appends every legal move and returns buf.
func (p *Position) LegalMoves(buf []Move) []Move { return p.legal(buf, genAll) }

// LegalCaptures appends the legal captures.
func (p *Position) LegalCaptures(buf []Move) []Move { return p.legal(buf, genCaptures) }

// LegalQuiets appends the legal non-captures.
func (p *Position) LegalQuiets(buf []Move) []Move { return p.legal(buf, genQuiets) }

// Evasions appends the legal moves of a side in check (all its legal moves: in xiangqi a check can be
// met by moving the king, capturing, blocking a rook, removing a cannon's screen, adding a second
// screen, or blocking a horse's leg, so every piece may take part).
func (p *Position) Evasions(buf []Move) []Move { return p.legal(buf, genAll) }

func (p *Position) legal(buf []Move, kind genKind) []Move {
	start := len(buf)
	buf = p.genPseudo(buf, kind)
	inCheck := p.InCheck()
	n := start
	for _, m := range buf[start:] {
		if p.legalPseudo(m, inCheck) {
			buf[n] = m
			n++
		}
	}
	return buf[:n]
}

// Legal reports whether the pseudo-legal move m leaves the mover's king safe.
func (p *Position) Legal(m Move) bool { return p.legalPseudo(m, p.InCheck()) }

// LegalKnownCheck is Legal for a caller that already knows whether the side to move is in check (a
// search knows it at every node), saving the check test that Legal repeats for each move.
func (p *Position) LegalKnownCheck(m Move, inCheck bool) bool { return p.legalPseudo(m, inCheck) }

// GivesCheck reports whether the legal move m puts the opponent in check.
func (p *Position) GivesCheck(m Move) bool {
	u := p.MakeMove(m)
	check := p.InCheckAfter(m)
	p.UnmakeMove(m, u)
	return check
}

// legalPseudo is Legal with the mover's check status already known. When the mover is not in check,
// only a move that touches a line or a horse leg of its own king can expose it; the others are legal
// without trying them.
func (p *Position) legalPseudo(m Move, inCheck bool) bool {
	from, to := m.From(), m.To()
	pc := p.board[from]
	c := pc.Color()
	k := p.pcs[c][0]
	if !inCheck && pc.Type() != King && !touchesKing(k, from, to) {
		return true
	}
	captured := p.board[to]
	p.board[to] = pc
	p.board[from] = NoPiece
	p.moveOcc(from, to, captured != NoPiece)
	var ok bool
	switch {
	case pc.Type() == King:
		ok = !p.attackedBy(to, c^1)
	case inCheck:
		ok = !p.attackedBy(k, c^1)
	default: // only what the move changed can attack the king
		ok = !p.attackedAfter(k, c^1, from, to)
	}
	p.board[from] = pc
	p.board[to] = captured
	p.moveOcc(from, to, captured != NoPiece)
	return ok
}

// IsLegalMove reports whether m is a legal move in this position (for moves from outside: UI, protocol).
func (p *Position) IsLegalMove(m Move) bool { return p.IsPseudoLegal(m) && p.Legal(m) }

// IsPseudoLegal reports whether m is a pseudo-legal move of the side to move: a move of one of its
// pieces that the piece's rules allow, perhaps leaving its own king attacked. A search uses it for a
// move from its hash table, which may come from another position with the same key.
func (p *Position) IsPseudoLegal(m Move) bool {
	from := m.From()
	if !from.OnBoard() || !m.To().OnBoard() {
		return false
	}
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != p.side {
		return false
	}
	var buf [24]Move
	for _, x := range p.genPiece(from, buf[:0], genAll) {
		if x == m {
			return true
		}
	}
	return false
}
