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

// step is one move of a king, advisor, elephant or horse from a point: the point it lands on, and
// the point that must be empty for it (the elephant's eye, the horse's leg; NoSquare for none).
type step struct{ via, to Square }

// steps lists the moves of a piece from each point that stay where the piece may go, in the order
// genPiece has always generated them (so that the search's move order is unchanged): kingSteps and
// advisorSteps within a palace, elephantSteps[c] on c's side of the river, horseSteps on the board.
// Computed once at start-up (buildSteps, from types.go's init after the board tables), read-only.
type steps struct {
	n  uint8
	at [8]step
}

var (
	kingSteps, advisorSteps, horseSteps [256]steps
	elephantSteps                       [2][256]steps
)

func (t *steps) add(via Square, to int) { t.at[t.n] = step{via, Square(to)}; t.n++ }

func buildSteps() {
	for s := range 256 {
		if !onBoard[s] {
			continue
		}
		for _, d := range orthSteps {
			if inPalace[s+d] {
				kingSteps[s].add(NoSquare, s+d)
			}
		}
		for _, d := range diagSteps {
			if inPalace[s+d] {
				advisorSteps[s].add(NoSquare, s+d)
			}
		}
		for c := range 2 {
			for _, d := range diagSteps {
				if ownHalf[c][s+2*d] {
					elephantSteps[c][s].add(Square(s+d), s+2*d)
				}
			}
		}
		for _, d := range orthSteps {
			leg := s + d
			side := up
			if d == up || d == down {
				side = right
			}
			if onBoard[leg] {
				for _, t := range [2]int{leg + d + side, leg + d - side} {
					if onBoard[t] {
						horseSteps[s].add(Square(leg), t)
					}
				}
			}
		}
	}
}

// genPiece appends the pseudo-legal moves of the piece on from.
func (p *Position) genPiece(from Square, buf []Move, kind genKind) []Move {
	pc := p.board[from]
	c := pc.Color()
	f := int(from)
	b := &p.board
	switch pc.Type() {
	case King:
		for _, t := range kingSteps[from].at[:kingSteps[from].n] {
			buf = p.emit(buf, from, int(t.to), c, kind)
		}
	case Advisor:
		for _, t := range advisorSteps[from].at[:advisorSteps[from].n] {
			buf = p.emit(buf, from, int(t.to), c, kind)
		}
	case Elephant:
		st := &elephantSteps[c&1][from]
		for _, t := range st.at[:st.n] {
			if b[t.via] == NoPiece {
				buf = p.emit(buf, from, int(t.to), c, kind)
			}
		}
	case Horse:
		st := &horseSteps[from]
		for _, t := range st.at[:st.n] {
			if b[t.via] == NoPiece {
				buf = p.emit(buf, from, int(t.to), c, kind)
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

// GivesCheck reports whether the legal move m puts the opponent in check. It moves the piece on the
// board and its lines only (not the keys, counts or piece lists), as InCheckAfter needs, and puts
// it back: a search asks it of a move it would prune unless it checked.
func (p *Position) GivesCheck(m Move) bool {
	from, to := m.From(), m.To()
	pc := p.board[from]
	k := p.pcs[p.side^1][0]
	if !mayCheck(k, from, to, pc.Type()) {
		return false
	}
	captured := p.board[to]
	p.board[to] = pc
	p.board[from] = NoPiece
	p.moveOcc(from, to, captured != NoPiece)
	check := p.attackedAfter(k, p.side, from, to)
	p.board[from] = pc
	p.board[to] = captured
	p.moveOcc(from, to, captured != NoPiece)
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
