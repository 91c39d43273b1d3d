package coach

import "github.com/chuhe-xq/chuhe/core"

// Tactics, told from the board along a line. Each test looks at the positions the line passes
// through and at nothing else: the attacks standing after a move (core's Attackers, pseudo-legal,
// as a player counts them), the legal moves of a piece, the captures a side could answer with.

// motif is a tactic found in a line: what it is, the index of the move that makes it, and the
// pieces it concerns.
type motif struct {
	kind    Motif
	key     int
	targets []core.Square
	screen  core.Piece
}

// traceBack returns the square the piece standing on s after line[:n] stood on before line[:from]
// (following its moves back), and the index of its last move in line[from:n] (-1 if none).
func traceBack(line []core.Move, n, from int, s core.Square) (core.Square, int) {
	last := -1
	for j := n - 1; j >= from; j-- {
		if line[j].To() == s {
			if last < 0 {
				last = j
			}
			s = line[j].From()
		}
	}
	return s, last
}

// attacks reports whether the piece on from attacks the point to in p (a pseudo-legal capture, or a
// check when to holds the general).
func attacks(p *core.Position, from, to core.Square) bool {
	by := p.At(from).Color()
	var buf [16]core.Square
	for _, s := range p.Attackers(to, by, buf[:0]) {
		if s == from {
			return true
		}
	}
	return false
}

// defended reports whether, were the piece on s taken by the piece on from, its side could take
// back legally.
func defended(p *core.Position, from, s core.Square) bool {
	q := *p
	if q.SideToMove() != q.At(from).Color() {
		q.MakeNull()
	}
	m := core.NewMove(from, s)
	if !q.IsLegalMove(m) {
		return true // the attacker cannot take at all: nothing to defend
	}
	q.MakeMove(m)
	var buf [64]core.Move
	for _, r := range q.LegalCaptures(buf[:0]) {
		if r.To() == s {
			return true
		}
	}
	return false
}

// between reports whether s lies strictly between a and b on one file or rank.
func between(a, b, s core.Square) bool {
	switch {
	case a.File() == b.File() && s.File() == a.File():
		lo, hi := min(a.Rank(), b.Rank()), max(a.Rank(), b.Rank())
		return s.Rank() > lo && s.Rank() < hi
	case a.Rank() == b.Rank() && s.Rank() == a.Rank():
		lo, hi := min(a.File(), b.File()), max(a.File(), b.File())
		return s.File() > lo && s.File() < hi
	}
	return false
}

// horseLeg returns the point a horse on h must find empty to reach t (NoSquare when t is not a
// horse's jump away).
func horseLeg(h, t core.Square) core.Square {
	df, dr := t.File()-h.File(), t.Rank()-h.Rank()
	switch {
	case (df == 1 || df == -1) && (dr == 2 || dr == -2):
		return core.NewSquare(h.File(), h.Rank()+dr/2)
	case (dr == 1 || dr == -1) && (df == 2 || df == -2):
		return core.NewSquare(h.File()+df/2, h.Rank())
	}
	return core.NoSquare
}

// opens reports whether a piece leaving s can open the line from the piece on a to the point t.
func opens(p *core.Position, a, t, s core.Square) bool {
	switch p.At(a).Type() {
	case core.Horse:
		return horseLeg(a, t) == s
	case core.Rook, core.Cannon, core.King:
		return between(a, t, s)
	}
	return false
}

// pinned reports whether the piece on s, whose side is to move in p and not in check, has moves
// but none of them legal: it shields its general.
func pinned(p *core.Position, s core.Square) bool {
	if p.InCheck() {
		return false
	}
	var buf [128]core.Move
	some := false
	for _, m := range p.PseudoMoves(buf[:0]) {
		if m.From() != s {
			continue
		}
		some = true
		if p.Legal(m) {
			return false
		}
	}
	return some
}

// findMotif tells how the capture line[at] (by the side not equal to side, of side's piece) comes
// about in the line from start. The tests go from the most particular to the least: fork, cannon
// screen, discovered attack, pin, unprotected piece.
func findMotif(start core.Position, line []core.Move, at int, side core.Color) motif {
	pos := func(n int) core.Position {
		p := start
		for _, m := range line[:n] {
			p.MakeMove(m)
		}
		return p
	}
	capture := line[at]
	capSq, victimSq := capture.From(), capture.To()
	before := pos(at)
	attacker := before.At(capSq)

	// Fork: the capturer's last move before the capture made it attack two of side's pieces at
	// once, the victim among them, each a general (check), a piece worth more than it, or a piece
	// nobody defends.
	if _, j := traceBack(line, at, 0, capSq); j >= 0 {
		p := pos(j + 1)
		from := line[j].To()
		vs, _ := traceBack(line, at, j+1, victimSq)
		var targets []core.Square
		var victimIn bool
		var buf [16]core.Square
		for _, s := range p.PieceSquares(side, buf[:0]) {
			pc := p.At(s)
			if !attacks(&p, from, s) {
				continue
			}
			if pc.Type() == core.King || value(pc) > value(attacker) || !defended(&p, from, s) {
				targets = append(targets, s)
				victimIn = victimIn || s == vs
			}
		}
		if victimIn && len(targets) >= 2 {
			// The victim first, then the other (the general before any other).
			out := []core.Square{vs}
			for _, s := range targets {
				if s != vs && (len(out) == 1 || p.At(s).Type() == core.King) {
					out = append(out[:1], s)
				}
			}
			return motif{kind: Fork, key: j, targets: out}
		}
	}

	// Cannon screen: a cannon takes over a screen that came onto its line during the line (the move
	// told is the capture, which is where a player sees the screen).
	if attacker.Type() == core.Cannon {
		for s := range betweenSquares(capSq, victimSq) {
			if before.At(s) == core.NoPiece {
				continue
			}
			if _, j := traceBack(line, at, 0, s); j >= 0 {
				return motif{kind: CannonScreen, key: at, screen: before.At(s)}
			}
		}
	}

	// Discovered attack: a move of another piece of the capturer's side opened the capturer's line
	// to the victim, the capturer standing still since.
	cs, moved := traceBack(line, at, 0, capSq)
	for j := at - 2; j >= 1 && j > moved; j -= 2 {
		p := pos(j)
		vs, _ := traceBack(line, at, j, victimSq)
		if p.At(vs).Color() != side || p.At(vs) == core.NoPiece {
			continue
		}
		q := pos(j + 1)
		if line[j].From() != cs && opens(&p, cs, vs, line[j].From()) && !attacks(&p, cs, vs) &&
			attacks(&q, cs, vs) {
			return motif{kind: Discovered, key: j, targets: []core.Square{cs}}
		}
	}

	// Pin: when side last had the move, the victim could not move away without exposing the general.
	if at >= 1 {
		p := pos(at - 1)
		vs, _ := traceBack(line, at, at-1, victimSq)
		if p.SideToMove() == side && pinned(&p, vs) {
			return motif{kind: Pin, key: at, targets: []core.Square{p.KingSquare(side)}}
		}
	}

	if !defended(&before, capSq, victimSq) {
		return motif{kind: Unprotected, key: at}
	}
	return motif{kind: NoMotif, key: at}
}

// betweenSquares yields the points strictly between a and b on their file or rank.
func betweenSquares(a, b core.Square) func(func(core.Square) bool) {
	return func(yield func(core.Square) bool) {
		for f := 0; f < 9; f++ {
			for r := 0; r < 10; r++ {
				s := core.NewSquare(f, r)
				if between(a, b, s) && !yield(s) {
					return
				}
			}
		}
	}
}
