package core_test

import (
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// perftCases are the published values from shared/XIANGQI.md: the start position and the positions
// of the chessprogramming wiki's "Chinese Chess Perft Results".
var perftCases = []struct {
	name  string
	fen   string
	nodes []uint64
}{
	{"start", core.StartFEN, []uint64{44, 1920, 79666, 3290240, 133312995, 5392831844}},
	{"wiki1", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", []uint64{38, 1128, 43929, 1339047, 53112976}},
	{"wiki2", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1", []uint64{7, 281, 8620, 326201, 10369923}},
	{"wiki3", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", []uint64{25, 424, 9850, 202884, 4739553}},
	{"wiki4", "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1", []uint64{28, 516, 14808, 395483, 11842230}},
	{"wiki5", "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1", []uint64{21, 364, 7626, 162837, 3500505}},
	{"wiki6", "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1", []uint64{28, 222, 6241, 64971, 1914306}},
	{"wiki7", "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", []uint64{23, 345, 8124, 149272, 3513104}},
	{"wiki8", "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", []uint64{21, 195, 3883, 48060, 933096}},
	{"wiki9", "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1", []uint64{30, 830, 22787, 649866, 17920736}},
	{"wiki10", "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1", []uint64{19, 583, 11714, 376467, 8148177}},
}

// TestPerft checks every published count: depths up to 4 with -short, all depths without it.
func TestPerft(t *testing.T) {
	for _, tc := range perftCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			before := p.FEN()
			for d, want := range tc.nodes {
				depth := d + 1
				if depth > maxPerftDepth() {
					break
				}
				if got := p.Perft(depth); got != want {
					t.Errorf("perft(%d) = %d, want %d", depth, got, want)
				}
				if p.FEN() != before {
					t.Fatalf("perft(%d) did not restore the position: %s", depth, p.FEN())
				}
			}
		})
	}
}

// maxPerftDepth keeps -short runs quick (depth 4). A full run checks every published value; the start
// position's depth 6 (5.4 billion nodes, a few minutes on one core) is part of it too.
func maxPerftDepth() int {
	if testing.Short() {
		return 4
	}
	return 6
}

func BenchmarkPerft(b *testing.B) {
	p := core.StartPosition()
	for b.Loop() {
		if n := p.Perft(4); n != 3290240 {
			b.Fatal(n)
		}
	}
	b.ReportMetric(float64(3290240*b.N)/b.Elapsed().Seconds(), "nodes/s")
}

func TestPerftDivideUntil(t *testing.T) {
	p := core.StartPosition()
	moves, counts := p.PerftDivide(4)
	m2, c2, complete := p.PerftDivideUntil(4, make(chan struct{}))
	if !complete || !slices.Equal(moves, m2) || !slices.Equal(counts, c2) {
		t.Errorf("PerftDivideUntil(4) = %v %v %v, want %v %v", m2, c2, complete, moves, counts)
	}
	stop := make(chan struct{})
	close(stop)
	if _, c3, complete := p.PerftDivideUntil(5, stop); complete || len(c3) != 0 {
		t.Errorf("stopped before it began: %d root moves counted, complete %v", len(c3), complete)
	}
	if got := p.FEN(); got != core.StartFEN {
		t.Errorf("position not restored: %s", got)
	}
}
