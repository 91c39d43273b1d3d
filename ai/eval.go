package ai

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/chuhe-xq/chuhe/core"
)

// Material in centipawns, middlegame and endgame. The numbers are Chuhe's own: the classic teaching
// values (rook 9, horse 4, cannon 4.5, advisor and elephant 2, pawn 1 and 2 across the river) scaled
// to a pawn of 100, with the cannon stronger while the board is full and the horse in the endgame.
var (
	materialMG = [core.NumPieceTypes]int{0, 0, 200, 200, 400, 900, 460, 100}
	materialEG = [core.NumPieceTypes]int{0, 0, 200, 200, 440, 950, 410, 120}
)

// Piece-square tables, written for Red with Black's back rank (rank 9) on the first line and files
// a..i left to right; Black uses the point rotated by 180°. Values are Chuhe's own.
var pstText = [core.NumPieceTypes][10][9]int{
	core.King: {
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, -24, -30, -24, 0, 0, 0},
		{0, 0, 0, -12, -14, -12, 0, 0, 0},
		{0, 0, 0, -3, 4, -3, 0, 0, 0},
	},
	core.Advisor: {
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, -4, 0, -4, 0, 0, 0},
		{0, 0, 0, 0, 4, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
	},
	core.Elephant: {
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, -3, 0, 0, 0, -3, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
		{-4, 0, 0, 0, 6, 0, 0, 0, -4},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0},
	},
	core.Horse: {
		{0, 4, 10, 8, 2, 8, 10, 4, 0},
		{2, 8, 30, 14, 6, 14, 30, 8, 2},
		{8, 14, 18, 24, 20, 24, 18, 14, 8},
		{6, 22, 18, 26, 22, 26, 18, 22, 6},
		{4, 16, 16, 20, 18, 20, 16, 16, 4},
		{2, 10, 12, 14, 12, 14, 12, 10, 2},
		{0, 4, 8, 6, 10, 6, 8, 4, 0},
		{2, 0, 8, 6, 4, 6, 8, 0, 2},
		{-6, 0, 2, 2, -16, 2, 2, 0, -6},
		{-8, -6, 0, -2, -6, -2, 0, -6, -8},
	},
	core.Rook: {
		{4, 8, 6, 12, 12, 12, 6, 8, 4},
		{6, 10, 8, 16, 26, 16, 8, 10, 6},
		{4, 8, 6, 14, 16, 14, 6, 8, 4},
		{6, 12, 12, 16, 16, 16, 12, 12, 6},
		{8, 12, 12, 14, 16, 14, 12, 12, 8},
		{8, 12, 12, 14, 14, 14, 12, 12, 8},
		{2, 8, 4, 12, 12, 12, 4, 8, 2},
		{-4, 6, 4, 12, 10, 12, 4, 6, -4},
		{2, 6, 4, 10, 0, 10, 4, 6, 2},
		{-8, 4, 2, 10, 0, 10, 2, 4, -8},
	},
	core.Cannon: {
		{6, 4, 0, -4, -6, -4, 0, 4, 6},
		{2, 2, 0, -4, -6, -4, 0, 2, 2},
		{2, 2, 0, -6, -4, -6, 0, 2, 2},
		{0, 4, 4, 2, 6, 2, 4, 4, 0},
		{0, 0, 0, 0, 6, 0, 0, 0, 0},
		{-2, 0, 4, 0, 6, 0, 4, 0, -2},
		{0, 0, 0, 0, 2, 0, 0, 0, 0},
		{2, 0, 4, 4, 8, 4, 4, 0, 2},
		{0, 2, 2, 2, 4, 2, 2, 2, 0},
		{0, 0, 2, 4, 4, 4, 2, 0, 0},
	},
	core.Pawn: {
		{10, 14, 20, 26, 30, 26, 20, 14, 10},
		{36, 56, 76, 104, 124, 104, 76, 56, 36},
		{36, 52, 70, 90, 104, 90, 70, 52, 36},
		{32, 44, 58, 70, 76, 70, 58, 44, 32},
		{22, 32, 40, 48, 52, 48, 40, 32, 22},
		{0, 0, 8, 0, 10, 0, 8, 0, 0},
		{0, 0, -2, 0, 4, 0, -2, 0, 0},
		{0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0},
	},
}

// psq[piece][square] holds material plus piece-square value from the piece owner's view for the
// middlegame and the endgame, and whether the piece counts for the attack bonus there (a rook,
// horse or cannon across the river). Computed once at start-up, read-only afterwards (the tuning
// build, weights_tune.go, recomputes it when a parameter is set).
var psq [16][256]psqEntry

type psqEntry struct {
	mg, eg int16
	across int16 // 1 for a rook, horse or cannon across the river
	_      int16
}

func init() { buildPSQ() }

// buildPSQ fills psq from the material values and the piece-square tables.
func buildPSQ() {
	for t := core.King; t <= core.Pawn; t++ {
		for r := 0; r < 10; r++ {
			for f := 0; f < 9; f++ {
				v := pstText[t][9-r][f]
				sq := core.NewSquare(f, r)
				for ph, mat := range [2][core.NumPieceTypes]int{materialMG, materialEG} {
					val := mat[t] + v
					if ph == 1 && t == core.King {
						val = v / 2
					}
					red, black := &psq[core.MakePiece(core.Red, t)][sq], &psq[core.MakePiece(core.Black, t)][sq.Flip()]
					if ph == 0 {
						red.mg, black.mg = int16(val), int16(val)
					} else {
						red.eg, black.eg = int16(val), int16(val)
					}
					if attacker(t) && crossed(sq, core.Red) {
						red.across, black.across = 1, 1
					}
				}
			}
		}
	}
}

// Phase weights: the game phase is the sum over rooks, horses and cannons on the board.
const maxPhase = 2*4 + 4 + 4

// The knowledge weights (tempo, mobility, cannon placement, palace defenders) are in weights.go.

// attackBonus[n] rewards n rooks, horses and cannons across the river (an attack on the palace
// needs several pieces).
var attackBonus = [7]int{0, 0, 25, 100, 150, 180, 180}

var (
	up    = [2]int{16, -16}
	steps = [4]int{16, -16, 1, -1}
)

// psqSum is each side's material and piece-square total, middlegame and endgame. The search keeps
// one per ply (searcher.acc), updated from four table entries a move, so that the evaluation need
// not add up every piece at every node; evaluate builds one afresh.
type psqSum struct{ mg, eg [2]int32 }

// psqSums adds up the material and piece-square values of p's pieces.
func psqSums(p *core.Position) psqSum {
	var a psqSum
	for c := core.Red; c <= core.Black; c++ {
		for _, s := range p.PieceSlots(c) {
			if s != core.NoSquare {
				v := &psq[p.At(s)][s]
				a.mg[c] += int32(v.mg)
				a.eg[c] += int32(v.eg)
			}
		}
	}
	return a
}

// moved updates the sums for the move of pc from one square to another that captured captured
// (core.NoPiece: none).
func (a *psqSum) moved(pc core.Piece, from, to core.Square, captured core.Piece) {
	c := pc.Color()
	f, t := &psq[pc][from], &psq[pc][to]
	a.mg[c] += int32(t.mg) - int32(f.mg)
	a.eg[c] += int32(t.eg) - int32(f.eg)
	if captured != core.NoPiece {
		v := &psq[captured][to]
		a.mg[c^1] -= int32(v.mg)
		a.eg[c^1] -= int32(v.eg)
	}
}

// evaluate returns the static evaluation of p from the side to move's view.
func evaluate(p *core.Position) Score {
	a := psqSums(p)
	return evaluateSums(p, &a)
}

// evaluateSums is evaluate with p's material and piece-square sums already known.
func evaluateSums(p *core.Position, a *psqSum) Score {
	if !p.HasAttackers(core.Red) && !p.HasAttackers(core.Black) {
		return 0
	}
	var side [2]int // Red's and Black's total
	phase := 0
	for c := core.Red; c <= core.Black; c++ {
		phase += 2*p.Count(core.MakePiece(c, core.Rook)) + p.Count(core.MakePiece(c, core.Horse)) +
			p.Count(core.MakePiece(c, core.Cannon))
	}
	if phase > maxPhase {
		phase = maxPhase
	}
	for c := core.Red; c <= core.Black; c++ {
		them := c.Opp()
		ek := p.KingSquare(them)
		across := 0
		rook, horse, cannon := core.MakePiece(c, core.Rook), core.MakePiece(c, core.Horse), core.MakePiece(c, core.Cannon)
		for m := p.SlotsOf(rook); m != 0; m &= m - 1 {
			s := p.SlotSquare(c, bits.TrailingZeros16(m))
			across += int(psq[rook][s].across)
			side[c] += rookMobility * rookMoves(p, s, c)
		}
		for m := p.SlotsOf(horse); m != 0; m &= m - 1 {
			s := p.SlotSquare(c, bits.TrailingZeros16(m))
			across += int(psq[horse][s].across)
			n := horseMoves(p, s, c)
			side[c] += horseMobility * n
			if n <= 1 {
				side[c] -= horseTrapped
			}
		}
		for m := p.SlotsOf(cannon); m != 0; m &= m - 1 {
			s := p.SlotSquare(c, bits.TrailingZeros16(m))
			across += int(psq[cannon][s].across)
			side[c] += cannonBonus(p, s, ek) + cannonMobility*cannonMoves(p, s)
		}
		side[c] += attackBonus[min(across, len(attackBonus)-1)]
		// Palace defenders: each missing advisor or elephant costs more the more attackers the
		// opponent has that exploit its absence.
		er := p.Count(core.MakePiece(them, core.Rook))
		eh := p.Count(core.MakePiece(them, core.Horse))
		ec := p.Count(core.MakePiece(them, core.Cannon))
		ma := 2 - p.Count(core.MakePiece(c, core.Advisor))
		me := 2 - p.Count(core.MakePiece(c, core.Elephant))
		side[c] -= ma*(defenderVsRook*er+advisorVsHorse*eh+advisorVsCannon*ec) +
			me*(defenderVsRook*er+elephVsHorse*eh+elephVsCannon*ec)
		// An open king file in front of the king against enemy rooks.
		if er > 0 && kingFileOpen(p, c) {
			side[c] -= openKingFile * er * phase / maxPhase
		}
	}
	for c := range side {
		side[c] += (int(a.mg[c])*phase + int(a.eg[c])*(maxPhase-phase)) / maxPhase
	}
	v := side[core.Red] - side[core.Black]
	// A side without attackers cannot win: scale its advantage down.
	if v > 0 && !p.HasAttackers(core.Red) || v < 0 && !p.HasAttackers(core.Black) {
		v /= 8
	}
	if p.SideToMove() == core.Black {
		v = -v
	}
	return Score(v + tempo)
}

// attacker reports whether pieces of type t count for the attack bonus.
func attacker(t core.PieceType) bool { return t == core.Rook || t == core.Horse || t == core.Cannon }

// rookMoves counts the points the rook of side c on s can move to (empty or enemy-held).
func rookMoves(p *core.Position, s core.Square, c core.Color) int {
	n, first := p.Rays(s)
	e := &enemy[c&1] // NoSquare where a ray reaches the edge: an empty point, never an enemy
	return n + e[p.At(first[0])&15] + e[p.At(first[1])&15] + e[p.At(first[2])&15] + e[p.At(first[3])&15]
}

// kingFileOpen reports whether side c has no piece of its own in front of its king on the king's
// file.
func kingFileOpen(p *core.Position, c core.Color) bool {
	t := int(p.KingSquare(c)) + up[c]
	for core.Square(t).OnBoard() && p.At(core.Square(t)) == core.NoPiece {
		t += up[c]
	}
	return !core.Square(t).OnBoard() || p.At(core.Square(t)).Color() != c
}

// crossed reports whether s is across the river for side c.
func crossed(s core.Square, c core.Color) bool { return (s.Rank() >= 5) == (c == core.Red) }

// cannonMoves counts the empty points the cannon on s can move to.
func cannonMoves(p *core.Position, s core.Square) int { return p.RayEmpty(s) }

// horseLegs[s] lists the four legs of a horse on s, each with the two points past it. A leg or point
// off the board is given as s itself, where the horse stands: such a leg is never empty and such a
// point never counts. Computed once at start-up, read-only afterwards.
var horseLegs = makeHorseLegs()

func makeHorseLegs() (legs [256][4]struct{ leg, a, b core.Square }) {
	for s := 0; s < 256; s++ {
		if !core.Square(s).OnBoard() {
			continue
		}
		for i, d := range steps {
			l := &legs[s][i]
			l.leg, l.a, l.b = core.Square(s), core.Square(s), core.Square(s)
			leg := s + d
			if !core.Square(leg).OnBoard() {
				continue
			}
			l.leg = core.Square(leg)
			side := 1
			if d == 1 || d == -1 {
				side = 16
			}
			if t := leg + d + side; core.Square(t).OnBoard() {
				l.a = core.Square(t)
			}
			if t := leg + d - side; core.Square(t).OnBoard() {
				l.b = core.Square(t)
			}
		}
	}
	return legs
}

// reachable[c][pc] is 1 when a piece of side c may move to a point holding pc (empty or enemy).
var reachable = func() (r [2][16]int) {
	for c := core.Red; c <= core.Black; c++ {
		for pc := range 16 {
			if core.Piece(pc) == core.NoPiece || core.Piece(pc).Color() != c {
				r[c][pc] = 1
			}
		}
	}
	return r
}()

// enemy[c][pc] is 1 when pc is a piece of c's opponent.
var enemy = func() (e [2][16]int) {
	for c := core.Red; c <= core.Black; c++ {
		for pc := range 16 {
			if core.Piece(pc) != core.NoPiece && core.Piece(pc).Color() != c {
				e[c][pc] = 1
			}
		}
	}
	return e
}()

// horseMoves counts the points the horse on s can reach (leg free, not occupied by its own side).
func horseMoves(p *core.Position, s core.Square, c core.Color) int {
	n := 0
	r := &reachable[c&1]
	l := &horseLegs[s] // unrolled: as a loop its counters spill from the evaluation's registers
	if p.At(l[0].leg) == core.NoPiece {
		n += r[p.At(l[0].a)&15] + r[p.At(l[0].b)&15]
	}
	if p.At(l[1].leg) == core.NoPiece {
		n += r[p.At(l[1].a)&15] + r[p.At(l[1].b)&15]
	}
	if p.At(l[2].leg) == core.NoPiece {
		n += r[p.At(l[2].a)&15] + r[p.At(l[2].b)&15]
	}
	if p.At(l[3].leg) == core.NoPiece {
		n += r[p.At(l[3].a)&15] + r[p.At(l[3].b)&15]
	}
	return n
}

// cannonBonus scores a cannon on s against the enemy king on ek: on the king's file with no screen
// (空头炮), one screen (a check or a pinned screen) or two screens (中炮 pressure), and on the
// king's rank (沉底炮).
func cannonBonus(p *core.Position, s, ek core.Square) int { return cannonWeight[cannonKind(p, s, ek)] }

// Kinds of cannon placement against the enemy king (cannonKind).
const (
	cannonNone = iota
	cannonHollow
	cannonPin
	cannonCentre
	cannonBottom
)

// cannonWeight is the bonus of each kind of cannon placement (the tuning build rebuilds it).
var cannonWeight = cannonWeights()

// cannonWeights returns the bonus of each kind of cannon placement, indexed by cannonKind.
func cannonWeights() [5]int { return [5]int{0, hollowCannon, pinCannon, centreCannon, bottomCannon} }

// cannonKind classifies the cannon on s against the enemy king on ek.
func cannonKind(p *core.Position, s, ek core.Square) int {
	n := p.Between(s, ek)
	if s.File() == ek.File() {
		switch n {
		case 0:
			return cannonHollow
		case 1:
			return cannonPin
		case 2:
			return cannonCentre
		}
		return cannonNone
	}
	if n == 0 || n == 1 { // on the king's rank
		return cannonBottom
	}
	return cannonNone
}

// evaluateNet is the neural evaluation of the searcher's position at ply, from its accumulators.
// The rules the net cannot know are kept from the hand-written evaluation: a position where
// neither side has a rook, horse, cannon or pawn is a dead draw, and a side without them cannot
// win (its advantage is scaled down).
func (s *searcher) evaluateNet(ply int) Score {
	p := &s.pos
	red, black := p.HasAttackers(core.Red), p.HasAttackers(core.Black)
	if !red && !black {
		return 0
	}
	w := 2 * s.nn.H
	k := ply
	for !s.nnOK[k] {
		k--
	}
	for ; k < ply; k++ {
		src, dst := s.nnAcc[k*w:k*w+w], s.nnAcc[k*w+w:k*w+2*w]
		if mv := &s.nnMove[k+1]; mv.move == core.NoMove {
			copy(dst, src)
		} else {
			s.nn.Update(dst, src, mv.piece, mv.move.From(), mv.move.To(), mv.captured)
		}
		s.nnOK[k+1] = true
	}
	acc := s.nnAcc[ply*w : ply*w+w]
	if s.e.checkSums {
		fresh := make([]int16, w)
		s.nn.Refresh(p, fresh)
		if !slices.Equal(fresh, acc) {
			panic(fmt.Sprintf("ply %d %s: incremental accumulators differ from fresh ones", ply, p.FEN()))
		}
	}
	us := p.SideToMove()
	v := s.nn.Evaluate(acc, us)
	has := [2]bool{red, black}
	if v > 0 && !has[us] || v < 0 && !has[us^1] {
		v /= 8
	}
	return Score(max(min(v, int(mateBound)-1), -int(mateBound)+1))
}
