package core_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

var allNotations = []core.Notation{core.UCI, core.ICCS, core.WXF, core.Chinese, core.ChineseTraditional, core.Vietnamese}

// notationFENs are the positions whose every legal move the round-trip tests format and parse: the
// start, the published perft positions and hand-made positions with like pieces sharing a file.
var notationFENs = []struct {
	name string
	fen  string
}{
	{"start", core.StartFEN},
	{"wiki1", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"},
	{"wiki2", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"},
	{"wiki3", "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1"},
	{"wiki4", "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1"},
	{"wiki5", "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1"},
	{"wiki6", "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1"},
	{"wiki7", "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1"},
	{"wiki8", "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1"},
	{"wiki9", "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1"},
	{"wiki10", "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1"},
	{"two cannons", "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1"},
	{"two rooks two horses", "5k3/9/9/9/R8/1N7/9/9/9/RN1K5 w - - 0 1"},
	{"two pawns", "5k3/9/9/2P6/2P6/9/9/9/9/3K5 w - - 0 1"},
	{"three pawns", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"},
	{"four pawns", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"},
	{"five pawns", "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"},
	{"pawns two and two", "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"},
	{"pawns three and two", "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"},
	{"pawns two two one", "3k5/9/9/P1P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"},
	{"advisors on a file", "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1"},
	{"elephants on a file", "5k3/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1"},
	{"everything doubled", "3k5/9/2P6/2P1R1N2/2P1R1N2/4C4/9/3AC4/4K4/3A5 w - - 0 1"},
}

// mirrorFEN turns a position round and swaps the colours, so that Black has Red's position.
func mirrorFEN(fen string) string {
	fields := strings.Fields(fen)
	ranks := strings.Split(fields[0], "/")
	out := make([]string, len(ranks))
	for i, r := range ranks {
		b := []byte(r)
		for j := range b {
			switch {
			case b[j] >= 'a' && b[j] <= 'z':
				b[j] -= 'a' - 'A'
			case b[j] >= 'A' && b[j] <= 'Z':
				b[j] += 'a' - 'A'
			}
		}
		for x, y := 0, len(b)-1; x < y; x, y = x+1, y-1 {
			b[x], b[y] = b[y], b[x]
		}
		out[len(ranks)-1-i] = string(b)
	}
	side := "b"
	if fields[1] == "b" {
		side = "w"
	}
	return strings.Join(out, "/") + " " + side + " - - 0 1"
}

// blackChinese rewrites a Red move in Chinese notation as Black writes the mirrored move: Black's
// piece names and full-width digits for files and steps (position numbers stay numerals).
func blackChinese(s string) string {
	names := map[rune]rune{'帅': '将', '仕': '士', '相': '象', '兵': '卒'}
	const numerals = "一二三四五六七八九"
	rs := []rune(s)
	isPiece := func(r rune) bool { return strings.ContainsRune("帅仕相马车炮兵", r) }
	for i, r := range rs {
		if n, ok := names[r]; ok {
			rs[i] = n
			continue
		}
		if k := strings.IndexRune(numerals, r); k >= 0 && !(i == 0 && len(rs) > 1 && isPiece(rs[1])) {
			rs[i] = '１' + rune(k/3)
		}
	}
	return string(rs)
}

func ntParse(t *testing.T, fen string) *core.Position {
	t.Helper()
	p, err := core.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// checkRoundTrip formats every legal move of p in every notation and parses it back: the same move,
// and no two moves written alike.
func checkRoundTrip(t *testing.T, p *core.Position) {
	t.Helper()
	moves := p.LegalMoves(nil)
	for _, n := range allNotations {
		seen := make(map[string]core.Move, len(moves))
		for _, m := range moves {
			s := core.FormatMove(p, m, n)
			if other, dup := seen[s]; dup {
				t.Errorf("%s: %s and %s are both written %q in %s", p.FEN(), other, m, s, n)
			}
			seen[s] = m
			got, err := core.ParseMove(p, s, n)
			if err != nil || got != m {
				t.Errorf("%s: %s written %q in %s reads back as %s, %v", p.FEN(), m, s, n, got, err)
			}
			if got, err := core.ParseMovePreferring(p, s, n); err != nil || got != m {
				t.Errorf("%s: ParseMovePreferring(%q, %s) = %s, %v; want %s", p.FEN(), s, n, got, err, m)
			}
		}
	}
}

// checkMirror checks that Black writes the mirror image of each Red move exactly as Red does, up to
// piece names and digits: the file counting of the two sides agrees.
func checkMirror(t *testing.T, red, black *core.Position) {
	t.Helper()
	for _, m := range red.LegalMoves(nil) {
		bm := core.NewMove(m.From().Flip(), m.To().Flip())
		if !black.IsLegalMove(bm) {
			t.Errorf("%s: mirror of %s, %s, is not legal in %s", red.FEN(), m, bm, black.FEN())
			continue
		}
		if r, b := core.FormatMove(red, m, core.WXF), core.FormatMove(black, bm, core.WXF); r != b {
			t.Errorf("%s: WXF %s is %q for Red but the mirror %s is %q for Black", red.FEN(), m, r, bm, b)
		}
		r, b := core.FormatMove(red, m, core.Chinese), core.FormatMove(black, bm, core.Chinese)
		if want := blackChinese(r); b != want {
			t.Errorf("%s: Chinese %s is %q for Red; the mirror %s is %q for Black, want %q", red.FEN(), m, r, bm, b, want)
		}
	}
}

func TestNotationRoundTrip(t *testing.T) {
	for _, tc := range notationFENs {
		t.Run(tc.name, func(t *testing.T) {
			red := ntParse(t, tc.fen)
			black := ntParse(t, mirrorFEN(tc.fen))
			checkRoundTrip(t, red)
			checkRoundTrip(t, black)
			checkMirror(t, red, black)
		})
	}
}

// TestNotationRoundTripRandomGames walks random games from the start and checks every position on
// the way, both sides to move.
func TestNotationRoundTripRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, 2024))
			p := core.StartPosition()
			for ply := 0; ply < 160; ply++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				checkRoundTrip(t, p)
				if t.Failed() {
					return
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
		})
	}
}

// randomSetupFEN places kings, pawns crowded on a few files, and a random handful of other pieces.
func randomSetupFEN(rng *rand.Rand) string {
	var board [10][9]byte
	put := func(f, r int, b byte) bool {
		if board[r][f] != 0 {
			return false
		}
		board[r][f] = b
		return true
	}
	put(3+rng.IntN(3), rng.IntN(3), 'K')
	put(3+rng.IntN(3), 7+rng.IntN(3), 'k')
	for _, side := range []byte{'P', 'p'} {
		files := []int{rng.IntN(9), rng.IntN(9), rng.IntN(9)}
		for i := 0; i < 5; i++ {
			f := files[rng.IntN(len(files))]
			r := 3 + rng.IntN(7)
			if side == 'p' {
				r = 6 - rng.IntN(7)
			}
			put(f, r, side)
		}
	}
	for _, b := range []byte("RRCCNNrrccnnAAaaBBbb") {
		if rng.IntN(2) == 0 {
			put(rng.IntN(9), rng.IntN(10), b)
		}
	}
	var sb strings.Builder
	for r := 9; r >= 0; r-- {
		empty := 0
		for f := 0; f < 9; f++ {
			if board[r][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(board[r][f])
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	if rng.IntN(2) == 0 {
		sb.WriteString(" w")
	} else {
		sb.WriteString(" b")
	}
	return sb.String()
}

// TestNotationRoundTripRandomSetups checks positions with pawns crowded on files, the cases that
// need position words.
func TestNotationRoundTripRandomSetups(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for tries := 0; checked < 200 && tries < 20000; tries++ {
		p, err := core.ParseFEN(randomSetupFEN(rng))
		if err != nil {
			continue // a random set-up may be impossible (a side not to move in check, ...)
		}
		checked++
		checkRoundTrip(t, p)
		if t.Failed() {
			return
		}
	}
	if checked < 200 {
		t.Fatalf("only %d random set-ups were valid", checked)
	}
}

func TestFormatMoveKnown(t *testing.T) {
	afterH2E2 := "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
	tests := []struct {
		name          string
		fen           string
		uci           string
		chinese, wxf  string
		iccs          string
		alsoAccepted  []string // other spellings ParseMoveAny must read as the same move
		wantErrInNote string
	}{
		{"central cannon", core.StartFEN, "h2e2", "炮二平五", "C2.5", "H2-E2", []string{"炮2平5", "砲二平五", "C2=5", "c25", "h2e2", "h2-e2"}, ""},
		{"right horse", core.StartFEN, "h0g2", "马二进三", "H2+3", "H0-G2", []string{"馬二進三", "傌二进三", "N2+3"}, ""},
		{"left horse", core.StartFEN, "b0c2", "马八进七", "H8+7", "B0-C2", nil, ""},
		{"left rook", core.StartFEN, "a0a1", "车九进一", "R9+1", "A0-A1", []string{"俥九进一", "車9進1"}, ""},
		{"right rook", core.StartFEN, "i0i1", "车一进一", "R1+1", "I0-I1", nil, ""},
		{"king", core.StartFEN, "e0e1", "帅五进一", "K5+1", "E0-E1", []string{"帥五进一"}, ""},
		{"advisor", core.StartFEN, "f0e1", "仕四进五", "A4+5", "F0-E1", nil, ""},
		{"elephant", core.StartFEN, "c0e2", "相七进五", "E7+5", "C0-E2", []string{"B7+5"}, ""},
		{"pawn", core.StartFEN, "g3g4", "兵三进一", "P3+1", "G3-G4", nil, ""},
		{"cannon takes horse", core.StartFEN, "h2h9", "炮二进七", "C2+7", "H2-H9", nil, ""},
		{"black horse", afterH2E2, "h9g7", "马８进７", "H8+7", "H9-G7", []string{"馬8進7", "马八进七"}, ""},
		{"black left horse", afterH2E2, "b9c7", "马２进３", "H2+3", "B9-C7", nil, ""},
		{"black rook", afterH2E2, "i9i8", "车９进１", "R9+1", "I9-I8", nil, ""},
		{"black rook a", afterH2E2, "a9a8", "车１进１", "R1+1", "A9-A8", []string{"車1进1"}, ""},
		{"black cannon", afterH2E2, "h7e7", "炮８平５", "C8.5", "H7-E7", []string{"包8平5", "砲８平５"}, ""},
		{"black cannon back", afterH2E2, "b7b8", "炮２退１", "C2-1", "B7-B8", nil, ""},
		{"black pawn", afterH2E2, "g6g5", "卒７进１", "P7+1", "G6-G5", nil, ""},
		{"black king", afterH2E2, "e9e8", "将５进１", "K5+1", "E9-E8", []string{"將5進1"}, ""},
		{"black elephant", afterH2E2, "g9e7", "象７进５", "E7+5", "G9-E7", nil, ""},
		{"black advisor", afterH2E2, "d9e8", "士４进５", "A4+5", "D9-E8", nil, ""},
		{"front cannon", "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1", "e3d3", "前炮平六", "C+.6", "E3-D3", []string{"+C.6", "前炮平6"}, ""},
		{"rear cannon", "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1", "e1e2", "后炮进一", "C-+1", "E1-E2", []string{"後炮進一", "-C+1"}, ""},
		{"front horse", "5k3/9/9/9/R8/1N7/9/9/9/RN1K5 w - - 0 1", "b4c6", "前马进七", "H++7", "B4-C6", nil, ""},
		{"rear rook", "5k3/9/9/9/R8/1N7/9/9/9/RN1K5 w - - 0 1", "a0a1", "后车进一", "R-+1", "A0-A1", nil, ""},
		{"front of three", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c7c8", "前兵进一", "P++1", "C7-C8", []string{"+P+1"}, ""},
		{"middle of three", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c6b6", "中兵平八", "P7.8", "C6-B6", []string{"P7=8"}, ""},
		{"rear of three", "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c5d5", "后兵平六", "P-.6", "C5-D5", nil, ""},
		{"first of four", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c8c9", "一兵进一", "+++1", "C8-C9", []string{"前兵进一"}, ""},
		{"second of four", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c7b7", "二兵平八", "P+.8", "C7-B7", nil, ""},
		{"third of four", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c6b6", "三兵平八", "P-.8", "C6-B6", nil, ""},
		{"last of four", "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c5b5", "四兵平八", "--.8", "C5-B5", []string{"后兵平八"}, ""},
		{"middle of five", "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c7b7", "三兵平八", "P7.8", "C7-B7", []string{"中兵平八"}, ""},
		{"fifth of five", "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "c5b5", "五兵平八", "--.8", "C5-B5", nil, ""},
		{"two files front", "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "c6b6", "前七平八", "7+.8", "C6-B6", []string{"前兵七平八"}, ""},
		{"two files rear", "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "g5h5", "后三平二", "3-.2", "G5-H5", nil, ""},
		{"two files middle", "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "c6b6", "中七平八", "77.8", "C6-B6", nil, ""},
		{"front advisor", "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "d2e1", "前仕退五", "A+-5", "D2-E1", nil, ""},
		{"rear advisor", "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "d0e1", "后仕进五", "A-+5", "D0-E1", nil, ""},
		{"front elephant", "5k3/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1", "c4a2", "前相退九", "E+-9", "C4-A2", nil, ""},
		{"rear elephant", "5k3/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1", "c0e2", "后相进五", "E-+5", "C0-E2", nil, ""},
		{"black front of three", mirrorFEN("3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"), "g2g1", "前卒进１", "P++1", "G2-G1", nil, ""},
		{"black two files", mirrorFEN("3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"), "g3h3", "前７平８", "7+.8", "G3-H3", []string{"前卒7平8"}, ""},
		{"black first of four", mirrorFEN("3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1"), "g1g0", "一卒进１", "+++1", "G1-G0", []string{"１卒进1"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, m := ntMove(t, tc.fen, tc.uci)
			want := map[core.Notation]string{core.UCI: tc.uci, core.ICCS: tc.iccs, core.WXF: tc.wxf, core.Chinese: tc.chinese}
			for _, n := range allNotations[:4] {
				if got := core.FormatMove(p, m, n); got != want[n] {
					t.Errorf("FormatMove(%s, %s) = %q, want %q", tc.uci, n, got, want[n])
				}
				if got, err := core.ParseMove(p, want[n], n); err != nil || got != m {
					t.Errorf("ParseMove(%q, %s) = %s, %v; want %s", want[n], n, got, err, m)
				}
			}
			for _, s := range tc.alsoAccepted {
				if got, err := core.ParseMoveAny(p, s); err != nil || got != m {
					t.Errorf("ParseMoveAny(%q) = %s, %v; want %s", s, got, err, m)
				}
			}
		})
	}
}

func TestParseMoveErrors(t *testing.T) {
	twoCannons := "5k3/9/9/9/9/9/4C4/9/4C4/3K5 w - - 0 1"
	pawnsTwoFiles := "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1"
	tests := []struct {
		name string
		fen  string
		n    core.Notation
		text string
		want string
		// anyOK: the text is a valid move in another notation, so ParseMoveAny may read it.
		anyOK bool
	}{
		{"no such cannon", core.StartFEN, core.Chinese, "炮三平五", `chinese move "炮三平五": no red cannon on file 三`, false},
		{"blocked cannon", core.StartFEN, core.Chinese, "炮二平九", `chinese move "炮二平九": h2a2 is not legal`, false},
		{"horse sideways", core.StartFEN, core.Chinese, "马二平三", "cannot move sideways", false},
		{"horse too far", core.StartFEN, core.Chinese, "马二进五", "cannot reach file 五", false},
		{"off the board", core.StartFEN, core.Chinese, "车一退一", "off the board", false},
		{"short", core.StartFEN, core.Chinese, "炮二平", "want four characters", false},
		{"not chinese", core.StartFEN, core.Chinese, "炮二走五", "is not a piece", false},
		{"black file", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", core.Chinese, "马３进５", "no black horse on file ３", false},
		{"ambiguous", twoCannons, core.Chinese, "炮五平六", "ambiguous", false},
		{"no pair", core.StartFEN, core.Chinese, "前炮平五", "no two red cannons on one file", false},
		{"several files", pawnsTwoFiles, core.Chinese, "前兵平八", "several files", false},
		{"no middle", twoCannons, core.Chinese, "中炮平六", "does not fit", false},
		{"wxf no cannon", core.StartFEN, core.WXF, "C3.5", `wxf move "C3.5": no red cannon on file 3`, false},
		{"wxf direction", core.StartFEN, core.WXF, "C2*5", "direction", false},
		{"wxf piece", core.StartFEN, core.WXF, "X2.5", "cannot tell the piece", false},
		{"wxf zero", core.StartFEN, core.WXF, "C2.0", "not a number", false},
		{"uci upper", core.StartFEN, core.UCI, "H2E2", "want from and to squares", true},
		{"uci illegal", core.StartFEN, core.UCI, "h2i3", "h2i3 is not legal", false},
		{"uci empty square", core.StartFEN, core.UCI, "e5e6", "no piece on e5", false},
		{"uci wrong side", core.StartFEN, core.UCI, "h7e7", "not red's", false},
		{"iccs garbage", core.StartFEN, core.ICCS, "H2+E2", "want from and to squares", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := ntParse(t, tc.fen)
			m, err := core.ParseMove(p, tc.text, tc.n)
			if err == nil {
				t.Fatalf("ParseMove(%q, %s) = %s, want an error", tc.text, tc.n, m)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ParseMove(%q, %s): %v; want it to say %q", tc.text, tc.n, err, tc.want)
			}
			if _, err := core.ParseMoveAny(p, tc.text); err == nil && !tc.anyOK {
				t.Errorf("ParseMoveAny(%q) accepted it", tc.text)
			}
		})
	}
}

func TestNotationString(t *testing.T) {
	for n, want := range map[core.Notation]string{core.UCI: "UCI", core.ICCS: "ICCS", core.WXF: "WXF", core.Chinese: "Chinese", 9: "Notation(9)"} {
		if got := n.String(); got != want {
			t.Errorf("Notation(%d).String() = %q, want %q", n, got, want)
		}
	}
}

func TestOpeningLine(t *testing.T) {
	// The commonest opening, as every book prints it.
	line := []string{"炮二平五", "马８进７", "马二进三", "车９平８", "车一平二", "马２进３", "兵七进一", "卒７进１"}
	uci := []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4", "g6g5"}
	p := core.StartPosition()
	for i, s := range line {
		m, err := core.ParseMove(p, s, core.Chinese)
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != uci[i] {
			t.Fatalf("move %d %q = %s, want %s", i+1, s, m, uci[i])
		}
		p.MakeMove(m)
	}
}

func TestParseSAN(t *testing.T) {
	twoRooks := "3k5/9/9/9/9/R8/9/9/9/R3K4 w - - 0 1"
	tests := []struct {
		fen  string
		base int
		text string
		want string // a UCI move, or what the error says
	}{
		{core.StartFEN, 0, "Che2", "h2e2"},
		{core.StartFEN, 1, "Che3", "h2e2"},
		{core.StartFEN, 0, "Ch2e2", "h2e2"},
		{core.StartFEN, 0, "Ch2-e2", "h2e2"},
		{core.StartFEN, 0, "Che2+", "h2e2"},
		{core.StartFEN, 0, "Che2!?", "h2e2"},
		{core.StartFEN, 0, "Hg2", "h0g2"},
		{core.StartFEN, 0, "Ng2", "h0g2"},
		{core.StartFEN, 1, "Nhg3", "h0g2"},
		{core.StartFEN, 0, "e4", "e3e4"},
		{core.StartFEN, 0, "Pe4", "e3e4"},
		{core.StartFEN, 1, "Pe5", "e3e4"},
		{core.StartFEN, 0, "Ece2", "c0e2"},
		{core.StartFEN, 0, "Bge2", "g0e2"},
		{core.StartFEN, 0, "Afe1", "f0e1"},
		{core.StartFEN, 0, "Ke1", "e0e1"},
		{core.StartFEN, 0, "Ge1", "e0e1"},
		{core.StartFEN, 0, "Ra2", "a0a2"},
		{core.StartFEN, 0, "Chxh9", "h2h9"},
		{core.StartFEN, 0, "Ch:h9", "h2h9"},
		{core.StartFEN, 1, "Cbxb10", "b2b9"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", 0, "Che7", "h7e7"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", 0, "Cbxb0", "b7b0"},
		{twoRooks, 0, "R0a2", "a0a2"},
		{twoRooks, 0, "R4a2", "a4a2"},
		{twoRooks, 0, "Ra0a2", "a0a2"},
		{twoRooks, 1, "R1a3", "a0a2"},
		{twoRooks, 1, "Ra5a3", "a4a2"},
		{core.StartFEN, 0, "h2e2", "h2e2"},
		{core.StartFEN, 1, "h3e3", "h2e2"},
		{core.StartFEN, 1, "h3-e3", "h2e2"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", 1, "a10a9", "a9a8"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", 1, "b8b1", "b7b0"},

		{core.StartFEN, 0, "Ce2", `san move "Ce2": ambiguous: 2 red cannons can reach e2 (from b2 and h2): name the file or rank`},
		{core.StartFEN, 0, "Ee2", "ambiguous: 2 red elephants can reach e2 (from c0 and g0)"},
		{twoRooks, 0, "Ra2", "ambiguous: 2 red rooks can reach a2 (from a0 and a4)"},
		{twoRooks, 1, "Ra3", "ambiguous: 2 red rooks can reach a3 (from a1 and a5)"},
		{core.StartFEN, 0, "Chxe2", `san move "Chxe2": nothing to capture on e2`},
		{core.StartFEN, 0, "Ce3", "no red cannon can reach e3"},
		{core.StartFEN, 0, "Rh2", "no red rook can reach h2"},
		{core.StartFEN, 0, "Rah2", "the red rook on a0 cannot go to h2: "},
		{core.StartFEN, 0, "Cce2", "no red cannon on the c file"},
		{core.StartFEN, 0, "C5e2", "no red cannon on rank 5"},
		{core.StartFEN, 0, "Ca5e2", "no red cannon on a5"},
		{core.StartFEN, 0, "Ch10", "rank 10 is not on the board (ranks 0-9)"},
		{core.StartFEN, 1, "h5e5", "no red piece on h5"},
		{core.StartFEN, 1, "h1h2", "the red horse on h1 cannot go to h2: "},
		{core.StartFEN, 1, "Ch0", "rank 0 is not on the board (ranks 1-10)"},
		{"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 0, "Ca1", "red has no cannon"},
		{core.StartFEN, 0, "Ch11", "want a piece letter and a square"},
		{core.StartFEN, 0, "Xe2", "want a piece letter and a square"},
		{core.StartFEN, 0, "che2", "want a piece letter and a square"},
		{core.StartFEN, 0, "C2.5", "want a piece letter and a square"},
		{core.StartFEN, 0, "", "want a piece letter and a square"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/%d", tc.text, tc.base), func(t *testing.T) {
			p := ntParse(t, tc.fen)
			m, err := core.ParseSAN(p, tc.text, tc.base)
			isMove := len(tc.want) == 4 && !strings.Contains(tc.want, " ")
			switch {
			case isMove && err != nil:
				t.Errorf("ParseSAN(%q, %d): %v; want %s", tc.text, tc.base, err, tc.want)
			case isMove && m.String() != tc.want:
				t.Errorf("ParseSAN(%q, %d) = %s, want %s", tc.text, tc.base, m, tc.want)
			case !isMove && err == nil:
				t.Errorf("ParseSAN(%q, %d) = %s, want an error saying %q", tc.text, tc.base, m, tc.want)
			case !isMove && !strings.Contains(err.Error(), tc.want):
				t.Errorf("ParseSAN(%q, %d): %v; want it to say %q", tc.text, tc.base, err, tc.want)
			}
		})
	}
}

// formatSAN writes m in algebraic form the way XBoard does: the piece letter (none for a pawn), the
// from-file, from-rank or both when another like piece could go to the same point, x for a capture.
func formatSAN(p *core.Position, m core.Move, base int, letters string) string {
	from, to := m.From(), m.To()
	pt := p.At(from).Type()
	var others []core.Square
	for _, o := range p.LegalMoves(nil) {
		if o.To() == to && o.From() != from && p.At(o.From()).Type() == pt {
			others = append(others, o.From())
		}
	}
	sameFile, sameRank := false, false
	for _, s := range others {
		sameFile = sameFile || s.File() == from.File()
		sameRank = sameRank || s.Rank() == from.Rank()
	}
	var b strings.Builder
	if pt != core.Pawn {
		b.WriteByte(letters[pt])
	}
	switch {
	case len(others) == 0:
	case !sameFile:
		b.WriteByte(byte('a' + from.File()))
	case !sameRank:
		fmt.Fprint(&b, from.Rank()+base)
	default:
		fmt.Fprintf(&b, "%c%d", 'a'+from.File(), from.Rank()+base)
	}
	if p.At(to) != core.NoPiece {
		b.WriteByte('x')
	}
	fmt.Fprintf(&b, "%c%d", 'a'+to.File(), to.Rank()+base)
	return b.String()
}

// TestParseSANRandomGames writes every move of random games in algebraic form, with both numberings
// of the ranks and both sets of letters, with the least disambiguation XBoard writes and with the
// from-square in full, and reads it back.
func TestParseSANRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		p := core.StartPosition()
		for seed > 6 {
			var err error
			if p, err = core.ParseFEN(randomSetupFEN(rng)); err == nil {
				break // a random set-up may be impossible: draw another
			}
		}
		for ply := 0; ply < 160; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				for base := 0; base <= 1; base++ {
					for _, letters := range []string{" KAEHRCP", " GABNRCP"} {
						for _, s := range []string{formatSAN(p, m, base, letters),
							fmt.Sprintf("%c%c%d-%c%d", letters[p.At(m.From()).Type()], 'a'+m.From().File(),
								m.From().Rank()+base, 'a'+m.To().File(), m.To().Rank()+base)} {
							got, err := core.ParseSAN(p, s, base)
							if err != nil || got != m {
								t.Fatalf("%s: %s written %q (ranks from %d) reads as %s, %v", p.FEN(), m, s, base, got, err)
							}
						}
					}
				}
			}
			p.MakeMove(moves[rng.IntN(len(moves))])
		}
	}
}

func TestParseMoveAnyDialects(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Ｃ２＝５", "h2e2"},
		{"Ｃ２．５", "h2e2"},
		{"Ｈ２＋３", "h0g2"},
		{"ｃ２＝５", "h2e2"},
		{"Che2", "h2e2"},
		{"Che3", "h2e2"}, // ranks 1-10: no cannon can go to e3 with ranks 0-9
		{"Cxh9", "h2h9"},
		{"Ce2", `san move "Ce2": ambiguous: 2 red cannons can reach e2`},
		{"Ｃ３＝５", `wxf move "Ｃ３＝５": no red cannon on file 3`},
		{"Ch10", "h2h9"}, // ranks 1-10, as no rank 10 is in 0-9
		{"Ce10", `san move "Ce10": no red cannon can reach e10`},
		{"h3e3", "h2e2"}, // coordinates with ranks 1-10, as Fairy-Stockfish writes them
		{"h2e3", `iccs move "h2e3": h2e3 is not legal`},
	}
	for _, tc := range tests {
		m, err := core.ParseMoveAny(core.StartPosition(), tc.text)
		if len(tc.want) == 4 {
			if err != nil || m.String() != tc.want {
				t.Errorf("ParseMoveAny(%q) = %s, %v; want %s", tc.text, m, err, tc.want)
			}
		} else if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseMoveAny(%q) = %s, %v; want an error %q", tc.text, m, err, tc.want)
		}
	}
}
