package core_test

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestReadPGNRealDialects reads the dialects of real files that the first reader refused: each case is
// one game with its plies, result and, where it matters, a tag.
func TestReadPGNRealDialects(t *testing.T) {
	const trailer = "\n============================\n 欢迎访问《象棋百科全书网》\n 推荐用《象棋巫师》观赏棋谱\n http://www.xqbase.com\n"
	tests := []struct {
		name    string
		pgn     string
		games   int
		plies   int
		outcome core.Outcome
		tag     string // "Name=value" the first game must have
	}{
		{"xqbase trailer", "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马８进７\n2. 马二进三 车９平８\n1-0" + trailer,
			1, 4, core.RedWins, ""},
		{"two games with trailers", "[Event \"a\"]\n1. h2e2 *" + trailer + "\n[Event \"b\"]\n1. c3c4 0-1" + trailer,
			2, 1, core.Ongoing, "Event=a"},
		{"rank-disambiguated advisor", "[FEN \"3k1a3/9/5a3/9/9/9/9/9/9/R3K4 b - - 0 1\"]\n1... A9e8 2. Ra1 *",
			1, 2, core.Ongoing, ""},
		{"rank-disambiguated advisor, XBoard", "[Variant \"xiangqi\"]\n[FEN \"3k1a3/9/5a3/9/9/9/9/9/9/R3K4 b - - 0 1\"]\n1... A9e8 *",
			1, 1, core.Ongoing, ""},
		{"result 0-0", "[Result \"0-0\"]\n1. 炮二平五", 1, 1, core.Ongoing, ""},
		{"result 红胜", "1. 炮二平五 红胜", 1, 1, core.RedWins, ""},
		{"result 黑胜 tag", "[Result \"黑胜\"]\n1. 炮二平五", 1, 1, core.BlackWins, ""},
		{"result 紅勝", "1. 炮二平五 紅勝", 1, 1, core.RedWins, ""},
		{"result 和棋", "1. 炮二平五 和棋", 1, 1, core.Draw, ""},
		{"FEN side -b", "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR -b - 0 1\"]\n1. ... h9g7 *",
			1, 1, core.Ongoing, ""},
		{"FEN side -w", "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR -w - 0 1\"]\n1. h2e2 *",
			1, 1, core.Ongoing, ""},
		{"space before ...", "1. h2e2 h9g7 2. ... \n*", 1, 2, core.Ongoing, ""},
		{"unescaped quote in a tag", "[Event \"\"百民杯“全國象棋精英賽\"]\n[Red \"許銀川\"]\n1. 炮二平五 *", 1, 1, core.Ongoing,
			"Event=\"百民杯“全國象棋精英賽"},
		{"quote inside a value", "[Event \"the \"Cup\" final\"]\n1. h2e2 *", 1, 1, core.Ongoing, "Event=the \"Cup\" final"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := core.ReadPGN(strings.NewReader(tt.pgn))
			if err != nil {
				t.Fatalf("ReadPGN: %v", err)
			}
			if len(games) != tt.games {
				t.Fatalf("%d games, want %d", len(games), tt.games)
			}
			g := games[0]
			if g.Game.Len() != tt.plies || g.Game.Result().Outcome != tt.outcome {
				t.Errorf("%d plies, %v; want %d, %v", g.Game.Len(), g.Game.Result().Outcome, tt.plies, tt.outcome)
			}
			if tt.tag != "" {
				name, want, _ := strings.Cut(tt.tag, "=")
				if got, _ := g.Tags.Get(name); got != want {
					t.Errorf("tag %s = %q, want %q", name, got, want)
				}
			}
		})
	}
}

// TestReadPGNOneBadGame: a bad game costs only itself; one broken part-way is kept up to the move
// before the fault; a bad tag costs the tag.
func TestReadPGNOneBadGame(t *testing.T) {
	const file = `[Event "one"]
1. h2e2 h9g7 1-0

[Event "two"]
1. h2e2 h9g7 2. h0g2 a9a7 3. e2e9 0-1

[Event "three"]
[FEN "bad"]
1. h2e2 *

[Event "four"]
[Round "1]
1. h2e2 *

[Event "five"]
1. 炮二平五 (1. 兵七进一 *
`
	games, errs, err := core.ReadPGNLenient(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	var events []string
	for _, g := range games {
		e, _ := g.Tags.Get("Event")
		events = append(events, e+":"+string(rune('0'+g.Game.Len())))
	}
	if got, want := strings.Join(events, " "), "one:2 two:4 four:1 five:1"; got != want {
		t.Errorf("games %s, want %s", got, want)
	}
	want := []struct {
		game  int
		line  int
		plies int
		kept  bool
	}{{2, 5, 4, true}, {3, 8, 0, false}, {4, 12, 1, true}, {5, 16, 1, true}}
	if len(errs) != len(want) {
		t.Fatalf("errors %v, want %d", errs, len(want))
	}
	for i, w := range want {
		e := errs[i]
		var line int
		if pe, ok := e.Err.(*core.PGNError); ok {
			line = pe.Line
		}
		if e.Game != w.game || line != w.line || e.Plies != w.plies || (e.Kept != nil) != w.kept {
			t.Errorf("error %d: %v (game %d line %d plies %d kept %v), want %+v", i, e, e.Game, line, e.Plies, e.Kept != nil, w)
		}
	}
	if o := games[1].Game.Result().Outcome; o != core.Ongoing {
		t.Errorf("a game cut short keeps its result %v, want none", o)
	}
	if _, err := core.ReadPGN(strings.NewReader(file)); err == nil {
		t.Error("ReadPGN accepted a file with bad games")
	}
}

// FuzzReadPGNLenient reads arbitrary text leniently: no panic, every kept game among the games and
// with the moves it says, and the strict reader accepts exactly the inputs without a fault.
func FuzzReadPGNLenient(f *testing.F) {
	for _, s := range []string{"[Event \"a\"]\n1. h2e2 *\n=====\nsite\n[Event \"b\"]\n1. e2e9 *", "1. 炮二平五 红胜",
		"[FEN \"3k1a3/9/5a3/9/9/9/9/9/9/R3K4 b - - 0 1\"]\n1... A9e8", "[Event \"\"x\"]\n1. h2e2 (1. c3c4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		games, errs, err := core.ReadPGNLenient(strings.NewReader(s))
		if err != nil {
			return
		}
		in := map[*core.PGNGame]bool{}
		for _, g := range games {
			in[g] = true
		}
		for _, e := range errs {
			if e.Err == nil || e.Kept != nil && (!in[e.Kept] || e.Kept.Game.Len() != e.Plies) {
				t.Fatalf("game error %v: no error, or a kept game not returned", e)
			}
		}
		_, strictErr := core.ReadPGN(strings.NewReader(s))
		if (strictErr == nil) != (len(errs) == 0) {
			t.Fatalf("strict reader: %v; lenient: %v", strictErr, errs)
		}
	})
}

// TestTagsOnOneLine: several tags on a line still read one by one, and a loose quote in the last.
func TestTagsOnOneLine(t *testing.T) {
	games, err := core.ReadPGN(strings.NewReader(`[Event "a"] [Round "1"] [Site ""b" c"]` + "\n1. h2e2 *"))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"Event": "a", "Round": "1", "Site": `"b" c`} {
		if got, _ := games[0].Tags.Get(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
}
