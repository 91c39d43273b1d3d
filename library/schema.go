package library

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations[i] brings a database of version i (PRAGMA user_version) to version i+1. A version is
// never edited once released: a schema change is a new entry at the end.
var migrations = [...]string{
	// 1: games, their collections and the position index.
	`CREATE TABLE collections (
		id   INTEGER PRIMARY KEY,
		name TEXT NOT NULL UNIQUE
	);
	CREATE TABLE games (
		id      INTEGER PRIMARY KEY,
		coll    INTEGER NOT NULL REFERENCES collections(id),
		hash    INTEGER NOT NULL UNIQUE, -- start position and moves: duplicates share it
		red     TEXT NOT NULL DEFAULT '',
		black   TEXT NOT NULL DEFAULT '',
		event   TEXT NOT NULL DEFAULT '',
		site    TEXT NOT NULL DEFAULT '',
		date    TEXT NOT NULL DEFAULT '',
		year    INTEGER,                 -- from date; NULL when unknown
		result  INTEGER NOT NULL,        -- core.Outcome
		ecco    TEXT NOT NULL DEFAULT '',
		opening TEXT NOT NULL DEFAULT '',
		fen     TEXT NOT NULL DEFAULT '', -- start position; '' for the standard one
		moves   BLOB NOT NULL,           -- two bytes a move: from and to as file+9*rank
		plies   INTEGER NOT NULL,
		tags    TEXT NOT NULL,           -- every tag of the header: name TAB value LF
		pgn     TEXT,                    -- the whole game as PGN when it has comments or variations
		source  TEXT NOT NULL DEFAULT '' -- the file it came from
	);
	CREATE INDEX games_red ON games(red);
	CREATE INDEX games_black ON games(black);
	CREATE INDEX games_event ON games(event);
	CREATE INDEX games_ecco ON games(ecco);
	CREATE INDEX games_year ON games(year);
	-- key is the Zobrist key of the position before the game's ply-th move (after the last move
	-- for ply = plies), move the move played there (0 after the last).
	CREATE TABLE positions (
		key  INTEGER NOT NULL,
		game INTEGER NOT NULL,
		ply  INTEGER NOT NULL,
		move INTEGER NOT NULL,
		PRIMARY KEY (key, game, ply)
	) WITHOUT ROWID;`,

	// 2: the explorer's counts, kept per position, collection and move so that a position with
	// thousands of games answers in a few rows. Each game counts once per position and move. A
	// position has rows, complete for every collection, once two games played from it; one game's
	// position has none (Explore reads the index): see sharedPositions. Counting every position, as
	// this migration does, keeps that rule.
	`CREATE TABLE moves (
		key   INTEGER NOT NULL,
		coll  INTEGER NOT NULL,
		move  INTEGER NOT NULL,
		red   INTEGER NOT NULL, -- games Red won
		draw  INTEGER NOT NULL,
		black INTEGER NOT NULL, -- games Black won
		other INTEGER NOT NULL, -- games without a result
		ymin  INTEGER,
		ymax  INTEGER,
		PRIMARY KEY (key, coll, move)
	) WITHOUT ROWID;
	INSERT INTO moves
		SELECT key, coll, move, sum(result = 1), sum(result = 3), sum(result = 2), sum(result = 0), min(year), max(year)
		FROM (SELECT DISTINCT p.key, g.coll, p.move, g.id, g.result, g.year
		      FROM positions p JOIN games g ON g.id = p.game WHERE p.move != 0)
		GROUP BY key, coll, move;`,

	// 3: facts about the library itself, such as which master pack it holds.
	`CREATE TABLE meta (
		name  TEXT PRIMARY KEY,
		value TEXT NOT NULL
	);`,

	// 4: every player's number of games, kept by triggers, so that any collection can be listed
	// best-known players first (ByFame, chuhe-library find -order fame): the masters everyone
	// knows are the ones with hundreds of recorded games. (The explorer needs no sorting: the
	// master pack is written in that order.) A nameless side is not a player.
	`CREATE TABLE players (
		name  TEXT PRIMARY KEY,
		games INTEGER NOT NULL
	) WITHOUT ROWID;
	INSERT INTO players SELECT name, count(*) FROM
		(SELECT red AS name FROM games UNION ALL SELECT black FROM games) WHERE name != '' GROUP BY name;
	CREATE TRIGGER players_add AFTER INSERT ON games BEGIN
		INSERT INTO players SELECT new.red, 1 WHERE new.red != ''
			ON CONFLICT(name) DO UPDATE SET games = games + 1;
		INSERT INTO players SELECT new.black, 1 WHERE new.black != ''
			ON CONFLICT(name) DO UPDATE SET games = games + 1;
	END;
	CREATE TRIGGER players_remove AFTER DELETE ON games BEGIN
		UPDATE players SET games = games - 1 WHERE name IN (old.red, old.black);
		DELETE FROM players WHERE games <= 0;
	END;`,

	// 5: the training deck: games whose mistakes became puzzles, the puzzles (cards) with their
	// spaced-repetition memory, and every attempt at a puzzle. Times are Unix seconds.
	`CREATE TABLE training_games (
		id    INTEGER PRIMARY KEY,
		hash  INTEGER NOT NULL UNIQUE, -- DuplicateKey of the game: a game reviewed twice is kept once
		title TEXT NOT NULL DEFAULT '',
		pgn   TEXT NOT NULL,
		added INTEGER NOT NULL
	);
	CREATE TABLE cards (
		id         INTEGER PRIMARY KEY,
		kind       INTEGER NOT NULL,        -- CardKind
		ref        TEXT NOT NULL UNIQUE,    -- the puzzle's name: game id and ply, or a master puzzle's id
		fen        TEXT NOT NULL,           -- the position to find a move in
		played     TEXT NOT NULL DEFAULT '', -- the move the player made there (a mistake's)
		best       TEXT NOT NULL,           -- the good answers, coordinates separated by spaces
		class      INTEGER NOT NULL DEFAULT 0, -- the mistake's class (inaccuracy, mistake, blunder)
		loss       INTEGER NOT NULL DEFAULT 0, -- the expected score the mistake gave away, permille
		game       INTEGER REFERENCES training_games(id),
		ply        INTEGER NOT NULL DEFAULT 0,
		state      INTEGER NOT NULL DEFAULT 0, -- srs.State
		stability  REAL NOT NULL DEFAULT 0,
		difficulty REAL NOT NULL DEFAULT 0,
		due        INTEGER NOT NULL,
		last       INTEGER NOT NULL DEFAULT 0,
		reps       INTEGER NOT NULL DEFAULT 0,
		lapses     INTEGER NOT NULL DEFAULT 0,
		added      INTEGER NOT NULL
	);
	CREATE INDEX cards_due ON cards(kind, due);
	CREATE TABLE attempts (
		id     INTEGER PRIMARY KEY,
		ref    TEXT NOT NULL,    -- the puzzle's ref (cards.ref, or a master puzzle never carded)
		kind   INTEGER NOT NULL,
		at     INTEGER NOT NULL,
		grade  INTEGER NOT NULL, -- srs.Grade
		solved INTEGER NOT NULL
	);
	CREATE INDEX attempts_at ON attempts(kind, at);
	CREATE INDEX attempts_ref ON attempts(ref);`,

	// 6: the player's games against Chuhe's levels, each with the player's rating after it, so that
	// the rating's history, the results by level, colour and opening and the streaks are kept.
	`CREATE TABLE player_games (
		id           INTEGER PRIMARY KEY,
		played       INTEGER NOT NULL,            -- when the game ended, Unix seconds (UTC)
		level        INTEGER NOT NULL,            -- the opponent's level on the ladder
		level_rating INTEGER NOT NULL,            -- that level's rating when the game was played
		adaptive     INTEGER NOT NULL DEFAULT 0,  -- 1: the Adaptive opponent chose the level
		color        INTEGER NOT NULL,            -- the player's colour: core.Color
		score        REAL NOT NULL,               -- the player's score: 1, 0.5 or 0
		opening      TEXT NOT NULL DEFAULT '',    -- ECCO code and name
		plies        INTEGER NOT NULL,
		rating       REAL NOT NULL,               -- the player's rating after the game (Glicko-2)
		rd           REAL NOT NULL,
		vol          REAL NOT NULL
	);
	CREATE INDEX player_games_played ON player_games(played);`,

	// 7: the ladder grew from 20 levels to 26 (rungs between the depth-limited levels and the full
	// engine); the full engine, level 20 before (rated 3300), is level 26 now, and level 20 a
	// 200 000-node search rated below 3000. Games against the old full engine keep their opponent.
	`UPDATE player_games SET level = 26 WHERE level = 20 AND level_rating >= 3100;`,

	// 8: the ladder grew from 26 levels to 28 (two rungs of 2 500 000 and 5 000 000 nodes below the
	// full engine); the full engine, level 26 before, is level 28 now.
	`UPDATE player_games SET level = 28 WHERE level = 26;`,

	// 9: dates in one form. The games' dates were stored as their files wrote them ("２００１年",
	// "9/14/1977", "2013-04-18 09:30"), and a year was read only from a date that began with one;
	// now every date is read as NormalDate reads it and stored year-month-day, and the explorer's
	// years follow. Done in Go (redate): SQL cannot read those dates.
	`-- redate`,

	// 10: the ladder went from 28 levels to 27: its rung of 5 000 000 nodes, level 27, was too near
	// the full engine (level 28) for a step of the ladder, and was taken away; the full engine is
	// level 27 now, and games against the old level 27 count as against it, the level nearest.
	`UPDATE player_games SET level = 27 WHERE level IN (27, 28);`,

	// 11: dates of 1905 that are years a spreadsheet took for day numbers ("1905-6-19" for 1997,
	// NormalDate), and the master games' mistyped dates (1933, 1193 and 1994 for 1993, 1882 for 1982:
	// GameDate), are stored as the years they are, and the explorer's years follow (redate again).
	`-- redate`,

	// 12: the ladder went from 27 levels to 26: its rung of 2 500 000 nodes, level 26, was too near
	// the full engine (level 27) for a step of the ladder too, and was taken away; the full engine is
	// level 26 now, and games against the old level 26 count as against it, the level nearest. (A
	// game keeps the rating its level had when it was played.)
	`UPDATE player_games SET level = 26 WHERE level IN (26, 27);`,

	// 13: a date with a separator typed twice ("1993..4.27", "2004.12..1", "1-27--83") is read
	// whole, not as its year alone or no date (NormalDate), and the explorer's years follow
	// (redate again).
	`-- redate`,
}

// goMigration gives the Go function that brings a database of version v to v+1, for the steps
// SQL cannot do; nil for the others.
func goMigration(v int) func(ctx context.Context, conn *sql.Conn) error {
	if v == 8 || v == 10 || v == 12 {
		return redate
	}
	return nil
}

// schemaVersion is the version this package writes.
const schemaVersion = len(migrations)

// migrate brings db to schemaVersion, one transaction per version so that a kill between two
// leaves a database of the earlier version, which the next Open continues from. Each step takes the
// write lock first (BEGIN IMMEDIATE) and reads the version again under it, so that two connections
// opening a new or older library at once (the window's and the trainer's) do not both run a step:
// the second waits (busy_timeout) and finds it done.
func migrate(ctx context.Context, db *sql.DB, upTo int) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	version := func() (int, error) {
		var v int
		err := conn.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v)
		return v, err
	}
	v, err := version()
	if err != nil {
		return err
	}
	if v > len(migrations) {
		return fmt.Errorf("library: database version %d is newer than this program's %d", v, len(migrations))
	}
	for v < upTo {
		if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
			return err
		}
		step := func() error {
			now, err := version()
			if err != nil || now != v {
				v = now // another connection migrated meanwhile
				return err
			}
			run := goMigration(v)
			if run == nil {
				run = func(ctx context.Context, conn *sql.Conn) error {
					_, err := conn.ExecContext(ctx, migrations[v])
					return err
				}
			}
			if err := run(ctx, conn); err != nil {
				return fmt.Errorf("library: migrating to version %d: %w", v+1, err)
			}
			if _, err := conn.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
				return err
			}
			v++
			return nil
		}
		if err := step(); err != nil {
			conn.ExecContext(ctx, "ROLLBACK")
			return err
		}
		if _, err := conn.ExecContext(ctx, "COMMIT"); err != nil {
			conn.ExecContext(ctx, "ROLLBACK")
			return err
		}
	}
	return nil
}
