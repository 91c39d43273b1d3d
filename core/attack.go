package core

// Step offsets on the padded board.
const (
	up    = 16 // one rank towards Black
	down  = -16
	right = 1
	left  = -1
)

var orthSteps = [4]int{up, down, left, right}
var diagSteps = [4]int{up + left, up + right, down + left, down + right}

// horseApproach is one way a horse reaches a point: through the diagonal neighbour at offset leg
// (its leg, which must be empty), from either of the two points at the offsets in from.
type horseApproach struct {
	leg  int
	from [2]int
}

// horseReach lists the four approaches, one per diagonal neighbour (used by attackedBy and
// Attackers). Computed once at start-up, read-only afterwards.
var horseReach = makeHorseReach()

func makeHorseReach() (t [4]horseApproach) {
	for i, d := range diagSteps {
		rankStep := down
		if d > 0 {
			rankStep = up
		}
		t[i] = horseApproach{leg: d, from: [2]int{d + rankStep, 2*d - rankStep}}
	}
	return t
}

// forward returns the step a pawn of colour c takes forward.
func forward(c Color) int {
	if c == Red {
		return up
	}
	return down
}

// kingAttacked reports whether c's king could be captured by the side not c if it were to move,
// counting the flying-general rule (the kings may not face each other on an open file).
func (p *Position) kingAttacked(c Color) bool {
	k := p.pcs[c][0]
	return k != NoSquare && p.attackedBy(k, c^1)
}

// attackedBy reports whether a king of the other colour standing on s would be attacked by side by.
// The enemy king counts as attacking along an open file (flying general).
func (p *Position) attackedBy(s Square, by Color) bool {
	b := &p.board
	// Rook, cannon and facing king along the four lines.
	for _, d := range orthSteps {
		t := int(s) + d
		for onBoard[t] && b[t] == NoPiece {
			t += d
		}
		if !onBoard[t] {
			continue
		}
		pc := b[t]
		if pc.Color() == by {
			switch pc.Type() {
			case Rook:
				return true
			case King:
				if d == up || d == down {
					return true
				}
			}
		}
		t += d
		for onBoard[t] && b[t] == NoPiece {
			t += d
		}
		if onBoard[t] && b[t] == MakePiece(by, Cannon) {
			return true
		}
	}
	// Horses: for each diagonal neighbour that is empty, the two horses that use it as their leg.
	horse := MakePiece(by, Horse)
	for i := range horseReach {
		h := &horseReach[i]
		if b[int(s)+h.leg] != NoPiece {
			continue
		}
		if b[int(s)+h.from[0]] == horse || b[int(s)+h.from[1]] == horse {
			return true
		}
	}
	// Pawns: one directly in front of s from the pawn's side, and beside s if across the river.
	pawn := MakePiece(by, Pawn)
	if b[int(s)-forward(by)] == pawn {
		return true
	}
	if !ownHalf[by][s] && (b[int(s)+left] == pawn || b[int(s)+right] == pawn) {
		return true
	}
	return false
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.kingAttacked(p.side) }

// InCheckAfter is InCheck for a position just reached by the move m from a legal position (so the
// side now to move was not in check before m), answered without the full test when m cannot have
// given check: a check needs a piece arriving on or leaving the king's file or rank (a rook, a
// cannon or its screen, the other king), a horse leg opening (a point diagonally next to the king)
// or a horse landing a horse's move from the king. A pawn's check comes from beside or in front of
// the king, on its file or rank.
func (p *Position) InCheckAfter(m Move) bool {
	k := p.pcs[p.side][0]
	from, to := m.From(), m.To()
	if !touchesKing(k, from, to) {
		if p.board[to].Type() != Horse {
			return false
		}
		df, dr := to.File()-k.File(), to.Rank()-k.Rank()
		if df*df+dr*dr != 5 {
			return false
		}
	}
	return p.kingAttacked(p.side)
}

// touchesKing reports whether a move from from to to can change what attacks the king on k along
// a line or through a horse leg: from or to is on the king's file or rank, or from is diagonally
// next to the king (a horse leg). Moves that do not touch it neither expose that king (legalPseudo)
// nor check it with a line piece, a pawn or a discovered horse (InCheckAfter).
func touchesKing(k, from, to Square) bool {
	kf, kr := k.File(), k.Rank()
	ff, fr := from.File(), from.Rank()
	df, dr := ff-kf, fr-kr
	return ff == kf || fr == kr || (df*df == 1 && dr*dr == 1) || to.File() == kf || to.Rank() == kr
}

// Checkers returns the squares of the pieces giving check to the side to move (for display; the
// facing king counts when the kings face each other, which a legal position never has).
func (p *Position) Checkers() []Square {
	c := p.side
	k := p.pcs[c][0]
	var out []Square
	for _, s := range p.pcs[c^1] {
		if s == NoSquare {
			continue
		}
		if p.attacksKing(s, k) {
			out = append(out, s)
		}
	}
	return out
}

// attacksKing reports whether the piece on from attacks the king square k (pseudo-legal capture).
func (p *Position) attacksKing(from, k Square) bool {
	var buf [24]Move
	for _, m := range p.genPiece(from, buf[:0], genAll) {
		if m.To() == k {
			return true
		}
	}
	if p.board[from].Type() == King && from.File() == k.File() {
		lo, hi := from, k
		if lo > hi {
			lo, hi = hi, lo
		}
		for t := lo + up; t < hi; t += up {
			if p.board[t] != NoPiece {
				return false
			}
		}
		return true
	}
	return false
}
