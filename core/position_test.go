package core_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestRandomGames plays seeded random games and checks, at every ply, that the incremental keys equal
// the keys of the position read afresh from its FEN, that unmake restores everything, and that the fast
// legality filter agrees with trying every pseudo-legal move.
func TestRandomGames(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for g := 0; g < games; g++ {
		p := core.StartPosition()
		for ply := 0; ply < 150; ply++ {
			fresh := core.MustParseFEN(p.FEN())
			if fresh.Key() != p.Key() || fresh.StructureKey() != p.StructureKey() {
				t.Fatalf("game %d ply %d: incremental keys differ from fresh keys at %s", g, ply, p.FEN())
			}
			if err := slotsAgree(p); err != nil {
				t.Fatalf("game %d ply %d at %s: %v", g, ply, p.FEN(), err)
			}
			legal := p.LegalMoves(nil)
			var slow []core.Move
			for _, m := range p.PseudoMoves(nil) {
				before := p.FEN()
				u := p.MakeMove(m)
				if !inCheckFor(p, p.SideToMove().Opp()) {
					slow = append(slow, m)
				}
				p.UnmakeMove(m, u)
				if p.FEN() != before || p.Key() != fresh.Key() || p.StructureKey() != fresh.StructureKey() {
					t.Fatalf("unmake %s did not restore %s", m, before)
				}
				if err := slotsAgree(p); err != nil {
					t.Fatalf("unmake %s at %s: %v", m, before, err)
				}
			}
			inCheck := p.InCheck()
			for _, m := range p.PseudoMoves(nil) {
				if p.LegalKnownCheck(m, inCheck) != slices.Contains(legal, m) {
					t.Fatalf("%s: LegalKnownCheck(%s) disagrees with LegalMoves", p.FEN(), m)
				}
			}
			for _, m := range legal {
				u := p.MakeMove(m)
				want := p.InCheck()
				if p.InCheckAfter(m) != want {
					t.Fatalf("%s after %s: InCheckAfter = %v", p.FEN(), m, !want)
				}
				p.UnmakeMove(m, u)
				if p.GivesCheck(m) != want {
					t.Fatalf("%s: GivesCheck(%s) = %v", p.FEN(), m, !want)
				}
			}
			if !slices.Equal(legal, slow) {
				t.Fatalf("%s: legal moves %v, by trying %v", p.FEN(), legal, slow)
			}
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
}

// slotsAgree checks SlotsOf and SlotSquare against PieceSlots and the board: every piece is in
// the mask of its kind, and no mask names an empty slot or a piece of another kind.
func slotsAgree(p *core.Position) error {
	for c := core.Red; c <= core.Black; c++ {
		slots := p.PieceSlots(c)
		for t := core.King; t <= core.Pawn; t++ {
			pc := core.MakePiece(c, t)
			mask := p.SlotsOf(pc)
			for i, s := range slots {
				want := s != core.NoSquare && p.At(s) == pc
				if got := mask&(1<<i) != 0; got != want {
					return fmt.Errorf("SlotsOf(%v) = %016b: slot %d (%v) wrongly %v", pc, mask, i, s, got)
				}
				if p.SlotSquare(c, i) != s {
					return fmt.Errorf("SlotSquare(%v, %d) = %v, PieceSlots has %v", c, i, p.SlotSquare(c, i), s)
				}
			}
			if n := bits.OnesCount16(mask); n != p.Count(pc) {
				return fmt.Errorf("SlotsOf(%v) has %d slots, Count %d", pc, n, p.Count(pc))
			}
		}
	}
	return nil
}

// TestInCheckAfterRandomSetups checks InCheckAfter against InCheck after every legal move of random
// games from sparse random set-ups (open lines, lone horses and pawns near the kings), where the
// shortcut's reasoning about lines and horse legs is tested hardest, and that MayGiveCheck rules out
// no move that checks.
func TestInCheckAfterRandomSetups(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	setups, moves := 0, 0
	for tries := 0; setups < 300 && tries < 30000; tries++ {
		p, err := core.ParseFEN(randomSetupFEN(rng))
		if err != nil {
			continue
		}
		setups++
		for ply := 0; ply < 40; ply++ {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			for _, m := range legal {
				may := p.MayGiveCheck(m)
				u := p.MakeMove(m)
				if got, want := p.InCheckAfter(m), p.InCheck(); got != want {
					t.Fatalf("%s after %s: InCheckAfter = %v, InCheck = %v", p.FEN(), m, got, want)
				}
				if p.InCheck() && !may {
					p.UnmakeMove(m, u)
					t.Fatalf("%s: %s gives check, but MayGiveCheck says it cannot", p.FEN(), m)
				}
				p.UnmakeMove(m, u)
				moves++
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
	if setups < 300 || moves < 100000 {
		t.Fatalf("only %d set-ups and %d moves checked", setups, moves)
	}
}

// inCheckFor reports whether c's king is attacked, by asking the position with c to move.
func inCheckFor(p *core.Position, c core.Color) bool {
	if p.SideToMove() == c {
		return p.InCheck()
	}
	u := p.MakeNull()
	defer p.UnmakeNull(u)
	return p.InCheck()
}

func TestMoveKinds(t *testing.T) {
	for _, tc := range perftCases {
		t.Run(tc.name, func(t *testing.T) {
			p := core.MustParseFEN(tc.fen)
			all := p.LegalMoves(nil)
			caps := p.LegalCaptures(nil)
			quiets := p.LegalQuiets(nil)
			if len(caps)+len(quiets) != len(all) {
				t.Fatalf("%d captures + %d quiets != %d moves", len(caps), len(quiets), len(all))
			}
			for _, m := range caps {
				if p.At(m.To()) == core.NoPiece {
					t.Errorf("capture %s lands on an empty point", m)
				}
			}
			for _, m := range quiets {
				if p.At(m.To()) != core.NoPiece {
					t.Errorf("quiet %s lands on a piece", m)
				}
			}
			if p.InCheck() && len(p.Evasions(nil)) != len(all) {
				t.Errorf("evasions differ from legal moves in check")
			}
		})
	}
}

func TestSquareAndMoveStrings(t *testing.T) {
	for f := 0; f < 9; f++ {
		for r := 0; r < 10; r++ {
			s := core.NewSquare(f, r)
			back, err := core.ParseSquare(s.String())
			if err != nil || back != s || s.File() != f || s.Rank() != r {
				t.Fatalf("square %d,%d: %s -> %v %v", f, r, s, back, err)
			}
			if s.Flip().Flip() != s {
				t.Fatalf("flip twice changed %s", s)
			}
		}
	}
	for _, bad := range []string{"", "j0", "a", "aa", "a10", "z9"} {
		if _, err := core.ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
	m := core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2))
	if m.String() != "h2e2" || core.NoMove.String() != "0000" {
		t.Errorf("move strings %q %q", m, core.NoMove)
	}
	for _, s := range []string{"h2e2", "H2E2"} {
		if got, err := core.ParseMoveText(s); err != nil || got != m {
			t.Errorf("ParseMoveText(%q) = %v, %v", s, got, err)
		}
	}
	for _, bad := range []string{"", "h2e", "h2e2x", "j2e2", "h2ex", "h2-e2"} {
		if _, err := core.ParseMoveText(bad); err == nil {
			t.Errorf("ParseMoveText(%q) accepted", bad)
		}
	}
	if core.MakePiece(core.Black, core.Horse).String() != "n" || core.MakePiece(core.Red, core.Elephant).String() != "B" {
		t.Error("piece letters")
	}
}

// The structure key follows kings, advisors, elephants and pawns only: moving a rook leaves it, moving
// a pawn or capturing one changes it.
func TestStructureKey(t *testing.T) {
	p := core.StartPosition()
	k0 := p.StructureKey()
	if k0 == 0 || k0 == p.Key() {
		t.Fatalf("structure key %x (full key %x)", k0, p.Key())
	}
	for _, c := range []struct {
		move string
		same bool
	}{{"a0a1", true}, {"h2h9", true}, {"c3c4", false}, {"c0e2", false}} {
		q := core.StartPosition()
		m, err := core.ParseMoveText(c.move)
		if err != nil {
			t.Fatal(err)
		}
		q.MakeMove(m)
		if (q.StructureKey() == k0) != c.same {
			t.Errorf("after %s: structure key changed = %v, want %v", c.move, q.StructureKey() != k0, !c.same)
		}
	}
}

// TestIsPseudoLegal checks IsPseudoLegal against the generator in random games: every generated
// move of either side (only the side to move's count), and random pairs of points.
func TestIsPseudoLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := 0; g < 20; g++ {
		p := core.StartPosition()
		for ply := 0; ply < 120; ply++ {
			pseudo := p.PseudoMoves(nil)
			u := p.MakeNull()
			theirs := p.PseudoMoves(nil)
			p.UnmakeNull(u)
			cands := append(slices.Clone(pseudo), theirs...)
			for range 200 {
				from := core.NewSquare(rng.IntN(9), rng.IntN(10))
				to := core.NewSquare(rng.IntN(9), rng.IntN(10))
				cands = append(cands, core.NewMove(from, to))
			}
			cands = append(cands, core.NoMove, core.NewMove(0x10, 0x33))
			for _, m := range cands {
				if got, want := p.IsPseudoLegal(m), slices.Contains(pseudo, m); got != want {
					t.Fatalf("%s: IsPseudoLegal(%s) = %v, want %v", p.FEN(), m, got, want)
				}
			}
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			p.MakeMove(legal[rng.IntN(len(legal))])
		}
	}
}
