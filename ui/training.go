package ui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"

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
	c *Controller
	// do, libraryPath, masterGames, newEngine, now and report are the controller's options and
	// ways, given at the start.
	do          func(func())
	libraryPath string
	masterGames func() []byte
	newEngine   func() Engine
	now         func() time.Time
	report      func(error)

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
	return &Trainer{c: c, do: c.opts.Do, libraryPath: c.opts.LibraryPath, masterGames: c.opts.MasterGames,
		newEngine: c.opts.NewEngine, now: c.now, report: c.reportError, sched: srs.NewScheduler(), rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 54)),
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
	if t.libraryPath == "" {
		return
	}
	if t.ready == nil {
		ready, path := make(chan struct{}), t.libraryPath
		t.ready = ready
		go func() {
			defer close(ready)
			lib, err := library.Open(path)
			var damaged *library.DamagedError
			if errors.As(err, &damaged) && lib != nil {
				// The damaged file was kept aside and a new library made: say so, and go on.
				t.do(func() { t.report(damaged) })
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
			t.do(func() {
				t.report(t.libErr)
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
	if t.libraryPath == "" {
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
	t.do(func() {
		if seq == t.seq && t.ctx.Err() == nil {
			fn()
			t.changed()
		}
	})
}

// nextMistake serves the longest overdue of the player's mistakes.
func (t *Trainer) nextMistake(seq int) {
	now := t.now()
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
				t.report(err)
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
				t.report(err)
				return
			}
			t.card, t.answers = &c, c.Best
			played := core.FormatMove(&t.pos, c.Played, t.c.Settings().Notation)
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
	now := t.now()
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
				t.report(err)
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
				t.report(err)
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
