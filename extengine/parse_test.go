package extengine

import (
	"strings"
	"testing"
	"time"
)

func TestParseInfo(t *testing.T) {
	i, err := ParseInfo("info depth 12 seldepth 20 multipv 2 score cp -35 upperbound wdl 100 800 100 nodes 12345 nps 99 hashfull 7 time 250 pv h2e2 h9g7", false)
	if err != nil {
		t.Fatal(err)
	}
	if i.Depth != 12 || i.SelDepth != 20 || i.MultiPV != 2 || i.Score != (Score{CP: -35, Bound: "upperbound"}) ||
		i.Nodes != 12345 || i.NPS != 99 || i.HashFull != 7 || i.Time != 250*time.Millisecond ||
		strings.Join(i.PV, " ") != "h2e2 h9g7" {
		t.Errorf("%+v", i)
	}
	if i, _ := ParseInfo("info depth 3 score mate -2 pv h3e3 a10a9", true); i.Score.Mate != -2 || strings.Join(i.PV, " ") != "h2e2 a9a8" {
		t.Errorf("%+v", i)
	}
	for _, c := range []struct {
		line string
		cp   int
		mate int
	}{
		{"info depth 5 score 120 pv h2e2", 120, 0},
		{"info depth 5 score 9997", 0, 2},
		{"info depth 5 score -9990", 0, -5},
		{"info depth 5 score 10000", 0, 1},
	} {
		i, err := ParseInfo(c.line, false)
		if err != nil || i.Score.CP != c.cp || i.Score.Mate != c.mate {
			t.Errorf("%s: %+v %v", c.line, i.Score, err)
		}
	}
	for _, bad := range []string{"", "infos", "info depth x", "info nodes -3", "info score cp", "info pv h11e2", "bestmove h2e2"} {
		if _, err := ParseInfo(bad, true); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if i, err := ParseInfo("info string hello world", false); err != nil || i.String != "hello world" {
		t.Errorf("%+v %v", i, err)
	}
}

func TestParseOption(t *testing.T) {
	for _, c := range []struct {
		line string
		want Option
	}{
		{"option name Hash type spin default 16 min 1 max 33554432", Option{Name: "Hash", Type: Spin, Default: "16", Min: 1, Max: 33554432}},
		{"option name Clear Hash type button", Option{Name: "Clear Hash", Type: Button}},
		{"option name EvalFile type string default pikafish.nnue", Option{Name: "EvalFile", Type: String, Default: "pikafish.nnue"}},
		{"option name UCI_Variant type combo default chess var chess var xiangqi", Option{Name: "UCI_Variant", Type: Combo, Default: "chess", Vars: []string{"chess", "xiangqi"}}},
		{"option hashsize type spin min 16 max 1024 default 16", Option{Name: "hashsize", Type: Spin, Default: "16", Min: 16, Max: 1024}},
		{"option bookfiles type string default <empty>", Option{Name: "bookfiles", Type: String}},
		{"option name Debug Log File type filename default", Option{Name: "Debug Log File", Type: Filename}},
	} {
		got, err := ParseOption(c.line)
		if err != nil || got.Name != c.want.Name || got.Type != c.want.Type || got.Default != c.want.Default ||
			got.Min != c.want.Min || got.Max != c.want.Max || strings.Join(got.Vars, "|") != strings.Join(c.want.Vars, "|") {
			t.Errorf("%s: %+v %v", c.line, got, err)
		}
	}
	if o, _ := ParseOption("option name EvalFile type string default x"); !o.IsFile() {
		t.Error("EvalFile is not a file")
	}
	for _, bad := range []string{"option", "option name type spin", "option name X", "option name X type spin default 1",
		"option name X type combo default a", "option name X type label", "option name X type spin min 1 max y"} {
		if o, err := ParseOption(bad); err == nil {
			t.Errorf("%q accepted: %+v", bad, o)
		}
	}
}

func TestRanks1(t *testing.T) {
	for _, c := range []struct{ ours, theirs string }{{"h2e2", "h3e3"}, {"h9g7", "h10g8"}, {"a0a9", "a1a10"}, {"e0e1", "e1e2"}} {
		if got := ToRanks1(c.ours); got != c.theirs {
			t.Errorf("ToRanks1(%s) = %s", c.ours, got)
		}
		if got, err := FromRanks1(c.theirs); err != nil || got != c.ours {
			t.Errorf("FromRanks1(%s) = %s, %v", c.theirs, got, err)
		}
	}
	for _, bad := range []string{"", "h0e2", "h11e2", "j3e3", "h3e", "h3e3x", "(none)", "0000", "h010e1"} {
		if got, err := FromRanks1(bad); err == nil {
			t.Errorf("FromRanks1(%q) = %q", bad, got)
		}
	}
}

func TestLog(t *testing.T) {
	l := NewLog(3)
	for _, s := range []string{"a", "b", "c", "d", "e\xff"} {
		l.Add(FromEngine, s)
	}
	lines := l.Lines()
	if len(lines) != 3 || lines[0].Text != "c" || lines[2].Text != "e\uFFFD" {
		t.Errorf("%+v", lines)
	}
	if !strings.HasSuffix(l.Last(1), "< e\uFFFD\n") {
		t.Errorf("%q", l.Last(1))
	}
}

// FuzzParseLines: the info and option parsers never panic, and what they accept is sane.
func FuzzParseLines(f *testing.F) {
	for _, s := range []string{
		"info depth 12 seldepth 20 multipv 2 score cp -35 upperbound nodes 12345 nps 99 time 250 pv h2e2 h9g7",
		"info depth 5 score 9997 pv h3e3",
		"info string hello",
		"option name Hash type spin default 16 min 1 max 1024",
		"option name Style type combo default Normal var Solid var Normal",
		"option hashsize type spin min 16 max 1024 default 16",
		"option name Backwards type spin default 500 min 100 max 1",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, line string, ranks1 bool) {
		if i, err := ParseInfo(line, ranks1); err == nil {
			if i.Depth < 0 || i.MultiPV < 1 || i.Nodes < 0 {
				t.Errorf("%q: %+v", line, i)
			}
			if ranks1 {
				for _, m := range i.PV {
					if len(m) != 4 {
						t.Errorf("%q: pv move %q", line, m)
					}
				}
			}
		}
		if o, err := ParseOption(line); err == nil {
			if o.Name == "" {
				t.Errorf("%q: no name", line)
			}
			if o.Type != Button && o.Type != String && o.Type != Filename {
				if err := o.Validate(o.Default); err != nil {
					t.Errorf("%q: default does not validate: %v", line, err)
				}
			}
			if o.Type == Spin && o.Min > o.Max {
				t.Errorf("%q: %+v", line, o)
			}
		}
	})
}
