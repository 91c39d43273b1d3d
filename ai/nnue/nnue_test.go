package nnue

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// randomNet returns a net of accumulator size h with small random weights.
func randomNet(t testing.TB, h int, seed uint64) *Net {
	rng := rand.New(rand.NewPCG(seed, 1))
	ftb, ft, out := make([]float32, h), make([]float32, Inputs*h), make([]float32, 2*h)
	for i := range ftb {
		ftb[i] = rng.Float32()*0.6 - 0.1
	}
	for i := range ft {
		ft[i] = rng.Float32()*0.4 - 0.2
	}
	for i := range out {
		out[i] = rng.Float32()*2 - 1
	}
	n, err := Quantise(h, ftb, ft, out, 0.1, 255, 64, 400, "random test net")
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestFeature(t *testing.T) {
	seen := map[int]bool{}
	for v := core.Red; v <= core.Black; v++ {
		for _, pc := range []core.Piece{1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15} {
			for i := range Points {
				f := Feature(v, pc, i)
				if f < 0 || f >= Inputs {
					t.Fatalf("Feature(%v, %v, %d) = %d", v, pc, i, f)
				}
				if g := SquareFeature(v, pc, core.NewSquare(i%9, i/9)); g != f {
					t.Fatalf("SquareFeature %d, Feature %d", g, f)
				}
				if v == core.Red {
					seen[f] = true
				}
			}
		}
	}
	if len(seen) != Inputs {
		t.Fatalf("%d distinct features from Red's view, want %d", len(seen), Inputs)
	}
	// Symmetry: Red's king on e0 seen by Red is Black's king on e9 seen by Black.
	if Feature(core.Red, core.MakePiece(core.Red, core.King), 4) != Feature(core.Black, core.MakePiece(core.Black, core.King), 85) {
		t.Fatal("the views are not mirror images")
	}
}

// TestIncremental plays random games and checks the updated accumulators against fresh ones, and
// that the start position is even.
func TestIncremental(t *testing.T) {
	n := randomNet(t, 32, 7)
	h := n.H
	rng := rand.New(rand.NewPCG(3, 4))
	fresh := make([]int16, 2*h)
	if a, b := n.EvaluatePosition(core.StartPosition(), fresh), n.EvaluatePosition(core.MustParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"), fresh); a != b {
		t.Fatalf("start position %d for Red, %d for Black", a, b)
	}
	games := 40
	if testing.Short() {
		games = 10
	}
	var buf [128]core.Move
	for g := 0; g < games; g++ {
		p := *core.StartPosition()
		acc := make([]int16, 2*h)
		n.Refresh(&p, acc)
		next := make([]int16, 2*h)
		for ply := 0; ply < 150; ply++ {
			moves := p.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			pc := p.At(m.From())
			u := p.MakeMove(m)
			n.Update(next, acc, pc, m.From(), m.To(), u.Captured())
			acc, next = next, acc
			n.Refresh(&p, fresh)
			if !slices.Equal(acc, fresh) {
				t.Fatalf("game %d ply %d %s: incremental accumulators differ from fresh ones", g, ply, p.FEN())
			}
			if a, b := n.Evaluate(acc, p.SideToMove()), n.EvaluatePosition(&p, fresh); a != b {
				t.Fatalf("evaluations %d and %d", a, b)
			}
		}
	}
}

func TestFileRoundTrip(t *testing.T) {
	n := randomNet(t, 16, 9)
	var b bytes.Buffer
	if err := n.Write(&b); err != nil {
		t.Fatal(err)
	}
	if b.Len() != Size(16, len(n.Info)) {
		t.Fatalf("%d bytes, Size says %d", b.Len(), Size(16, len(n.Info)))
	}
	m, err := Read(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if m.H != n.H || m.QA != n.QA || m.QB != n.QB || m.Scale != n.Scale || m.Info != n.Info || m.OutB != n.OutB ||
		!slices.Equal(m.FT, n.FT) || !slices.Equal(m.FTBias, n.FTBias) || !slices.Equal(m.Out, n.Out) {
		t.Fatal("the net read back differs")
	}
}

func TestDecodeErrors(t *testing.T) {
	n := randomNet(t, 8, 1)
	good, err := n.Encode()
	if err != nil {
		t.Fatal(err)
	}
	mod := func(f func(b []byte) []byte) []byte { return f(slices.Clone(good)) }
	cases := []struct {
		b    []byte
		want string
	}{
		{good[:10], "shorter than"},
		{mod(func(b []byte) []byte { b[0] = 'X'; return b }), "magic"},
		{mod(func(b []byte) []byte { b[8] = 2; return b }), "version 2"},
		{mod(func(b []byte) []byte { b[10] = 9; return b }), "architecture 9"},
		{mod(func(b []byte) []byte { b[12] = 9; return b }), "accumulator size 9"},
		{mod(func(b []byte) []byte { b[22] = 1; return b }), "info of"},
		{good[:len(good)-1], "want"},
		{append(slices.Clone(good), 0), "want"},
		{mod(func(b []byte) []byte { b[100]++; return b }), "checksum"},
	}
	for _, c := range cases {
		_, err := Decode(c.b)
		if err == nil || !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one about %q", err, c.want)
		}
	}
	// An accumulator that could overflow is refused even with a good checksum.
	big := *n
	big.FT = slices.Clone(n.FT)
	for f := 0; f < 40; f++ {
		big.FT[f*8] = 2000
	}
	if _, err := big.Encode(); err == nil || !strings.Contains(err.Error(), "beyond int16") {
		t.Errorf("overflowing net: %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	n := randomNet(f, 8, 2)
	good, err := n.Encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:30])
	f.Add([]byte(Magic))
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := Decode(b)
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v does not wrap ErrFormat", err)
			}
			return
		}
		again, err := n.Encode()
		if err != nil || !bytes.Equal(again, b) {
			t.Fatalf("a net read does not write back the same (%v)", err)
		}
		acc := make([]int16, 2*n.H)
		n.EvaluatePosition(core.StartPosition(), acc)
	})
}

func BenchmarkUpdateEvaluate(b *testing.B) {
	n := randomNet(b, 128, 5)
	p := core.StartPosition()
	acc, next := make([]int16, 256), make([]int16, 256)
	n.Refresh(p, acc)
	m := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2))
	pc := p.At(m.From())
	for b.Loop() {
		n.Update(next, acc, pc, m.From(), m.To(), core.NoPiece)
		_ = n.Evaluate(next, core.Black)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	n := randomNet(b, 128, 5)
	acc := make([]int16, 256)
	n.Refresh(core.StartPosition(), acc)
	for b.Loop() {
		_ = n.Evaluate(acc, core.Black)
	}
}

func BenchmarkUpdate(b *testing.B) {
	n := randomNet(b, 128, 5)
	p := core.StartPosition()
	acc, next := make([]int16, 256), make([]int16, 256)
	n.Refresh(p, acc)
	m := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2))
	pc := p.At(m.From())
	for b.Loop() {
		n.Update(next, acc, pc, m.From(), m.To(), core.NoPiece)
	}
}

func TestDefault(t *testing.T) {
	n, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(n.Info, "chuhe-train train") {
		t.Errorf("built-in net's info %q", n.Info)
	}
	// The start position is even, and a rook up is a big advantage.
	acc := make([]int16, 2*n.H)
	if v := n.EvaluatePosition(core.StartPosition(), acc); v < -60 || v > 60 {
		t.Errorf("start position %d", v)
	}
	if v := n.EvaluatePosition(core.MustParseFEN("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"), acc); v < 300 {
		t.Errorf("a rook up: %d", v)
	}
}
