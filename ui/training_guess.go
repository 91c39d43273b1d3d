package ui

import (
	"bytes"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/training"
)

// Guess the move: a master game of the collection shipped with Chuhe, the player guessing the
// winner's moves (Red's in a draw); each guess scores against the master's move and, when it
// differs, the engine's view of the two (training.GuessPoints).

// guessMinPlies is the shortest game served: long enough to be a game.
const guessMinPlies = 40

// guessGame is the game being guessed through.
type guessGame struct {
	pg    *core.PGNGame
	side  core.Color
	ply   int // the next move of the game to play or guess
	score training.GuessScore
	title string
}

// nextGuess picks a master game of the collection at random (Options.MasterGames, read in the
// background) and sets it up at the player's first move.
func (t *Trainer) nextGuess(seq int) {
	pick := t.rng.Uint64()
	pack := t.masterGames
	go func() {
		var pg *core.PGNGame
		var err error
		if data := pack(); len(data) > 0 {
			pg, err = library.ReadPackGameWhere(bytes.NewReader(data), pick, func(_ core.PGNTags, _ core.Outcome, plies int) bool {
				return plies >= guessMinPlies
			})
		}
		t.back(seq, func() {
			t.busy = false
			if err != nil {
				t.report(err)
				return
			}
			if pg == nil {
				t.empty = true
				t.prompt = lang.L("There is no master game to guess through.")
				return
			}
			side := core.Red
			if pg.Game.Result().Outcome == core.BlackWins {
				side = core.Black
			}
			red, _ := pg.Tags.Get("Red")
			black, _ := pg.Tags.Get("Black")
			title := red + " – " + black
			event, _ := pg.Tags.Get("Event")
			if event != "" {
				title += ", " + event
			}
			if raw, _ := pg.Tags.Get("Date"); raw != "" {
				if date, year := library.GameDate(event, raw); year != 0 { // "1955-07-27", whatever the file wrote
					title += ", " + date
				}
			}
			t.guess = &guessGame{pg: pg, side: side, title: title}
			t.pos = pg.Game.Start()
			t.guessAdvance()
		})
	}()
}

// guessAdvance plays the master's moves until it is the player's turn, or the game ends.
func (t *Trainer) guessAdvance() {
	gg := t.guess
	for gg.ply < gg.pg.Game.Len() && t.pos.SideToMove() != gg.side {
		t.last = gg.pg.Game.Move(gg.ply)
		gg.ply++
		t.pos = gg.pg.Game.PositionAt(gg.ply)
	}
	who := lang.L("You play Red.")
	if gg.side == core.Black {
		who = lang.L("You play Black.")
	}
	if gg.ply >= gg.pg.Game.Len() {
		t.over, t.solved = true, true
		t.prompt = strings.Join([]string{gg.title, lang.L("The game is over.")}, "\n")
		t.verdict = fmt.Sprintf(lang.X("training.guess.final", "Your score: %d%%, %d of %d moves as the master played."),
			gg.score.Percent(), gg.score.Matched, gg.score.Moves)
		return
	}
	t.prompt = gg.title + "\n" + who + " " + fmt.Sprintf(lang.X("training.guess.prompt", "Guess move %d."), gg.ply/2+1)
	t.progress = fmt.Sprintf(lang.X("training.guess.progress", "Score %d%% · %d of %d moves as the master played"),
		gg.score.Percent(), gg.score.Matched, gg.score.Moves)
}

// guessMove scores the player's guess m, then plays the master's move and the reply.
func (t *Trainer) guessMove(m core.Move) {
	gg := t.guess
	master := gg.pg.Game.Move(gg.ply)
	pos := t.pos
	finish := func(loss int) {
		pts := gg.score.Add(m == master, loss)
		guess := core.FormatMove(&pos, m, t.c.Settings().Notation)
		played := core.FormatMove(&pos, master, t.c.Settings().Notation)
		if m == master {
			t.verdict = fmt.Sprintf(lang.X("training.guess.match", "%s, as the master played: %d points."), guess, pts)
		} else {
			t.verdict = fmt.Sprintf(lang.X("training.guess.other", "You played %s, the master %s: %d points."), guess, played, pts)
		}
		t.answer = master
		gg.ply++
		t.last = master
		t.pos = gg.pg.Game.PositionAt(gg.ply)
		t.guessAdvance()
	}
	if m == master {
		finish(0)
		t.changed()
		return
	}
	t.busy = true
	t.changed()
	seq := t.seq
	t.evaluate(pos, []core.Move{m, master}, func(exp []int) {
		t.back(seq, func() {
			t.busy = false
			finish(exp[1] - exp[0])
		})
	})
}
