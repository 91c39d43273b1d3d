// The training deck: puzzles made from the player's mistakes (and master positions missed), their
// spaced-repetition memory and the attempts at them. Every change is one transaction, so that a kill
// leaves the deck as it was before the change or after it, never between.

package library

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/srs"
)

// CardKind is where a training card comes from.
type CardKind uint8

const (
	// MistakeCard: a mistake of the player's, from a reviewed game.
	MistakeCard CardKind = iota + 1
	// MasterCard: a master position the player missed.
	MasterCard
)

// Card is one puzzle of the training deck.
type Card struct {
	ID     int64
	Kind   CardKind
	Ref    string // unique: MistakeRef for a mistake, the puzzle's id for a master position
	FEN    string // the position to find a move in
	Played core.Move
	Best   []core.Move // the answers that count as found
	Class  int         // the mistake's class, as the review numbers it
	Loss   int         // expected score the mistake gave away, permille
	GameID int64       // the training game it came from; 0 for none
	Ply    int         // the mistake's index among the game's moves
	Memory srs.Card
	Added  time.Time
}

// MistakeRef names the puzzle of the mistake at ply of the game with the given DuplicateKey.
func MistakeRef(gameKey int64, ply int) string {
	return "g" + strconv.FormatInt(gameKey, 36) + "-" + strconv.Itoa(ply)
}

// TrainingGame is a game whose mistakes are in the deck.
type TrainingGame struct {
	ID    int64
	Title string
	PGN   string
}

// AddMistakes keeps g (written as PGN) and adds one card for each of cards, due at once, in one
// transaction. Cards already in the deck (same Ref) keep their memory; a game already kept is kept
// once. It returns how many cards were new.
func (l *Library) AddMistakes(ctx context.Context, g *core.PGNGame, title string, cards []Card, now time.Time) (int, error) {
	var pgn bytes.Buffer
	if err := core.WritePGN(&pgn, g, core.ICCS); err != nil {
		return 0, fmt.Errorf("library: writing the game of a mistake: %w", err)
	}
	l.write.Lock()
	defer l.write.Unlock()
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	key := DuplicateKey(g)
	if _, err := tx.ExecContext(ctx, `INSERT INTO training_games(hash, title, pgn, added) VALUES (?, ?, ?, ?)
		ON CONFLICT(hash) DO UPDATE SET title = excluded.title`, key, title, pgn.String(), now.Unix()); err != nil {
		return 0, err
	}
	var gameID int64
	if err := tx.QueryRowContext(ctx, "SELECT id FROM training_games WHERE hash = ?", key).Scan(&gameID); err != nil {
		return 0, err
	}
	added := 0
	for _, c := range cards {
		c.GameID = gameID
		if c.Ref == "" {
			c.Ref = MistakeRef(key, c.Ply)
		}
		n, err := insertCard(ctx, tx, c, now)
		if err != nil {
			return 0, err
		}
		added += n
	}
	return added, tx.Commit()
}

// AddCard adds one card (a master position missed, say) due at once, unless its Ref is in the deck.
// It reports whether the card was new.
func (l *Library) AddCard(ctx context.Context, c Card, now time.Time) (bool, error) {
	l.write.Lock()
	defer l.write.Unlock()
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	n, err := insertCard(ctx, tx, c, now)
	if err != nil {
		return false, err
	}
	return n > 0, tx.Commit()
}

func insertCard(ctx context.Context, tx *sql.Tx, c Card, now time.Time) (int, error) {
	if c.Kind == 0 || c.Ref == "" || c.FEN == "" || len(c.Best) == 0 {
		return 0, errors.New("library: a training card needs a kind, a ref, a position and an answer")
	}
	var game any
	if c.GameID != 0 {
		game = c.GameID
	}
	played := ""
	if c.Played != core.NoMove {
		played = c.Played.String()
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO cards(kind, ref, fen, played, best, class, loss, game, ply, due, added)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(ref) DO NOTHING`,
		c.Kind, c.Ref, c.FEN, played, movesText(c.Best), c.Class, c.Loss, game, c.Ply, now.Unix(), now.Unix())
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

func movesText(ms []core.Move) string {
	s := make([]string, len(ms))
	for i, m := range ms {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

func parseMoves(s string) ([]core.Move, error) {
	var out []core.Move
	for _, f := range strings.Fields(s) {
		m, err := core.ParseMoveText(f)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

const cardColumns = `id, kind, ref, fen, played, best, class, loss, coalesce(game, 0), ply,
	state, stability, difficulty, due, last, reps, lapses, added`

func scanCard(sc interface{ Scan(...any) error }) (Card, error) {
	var c Card
	var played, best string
	var state, due, last, added int64
	err := sc.Scan(&c.ID, &c.Kind, &c.Ref, &c.FEN, &played, &best, &c.Class, &c.Loss, &c.GameID, &c.Ply,
		&state, &c.Memory.Stability, &c.Memory.Difficulty, &due, &last, &c.Memory.Reps, &c.Memory.Lapses, &added)
	if err != nil {
		return c, err
	}
	if c.Best, err = parseMoves(best); err != nil || len(c.Best) == 0 {
		return c, fmt.Errorf("library: card %d: answer %q unreadable", c.ID, best)
	}
	if played != "" {
		if c.Played, err = core.ParseMoveText(played); err != nil {
			return c, fmt.Errorf("library: card %d: move %q unreadable", c.ID, played)
		}
	}
	c.Memory.State = srs.State(state)
	c.Memory.Due = time.Unix(due, 0)
	if last > 0 {
		c.Memory.LastReview = time.Unix(last, 0)
	}
	c.Added = time.Unix(added, 0)
	return c, nil
}

// DueCards returns up to limit cards of kind due at now, the longest overdue first.
func (l *Library) DueCards(ctx context.Context, kind CardKind, now time.Time, limit int) ([]Card, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT "+cardColumns+" FROM cards WHERE kind = ? AND due <= ? ORDER BY due, id LIMIT ?",
		kind, now.Unix(), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Card
	for rows.Next() {
		c, err := scanCard(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CardByRef returns the card named ref; ok is false when there is none.
func (l *Library) CardByRef(ctx context.Context, ref string) (c Card, ok bool, err error) {
	c, err = scanCard(l.db.QueryRowContext(ctx, "SELECT "+cardColumns+" FROM cards WHERE ref = ?", ref))
	if errors.Is(err, sql.ErrNoRows) {
		return c, false, nil
	}
	return c, err == nil, err
}

// TrainingGameByID returns a game kept with its mistakes.
func (l *Library) TrainingGameByID(ctx context.Context, id int64) (TrainingGame, error) {
	g := TrainingGame{ID: id}
	err := l.db.QueryRowContext(ctx, "SELECT title, pgn FROM training_games WHERE id = ?", id).Scan(&g.Title, &g.PGN)
	return g, err
}

// Attempt is one try at a puzzle.
type Attempt struct {
	Ref    string
	Kind   CardKind
	At     time.Time
	Grade  srs.Grade
	Solved bool
	// Memory, when Card is not 0, is the card's memory after the attempt, stored with it.
	Card   int64
	Memory srs.Card
	// Rating, when not nil, is the player's puzzle rating after the attempt (R, RD, volatility),
	// stored with it.
	Rating *[3]float64
}

// RecordAttempt stores an attempt, the card's new memory and the player's new puzzle rating in one
// transaction.
func (l *Library) RecordAttempt(ctx context.Context, a Attempt) error {
	l.write.Lock()
	defer l.write.Unlock()
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "INSERT INTO attempts(ref, kind, at, grade, solved) VALUES (?, ?, ?, ?, ?)",
		a.Ref, a.Kind, a.At.Unix(), a.Grade, a.Solved); err != nil {
		return err
	}
	if a.Card != 0 {
		m := a.Memory
		var last int64
		if !m.LastReview.IsZero() {
			last = m.LastReview.Unix()
		}
		if _, err := tx.ExecContext(ctx, `UPDATE cards SET state = ?, stability = ?, difficulty = ?, due = ?, last = ?,
			reps = ?, lapses = ? WHERE id = ?`, m.State, m.Stability, m.Difficulty, m.Due.Unix(), last, m.Reps, m.Lapses, a.Card); err != nil {
			return err
		}
	}
	if a.Rating != nil {
		v := fmt.Sprintf("%g %g %g", a.Rating[0], a.Rating[1], a.Rating[2])
		if _, err := tx.ExecContext(ctx, "INSERT OR REPLACE INTO meta(name, value) VALUES ('puzzle_rating', ?)", v); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// PuzzleRating returns the player's puzzle rating (R, RD, volatility); ok is false before the
// first rated attempt.
func (l *Library) PuzzleRating(ctx context.Context) (r [3]float64, ok bool, err error) {
	var v string
	err = l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name = 'puzzle_rating'").Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	if err != nil {
		return r, false, err
	}
	f := strings.Fields(v)
	if len(f) != 3 {
		return r, false, fmt.Errorf("library: puzzle rating %q unreadable", v)
	}
	for i := range f {
		if r[i], err = strconv.ParseFloat(f[i], 64); err != nil {
			return r, false, fmt.Errorf("library: puzzle rating %q unreadable", v)
		}
	}
	return r, true, nil
}

// Attempted returns the refs of kind's puzzles ever attempted.
func (l *Library) Attempted(ctx context.Context, kind CardKind) (map[string]bool, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT DISTINCT ref FROM attempts WHERE kind = ?", kind)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var ref string
		if err := rows.Scan(&ref); err != nil {
			return nil, err
		}
		out[ref] = true
	}
	return out, rows.Err()
}

// DayStat counts one day's attempts.
type DayStat struct {
	Day              time.Time // midnight UTC
	Attempts, Solved int
}

// DeckStats is the progress shown for a kind of card.
type DeckStats struct {
	Cards, Due       int // cards in the deck; of them due now
	Attempts, Solved int // attempts ever; of them solved
	// Days are the last days' attempts, oldest first, one entry per day with an attempt.
	Days []DayStat
}

// TrendDays is how many days DeckStats.Days covers.
const TrendDays = 14

// DeckStats returns the progress of kind's cards at now.
func (l *Library) DeckStats(ctx context.Context, kind CardKind, now time.Time) (DeckStats, error) {
	var s DeckStats
	err := l.db.QueryRowContext(ctx, "SELECT count(*), coalesce(sum(due <= ?), 0) FROM cards WHERE kind = ?",
		now.Unix(), kind).Scan(&s.Cards, &s.Due)
	if err != nil {
		return s, err
	}
	err = l.db.QueryRowContext(ctx, "SELECT count(*), coalesce(sum(solved), 0) FROM attempts WHERE kind = ?",
		kind).Scan(&s.Attempts, &s.Solved)
	if err != nil {
		return s, err
	}
	from := now.UTC().Truncate(24*time.Hour).AddDate(0, 0, -(TrendDays - 1))
	rows, err := l.db.QueryContext(ctx, `SELECT at / 86400, count(*), sum(solved) FROM attempts
		WHERE kind = ? AND at >= ? GROUP BY at / 86400 ORDER BY 1`, kind, from.Unix())
	if err != nil {
		return s, err
	}
	defer rows.Close()
	for rows.Next() {
		var day int64
		var d DayStat
		if err := rows.Scan(&day, &d.Attempts, &d.Solved); err != nil {
			return s, err
		}
		d.Day = time.Unix(day*86400, 0).UTC()
		s.Days = append(s.Days, d)
	}
	return s, rows.Err()
}
