package core_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"github.com/chuhe-xq/chuhe/core"
)

// The game in chinese.pgn, iccs.pgn and wxf.pgn, in UCI.
const pgnTestGame = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 c2d4 i8g8 g6f6 g7h5"

func readPGNFile(t *testing.T, name string) []*core.PGNGame {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "pgn", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := core.ReadPGN(f)
	if err != nil {
		t.Fatalf("ReadPGN(%s): %v", name, err)
	}
	return games
}

func uciLine(g *core.Game) string {
	var s []string
	for _, m := range g.Moves() {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

func TestReadPGNFiles(t *testing.T) {
	type want struct {
		moves    string
		outcome  core.Outcome
		reason   core.Reason
		tags     map[string]string
		comments map[int]string
		fen      string // start position, when not the standard one
	}
	tests := []struct {
		file  string
		games []want
	}{
		{"chinese.pgn", []want{{
			moves: pgnTestGame, outcome: core.Draw,
			tags:     map[string]string{"Red": "胡荣华", "Black": "柳大华", "Event": "楚河测试赛", "Opening": "中炮过河车对屏风马平炮兑车"},
			comments: map[int]string{0: "中炮对屏风马，常见的开局。", 9: "过河车", 18: "以下从略"},
		}}},
		{"iccs.pgn", []want{{
			moves: pgnTestGame, outcome: core.Draw,
			tags:     map[string]string{"Red": "Hu Ronghua", "Format": "ICCS"},
			comments: map[int]string{9: "rook across the river"},
		}}},
		{"wxf.pgn", []want{{moves: pgnTestGame, outcome: core.Draw, tags: map[string]string{"Format": "WXF"}}}},
		{"fen.pgn", []want{{
			moves: "d9d8 e1d1", outcome: core.RedWins, reason: core.Checkmate,
			fen:      "3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1",
			comments: map[int]string{2: "绝杀"},
		}}},
		{"uci.pgn", []want{{
			moves: "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7", outcome: core.BlackWins,
			tags:     map[string]string{"White": "Pikafish", "Variant": "xiangqi"},
			comments: map[int]string{6: "engine resigns"},
		}}},
		{"three.pgn", []want{
			{moves: "h2e2 h7e7 e2e6 f9e8", outcome: core.RedWins, tags: map[string]string{"Red": "甲"}},
			{moves: "c3c4 h7e7", outcome: core.BlackWins, tags: map[string]string{"Red": "乙"}},
			{moves: "h2e2 h9g7 h0g2", outcome: core.Ongoing, tags: map[string]string{"Format": "WXF"}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			games := readPGNFile(t, tc.file)
			if len(games) != len(tc.games) {
				t.Fatalf("%d games, want %d", len(games), len(tc.games))
			}
			for i, w := range tc.games {
				g := games[i]
				if got := uciLine(g.Game); got != w.moves {
					t.Errorf("game %d moves %q, want %q", i+1, got, w.moves)
				}
				if r := g.Game.Result(); r.Outcome != w.outcome || (w.reason != core.NoReason && r.Reason != w.reason) {
					t.Errorf("game %d result %v, want %v %v", i+1, r, w.outcome, w.reason)
				}
				for name, v := range w.tags {
					if got, _ := g.Tags.Get(name); got != v {
						t.Errorf("game %d tag %s = %q, want %q", i+1, name, got, v)
					}
				}
				if w.comments == nil {
					w.comments = map[int]string{}
				}
				if fmt.Sprint(g.Comments) != fmt.Sprint(w.comments) {
					t.Errorf("game %d comments %v, want %v", i+1, g.Comments, w.comments)
				}
				start := g.Game.Start()
				if w.fen == "" {
					w.fen = core.StartFEN
				}
				if got := start.FEN(); got != w.fen {
					t.Errorf("game %d starts from %s, want %s", i+1, got, w.fen)
				}
			}
		})
	}
}

// A file written in GBK, as XQStudio and the older xqbase and dpxq downloads are, reads as the same
// file in UTF-8 does: moves, tags and comments.
func TestReadPGNGBK(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "pgn", "chinese.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes(src)
	if err != nil {
		t.Fatal(err)
	}
	if utf8.Valid(gbk) || bytes.Equal(gbk, src) {
		t.Fatal("the encoded file is still UTF-8")
	}
	want, err := core.ReadPGN(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	got, err := core.ReadPGN(bytes.NewReader(gbk))
	if err != nil {
		t.Fatalf("ReadPGN(GBK): %v", err)
	}
	if len(got) != 1 || uciLine(got[0].Game) != uciLine(want[0].Game) {
		t.Fatalf("GBK file read as %d games, moves %q", len(got), uciLine(got[0].Game))
	}
	if r, _ := got[0].Tags.Get("Red"); r != "胡荣华" {
		t.Errorf("tag Red = %q, want 胡荣华", r)
	}
	if fmt.Sprint(got[0].Comments) != fmt.Sprint(want[0].Comments) {
		t.Errorf("comments %v, want %v", got[0].Comments, want[0].Comments)
	}
}

// infiniteSpaces is an endless input, to check the size limit.
type infiniteSpaces struct{}

func (infiniteSpaces) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

func TestReadPGNErrors(t *testing.T) {
	files := []struct{ file, want string }{
		{"bad_tag.pgn", "pgn: line 3: unterminated tag"},
		{"bad_move.pgn", `pgn: line 8: move 4 "炮二平九": no red cannon on file 二`},
		{"bad_comment.pgn", "pgn: line 4: unterminated comment"},
		{"bad_fen.pgn", "pgn: line 3: FEN: board has 9 ranks, want 10"},
		{"bad_second_game.pgn", `pgn: line 11: move 2... "H8+7": no black horse on file 8`},
	}
	for _, tc := range files {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "pgn", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			games, err := core.ReadPGN(bytes.NewReader(data))
			if err == nil || err.Error() != tc.want {
				t.Errorf("ReadPGN = %d games, %v; want %q", len(games), err, tc.want)
			}
		})
	}
	inline := []struct{ name, text, want string }{
		{"tag without end", `[Event "x"`, "pgn: line 1: unterminated tag"},
		{"tag without quotes", "[Event x]", "pgn: line 1: tag Event: want a quoted value"},
		{"tag without name", `[ "x"]`, "pgn: line 1: tag without a name"},
		{"stray bracket", "\n\n]", `pgn: line 3: ']' without its opening bracket`},
		{"stray paren", "1. h2e2 )", `pgn: line 1: ')' without a variation to close`},
		{"open variation", "1. h2e2 (1. c3c4 h9g7\n\n", "pgn: line 1: unterminated variation"},
		{"bad result tag", "[Result \"2-0\"]\n\n1. h2e2", `pgn: line 1: result "2-0"`},
		{"bad format", "[Format \"SAN\"]\n1. h2e2", `pgn: line 1: Format "SAN": want ICCS, WXF, Vietnamese or Chinese`},
		{"garbage move", "1. h2e2 xyzzy", `pgn: line 1: move 1... "xyzzy"`},
		{"illegal uci", "1. h2e2 h9h8", `pgn: line 1: move 1... "h9h8": h9h8 is not legal`},
		{"not utf-8 or gbk", "[Event \"x\"]\n{\xb3\xfe\xba\xd3}\n{\x80\xff}", "pgn: line 3: neither UTF-8 nor GBK"},
		{"utf-8 with a broken byte", "[Event \"楚河测试赛\"]\n1. 炮二平五 \xff 马８进７", "pgn: line 2: broken UTF-8 text"},
		{"gbk, bad move", "[Event \"x\"]\n1. \xb3\xfe\xba\xd3", `pgn: line 2: move 1 "楚河": '楚' is not a piece`},
		{"long tag", "[Event \"" + strings.Repeat("x", 5000) + "\"]", "pgn: line 1: tag Event: value longer than"},
	}
	for _, tc := range inline {
		t.Run(tc.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tc.text))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("ReadPGN(%q) = %d games, %v; want %q", tc.text, len(games), err, tc.want)
			}
		})
	}
	t.Run("many comments", func(t *testing.T) {
		games, err := core.ReadPGN(strings.NewReader("1. h2e2 " + strings.Repeat("{a}", 1<<20)))
		if err != nil || len(games) != 1 || len(games[0].Comments[1]) != 2<<20-1 {
			t.Errorf("ReadPGN of a million comments: %v", err)
		}
	})
	t.Run("many tags on one line", func(t *testing.T) {
		_, err := core.ReadPGN(strings.NewReader(strings.Repeat(`[A "x"]`, 1<<20)))
		if err != nil {
			t.Errorf("ReadPGN of a million tags on one line: %v", err)
		}
	})
	t.Run("too large", func(t *testing.T) {
		_, err := core.ReadPGN(io.LimitReader(infiniteSpaces{}, core.MaxPGNSize+10))
		if err == nil || !strings.Contains(err.Error(), "larger than") {
			t.Errorf("ReadPGN of a huge input: %v", err)
		}
	})
}

func TestReadPGNLenient(t *testing.T) {
	tests := []struct{ name, text, moves string }{
		{"glued numbers", "1.炮二平五 1...马８进７ 2.马二进三", "h2e2 h9g7 h0g2"},
		{"no tags, ideographic spaces", "炮二平五\u3000马8进7\u3000马二进三", "h2e2 h9g7 h0g2"},
		{"annotations and NAGs", "1. 炮二平五! $1 马８进７?! 2. 马二进三 (2. 兵七进一 {alt} (2. 马八进七)) *", "h2e2 h9g7 h0g2"},
		{"mixed notations", "[Format \"ICCS\"]\n1. H2-E2 h9g7 2. 马二进三 R9.8", "h2e2 h9g7 h0g2 i9h9"},
		{"escape line", "% a comment for software\n1. h2e2", "h2e2"},
		{"crlf", "[Event \"x\"]\r\n\r\n1. C2.5 H8+7\r\n*\r\n", "h2e2 h9g7"},
		{"traditional", "1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ 3. 俥一平二", "h2e2 h9g7 h0g2 i9h9 i0h0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if len(games) != 1 {
				t.Fatalf("%d games, want 1", len(games))
			}
			if got := uciLine(games[0].Game); got != tc.moves {
				t.Errorf("moves %q, want %q", got, tc.moves)
			}
		})
	}
	t.Run("empty", func(t *testing.T) {
		games, err := core.ReadPGN(strings.NewReader(" \n\n"))
		if err != nil || len(games) != 0 {
			t.Errorf("ReadPGN of blank input = %d games, %v", len(games), err)
		}
	})
	t.Run("games without tags", func(t *testing.T) {
		games, err := core.ReadPGN(strings.NewReader("1. h2e2 1-0 1. c3c4 0-1"))
		if err != nil || len(games) != 2 {
			t.Fatalf("ReadPGN = %d games, %v; want 2", len(games), err)
		}
		if games[1].Game.Result().Outcome != core.BlackWins {
			t.Errorf("second game result %v", games[1].Game.Result())
		}
	})
}

func TestWritePGN(t *testing.T) {
	games := readPGNFile(t, "fen.pgn")
	tests := []struct {
		n    core.Notation
		want string
	}{
		{core.Chinese, `[Game "Chinese Chess"]
[Event "杀法练习"]
[Site "?"]
[Date "?"]
[Round "?"]
[Red "?"]
[Black "?"]
[Result "1-0"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1"]
[Termination "checkmate"]

1... 将４进１ 2. 车五平六 {绝杀} 1-0

`},
		{core.WXF, `[Game "Chinese Chess"]
[Event "杀法练习"]
[Site "?"]
[Date "?"]
[Round "?"]
[Red "?"]
[Black "?"]
[Result "1-0"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1"]
[Format "WXF"]
[Termination "checkmate"]

1... K4+1 2. R5.6 {绝杀} 1-0

`},
		{core.UCI, `[Game "Chinese Chess"]
[Event "杀法练习"]
[Site "?"]
[Date "?"]
[Round "?"]
[Red "?"]
[Black "?"]
[Result "1-0"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1"]
[Variant "xiangqi"]
[Termination "checkmate"]

1... d9d8 2. e1d1 {绝杀} 1-0

`},
	}
	for _, tc := range tests {
		t.Run(tc.n.String(), func(t *testing.T) {
			var b strings.Builder
			if err := core.WritePGN(&b, games[0], tc.n); err != nil {
				t.Fatal(err)
			}
			if b.String() != tc.want {
				t.Errorf("WritePGN =\n%s\nwant\n%s", b.String(), tc.want)
			}
		})
	}
	t.Run("errors", func(t *testing.T) {
		if err := core.WritePGN(io.Discard, &core.PGNGame{}, core.Chinese); err == nil {
			t.Error("WritePGN of a PGNGame without a game succeeded")
		}
		bad := &core.PGNGame{Game: core.NewGame(), Tags: core.PGNTags{{Name: "Bad Name", Value: "x"}}}
		if err := core.WritePGN(io.Discard, bad, core.Chinese); err == nil {
			t.Error("WritePGN with a tag name containing a space succeeded")
		}
	})
}

// randomPGNGame plays a random game with random comments, tags and result.
func randomPGNGame(rng *rand.Rand, fen string) *core.PGNGame {
	g, err := core.NewGameFromFEN(fen)
	if err != nil {
		panic(err)
	}
	pg := &core.PGNGame{Game: g, Comments: map[int]string{}}
	pg.Tags.Set("Event", fmt.Sprintf("random %d", rng.IntN(1000)))
	pg.Tags.Set("Red", "红 \"quoted\" \\ player")
	pg.Tags.Set("Opening", "中炮")
	plies := rng.IntN(200)
	for i := 0; i < plies; i++ {
		p := g.Position()
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
		if rng.IntN(8) == 0 {
			pg.Comments[g.Len()] = strings.Repeat("好棋 ", 1+rng.IntN(30)) + "good move"
		}
	}
	if rng.IntN(4) == 0 {
		pg.Comments[0] = "开局 opening"
	}
	if !g.Result().Over() && rng.IntN(2) == 0 {
		o, reason := core.Outcome(1+rng.IntN(3)), core.Resignation
		if o == core.Draw {
			reason = core.Agreement
		}
		g.SetResult(core.Result{Outcome: o, Reason: reason})
	}
	return pg
}

func TestPGNRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var games []*core.PGNGame
	for _, f := range []string{"chinese.pgn", "iccs.pgn", "wxf.pgn", "fen.pgn", "uci.pgn", "three.pgn"} {
		games = append(games, readPGNFile(t, f)...)
	}
	for i := 0; i < 20; i++ {
		fen := core.StartFEN
		if i%2 == 1 {
			fen = notationFENs[1+i%(len(notationFENs)-1)].fen
		}
		games = append(games, randomPGNGame(rng, fen))
	}
	for _, n := range allNotations {
		t.Run(n.String(), func(t *testing.T) {
			var all bytes.Buffer
			for i, g := range games {
				var b bytes.Buffer
				if err := core.WritePGN(&b, g, n); err != nil {
					t.Fatal(err)
				}
				for _, line := range strings.Split(b.String(), "\n") {
					if strings.HasPrefix(line, "[") {
						continue
					}
					if w := utf8.RuneCountInString(line); w > 80 && strings.Contains(line, " ") {
						t.Errorf("game %d: line of %d characters: %s", i, w, line)
					}
				}
				all.Write(b.Bytes())
				back, err := core.ReadPGN(bytes.NewReader(b.Bytes()))
				if err != nil {
					t.Fatalf("game %d: %v\n%s", i, err, b.String())
				}
				if len(back) != 1 {
					t.Fatalf("game %d: read back %d games", i, len(back))
				}
				comparePGNGames(t, fmt.Sprint("game ", i), g, back[0])
				var b2 bytes.Buffer
				if err := core.WritePGN(&b2, back[0], n); err != nil {
					t.Fatal(err)
				}
				if b2.String() != b.String() {
					t.Errorf("game %d: written again differs:\n%s\nfirst:\n%s", i, b2.String(), b.String())
				}
			}
			back, err := core.ReadPGN(&all)
			if err != nil {
				t.Fatal(err)
			}
			if len(back) != len(games) {
				t.Fatalf("all games in one file: read %d, want %d", len(back), len(games))
			}
			for i := range games {
				comparePGNGames(t, fmt.Sprint("file game ", i), games[i], back[i])
			}
		})
	}
}

// A result the board does not show — a resignation, a time forfeit, an agreed draw — survives a
// save and a load in [Termination]; one the board shows is written there too, in words.
func TestPGNTermination(t *testing.T) {
	play := func(ucis ...string) *core.Game {
		g := core.NewGame()
		for _, u := range ucis {
			p := g.Position()
			m, err := core.ParseUCIMove(&p, u)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	mated, err := core.NewGameFromFEN("3k5/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"d9d8", "e1d1"} {
		p := mated.Position()
		m, _ := core.ParseUCIMove(&p, u)
		if err := mated.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		game   *core.Game
		result core.Result // set by SetResult, unless the board decides
		term   string
	}{
		{"resignation", play("h2e2", "h9g7"), core.Result{Outcome: core.BlackWins, Reason: core.Resignation}, "resignation"},
		{"time", play("h2e2"), core.Result{Outcome: core.RedWins, Reason: core.Timeout}, "time forfeit"},
		{"agreement", play("h2e2", "h7e7"), core.Result{Outcome: core.Draw, Reason: core.Agreement}, "agreement"},
		{"checkmate", mated, core.Result{}, "checkmate"},
		{"no reason", play("c3c4"), core.Result{Outcome: core.Draw}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.result.Over() {
				tc.game.SetResult(tc.result)
			}
			want := tc.game.Result()
			var b bytes.Buffer
			if err := core.WritePGN(&b, &core.PGNGame{Game: tc.game, Comments: map[int]string{}}, core.Chinese); err != nil {
				t.Fatal(err)
			}
			if has := strings.Contains(b.String(), `[Termination "`+tc.term+`"]`); has != (tc.term != "") ||
				strings.Count(b.String(), "[Termination") > 1 {
				t.Errorf("written:\n%s\nwant Termination %q", b.String(), tc.term)
			}
			back, err := core.ReadPGN(&b)
			if err != nil {
				t.Fatal(err)
			}
			if r := back[0].Game.Result(); r != want {
				t.Errorf("read back %v, want %v", r, want)
			}
		})
	}
	// A Termination that does not fit the result, or names a ruling the board does not show, is no reason.
	for _, pgn := range []string{
		"[Termination \"resignation\"]\n1. h2e2 1/2-1/2",
		"[Termination \"agreement\"]\n1. h2e2 1-0",
		"[Termination \"perpetual check\"]\n1. h2e2 1-0",
		"[Termination \"normal\"]\n1. h2e2 0-1",
	} {
		games, err := core.ReadPGN(strings.NewReader(pgn))
		if err != nil {
			t.Fatal(err)
		}
		if r := games[0].Game.Result(); r.Reason != core.NoReason || !r.Over() {
			t.Errorf("%q read as %v, want the result without a reason", pgn, r)
		}
	}
	// A user's own Termination tag on an unfinished game is kept.
	g := &core.PGNGame{Game: play("h2e2"), Tags: core.PGNTags{{Name: "Termination", Value: "unterminated"}}}
	var b bytes.Buffer
	if err := core.WritePGN(&b, g, core.UCI); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `[Termination "unterminated"]`) {
		t.Errorf("own Termination lost:\n%s", b.String())
	}
}

func comparePGNGames(t *testing.T, what string, want, got *core.PGNGame) {
	t.Helper()
	if a, b := uciLine(got.Game), uciLine(want.Game); a != b {
		t.Errorf("%s: moves %q, want %q", what, a, b)
	}
	ws, gs := want.Game.Start(), got.Game.Start()
	if ws.FEN() != gs.FEN() {
		t.Errorf("%s: start %s, want %s", what, gs.FEN(), ws.FEN())
	}
	if a, b := got.Game.Result(), want.Game.Result(); a != b {
		t.Errorf("%s: result %v, want %v", what, a, b)
	}
	for _, tag := range want.Tags {
		switch strings.ToLower(tag.Name) {
		case "format", "variant", "result", "fen", "game", "termination":
			continue // WritePGN writes these itself
		}
		v := tag.Value
		if strings.TrimSpace(v) == "" && isRosterTag(tag.Name) {
			v = "?"
		}
		if g, _ := got.Tags.Get(tag.Name); g != v {
			t.Errorf("%s: tag %s = %q, want %q", what, tag.Name, g, v)
		}
	}
	for k, c := range want.Comments {
		if k < 0 || k > want.Game.Len() {
			continue
		}
		if got.Comments[k] != strings.Join(strings.Fields(c), " ") {
			t.Errorf("%s: comment %d = %q, want %q", what, k, got.Comments[k], c)
		}
	}
	if len(got.Comments) > len(want.Comments) {
		t.Errorf("%s: comments %v, want %v", what, got.Comments, want.Comments)
	}
	if a, b := variationsText(got.Variations), variationsText(want.Variations); a != b {
		t.Errorf("%s: variations %s, want %s", what, a, b)
	}
	for k, g := range want.NAGs {
		if k < 1 || k > want.Game.Len() {
			continue
		}
		if fmt.Sprint(got.NAGs[k]) != fmt.Sprint(g) {
			t.Errorf("%s: glyphs of move %d = %v, want %v", what, k, got.NAGs[k], g)
		}
	}
}

// variationsText writes variations in a canonical form: "i:(moves {k:comment} i:(...))" by index.
func variationsText(vars map[int][]*core.PGNVariation) string {
	var keys []int
	for k := range vars {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		for _, v := range vars[k] {
			fmt.Fprintf(&b, "%d:(", k)
			for i, m := range v.Moves {
				if c := v.Comments[i]; c != "" {
					fmt.Fprintf(&b, "{%s} ", strings.Join(strings.Fields(c), " "))
				}
				b.WriteString(m.String() + " ")
				for _, g := range v.NAGs[i+1] {
					b.WriteString(g.String() + " ")
				}
			}
			if c := v.Comments[len(v.Moves)]; c != "" {
				fmt.Fprintf(&b, "{%s} ", strings.Join(strings.Fields(c), " "))
			}
			b.WriteString(variationsText(v.Variations) + ")")
		}
	}
	return b.String()
}

func isRosterTag(name string) bool {
	for _, r := range []string{"Event", "Site", "Date", "Round", "Red", "Black", "Result"} {
		if strings.EqualFold(name, r) {
			return true
		}
	}
	return false
}

func TestPGNTags(t *testing.T) {
	var tags core.PGNTags
	tags.Set("Event", "a")
	tags.Set("Red", "b")
	tags.Set("event", "c")
	if v, ok := tags.Get("EVENT"); !ok || v != "c" || len(tags) != 2 || tags[0].Name != "Event" {
		t.Errorf("after Set: %v", tags)
	}
	tags.Delete("Event")
	if _, ok := tags.Get("Event"); ok || len(tags) != 1 {
		t.Errorf("after Delete: %v", tags)
	}
}

func BenchmarkReadPGN(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var buf bytes.Buffer
	for i := 0; i < 100; i++ {
		if err := core.WritePGN(&buf, randomPGNGame(rng, core.StartFEN), core.Chinese); err != nil {
			b.Fatal(err)
		}
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := core.ReadPGN(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

// sanMarks returns, for each move of a PGN file's movetext in order, its check mark: "+", "#" or "".
func sanMarks(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "pgn", name))
	if err != nil {
		t.Fatal(err)
	}
	var marks []string
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "[") {
			continue
		}
		for {
			i := strings.IndexByte(line, '{')
			if i < 0 {
				break
			}
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				line = line[:i]
				break
			}
			line = line[:i] + " " + line[i+j+1:]
		}
		for _, w := range strings.Fields(line) {
			if w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*" || strings.Trim(w, "0123456789.") == "" {
				continue
			}
			marks = append(marks, w[len(strings.TrimRight(w, "+#")):])
		}
	}
	return marks
}

// The dialects of other programs read as the same games do in the xqbase dialect or in UCI.
func TestReadPGNDialects(t *testing.T) {
	t.Run("full-width WXF", func(t *testing.T) {
		// 15 master games, in full-width WXF, in Chinese and converted to UCI by another program (see
		// testdata/pgn/README.md).
		wide, chinese, uci := readPGNFile(t, "wukong_fullwidth.pgn"), readPGNFile(t, "wukong_chinese.pgn"),
			readPGNFile(t, "wukong_uci.pgn")
		if len(wide) != 15 || len(chinese) != 15 || len(uci) != 15 {
			t.Fatalf("%d, %d and %d games, want 15", len(wide), len(chinese), len(uci))
		}
		for i, g := range wide {
			w, c, u := uciLine(g.Game), uciLine(chinese[i].Game), uciLine(uci[i].Game)
			if w != c {
				t.Errorf("game %d: full-width WXF reads as\n%s\nChinese as\n%s", i+1, w, c)
			}
			if i == 1 {
				// The converter took 36. 后兵进一 (－Ｐ＋１) for the front pawn's move: e5e6 for e3e4.
				const at = 70
				wm, um := g.Game.Moves(), uci[i].Game.Moves()
				if len(wm) != len(um) || wm[at].String() != "e3e4" || um[at].String() != "e5e6" {
					t.Errorf("game 2: move %d is %s and %s, want e3e4 and the converter's e5e6", at+1, wm[at], um[at])
				}
				w, u = strings.Join(strings.Fields(w)[:at], " "), strings.Join(strings.Fields(u)[:at], " ")
			}
			if w != u {
				t.Errorf("game %d: full-width WXF reads as\n%s\nUCI as\n%s", i+1, w, u)
			}
			for _, tag := range []string{"Event", "Red", "Black"} {
				if a, _ := g.Tags.Get(tag); a == "" || a != func() string { v, _ := chinese[i].Tags.Get(tag); return v }() {
					t.Errorf("game %d: tag %s = %q differs between the files", i+1, tag, a)
				}
			}
		}
		if r := wide[6].Game.Result(); r.Outcome != core.RedWins || r.Reason != core.Checkmate {
			t.Errorf("game 7 ends %v, want red's checkmate", r)
		}
	})
	t.Run("Chinese moves run together", func(t *testing.T) {
		glued, spaced := readPGNFile(t, "glued_chinese.pgn"), readPGNFile(t, "wukong_chinese.pgn")
		if len(glued) != 3 {
			t.Fatalf("%d games, want 3", len(glued))
		}
		for i, g := range glued {
			if got, want := uciLine(g.Game), uciLine(spaced[i].Game); got != want || g.Game.Len() == 0 {
				t.Errorf("game %d: %d moves\n%s\nwant %d\n%s", i+1, g.Game.Len(), got, spaced[i].Game.Len(), want)
			}
		}
		if red, _ := glued[2].Tags.Get("Red"); red != "LIU DaHua" {
			t.Errorf("game 3: Red %q", red)
		}
	})
	t.Run("XBoard", func(t *testing.T) {
		tests := []struct {
			file    string
			plies   int
			first   string
			outcome core.Outcome
			reason  core.Reason
		}{
			{"xboard_mate1.pgn", 87, "h2e2 b7g7 e2e6 g7g3", core.RedWins, core.Stalemate},
			{"xboard_mate2.pgn", 55, "h2e2 b7b0 a0b0 h7c7", core.RedWins, core.Checkmate},
			{"xboard_draw.pgn", 98, "h2e2 h7g7 e2e6 b9c7", core.Draw, core.NoReason},
		}
		for _, tc := range tests {
			games := readPGNFile(t, tc.file)
			if len(games) != 1 {
				t.Fatalf("%s: %d games", tc.file, len(games))
			}
			g := games[0]
			if g.Game.Len() != tc.plies || !strings.HasPrefix(uciLine(g.Game), tc.first+" ") {
				t.Errorf("%s: %d moves %s…, want %d, %s…", tc.file, g.Game.Len(), uciLine(g.Game)[:20], tc.plies, tc.first)
			}
			if r := g.Game.Result(); r.Outcome != tc.outcome || tc.reason != core.NoReason && r.Reason != tc.reason {
				t.Errorf("%s: result %v, want %v %v", tc.file, r, tc.outcome, tc.reason)
			}
			checkSANMarks(t, tc.file, g.Game)
			if c := g.Comments[1]; c != "+0,10/7" && c != "+0,00/6" {
				t.Errorf("%s: comment after the first move %q", tc.file, c)
			}
		}
	})
	t.Run("algebraic, ranks 1-10 and 0-9", func(t *testing.T) {
		ranks1, xboard := readPGNFile(t, "san_ranks1.pgn"), readPGNFile(t, "san_xboard.pgn")
		a, b := uciLine(ranks1[0].Game), uciLine(xboard[0].Game)
		if a != b || ranks1[0].Game.Len() != 63 || !strings.HasPrefix(a, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 ") {
			t.Errorf("ranks 1-10: %d moves %s\nranks 0-9: %d moves %s", ranks1[0].Game.Len(), a, xboard[0].Game.Len(), b)
		}
		checkSANMarks(t, "san_ranks1.pgn", ranks1[0].Game)
		checkSANMarks(t, "san_xboard.pgn", xboard[0].Game)
		if r := ranks1[0].Game.Result(); r.Outcome != core.RedWins {
			t.Errorf("result %v", r)
		}
	})
}

// checkSANMarks checks that the moves of the file marked + give check, those that give check are
// marked, and a move marked # ends the game (XBoard marks a stalemate so too: it loses in xiangqi).
func checkSANMarks(t *testing.T, file string, g *core.Game) {
	t.Helper()
	marks := sanMarks(t, file)
	if len(marks) != g.Len() {
		t.Errorf("%s: %d moves in the text, %d read", file, len(marks), g.Len())
		return
	}
	for i, mark := range marks {
		switch {
		case mark == "+" && !g.GaveCheck(i):
			t.Errorf("%s: move %d (%s) is marked %s but gives no check", file, i+1, g.Move(i), mark)
		case mark == "" && g.GaveCheck(i):
			t.Errorf("%s: move %d (%s) gives check but is not marked", file, i+1, g.Move(i))
		case mark == "#" && (i != g.Len()-1 || g.ResultAt(i+1).Reason != core.Checkmate && g.ResultAt(i+1).Reason != core.Stalemate):
			t.Errorf("%s: move %d (%s) is marked # but does not end the game", file, i+1, g.Move(i))
		}
	}
}

func TestReadPGNDialectsInline(t *testing.T) {
	tests := []struct{ name, text, moves string }{
		{"full-width WXF", "1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９．８ 3. Ｒ１＝２!", "h2e2 h9g7 h0g2 i9h9 i0h0"},
		{"full-width numbers", "１．Ｃ２＝５ Ｈ８＋７ ２．Ｈ２＋３\u3000Ｒ９＝８ ３．车一平二 *", "h2e2 h9g7 h0g2 i9h9 i0h0"},
		{"full-width result", "1. Ｃ２＝５ １－０", "h2e2"},
		{"full-width dot after a number", "1．炮二平五 马８进７ 2．马二进三", "h2e2 h9g7 h0g2"},
		{"signs first", "[FEN \"3k5/9/9/9/9/4P4/4P4/9/9/4K4 w\"]\n1. ＋Ｐ＋１ Ｋ４＋１ 2. －Ｐ＋１", "e4e5 d9d8 e3e4"},
		{"run together", "炮二平五马８进７马二进三车９平８", "h2e2 h9g7 h0g2 i9h9"},
		{"run together, numbers", "1.炮二平五马８进７2.马二进三车９平８ 3. 车一平二", "h2e2 h9g7 h0g2 i9h9 i0h0"},
		{"run together, five characters",
			"[FEN \"3k5/9/9/9/2P3P2/2P3P2/9/9/9/4K4 w\"]\n1. 前兵七平八将４进１ 2. 后七进一将４退１", "c5b5 d9d8 c4c5 d8d9"},
		{"run together, position words",
			"[FEN \"3k5/9/9/9/9/9/9/4R4/4R4/5K3 w\"]\n1. 前车进一将４进１前车退一", "e2e3 d9d8 e3e2"},
		{"run together, traditional", "1. 炮二平五馬８進７ 2. 傌二進三車９平８", "h2e2 h9g7 h0g2 i9h9"},
		{"xboard", "[Variant \"xiangqi\"]\n1. Che2 {+0,10/7} Hg7 {-0.35/12 3} 2. Hg2 Rh9 3. Rh0 Cbe7 4. Cxe6+ *",
			"h2e2 h9g7 h0g2 i9h9 i0h0 b7e7 e2e6"},
		{"xboard FEN", "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n[FEN \"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1\"]\n1. Che2",
			"h2e2"},
		{"xboard FEN, black", "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\"]\n1... Che7 2. Hg2",
			"h7e7 h0g2"},
		{"ranks 1-10", "1. Che3 Nhg8 2. Nhg3 Rih10", "h2e2 h9g7 h0g2 i9h9"},
		{"ranks 1-10 found late", "1. Ra2 Ra9 2. Che3", "a0a1 a9a8 h2e2"},
		{"ranks 0-9 found late", "1. Ra2 Ra8 2. Che2", "a0a2 a9a8 h2e2"},
		{"ranks 1-10 found late, two games", "1. Ra2 Ra9 * 1. Ra2 Ra8 2. Che2 *", "a0a1 a9a8"},
		{"long algebraic", "1. Ch2-e2 Hh9-g7", "h2e2 h9g7"},
		{"UCI ranks 1-10", "[Variant \"xiangqi\"]\n1. h3e3 h10g8 2. h1g3 i10h10 3. i1h1 b10c8 4. e3e7", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 e2e6"},
		{"UCI ranks 1-10, no tags", "1. h3e3 h8h3 2. h1g3", "h2e2 h7h2 h0g2"},
		{"mixed", "1. Che2 马８进７ 2. H2+3 i9h9", "h2e2 h9g7 h0g2 i9h9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			if len(games) == 0 {
				t.Fatal("no game")
			}
			if got := uciLine(games[0].Game); got != tc.moves {
				t.Errorf("moves %q, want %q", got, tc.moves)
			}
		})
	}
}

func TestReadPGNDialectErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"full-width WXF", "[Event \"x\"]\n\n1. Ｃ２＝５ Ｒ２＝５", `pgn: line 3: move 1... "Ｒ２＝５": no black rook on file 2`},
		{"run together", "1. 炮二平五马８平７", `pgn: line 1: move 1... "马８平７": a horse cannot move sideways`},
		{"run together, bad first", "炮二平九马８进７", `pgn: line 1: move 1 "炮二平九": h2a2 is not legal`},
		{"algebraic ambiguous", "[Variant \"xiangqi\"]\n1. Ce2",
			`pgn: line 2: move 1 "Ce2": ambiguous: 2 red cannons can reach e2 (from b2 and h2): name the file or rank`},
		{"algebraic no piece", "[Variant \"xiangqi\"]\n1. Che2 Hc5", `pgn: line 2: move 1... "Hc5": no black horse can reach c5`},
		{"algebraic capture", "1. Chxe2", `pgn: line 1: move 1 "Chxe2": nothing to capture on e2`},
		{"algebraic one piece", "1. Che2 Rah8", `pgn: line 1: move 1... "Rah8": the black rook on a9 cannot go to h8`},
		{"algebraic ranks fixed", "1. Che2 Hg7 2. Hg3", `pgn: line 1: move 2 "Hg3": no red horse can reach g3`},
		{"algebraic ranks fixed 1-10", "1. Che3 Hg8 2. Hg2", `pgn: line 1: move 2 "Hg2": no red horse can reach g2`},
		{"algebraic in a Chinese file", "[Game \"Chinese Chess\"]\n1. 炮二平五 Cfe7", `pgn: line 2: move 1... "Cfe7": no black cannon on the f file`},
		{"UCI ranks 1-10 fixed", "[Variant \"xiangqi\"]\n1. h3e3 h10h1", `pgn: line 2: move 1... "h10h1": the black horse on h10 cannot go to h1: `},
		{"UCI ranks 0-9 fixed", "1. h2e2 h7h0", `pgn: line 1: move 1... "h7h0": h7h0 is not legal`},
		{"not algebraic", "[Variant \"xiangqi\"]\n1. Che2 Zz9", `pgn: line 2: move 1... "Zz9": `},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tc.text))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("ReadPGN(%q) = %d games, %v; want %q", tc.text, len(games), err, tc.want)
			}
			if _, ok := err.(*core.PGNError); err != nil && !ok {
				t.Errorf("error %T, want a *PGNError", err)
			}
		})
	}
}

// Full-width characters are folded in moves only: tags and comments keep them.
func TestReadPGNFullWidthTagsAndComments(t *testing.T) {
	games, err := core.ReadPGN(strings.NewReader("[Event \"Ｃ２＝５ 杯\"]\n{Ｃ２＝５ 开局}\n1. Ｃ２＝５ {中炮　Ｃ２＝５} Ｈ８＋７ *"))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	if ev, _ := g.Tags.Get("Event"); ev != "Ｃ２＝５ 杯" {
		t.Errorf("Event %q", ev)
	}
	if g.Comments[0] != "Ｃ２＝５ 开局" || g.Comments[1] != "中炮 Ｃ２＝５" || uciLine(g.Game) != "h2e2 h9g7" {
		t.Errorf("comments %v, moves %s", g.Comments, uciLine(g.Game))
	}
}

// A file in traditional characters written in Big5, as Taiwanese and Hong Kong sites write them,
// reads as the same file in UTF-8 does; its bytes are valid GB18030 too, so the reader must tell.
func TestReadPGNBig5(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "pgn", "chinese.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	trad := strings.NewReplacer("马", "馬", "车", "車", "进", "進", "帅", "帥", "将", "將", "后", "後",
		"测试赛", "測試賽", "北京", "北京", "荣华", "榮華", "柳大华", "柳大華", "过河", "過河",
		"对", "對", "屏风", "屏風", "兑", "兌", "见", "見", "开局", "開局", "从略", "從略", "常见的", "常見的",
		"以下", "以下").Replace(string(src))
	big5, err := traditionalchinese.Big5.NewEncoder().String(trad)
	if err != nil {
		t.Fatalf("the traditional file has characters Big5 lacks: %v", err)
	}
	if _, err := simplifiedchinese.GB18030.NewDecoder().String(big5); err != nil {
		t.Fatalf("the Big5 bytes are not valid GB18030, so the test shows nothing: %v", err)
	}
	want, err := core.ReadPGN(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	got, err := core.ReadPGN(strings.NewReader(big5))
	if err != nil {
		t.Fatalf("ReadPGN(Big5): %v", err)
	}
	if len(got) != 1 || uciLine(got[0].Game) != uciLine(want[0].Game) {
		t.Fatalf("Big5 file read as %d games", len(got))
	}
	if r, _ := got[0].Tags.Get("Red"); r != "胡榮華" {
		t.Errorf("tag Red = %q, want 胡榮華", r)
	}
}

// mixedPGN is a PGN file in the encoding of enc whose tags named in others are in the other
// encoding, as the Chinese Chess Practical Dataset writes its Big5 files' Round tags in GBK.
func mixedPGN(t *testing.T, big5 bool, tags [][2]string, others string, moves string) string {
	t.Helper()
	file, other := traditionalchinese.Big5.NewEncoder(), simplifiedchinese.GBK.NewEncoder()
	if !big5 {
		file, other = other, file
	}
	var b strings.Builder
	for _, tag := range tags {
		enc := file
		if strings.Contains(others, tag[0]) {
			enc = other
		}
		v, err := enc.String(tag[1])
		if err != nil {
			t.Fatalf("%s %q: %v", tag[0], tag[1], err)
		}
		fmt.Fprintf(&b, "[%s \"%s\"]\n", tag[0], v)
	}
	body, err := file.String(moves)
	if err != nil {
		t.Fatal(err)
	}
	b.WriteString("\n" + body + "\n")
	return b.String()
}

// A file in Big5 with a tag in GBK (the Chinese Chess Practical Dataset's Round tags), or in GBK
// with a tag in Big5, reads each tag in its own encoding: "第05轮" read as Big5 is "菴05謫".
func TestReadPGNMixedEncodings(t *testing.T) {
	for _, c := range []struct {
		name   string
		big5   bool
		tags   [][2]string
		others string
		moves  string
	}{
		{"Big5 file, GBK Round", true, [][2]string{{"Event", "1992年第03屆銀荔杯象棋賽"}, {"Round", "第05轮"},
			{"Red", "呂欽"}, {"Black", "胡榮華"}, {"Site", "廣州"}, {"Date", "1992年5月7日"}},
			"Round", "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 1-0"},
		{"Big5 file, GBK Round in brackets", true, [][2]string{{"Event", "全國象棋個人賽"}, {"Round", "（快棋2）"},
			{"Red", "許銀川"}}, "Round", "1. 炮二平五 馬８進７ 1-0"},
		{"Big5 file, GBK Round of a knockout", true, [][2]string{{"Event", "冠亞軍決賽"}, {"Round", "冠亚军第二盘"},
			{"Red", "楊官璘"}}, "Round", "1. 炮二平五 馬８進７ 1-0"},
		{"GBK file, Big5 Event", false, [][2]string{{"Event", "全國象棋個人錦標賽"}, {"Round", "第3轮"},
			{"Red", "吕钦"}, {"Black", "许银川"}}, "Event", "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0"},
		{"Big5 file alone", true, [][2]string{{"Event", "全國象棋團體賽"}, {"Round", "第3輪"},
			{"Red", "楊官璘"}, {"Black", "胡榮華"}, {"Site", "香港"}}, "", "1. 炮二平五 馬８進７ 1-0"},
		{"GBK file alone", false, [][2]string{{"Event", "全国象棋团体赛"}, {"Round", "第3轮"},
			{"Red", "杨官璘"}, {"Black", "胡荣华"}, {"Site", "上海"}}, "", "1. 炮二平五 马８进７ 1-0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := mixedPGN(t, c.big5, c.tags, c.others, c.moves)
			games, err := core.ReadPGN(strings.NewReader(src))
			if err != nil || len(games) != 1 {
				t.Fatalf("%d games, %v", len(games), err)
			}
			for _, tag := range c.tags {
				if v, _ := games[0].Tags.Get(tag[0]); v != tag[1] {
					t.Errorf("%s = %q, want %q", tag[0], v, tag[1])
				}
			}
			if games[0].Game.Len() == 0 {
				t.Error("no move read")
			}
		})
	}
}

// XBoard's White is xiangqi's Red.
func TestReadPGNWhiteIsRed(t *testing.T) {
	games, err := core.ReadPGN(strings.NewReader("[White \"Engine A\"]\n[Black \"Engine B\"]\n[Variant \"xiangqi\"]\n\n1. Che2 Hg7 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := games[0].Tags.Get("Red"); r != "Engine A" {
		t.Errorf("Red = %q, want the White tag's Engine A", r)
	}
	games, _ = core.ReadPGN(strings.NewReader("[Red \"R\"]\n[White \"W\"]\n\n1. h2e2 *\n"))
	if r, _ := games[0].Tags.Get("Red"); r != "R" {
		t.Errorf("a Red tag is kept: %q", r)
	}
}
