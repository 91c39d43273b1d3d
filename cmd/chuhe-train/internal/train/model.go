// Package train trains Chuhe's neural evaluation (ai/nnue) in float32 on a CPU: sparse inputs (only
// a position's active features are touched), mini-batches, Adam, a loss on a blend of the search's
// score and the game's result through a sigmoid, and quantisation by nnue.Quantise, so that the
// trained net's integer evaluations are ai/nnue's own.
package train

import (
	"math"
	"math/rand/v2"

	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/core"
)

// Quantisation of the nets this package makes (see ai/nnue).
const (
	QA    = 255
	QB    = 1024
	Scale = 400
	// ftClip bounds the transformer's float weights and biases so that no accumulator can
	// overflow int16: 33 · 1.98 · 255 < 32767.
	ftClip = 1.98
	// outClip bounds the output weights (int16 after · QB).
	outClip = 32000.0 / QB
)

// Sample is a training position: its active features from Red's view (the side to move's and the
// other view follow by Mirror), the side to move, the search's score and the game's result for
// the side to move (0, 0.5 or 1), and its game.
type Sample struct {
	Feat   [nnue.MaxPiece]uint16
	N      uint8
	Side   core.Color
	Score  int16
	Result float32
	Game   uint32
}

// FromRecord makes a sample of a data record.
func FromRecord(r *data.Record) Sample {
	s := Sample{Side: r.Side, Score: r.Score, Result: float32(r.Result) / 2, Game: r.Game}
	for i, pc := range r.Board {
		if pc != core.NoPiece && int(s.N) < nnue.MaxPiece {
			s.Feat[s.N] = uint16(nnue.Feature(core.Red, pc, i))
			s.N++
		}
	}
	return s
}

// Mirror turns a feature from Red's view into the same piece's feature from Black's view.
func Mirror(f int) int {
	const half = nnue.Kinds * nnue.Points
	point := f % nnue.Points
	return (f+half)%(2*half) - point + (9-point/9)*9 + point%9
}

// Model is a float network of the shape of ai/nnue's.
type Model struct {
	H    int
	FTB  []float32 // H
	FT   []float32 // Inputs × H
	Out  []float32 // 2H, the side to move's half first
	OutB []float32 // 1
}

// NewModel returns a model with random initial weights.
func NewModel(h int, seed uint64) *Model {
	rng := rand.New(rand.NewPCG(seed, 0x6e6e7565))
	m := &Model{H: h, FTB: make([]float32, h), FT: make([]float32, nnue.Inputs*h), Out: make([]float32, 2*h), OutB: make([]float32, 1)}
	for i := range m.FTB {
		m.FTB[i] = 0.1 + 0.1*rng.Float32()
	}
	for i := range m.FT {
		m.FT[i] = float32(rng.NormFloat64() * 0.05)
	}
	for i := range m.Out {
		m.Out[i] = float32(rng.NormFloat64() * 0.3 / math.Sqrt(float64(h)))
	}
	return m
}

// params returns the model's parameter slices, in a fixed order.
func (m *Model) params() [][]float32 { return [][]float32{m.FTB, m.FT, m.Out, m.OutB} }

// views fills the two views' accumulators (the side to move's in us) for s.
func (m *Model) views(s *Sample, us, them []float32) {
	copy(us, m.FTB)
	copy(them, m.FTB)
	red, black := us, them
	if s.Side == core.Black {
		red, black = them, us
	}
	h := m.H
	for _, f := range s.Feat[:s.N] {
		addTo(red, m.FT[int(f)*h:int(f)*h+h])
		g := Mirror(int(f))
		addTo(black, m.FT[g*h:g*h+h])
	}
}

func addTo(a, w []float32) {
	w = w[:len(a)]
	for i := range a {
		a[i] += w[i]
	}
}

func screlu(x float32) float32 {
	x = min(max(x, 0), 1)
	return x * x
}

// Output returns the network's output y for s (the evaluation is y · Scale centipawns); buf holds
// 2H scratch floats.
func (m *Model) Output(s *Sample, buf []float32) float32 {
	h := m.H
	us, them := buf[:h], buf[h:2*h]
	m.views(s, us, them)
	y := m.OutB[0]
	for i := range h {
		y += screlu(us[i])*m.Out[i] + screlu(them[i])*m.Out[h+i]
	}
	return y
}

// Eval is the float evaluation of s in centipawns for the side to move.
func (m *Model) Eval(s *Sample, buf []float32) float64 { return float64(m.Output(s, buf)) * Scale }

// Quantise returns the integer net of the model.
func (m *Model) Quantise(info string) (*nnue.Net, error) {
	return nnue.Quantise(m.H, m.FTB, m.FT, m.Out, m.OutB[0], QA, QB, Scale, info)
}

// IntEval is the integer evaluation of s by net n, as the engine's search computes it (buf holds
// 2·n.H scratch int16).
func IntEval(n *nnue.Net, s *Sample, buf []int16) int {
	var board [nnue.Points]core.Piece
	for _, f := range s.Feat[:s.N] {
		board[f%nnue.Points] = featurePiece(int(f))
	}
	n.RefreshBoard(&board, buf)
	return n.Evaluate(buf, s.Side)
}

// featurePiece is the piece of a feature from Red's view.
func featurePiece(f int) core.Piece {
	k := f / nnue.Points
	return core.MakePiece(core.Color(k/nnue.Kinds), core.PieceType(k%nnue.Kinds+1))
}

// MirrorFiles returns s with the board mirrored left to right (file f → 8 − f): the same position
// for xiangqi's rules, so a second training sample for free.
func MirrorFiles(s Sample) Sample {
	for i, f := range s.Feat[:s.N] {
		point := int(f) % nnue.Points
		s.Feat[i] = uint16(int(f) - point + point/9*9 + 8 - point%9)
	}
	return s
}
