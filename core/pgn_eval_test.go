package core

import (
	"strings"
	"testing"
)

func TestPGNEvalRoundTrip(t *testing.T) {
	p := NewGame().Position()
	h2e2, _ := ParseUCIMove(&p, "h2e2")
	cases := []struct {
		ev   PGNEval
		text string
	}{
		{PGNEval{Centipawns: 35, Depth: 18, Best: h2e2}, "[%eval 0.35,18] [%best h2e2]"},
		{PGNEval{Centipawns: -120, Best: NoMove}, "[%eval -1.20]"},
		{PGNEval{Centipawns: -5, Depth: 3, Best: NoMove}, "[%eval -0.05,3]"},
		{PGNEval{Mate: 3, Depth: 12, Best: NoMove}, "[%eval #3,12]"},
		{PGNEval{Mate: -2, Best: NoMove}, "[%eval #-2]"},
	}
	for _, c := range cases {
		if got := c.ev.String(); got != c.text {
			t.Errorf("%+v written %q, want %q", c.ev, got, c.text)
		}
		got, rest, ok := ReadEval("a person's words "+c.text+" [%clk 0:01:00]", &p)
		if !ok || got != c.ev || rest != "a person's words [%clk 0:01:00]" {
			t.Errorf("%q read as %+v %q %v", c.text, got, rest, ok)
		}
	}
}

func TestWithEvalKeepsOtherComments(t *testing.T) {
	c := WithEval("good move [%eval 1.00] {", PGNEval{Centipawns: 40, Best: NoMove})
	if c != "[%eval 0.40] good move {" {
		t.Errorf("comment %q", c)
	}
	if WithEval("", PGNEval{Mate: 1, Best: NoMove}) != "[%eval #1]" {
		t.Error("an empty comment gets the evaluation alone")
	}
}

func TestReadEvalRejects(t *testing.T) {
	p := NewGame().Position()
	for _, c := range []string{"", "no eval", "[%eval]", "[%eval x]", "[%eval 1,-3]", "[%eval #0]",
		"[%eval 1e9]", "[%eval NaN]", "[%eval #99999]", "[%best h2e2]", "[%eval 0.3"} {
		if ev, _, ok := ReadEval(c, &p); ok {
			t.Errorf("%q read as %+v", c, ev)
		}
	}
	// An illegal best move is dropped, the evaluation kept.
	ev, _, ok := ReadEval("[%eval 0.10] [%best h2h8]", &p)
	if !ok || ev.Best != NoMove || ev.Centipawns != 10 {
		t.Errorf("illegal best move: %+v %v", ev, ok)
	}
}

func FuzzReadEval(f *testing.F) {
	for _, s := range []string{"[%eval 0.35,18] [%best h2e2]", "[%eval #-3]", "x [%clk 1] [%eval -0.1", "[%eval 1,2,3]"} {
		f.Add(s)
	}
	p := NewGame().Position()
	f.Fuzz(func(t *testing.T, s string) {
		ev, rest, ok := ReadEval(s, &p)
		if !ok {
			return
		}
		if strings.Contains(rest, "[%eval") && strings.Count(s, "[%eval") == 1 {
			t.Errorf("%q: rest %q still has the eval", s, rest)
		}
		again, _, ok2 := ReadEval(ev.String(), &p)
		if !ok2 || again != ev {
			t.Errorf("%q: %+v written %q read back as %+v", s, ev, ev.String(), again)
		}
	})
}
