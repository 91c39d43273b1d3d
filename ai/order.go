package ai

import "github.com/chuhe-xq/chuhe/core"

// history holds the move-ordering statistics an Engine keeps between searches: a history score per
// (piece, destination) for quiet moves, and two killer moves per ply.
type history struct {
	quiet   [16][256]int32
	killers [maxPly + 1][2]core.Move
	// corr[side][structure key % corrSize]: how far the searches found the static evaluation off
	// for the side to move in positions of that structure, in 1/corrGrain cp (corrected).
	corr [2][corrSize]int32
}

// Correction history: the static evaluation is corrected by a moving average of the differences
// between search results and static evaluations in positions with the same kings, advisors,
// elephants and pawns (core.Position.StructureKey).
const (
	corrSize  = 1 << 14
	corrGrain = 16
	corrScale = 256
	corrMax   = 256 * corrGrain
)

// corrected returns the static evaluation raw corrected for the position's structure.
func (s *searcher) corrected(raw Score) Score {
	c := s.hist.corr[s.pos.SideToMove()][s.pos.StructureKey()%corrSize]
	return raw + Score(c/corrGrain)
}

// updateCorrection moves the structure's correction towards best − raw, faster for deeper searches.
func (s *searcher) updateCorrection(raw, best Score, depth int) {
	e := &s.hist.corr[s.pos.SideToMove()][s.pos.StructureKey()%corrSize]
	d := int32(best-raw) * corrGrain
	d = max(-corrMax, min(d, corrMax))
	w := int32(min(depth*depth+2*depth+1, 64))
	*e = (*e*(corrScale-w) + d*w) / corrScale
}

// Move ordering ranks: the hash move first, then captures that do not lose material by exchange, by
// most valuable victim / least valuable attacker, then killers, then quiet moves by history, then
// the losing captures.
const (
	rankHash    = 1 << 30
	rankCapture = 1 << 24
	rankKiller1 = 1<<24 - 1
	rankKiller2 = 1<<24 - 2
	historyMax  = 1 << 14
	// A capture that loses material by exchange comes after every quiet move.
	rankBadCapture = -1 << 20
)

// orderValue is a piece's value for MVV-LVA.
var orderValue = [core.NumPieceTypes]int32{0, 50, 2, 2, 4, 9, 4, 1}

// scoreMoves fills scores for moves at ply.
func (s *searcher) scoreMoves(moves []core.Move, scores []int32, ttMove core.Move, ply int) {
	h := s.hist
	k := h.killers[ply]
	for i, m := range moves {
		var v int32
		victim := s.pos.At(m.To())
		switch {
		case m == ttMove:
			v = rankHash
		case victim != core.NoPiece:
			// Ranked as a good capture until pick finds out otherwise.
			v = rankCapture + orderValue[victim.Type()]*64 - orderValue[s.pos.At(m.From()).Type()]
		case m == k[0]:
			v = rankKiller1
		case m == k[1]:
			v = rankKiller2
		default:
			v = h.quiet[s.pos.At(m.From())][m.To()]
		}
		scores[i] = v
	}
}

// pick moves the best-ranked remaining move to index i and returns it. A capture still ranked as
// good is tested by exchange only when its turn comes (a cutoff usually comes first): if it loses
// material it drops to the losing captures' rank and the choice is made again. The order is the
// one testing every capture beforehand gives, with a quarter fewer exchange evaluations.
func (s *searcher) pick(moves []core.Move, scores []int32, i int) core.Move {
	for {
		best, bv := i, scores[i]
		for j, v := range scores[i+1 : len(moves)] {
			if v > bv {
				best, bv = i+1+j, v
			}
		}
		if v := bv; v >= rankCapture && v < rankHash && badCapture(&s.pos, moves[best]) {
			scores[best] = v - rankCapture + rankBadCapture
			continue
		}
		moves[i], moves[best] = moves[best], moves[i]
		scores[i], scores[best] = scores[best], scores[i]
		return moves[i]
	}
}

// pickSorted is pick for the main search, where most nodes that get past the captures and killers
// try many quiet moves: once the best remaining move is neither a good capture nor a killer, the rest
// are sorted once by rank (stably) and taken in turn, rather than each chosen by a scan of all the
// others. *sorted is the index from which moves are sorted (maxMoves until then).
func (s *searcher) pickSorted(moves []core.Move, scores []int32, i int, sorted *int) core.Move {
	if i >= *sorted {
		return moves[i]
	}
	m := s.pick(moves, scores, i)
	if scores[i] < rankKiller2 {
		sortMoves(moves[i+1:], scores[i+1:len(moves)])
		*sorted = i + 1
	}
	return m
}

// sortMoves sorts moves by their scores, highest first, keeping the order of equal ones (an
// insertion sort: the lists are short).
func sortMoves(moves []core.Move, scores []int32) {
	for i := 1; i < len(moves); i++ {
		m, v := moves[i], scores[i]
		j := i
		for ; j > 0 && scores[j-1] < v; j-- {
			moves[j], scores[j] = moves[j-1], scores[j-1]
		}
		moves[j], scores[j] = m, v
	}
}

// isQuiet reports whether m captures nothing in the current position.
func (s *searcher) isQuiet(m core.Move) bool { return s.pos.At(m.To()) == core.NoPiece }

// updateQuiet rewards the quiet move that caused a cutoff and punishes the quiets tried before it.
func (s *searcher) updateQuiet(best core.Move, tried []core.Move, depth, ply int) {
	h := s.hist
	if h.killers[ply][0] != best {
		h.killers[ply][1] = h.killers[ply][0]
		h.killers[ply][0] = best
	}
	bonus := int32(depth * depth)
	if bonus > 400 {
		bonus = 400
	}
	for _, m := range tried {
		pc := s.pos.At(m.From())
		e := &h.quiet[pc][m.To()]
		if m == best {
			*e += 32*bonus - *e*bonus/512
		} else {
			*e += -32*bonus - *e*bonus/512
		}
		if *e > historyMax {
			*e = historyMax
		} else if *e < -historyMax {
			*e = -historyMax
		}
	}
}
