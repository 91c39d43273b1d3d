package coach

import (
	"context"
	"slices"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Threshold is the least material, in centipawns of Value, that an explanation calls lost or won:
// more than a pawn, so that a pawn's give-and-take in a line is not news.
const Threshold = 150

// maxMate bounds the mates the prover is asked about (moves of the mating side).
const maxMate = 6

// Explainer explains moves. It owns an engine for the lines it must find itself, so it is not safe
// for concurrent use; make one per goroutine.
type Explainer struct {
	eng *ai.Engine
	// Depth is the depth of the searches the explainer makes when it is given no line.
	Depth int
	// MateNodes bounds each mate proof (moves made); a proof cut short proves nothing, and no mate is
	// claimed.
	MateNodes int64
}

// DefaultDepth is the depth of an explainer's own searches: a line from a shallower search (a quick
// review's on a slow or loaded machine) is better found again than explained.
const DefaultDepth = 8

// New returns an explainer with its own small engine at full strength.
func New() *Explainer {
	return &Explainer{eng: ai.New(ai.Options{HashMB: 8, Level: ai.MaxLevel, Seed: 1}), Depth: DefaultDepth, MateNodes: 400_000}
}

// Question is a move to explain, with what the review knows of it.
type Question struct {
	// Game is the game before the move: the move is played in its current position, and its history
	// lets the referee rule on a repetition.
	Game *core.Game
	// Move is the move played.
	Move core.Move
	// Best is the engine's line in the position before the move, best move first, and BestScore its
	// score for the mover. Nil: the explainer searches.
	Best      []core.Move
	BestScore ai.Score
	// Reply is the engine's line in the position after the move, and ReplyScore its score for the
	// opponent (who moves there). Nil: the explainer searches.
	Reply      []core.Move
	ReplyScore ai.Score
}

// Explain returns what the move did wrong, each statement checked on its line: a loss by the rules of
// repetition alone; otherwise a mate it allows or misses, the material its opponent's line wins (and
// how) or the threat it ignored, and the material the better move would have won. It returns nothing
// it cannot prove, so a move that is only positionally worse gets no explanation.
func (x *Explainer) Explain(ctx context.Context, q Question) []Explanation {
	p := q.Game.Position()
	side := p.SideToMove()
	if !p.IsLegalMove(q.Move) {
		return nil
	}
	if e, ok := x.byRule(q.Game, q.Move); ok {
		return []Explanation{e}
	}
	after := q.Game.Clone()
	_ = after.Play(q.Move)
	if after.Result().Over() {
		return nil
	}
	if q.Reply == nil {
		r := x.search(ctx, after)
		q.Reply, q.ReplyScore = r.PV, r.Score
	}
	if q.Best == nil {
		r := x.search(ctx, q.Game)
		q.Best, q.BestScore = r.PV, r.Score
	}
	var out []Explanation
	afterPos := after.Position()
	if n := q.ReplyScore.MateIn(); n > 0 && n <= maxMate {
		if line, n, ok := x.mateLine(afterPos, n, q.Reply); ok {
			out = append(out, Explanation{Kind: AllowsMate, Start: p, Line: append([]core.Move{q.Move}, line...),
				Key: 1, MateIn: n})
		}
	}
	if len(out) == 0 && len(q.Best) > 0 && q.Best[0] != q.Move {
		if n := q.BestScore.MateIn(); n > 0 && n <= maxMate {
			if line, n, ok := x.mateLine(p, n, q.Best); ok && !slices.Contains(line[:1], q.Move) {
				out = append(out, Explanation{Kind: MissedMate, Start: p, Line: line, MateIn: n})
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	played := playLine(p, append([]core.Move{q.Move}, q.Reply...), side)
	best := playLine(p, q.Best, side)
	if played.net <= -Threshold && played.net <= best.net-Threshold {
		if e, ok := lossExplanation(p, played, side); ok {
			out = append(out, e)
		}
	}
	if len(q.Best) > 0 && q.Best[0] != q.Move && best.net >= Threshold && best.net >= played.net+Threshold &&
		best.net >= 0 {
		line := best.shortest(p, side, 1)
		if _, took, _ := ledger(p, line, side); took != core.NoPiece {
			out = append(out, Explanation{Kind: MissedWin, Start: p, Line: line, Lost: took, Net: best.net})
		}
	}
	return out
}

// lossExplanation says how the line (which begins with the mover's move) loses material.
func lossExplanation(p core.Position, o outcome, side core.Color) (Explanation, bool) {
	line := o.shortest(p, side, 2)
	lost, took, at := ledger(p, line, side)
	if lost == core.NoPiece || at < 1 {
		return Explanation{}, false
	}
	e := Explanation{Kind: LosesMaterial, Start: p, Line: line, Lost: lost, Net: o.net}
	if took != core.NoPiece {
		e.For = took
	}
	mo := findMotif(p, line, at, side)
	e.Motif, e.Key, e.Targets, e.Screen = mo.kind, mo.key, mo.targets, mo.screen
	if at == 1 && mo.kind != Fork && threatened(p, line[1]) && line[0].From() != line[1].To() {
		// The capture stood ready before the move, which neither moved the piece nor defended it.
		e.Kind, e.Key = IgnoresThreat, 1
	}
	return e, true
}

// threatened reports whether, in p with the other side to move instead, the capture m was legal and
// won material once the exchanges it starts are settled.
func threatened(p core.Position, m core.Move) bool {
	if p.InCheck() {
		return false
	}
	q := p
	q.MakeNull()
	if !q.IsLegalMove(m) {
		return false
	}
	o := playLine(q, []core.Move{m}, q.SideToMove())
	return o.nets[1] >= Threshold
}

// byRule reports a move after which the position repeats and the referee rules the repetition a loss
// for the mover (perpetual check or chase): at once, or after a reply the opponent may choose.
func (x *Explainer) byRule(g *core.Game, m core.Move) (Explanation, bool) {
	p := g.Position()
	loses := func(r core.Result) bool {
		return r.Outcome == core.WinFor(p.SideToMove().Opp()) &&
			(r.Reason == core.PerpetualCheck || r.Reason == core.PerpetualChase)
	}
	after := g.Clone()
	if after.Play(m) != nil {
		return Explanation{}, false
	}
	e := Explanation{Kind: LosesByRule, Start: p, Line: []core.Move{m}}
	if r := after.Result(); loses(r) {
		e.Reason = r.Reason
	} else if r.Over() {
		return Explanation{}, false
	} else {
		q := after.Position()
		var buf [128]core.Move
		for _, reply := range q.LegalMoves(buf[:0]) {
			next := after.Clone()
			_ = next.Play(reply)
			if r := next.Result(); loses(r) {
				e.Reason, e.Line = r.Reason, append(e.Line, reply)
				break
			}
		}
		if e.Reason == core.NoReason {
			return Explanation{}, false
		}
	}
	if e.Reason == core.PerpetualChase {
		e.Targets = core.Chases(&p, m)
	}
	return e, true
}

// mateLine proves that the side to move in p mates in at most n moves and returns a mating line
// (the engine's line when it mates, else one the prover's moves make) with the proven number of moves.
func (x *Explainer) mateLine(p core.Position, n int, pv []core.Move) ([]core.Move, int, bool) {
	proof := core.ProveMate(&p, n, x.MateNodes)
	if !proof.Complete || proof.N == 0 {
		return nil, 0, false
	}
	if len(pv) >= 2*proof.N-1 && slices.Contains(proof.Moves, pv[0]) && mates(p, pv[:2*proof.N-1]) {
		return pv[:2*proof.N-1], proof.N, true
	}
	line := []core.Move{proof.Moves[0]}
	q := p
	q.MakeMove(proof.Moves[0])
	// The defence: the reply that holds out longest, the attack: a proven fastest move, until mate.
	for k := proof.N - 1; k > 0; k-- {
		var buf [128]core.Move
		var reply core.Move
		for _, r := range q.LegalMoves(buf[:0]) {
			s := q
			s.MakeMove(r)
			if k == 1 || core.ProveMate(&s, k-1, x.MateNodes).N == 0 {
				reply = r
				break
			}
		}
		if reply == core.NoMove {
			break
		}
		q.MakeMove(reply)
		pr := core.ProveMate(&q, k, x.MateNodes)
		if !pr.Complete || pr.N == 0 {
			break
		}
		line = append(line, reply, pr.Moves[0])
		q.MakeMove(pr.Moves[0])
	}
	return line, proof.N, true
}

// mates reports whether the line, played from p, leaves the side to move with no legal move.
func mates(p core.Position, line []core.Move) bool {
	for _, m := range line {
		if !p.IsLegalMove(m) {
			return false
		}
		p.MakeMove(m)
	}
	return !p.HasLegalMove()
}

// search runs the explainer's engine on g's position to its depth.
func (x *Explainer) search(ctx context.Context, g *core.Game) ai.Result {
	return x.eng.Search(ctx, g, ai.Limits{Depth: x.Depth}, nil)
}

// Search runs the explainer's engine on g's position to its depth, every legal move a root move
// (so the opening book, whose moves come without a score, is skipped): a judge of a move tried
// against the best, both searched by one engine.
func (x *Explainer) Search(ctx context.Context, g *core.Game) ai.Result {
	p := g.Position()
	return x.eng.Search(ctx, g, ai.Limits{Depth: x.Depth, SearchMoves: p.LegalMoves(nil)}, nil)
}

// Threat says what the side not to move in g threatens, as if it were its move: a mate the prover
// confirms, or material its best line wins. It reports false when there is no such threat (or the
// side to move is in check, when the threat is on the board already).
func (x *Explainer) Threat(ctx context.Context, g *core.Game) (Explanation, bool) {
	p := g.Position()
	if p.InCheck() || !p.HasLegalMove() {
		return Explanation{}, false
	}
	q := p
	q.MakeNull()
	if !q.HasLegalMove() {
		return Explanation{}, false
	}
	res := x.search(ctx, core.NewGameFrom(&q))
	if n := res.Score.MateIn(); n > 0 && n <= maxMate {
		if line, n, ok := x.mateLine(q, n, res.PV); ok {
			return Explanation{Kind: Threatens, Start: q, Line: line, MateIn: n}, true
		}
	}
	o := playLine(q, res.PV, q.SideToMove())
	if o.net < Threshold {
		return Explanation{}, false
	}
	line := o.shortest(q, q.SideToMove(), 1)
	_, took, _ := ledger(q, line, q.SideToMove())
	if took == core.NoPiece {
		return Explanation{}, false
	}
	return Explanation{Kind: Threatens, Start: q, Line: line, Lost: took, Net: o.net}, true
}
