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
	// Rook, cannon and facing king along the four lines: lineAttacked's test, written out over the
	// tables (calling it for each line made this hot test, and the search, 2-3% slower).
	rook, cannon := MakePiece(by, Rook), MakePiece(by, Cannon)
	r, f := s.Rank(), s.File()
	fh := p.fileLine(s)
	for dir := range 2 {
		if j := fh.near[dir]; j >= 0 {
			if pc := b[onFile(s, r, j)]; pc == rook || pc == MakePiece(by, King) {
				return true
			}
			if j := fh.far[dir]; j >= 0 && b[onFile(s, r, j)] == cannon {
				return true
			}
		}
	}
	rh := p.rankLine(s)
	for dir := range 2 {
		if j := rh.near[dir]; j >= 0 {
			if b[onRank(s, f, j)] == rook {
				return true
			}
			if j := rh.far[dir]; j >= 0 && b[onRank(s, f, j)] == cannon {
				return true
			}
		}
	}
	return p.horseAttacked(s, by) || p.pawnAttacked(s, by)
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
	if !mayCheck(k, from, to, p.board[to].Type()) {
		return false
	}
	return p.attackedAfter(k, p.side^1, from, to)
}

// MayGiveCheck reports whether the pseudo-legal move m, not yet made, could give check; when it
// reports false, m does not (InCheckAfter's first test, asked before the move is made, so that a
// search can set aside a move it would prune unless it checked without making it).
func (p *Position) MayGiveCheck(m Move) bool {
	return mayCheck(p.pcs[p.side^1][0], m.From(), m.To(), p.board[m.From()].Type())
}

// mayCheck reports whether a move from→to by a piece of type t could check the king on k: it touches
// the king's lines or a horse leg beside it (touchesKing), or it is a horse landing a horse's move
// from the king.
func mayCheck(k, from, to Square, t PieceType) bool {
	if touchesKing(k, from, to) {
		return true
	}
	df, dr := to.File()-k.File(), to.Rank()-k.Rank()
	return t == Horse && df*df+dr*dr == 5
}

// attackedAfter reports whether a king standing on k is attacked by side by after a move from→to,
// given that it was not attacked before: the only new attacks can come along the king's lines
// through from or to (a line opened, a cannon screen added or taken away, a rook or the other king
// arriving), from a horse whose leg was on from, and from a horse or pawn that arrived on to.
func (p *Position) attackedAfter(k Square, by Color, from, to Square) bool {
	if p.lineAttacked(k, lineStep(k, from), by) {
		return true
	}
	if d := lineStep(k, to); d != lineStep(k, from) && p.lineAttacked(k, d, by) {
		return true
	}
	if df, dr := from.File()-k.File(), from.Rank()-k.Rank(); df*df == 1 && dr*dr == 1 || p.board[to] == MakePiece(by, Horse) {
		if p.horseAttacked(k, by) {
			return true
		}
	}
	return p.board[to] == MakePiece(by, Pawn) && p.pawnAttacked(k, by)
}

// lineStep is the step from k towards s when s is on k's file or rank (another point), else 0.
func lineStep(k, s Square) int {
	switch {
	case s == k:
		return 0
	case s.File() == k.File():
		if s > k {
			return up
		}
		return down
	case s.Rank() == k.Rank():
		if s > k {
			return right
		}
		return left
	}
	return 0
}

// lineAttacked reports whether side by attacks k along the line from k in direction d (0: no
// line): a rook as the first piece, the other king as the first piece on the file, or a cannon as
// the second.
func (p *Position) lineAttacked(k Square, d int, by Color) bool {
	if d == 0 {
		return false
	}
	near, far := p.lineHit(k, d)
	if near == NoSquare {
		return false
	}
	if pc := p.board[near]; pc == MakePiece(by, Rook) || pc == MakePiece(by, King) && (d == up || d == down) {
		return true
	}
	return far != NoSquare && p.board[far] == MakePiece(by, Cannon)
}

// horseAttacked reports whether a horse of side by attacks s.
func (p *Position) horseAttacked(s Square, by Color) bool {
	return p.horseFrom(s, MakePiece(by, Horse)) != NoSquare
}

// horseFrom returns the point of the first horse of kind horse that attacks s, in horseReach's
// order (the leg beside s towards Black and file a, towards Black and file i, towards Red and file a,
// towards Red and file i; then the point two ranks away before the one two files away), or NoSquare.
// It is horseReach unrolled, indexed by Square (a byte: no bounds checks on the 256-point board).
func (p *Position) horseFrom(s Square, horse Piece) Square {
	b := &p.board
	if b[s+(up+left)] == NoPiece {
		if b[s+(2*up+left)] == horse {
			return s + (2*up + left)
		}
		if b[s+(up+2*left)] == horse {
			return s + (up + 2*left)
		}
	}
	if b[s+up+right] == NoPiece {
		if b[s+2*up+right] == horse {
			return s + 2*up + right
		}
		if b[s+up+2*right] == horse {
			return s + up + 2*right
		}
	}
	if b[s-up-right] == NoPiece {
		if b[s-2*up-right] == horse {
			return s - 2*up - right
		}
		if b[s-up-2*right] == horse {
			return s - up - 2*right
		}
	}
	if b[s-up+right] == NoPiece {
		if b[s-2*up+right] == horse {
			return s - 2*up + right
		}
		if b[s-up+2*right] == horse {
			return s - up + 2*right
		}
	}
	return NoSquare
}

// pawnAttacked reports whether a pawn of side by attacks s.
func (p *Position) pawnAttacked(s Square, by Color) bool {
	b := &p.board
	pawn := MakePiece(by, Pawn)
	if b[int(s)-forward(by)] == pawn {
		return true
	}
	return !ownHalf[by][s] && (b[int(s)+left] == pawn || b[int(s)+right] == pawn)
}

// touchesKing reports whether a move from from to to can change what attacks the king on k along
// a line or through a horse leg: from or to is on the king's file or rank, or from is diagonally
// next to the king (a horse leg). Moves that do not touch it neither expose that king (legalPseudo)
// nor check it with a line piece, a pawn or a discovered horse (InCheckAfter).
func touchesKing(k, from, to Square) bool {
	// On the padded board a point's column is s&15 and its row s>>4; the diagonal neighbours are
	// 15 and 17 points away.
	d := int(from) - int(k)
	return (from^k)&15 == 0 || (from^k)>>4 == 0 || (to^k)&15 == 0 || (to^k)>>4 == 0 ||
		d == 15 || d == 17 || d == -15 || d == -17
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
