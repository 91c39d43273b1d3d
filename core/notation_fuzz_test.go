package core_test

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// fuzzMoveFENs are the positions FuzzParseMove parses in: the start, a position with Black to move,
// and positions with like pieces sharing files.
var fuzzMoveFENs = []string{
	core.StartFEN,
	"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
	"3k5/9/2P1R1N2/2P1R1N2/2P6/4C4/9/3AC4/4K4/3A5 w - - 0 1",
	"2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
	"3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
	"3k5/9/9/9/9/6p2/6p2/2p3p2/2p6/4K4 b - - 0 1",
}

// FuzzParseMove parses arbitrary text in every notation: no panic, and whatever is accepted is a
// legal move that ParseMoveAny reads alike and whose formatted form reads back as the same move; what
// the algebraic parser (both numberings of the ranks) and ParseMoveAny accept is legal.
func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"h2e2", "H2-E2", "h2-e2", "C2.5", "C+.5", "+C.5", "++.4", "33.4", "3-.2",
		"P7=8", "c25", "炮二平五", "马８进７", "前炮平六", "中兵平八", "一兵进一", "前七平八", "前兵七平八",
		"後炮進一", "马8进7", "卒７进１", "三卒平４", "前３平４", "", "炮二平", "车一退一", "将５进１",
		"Ｃ２＝５", "Ｈ８＋７", "＋Ｃ．５", "Che2", "Che3", "Cxe6+", "Ege7", "R1a2", "Rh0h2", "Rh10h3", "e4", "Pe4",
		"exe6", "ed6+", "Nhg3", "Bce3", "Ch2-e2", "Kd1#", "c3c4", "P2-5", "M8.7", "X1/1", "Pt.2", "Xs-2", "Bg-6",
		"Btt-4", "B7t.1", "Tg5.1", "Pháo 2 bình 5", "Mã 8 tấn 7", "傌二進三", "後炮進一", "P2–5"} {
		f.Add(uint8(i), s)
	}
	positions := make([]*core.Position, len(fuzzMoveFENs))
	for i, fen := range fuzzMoveFENs {
		p, err := core.ParseFEN(fen)
		if err != nil {
			f.Fatal(err)
		}
		positions[i] = p
	}
	notations := []core.Notation{core.UCI, core.ICCS, core.WXF, core.Chinese, core.ChineseTraditional, core.Vietnamese}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := positions[int(which)%len(positions)]
		for _, n := range notations {
			m, err := core.ParseMove(p, s, n)
			if err != nil {
				if err.Error() == "" {
					t.Errorf("ParseMove(%q, %s): empty error", s, n)
				}
				continue
			}
			if !p.IsLegalMove(m) {
				t.Fatalf("ParseMove(%q, %s) in %s = %s, not legal", s, n, p.FEN(), m)
			}
			if m2, err := core.ParseMovePreferring(p, s, n); err != nil || m2 != m {
				t.Errorf("ParseMove(%q, %s) = %s but ParseMovePreferring = %s, %v", s, n, m, m2, err)
			}
			canon := core.FormatMove(p, m, n)
			if m2, err := core.ParseMove(p, canon, n); err != nil || m2 != m {
				t.Errorf("%s: %q reads as %s, written %q which reads as %s, %v", p.FEN(), s, m, canon, m2, err)
			}
		}
		for base := 0; base <= 1; base++ {
			if m, err := core.ParseSAN(p, s, base); err == nil && !p.IsLegalMove(m) {
				t.Fatalf("ParseSAN(%q, %d) in %s = %s, not legal", s, base, p.FEN(), m)
			} else if err != nil && err.Error() == "" {
				t.Errorf("ParseSAN(%q, %d): empty error", s, base)
			}
		}
		if m, err := core.ParseMoveAny(p, s); err == nil && !p.IsLegalMove(m) {
			t.Fatalf("ParseMoveAny(%q) in %s = %s, not legal", s, p.FEN(), m)
		} else if err != nil {
			if _, ok := core.AsMoveError(err); !ok || err.Error() == "" {
				t.Errorf("ParseMoveAny(%q): %v, want a MoveError that says something", s, err)
			}
		}
	})
}
