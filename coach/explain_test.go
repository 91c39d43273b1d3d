package coach

import (
	"context"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// moves reads coordinate moves played one after the other from fen, failing the test on an illegal one.
func moves(t testing.TB, fen string, text string) []core.Move {
	t.Helper()
	p := core.MustParseFEN(fen)
	var out []core.Move
	for _, s := range strings.Fields(text) {
		m, err := core.ParseUCIMove(p, s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, p.FEN(), err)
		}
		p.MakeMove(m)
		out = append(out, m)
	}
	return out
}

// verify plays an explanation's line and checks what it states on the board: the claims the text
// makes are facts of the line, not of the engine's score.
func verify(t *testing.T, e Explanation) {
	t.Helper()
	p := e.Start
	side := p.SideToMove()
	for i, m := range e.Line {
		if !p.IsLegalMove(m) {
			t.Fatalf("%s: move %d %s of the line is illegal in %s", e.Kind, i, m, p.FEN())
		}
		p.MakeMove(m)
	}
	if e.Key < 0 || e.Key >= len(e.Line) {
		t.Fatalf("%s: key %d outside the line of %d moves", e.Kind, e.Key, len(e.Line))
	}
	switch e.Kind {
	case AllowsMate, MissedMate:
		if p.HasLegalMove() {
			t.Errorf("%s: the line %v does not end in mate", e.Kind, e.Line)
		}
		mover := len(e.Line)
		if e.Kind == AllowsMate {
			mover-- // the move explained is not the mating side's
		}
		if n := (mover + 1) / 2; n != e.MateIn {
			t.Errorf("%s: the line mates in %d moves, the text says %d", e.Kind, n, e.MateIn)
		}
	case LosesMaterial, IgnoresThreat:
		lost, _, at := ledger(e.Start, e.Line, side)
		if lost != e.Lost || at < 0 {
			t.Errorf("%s: the line loses %v, the text says %v", e.Kind, lost, e.Lost)
		}
		if o := playLine(e.Start, e.Line, side); o.net > -Threshold {
			t.Errorf("%s: the line leaves the mover %d, not a loss", e.Kind, o.net)
		}
		verifyMotif(t, e)
	case MissedWin, Threatens:
		if e.Kind == Threatens && e.MateIn > 0 {
			if p.HasLegalMove() {
				t.Errorf("threat: the line %v does not end in mate", e.Line)
			}
			return
		}
		_, took, _ := ledger(e.Start, e.Line, side)
		if took != e.Lost {
			t.Errorf("%s: the line wins %v, the text says %v", e.Kind, took, e.Lost)
		}
		if o := playLine(e.Start, e.Line, side); o.net < Threshold {
			t.Errorf("%s: the line wins %d, not enough", e.Kind, o.net)
		}
	}
}

// verifyMotif checks the tactic on the positions of the line.
func verifyMotif(t *testing.T, e Explanation) {
	t.Helper()
	after := e.positionAt(e.Key + 1)
	_, key := e.KeyMove()
	switch e.Motif {
	case Fork:
		if len(e.Targets) != 2 {
			t.Fatalf("fork of %d targets", len(e.Targets))
		}
		for _, s := range e.Targets {
			if !attacks(&after, key.To(), s) {
				t.Errorf("fork: %s does not attack %s after it", key, s)
			}
		}
	case Pin:
		before := e.positionAt(e.Key - 1)
		victim := e.Line[e.Key].To()
		if !pinned(&before, victim) {
			t.Errorf("pin: the piece on %s could move in %s", victim, before.FEN())
		}
	case CannonScreen:
		before := e.positionAt(e.Key)
		if before.At(key.From()).Type() != core.Cannon || before.At(key.To()) == core.NoPiece {
			t.Errorf("screen: %s is not a cannon's capture", key)
		}
	case Discovered:
		before := e.positionAt(e.Key)
		if attacks(&before, e.Targets[0], e.Line[len(e.Line)-1].To()) && e.Targets[0] != key.From() {
			// The attack on the victim's final point must be new after the key move.
			t.Logf("discovered: %s already attacked before %s", e.Targets[0], key)
		}
		if !attacks(&after, e.Targets[0], victimSquare(e)) {
			t.Errorf("discovered: %s does not attack the victim after %s", e.Targets[0], key)
		}
	case Unprotected:
		before := e.positionAt(e.Key)
		if defended(&before, key.From(), key.To()) {
			t.Errorf("unprotected: the piece on %s is defended", key.To())
		}
	}
}

// victimSquare is where the piece lost stands after the explanation's key move.
func victimSquare(e Explanation) core.Square {
	_, _, at := ledger(e.Start, e.Line, e.Start.SideToMove())
	s, _ := traceBack(e.Line, at, e.Key+1, e.Line[at].To())
	return s
}

func TestExplainMistakes(t *testing.T) {
	cases := []struct {
		name, fen, move, reply, best string
		replyMate, bestMate          int
		kind                         Kind
		motif                        Motif
		text, zhMove                 string
	}{
		{name: "fork", fen: "3k5/9/9/9/1R7/2n6/9/9/9/R3K4 w - - 0 1", move: "b5b3", reply: "c4d2 e0e1 d2b3",
			best: "b5b4", kind: LosesMaterial, motif: Fork,
			text: "loses the rook: H3+4 forks the rook and the general"},
		{name: "pin", fen: "3k5/4r4/9/9/6n2/9/9/9/4N4/R3K4 w - - 0 1", move: "a0a1", reply: "g5f3 a1a2 f3e1",
			best: "a0a3", kind: LosesMaterial, motif: Pin,
			text: "loses the horse: the horse is pinned to its general, and R5+7 takes it"},
		{name: "cannon screen", fen: "5k3/9/4c4/9/9/9/9/3NR4/9/R2K5 w - - 0 1", move: "d2e4", reply: "e7e2",
			best: "a0a1", kind: LosesMaterial, motif: CannonScreen,
			text: "loses the rook: C5+5 jumps the horse as its screen"},
		{name: "discovered attack", fen: "5k3/4r4/9/9/4n4/9/4C4/9/4K4/R8 w - - 0 1", move: "a0a1",
			reply: "e5d3 e1e0 e8e3", best: "e3e4", kind: LosesMaterial, motif: Discovered,
			text: "loses the cannon: H5+4 opens the line of the rook"},
		{name: "unprotected", fen: "3k5/2r6/9/9/9/9/9/9/9/1N2K3R w - - 0 1", move: "b0c2", reply: "c8c2",
			best: "b0a2", kind: LosesMaterial, motif: Unprotected,
			text: "leaves the horse unprotected: R3+6 takes it"},
		{name: "ignored threat", fen: "4k4/1r7/9/9/9/9/9/1C7/9/3K4R w - - 0 1", move: "i0i1", reply: "b8b2",
			best: "b2e2", kind: IgnoresThreat, motif: Unprotected,
			text: "ignores the threat: R2+6 wins the cannon"},
		{name: "allows mate", fen: "3k5/9/9/8p/r8/9/R8/9/8r/4K4 w - - 0 1", move: "a3h3", reply: "a5a0",
			replyMate: 1, best: "a3a5", kind: AllowsMate, text: "allows mate in 1: R1+5"},
		{name: "missed mate", fen: "4k4/8R/9/9/R8/9/9/9/9/3K5 w - - 0 1", move: "a5a6", reply: "e9f9",
			best: "a5a9", bestMate: 1, kind: MissedMate, text: "missed mate in 1: R9+4"},
		{name: "missed win", fen: "4k4/9/1c7/8p/9/9/9/1R7/9/3K3R1 w - - 0 1", move: "h0h1", reply: "b7c7",
			best: "b2b7", kind: MissedWin, text: "missed R8+5, winning the cannon"},
	}
	x := New()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := core.NewGameFromFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			m := moves(t, c.fen, c.move)[0]
			after := core.MustParseFEN(c.fen)
			after.MakeMove(m)
			q := Question{Game: g, Move: m, Best: moves(t, c.fen, c.best), Reply: moves(t, after.FEN(), c.reply)}
			if c.replyMate > 0 {
				q.ReplyScore = ai.MateScore(c.replyMate)
			}
			if c.bestMate > 0 {
				q.BestScore = ai.MateScore(c.bestMate)
			}
			es := x.Explain(context.Background(), q)
			if len(es) == 0 {
				t.Fatal("no explanation")
			}
			e := es[0]
			if e.Kind != c.kind || (c.motif != NoMotif && e.Motif != c.motif) {
				t.Fatalf("got %s (%s), want %s (%s): %s", e.Kind, e.Motif, c.kind, c.motif, e.Text(core.WXF, nil))
			}
			if got := e.Text(core.WXF, nil); got != c.text {
				t.Errorf("text %q, want %q", got, c.text)
			}
			for _, e := range es {
				verify(t, e)
			}
		})
	}
}

// TestExplainRepetition plays a perpetual check and a perpetual chase to the referee's ruling and asks
// about the move that reached it.
func TestExplainRepetition(t *testing.T) {
	cases := []struct {
		name, fen, cycle string
		reason           core.Reason
		text             string
	}{
		{"perpetual check", "4k4/9/9/9/5R3/9/9/9/9/3K5 w - - 0 1", "f5e5 e9f9 e5f5 f9e9", core.PerpetualCheck,
			"repeats the position by perpetual check, which the rules make a loss"},
		{"perpetual chase", "4k4/9/1c7/9/9/9/9/R8/9/3K5 w - - 0 1", "a2b2 b7a7 b2a2 a7b7", core.PerpetualChase,
			"repeats the position by perpetually chasing the cannon, which the rules make a loss"},
	}
	x := New()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := core.NewGameFromFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			cycle := moves(t, c.fen, c.cycle)
			// Play the cycle until the referee rules; the question is the mover's last move before
			// the ruling (its opponent's reply completes the repetition).
			var last core.Move
			for i := 0; i < 16 && last == core.NoMove; i++ {
				if err := g.Play(cycle[i%len(cycle)]); err != nil {
					t.Fatal(err)
				}
				if g.Result().Over() {
					last = g.Move(g.Len() - 2)
					g.Truncate(g.Len() - 2)
				}
			}
			if last == core.NoMove {
				t.Fatal("the referee never ruled")
			}
			es := x.Explain(context.Background(), Question{Game: g, Move: last})
			if len(es) != 1 || es[0].Kind != LosesByRule || es[0].Reason != c.reason {
				t.Fatalf("got %+v", es)
			}
			if got := es[0].Text(core.WXF, nil); got != c.text {
				t.Errorf("text %q, want %q", got, c.text)
			}
			// The line is the move and the reply, and the referee rules it a loss for the mover.
			for _, m := range es[0].Line {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			if r := g.Result(); r.Reason != c.reason || r.Outcome != core.WinFor(es[0].Start.SideToMove().Opp()) {
				t.Errorf("the referee rules %v", r)
			}
		})
	}
}

// TestThreat asks for the threat of the side not to move, found by the explainer's own search.
func TestThreat(t *testing.T) {
	cases := []struct {
		name, fen string
		want      bool
		text      string
	}{
		{"wins a cannon", "5k3/1r7/9/9/9/9/9/1C7/9/3K4R w - - 0 1", true, "threatens R2+6, winning the cannon"},
		{"mate", "3k5/9/9/8p/r8/9/7R1/9/8r/4K4 w - - 0 1", true, "threatens mate in 1: R1+5"},
		{"none", "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", false, ""},
	}
	x := New()
	x.Depth = 6
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := core.NewGameFromFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			e, ok := x.Threat(context.Background(), g)
			if ok != c.want {
				t.Fatalf("threat %v, want %v (%s)", ok, c.want, e.Text(core.WXF, nil))
			}
			if !ok {
				return
			}
			if got := e.Text(core.WXF, nil); got != c.text {
				t.Errorf("text %q, want %q", got, c.text)
			}
			verify(t, e)
		})
	}
}

// TestExplainSearches leaves the lines to the explainer's search and checks whatever it says.
func TestExplainSearches(t *testing.T) {
	x := New()
	x.Depth = 6
	for _, c := range []struct{ name, fen, move string }{
		{"fork", "3k5/9/9/9/1R7/2n6/9/9/9/R3K4 w - - 0 1", "b5b3"},
		{"screen", "5k3/9/4c4/9/9/9/9/3NR4/9/R2K5 w - - 0 1", "d2e4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, _ := core.NewGameFromFEN(c.fen)
			es := x.Explain(context.Background(), Question{Game: g, Move: moves(t, c.fen, c.move)[0]})
			if len(es) == 0 {
				t.Fatal("no explanation")
			}
			for _, e := range es {
				t.Log(e.Text(core.Chinese, nil))
				verify(t, e)
			}
		})
	}
}

// TestLedger: a piece taken cancels a piece lost worth no more than it (a horse for a cannon is a
// trade), so the piece named lost is the one the trade does not pay for.
func TestLedger(t *testing.T) {
	r, b := core.Red, core.Black
	cases := []struct {
		name, fen, line string
		lost, took      core.Piece
	}{
		{"rook for a horse", "3k5/9/9/9/9/2n6/9/1R7/9/4K4 b - - 0 1", "c4b2",
			core.MakePiece(r, core.Rook), core.NoPiece},
		{"horse for a cannon is a trade", "3k5/9/2c6/9/2p6/9/9/R1N6/9/4K4 b - - 0 1", "c7c2 a2c2",
			core.NoPiece, core.NoPiece},
		{"a rook for a cannon", "3k5/9/9/2c6/9/9/9/2R6/9/4K4 w - - 0 1", "c2c6",
			core.NoPiece, core.MakePiece(b, core.Cannon)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := core.MustParseFEN(c.fen)
			lost, took, _ := ledger(*p, moves(t, c.fen, c.line), r)
			if lost != c.lost || took != c.took {
				t.Errorf("lost %v, took %v; want %v, %v", lost, took, c.lost, c.took)
			}
		})
	}
}
