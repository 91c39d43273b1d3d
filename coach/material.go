package coach

import (
	"slices"

	"github.com/chuhe-xq/chuhe/core"
)

// Material along a line. A line from the engine may stop in the middle of an exchange, so its end is
// settled: the captures that follow (each side taking with any legal capture, or stopping when that
// is better, a material-only quiescence search) are appended to the line, and the material is
// counted at the end of that. A claim about material is a claim about this settled line, which is
// played move by move through core.

// settleDepth bounds the captures appended to settle a line.
const settleDepth = 8

// settle returns the best material gain, for the side to move in p, of a sequence of legal captures
// (standing pat allowed at every step), with the captures that reach it.
func settle(p *core.Position, alpha, beta, depth int) (int, []core.Move) {
	if depth == 0 {
		return 0, nil
	}
	best, line := 0, []core.Move(nil) // standing pat
	if best >= beta {
		return best, nil
	}
	alpha = max(alpha, best)
	var buf [64]core.Move
	for _, m := range p.LegalCaptures(buf[:0]) {
		gain := value(p.At(m.To()))
		if gain+settleBound <= alpha {
			continue // even if nothing came back, not enough
		}
		q := *p
		q.MakeMove(m)
		v, rest := settle(&q, gain-beta, gain-alpha, depth-1)
		v = gain - v
		if v > best {
			best, line = v, append([]core.Move{m}, rest...)
			if v >= beta {
				break
			}
			alpha = max(alpha, v)
		}
	}
	return best, line
}

// settleBound is more than any capture sequence's follow-up can bring back (a rook and a cannon):
// it only prunes captures that cannot matter.
const settleBound = 2000

// outcome is what a line does to the material of side.
type outcome struct {
	line []core.Move // the line, settled
	// net is side's material gain over the line (negative: a loss); nets[k] the gain after the
	// first k moves of line, settled from there (nets[len(line)] == net).
	net  int
	nets []int
}

// playLine plays line from start as far as it is legal, settles its end and counts the material
// for side. nets[k] settles the position after k moves, so that the shortest prefix that already
// wins what the whole line wins can be found.
func playLine(start core.Position, line []core.Move, side core.Color) outcome {
	p := start
	var o outcome
	gained := 0
	settleAt := func(q *core.Position) (int, []core.Move) {
		v, ext := settle(q, -settleBound*4, settleBound*4, settleDepth)
		if q.SideToMove() != side {
			v = -v
		}
		return gained + v, ext
	}
	first, _ := settleAt(&p)
	o.nets = append(o.nets, first)
	for _, m := range line {
		if !p.IsLegalMove(m) {
			break
		}
		if c := p.At(m.To()); c != core.NoPiece {
			if c.Color() == side {
				gained -= value(c)
			} else {
				gained += value(c)
			}
		}
		p.MakeMove(m)
		o.line = append(o.line, m)
		v, _ := settleAt(&p)
		o.nets = append(o.nets, v)
	}
	v, ext := settleAt(&p)
	o.line = append(o.line, ext...)
	o.net = v
	return o
}

// shortest returns the shortest prefix of the outcome's line, from at least min moves, after which
// the settled material is already as good as the line's end for side (within tolerance), extended
// by the captures that settle it; the full settled line when none is shorter.
func (o outcome) shortest(start core.Position, side core.Color, minLen int) []core.Move {
	const tolerance = 50
	for k := minLen; k < len(o.nets); k++ {
		if o.nets[k] <= o.net+tolerance && o.nets[k] >= o.net-tolerance {
			p := start
			for _, m := range o.line[:k] {
				p.MakeMove(m)
			}
			_, ext := settle(&p, -settleBound*4, settleBound*4, settleDepth)
			return append(append([]core.Move(nil), o.line[:k]...), ext...)
		}
	}
	return o.line
}

// ledger lists, over a line from start, the pieces side lost and the pieces it took, lets each piece
// taken cancel the biggest piece lost that is worth no more than it (within half a pawn: a horse
// for a cannon is a trade), and returns the biggest piece left of each (NoPiece when none) with the
// index in line of the capture of that lost piece (-1 when none).
func ledger(start core.Position, line []core.Move, side core.Color) (lost, took core.Piece, at int) {
	type capture struct {
		pc core.Piece
		at int
	}
	var lostL, tookL []capture
	p := start
	for i, m := range line {
		if c := p.At(m.To()); c != core.NoPiece {
			if c.Color() == side {
				lostL = append(lostL, capture{c, i})
			} else {
				tookL = append(tookL, capture{c, i})
			}
		}
		p.MakeMove(m)
	}
	byValue := func(a, b capture) int { return value(b.pc) - value(a.pc) }
	slices.SortStableFunc(lostL, byValue)
	slices.SortStableFunc(tookL, byValue)
	var left []capture // pieces taken that cancelled nothing
	for _, t := range tookL {
		k := slices.IndexFunc(lostL, func(l capture) bool { return value(l.pc) <= value(t.pc)+50 })
		if k < 0 {
			left = append(left, t)
			continue
		}
		lostL = slices.Delete(lostL, k, k+1)
	}
	lost, took, at = core.NoPiece, core.NoPiece, -1
	if len(lostL) > 0 {
		lost, at = lostL[0].pc, lostL[0].at
	}
	if len(left) > 0 {
		took = left[0].pc
	}
	return lost, took, at
}
