package core_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// allReasons lists every reason, Legal first, as the constants declare them.
var allReasons = []core.IllegalReason{
	core.Legal, core.IllegalOffBoard, core.IllegalNoPiece, core.IllegalNotYourPiece, core.IllegalSamePoint,
	core.IllegalOwnPiece, core.IllegalKingMove, core.IllegalKingPalace, core.IllegalAdvisorMove,
	core.IllegalAdvisorPalace, core.IllegalElephantMove, core.IllegalElephantRiver, core.IllegalElephantEye,
	core.IllegalHorseMove, core.IllegalHorseLeg, core.IllegalRookMove, core.IllegalRookBlocked,
	core.IllegalCannonMove, core.IllegalCannonBlocked, core.IllegalCannonNoScreen, core.IllegalCannonScreens,
	core.IllegalPawnBackward, core.IllegalPawnSideways, core.IllegalPawnMove, core.IllegalSelfCheck,
	core.IllegalFlyingGeneral, core.IllegalStillInCheck, core.IllegalOther,
}

// TestIllegalReasonText checks that every reason has its own key and English phrase, and that a value
// past the last reason still prints something recognisable.
func TestIllegalReasonText(t *testing.T) {
	keys, words := map[string]bool{}, map[string]bool{}
	for i, r := range allReasons {
		if int(r) != i {
			t.Errorf("allReasons[%d] = %d: the list is out of step with the constants", i, r)
		}
		k, s := r.Key(), r.String()
		if !strings.HasPrefix(k, "illegal.") || strings.ContainsAny(k, " ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			t.Errorf("%d: key %q is not illegal.lower_case", r, k)
		}
		if s == "" || strings.HasSuffix(s, ".") || strings.ContainsAny(s[:1], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			t.Errorf("%d: phrase %q: want lower case, no full stop", r, s)
		}
		if keys[k] || words[s] {
			t.Errorf("%d: key %q or phrase %q used twice", r, k, s)
		}
		keys[k], words[s] = true, true
	}
	past := allReasons[len(allReasons)-1] + 1
	if past.String() != "IllegalReason(28)" || past.Key() != "illegal.unknown_28" {
		t.Errorf("past the end: %q %q", past.String(), past.Key())
	}
}

// TestWhyIllegalCases names one move for each reason, in a position chosen so that this reason, and
// no earlier one, applies.
func TestWhyIllegalCases(t *testing.T) {
	tests := []struct {
		name, fen, move string
		want            core.IllegalReason
	}{
		// Legal moves of each kind, as a reference for the refusals below.
		{"cannon to the centre", core.StartFEN, "h2e2", core.Legal},
		{"horse out", core.StartFEN, "h0g2", core.Legal},
		{"cannon takes a horse over a screen", core.StartFEN, "h2h9", core.Legal},
		{"pawn forward", core.StartFEN, "e3e4", core.Legal},

		// Whose piece it is.
		{"empty from-point", core.StartFEN, "e4e5", core.IllegalNoPiece},
		{"Black's pawn on Red's turn", core.StartFEN, "e6e5", core.IllegalNotYourPiece},
		{"Red's horse on Black's turn", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
			"b0c2", core.IllegalNotYourPiece},
		{"dropped where it stood", core.StartFEN, "h2h2", core.IllegalSamePoint},
		// The rook could never reach b0, but that it holds the rook's own horse is the first thing to say.
		{"rook onto its own horse", core.StartFEN, "a0b0", core.IllegalOwnPiece},
		{"general onto its own advisor", core.StartFEN, "e0d0", core.IllegalOwnPiece},

		// The general and the advisors.
		{"general two steps", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e2", core.IllegalKingMove},
		{"general diagonally", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0d1", core.IllegalKingMove},
		{"general out of the palace sideways", "4k4/9/9/9/9/9/9/9/9/3K5 w", "d0c0", core.IllegalKingPalace},
		{"general out of the palace forward", "3k5/9/9/9/9/9/9/4K4/9/9 w", "e2e3", core.IllegalKingPalace},
		// Out of the palace by more than a step: the palace is the rule the player missed.
		{"general far out of the palace", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e5", core.IllegalKingPalace},
		// d6 is next to Black's palace but outside it.
		{"black general out of the palace", "9/9/3k5/9/9/9/9/9/9/4K4 b", "d7d6", core.IllegalKingPalace},
		{"advisor straight", "3k5/9/9/9/9/9/9/9/9/3A1K3 w", "d0e0", core.IllegalAdvisorMove},
		{"advisor two points diagonally", "3k5/9/9/9/9/9/9/9/9/3A1K3 w", "d0f2", core.IllegalAdvisorMove},
		{"advisor out of the palace", "3k5/9/9/9/9/9/9/3A5/9/4K4 w", "d2c3", core.IllegalAdvisorPalace},

		// The elephant.
		{"elephant one point diagonally", core.StartFEN, "c0d1", core.IllegalElephantMove},
		{"elephant straight", "3k5/9/9/9/9/9/9/9/9/2B1K4 w", "c0c2", core.IllegalElephantMove},
		// c4 to e6 has the elephant's shape, but e6 is across the river.
		{"elephant across the river", "3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4e6", core.IllegalElephantRiver},
		// The eye of c0→e2 is d1, where Red's own horse stands (塞象眼).
		{"elephant's eye blocked", "3k5/9/9/9/9/9/9/9/3N5/2B1K4 w", "c0e2", core.IllegalElephantEye},
		// An enemy piece on the eye blocks it as well.
		{"elephant's eye blocked by a rook", "3k5/9/9/9/9/9/9/9/5r3/4KAB2 w", "g0e2", core.IllegalElephantEye},

		// The horse.
		{"horse straight", core.StartFEN, "b0b1", core.IllegalHorseMove},
		{"horse diagonally", "4k4/9/9/9/4N4/9/9/9/9/3K5 w", "e5f6", core.IllegalHorseMove},
		// b0 to d1 goes past c0, where the elephant stands (蹩马腿).
		{"horse's leg blocked by its elephant", core.StartFEN, "b0d1", core.IllegalHorseLeg},
		{"horse's leg blocked above", "4k4/9/9/4p4/4N4/9/9/9/9/3K5 w", "e5d7", core.IllegalHorseLeg},
		// The leg of e5→g4 is f5 (the first step is along the longer side), which the pawn holds.
		{"horse's leg blocked to the right", "4k4/9/9/9/4NP3/9/9/9/9/3K5 w", "e5g4", core.IllegalHorseLeg},

		// The rook.
		{"rook diagonally", "3k5/9/9/9/9/9/9/9/9/R3K4 w", "a0b1", core.IllegalRookMove},
		{"rook through a pawn", core.StartFEN, "a0a4", core.IllegalRookBlocked},
		// The rook's target is an enemy pawn, but its own pawn on a3 is in the way.
		{"rook capture through a piece", "3k5/9/9/9/p8/9/P8/9/9/R3K4 w", "a0a5", core.IllegalRookBlocked},

		// The cannon.
		{"cannon like a horse", core.StartFEN, "h2g4", core.IllegalCannonMove},
		// h8 is empty: the cannon may not jump Black's cannon on h7 to get there.
		{"cannon jumps to an empty point", core.StartFEN, "h2h8", core.IllegalCannonBlocked},
		// Black's cannon on h7 faces Red's with nothing between: a cannon cannot take it like a rook.
		{"cannon takes without a screen", core.StartFEN, "h2h7", core.IllegalCannonNoScreen},
		// The horse on e2 and the pawn on e4 are two screens between the cannon and the general.
		{"cannon takes over two screens", "4k4/9/9/9/9/4p4/9/4N4/4C4/3K5 w", "e1e9", core.IllegalCannonScreens},

		// The pawn.
		{"pawn backward", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "e5e4", core.IllegalPawnBackward},
		{"pawn diagonally back", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "e5d4", core.IllegalPawnBackward},
		{"pawn sideways at home", core.StartFEN, "e3d3", core.IllegalPawnSideways},
		// A pawn on its own river bank (rank 4 for Red) has not crossed yet.
		{"pawn sideways on its bank", "4k4/9/9/9/9/4P4/9/9/9/3K5 w", "e4d4", core.IllegalPawnSideways},
		// Black's pawn on e5 is still on Black's side of the river.
		{"black pawn sideways at home", "4k4/9/9/9/4p4/9/9/9/9/3K5 b", "e5f5", core.IllegalPawnSideways},
		{"pawn two points", core.StartFEN, "e3e5", core.IllegalPawnMove},
		{"pawn diagonally forward", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "e5d6", core.IllegalPawnMove},
		{"crossed pawn two points sideways", "4k4/9/9/9/4P4/9/9/9/9/3K5 w", "e5c5", core.IllegalPawnMove},

		// The general's safety.
		// The rook on e1 shields its general from the rook on e9: moving it off the file exposes it.
		{"pinned rook", "4r4/9/3k5/9/9/9/9/9/4R4/4K4 w", "e1a1", core.IllegalSelfCheck},
		{"general steps next to a rook", "3k5/9/9/9/9/9/9/9/5r3/4K4 w", "e0f0", core.IllegalSelfCheck},
		// A crossed black pawn on e1 attacks e0 (forward for Black).
		{"general steps in front of a pawn", "5k3/9/9/9/9/9/9/9/4p4/3K5 w", "d0e0", core.IllegalSelfCheck},
		// The horse on e1 is all that stands between the generals on the e-file.
		{"horse leaves the file", "4k4/9/9/9/9/9/9/9/4N4/4K4 w", "e1d3", core.IllegalFlyingGeneral},
		{"general steps onto the open file", "4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e0", core.IllegalFlyingGeneral},
		{"black general steps onto the open file", "3k5/9/9/9/9/9/9/9/9/4K4 b", "d9e9", core.IllegalFlyingGeneral},
		// The rook on g0 gives check along rank 0. Moving the horse off the e-file would also make the
		// generals face each other, but the check the player has to answer is the rook's.
		{"in check, and the file opens too", "4k4/9/9/9/9/9/9/9/4N4/4K1r2 w", "e1c2", core.IllegalStillInCheck},
		// The rook on e9 gives check; a pawn move elsewhere does nothing about it.
		{"in check, a move elsewhere", "3kr4/9/9/9/9/9/P8/9/9/4K4 w", "a3a4", core.IllegalStillInCheck},
		{"in check, the general stays on the file", "3kr4/9/9/9/9/9/9/9/9/4K4 w", "e0e1", core.IllegalStillInCheck},
		// In check from the rook on e9, the general steps to d0, out of that check but onto the file of
		// the rook on d5: a new attack, not the old one.
		{"in check, the general escapes into another attack", "3kr4/9/9/9/3r5/9/9/9/9/4K4 w", "e0d0",
			core.IllegalSelfCheck},
		{"in check, the general escapes", "3kr4/9/9/9/3r5/9/9/9/9/4K4 w", "e0f0", core.Legal},
		// In check from the rook on e9, the horse on d0 blocks on e2, but it was shielding its general
		// from the rook on a0.
		{"in check, a pinned horse blocks", "3kr4/9/9/9/9/9/9/9/9/r2NK4 w", "d0e2", core.IllegalSelfCheck},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			m := parseUCI(t, tc.move)
			got := p.WhyIllegal(m.From(), m.To())
			if got != tc.want {
				t.Errorf("%s in %s: %v (%s), want %v (%s)", tc.move, tc.fen, got, got.Key(), tc.want, tc.want.Key())
			}
			if (got == core.Legal) != p.IsLegalMove(m) {
				t.Errorf("%s: WhyIllegal says %q, IsLegalMove says %v", tc.move, got, p.IsLegalMove(m))
			}
		})
	}
	t.Run("off the board", func(t *testing.T) {
		p := core.StartPosition()
		if got := p.WhyIllegal(core.NoSquare, core.NewSquare(4, 1)); got != core.IllegalOffBoard {
			t.Errorf("from NoSquare: %v", got)
		}
		if got := p.WhyIllegal(core.NewSquare(4, 3), core.NewSquare(4, 3)+16*7); got != core.IllegalOffBoard {
			t.Errorf("to past rank 9: %v", got)
		}
	})
}

// illegalTestPositions returns the positions the exhaustive test walks: the start position, the
// perft positions, every position of random games from each of them, and random setups (sparse
// boards, where generals face each other and pieces pin more often than in games).
func illegalTestPositions(t *testing.T) []*core.Position {
	t.Helper()
	rng := rand.New(rand.NewPCG(2024, 11))
	games, plies, setups := 12, 150, 300
	if testing.Short() {
		games, plies, setups = 4, 120, 100
	}
	var out []*core.Position
	for _, tc := range perftCases {
		for g := 0; g < games; g++ {
			p := core.MustParseFEN(tc.fen)
			for ply := 0; ply < plies; ply++ {
				q := *p
				out = append(out, &q)
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
		}
	}
	for n, tries := 0, 0; n < setups && tries < 100*setups; tries++ {
		p, err := core.ParseFEN(randomSetupFEN(rng))
		if err != nil {
			continue // a piece off its points, or the side not to move in check
		}
		out = append(out, p)
		n++
	}
	return out
}

// TestWhyIllegalAgreesWithMoveGeneration holds WhyIllegal, and the reasoning behind it on its own,
// against the legal move list: in every test position, for every from-point and to-point on the
// board, the move is legal exactly when the reason is Legal, and WhyIllegal never falls back on
// IllegalOther. It also checks that the positions call on every reason a player can meet.
func TestWhyIllegalAgreesWithMoveGeneration(t *testing.T) {
	var points []core.Square
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			points = append(points, core.NewSquare(f, r))
		}
	}
	seen := map[core.IllegalReason]int{}
	positions := illegalTestPositions(t)
	pairs := 0
	for _, p := range positions {
		legal := map[core.Move]bool{}
		for _, m := range p.LegalMoves(nil) {
			legal[m] = true
		}
		before := *p
		for _, from := range points {
			// Every pair for the side to move's pieces; for empty points and the other side's
			// pieces the answer does not depend on to, so a few targets suffice.
			targets := points
			if pc := p.At(from); pc == core.NoPiece || pc.Color() != p.SideToMove() {
				targets = points[40:43]
			}
			for _, to := range targets {
				m := core.NewMove(from, to)
				got, alone := p.WhyIllegal(from, to), p.ExplainUnchecked(from, to)
				pairs++
				seen[got]++
				if (got == core.Legal) != legal[m] || (alone == core.Legal) != legal[m] {
					t.Fatalf("%s in %s: WhyIllegal %q, the rules alone %q, legal %v", m, p.FEN(), got, alone, legal[m])
				}
				if got != alone && got != core.Legal {
					t.Fatalf("%s in %s: WhyIllegal %q but the rules alone %q", m, p.FEN(), got, alone)
				}
				if got == core.IllegalOther {
					t.Fatalf("%s in %s: no reason found", m, p.FEN())
				}
			}
		}
		if *p != before {
			t.Fatalf("WhyIllegal changed the position %s", before.FEN())
		}
	}
	for _, r := range allReasons {
		if r != core.IllegalOffBoard && r != core.IllegalOther && seen[r] == 0 {
			t.Errorf("no test position calls for %q", r)
		}
	}
	t.Logf("%d positions, %d (from, to) pairs; reasons: %v", len(positions), pairs, seen)
}
