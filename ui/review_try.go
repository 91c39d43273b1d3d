package ui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Try again: at a reviewed mistake or blunder the board goes back to the position before it and the
// player looks for a better move. A move tried is not played: the coach's engine searches the
// position after it and after the engine's best move, and the try is as good as the best when it
// gives away less than an inaccuracy's worth of expected score more than the best (both judged by
// that one engine, so the comparison is fair). After a second miss the best move is shown. Next
// goes on to the next mistake of the game.

// tryableClass is the least class Try again offers.
const tryableClass = Mistake

// CanTryAgain reports whether the move shown is a mistake or blunder Try again can start at.
func (v *coachView) CanTryAgain() bool {
	_, k, ok := v.shownMistake()
	return ok && k >= tryableClass && v.try == nil
}

// TryAgain goes back to the position before the mistake shown and waits for the player's try.
func (v *coachView) TryAgain() {
	i, k, ok := v.shownMistake()
	if !ok || k < tryableClass {
		return
	}
	v.startTry(i)
}

// startTry starts a try at move i of the main line.
func (v *coachView) startTry(i int) {
	v.initCoach()
	v.EndExplanationSteps()
	v.try = &tryState{index: i}
	v.host.GoToMain(i)
	v.host.board().SetArrow(core.NoMove) // the arrow of the move before would give nothing away but confuse
	v.host.reviewChanged()
}

// Trying reports whether Try again is waiting for or judging a try; verdict says how the last try
// went ("" before the first), solved whether one was as good as the best or the best was shown.
func (v *coachView) Trying() (trying bool, verdict string, solved bool) {
	t := v.try
	if t == nil {
		return false, "", false
	}
	if t.busy {
		return true, lang.L("Judging your move…"), false
	}
	if t.verdict == "" {
		p := v.rv.game.PositionAt(t.index)
		return true, fmt.Sprintf(lang.L("Find a better move than %s."), core.FormatMove(&p, v.rv.moves[t.index], v.host.Settings().Notation)), false
	}
	return true, t.verdict, t.solved
}

// keepTry ends Try again when the position shown is no longer the one tried (the player went
// elsewhere in the game).
func (v *coachView) keepTry() {
	if t := v.try; t != nil && (v.host.shown().cursor != t.index || !v.host.shown().onMainAt(v.host.shown().cursor)) {
		v.try = nil
	}
}

// EndTry leaves Try again.
func (v *coachView) EndTry() {
	if v.try == nil {
		return
	}
	v.try = nil
	v.host.board().SetArrow(v.host.BetterMove())
	v.host.reviewChanged()
}

// NextTry goes on to the next mistake or blunder after the one tried (Try again there), or ends
// Try again after the last.
func (v *coachView) NextTry() {
	t := v.try
	if t == nil {
		return
	}
	for i := t.index + 1; i < len(v.rv.moves); i++ {
		if v.rv.classify(i) >= tryableClass {
			v.startTry(i)
			return
		}
	}
	v.EndTry()
	v.host.GoToMain(t.index + 1)
}

// tryMove judges m, a legal move tried in the position before the mistake; it reports whether it
// took the move (Try again is on and waiting at that position).
func (v *coachView) tryMove(m core.Move) bool {
	t := v.try
	if t == nil || t.busy || t.solved || v.host.shown().cursor != t.index || !v.host.shown().onMainAt(v.host.shown().cursor) {
		return false
	}
	best := v.rv.evals[t.index].Best
	v.host.board().SetSelection(core.NoSquare, nil) // the try is not played: the piece stays where it was
	v.host.board().SetArrow(m)
	if m == best {
		v.judged(m, true)
		return true
	}
	t.busy = true
	g := v.rv.game.Clone()
	g.Truncate(t.index)
	gen, do, sem := v.gen, v.host.Do, v.sem
	go func() {
		x := <-sem
		tried, top := g.Clone(), g.Clone()
		_ = tried.Play(m)
		_ = top.Play(best)
		a := moverExpected(tried, x.Search(context.Background(), tried).Score)
		b := moverExpected(top, x.Search(context.Background(), top).Score)
		sem <- x
		do(func() {
			if v.gen != gen || v.try != t {
				return
			}
			t.busy = false
			v.judged(m, b-a < inaccuracyLoss)
		})
	}()
	v.host.reviewChanged()
	return true
}

// moverExpected is the expected score, in permille, of the side that just moved in g, from a score
// for the side to move (a finished game by its result).
func moverExpected(g *core.Game, s ai.Score) int {
	p := g.Position()
	if r := g.Result(); r.Over() {
		switch r.Outcome {
		case core.Draw:
			return 500
		case core.WinFor(p.SideToMove()):
			return 0
		}
		return 1000
	}
	_, w, d, l := redChances(&p, s)
	if p.SideToMove() == core.Red { // the mover is Black
		return l + d/2
	}
	return w + d/2
}

// judged records the verdict on the try m.
func (v *coachView) judged(m core.Move, good bool) {
	t := v.try
	p := v.rv.game.PositionAt(t.index)
	text := core.FormatMove(&p, m, v.host.Settings().Notation)
	switch {
	case good:
		t.solved = true
		t.verdict = fmt.Sprintf(lang.L("%s is as good as the best move."), text)
	case t.misses == 0:
		t.misses++
		t.verdict = fmt.Sprintf(lang.L("%s is not as good as the best move. Try again."), text)
		v.host.board().SetArrow(core.NoMove)
	default:
		t.misses++
		t.solved = true
		best := v.rv.evals[t.index].Best
		t.verdict = fmt.Sprintf(lang.L("%s is not as good either. The best move was %s."), text,
			core.FormatMove(&p, best, v.host.Settings().Notation))
		v.host.board().SetArrow(best)
	}
	v.host.reviewChanged()
}
