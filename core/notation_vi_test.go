package core_test

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestFormatTraditionalAndVietnamese writes known moves in traditional Chinese and Vietnamese
// notation and reads them back.
func TestFormatTraditionalAndVietnamese(t *testing.T) {
	afterH2E2 := "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
	twoCannons := "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1"
	threePawns := "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"
	tests := []struct {
		name, fen, uci, trad, vi string
	}{
		{"central cannon", core.StartFEN, "h2e2", "炮二平五", "P2-5"},
		{"red horse", core.StartFEN, "h0g2", "傌二進三", "M2.3"},
		{"red rook", core.StartFEN, "i0i1", "俥一進一", "X1.1"},
		{"red king", core.StartFEN, "e0e1", "帥五進一", "Tg5.1"},
		{"red advisor", core.StartFEN, "f0e1", "仕四進五", "S4.5"},
		{"red elephant", core.StartFEN, "c0e2", "相七進五", "T7.5"},
		{"red pawn", core.StartFEN, "g3g4", "兵三進一", "B3.1"},
		{"black horse", afterH2E2, "h9g7", "馬８進７", "M8.7"},
		{"black cannon", afterH2E2, "h7e7", "砲８平５", "P8-5"},
		{"black cannon back", afterH2E2, "b7b8", "砲２退１", "P2/1"},
		{"black rook", afterH2E2, "i9i8", "車９進１", "X9.1"},
		{"black pawn", afterH2E2, "g6g5", "卒７進１", "B7.1"},
		{"black king", afterH2E2, "e9e8", "將５進１", "Tg5.1"},
		{"front cannon", twoCannons, "e3d3", "前炮平六", "Pt-6"},
		{"rear cannon", twoCannons, "e1e2", "後炮進一", "Ps.1"},
		{"middle pawn", threePawns, "c6b6", "中兵平八", "Bg-8"},
		{"first of four", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c8c9", "一兵進一", "Btt.1"},
		{"pawns on two files", "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "c6b6", "前七平八", "B7t-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, m := ntMove(t, tc.fen, tc.uci)
			for n, want := range map[core.Notation]string{core.ChineseTraditional: tc.trad, core.Vietnamese: tc.vi} {
				if got := core.FormatMove(p, m, n); got != want {
					t.Errorf("FormatMove(%s, %s) = %q, want %q", tc.uci, n, got, want)
				}
				if got, err := core.ParseMove(p, want, n); err != nil || got != m {
					t.Errorf("ParseMove(%q, %s) = %s, %v; want %s", want, n, got, err, m)
				}
			}
		})
	}
}

// TestParseMoveAnyForms reads the central cannon and other moves in every form a player may type.
func TestParseMoveAnyForms(t *testing.T) {
	afterH2E2 := "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
	tests := []struct {
		name, fen, text, want string
	}{
		{"chinese", core.StartFEN, "炮二平五", "h2e2"},
		{"chinese digits", core.StartFEN, "炮2平5", "h2e2"},
		{"traditional", core.StartFEN, "砲二平五", "h2e2"},
		{"traditional horse", core.StartFEN, "傌二進三", "h0g2"},
		{"wxf equals", core.StartFEN, "C2=5", "h2e2"},
		{"wxf dot", core.StartFEN, "C2.5", "h2e2"},
		{"vietnamese", core.StartFEN, "P2-5", "h2e2"},
		{"vietnamese lower case", core.StartFEN, "p2-5", "h2e2"},
		{"vietnamese en dash", core.StartFEN, "P2–5", "h2e2"},
		{"vietnamese words", core.StartFEN, "Pháo 2 bình 5", "h2e2"},
		{"vietnamese words horse", core.StartFEN, "Mã 2 tấn 3", "h0g2"},
		{"vietnamese words tien", core.StartFEN, "Tốt 7 tiến 1", "c3c4"},
		{"vietnamese horse", afterH2E2, "M8.7", "h9g7"},
		{"vietnamese back", afterH2E2, "P2/1", "b7b8"},
		{"vietnamese elephant V", core.StartFEN, "V3.5", "g0e2"},
		{"vietnamese king", core.StartFEN, "Tg5.1", "e0e1"},
		{"iccs", core.StartFEN, "H2-E2", "h2e2"},
		{"uci", core.StartFEN, "h2e2", "h2e2"},
		{"san", core.StartFEN, "Che2", "h2e2"},
		{"full-width wxf", core.StartFEN, "Ｃ２＝５", "h2e2"},
		{"rear cannon words", "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1", "Pháo sau tấn 1", "e1e2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := ntParse(t, tc.fen)
			m, err := core.ParseMoveAny(p, tc.text)
			if err != nil || m.String() != tc.want {
				t.Errorf("ParseMoveAny(%q) = %s, %v; want %s", tc.text, m, err, tc.want)
			}
		})
	}
}

// TestParseMovePreferring reads the one shape WXF and Vietnamese share as each reader means it.
func TestParseMovePreferring(t *testing.T) {
	// A red pawn across the river on file 5 and a red cannon behind it on the same file: "P5.4" is
	// the pawn to file 4 in WXF, the cannon four points forward in Vietnamese.
	p := ntParse(t, "3k5/9/9/4P4/9/9/9/9/4C4/5K3 w - - 0 1")
	for _, tc := range []struct {
		name   string
		prefer core.Notation
		want   string
	}{
		{"wxf", core.WXF, "e6f6"},
		{"vietnamese", core.Vietnamese, "e1e5"},
		{"chinese reader", core.Chinese, "e6f6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := core.ParseMovePreferring(p, "P5.4", tc.prefer)
			if err != nil || m.String() != tc.want {
				t.Errorf("ParseMovePreferring(P5.4, %s) = %s, %v; want %s", tc.prefer, m, err, tc.want)
			}
		})
	}
}

// TestMoveErrorKeys checks that a move that cannot be played says why with a stable key, in the
// notation it looks like, and an English text built from the key's template.
func TestMoveErrorKeys(t *testing.T) {
	tests := []struct {
		name, text, key, english string
	}{
		{"empty", "  ", "move.empty", "no move written"},
		{"no such cannon", "炮三平五", "move.none_on_file", `chinese move "炮三平五": no red cannon on file 三`},
		{"blocked cannon", "炮二平九", "move.not_legal", "h2a2 is not legal: the cannon's path is blocked"},
		{"horse sideways vi", "M2-3", "move.not_sideways", `vietnamese move "M2-3": a horse cannot move sideways`},
		{"no rook vi", "X5.1", "move.none_on_file", "no red rook on file 5"},
		{"vi garbage", "Xq.1", "move.which_piece", "vietnamese move"},
		{"illegal coordinates", "h2e3", "move.not_legal", "h2e3 is not legal"},
		{"wrong side", "h7e7", "move.not_yours", "the black cannon on h7 is not red's"},
		{"san", "Ce2", "move.ambiguous_san", "ambiguous"},
		{"nonsense", "hello", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := core.ParseMoveAny(core.StartPosition(), tc.text)
			me, ok := core.AsMoveError(err)
			if !ok {
				t.Fatalf("ParseMoveAny(%q) = %v, want a MoveError", tc.text, err)
			}
			if tc.key != "" && me.Key() != tc.key {
				t.Errorf("ParseMoveAny(%q): key %q (%v), want %q", tc.text, me.Key(), err, tc.key)
			}
			if !strings.Contains(err.Error(), tc.english) {
				t.Errorf("ParseMoveAny(%q): %v; want it to say %q", tc.text, err, tc.english)
			}
			if strings.Contains(err.Error(), "%!") {
				t.Errorf("ParseMoveAny(%q): %v: template and arguments disagree", tc.text, err)
			}
		})
	}
	seen := map[string]bool{}
	for _, p := range core.MoveProblems() {
		if seen[p.Key()] || !strings.HasPrefix(p.Key(), "move.") {
			t.Errorf("problem %d: key %q repeated or malformed", p, p.Key())
		}
		seen[p.Key()] = true
	}
}

// TestReadPGNVietnamese reads games written in Vietnamese notation, with and without a Format tag.
func TestReadPGNVietnamese(t *testing.T) {
	tests := []struct {
		name, pgn string
		want      []string
	}{
		{"format tag", "[Game \"Chinese Chess\"]\n[Format \"Vietnamese\"]\n\n1. P2-5 M8.7 2. M2.3 X9-8 *\n",
			[]string{"h2e2", "h9g7", "h0g2", "i9h9"}},
		{"no tag", "[Game \"Chinese Chess\"]\n\n1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 *\n",
			[]string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"}},
		{"cannon forward after vietnamese moves", "[Game \"Chinese Chess\"]\n[FEN \"3k5/9/9/4P4/9/9/9/9/4C4/5K3 b - - 0 1\"]\n\n1. ... Tg4.1 2. P5.4 *\n",
			[]string{"d9d8", "e1e5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tc.pgn))
			if err != nil || len(games) != 1 {
				t.Fatalf("ReadPGN: %d games, %v", len(games), err)
			}
			g := games[0].Game
			if g.Len() != len(tc.want) {
				t.Fatalf("%d moves, want %d", g.Len(), len(tc.want))
			}
			for i, w := range tc.want {
				if got := g.Move(i).String(); got != w {
					t.Errorf("move %d = %s, want %s", i+1, got, w)
				}
			}
		})
	}
}

// TestWritePGNVietnamese writes a game in Vietnamese notation and in traditional characters and
// reads both back.
func TestWritePGNVietnamese(t *testing.T) {
	g := core.NewGame()
	for _, s := range []string{"h2e2", "h9g7", "h0g2"} {
		m, _ := core.ParseUCIMove(ptr(g.Position()), s)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		n    core.Notation
		want string
	}{
		{core.Vietnamese, "1. P2-5 M8.7"},
		{core.ChineseTraditional, "1. 炮二平五 馬８進７"},
	} {
		var b strings.Builder
		if err := core.WritePGN(&b, &core.PGNGame{Game: g}, tc.n); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), tc.want) {
			t.Errorf("%s: %s; want %q", tc.n, b.String(), tc.want)
		}
		games, err := core.ReadPGN(strings.NewReader(b.String()))
		if err != nil || len(games) != 1 || games[0].Game.Len() != 3 {
			t.Errorf("%s: read back %v, %v", tc.n, games, err)
		}
	}
}

func ptr(p core.Position) *core.Position { return &p }

// ntMove parses a position and a move in it given in UCI coordinates.
func ntMove(t *testing.T, fen, uci string) (*core.Position, core.Move) {
	t.Helper()
	p := ntParse(t, fen)
	m, err := core.ParseUCIMove(p, uci)
	if err != nil {
		t.Fatal(err)
	}
	return p, m
}

// BenchmarkParseMoveAny reads the central cannon in each form a player may type; the slowest forms
// are those tried last (Vietnamese, algebraic).
func BenchmarkParseMoveAny(b *testing.B) {
	p := core.StartPosition()
	for _, s := range []string{"h2e2", "C2.5", "炮二平五", "傌二進三", "P2-5", "Pháo 2 bình 5", "Che2"} {
		b.Run(s, func(b *testing.B) {
			for b.Loop() {
				if _, err := core.ParseMoveAny(p, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
