package ui

import (
	"context"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/training"
)

// The review feeds the training deck: when a review of a game played here ends, the player's
// mistakes and blunders become puzzles, kept with the game; with "Review finished games
// automatically" on, every finished game is reviewed at the quick budget as it ends.

// autoReviewFinished starts the quick review of a game that has just ended here, if the user asked
// for it.
func (c *Controller) autoReviewFinished() {
	if !c.AutoReview() || !c.h.live || c.pz != nil || c.settings.Mode == Demo || c.reviewer.running {
		return
	}
	c.ReviewGame(ReviewQuick)
}

// trainingPlayers are the sides whose mistakes become puzzles: the user's in a game against the
// computer, both in a game of two players, none in a demonstration; in a game opened from a file or
// the library, the side whose player's name is the user's (a game they played here before), none in
// someone else's.
func (c *Controller) trainingPlayers() (players [2]bool) {
	if !c.h.live {
		you := strings.TrimSpace(c.PlayerName())
		if you == "" {
			return players
		}
		tags := c.GameTags()
		for side, tag := range [2]string{core.Red: "Red", core.Black: "Black"} {
			if name, _ := tags.Get(tag); strings.TrimSpace(name) == you {
				players[side] = true
			}
		}
		return players
	}
	switch c.settings.Mode {
	case PlayRed, PlayBlack:
		players[c.humanSide()] = true
	case TwoPlayers:
		players = [2]bool{true, true}
	}
	return players
}

// reviewToTraining adds the mistakes of the review just finished to the training deck, in the
// background.
func (c *Controller) reviewToTraining() {
	r := c.reviewer
	if c.opts.LibraryPath == "" || r.tree != c.h.tree || r.game == nil || c.pz != nil {
		return
	}
	players := c.trainingPlayers()
	if !players[0] && !players[1] {
		return
	}
	evals := make([]training.Eval, len(r.evals))
	for i, e := range r.evals {
		evals[i] = training.Eval{Done: e.Done, Expected: e.Expected, Best: e.Best}
	}
	cards := training.Mistakes(r.game, evals, players)
	if len(cards) == 0 {
		return
	}
	pg := c.h.tree.PGN()
	pg.Tags = c.GameTags()
	pg.Game = r.game.Clone()
	title := gameTitle(pg)
	now := c.now()
	c.useLibrary(func(lib *library.Library) {
		if _, err := lib.AddMistakes(context.Background(), pg, title, cards, now); err != nil {
			c.opts.Do(func() { c.reportError(err) })
		}
	})
}

// gameTitle names a game by its players and date ("Red – Black, 2026.12.06").
func gameTitle(pg *core.PGNGame) string {
	get := func(name string) string {
		v, _ := pg.Tags.Get(name)
		if v = strings.TrimSpace(v); v == "?" {
			return ""
		}
		return v
	}
	parts := []string{}
	if red, black := get("Red"), get("Black"); red != "" || black != "" {
		parts = append(parts, red+" – "+black)
	}
	if d := get("Date"); d != "" {
		d, _ = library.GameDate(get("Event"), d)
		parts = append(parts, d)
	}
	return strings.Join(parts, ", ")
}
