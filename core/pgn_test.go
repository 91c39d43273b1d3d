package core_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"

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
		{"open variation", "1. h2e2 (1... h9g7\n\n", "pgn: line 1: unterminated variation"},
		{"bad result tag", "[Result \"2-0\"]\n\n1. h2e2", `pgn: line 1: result "2-0"`},
		{"bad format", "[Format \"SAN\"]\n1. h2e2", `pgn: line 1: Format "SAN": want ICCS, WXF or Chinese`},
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
