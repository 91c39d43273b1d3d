package core_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func sq(t testing.TB, s string) core.Square {
	t.Helper()
	x, err := core.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// problemsText writes problems compactly: "kind piece square count" each, for comparing.
func problemsText(probs []core.Problem) string {
	var parts []string
	for _, p := range probs {
		s := fmt.Sprintf("%s %s %s", strings.TrimPrefix(p.Kind.Key(), "setup."), p.Piece, p.Square)
		if p.Count > 0 {
			s += fmt.Sprintf(" %d", p.Count)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func TestSetupProblems(t *testing.T) {
	tests := []struct{ name, fen, want string }{
		{"start", core.StartFEN, ""},
		{"start, black to move", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", ""},
		{"bare kings off the file", "3k5/9/9/9/9/9/9/9/9/4K4 w", ""},
		{"empty board", "9/9/9/9/9/9/9/9/9/9 w", "no_king K -; no_king k -"},
		{"no red king", "4k4/9/9/9/9/9/9/9/9/9 w", "no_king K -"},
		{"no black king", "9/9/9/9/9/9/9/9/9/4K4 b", "no_king k -"},
		{"two red kings", "4k4/9/9/9/9/9/9/9/9/3KK4 w", "extra_king K - 2"},
		{"three black kings", "3kkk3/9/9/9/9/9/9/9/9/4K4 w", "extra_king k - 3"},
		{"kings facing", "4k4/9/9/9/9/9/9/9/9/4K4 w", "kings_facing k e9"},
		{"kings facing, black to move", "4k4/9/9/9/9/9/9/9/9/4K4 b", "kings_facing K e0"},
		{"kings on one file, screened", "4k4/9/9/9/4p4/9/9/9/9/4K4 w", ""},
		{"red king outside the palace", "4k4/9/9/9/9/9/9/9/9/K8 w", "king_point K a0"},
		{"black king in red's palace", "9/9/9/9/9/9/9/3k5/9/4K4 w", "king_point k d2"},
		{"red advisor off its points", "4k4/9/9/9/9/9/9/9/A8/3K5 w", "advisor_point A a1"},
		{"advisor on the palace edge", "4k4/9/9/9/9/9/9/9/4A4/3K5 w", ""},
		{"advisor beside the king, off point", "4k4/9/9/9/9/9/9/9/3A5/3K5 w", "advisor_point A d1"},
		{"black advisor in red's palace", "4k4/9/9/9/9/9/9/9/9/3Ka4 w", "advisor_point a e0"},
		{"elephant across the river", "4k4/9/9/2B6/9/9/9/9/9/3K5 w", "elephant_point B c6"},
		{"elephant off its points", "4k4/9/9/9/9/9/9/9/9/3KB4 w", "elephant_point B e0"},
		{"black elephant on its points", "2b1k1b2/9/b7b/9/2b6/9/9/9/9/3K5 w", "too_many b - 5"},
		{"red pawn behind its start", "4k4/9/9/9/9/9/9/9/P8/3K5 w", "pawn_behind P a1"},
		{"black pawn behind its start", "4k3p/9/9/9/9/9/9/9/9/3K5 w", "pawn_behind p i9"},
		{"red pawn on a file no pawn starts on", "4k4/9/9/9/9/9/1P7/9/9/3K5 w", "pawn_file P b3"},
		{"red pawn across the river on any file", "4k4/9/9/9/1P7/9/9/9/9/3K5 w", ""},
		{"two red pawns on one file at home", "4k4/9/9/9/9/P8/P8/9/9/3K5 w", "pawn_file P a3; pawn_file P a4"},
		{"black pawns stacked at home", "4k4/9/9/p8/p8/9/9/9/9/3K5 w", "pawn_file p a5; pawn_file p a6"},
		{"three red rooks", "4k4/9/9/9/9/9/9/9/9/RRRK5 b", "too_many R - 3"},
		{"six red pawns", "4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w", "too_many P - 6"},
		{"three black cannons and three horses", "3k5/9/ccc6/nnn6/9/9/9/9/9/4K4 w", "too_many n - 3; too_many c - 3"},
		{"three advisors", "3kaa3/4a4/9/9/9/9/9/9/9/4K4 w", "too_many a - 3; advisor_point a e9"},
		{"black, not to move, in check from a rook", "4k4/9/9/9/9/9/9/9/4R4/3K5 w", "not_to_move_in_check k e9"},
		{"red, not to move, in check from a horse", "4k4/9/9/9/9/9/9/4n4/9/3K5 b", "not_to_move_in_check K d0"},
		{"red in check from a cannon, black to move", "3k5/9/9/9/9/3c5/3P5/9/9/3K5 b", "pawn_file P d3; not_to_move_in_check K d0"},
		{"black to move, checkmated", "3k5/9/9/9/9/9/9/9/3R5/4K4 b", "mated k d9"},
		{"red to move, checkmated by two rooks", "4k4/9/9/9/9/9/9/9/r8/3K1r3 w", "mated K d0"},
		{"black to move, stalemated", "3k5/R8/9/9/9/9/9/9/9/4K4 b", "stalemated k d9"},
		{"many problems at once", "9/9/9/9/9/9/9/9/A8/RRRK4B w",
			"no_king k -; too_many R - 3; elephant_point B i0; advisor_point A a1"},
		{"off-point piece and a check", "4k4/9/9/9/9/9/9/9/4R4/3KA4 w",
			"advisor_point A e0; not_to_move_in_check k e9"},
		{"mate not judged beside another problem", "3k5/9/9/9/9/9/9/9/3R1A3/4K4 b", "advisor_point A f1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := core.ParseSetup(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			probs := st.Problems()
			if got := problemsText(probs); got != tc.want {
				t.Errorf("Problems() = %q, want %q", got, tc.want)
			}
			p, pp := st.Position()
			if (p == nil) != (len(probs) > 0) || len(pp) != len(probs) {
				t.Errorf("Position() = %v, %v; Problems() %v", p, pp, probs)
			}
			if p != nil && p.FEN() != st.FEN() {
				t.Errorf("Position().FEN() = %q, want %q", p.FEN(), st.FEN())
			}
			// The same board with the colours exchanged has the same problems, colours exchanged.
			m := st
			m.Mirror()
			if got, want := problemsText(m.Problems()), mirrorText(t, probs); got != want {
				t.Errorf("mirrored: Problems() = %q, want %q", got, want)
			}
			for _, pr := range probs {
				if s := pr.String(); s == "" || strings.Contains(s, "%!") {
					t.Errorf("problem %v reads %q", pr.Kind.Key(), s)
				}
			}
			// ParseFEN accepts exactly the boards with no problem other than a pawn off its file or the
			// side to move having no legal move (which a game's start may be).
			_, ferr := core.ParseFEN(tc.fen)
			strict := slices.ContainsFunc(probs, func(pr core.Problem) bool {
				return pr.Kind != core.ProblemPawnFile && pr.Kind != core.ProblemMated && pr.Kind != core.ProblemStalemated
			})
			if (ferr != nil) != strict {
				t.Errorf("ParseFEN error %v, but problems %q", ferr, problemsText(probs))
			}
		})
	}
}

// mirrorText is problemsText of problems with colours exchanged and squares turned round, sorted as
// Problems sorts them (kind groups, then points from Red's side).
func mirrorText(t *testing.T, probs []core.Problem) string {
	t.Helper()
	out := make([]core.Problem, len(probs))
	for i, p := range probs {
		p.Piece = core.MakePiece(p.Piece.Color().Opp(), p.Piece.Type())
		if p.Square != core.NoSquare {
			p.Square = p.Square.Flip()
		}
		out[i] = p
	}
	// Problems lists the counts colour by colour (red first) and the points from a0 upwards: reorder
	// within each run of the same kind group as Problems would.
	group := func(k core.ProblemKind) int {
		switch k {
		case core.ProblemNoKing, core.ProblemExtraKing:
			return 0
		case core.ProblemTooMany:
			return 1
		case core.ProblemKingPoint, core.ProblemAdvisorPoint, core.ProblemElephantPoint, core.ProblemPawnBehind, core.ProblemPawnFile:
			return 2
		}
		return 3
	}
	slices.SortStableFunc(out, func(a, b core.Problem) int {
		if ga, gb := group(a.Kind), group(b.Kind); ga != gb {
			return ga - gb
		}
		switch group(a.Kind) {
		case 0, 1:
			return int(a.Piece.Color()) - int(b.Piece.Color())
		case 2:
			ia, ib := a.Square.Rank()*9+a.Square.File(), b.Square.Rank()*9+b.Square.File()
			return ia - ib
		}
		return 0
	})
	return problemsText(out)
}

func TestSetupEditing(t *testing.T) {
	st := core.StartSetup()
	if st.FEN() != core.StartFEN {
		t.Fatalf("StartSetup FEN %q", st.FEN())
	}
	if st.At(sq(t, "e0")) != core.MakePiece(core.Red, core.King) {
		t.Errorf("At(e0) = %v", st.At(sq(t, "e0")))
	}
	st.Set(sq(t, "b0"), core.NoPiece)
	if !strings.HasPrefix(st.FEN(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w") {
		t.Errorf("after removing b0: %q", st.FEN())
	}
	st.Set(core.NoSquare, core.MakePiece(core.Red, core.Rook)) // ignored
	st.Set(sq(t, "e4"), core.Piece(7<<3|7))                    // not a piece: ignored
	if st.At(sq(t, "e4")) != core.NoPiece {
		t.Errorf("a bad piece was set")
	}
	st.Flip()
	if st.At(sq(t, "e9")) != core.MakePiece(core.Red, core.King) || len(st.Problems()) == 0 {
		t.Errorf("flipped board: %q, problems %v", st.FEN(), st.Problems())
	}
	st.Flip()
	st.Clear()
	if st.FEN() != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Errorf("cleared: %q", st.FEN())
	}
	for _, bad := range []string{"", "9/9 w", "9/9/9/9/9/9/9/9/9/9 x", "9/9/9/9/9/9/9/9/9/8X w"} {
		if _, err := core.ParseSetup(bad); err == nil {
			t.Errorf("ParseSetup(%q) accepted", bad)
		}
	}
	if st, err := core.ParseSetup("9/9/9/9/9/9/9/9/9/RRRRRRRRR"); err != nil || st.Side != core.Red {
		t.Errorf("ParseSetup without a side: %v, %v", st, err)
	}
}

// TestSetupOfGamePositions: every position of random games has no problem, and its setup gives the
// same position back.
func TestSetupOfGamePositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	games := 40
	if testing.Short() {
		games = 10
	}
	for range games {
		g := core.NewGame()
		for g.Len() < 150 && !g.Result().Over() {
			p := g.Position()
			st := core.SetupOf(&p)
			q, probs := st.Position()
			if len(probs) > 0 {
				t.Fatalf("%s: problems %s", p.FEN(), problemsText(probs))
			}
			if q.Key() != p.Key() {
				t.Fatalf("%s: setup gives %s", p.FEN(), q.FEN())
			}
			moves := p.LegalMoves(nil)
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzParseSetup: no input panics; a setup with no problem makes a position ParseFEN reads the same,
// whose side to move has a legal move; one ParseFEN also accepts has at most the problems it allows.
func FuzzParseSetup(f *testing.F) {
	f.Add(core.StartFEN)
	f.Add("4k4/9/9/9/9/9/9/9/9/4K4 w")
	f.Add("3k5/R8/9/9/9/9/9/9/9/4K4 b")
	f.Add("9/9/9/9/9/9/9/9/A8/RRRK4B w")
	f.Fuzz(func(t *testing.T, fen string) {
		st, err := core.ParseSetup(fen)
		if err != nil {
			return
		}
		probs := st.Problems()
		for _, pr := range probs {
			_ = pr.String()
		}
		p, pp := st.Position()
		if len(pp) != len(probs) {
			t.Fatalf("%q: Position gives %v, Problems %v", fen, pp, probs)
		}
		if p != nil {
			q, err := core.ParseFEN(st.FEN())
			if err != nil || q.Key() != p.Key() || !q.HasLegalMove() {
				t.Fatalf("%q: valid setup, but ParseFEN: %v", fen, err)
			}
		}
	})
}
