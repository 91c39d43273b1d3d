package library

import (
	"context"
	"fmt"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// PlayerGame is a game the player finished against one of Chuhe's levels, with the player's
// rating after it.
type PlayerGame struct {
	ID          int64
	Played      time.Time  // when the game ended
	Level       int        // the opponent's level on the ladder (ai.Levels)
	LevelRating int        // the level's rating then
	Adaptive    bool       // the Adaptive opponent chose the level
	Color       core.Color // the player's colour
	Score       float64    // the player's score: 1 a win, 0.5 a draw, 0 a loss
	Opening     string     // ECCO code and name ("" when unknown)
	Plies       int
	// Rating, RD and Vol are the player's Glicko-2 rating after the game: the rating, its
	// deviation and the volatility.
	Rating, RD, Vol float64
}

// AddPlayerGame stores a finished game against a level and returns its id.
func (l *Library) AddPlayerGame(ctx context.Context, g PlayerGame) (int64, error) {
	if g.Level < 1 || g.Color != core.Red && g.Color != core.Black || g.Score != 0 && g.Score != 0.5 && g.Score != 1 {
		return 0, fmt.Errorf("library: a player's game needs a level, a colour and a score of 0, 0.5 or 1 (got level %d, colour %v, score %v)",
			g.Level, g.Color, g.Score)
	}
	l.write.Lock()
	defer l.write.Unlock()
	res, err := l.db.ExecContext(ctx, `INSERT INTO player_games
		(played, level, level_rating, adaptive, color, score, opening, plies, rating, rd, vol)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.Played.Unix(), g.Level, g.LevelRating, g.Adaptive, int(g.Color), g.Score, g.Opening, g.Plies, g.Rating, g.RD, g.Vol)
	if err != nil {
		return 0, fmt.Errorf("library: storing the player's game: %w", err)
	}
	return res.LastInsertId()
}

// PlayerGames returns the player's games against the levels, oldest first.
func (l *Library) PlayerGames(ctx context.Context) ([]PlayerGame, error) {
	rows, err := l.db.QueryContext(ctx, `SELECT id, played, level, level_rating, adaptive, color, score, opening, plies, rating, rd, vol
		FROM player_games ORDER BY played, id`)
	if err != nil {
		return nil, fmt.Errorf("library: reading the player's games: %w", err)
	}
	defer rows.Close()
	var out []PlayerGame
	for rows.Next() {
		var g PlayerGame
		var played int64
		var color int
		if err := rows.Scan(&g.ID, &played, &g.Level, &g.LevelRating, &g.Adaptive, &color, &g.Score, &g.Opening, &g.Plies,
			&g.Rating, &g.RD, &g.Vol); err != nil {
			return nil, fmt.Errorf("library: reading the player's games: %w", err)
		}
		g.Played, g.Color = time.Unix(played, 0).UTC(), core.Color(color)
		out = append(out, g)
	}
	return out, rows.Err()
}
