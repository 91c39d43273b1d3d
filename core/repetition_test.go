package core_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// repetitionCases are positions with a move cycle that returns to the position, and the ruling when the
// cycle is played twice (the position then stands for the third time). Each is also checked with the
// colours swapped (the board turned round), where the ruling must swap too.
var repetitionCases = []struct {
	name, fen, cycle, want string
	why                    string
}{
	{"perpetual check by a rook", "3k5/9/9/9/9/9/9/9/9/3R1K3 b", "d9e9 d0e0 e9d9 e0d0",
		"0-1 perpetual check", "every red move checks along the king's file; the king's steps are idle"},
	{"perpetual check by a horse", "5a3/3k1N3/9/9/9/9/9/9/9/5K3 w", "f8e6 d8d9 e6f8 d9d8",
		"0-1 perpetual check", "the horse checks from e6 and from f8 in turn"},
	{"mutual perpetual check", "9/3k5/9/5r3/9/9/5c3/5R3/9/3C1K3 w", "f2d2 f3d3 d2f2 d3f3",
		"1/2-1/2 repetition", "each side blocks the other's check with a move that uncovers its own: both check every move"},
	{"perpetual check against threats", "2ba1abn1/r4k3/5c2r/4p1p1p/P2n5/2P6/C5P2/7CB/2N1KR3/R1BA1A1N1 w",
		"a3f3 f7a7 f3a3 a7f7", "0-1 perpetual check",
		"the red cannon checks over the black cannon, then uncovers the rook on f1; the black cannon's flights threaten the rook on a0 and the pawn on a5, but check is worse than any chase"},
	{"mutual perpetual chase", "9/9/4k4/1c7/9/1c1N5/9/1R7/3K5/1p7 w", "d4b5 b4a4 b5d4 a4b4",
		"1/2-1/2 repetition", "on b5 the red horse cuts the cannon on b6 off from the pawn on b0; leaving b5 once the cannon on b4 has gone takes away the screen that guard needs: either way the rook on b2 newly attacks a loose pawn. The black cannons take turns as screen and attacker against the rook on b2 (a cannon chases a rook even when it is protected): both sides chase, a draw"},
	{"cannons chase a rook, the other side idle", "9/9/4k4/1c7/9/1c1N5/9/1R7/3K5/9 w", "d4b5 b4a4 b5d4 a4b4",
		"1-0 perpetual chase", "the same cycle without the pawn on b0: the horse's moves attack nothing, the black cannons still chase the rook on b2, so black alone chases and loses"},
	{"idle repetition", "3k5/9/9/9/9/9/9/9/9/R4K3 w", "a0b0 d9e9 b0a0 e9d9",
		"1/2-1/2 repetition", "neither side checks or attacks anything"},
	{"check then idle", "3k5/9/9/9/9/9/9/9/9/R4K3 w", "a0d0 d9e9 d0a0 e9d9",
		"1/2-1/2 repetition", "one check and one idle move is not perpetual check"},
	{"rook chases an unprotected cannon", "9/4k4/9/1R7/8c/9/9/9/9/5K3 w", "b6b5 i5i6 b5b6 i6i5",
		"0-1 perpetual chase", "the rook follows the fleeing cannon along ranks 5 and 6 and attacks it each move"},
	{"rook attacks a cannon protected by a rook", "8r/4k4/9/1R7/8c/9/9/9/9/5K3 w", "b6b5 i5i6 b5b6 i6i5",
		"1/2-1/2 repetition", "the rook on i9 guards the cannon on i5 and i6: attacking a protected piece is allowed"},
	{"horse chases an unprotected rook", "5k3/9/9/9/9/5r3/9/9/4N4/3K5 w", "e1g2 f4f3 g2e1 f3f4",
		"0-1 perpetual chase", "the horse attacks the rook from g2 and from e1"},
	{"horse chases a protected rook", "5k3/9/5r3/9/9/5r3/9/9/4N4/3K5 w", "e1g2 f4f3 g2e1 f3f4",
		"0-1 perpetual chase", "a rook attacked by a horse is chased even though the rook on f7 protects it"},
	{"cannon chases a protected rook", "4k4/9/r5r2/9/9/9/6PP1/9/9/3K2C2 b", "g7h7 g0h0 h7g7 h0g0",
		"0-1 perpetual chase", "the cannon attacks the rook over the pawn screens; the rook on a7 protects it, which does not help against a cannon"},
	{"one check, one chase", "3k5/9/9/7r1/7P1/9/3C5/9/9/4K4 w", "d3h3 h6d6 h3d3 d6h6",
		"1/2-1/2 repetition", "the cannon attacks the rook on h6, then checks over it on d6: AXF article 12 rules \"one check, one chase\" a draw; the rook's threats alternate between two pieces, which is not a chase of one piece"},
	{"attack on an uncrossed pawn with a check", "9/2R6/3k5/4p4/9/9/9/9/5K3/9 w", "c8c6 d7d8 c6c8 d8d7",
		"1/2-1/2 repetition", "attacking a pawn that has not crossed the river is not a chase, so one check and one attack are idle"},
	{"chase of a crossed pawn with a check", "5k3/9/9/9/9/5p3/9/9/4R4/3K5 w", "e1f1 f9e9 f1e1 e9f9",
		"1/2-1/2 repetition", "the pawn on f4 has crossed the river and is unprotected, but one chase and one check is a draw (AXF article 12)"},
	{"rook chases a cannon that answers with a check and a chase", "4k4/9/9/6c2/5R3/9/5PP2/9/6N2/5K3 w", "f5g5 g6f6 g5f5 f6g6",
		"0-1 perpetual chase", "the rook attacks the loose cannon on g6, then blocks its check on f6 and attacks it there; the cannon's check and its attack on the loose horse on g1 are allowed, the rook's perpetual chase is not (AXF article 18, diagrams 37 and 38)"},
	{"a pawn may chase", "5k3/9/9/7c1/8P/9/9/9/9/3K5 w", "i5h5 h6i6 h5i5 i6h6",
		"1/2-1/2 repetition", "the pawn attacks the cannon on every move, but pawns may chase"},
	{"a king may chase", "5k3/9/9/9/9/9/9/4K4/4p4/9 b", "e1d1 e2d2 d1e1 d2e2",
		"1/2-1/2 repetition", "the king attacks the pawn on every move, but kings may chase"},
	// X-ray protection. Protection is judged after the capture (docs/rules.md, rule 5; the AXF rules
	// call a chase a threat to win a piece, and a piece that can be taken back is not won, article 35):
	// the black rooks on a9 and b9 guard the cannon through the red rook, whose capture clears their file.
	// Fairy-Stockfish agrees; ElephantEye 3.3 looks for guards on the board before the capture, where the
	// red rook still blocks the file, and would call it a chase.
	{"x-ray protection through the attacker", "rr2k4/9/R8/9/9/9/1c7/9/9/3K5 w", "a7b7 b3a3 b7a7 a3b3",
		"1/2-1/2 repetition", "the rook attacks the cannon on b3 and a3 in turn, but after Rxb3 or Rxa3 the black rook behind takes back along the file the capture cleared: the cannon is protected"},
	{"the same chase without the rooks behind", "4k4/9/R8/9/9/9/1c7/9/9/3K5 w", "a7b7 b3a3 b7a7 a3b3",
		"0-1 perpetual chase", "with nothing behind the red rook the cannon is loose on both points"},
	// A protector that cannot legally take back does not protect (docs/rules.md, rule 5): a recapture
	// that leaves one's king in check or facing the other king is not a move at all under the basic
	// rules, so the chased piece would simply be lost (AXF: a chase threatens to win a piece).
	// Fairy-Stockfish agrees; ElephantEye 3.3 counts any guard by its geometry, pinned or not.
	{"protected only by a pinned horse", "4k4/4n4/6c2/9/9/4R4/9/2R6/9/3K5 w", "c2g2 g7c7 g2c2 c7g7",
		"0-1 perpetual chase", "the rook on e4 pins the horse on e8 to the king on e9, so Nxc7 or Nxg7 would be illegal: the cannon is loose"},
	{"protected only by a horse pinned by the other king", "4k4/4n4/6c2/9/9/9/9/2R6/9/4K4 w", "c2g2 g7c7 g2c2 c7g7",
		"0-1 perpetual chase", "the horse on e8 is all that stands between the two kings on the e-file: it may not leave it to take back"},
	{"protected by a free horse", "4k4/4n4/6c2/9/9/9/9/2R6/9/3K5 w", "c2g2 g7c7 g2c2 c7g7",
		"1/2-1/2 repetition", "with the pin gone the horse takes back on c7 or g7: attacking a protected cannon is allowed"},
	// A discovered chase: the chasing piece does not move, the move clears its line (docs/rules.md,
	// "discovered attacks count"; AXF: a chase is a move that threatens to capture, by whichever piece).
	// Fairy-Stockfish agrees; ElephantEye 3.3 looks only at the attacks of the piece that moved.
	{"discovered chase", "7RR/3k3C1/9/9/9/7p1/9/9/9/4K4 w", "h8i8 h4i4 i8h8 i4h4",
		"0-1 perpetual chase", "the cannon steps between h8 and i8, each time uncovering the rook behind onto the loose crossed pawn that has just fled to that file"},
	// One move attacking two pieces: the chase is of the piece attacked on every move (the cannon), not
	// a chase of two pieces in turn (AXF article 32 allows only the latter). Fairy-Stockfish agrees;
	// ElephantEye 3.3 notes one chased piece per move, the first it finds.
	{"one move attacks two pieces", "9/4k4/9/1R7/n7c/9/9/9/9/5K3 w", "b6b5 i5i6 b5b6 i6i5",
		"0-1 perpetual chase", "Rb5 attacks the loose horse on a5 and the cannon on i5, Rb6 the cannon on i6: the cannon is chased on every move"},
	{"rooks offering a trade", "9/3k2r2/9/9/4R4/9/9/9/4K4/9 w", "e5g5 g8e8 g5e5 e8g8",
		"1/2-1/2 repetition", "a rook attacking a rook that can take it back first is offering a trade, not chasing"},
	// A pursuer that follows a fleeing piece onto its new point, where another piece of the pursuer's
	// side already attacks it (issue 52): an attack is new or old by the pair of pieces, so the
	// pursuer's attack counts though the point was attacked before. Keyed by the victim alone, the
	// standing attack hid the pursuer's and these were ruled draws. Fairy-Stockfish (npm's ffish)
	// rules every one of them, and its colours-swapped twin, as given here; the first three are
	// held-out game cycles that ElephantEye rules the same way.
	{"rook follows a horse onto an elephant's point (issue 52)", "2bakn3/4a4/4b2P1/4N4/2p5p/7R1/6r2/4B4/4A4/4KAB2 b",
		"g3e3 e6g5 e3g3 g5e6", "1-0 perpetual chase",
		"the black rook attacks the loose horse on e6 along the file and on g5 along the other; the elephant on e7 attacks g5 all along"},
	{"rook follows a cannon along a rank (issue 52)", "2bakab2/9/6C2/p3r3p/2R6/P4p2P/2c3Pn1/2N1B4/4A4/3AK1B2 b",
		"e6g6 g7e7 g6e6 e7g7", "1-0 perpetual chase",
		"the cannon runs between g7 and e7, the rook follows on g6 and e6; both elephants attack e7 all along"},
	{"rook follows a crossed pawn past the other rook (issue 52)", "4kab2/5R2C/4b4/2r5p/1P5r1/4p4/4c3P/4B4/4A4/3RKAB2 b",
		"c6b6 b5c5 b6c6 c5b5", "1-0 perpetual chase",
		"the pawn steps between b5 and c5, the rook on c6 and b6 attacks it on each; the rook on h5 attacks both points along the rank all along"},
	{"rook follows a cannon along a file past a horse", "3k5/9/6N2/1R7/8c/9/9/9/9/5K3 w", "b6b5 i5i6 b5b6 i6i5",
		"0-1 perpetual chase", "the horse on g7 attacks i6; the rook's attack from b6 is new all the same"},
	{"the same with the cannon guarded on i6", "3k5/7n1/6N2/1R7/8c/9/9/9/9/5K3 w", "b6b5 i5i6 b5b6 i6i5",
		"1/2-1/2 repetition", "the horse on h8 guards i6: Rb6 attacks a protected cannon, so not every move chases"},
	{"horse follows a cannon along a rank past a rook", "5k2r/9/9/9/6n2/3C5/9/9/9/3K5 b", "g5e6 d4i4 e6g5 i4d4",
		"1-0 perpetual chase", "the horse attacks the loose cannon on d4 from e6 and on i4 from g5; the rook on i9 attacks i4 all along"},
	{"the same with the cannon guarded on d4", "5k2r/9/9/9/6n2/3C5/9/2N6/9/3K5 b", "g5e6 d4i4 e6g5 i4d4",
		"1/2-1/2 repetition", "the horse on c2 guards d4"},
	{"cannon follows a crossed pawn along a rank past a rook", "4k4/9/3C5/9/2PP5/9/2p6/9/9/3R1K3 w", "d7c7 c3d3 c7d7 d3c3",
		"0-1 perpetual chase", "the cannon attacks the pawn over the red pawns on c5 and d5; the rook on d0 attacks d3 all along"},
	{"the same with the pawn guarded on d3", "4k4/9/3C5/9/2PP5/9/2p6/9/4n4/3R1K3 w", "d7c7 c3d3 c7d7 d3c3",
		"1/2-1/2 repetition", "the horse on e1 guards d3"},
	{"rook follows a cannon along a rank past an elephant", "4k4/6R2/9/9/9/2c6/9/4B4/9/4K4 w", "g8c8 c4g4 c8g8 g4c4",
		"0-1 perpetual chase", "the elephant on e2 attacks both of the cannon's points all along"},
	{"the same with the cannon guarded on g4", "4k4/6R2/9/9/8n/2c6/9/4B4/9/4K4 w", "g8c8 c4g4 c8g8 g4c4",
		"1/2-1/2 repetition", "the horse on i5 guards g4"},
	{"cannon follows a rook along a rank past a horse", "5k3/9/7c1/9/1P5P1/6n2/9/1R7/9/3K5 b", "h7b7 b2h2 b7h7 h2b2",
		"1-0 perpetual chase", "the cannon attacks the rook over the pawns on b5 and h5; the horse on g4 attacks h2 all along"},
	{"the same with the rook guarded on b2", "5k3/9/7c1/9/1P5P1/2N3n2/9/1R7/9/3K5 b", "h7b7 b2h2 b7h7 h2b2",
		"1-0 perpetual chase", "the horse on c4 guards b2, but a cannon chases a rook even when it is protected"},
}

// turn returns the position with the board turned round and the colours swapped, and the moves with it.
func turn(t *testing.T, fen, moves string) (string, string) {
	t.Helper()
	p, err := core.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	rows := make([]string, 10)
	for r := 0; r <= 9; r++ {
		var sb strings.Builder
		empty := 0
		for f := 8; f >= 0; f-- {
			pc := p.At(core.NewSquare(f, r))
			if pc == core.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(core.MakePiece(pc.Color().Opp(), pc.Type()).Letter())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		rows[r] = sb.String()
	}
	side := "b"
	if p.SideToMove() == core.Black {
		side = "w"
	}
	var out []string
	for _, m := range strings.Fields(moves) {
		from, _ := core.ParseSquare(m[:2])
		to, _ := core.ParseSquare(m[2:])
		out = append(out, core.NewMove(from.Flip(), to.Flip()).String())
	}
	return strings.Join(rows, "/") + " " + side, strings.Join(out, " ")
}

func swapResult(r string) string {
	switch {
	case strings.HasPrefix(r, "1-0"):
		return "0-1" + r[3:]
	case strings.HasPrefix(r, "0-1"):
		return "1-0" + r[3:]
	}
	return r
}

func TestRepetitionRulings(t *testing.T) {
	for _, tc := range repetitionCases {
		for _, turned := range []bool{false, true} {
			fen, cycle, want := tc.fen, tc.cycle, tc.want
			name := tc.name
			if turned {
				fen, cycle = turn(t, fen, cycle)
				want = swapResult(want)
				name += " (colours swapped)"
			}
			t.Run(name, func(t *testing.T) {
				g, err := core.NewGameFromFEN(fen)
				if err != nil {
					t.Fatal(err)
				}
				playUCI(t, g, cycle)
				if g.Result().Over() {
					t.Fatalf("over after one cycle: %v", g.Result())
				}
				// The cycle returns to the start.
				start, now := g.Start(), g.Position()
				if start.Key() != now.Key() {
					t.Fatalf("cycle %q does not return to %s", cycle, fen)
				}
				// Judged directly on one cycle, and by the referee on the third occurrence.
				var moves []core.Move
				for _, s := range strings.Fields(cycle) {
					moves = append(moves, parseUCI(t, s))
				}
				if got := core.JudgeRepetition(&start, moves).String(); got != want {
					t.Errorf("JudgeRepetition = %q, want %q: %s", got, want, tc.why)
				}
				playUCI(t, g, cycle)
				if got := g.Result().String(); got != want {
					t.Errorf("after two cycles: %q, want %q: %s", got, want, tc.why)
				}
			})
		}
	}
}

func TestChases(t *testing.T) {
	tests := []struct {
		name, fen, move, want string
	}{
		{"rook attacks a loose cannon", "9/4k4/9/1R7/8c/9/9/9/9/5K3 w", "b6b5", "i5"},
		{"attack that stood before is not new", "9/4k4/9/9/1R6c/9/9/9/9/5K3 w", "b5c5", ""},
		{"protected cannon", "8r/4k4/9/1R7/8c/9/9/9/9/5K3 w", "b6b5", ""},
		{"horse on a protected rook", "5k3/9/5r3/9/9/5r3/9/9/4N4/3K5 w", "e1g2", "f4"},
		{"uncrossed pawn", "9/2R6/3k5/4p4/9/9/9/9/5K3/9 w", "c8c6", ""},
		{"crossed pawn", "5k3/9/9/9/9/5p3/9/9/4R4/3K5 w", "e1f1", "f4"},
		{"king attacks", "5k3/9/9/9/9/9/9/4K4/3p5/9 w", "e2d2", ""},
		{"pinned attacker", "4k4/9/9/4r4/9/9/9/1c7/4R4/4K4 w", "e1e2", ""},
		{"blocking the guard makes a loose piece", "9/9/4k4/1c7/9/1c1N5/9/1R7/3K5/1p7 w", "d4b5", "b0"},
		{"discovered attack counts", "4k4/9/9/9/9/9/9/9/R2N1c3/3K5 w", "d1c3", "f1"},
		{"a new attacker on an attacked piece", "3k5/9/6N2/8c/1R7/9/9/9/9/5K3 w", "b5b6", "i6"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			m := parseUCI(t, tc.move)
			if !p.IsLegalMove(m) {
				t.Fatalf("%s is not legal in %s", tc.move, tc.fen)
			}
			var got []string
			for _, s := range core.Chases(p, m) {
				got = append(got, s.String())
			}
			slices.Sort(got)
			if g := strings.Join(got, " "); g != tc.want {
				t.Errorf("Chases = %q, want %q", g, tc.want)
			}
		})
	}
}

// BenchmarkJudgeRepetition rules each cycle of repetitionCases once per iteration: the cost the
// engine's search pays when a position repeats in its tree.
func BenchmarkJudgeRepetition(b *testing.B) {
	type cycle struct {
		start core.Position
		moves []core.Move
	}
	var cycles []cycle
	for _, tc := range repetitionCases {
		p, err := core.ParseFEN(tc.fen)
		if err != nil {
			b.Fatal(err)
		}
		var ms []core.Move
		for _, s := range strings.Fields(tc.cycle) {
			from, _ := core.ParseSquare(s[:2])
			to, _ := core.ParseSquare(s[2:])
			ms = append(ms, core.NewMove(from, to))
		}
		cycles = append(cycles, cycle{*p, ms})
	}
	b.ResetTimer()
	for b.Loop() {
		for i := range cycles {
			core.JudgeRepetition(&cycles[i].start, cycles[i].moves)
		}
	}
}
