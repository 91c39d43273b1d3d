package core

// Perft counts the leaf nodes of the legal move tree to the given depth (the standard check of a move
// generator against published numbers). The position is restored before it returns.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [128]Move
	moves := p.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		u := p.MakeMove(m)
		n += p.Perft(depth - 1)
		p.UnmakeMove(m, u)
	}
	return n
}

// PerftDivide returns, for each legal root move, the perft count below it (depth-1 plies deeper),
// in move generation order.
func (p *Position) PerftDivide(depth int) ([]Move, []uint64) {
	var buf [128]Move
	moves := p.LegalMoves(buf[:0])
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		u := p.MakeMove(m)
		counts[i] = p.Perft(depth - 1)
		p.UnmakeMove(m, u)
	}
	return append([]Move(nil), moves...), counts
}

// PerftDivideUntil is PerftDivide that gives up when stop is closed: it returns the counts of the
// root moves it finished (counts[i] belongs to moves[i]) and whether it finished them all. It
// looks at stop only at nodes three or more plies from the leaves, so the check costs nothing
// measurable.
func (p *Position) PerftDivideUntil(depth int, stop <-chan struct{}) (moves []Move, counts []uint64, complete bool) {
	var buf [128]Move
	moves = append([]Move(nil), p.LegalMoves(buf[:0])...)
	counts = make([]uint64, 0, len(moves))
	for _, m := range moves {
		u := p.MakeMove(m)
		n, ok := p.perftUntil(depth-1, stop)
		p.UnmakeMove(m, u)
		if !ok {
			return moves, counts, false
		}
		counts = append(counts, n)
	}
	return moves, counts, true
}

func (p *Position) perftUntil(depth int, stop <-chan struct{}) (uint64, bool) {
	if depth < 3 {
		return p.Perft(depth), true
	}
	select {
	case <-stop:
		return 0, false
	default:
	}
	var buf [128]Move
	var n uint64
	for _, m := range p.LegalMoves(buf[:0]) {
		u := p.MakeMove(m)
		c, ok := p.perftUntil(depth-1, stop)
		p.UnmakeMove(m, u)
		if !ok {
			return 0, false
		}
		n += c
	}
	return n, true
}
