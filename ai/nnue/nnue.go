// Package nnue is Chuhe's neural evaluation (NNUE): an efficiently updatable network trained on
// Chuhe's own self-play games (docs/nnue.md). It imports only core.
//
// The network. Each side sees the board from its own view: a feature for every (colour relative
// to the viewer, kind, point) — 2 × 7 × 90 = 1260 inputs, the point mirrored top to bottom for
// Black so that each side looks up the board from its own back rank. The feature transformer maps
// the active features (at most 32) to an accumulator of H int16 per side (the sum of the features'
// columns plus a bias). The two accumulators, the side to move's first, pass through a squared
// clipped ReLU, min(max(x, 0), 1)², and one dense layer to one output, the evaluation in
// centipawns from the side to move's view.
//
// Integers. Float weights w are stored as int16 round(w·QA) in the transformer (so an accumulator
// holds round(x·QA)) and round(w·QB) in the output layer, its bias as int32 round(b·QA·QB); the
// output is (Σ clamp(a,0,QA)²·w / QA + bias) · Scale / (QA·QB). The trainer quantises with Quantise
// and evaluates with the same code, so its integer evaluations are this package's, bit for bit.
//
// A move updates an accumulator by subtracting the moved piece's feature at its origin, adding it
// at its destination and subtracting the captured piece's: a few columns a side, no allocation.
package nnue

import (
	"math"

	"github.com/chuhe-xq/chuhe/core"
)

// Network shape.
const (
	Kinds    = 7                  // piece kinds: king, advisor, elephant, horse, rook, cannon, pawn
	Points   = 90                 // points of the board, rank·9 + file
	Inputs   = 2 * Kinds * Points // features of one view
	MaxPiece = 32                 // most active features of one view
)

// Feature returns the input index of piece pc on point (rank·9 + file, rank 0 Red's back rank)
// seen from view's side: (own or opponent's)·630 + (kind−1)·90 + point, the point mirrored top to
// bottom for Black. pc must be a piece and point within 0..89.
func Feature(view core.Color, pc core.Piece, point int) int {
	rel := int(pc.Color() ^ view)
	if view == core.Black {
		point = (9-point/9)*9 + point%9
	}
	return (rel*Kinds+int(pc.Type())-1)*Points + point
}

// SquareFeature is Feature for a square of core's board.
func SquareFeature(view core.Color, pc core.Piece, s core.Square) int {
	r := s.Rank()
	if view == core.Black {
		r = 9 - r
	}
	return (int(pc.Color()^view)*Kinds+int(pc.Type())-1)*Points + r*9 + s.File()
}

// Net is a quantised network, read-only once made: one Net may serve any number of searches at once.
type Net struct {
	H      int     // accumulator size of one side
	QA, QB int32   // quantisation scales of the transformer and of the output layer
	Scale  int32   // centipawns of an output of 1.0
	Info   string  // free text: how the net was trained
	FTBias []int16 // H
	FT     []int16 // Inputs × H, feature f's column at f·H
	Out    []int16 // 2H: the side to move's half first
	OutB   int32
}

// column returns feature f's column of the transformer.
func (n *Net) column(f int) []int16 { return n.FT[f*n.H : (f+1)*n.H : (f+1)*n.H] }

// Refresh sets acc (2H: Red's view then Black's) to the accumulators of p.
func (n *Net) Refresh(p *core.Position, acc []int16) {
	h := n.H
	for v := core.Red; v <= core.Black; v++ {
		a := acc[int(v)*h : int(v)*h+h]
		copy(a, n.FTBias)
		for c := core.Red; c <= core.Black; c++ {
			for _, s := range p.PieceSlots(c) {
				if s != core.NoSquare {
					add(a, n.column(SquareFeature(v, p.At(s), s)))
				}
			}
		}
	}
}

// RefreshBoard sets acc (2H) to the accumulators of a board given point by point (rank·9 + file).
func (n *Net) RefreshBoard(board *[Points]core.Piece, acc []int16) {
	h := n.H
	for v := core.Red; v <= core.Black; v++ {
		a := acc[int(v)*h : int(v)*h+h]
		copy(a, n.FTBias)
		for i, pc := range board {
			if pc != core.NoPiece {
				add(a, n.column(Feature(v, pc, i)))
			}
		}
	}
}

// Update sets dst (2H) to src (2H) after pc moved from one square to another, capturing captured
// (core.NoPiece: none).
func (n *Net) Update(dst, src []int16, pc core.Piece, from, to core.Square, captured core.Piece) {
	h := n.H
	for v := core.Red; v <= core.Black; v++ {
		d, s := dst[int(v)*h:int(v)*h+h], src[int(v)*h:int(v)*h+h]
		sub, ad := n.column(SquareFeature(v, pc, from)), n.column(SquareFeature(v, pc, to))
		if captured != core.NoPiece {
			moveCapture(d, s, sub, ad, n.column(SquareFeature(v, captured, to)))
		} else {
			move(d, s, sub, ad)
		}
	}
}

// Evaluate returns the evaluation in centipawns from the view of side (the side to move) of the
// accumulators acc (2H, Red's view first).
func (n *Net) Evaluate(acc []int16, side core.Color) int {
	h := n.H
	us, them := acc[int(side)*h:int(side)*h+h], acc[int(side^1)*h:int(side^1)*h+h]
	sum := dot(us, n.Out[:h], n.QA) + dot(them, n.Out[h:2*h], n.QA)
	return int((sum/int64(n.QA) + int64(n.OutB)) * int64(n.Scale) / (int64(n.QA) * int64(n.QB)))
}

// EvaluatePosition returns the evaluation of p from the side to move's view, building the
// accumulators afresh in acc (2H).
func (n *Net) EvaluatePosition(p *core.Position, acc []int16) int {
	n.Refresh(p, acc)
	return n.Evaluate(acc, p.SideToMove())
}

func addGeneric(a, w []int16) {
	w = w[:len(a)]
	for i := range a {
		a[i] += w[i]
	}
}

func moveGeneric(d, s, sub, ad []int16) {
	s, sub, ad = s[:len(d)], sub[:len(d)], ad[:len(d)]
	for i := range d {
		d[i] = s[i] - sub[i] + ad[i]
	}
}

func moveCaptureGeneric(d, s, sub, ad, cap []int16) {
	s, sub, ad, cap = s[:len(d)], sub[:len(d)], ad[:len(d)], cap[:len(d)]
	for i := range d {
		d[i] = s[i] - sub[i] + ad[i] - cap[i]
	}
}

// dotGeneric is Σ clamp(a,0,qa)²·w over the first len(a) (a multiple of 4) entries.
func dotGeneric(a, w []int16, qa int32) int64 {
	var s0, s1, s2, s3 int64
	for len(a) >= 4 && len(w) >= 4 {
		x, y := a[:4:4], w[:4:4]
		v0 := min(max(int32(x[0]), 0), qa)
		v1 := min(max(int32(x[1]), 0), qa)
		v2 := min(max(int32(x[2]), 0), qa)
		v3 := min(max(int32(x[3]), 0), qa)
		s0 += int64(v0*v0) * int64(y[0])
		s1 += int64(v1*v1) * int64(y[1])
		s2 += int64(v2*v2) * int64(y[2])
		s3 += int64(v3*v3) * int64(y[3])
		a, w = a[4:], w[4:]
	}
	return s0 + s1 + s2 + s3
}

// Quantise makes a Net from float weights (the layout of Net's fields, ft feature by feature):
// round(w·QA) in the transformer, round(w·QB) in the output layer, round(b·QA·QB) for its bias.
// It fails when a weight does not fit its integer or an accumulator could overflow.
func Quantise(h int, ftBias, ft, out []float32, outB float32, qa, qb, scale int32, info string) (*Net, error) {
	n := &Net{H: h, QA: qa, QB: qb, Scale: scale, Info: info}
	if len(ftBias) != h || len(ft) != Inputs*h || len(out) != 2*h {
		return nil, formatErr("float weights of the wrong length for H = %d", h)
	}
	q := func(src []float32, s float64) ([]int16, error) {
		d := make([]int16, len(src))
		for i, w := range src {
			v := math.Round(float64(w) * s)
			if v < -32767 || v > 32767 || math.IsNaN(v) {
				return nil, formatErr("weight %g times %g does not fit int16", w, s)
			}
			d[i] = int16(v)
		}
		return d, nil
	}
	var err error
	if n.FTBias, err = q(ftBias, float64(qa)); err != nil {
		return nil, err
	}
	if n.FT, err = q(ft, float64(qa)); err != nil {
		return nil, err
	}
	if n.Out, err = q(out, float64(qb)); err != nil {
		return nil, err
	}
	b := math.Round(float64(outB) * float64(qa) * float64(qb))
	if b < math.MinInt32 || b > math.MaxInt32 || math.IsNaN(b) {
		return nil, formatErr("output bias %g does not fit int32", outB)
	}
	n.OutB = int32(b)
	return n, n.check()
}
