package ui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/rating"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/srs"
	"github.com/chuhe-xq/chuhe/training"
)

// Training (the Training menu): puzzles from the player's own mistakes, served again by spaced
// repetition (package srs, the deck in the library); master positions confirmed by the engine,
// served near the player's puzzle rating (Glicko-2); and Guess the move through a master game. The
// trainer has a board of its own, so the game in the main window stays as it was.

// TrainingMode is what the trainer serves.
type TrainingMode int

const (
	// TrainMistakes serves the player's own mistakes that are due.
	TrainMistakes TrainingMode = iota
	// TrainMasters serves master positions near the player's puzzle rating.
	TrainMasters
	// TrainGuess plays through a master game, the player guessing one side's moves.
	TrainGuess
)

// trainJudgeTime is the engine's time to judge a move that is not the answer: a quick look, enough
// to tell a move as good as the engine's from a worse one.
const trainJudgeTime = 300 * time.Millisecond

// asGoodLoss is how much of the mover's expected score (permille) a move other than the engine's
// may give away next to it and still solve a mistake's puzzle.
const asGoodLoss = 30

// puzzleDeviation is the deviation of a master position's rating: the generator's estimate, not a
// rating measured by players.
const puzzleDeviation = 100

// TrainerView is what the training dialog shows.
type TrainerView struct {
	Mode TrainingMode
	// Busy says the trainer is loading a puzzle or the engine is judging a move.
	Busy bool
	// Empty says there is nothing to serve (no mistake due, every master position seen).
	Empty    bool
	Position core.Position
	LastMove core.Move
	// Flipped shows Black at the bottom: the player's side is Black.
	Flipped bool
	// Prompt says what to find; Verdict how the last try went.
	Prompt, Verdict string
	// Over says the puzzle is judged; Solved how.
	Over, Solved bool
	// Answer is drawn once the puzzle is over (core.NoMove before).
	Answer core.Move
	// Progress is the progress line: puzzles due, solved, the trend, the puzzle rating.
	Progress string
	// HasGame says the puzzle came from a game that OpenGame opens.
	HasGame bool
}

// Trainer serves training puzzles. Its methods run on the UI goroutine; background work (the
// library, the engine) reports back through the controller's Do.
type Trainer struct {
	c     *Controller
	mode  TrainingMode
	sched *srs.Scheduler
	rng   *rand.Rand
	eng   Engine
	ctx   context.Context
	stop  context.CancelFunc
	seq   int // counts the puzzles served, so that a late answer for an earlier one is dropped

	masters []training.MasterPuzzle
	rating  rating.Rating

	pos      core.Position
	side     core.Color // the solver's side, at the bottom of the board
	last     core.Move
	answers  []core.Move
	card     *library.Card
	master   *training.MasterPuzzle
	tries    int
	over     bool
	solved   bool
	busy     bool
	empty    bool
	prompt   string
	verdict  string
	answer   core.Move
	progress string

	guess *guessGame
	// saved is closed once the last attempt is stored: the next puzzle is chosen after it.
	saved chan struct{}
	// The trainer's own connection to the library, so that it need not wait for the library's
	// first build of the master collection: ready is closed once lib (or libErr) is set, work counts
	// what uses it.
	ready  chan struct{}
	lib    *library.Library
	libErr error
	work   sync.WaitGroup

	// OnChange is called after every change the dialog should show.
	OnChange func()
}

// NewTrainer returns a trainer for the controller's library and engine.
func (c *Controller) NewTrainer() *Trainer {
	ctx, stop := context.WithCancel(context.Background())
	return &Trainer{c: c, sched: srs.NewScheduler(), rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 54)),
		ctx: ctx, stop: stop, rating: rating.New(), answer: core.NoMove, last: core.NoMove}
}

// Close stops the trainer's background work and closes its connection to the library once the
// work in flight (an attempt being stored) is done.
func (t *Trainer) Close() {
	t.stop()
	if t.ready == nil {
		return
	}
	ready := t.ready
	go func() {
		<-ready
		t.work.Wait()
		if t.lib != nil {
			t.lib.Close()
		}
	}()
}

// useLibrary runs fn in the background with the trainer's connection to the library, opened on
// first use, after the work started before it; an error opening the library is reported.
func (t *Trainer) useLibrary(fn func(lib *library.Library)) {
	if t.c.opts.LibraryPath == "" {
		return
	}
	if t.ready == nil {
		ready, path := make(chan struct{}), t.c.opts.LibraryPath
		t.ready = ready
		go func() {
			defer close(ready)
			lib, err := library.Open(path)
			var damaged *library.DamagedError
			if errors.As(err, &damaged) && lib != nil {
				// The damaged file was kept aside and a new library made: say so, and go on.
				t.c.opts.Do(func() { t.c.reportError(damaged) })
				err = nil
			}
			t.lib, t.libErr = lib, err
		}()
	}
	ready := t.ready
	t.work.Add(1)
	go func() {
		defer t.work.Done()
		<-ready
		if t.libErr != nil {
			t.c.opts.Do(func() {
				t.c.reportError(t.libErr)
				t.busy = false // nothing comes: the dialog must not wait
				t.changed()
			})
			return
		}
		fn(t.lib)
	}()
}

// View returns what the dialog shows.
func (t *Trainer) View() TrainerView {
	v := TrainerView{Mode: t.mode, Busy: t.busy, Empty: t.empty, Position: t.pos, LastMove: t.last,
		Flipped: t.side == core.Black, Prompt: t.prompt, Verdict: t.verdict, Over: t.over,
		Solved: t.solved, Answer: core.NoMove, Progress: t.progress, HasGame: t.card != nil && t.card.GameID != 0}
	if t.guess != nil {
		v.Flipped = t.guess.side == core.Black
	}
	if t.over {
		v.Answer = t.answer
	}
	return v
}

func (t *Trainer) changed() {
	if t.OnChange != nil {
		t.OnChange()
	}
}

// Start begins serving mode's puzzles.
func (t *Trainer) Start(mode TrainingMode) {
	t.mode = mode
	t.guess = nil
	t.Next()
}

// Next serves the next puzzle (in Guess the move, a new game).
func (t *Trainer) Next() {
	t.seq++
	t.card, t.master, t.answers = nil, nil, nil
	t.tries, t.over, t.solved, t.empty = 0, false, false, false
	t.prompt, t.verdict, t.answer, t.last = "", "", core.NoMove, core.NoMove
	t.busy = true
	t.changed()
	seq := t.seq
	switch t.mode {
	case TrainMistakes:
		t.nextMistake(seq)
	case TrainMasters:
		t.nextMaster(seq)
	case TrainGuess:
		t.nextGuess(seq)
	}
}

// withLibrary runs fn with the library in the background; without a library it says so.
func (t *Trainer) withLibrary(seq int, fn func(lib *library.Library)) {
	if t.c.opts.LibraryPath == "" {
		t.busy, t.empty = false, true
		t.prompt = lang.L("Training needs the game library, which this run of Chuhe does not keep.")
		t.changed()
		return
	}
	saved := t.saved
	t.useLibrary(func(lib *library.Library) {
		if saved != nil {
			<-saved
		}
		fn(lib)
	})
}

// back runs fn on the UI goroutine if the puzzle seq is still the one served.
func (t *Trainer) back(seq int, fn func()) {
	t.c.opts.Do(func() {
		if seq == t.seq && t.ctx.Err() == nil {
			fn()
			t.changed()
		}
	})
}

// nextMistake serves the longest overdue of the player's mistakes.
func (t *Trainer) nextMistake(seq int) {
	now := t.c.now()
	t.withLibrary(seq, func(lib *library.Library) {
		cards, err := lib.DueCards(t.ctx, library.MistakeCard, now, 1)
		stats, err2 := lib.DeckStats(t.ctx, library.MistakeCard, now)
		var title string
		if err == nil && len(cards) == 1 && cards[0].GameID != 0 {
			if g, err := lib.TrainingGameByID(t.ctx, cards[0].GameID); err == nil {
				title = g.Title
			}
		}
		t.back(seq, func() {
			t.busy = false
			if err == nil {
				err = err2
			}
			if err != nil {
				t.c.reportError(err)
				return
			}
			t.progress = deckProgress(stats)
			if len(cards) == 0 {
				t.empty = true
				t.prompt = lang.L("No mistake is due. Reviewed games add theirs; missed puzzles come back sooner.")
				return
			}
			c := cards[0]
			if err := t.setPosition(c.FEN); err != nil {
				t.c.reportError(err)
				return
			}
			t.card, t.answers = &c, c.Best
			played := core.FormatMove(&t.pos, c.Played, t.c.settings.Notation)
			t.prompt = fmt.Sprintf(lang.X("training.mistake.prompt", "You played %s here. Find the better move."), played)
			if title != "" {
				t.prompt += "\n" + fmt.Sprintf(lang.X("training.mistake.from", "From %s, move %d."), title, c.Ply/2+1)
			}
		})
	})
}

// nextMaster serves a due master position missed before, or else one near the player's rating
// not seen yet.
func (t *Trainer) nextMaster(seq int) {
	now := t.c.now()
	loaded := t.masters
	t.withLibrary(seq, func(lib *library.Library) {
		pzs := loaded
		var err error
		if pzs == nil {
			pzs, err = training.ParseMasterPuzzles(strings.NewReader(resources.MasterPuzzles()))
		}
		var due []library.Card
		var seen map[string]bool
		var r [3]float64
		var rated bool
		if err == nil {
			due, err = lib.DueCards(t.ctx, library.MasterCard, now, 1)
		}
		if err == nil {
			seen, err = lib.Attempted(t.ctx, library.MasterCard)
		}
		if err == nil {
			r, rated, err = lib.PuzzleRating(t.ctx)
		}
		t.back(seq, func() {
			t.busy = false
			if err != nil {
				t.c.reportError(err)
				return
			}
			t.masters = pzs
			if rated {
				if pr := (rating.Rating{R: r[0], RD: r[1], Vol: r[2]}); pr.Validate() == nil {
					t.rating = pr
				}
			}
			t.progress = fmt.Sprintf(lang.X("training.master.progress", "Puzzle rating %s · %d of %d positions tried"),
				t.rating.String(), len(seen), len(pzs))
			var pz *training.MasterPuzzle
			if len(due) == 1 {
				c := due[0]
				t.card = &c
				for i := range pzs {
					if pzs[i].ID == c.Ref {
						pz = &pzs[i]
					}
				}
			}
			if pz == nil {
				t.card = nil
				i := training.Near(pzs, t.rating.R, func(p *training.MasterPuzzle) bool { return seen[p.ID] }, t.rng)
				if i < 0 {
					t.empty = true
					t.prompt = lang.L("You have tried every master position.")
					return
				}
				pz = &pzs[i]
			}
			if err := t.setPosition(pz.FEN); err != nil {
				t.c.reportError(err)
				return
			}
			t.master, t.answers = pz, []core.Move{pz.Answer()}
			t.prompt = masterPrompt(pz, t.pos.SideToMove())
		})
	})
}

// masterPrompt says whose move it is, the puzzle's kind and rating, and where it comes from.
func masterPrompt(pz *training.MasterPuzzle, side core.Color) string {
	who := lang.L("Red to move: find the best move.")
	if side == core.Black {
		who = lang.L("Black to move: find the best move.")
	}
	kind := map[training.Kind]string{training.Middlegame: lang.L("Middlegame"), training.Tactic: lang.L("Tactic"),
		training.Endgame: lang.L("Endgame")}[pz.Kind]
	s := fmt.Sprintf("%s\n%s · %d", who, kind, pz.Rating)
	if pz.Source != "" {
		s += "\n" + pz.Source
	}
	return s
}

// themeText names a theme in the interface's language.
func themeText(th training.Theme) string {
	switch th {
	case training.ThemeMate:
		return lang.L("mate")
	case training.ThemeFork:
		return lang.L("fork")
	case training.ThemePin:
		return lang.L("pin")
	case training.ThemeDiscovered:
		return lang.L("discovered attack")
	case training.ThemeCannonScreen:
		return lang.L("cannon screen")
	case training.ThemeEndgame:
		return lang.L("endgame technique")
	}
	return string(th)
}

// deckProgress is the progress line of the mistakes' deck.
func deckProgress(s library.DeckStats) string {
	line := fmt.Sprintf(lang.X("training.deck.progress", "%d due of %d puzzles · %d of %d tries solved"),
		s.Due, s.Cards, s.Solved, s.Attempts)
	if trend := deckTrend(s.Days); trend != "" {
		line += " · " + trend
	}
	return line
}

// deckTrend compares the share solved in the last week with the week before ("" without both).
func deckTrend(days []library.DayStat) string {
	if len(days) == 0 {
		return ""
	}
	split := days[len(days)-1].Day.AddDate(0, 0, -6)
	var a, b [2]int // attempts, solved: the week before, the last week
	for _, d := range days {
		w := &a
		if !d.Day.Before(split) {
			w = &b
		}
		w[0] += d.Attempts
		w[1] += d.Solved
	}
	if b[0] == 0 {
		return ""
	}
	now := b[1] * 100 / b[0]
	if a[0] == 0 {
		return fmt.Sprintf(lang.X("training.trend.week", "this week %d%% solved"), now)
	}
	before := a[1] * 100 / a[0]
	return fmt.Sprintf(lang.X("training.trend", "this week %d%% solved (the week before %d%%)"), now, before)
}

func (t *Trainer) setPosition(fen string) error {
	p, err := core.ParseFEN(fen)
	if err != nil {
		return err
	}
	t.pos = *p
	t.side = p.SideToMove()
	return nil
}

// Try is the player's move m in the puzzle shown.
func (t *Trainer) Try(m core.Move) {
	if t.busy || t.over || t.empty || !t.pos.IsLegalMove(m) {
		return
	}
	if t.guess != nil {
		t.guessMove(m)
		return
	}
	if slices.Contains(t.answers, m) {
		t.judged(m, true)
		return
	}
	if t.master != nil {
		// The engine confirmed the master position's answer as the only good one.
		t.missed(m)
		return
	}
	// A mistake's puzzle names the engine's move; another as good solves it too.
	t.busy = true
	t.changed()
	seq := t.seq
	pos, best := t.pos, t.answers[0]
	t.evaluate(pos, []core.Move{m, best}, func(exp []int) {
		t.back(seq, func() {
			t.busy = false
			if exp[1]-exp[0] <= asGoodLoss {
				t.judged(m, true)
				t.verdict = lang.L("As good as the engine's move. Solved.")
				return
			}
			t.missed(m)
		})
	})
}

// missed counts a wrong try: the first lets the player try again, the second ends the puzzle.
func (t *Trainer) missed(m core.Move) {
	t.tries++
	if t.tries < 2 {
		t.verdict = fmt.Sprintf(lang.X("training.miss", "%s is not it. Try again."), core.FormatMove(&t.pos, m, t.c.settings.Notation))
		t.changed()
		return
	}
	t.judged(m, false)
}

// judged ends the puzzle and stores the attempt: the card's new memory, the rating.
func (t *Trainer) judged(m core.Move, solved bool) {
	t.over, t.solved = true, solved
	t.answer = t.answers[0]
	grade := srs.Again
	switch {
	case solved && t.tries == 0:
		grade = srs.Good
		t.verdict = lang.L("Solved!")
	case solved:
		grade = srs.Hard
		t.verdict = lang.L("Solved at the second try.")
	default:
		t.verdict = fmt.Sprintf(lang.X("training.failed", "Not solved. The answer is %s."),
			core.FormatMove(&t.pos, t.answer, t.c.settings.Notation))
	}
	if t.master != nil && len(t.master.Themes) > 0 {
		names := make([]string, len(t.master.Themes))
		for i, th := range t.master.Themes {
			names[i] = themeText(th)
		}
		themes := fmt.Sprintf(lang.X("training.themes", "Theme: %s"), strings.Join(names, ", "))
		t.verdict = strings.Join([]string{t.verdict, themes}, "\n")
	}
	if solved {
		// The board shows the move played; the answer's arrow is for a puzzle not solved.
		t.pos.MakeMove(m)
		t.last, t.answer = m, core.NoMove
	}
	now := t.c.now()
	a := library.Attempt{At: now, Grade: grade, Solved: solved, Kind: library.MistakeCard}
	var add *library.Card
	if t.card != nil {
		a.Ref, a.Kind, a.Card = t.card.Ref, t.card.Kind, t.card.ID
		a.Memory = t.sched.Next(t.card.Memory, grade, now)
	}
	if t.master != nil {
		a.Ref, a.Kind = t.master.ID, library.MasterCard
		score := 0.0
		if solved {
			score = 1
		}
		opp := rating.Rating{R: float64(t.master.Rating), RD: puzzleDeviation, Vol: rating.DefaultVolatility}
		if r, err := rating.Update(t.rating, []rating.Result{{Opponent: opp, Score: score}}, 0); err == nil {
			t.rating = r
			a.Rating = &[3]float64{r.R, r.RD, r.Vol}
			t.progress = fmt.Sprintf(lang.X("training.master.rating", "Puzzle rating %s"), r.String())
		}
		if !solved && t.card == nil {
			// A master position missed joins the deck, to come back by spaced repetition.
			add = &library.Card{Kind: library.MasterCard, Ref: t.master.ID, FEN: t.master.FEN, Best: t.answers}
		}
	}
	t.changed()
	// The attempt is stored even if the dialog closes meanwhile: it is a short write.
	if t.c.opts.LibraryPath == "" {
		return
	}
	prev, saved := t.saved, make(chan struct{})
	t.saved = saved
	t.useLibrary(func(lib *library.Library) {
		defer close(saved)
		if prev != nil {
			<-prev
		}
		ctx := context.Background()
		var err error
		if add != nil {
			if _, err = lib.AddCard(ctx, *add, now); err == nil {
				var c library.Card
				var ok bool
				if c, ok, err = lib.CardByRef(ctx, add.Ref); ok && err == nil {
					a.Card, a.Memory = c.ID, t.sched.Next(c.Memory, grade, now)
				}
			}
		}
		if err == nil {
			err = lib.RecordAttempt(ctx, a)
		}
		if err != nil {
			t.c.opts.Do(func() { t.c.reportError(err) })
		}
	})
}

// ShowAnswer gives the puzzle up.
func (t *Trainer) ShowAnswer() {
	if t.busy || t.over || t.empty || len(t.answers) == 0 {
		return
	}
	if t.guess != nil {
		return
	}
	t.tries = 2
	t.judged(core.NoMove, false)
}

// OpenGame opens the game a mistake came from in the main window, at the mistake.
func (t *Trainer) OpenGame(done func(error)) {
	if t.card == nil || t.card.GameID == 0 {
		return
	}
	id, ply := t.card.GameID, t.card.Ply
	t.useLibrary(func(lib *library.Library) {
		g, err := lib.TrainingGameByID(t.ctx, id)
		var pgs []*core.PGNGame
		if err == nil {
			pgs, err = core.ReadPGN(strings.NewReader(g.PGN))
		}
		t.c.opts.Do(func() {
			if err == nil && len(pgs) > 0 {
				t.c.LoadPGNGame(pgs[0])
				t.c.GoTo(ply)
			}
			if done != nil {
				done(err)
			}
		})
	})
}

// evaluate scores each of moves in pos by a short search restricted to it, and calls done (from the
// background) with each move's expected score for the mover, in permille.
func (t *Trainer) evaluate(pos core.Position, moves []core.Move, done func([]int)) {
	if t.eng == nil {
		t.eng = t.c.opts.NewEngine()
		t.eng.SetLevel(analysisLevel)
		if e, ok := t.eng.(multiPVThreader); ok {
			e.SetMultiPV(1)
			e.SetThreads(1)
		}
	}
	eng, ctx := t.eng, t.ctx
	go func() {
		out := make([]int, len(moves))
		g := core.NewGameFrom(&pos)
		for i, m := range moves {
			res := eng.Search(ctx, g, ai.Limits{MoveTime: trainJudgeTime, SearchMoves: []core.Move{m}}, nil)
			w, d, _ := res.Score.WDL(pos.FullmoveNumber() * 2)
			out[i] = w + d/2
		}
		done(out)
	}()
}
