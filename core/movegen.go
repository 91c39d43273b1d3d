package core

import "slices"

// genKind selects which pseudo-legal moves a generator produces.
type genKind uint8

const (
	genCaptures genKind = 1 << iota
	genQuiets
	genAll = genCaptures | genQuiets
)

// maxPseudo bounds the pseudo-legal moves of any position a FEN may give (at most 116: 17 for each
// of two rooks and two cannons, 8 for each of two horses, and the rest): the generators write into
// a window of this many moves, indexed with a mask so that no index needs a check.
const maxPseudo = 128

// moveWindow is the window the generators write into. A move is written at the next index and the
// count advanced only if it is wanted, so that the test needs no branch.
type moveWindow = [maxPseudo]Move

// emitOK[kind][c][t] is 1 when a move of a piece of side c onto a point holding t (NoPiece: empty)
// is of the given kind: a quiet move onto an empty point, a capture of an enemy piece.
var emitOK = func() (ok [4][2][16]int) {
	for kind := genKind(0); kind < 4; kind++ {
		for c := range 2 {
			for t := range 16 {
				switch {
				case Piece(t) == NoPiece:
					ok[kind][c][t] = int(kind&genQuiets) >> 1
				case Piece(t).Color() != Color(c):
					ok[kind][c][t] = int(kind & genCaptures)
				}
			}
		}
	}
	return ok
}()

// step is one move of a king, advisor, elephant or horse from a point: the point it lands on, and
// the point that must be empty for it (the elephant's eye, the horse's leg). Where a piece has fewer
// moves from a point than its table has room for, the table is filled with steps to and through the
// point itself, which its own piece holds: such a step is never generated.
type step struct{ via, to Square }

// The steps of each piece from each point, in the order genPiece has always generated them (so that
// the search's move order is unchanged): kingSteps and advisorSteps within a palace, elephantSteps[c]
// on c's side of the river, horseSteps on the board. Computed once at start-up (buildSteps, from
// types.go's init after the board tables), read-only.
var (
	kingSteps, advisorSteps [256][4]step
	elephantSteps           [2][256][4]step
	horseSteps              [256][8]step
)

func buildSteps() {
	for s := range 256 {
		if !onBoard[s] {
			continue
		}
		self := step{Square(s), Square(s)}
		var king, advisor []step
		var elephant [2][]step
		var horse []step
		for _, d := range orthSteps {
			if inPalace[s+d] {
				king = append(king, step{Square(s), Square(s + d)})
			}
		}
		for _, d := range diagSteps {
			if inPalace[s+d] {
				advisor = append(advisor, step{Square(s), Square(s + d)})
			}
		}
		for c := range 2 {
			for _, d := range diagSteps {
				if ownHalf[c][s+2*d] {
					elephant[c] = append(elephant[c], step{Square(s + d), Square(s + 2*d)})
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
						horse = append(horse, step{Square(leg), Square(t)})
					}
				}
			}
		}
		fill := func(dst []step, src []step) {
			for i := range dst {
				dst[i] = self
			}
			copy(dst, src)
		}
		fill(kingSteps[s][:], king)
		fill(advisorSteps[s][:], advisor)
		fill(elephantSteps[0][s][:], elephant[0])
		fill(elephantSteps[1][s][:], elephant[1])
		fill(horseSteps[s][:], horse)
	}
}

// genPiece appends the pseudo-legal moves of the piece on from.
func (p *Position) genPiece(from Square, buf []Move, kind genKind) []Move {
	var out moveWindow
	n := p.genInto(from, &out, 0, &emitOK[kind&3][p.board[from].Color()&1], kind)
	return append(buf, out[:n]...)
}

// emitStep writes from→to at index n of out and returns n+1 if the move is wanted (ok[the piece on
// to]), else n.
func emitStep(out *moveWindow, n int, from, to Square, ok *[16]int, b *[256]Piece) int {
	out[n&(maxPseudo-1)] = NewMove(from, to)
	return n + ok[b[to]&15]
}

// genInto writes the pseudo-legal moves of the piece on from into out from index n, and returns the
// new count. ok is emitOK[kind][the piece's colour].
func (p *Position) genInto(from Square, out *moveWindow, n int, ok *[16]int, kind genKind) int {
	pc := p.board[from]
	c := pc.Color() & 1
	b := &p.board
	switch pc.Type() {
	case King:
		st := &kingSteps[from]
		n = emitStep(out, n, from, st[0].to, ok, b)
		n = emitStep(out, n, from, st[1].to, ok, b)
		n = emitStep(out, n, from, st[2].to, ok, b)
		n = emitStep(out, n, from, st[3].to, ok, b)
	case Advisor:
		st := &advisorSteps[from]
		n = emitStep(out, n, from, st[0].to, ok, b)
		n = emitStep(out, n, from, st[1].to, ok, b)
		n = emitStep(out, n, from, st[2].to, ok, b)
		n = emitStep(out, n, from, st[3].to, ok, b)
	case Elephant:
		st := &elephantSteps[c][from]
		for i := range st {
			if b[st[i].via] == NoPiece {
				n = emitStep(out, n, from, st[i].to, ok, b)
			}
		}
	case Horse:
		st := &horseSteps[from]
		for i := range st {
			if b[st[i].via] == NoPiece {
				n = emitStep(out, n, from, st[i].to, ok, b)
			}
		}
	case Rook, Cannon:
		// Both slide over empty points; a rook captures the first piece, a cannon the one beyond
		// it. The line tables give, in each direction, where the empty points end and which pieces
		// are hit: towards Black, towards Red, towards file a, towards file i (orthSteps' order),
		// the quiet moves first and then the capture.
		if kind&genQuiets == 0 {
			return p.sliderCaptures(from, pc, out, n)
		}
		r, f := from.Rank(), from.File()
		fh, rh := p.fileLine(from), p.rankLine(from)
		hit, beyond := fh.near, fh.far
		rhit, rbeyond := rh.near, rh.far
		cannon := pc.Type() == Cannon
		// Each direction: the step, the near piece's index along the line (or the index past the
		// end), the far piece's index, and the point at index j.
		for i := range 4 {
			var d int
			var j, jf int8
			var end int8
			switch i {
			case 0:
				d, j, jf, end = up, hit[0], beyond[0], 10
			case 1:
				d, j, jf, end = down, hit[1], beyond[1], -1
			case 2:
				d, j, jf, end = left, rhit[1], rbeyond[1], -1
			default:
				d, j, jf, end = right, rhit[0], rbeyond[0], 9
			}
			stop := j
			if j < 0 {
				stop = end
			}
			var k int // quiet moves in this direction
			if i < 2 {
				k = int(stop) - r
			} else {
				k = int(stop) - f
			}
			if k < 0 {
				k = -k
			}
			m := NewMove(from, from)
			dm := Move(uint16(d) << 8)
			for ; k > 1; k-- {
				m += dm
				out[n&(maxPseudo-1)] = m
				n++
			}
			if kind&genCaptures == 0 {
				continue
			}
			if cannon {
				j = jf
			}
			if j < 0 {
				continue
			}
			t := onRank(from, f, j)
			if i < 2 {
				t = onFile(from, r, j)
			}
			out[n&(maxPseudo-1)] = NewMove(from, t)
			n += ok[b[t]&15]
		}
	case Pawn:
		f := int(from)
		fw := forward(c)
		if onBoard[f+fw] {
			out[n&(maxPseudo-1)] = NewMove(from, Square(f+fw))
			n += ok[b[f+fw]&15]
		}
		if !ownHalf[c][from] {
			if onBoard[f+left] {
				out[n&(maxPseudo-1)] = NewMove(from, Square(f+left))
				n += ok[b[f+left]&15]
			}
			if onBoard[f+right] {
				out[n&(maxPseudo-1)] = NewMove(from, Square(f+right))
				n += ok[b[f+right]&15]
			}
		}
	}
	return n
}

// sliderCaptures writes the captures of the rook or cannon pc on from, found by the line tables
// (the order is that of orthSteps, as genInto's), into out from index n and returns the new count.
func (p *Position) sliderCaptures(from Square, pc Piece, out *moveWindow, n int) int {
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
			out[n&(maxPseudo-1)] = NewMove(from, t)
			n++
		}
	}
	return n
}

// genPseudo appends the side to move's pseudo-legal moves of the given kind.
func (p *Position) genPseudo(buf []Move, kind genKind) []Move {
	start := len(buf)
	buf = slices.Grow(buf, maxPseudo)
	out := (*moveWindow)(buf[start : start+maxPseudo])
	n := 0
	ok := &emitOK[kind&3][p.side&1]
	for _, s := range p.pcs[p.side] {
		if s != NoSquare {
			n = p.genInto(s, out, n, ok, kind)
		}
	}
	return buf[:start+min(n, maxPseudo)]
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
	if pc.Type() != King && !touchesKing(k, from, to) {
		if !inCheck {
			return true
		}
		// In check, a move other than the king's must take the checker or block the check: take or
		// block on the king's lines (touchesKing), take a horse (a horse's move from the king) or
		// block its leg (diagonally next to the king). Any other move leaves the check in place.
		if dt := int(to) - int(k); dt != 15 && dt != 17 && dt != -15 && dt != -17 &&
			dt != 14 && dt != 18 && dt != 31 && dt != 33 && dt != -14 && dt != -18 && dt != -31 && dt != -33 {
			return false
		}
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
