package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Game review: the engine evaluates every position of the game, one after the other, in the
// background and at a budget the user chooses; each move is then classified by how much of the
// mover's expected score it gave away (the engine's WDL model, not raw centipawns), and every
// mistake gets the better move the engine found. The review belongs to the game it was made for:
// another game drops it, and when the game's moves change it keeps the positions that are still the
// game's (see updateReview).

// ReviewBudget is the time the review spends on each position.
type ReviewBudget time.Duration

const (
	// ReviewQuick spends about a fifth of a second on a position.
	ReviewQuick = ReviewBudget(200 * time.Millisecond)
	// ReviewDeep spends about two seconds on a position.
	ReviewDeep = ReviewBudget(2 * time.Second)
)

// MoveClass is a reviewed move's class.
type MoveClass int

const (
	// Unclassified: not reviewed (yet).
	Unclassified MoveClass = iota
	// BestMove is the move the engine would have played.
	BestMove
	// GoodMove loses less than an inaccuracy.
	GoodMove
	// Inaccuracy gives away at least inaccuracyLoss of the mover's expected score.
	Inaccuracy
	// Mistake gives away at least mistakeLoss.
	Mistake
	// Blunder gives away at least blunderLoss.
	Blunder
)

// The classes' thresholds, in permille of the mover's expected score (win + draw/2) lost by the
// move: a tenth, a fifth and three tenths of a game, the scale lichess uses for win chances.
const (
	inaccuracyLoss = 100
	mistakeLoss    = 200
	blunderLoss    = 300
)

// Mark is the sign a move of the class gets in the move list ("" for none).
func (k MoveClass) Mark() string {
	switch k {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// String names the class in the interface's language.
func (k MoveClass) String() string {
	switch k {
	case BestMove:
		return lang.L("best move")
	case GoodMove:
		return lang.L("good move")
	case Inaccuracy:
		return lang.L("inaccuracy")
	case Mistake:
		return lang.L("mistake")
	case Blunder:
		return lang.L("blunder")
	}
	return ""
}

// PositionEval is the engine's judgement of one position of the game.
type PositionEval struct {
	Done bool
	// Score is from Red's view.
	Score ai.Score
	// Expected is Red's expected score in permille: its chance of winning plus half its chance of
	// a draw.
	Expected int
	// Best is the move the engine prefers here (core.NoMove at the end of the game).
	Best  core.Move
	Depth int
}

// ReviewView is what the review shows.
type ReviewView struct {
	// Running says positions are still being analysed; Done of Total are finished.
	Running     bool
	Done, Total int
	// Evals has one entry per position, Evals[0] the start (empty when there is no review).
	Evals []PositionEval
	// Classes has one entry per move, Classes[i] for the move from position i to i+1.
	Classes []MoveClass
	// Counts counts each side's moves by class: Counts[0] Red's, Counts[1] Black's.
	Counts [2][Blunder + 1]int
}

// reviewHost is what the reviewer knows of the rest of the app: the game shown, the settings, the
// autosave, where to show a better move, and whom to tell of its news. The Controller is one; the
// tests use a fake.
type reviewHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	// autosave saves the game, the review's evaluations with it.
	autosave()
	// GoToMain shows the position after n moves of the main line.
	GoToMain(n int)
	// showArrow puts an arrow on the board (core.NoMove: none).
	showArrow(m core.Move)
	// leftMastersNote says where the reviewed game left master play, at move i ("" elsewhere).
	leftMastersNote(i int) string
	// reviewChanged tells the views the review has news.
	reviewChanged()
	// reviewToTraining adds the mistakes of the review just finished to the training deck
	// (training_review.go).
	reviewToTraining()
}

// reviewer is the game review: it owns its engine driver, what it has found and where it is.
type reviewer struct {
	host   reviewHost
	driver *engineDriver
	// tree is the game reviewed; game is its main line, the line the review follows.
	tree    *core.Tree
	game    *core.Game
	moves   []core.Move // the game's moves when the review last caught up with them (see updateReview)
	evals   []PositionEval
	next    int // the next position to analyse
	running bool
	budget  ReviewBudget
	// lines are the review's lines by position (Zobrist key), for the explanations (review_coach.go).
	lines map[uint64][]core.Move
}

// Review returns the review of the game (empty if there is none).
func (r *reviewer) Review() ReviewView {
	v := ReviewView{Running: r.running, Total: len(r.evals), Evals: append([]PositionEval(nil), r.evals...)}
	for _, e := range r.evals {
		if e.Done {
			v.Done++
		}
	}
	v.Classes = r.classes()
	for i, k := range v.Classes {
		v.Counts[r.sideAt(i)][k]++
	}
	return v
}

// ReviewRunning reports whether a review is analysing positions now.
func (r *reviewer) ReviewRunning() bool { return r.running }

// classes classes every move reviewed (nil when there is no review).
func (r *reviewer) classes() []MoveClass {
	if len(r.evals) == 0 {
		return nil
	}
	out := make([]MoveClass, len(r.moves))
	for i := range r.moves {
		out[i] = r.classify(i)
	}
	return out
}

// sideAt is the side that played move i: 0 for Red, 1 for Black.
func (r *reviewer) sideAt(i int) core.Color {
	start := r.game.Start()
	return start.SideToMove() ^ core.Color(i%2)
}

// classify classes move i from the evaluations of the positions before and after it.
func (r *reviewer) classify(i int) MoveClass {
	before, after := r.evals[i], r.evals[i+1]
	if !before.Done || !after.Done {
		return Unclassified
	}
	if r.moves[i] == before.Best {
		return BestMove
	}
	loss := before.Expected - after.Expected // Red's view
	if r.sideAt(i) == core.Black {
		loss = -loss
	}
	switch {
	case loss >= blunderLoss:
		return Blunder
	case loss >= mistakeLoss:
		return Mistake
	case loss >= inaccuracyLoss:
		return Inaccuracy
	}
	return GoodMove
}

// ReviewGame analyses every position of the game in the background at the budget, replacing any
// earlier review; the app stays usable meanwhile and OnReview reports the progress.
func (r *reviewer) ReviewGame(budget ReviewBudget) {
	r.driver.cancel()
	r.tree = r.host.shown().tree
	r.game, _ = r.tree.MainLine()
	r.moves = r.game.Moves()
	r.evals = make([]PositionEval, len(r.moves)+1)
	r.next, r.budget, r.running = 0, budget, true
	r.reviewNext()
}

// CancelReview stops a review in progress, keeping what it has found.
func (r *reviewer) CancelReview() {
	if !r.running {
		return
	}
	r.driver.cancel()
	r.running = false
	r.host.autosave() // what was found is kept with the game
	r.host.reviewChanged()
}

// Reviewed reports whether the game has a review, finished or not.
func (r *reviewer) Reviewed() bool { return len(r.evals) > 0 }

// reviewNext analyses the next position, or ends the review.
func (r *reviewer) reviewNext() {
	for r.next < len(r.evals) {
		i := r.next
		p := r.game.PositionAt(i)
		legal := p.LegalMoves(nil)
		if len(legal) > 0 {
			g := r.game.Clone()
			g.Truncate(i)
			job := analysisJob(searchReview, g, ai.Limits{MoveTime: time.Duration(r.budget)}, legal, 1, r.host.Settings().AnalysisThreads)
			job.done = func(res ai.Result) {
				r.evals[i] = positionEval(&p, res.Score, res.Move, res.Depth)
				r.keepLine(&p, res.PV) // for the review's words (review_coach.go)
				r.next++
				r.host.reviewChanged()
				r.reviewNext()
			}
			r.driver.start(job)
			return
		}
		// Mate or stalemate: the side to move has lost (both lose with no move in xiangqi).
		r.evals[i] = positionEval(&p, -ai.Mate, core.NoMove, 0)
		r.next++
	}
	r.running = false
	r.host.autosave() // the evaluations are saved with the game, so a restart keeps the review
	r.host.showArrow(r.BetterMove())
	r.host.reviewToTraining()
	r.host.reviewChanged()
}

// updateReview keeps the review in step with its game's main line; it is called after every
// change. Another game drops it. When the main line's moves change (moves played on at its end, a
// variation promoted or deleted), the evaluations of the positions it still has are kept and the
// others go; a review in progress goes on to the new end. Variations are not reviewed.
func (r *reviewer) updateReview() {
	if len(r.evals) == 0 {
		return
	}
	if r.tree != r.host.shown().tree {
		r.reset()
		r.host.reviewChanged()
		return
	}
	var main []core.Move
	for n := r.tree.Root().Main(); n != nil; n = n.Main() {
		main = append(main, n.Move())
	}
	k := r.shared(main)
	if k == len(r.moves) && k == len(main) {
		return
	}
	r.game, _ = r.tree.MainLine()
	evals := make([]PositionEval, len(main)+1)
	copy(evals, r.evals[:k+1])
	r.evals, r.moves = evals, main
	if r.running && r.next > k {
		// The position being searched has gone: search from the first one that changed.
		r.driver.cancel()
		r.next = k + 1
		r.reviewNext()
		return
	}
	r.host.reviewChanged()
}

// reset drops the review, cancelling its search.
func (r *reviewer) reset() {
	r.driver.cancel()
	*r = reviewer{host: r.host, driver: r.driver}
}

// ReviewNote says what the review found of the move that led to the position shown: its class and,
// for an inaccuracy, a mistake or a blunder, the better move ("" when there is nothing to say).
func (r *reviewer) ReviewNote() string {
	h := r.host.shown()
	i := h.cursor - 1
	if len(r.evals) == 0 || i < 0 || i >= len(r.moves) || !h.onMainAt(h.cursor) {
		return ""
	}
	left := r.host.leftMastersNote(i)
	notation := r.host.Settings().Notation
	k := r.classify(i)
	if k == Unclassified {
		return left
	}
	p := r.game.PositionAt(i)
	// With its number first, as the key moments name a move ("11. 马八退九: inaccuracy"): a line
	// that began with Chinese characters had the descenders of its Latin letters cut off by the
	// renderer ("qood move").
	note := fmt.Sprintf("%d. %s: %s", p.FullmoveNumber(), core.FormatMove(&p, r.moves[i], notation), k)
	if k >= Inaccuracy && r.evals[i].Best != core.NoMove && p.IsLegalMove(r.evals[i].Best) {
		note += " — " + fmt.Sprintf(lang.L("better: %s"), core.FormatMove(&p, r.evals[i].Best, notation))
	}
	if left != "" {
		note += "\n" + left
	}
	return note
}

// BetterMove returns the engine's better move in the position before the move shown, when the
// move shown was an inaccuracy, a mistake or a blunder (core.NoMove otherwise).
func (r *reviewer) BetterMove() core.Move {
	h := r.host.shown()
	i := h.cursor - 1
	if len(r.evals) == 0 || i < 0 || i >= len(r.moves) || !h.onMainAt(h.cursor) || r.classify(i) < Inaccuracy {
		return core.NoMove
	}
	return r.evals[i].Best
}

// NextMistake shows the position before the next inaccuracy, mistake or blunder after the move
// shown (from the start again at the end), with the better move as an arrow. It reports whether
// there was one.
func (r *reviewer) NextMistake() bool {
	n := len(r.moves)
	cursor := r.host.shown().cursor
	for k := 1; k <= n; k++ {
		i := (cursor - 1 + k + n) % n
		if i >= 0 && r.classify(i) >= Inaccuracy {
			r.host.GoToMain(i + 1)
			return true
		}
	}
	return false
}

// shared is how many moves still match the review's, from the start.
func (r *reviewer) shared(moves []core.Move) int {
	k := 0
	for k < len(r.moves) && k < len(moves) && moves[k] == r.moves[k] {
		k++
	}
	return k
}

// pgnWithEvals returns the game as PGN (its main line, comments and variations) with the review's
// evaluations put in the main line's comments ([%eval] and [%best], see core.PGNEval), for saving.
func (r *reviewer) pgnWithEvals() *core.PGNGame {
	tree := r.host.shown().tree
	pg := tree.PGN()
	if r.tree != tree || len(r.evals) == 0 {
		return pg
	}
	// Only the positions the main line shares with the review: it may be a move ahead of it.
	for i, e := range r.evals[:r.shared(pg.Game.Moves())+1] {
		if !e.Done {
			continue
		}
		ev := core.PGNEval{Centipawns: int(e.Score), Depth: e.Depth, Best: e.Best}
		if e.Score.IsMate() {
			ev.Centipawns, ev.Mate = 0, e.Score.MateIn()
		}
		pg.Comments[i] = core.WithEval(pg.Comments[i], ev)
	}
	return pg
}

// restoreReview makes a review of the game from the evaluations kept in its comments, if it has
// any; the comments keep only their other words.
func (r *reviewer) restoreReview() {
	r.reset()
	tree := r.host.shown().tree
	g, nodes := tree.MainLine()
	evals := make([]PositionEval, g.Len()+1)
	found := false
	for i := range evals {
		p := g.PositionAt(i)
		ev, rest, ok := core.ReadEval(nodes[i].Comment(), &p)
		if !ok {
			continue
		}
		found = true
		nodes[i].SetComment(rest)
		if !p.HasLegalMove() {
			// Mated or stalemated: the side to move has lost, whatever the comment says ([%eval]
			// has no "mated now", and earlier versions wrote 0.00 here, which made the mating move
			// a blunder when the review was read back).
			evals[i] = positionEval(&p, -ai.Mate, core.NoMove, 0)
			continue
		}
		red := ai.Score(ev.Centipawns)
		if ev.Mate != 0 {
			red = ai.MateScore(ev.Mate)
		}
		stm := red
		if p.SideToMove() == core.Black {
			stm = -red
		}
		evals[i] = positionEval(&p, stm, ev.Best, ev.Depth)
	}
	if !found {
		return
	}
	r.tree, r.game, r.moves, r.evals = tree, g, g.Moves(), evals
	r.next = len(evals)
}

// ---- the Controller's side of reviewHost ----

// reviewChanged tells the window the review has news.
func (c *Controller) reviewChanged() {
	c.updateLeftMasters()
	if c.OnReview != nil {
		c.OnReview()
	}
}
