package train

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/core"
)

// randomPositions returns n positions of random games (random legal moves from the start, so
// with many captures), with the games' numbers.
func randomPositions(n int, seed uint64) ([]*core.Position, []uint32) {
	rng := rand.New(rand.NewPCG(seed, 2))
	var out []*core.Position
	var games []uint32
	var buf [128]core.Move
	for g := uint32(0); len(out) < n; g++ {
		p := *core.StartPosition()
		for ply := 0; ply < 200 && len(out) < n; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			p.MakeMove(moves[rng.IntN(len(moves))])
			if ply%3 == 0 {
				q := p
				out = append(out, &q)
				games = append(games, g)
			}
		}
	}
	return out, games
}

func sampleOf(p *core.Position, game uint32) Sample {
	var r data.Record
	r.SetPosition(p)
	r.Game = game
	return FromRecord(&r)
}

func TestMirror(t *testing.T) {
	for _, pc := range []core.Piece{1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15} {
		for i := range nnue.Points {
			f := nnue.Feature(core.Red, pc, i)
			if Mirror(f) != nnue.Feature(core.Black, pc, i) {
				t.Fatalf("Mirror(%d) = %d, want %d", f, Mirror(f), nnue.Feature(core.Black, pc, i))
			}
			if featurePiece(f) != pc {
				t.Fatalf("featurePiece(%d) = %v, want %v", f, featurePiece(f), pc)
			}
		}
	}
}

// materialSamples are positions scored by material (rook 900, cannon 450, horse 400, advisor and
// elephant 200, pawn 100) for the side to move.
func materialSamples(n int, seed uint64) []Sample {
	value := [core.NumPieceTypes]int{0, 0, 200, 200, 400, 900, 450, 100}
	pos, games := randomPositions(n, seed)
	out := make([]Sample, len(pos))
	for i, p := range pos {
		v := 0
		for s := range 90 {
			if pc := p.At(data.Square(s)); pc != core.NoPiece {
				if pc.Color() == p.SideToMove() {
					v += value[pc.Type()]
				} else {
					v -= value[pc.Type()]
				}
			}
		}
		out[i] = sampleOf(p, games[i])
		out[i].Score = int16(v)
		out[i].Result = 0.5
	}
	return out
}

// trainedModel trains a small model on material and returns it with its trainer and the loss on
// held-out positions before and after. (Fewer positions overfit: with 4000, the held-out loss
// stops at a third of its start while the training loss falls to almost nothing.)
func trainedModel(t *testing.T, h, epochs int) (*Trainer, []Sample, float64, float64) {
	t.Helper()
	n := 16000
	if testing.Short() {
		n = 8000
	}
	trainSet, val := materialSamples(n, 1), materialSamples(1000, 2)
	tr := NewTrainer(NewModel(h, 1), Config{K: 240, Lambda: 1, LR: 0.01, Threads: 2})
	before := tr.Loss(val)
	rng := rand.New(rand.NewPCG(3, 3))
	for range epochs {
		rng.Shuffle(len(trainSet), func(i, j int) { trainSet[i], trainSet[j] = trainSet[j], trainSet[i] })
		for i := 0; i < len(trainSet); i += 128 {
			tr.Batch(trainSet[i:min(i+128, len(trainSet))])
		}
	}
	return tr, val, before, tr.Loss(val)
}

// TestLearnsMaterial: a tiny net learns to count material, and its held-out loss falls.
func TestLearnsMaterial(t *testing.T) {
	tr, val, before, after := trainedModel(t, 16, 5)
	t.Logf("held-out loss %.5f before, %.5f after", before, after)
	if !(after < before/5) {
		t.Fatalf("held-out loss %.5f before training, %.5f after: it did not fall to a fifth", before, after)
	}
	// The net's evaluation of a rook up is near +900.
	buf := make([]float32, 2*tr.M.H)
	var errSum float64
	for i := range val {
		errSum += math.Abs(tr.M.Eval(&val[i], buf) - float64(val[i].Score))
	}
	t.Logf("mean |net − material| %.0f cp", errSum/float64(len(val)))
}

// TestQuantisation: the quantised net's integer evaluation is close to the float one on many
// positions, and the trainer's integer evaluation (from a record's board) is the engine's (from
// core's position, incrementally along the games), bit for bit.
func TestQuantisation(t *testing.T) {
	tr, _, _, _ := trainedModel(t, 32, 1)
	net, err := tr.M.Quantise("test")
	if err != nil {
		t.Fatal(err)
	}
	pos, games := randomPositions(2000, 9)
	fbuf, ibuf, pbuf := make([]float32, 2*net.H), make([]int16, 2*net.H), make([]int16, 2*net.H)
	var sum, worst float64
	for i, p := range pos {
		s := sampleOf(p, games[i])
		f, q := tr.M.Eval(&s, fbuf), IntEval(net, &s, ibuf)
		if e := net.EvaluatePosition(p, pbuf); e != q {
			t.Fatalf("%s: trainer's integer evaluation %d, engine's %d", p.FEN(), q, e)
		}
		d := math.Abs(f - float64(q))
		sum += d
		worst = max(worst, d)
		if d > 20 {
			t.Fatalf("%s: float %.2f, integer %d", p.FEN(), f, q)
		}
	}
	if mean := sum / float64(len(pos)); mean > 4 {
		t.Fatalf("|float − integer| is %.2f cp on average", mean)
	}
	t.Logf("|float − integer| over %d positions: mean %.2f cp, worst %.2f cp", len(pos), sum/float64(len(pos)), worst)
}

func TestCheckpoint(t *testing.T) {
	tr, val, _, _ := trainedModel(t, 8, 1)
	b := tr.Checkpoint(7)
	back, epochs, err := Restore(b, tr.Cfg)
	if err != nil {
		t.Fatal(err)
	}
	if epochs != 7 || back.Step != tr.Step || back.Loss(val) != tr.Loss(val) || !bytes.Equal(back.Checkpoint(7), b) {
		t.Fatal("the restored trainer differs")
	}
	b[100]++
	if _, _, err := Restore(b, tr.Cfg); err == nil || !errors.Is(err, ErrCheckpoint) {
		t.Fatalf("damaged checkpoint: %v", err)
	}
}

func FuzzRestore(f *testing.F) {
	tr := NewTrainer(NewModel(8, 1), Config{K: 240, Lambda: 1, LR: 0.01})
	good := tr.Checkpoint(1)
	f.Add(good)
	f.Add(good[:40])
	f.Add([]byte(checkpointMagic + "\x01\x00\x08\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > checkpointSize(16) {
			return
		}
		back, _, err := Restore(b, tr.Cfg)
		if err != nil {
			if !errors.Is(err, ErrCheckpoint) {
				t.Fatalf("error %v does not wrap ErrCheckpoint", err)
			}
			return
		}
		back.Loss(materialSamples(4, 1))
	})
}

func BenchmarkBatch(b *testing.B) {
	set := materialSamples(1024, 1)
	tr := NewTrainer(NewModel(128, 1), Config{K: 240, Lambda: 1, LR: 0.001})
	for b.Loop() {
		tr.Batch(set)
	}
	b.ReportMetric(float64(b.N*len(set))/b.Elapsed().Seconds(), "samples/s")
}

func TestMirrorFiles(t *testing.T) {
	pos, _ := randomPositions(50, 5)
	for _, p := range pos {
		var r, m data.Record
		r.SetPosition(p)
		m = r
		for i := range m.Board {
			m.Board[i] = r.Board[i/9*9+8-i%9]
		}
		a, b := MirrorFiles(FromRecord(&r)), FromRecord(&m)
		fa, fb := a.Feat[:a.N], b.Feat[:b.N]
		slices.Sort(fa)
		slices.Sort(fb)
		if !slices.Equal(fa, fb) || a.Side != b.Side {
			t.Fatalf("%s: mirrored features differ", p.FEN())
		}
	}
}
