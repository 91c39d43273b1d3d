package ui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/coach"
	"github.com/chuhe-xq/chuhe/core"
)

// The review's words (package coach): the summary (each side's accuracy, the level it played like,
// the key moments), why each inaccuracy, mistake or blunder is one, the threat of the side not to
// move, and Try again at a mistake. The explanations, the threat and the judging of a try are
// computed in the background by one coach.Explainer (with its own small engine), one job at a
// time; results come back through the controller's Do and are kept for the review they were made
// for.

// coachView is the review's words: it owns their state and its methods, and knows the rest of the
// app only through coachHost (and the review it explains, rv). The Controller embeds it, so its
// exported methods (Summary, Explanations, ShowExplanationStep, SetShowThreat, TryAgain...) are the
// Controller's to the views.
type coachView struct {
	host coachHost
	rv   *reviewer // the review whose moves it explains
	coachState
}

// coachHost is what the review's words know of the rest of the app. The Controller is one; the
// tests use a fake.
type coachHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	// board is the board, for the explanation's line and the threat's arrow.
	board() *Board
	// BetterMove is the arrow the board shows otherwise: the review's better move.
	BetterMove() core.Move
	// GoToMain shows the position after n moves of the main line.
	GoToMain(n int)
	// reviewChanged tells the views the review has news.
	reviewChanged()
	// Do runs f on the UI goroutine.
	Do(f func())
}

// coachState is the state of the review's words.
type coachState struct {
	// sem holds the explainer: a job takes it in its goroutine, never on the UI goroutine.
	sem chan *coach.Explainer
	// gen is bumped when the review changes, so a result for an older one is dropped.
	gen uint64
	// tree is the game the kept explanations belong to; explained holds them by move index.
	tree      *core.Tree
	explained map[int][]coach.Explanation
	pending   map[int]bool
	// step is the explanation line's step shown on the board (-1: none), of explanation shown, while
	// the cursor stays at stepAt.
	step, shown, stepAt int
	// showThreat is the Show threat toggle; threatAt is the position (key) threat is for.
	showThreat bool
	threatAt   uint64
	threat     *coach.Explanation
	threatBusy bool
	// try is Try again's state, nil when not trying.
	try *tryState
}

// keepLine keeps the review's line from p for the explanations (the review's evaluations keep only
// its first move).
func (r *reviewer) keepLine(p *core.Position, pv []core.Move) {
	if r.lines == nil || len(r.lines) > 4096 {
		r.lines = map[uint64][]core.Move{} // a bound: older reviews' lines go
	}
	r.lines[p.Key()] = pv
}

// tryState is a Try again in progress at move index of the game's main line.
type tryState struct {
	index  int
	misses int
	// verdict says how the last try went (a translated sentence), busy while it is judged.
	verdict string
	busy    bool
	solved  bool
}

// initCoach makes the coach's state on first use.
func (v *coachView) initCoach() {
	if v.sem == nil {
		v.sem = make(chan *coach.Explainer, 1)
		v.sem <- coach.New()
		v.step = -1
	}
	if v.tree != v.rv.tree {
		v.tree = v.rv.tree
		v.gen++
		v.explained, v.pending = map[int][]coach.Explanation{}, map[int]bool{}
		v.try = nil
	}
}

// ReviewSummary is the review's summary for both sides, Red's first.
type ReviewSummary struct {
	// Ready says every position has been evaluated.
	Ready bool
	// Accuracy is 0 to 100 (-1 for a side with no move).
	Accuracy [2]float64
	// AverageLoss is the expected score each side's moves gave away on average (permille).
	AverageLoss [2]float64
	// Level is the level of Chuhe's ladder each side played like (0 for none).
	Level [2]int
	// KeyMoments are the indexes of the moves where the game turned, in the order played.
	KeyMoments []int
}

// Summary returns the review's summary (Ready false while positions are being evaluated).
func (v *coachView) Summary() ReviewSummary {
	r := v.rv
	var s ReviewSummary
	if len(r.evals) == 0 {
		return s
	}
	expected := make([]int, len(r.evals))
	done := make([]bool, len(r.evals))
	s.Ready = true
	for i, e := range r.evals {
		expected[i], done[i] = e.Expected, e.Done
		s.Ready = s.Ready && e.Done
	}
	start := r.game.Start()
	first := start.SideToMove()
	if s.Ready {
		s.Accuracy = coach.GameAccuracy(expected, first)
	}
	s.AverageLoss = coach.AverageLoss(expected, done, first)
	for side := range s.Level {
		s.Level[side] = coach.LevelFor(s.AverageLoss[side])
	}
	s.KeyMoments = coach.KeyMoments(expected, done, first)
	return s
}

// shownMistake returns the index of the move shown when it is a reviewed inaccuracy, mistake or
// blunder of the main line, with its class.
func (v *coachView) shownMistake() (int, MoveClass, bool) {
	r := v.rv
	i := v.host.shown().cursor - 1
	if len(r.evals) == 0 || i < 0 || i >= len(r.moves) || !v.host.shown().onMainAt(v.host.shown().cursor) {
		return 0, Unclassified, false
	}
	k := r.classify(i)
	return i, k, k >= Inaccuracy
}

// Explanations returns what the coach says of the move shown: its explanations (nil when there are
// none or the move is not a reviewed inaccuracy, mistake or blunder), and whether they are still
// being worked out. Asking starts the work.
func (v *coachView) Explanations() ([]coach.Explanation, bool) {
	i, _, ok := v.shownMistake()
	if !ok {
		return nil, false
	}
	v.initCoach()
	if es, done := v.explained[i]; done {
		return es, false
	}
	if !v.pending[i] {
		v.explain(i)
	}
	return nil, true
}

// explain works out the explanations of move i in the background.
func (v *coachView) explain(i int) {
	r := v.rv
	v.pending[i] = true
	g := r.game.Clone()
	g.Truncate(i)
	q := coach.Question{Game: g, Move: r.moves[i]}
	before, after := r.evals[i], r.evals[i+1]
	p, pa := r.game.PositionAt(i), r.game.PositionAt(i+1)
	best, reply := v.rv.lines[p.Key()], v.rv.lines[pa.Key()]
	if len(best) > 0 && best[0] == before.Best && len(reply) > 0 && reply[0] == after.Best &&
		before.Depth >= coach.DefaultDepth && after.Depth >= coach.DefaultDepth {
		// The review's own lines and scores, turned to the movers' views, when they are as deep as
		// the coach's own search (else, a quick review on a slow machine, the coach searches: its
		// depth-limited search says the same on every machine).
		q.Best, q.BestScore = best, sideScore(&p, before.Score)
		q.Reply, q.ReplyScore = reply, sideScore(&pa, after.Score)
	}
	gen, do, sem := v.gen, v.host.Do, v.sem
	go func() {
		x := <-sem
		es := x.Explain(context.Background(), q)
		sem <- x
		do(func() {
			if v.gen != gen {
				return
			}
			delete(v.pending, i)
			v.explained[i] = es
			v.host.reviewChanged()
		})
	}()
}

// reviewedMoveText names move i of the reviewed game with its number and its class's mark
// ("6. 炮四进六?").
func (v *coachView) reviewedMoveText(i int) string {
	r := v.rv
	p := r.game.PositionAt(i)
	return fmt.Sprintf("%d. %s%s", p.FullmoveNumber(), core.FormatMove(&p, r.moves[i], v.host.Settings().Notation),
		r.classify(i).Mark())
}

// sideScore turns Red's score in p into the side to move's.
func sideScore(p *core.Position, red ai.Score) ai.Score {
	if p.SideToMove() == core.Black {
		return -red
	}
	return red
}

// ExplanationText is an explanation in the interface's language and notation.
func (v *coachView) ExplanationText(e coach.Explanation) string {
	return e.Text(v.host.Settings().Notation, func(k string) string {
		if t := lang.L(k); t != k {
			return t
		}
		return coach.English(k) // no catalogue loaded (tests): the package's own English
	})
}

// ShowExplanationStep shows on the board step k of the explanation e of the move shown: the
// position after the first k moves of its line, with the next move as an arrow (k = len(Line): the
// position at the line's end). A step out of range shows the game again.
func (v *coachView) ShowExplanationStep(n, k int) {
	es, _ := v.Explanations()
	if n < 0 || n >= len(es) || k < 0 || k > len(es[n].Line) {
		v.EndExplanationSteps()
		return
	}
	e := es[n]
	p, last := e.Start, core.NoMove
	for _, m := range e.Line[:k] {
		p.MakeMove(m)
		last = m
	}
	v.step, v.shown, v.stepAt = k, n, v.host.shown().cursor
	v.host.board().SetPosition(p, last, false)
	if k < len(e.Line) {
		v.host.board().SetArrow(e.Line[k])
	}
}

// ExplanationStep returns the step of the explanation line shown on the board and which
// explanation, or -1 when the board shows the game.
func (v *coachView) ExplanationStep() (step, explanation int) {
	if v.sem == nil || v.stepAt != v.host.shown().cursor {
		return -1, 0 // the player went elsewhere: the board shows the game
	}
	return v.step, v.shown
}

// EndExplanationSteps shows the game's position again after the steps of a line.
func (v *coachView) EndExplanationSteps() {
	if v.step < 0 || v.stepAt != v.host.shown().cursor {
		v.step = -1
		return
	}
	v.step = -1
	v.host.board().SetPosition(v.host.shown().position(), v.host.shown().lastMove(), false)
	v.host.board().SetArrow(v.host.BetterMove())
	v.applyThreatArrow()
}

// SetShowThreat turns Show threat on or off: what the side not to move threatens, as an arrow and
// in words (ThreatText).
func (v *coachView) SetShowThreat(on bool) {
	v.initCoach()
	v.showThreat = on
	if !on {
		v.threat = nil
		v.host.board().SetArrow(v.host.BetterMove())
	}
	v.updateThreat()
	v.host.reviewChanged()
}

// ShowThreat reports whether Show threat is on.
func (v *coachView) ShowThreat() bool { return v.showThreat }

// updateThreat works out the threat in the position shown when it is not known yet.
func (v *coachView) updateThreat() {
	if !v.showThreat {
		return
	}
	p := v.host.shown().position()
	if v.threatAt == p.Key() && (v.threat != nil || v.threatBusy) {
		return
	}
	v.threatAt, v.threat, v.threatBusy = p.Key(), nil, true
	g := v.host.shown().game.Clone()
	g.Truncate(v.host.shown().cursor)
	key, do, sem := p.Key(), v.host.Do, v.sem
	go func() {
		x := <-sem
		e, ok := x.Threat(context.Background(), g)
		sem <- x
		do(func() {
			if v.threatAt != key {
				return
			}
			v.threatBusy = false
			if ok {
				v.threat = &e
			} else {
				v.threat = &coach.Explanation{} // none: Kind 0
			}
			v.applyThreatArrow()
			v.host.reviewChanged()
		})
	}()
}

// applyThreatArrow draws the threat's first move when Show threat is on and the board shows the
// position it is for.
func (v *coachView) applyThreatArrow() {
	p := v.host.shown().position()
	if !v.showThreat || v.threat == nil || v.threat.Kind == 0 || v.threatAt != p.Key() || v.step >= 0 {
		return
	}
	_, m := v.threat.KeyMove()
	v.host.board().SetArrow(m)
}

// ThreatText says the threat in the position shown ("" when Show threat is off; "…" while it is
// being worked out).
func (v *coachView) ThreatText() string {
	if !v.showThreat {
		return ""
	}
	v.updateThreat()
	p := v.host.shown().position()
	switch {
	case p.InCheck():
		return lang.L("In check: the threat is on the board.")
	case v.threatBusy || v.threat == nil:
		return lang.L("Looking for the threat…")
	case v.threat.Kind == 0:
		return lang.L("No threat found.")
	}
	return fmt.Sprintf(lang.L("%s, if it were to move: %s"), sideName(v.threat.Start.SideToMove()), v.ExplanationText(*v.threat))
}

// sideName is a side's name in the interface's language.
func sideName(s core.Color) string {
	if s == core.Red {
		return lang.L("Red")
	}
	return lang.L("Black")
}
