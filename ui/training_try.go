package ui

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/rating"
	"github.com/chuhe-xq/chuhe/srs"
)

// The trainer's answers: a move tried is judged (against the puzzle's answer and the engine's view
// of the others), the answer shown, and the game a puzzle came from opened.

// setPosition shows the puzzle's position.
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
		t.verdict = fmt.Sprintf(lang.X("training.miss", "%s is not it. Try again."), core.FormatMove(&t.pos, m, t.c.Settings().Notation))
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
			core.FormatMove(&t.pos, t.answer, t.c.Settings().Notation))
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
	now := t.now()
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
	if t.libraryPath == "" {
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
			t.do(func() { t.report(err) })
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
		t.do(func() {
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
		t.eng = t.newEngine()
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
