// Package fakeengine is a set of misbehaving xiangqi engines for tests: a test binary runs one
// in place of its tests (the exec-self pattern) and is started as an external engine.
package fakeengine

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// Env selects the fake engine a test binary plays when it is started with it set (see Main).
const Env = "CHUHE_FAKE_ENGINE"

// Main runs the fake engine Env selects and exits, if it is set; a test's TestMain calls it first.
func Main() {
	if kind := os.Getenv(Env); kind != "" {
		Run(kind, os.Stdin, os.Stdout)
		os.Exit(0)
	}
}

func exit(code int) { os.Exit(code) }

// toRanks1 writes a move with ranks 1..10 ("h2e2" → "h3e3"), as Fairy-Stockfish does.
func toRanks1(s string) string {
	if len(s) != 4 {
		return s
	}
	return fmt.Sprintf("%c%d%c%d", s[0], s[1]-'0'+1, s[2], s[3]-'0'+1)
}

// fromRanks1 reads a move with ranks 1..10 ("h10g8" → "h9g7").
func fromRanks1(s string) (string, error) {
	var f1, f2 rune
	var r1, r2 int
	if n, err := fmt.Sscanf(s, "%c%d%c%d", &f1, &r1, &f2, &r2); err != nil || n != 4 || r1 < 1 || r1 > 10 || r2 < 1 || r2 > 10 {
		return "", fmt.Errorf("move %q (ranks 1..10)", s)
	}
	return fmt.Sprintf("%c%d%c%d", f1, r1-1, f2, r2-1), nil
}

// Run is a fake engine of the given kind reading commands from in:
//
//	good       UCI; reports a line and plays the first legal move; answers stop
//	ranks1     as good, with UCI_Variant (xiangqi among its choices) and ranks 1..10 once told it
//	ucci       exits on "uci"; speaks UCCI as ElephantEye does
//	silent     says nothing at all
//	liar       declares options that contradict themselves, then plays as good
//	crash      exits in the middle of its first search
//	hang       searches without end (whatever its limits) and ignores stop and quit
//	illegal    answers an illegal move
//	malformed  answers "bestmove zz"
//	junk       writes binary junk during its search
func Run(kind string, in io.Reader, out io.Writer) {
	w := bufio.NewWriter(out)
	say := func(format string, args ...any) {
		fmt.Fprintf(w, format+"\n", args...)
		w.Flush()
	}
	sc := bufio.NewScanner(in)
	var g *core.Game
	variant := false
	searching := false
	answer := func() {
		searching = false
		if g == nil {
			say("bestmove (none)")
			return
		}
		pos := g.Position()
		ms := pos.LegalMoves(nil)
		if len(ms) == 0 {
			say("bestmove (none)")
			return
		}
		m := ms[0].String()
		if kind == "ranks1" {
			m = toRanks1(m)
		}
		say("bestmove %s", m)
	}
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if kind == "silent" {
			continue
		}
		switch f[0] {
		case "uci":
			if kind == "ucci" {
				return // as ElephantEye does with any first command but ucci
			}
			say("id name Fake %s", kind)
			say("id author Nobody")
			say("option name Hash type spin default 16 min 1 max 1024")
			say("option name MultiPV type spin default 1 min 1 max 5")
			say("option name Ponder type check default false")
			say("option name Style type combo default Normal var Solid var Normal var Risky")
			say("option name EvalFile type string default nn.bin")
			say("option name Clear Hash type button")
			say("option name OwnBook type check default true")
			if kind == "ranks1" {
				say("option name UCI_Variant type combo default chess var chess var xiangqi var shogi")
			}
			if kind == "liar" {
				say("option name Backwards type spin default 500 min 100 max 1")
				say("option name Outside type spin default 9999 min 1 max 10")
				say("option name NoChoice type combo default Z var A var B")
				say("option name Weird type colour default red")
				say("option name Hash type spin default 1 min 1 max 2")
				say("option name Broken type spin default 1 min x max 2")
				say("option name Empty type combo default A")
				say("option name type spin")
			}
			say("uciok")
		case "ucci":
			say("id name Fake UCCI")
			say("option usemillisec type check default false")
			say("option hashsize type spin min 16 max 1024 default 16")
			say("option idle type combo var none var small var large default none")
			say("ucciok")
		case "isready":
			say("readyok")
		case "setoption":
			variant = variant || line == "setoption name UCI_Variant value xiangqi"
		case "position":
			g = nil
			var start *core.Position
			var err error
			rest := strings.TrimPrefix(line, "position ")
			var moves string
			if strings.HasPrefix(rest, "startpos") {
				start, _ = core.ParseFEN(core.StartFEN)
				_, moves, _ = strings.Cut(rest, " moves ")
			} else {
				var fen string
				fen, moves, _ = strings.Cut(strings.TrimPrefix(rest, "fen "), " moves ")
				if start, err = core.ParseFEN(fen); err != nil {
					continue
				}
			}
			game := core.NewGameFrom(start)
			ok := true
			for _, s := range strings.Fields(moves) {
				if kind == "ranks1" {
					if !variant {
						ok = false
						break
					}
					if s, err = fromRanks1(s); err != nil {
						ok = false
						break
					}
				}
				m, err := core.ParseMoveText(s)
				if err == nil {
					err = game.Play(m)
				}
				if err != nil {
					ok = false
					break
				}
			}
			if ok {
				g = game
			}
		case "go":
			if g != nil {
				pos := g.Position()
				if ms := pos.LegalMoves(nil); len(ms) > 0 {
					pv := ms[0].String()
					if kind == "ranks1" {
						pv = toRanks1(pv)
					}
					score := "score cp 12"
					if kind == "ucci" {
						score = "score 9995"
					}
					say("info depth 1 %s nodes 10 nps 1000 pv %s", score, pv)
					say("info depth 1 multipv 2 score cp -5 pv %s", pv)
				}
			}
			switch kind {
			case "crash":
				exit(3)
			case "illegal":
				say("bestmove a0a5")
				continue
			case "malformed":
				say("bestmove zz")
				continue
			case "junk":
				w.Write([]byte{0, 1, 2, 0xff, 0xfe, 'x', '\n'})
				w.Flush()
				continue
			}
			searching = true
			if kind != "hang" && !strings.Contains(line, "infinite") && !strings.Contains(line, "depth 32") {
				answer()
			}
		case "stop":
			if kind == "hang" {
				continue
			}
			if searching {
				answer()
			} else if kind == "ucci" {
				say("nobestmove")
			}
		case "quit":
			if kind == "hang" {
				continue // a hung engine does not quit either: it is killed
			}
			return
		}
	}
}
