// An exhaustive mate prover, for the endgame practice collection: it proves that the side to move
// mates in exactly N moves and names every first move that does. It uses nothing but the rules; it
// is not the engine's search (no evaluation, no pruning that could miss a move).

package core

import "slices"

// MateProof is what ProveMate found.
type MateProof struct {
	// N is the smallest number of moves of the side to move in which it mates whatever the other side
	// does (1: mate with its next move), or 0 when it cannot within the limit asked.
	N int
	// Moves are every first move that mates in N (sorted by their coordinates), nil when N is 0.
	Moves []Move
	// Nodes is the number of moves the proof made on the board.
	Nodes int64
	// Complete is false when the search stopped at its node limit: then N and Moves mean nothing.
	Complete bool
}

// mateEntry is what the prover knows of a position with the attacker to move: it mates in mate moves
// (0: not known), and it does not mate in nomate moves (0: not known).
type mateEntry struct{ mate, nomate int8 }

// mateProver holds one proof's state.
type mateProver struct {
	maxNodes int64
	nodes    int64
	aborted  bool
	tt       map[uint64]mateEntry
	killer   [64]Move
	bufs     [64][]Move
}

// ProveMate finds whether the side to move can force a win within maxN of its moves (1 to 30) and,
// if it can, the exact number N and every first move that wins in N. maxNodes bounds the work (moves
// made; 0 for no bound); when it is reached the proof is incomplete.
//
// A win is the other side's having no legal move after one of the attacker's moves: checkmate or
// stalemate, as both lose in xiangqi. A position in which neither side has a rook, horse, cannon or
// pawn left is a draw (the dead-draw rule Game applies), so a line through one does not mate unless
// the mated side has no legal move there, which Game rules first too.
//
// Repetition plays no part, and need not: if the attacker mates in N from a position, every move of
// its proof leads to positions from which it mates in fewer moves, whatever the defence, so no
// position recurs along the proof and no repetition rule (nor the natural limit, for a position with
// a half-move clock under 120-2N) can change the result. The prover therefore judges positions
// without their history, and caches them by their Zobrist key (a 64-bit key: a collision, which
// would be needed for a wrong answer, is not a practical concern).
//
// The proof is exhaustive: every legal move of the attacker is tried at every one of its turns
// (checks first, as they mate most often), every legal reply of the defender until one refutes. So
// "no mate in N-1" is proven, not estimated, and the cost grows quickly with N and the attacker's
// number of moves.
func ProveMate(p *Position, maxN int, maxNodes int64) MateProof {
	maxN = min(max(maxN, 1), 30)
	mp := &mateProver{maxNodes: maxNodes, tt: map[uint64]mateEntry{}}
	pos := *p
	var out MateProof
	for n := 1; n <= maxN; n++ {
		ok := mp.attack(&pos, n, 0)
		if mp.aborted {
			out.Nodes = mp.nodes
			return out
		}
		if ok {
			out.N = n
			break
		}
	}
	if out.N > 0 {
		for _, m := range pos.LegalMoves(nil) {
			if mp.mates(&pos, m, out.N, 0) {
				out.Moves = append(out.Moves, m)
			}
			if mp.aborted {
				out.Nodes = mp.nodes
				return MateProof{Nodes: mp.nodes}
			}
		}
		slices.SortFunc(out.Moves, func(a, b Move) int {
			if a.String() < b.String() {
				return -1
			}
			return 1
		})
	}
	out.Nodes = mp.nodes
	out.Complete = true
	return out
}

// visit counts a node and reports whether the search must stop.
func (mp *mateProver) visit() bool {
	mp.nodes++
	if mp.maxNodes > 0 && mp.nodes > mp.maxNodes {
		mp.aborted = true
	}
	return mp.aborted
}

// mates reports whether the attacker's move m mates within n moves (m being the first).
func (mp *mateProver) mates(p *Position, m Move, n, ply int) bool {
	if mp.visit() {
		return false
	}
	u := p.MakeMove(m)
	ok := false
	switch {
	case !p.HasLegalMove():
		ok = true
	case n > 1 && (p.HasAttackers(Red) || p.HasAttackers(Black)):
		ok = mp.defend(p, n-1, ply+1)
	}
	p.UnmakeMove(m, u)
	return ok
}

// attack reports whether the side to move mates within n moves.
func (mp *mateProver) attack(p *Position, n, ply int) bool {
	e, seen := mp.tt[p.key]
	if seen {
		if e.mate > 0 && int(e.mate) <= n {
			return true
		}
		if int(e.nomate) >= n {
			return false
		}
	}
	moves := p.LegalMoves(mp.bufs[ply][:0])
	mp.bufs[ply] = moves
	if n > 1 {
		// Checks first, then captures: mates come from them most often. (At n == 1 every move is
		// tried alike: the order only decides how soon a mate is found.)
		k := 0
		for i, m := range moves {
			if p.GivesCheck(m) {
				moves[k], moves[i] = moves[i], moves[k]
				k++
			}
		}
		for i := k; i < len(moves); i++ {
			if p.board[moves[i].To()] != NoPiece {
				moves[k], moves[i] = moves[i], moves[k]
				k++
			}
		}
	}
	for i := 0; i < len(moves); i++ {
		if mp.mates(p, mp.bufs[ply][i], n, ply) {
			if !mp.aborted {
				if e.mate == 0 || int(e.mate) > n {
					e.mate = int8(n)
				}
				mp.tt[p.key] = e
			}
			return true
		}
		if mp.aborted {
			return false
		}
	}
	if int(e.nomate) < n {
		e.nomate = int8(n)
	}
	mp.tt[p.key] = e
	return false
}

// defend reports whether every legal move of the side to move (which has one) leaves the attacker a
// mate within n moves.
func (mp *mateProver) defend(p *Position, n, ply int) bool {
	moves := p.LegalMoves(mp.bufs[ply][:0])
	mp.bufs[ply] = moves
	// The reply that refuted a sibling first: it often refutes this one too.
	if k := mp.killer[ply]; k != NoMove {
		if i := slices.Index(moves, k); i > 0 {
			moves[0], moves[i] = moves[i], moves[0]
		}
	}
	for i := 0; i < len(moves); i++ {
		d := mp.bufs[ply][i]
		if mp.visit() {
			return false
		}
		u := p.MakeMove(d)
		ok := (p.HasAttackers(Red) || p.HasAttackers(Black)) && mp.attack(p, n, ply+1)
		p.UnmakeMove(d, u)
		if mp.aborted {
			return false
		}
		if !ok {
			mp.killer[ply] = d
			return false
		}
	}
	return true
}
