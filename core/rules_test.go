package core_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// destinations returns the sorted legal destinations of the piece on from.
func destinations(t *testing.T, p *core.Position, from string) []string {
	t.Helper()
	sq, err := core.ParseSquare(from)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From() == sq {
			out = append(out, m.To().String())
		}
	}
	slices.Sort(out)
	return out
}

func TestPieceMoves(t *testing.T) {
	tests := []struct {
		name, fen, from string
		want            string // space-separated sorted destinations
	}{
		{"horse free in the middle", "4k4/9/9/9/4N4/9/9/9/9/3K5 w", "e5",
			"c4 c6 d3 d7 f3 f7 g4 g6"},
		{"horse leg blocked above", "4k4/9/9/4p4/4N4/9/9/9/9/3K5 w", "e5",
			"c4 c6 d3 f3 g4 g6"},
		{"horse legs blocked left and right", "4k4/9/9/9/3PNP3/9/9/9/9/3K5 w", "e5",
			"d3 d7 f3 f7"},
		{"horse in the corner", "3k5/9/9/9/9/9/9/9/9/N3K4 w", "a0", "b2 c1"},
		{"elephant free", "4k4/9/9/9/9/9/9/9/9/2BK5 w", "c0", "a2 e2"},
		{"elephant eye blocked", "4k4/9/9/9/9/9/9/9/1N7/2BK5 w", "c0", "e2"},
		{"elephant cannot cross the river", "4k4/9/9/9/9/2B6/9/9/9/3K5 w", "c4",
			"a2 e2"},
		{"advisor stays in the palace", "3k5/9/9/9/9/9/9/9/9/3AK4 w", "d0", "e1"},
		{"advisor from the centre", "4k4/9/9/9/9/9/9/9/4A4/3K5 w", "e1", "d2 f0 f2"},
		{"king in the palace corner", "5k3/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1 e0"},
		{"king may not face the other king", "4k4/9/9/9/9/9/9/9/9/3K5 w", "d0", "d1"},
		{"king may not step onto the open file", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0", "e1 f0"},
		{"red pawn before the river", "4k4/9/9/9/9/9/4P4/9/9/3K5 w", "e3", "e4"},
		{"red pawn across the river", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "e5", "d5 e6 f5"},
		{"red pawn on the last rank", "P3k4/9/9/9/9/9/9/9/9/3K5 w", "a9", "b9"},
		{"black pawn across the river", "3k5/9/9/9/9/4p4/9/9/9/5K3 b", "e4", "d4 e3 f4"},
		{"black pawn before the river", "3k5/9/9/9/4p4/9/9/9/9/5K3 b", "e5", "e4"},
		{"rook slides and captures", "4k4/9/9/9/9/9/9/9/p8/R2K5 w", "a0", "a1 b0 c0"},
		{"cannon moves but captures only over a screen", "4k4/9/9/9/9/9/9/p8/N8/C2K5 w", "a0",
			"a2 b0 c0"},
		{"cannon does not capture without a screen", "4k4/9/9/9/9/9/9/9/p8/C2K5 w", "a0",
			"b0 c0"},
		{"cannon cannot capture over two screens", "4k4/9/9/9/9/p8/N8/N8/9/C2K5 w", "a0",
			"a1 b0 c0"},
		{"pinned rook on the king's file", "4k4/9/9/9/4r4/9/9/9/4R4/4K4 w", "e1",
			"e2 e3 e4 e5"},
		{"rook pinned with a piece beyond", "4k4/4a4/9/9/9/9/9/9/4R4/4K4 w", "e1",
			"a1 b1 c1 d1 e2 e3 e4 e5 e6 e7 e8 f1 g1 h1 i1"},
		{"horse as the only piece between the kings", "4k4/9/9/9/9/9/9/9/4N4/4K4 w", "e1", ""},
		{"one of two screens may not leave", "4k4/9/9/9/4c4/9/9/4N4/4A4/4K4 w", "e2", ""},
		{"a piece may not become a cannon screen", "4k4/4c4/9/9/9/9/9/9/9/3KR4 w", "e0",
			"e1 e2 e3 e4 e5 e6 e7 e8 f0 g0 h0 i0"},
		{"horse leg unblocked exposes the king", "5k3/9/9/9/9/9/9/9/2nR5/4K4 w", "d1", "c1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(destinations(t, p, tc.from), " ")
			if got != tc.want {
				t.Errorf("%s from %s: got %q, want %q", tc.fen, tc.from, got, tc.want)
			}
		})
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name, fen string
		inCheck   bool
		checkers  string
	}{
		{"start", core.StartFEN, false, ""},
		{"rook off the file", "4k4/9/9/9/9/9/9/9/9/3K1R3 b", false, ""},
		{"rook on the king's file", "4k4/9/9/9/9/9/9/9/4R4/3K5 b", true, "e1"},
		{"cannon with a screen", "4k4/9/9/4p4/9/9/4C4/9/9/3K5 b", true, "e3"},
		{"cannon without a screen", "4k4/9/9/9/9/9/4C4/9/9/3K5 b", false, ""},
		{"horse check", "4k4/9/3N5/9/9/9/9/9/9/3K5 b", true, "d7"},
		{"horse with a blocked leg", "4k4/3n5/3N5/9/9/9/9/9/9/3K5 b", false, ""},
		{"pawn check from the front", "4k4/4P4/9/9/9/9/9/9/9/3K5 b", true, "e8"},
		{"pawn check from the side", "4kP3/9/9/9/9/9/9/9/9/3K5 b", true, "f9"},
		{"double check", "4k4/9/3N5/9/9/9/9/9/4R4/3K5 b", true, "d7 e1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if p.InCheck() != tc.inCheck {
				t.Errorf("InCheck = %v, want %v", p.InCheck(), tc.inCheck)
			}
			var got []string
			for _, s := range p.Checkers() {
				got = append(got, s.String())
			}
			slices.Sort(got)
			if g := strings.Join(got, " "); g != tc.checkers {
				t.Errorf("Checkers = %q, want %q", g, tc.checkers)
			}
		})
	}
}

// playUCI plays space-separated UCI moves on g, failing the test on an illegal one.
func playUCI(t *testing.T, g *core.Game, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m := parseUCI(t, s)
		if err := g.Play(m); err != nil {
			t.Fatalf("play %s: %v", s, err)
		}
	}
}

func parseUCI(t *testing.T, s string) core.Move {
	t.Helper()
	from, err1 := core.ParseSquare(s[:2])
	to, err2 := core.ParseSquare(s[2:])
	if err1 != nil || err2 != nil {
		t.Fatalf("bad move %q", s)
	}
	return core.NewMove(from, to)
}

func TestGameEnd(t *testing.T) {
	tests := []gameEnd{
		{"start is ongoing", core.StartFEN, "h2e2 h9g7", "*"},
		{"checkmate by rook with facing kings", "3k5/1R7/9/9/9/9/9/9/R8/4K4 w", "a1a9", "1-0 checkmate"},
		{"set-up position already mated", "R2k5/R8/9/9/9/9/9/9/9/4K4 b", "", "1-0 checkmate"},
		{"stalemate loses for the side to move", "3k5/9/4P4/9/9/9/9/9/9/4K4 w", "e7e8", "1-0 stalemate"},
		{"dead draw after the last attacker is taken", "3ak4/4a4/9/9/9/9/9/9/3r5/3K5 w", "d0d1",
			"1/2-1/2 no attacking pieces"},
		{"perpetual check by red loses", "3k5/9/9/9/9/9/9/9/9/R4K3 w",
			"a0d0 d9e9 d0e0 e9d9 e0d0 d9e9 d0e0 e9d9 e0d0", "0-1 perpetual check"},
		{"idle repetition is a draw", "3k5/9/9/9/9/9/9/9/9/R4K3 w",
			"a0b0 d9e9 b0a0 e9d9 a0b0 d9e9 b0a0 e9d9", "1/2-1/2 repetition"},
		{"perpetual check by black loses", "3k4r/9/9/9/9/9/9/9/9/5K3 b",
			"i9f9 f0e0 f9e9 e0f0 e9f9 f0e0 f9e9 e0f0 e9f9", "1-0 perpetual check"},
	}
	runGameEnds(t, tests)
}

// gameEnd is a game from a FEN with moves and the ruling expected after them.
type gameEnd struct {
	name, fen, moves string
	want             string // Result.String()
}

func runGameEnds(t *testing.T, tests []gameEnd) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := core.NewGameFromFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			playUCI(t, g, tc.moves)
			if got := g.Result().String(); got != tc.want {
				p := g.Position()
				t.Errorf("result %q, want %q (FEN %s)", got, tc.want, p.FEN())
			}
		})
	}
}
