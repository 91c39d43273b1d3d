package ai

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestSEE(t *testing.T) {
	tests := []struct {
		name, fen, move string
		want            int
	}{
		{"loose pawn", "4k4/9/9/p8/9/R8/9/9/9/3K5 w", "a4a6", 100},
		{"pawn guarded by a horse", "4k4/1n7/9/p8/9/R8/9/9/9/3K5 w", "a4a6", -800},
		{"the rook's move opens the cannon's line", "4k4/1n7/9/p8/9/R8/P8/C8/9/3K5 w", "a4a6", -400},
		{"advisor guarded by the king", "3ak4/9/9/9/3R5/9/9/9/9/5K3 w", "d5d9", -700},
		{"the king may not recapture on a guarded point", "3ak4/9/9/9/3R5/3R5/9/9/9/5K3 w", "d5d9", 200},
		{"horse takes a rook guarded by a cannon", "4k4/9/9/r8/9/1N7/P8/c8/9/3K5 w", "b4a6", 900 - 400},
	}
	for _, tc := range tests {
		p, err := core.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		m, err := core.ParseMoveText(tc.move)
		if err != nil || !p.IsLegalMove(m) {
			t.Fatalf("%s: %s is not legal (%v)", tc.name, tc.move, err)
		}
		before := p.FEN()
		if got := see(p, m); got != tc.want {
			t.Errorf("%s: see(%s) = %d, want %d", tc.name, tc.move, got, tc.want)
		}
		if p.FEN() != before {
			t.Errorf("%s: see changed the position", tc.name)
		}
	}
}
