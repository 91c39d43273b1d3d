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
