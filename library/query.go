package library

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// MoveStat is one move played from a position: in how many games, how they ended and when.
type MoveStat struct {
	Move                  core.Move
	Games                 int
	RedWins, Draws        int
	BlackWins, Unfinished int // Unfinished: games without a result
	FirstYear, LastYear   int // 0 when no game had a date
}

// Explore returns the moves played from p in the named collection ("" for every collection), most
// played first. Transpositions count: p is found by position, whatever the move order.
func (l *Library) Explore(ctx context.Context, p *core.Position, collection string) ([]MoveStat, error) {
	key := int64(p.Key())
	collCond, args := "", []any{key}
	if collection != "" {
		collCond = ` AND coll = (SELECT id FROM collections WHERE name = ?)`
		args = append(args, collection)
	}
	var shared bool
	if err := l.db.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM moves WHERE key = ?)", key).Scan(&shared); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	q := `SELECT move, sum(red), sum(draw), sum(black), sum(other), min(ymin), max(ymax) FROM moves WHERE key = ?` + collCond +
		` GROUP BY move`
	if !shared { // at most one game played from here: read it from the index (sharedPositions)
		q = `SELECT move, sum(result = 1), sum(result = 3), sum(result = 2), sum(result = 0), min(year), max(year)
			FROM (SELECT DISTINCT p.move, g.id, g.result, g.year, g.coll FROM positions p JOIN games g ON g.id = p.game
			      WHERE p.key = ? AND p.move != 0)
			WHERE true` + collCond + ` GROUP BY move`
	}
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	var out []MoveStat
	for rows.Next() {
		var s MoveStat
		var m int
		var y0, y1 sql.NullInt64
		if err := rows.Scan(&m, &s.RedWins, &s.Draws, &s.BlackWins, &s.Unfinished, &y0, &y1); err != nil {
			return nil, err
		}
		s.Move = core.Move(m)
		if !p.IsLegalMove(s.Move) { // a Zobrist collision, vanishingly rare
			continue
		}
		s.Games = s.RedWins + s.Draws + s.BlackWins + s.Unfinished
		s.FirstYear, s.LastYear = int(y0.Int64), int(y1.Int64)
		out = append(out, s)
	}
	slices.SortStableFunc(out, func(a, b MoveStat) int { return cmp.Or(cmp.Compare(b.Games, a.Games), cmp.Compare(a.Move, b.Move)) })
	return out, rows.Err()
}

// Filter selects games. Zero fields select everything.
type Filter struct {
	Collection string         // collection name
	Player     string         // part of Red's or Black's name
	Red, Black string         // part of Red's, of Black's name
	Event      string         // part of the event
	ECCO       string         // ECCO code or its start ("C8" for C80-C89)
	FromYear   int            // first year (games without a date are left out when a year is given)
	ToYear     int            // last year
	Result     core.Outcome   // with HasResult: only games with this result (Ongoing: unfinished)
	HasResult  bool           // Result is set
	Position   *core.Position // games that reached this position, by any move order
	Order      Order          // sort order
	Limit      int            // at most this many games (0: no limit)
	Offset     int            // skip this many first
}

// Order is how Games sorts.
type Order uint8

const (
	// ByID is the order the games were stored in.
	ByID Order = iota
	// ByDate is newest first.
	ByDate
	// ByRed sorts by Red's name.
	ByRed
	// ByBlack sorts by Black's name.
	ByBlack
	// ByEvent sorts by event.
	ByEvent
	// ByECCO sorts by opening code.
	ByECCO
	// ByFame lists the games of the best-known players first: by the number of games the
	// library holds of its two players together, then newest first.
	ByFame
)

// GameInfo is a game's header as the library lists it.
type GameInfo struct {
	ID                      int64
	Collection              string
	Red, Black, Event, Site string
	Date                    string // year-month-day as far as known ("2003-10-07", "1987-02"), or the text of a date without a year
	Year                    int    // 0 when unknown
	Result                  core.Outcome
	ECCO, Opening           string
	Plies                   int
	Source                  string
	Ply                     int // with Filter.Position: the first ply at which the game reached it
}

// where builds the WHERE clause of a filter over games g (and positions p with Position).
func (f *Filter) where() (string, []any) {
	var conds []string
	var args []any
	// like matches a part of col, as typed or in the traditional characters the master games
	// write (胡荣华 finds 胡榮華).
	like := func(col, s string) {
		conds = append(conds, "("+col+" LIKE ? ESCAPE '\\' OR "+col+" LIKE ? ESCAPE '\\')")
		args = append(args, "%"+escapeLike(s)+"%", "%"+escapeLike(traditional(s))+"%")
	}
	if f.Collection != "" {
		conds = append(conds, "g.coll = (SELECT id FROM collections WHERE name = ?)")
		args = append(args, f.Collection)
	}
	if f.Player != "" {
		conds = append(conds, "(g.red LIKE ? ESCAPE '\\' OR g.black LIKE ? ESCAPE '\\' OR g.red LIKE ? ESCAPE '\\' OR g.black LIKE ? ESCAPE '\\')")
		s, t := "%"+escapeLike(f.Player)+"%", "%"+escapeLike(traditional(f.Player))+"%"
		args = append(args, s, s, t, t)
	}
	if f.Red != "" {
		like("g.red", f.Red)
	}
	if f.Black != "" {
		like("g.black", f.Black)
	}
	if f.Event != "" {
		like("g.event", f.Event)
	}
	if f.ECCO != "" {
		conds = append(conds, "g.ecco LIKE ? ESCAPE '\\'")
		args = append(args, escapeLike(f.ECCO)+"%")
	}
	if f.FromYear != 0 {
		conds = append(conds, "g.year >= ?")
		args = append(args, f.FromYear)
	}
	if f.ToYear != 0 {
		conds = append(conds, "g.year <= ?")
		args = append(args, f.ToYear)
	}
	if f.HasResult {
		conds = append(conds, "g.result = ?")
		args = append(args, int(f.Result))
	}
	if f.Position != nil {
		// The games come from the index in game order (its key is key, game, ply): the first
		// games of the start position are read without reading its 27,000.
		conds = append(conds, "p.key = ?")
		args = append(args, int64(f.Position.Key()))
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Games lists the games the filter selects.
func (l *Library) Games(ctx context.Context, f Filter) ([]GameInfo, error) {
	where, args := f.where()
	q := `SELECT g.id, c.name, g.red, g.black, g.event, g.site, g.date, coalesce(g.year, 0), g.result, g.ecco,
		g.opening, g.plies, g.source, 0 FROM games g JOIN collections c ON c.id = g.coll` + where
	if f.Position != nil {
		q = `SELECT g.id, c.name, g.red, g.black, g.event, g.site, g.date, coalesce(g.year, 0), g.result, g.ecco,
		g.opening, g.plies, g.source, min(p.ply) FROM positions p JOIN games g ON g.id = p.game
		JOIN collections c ON c.id = g.coll` + where + " GROUP BY p.game"
	}
	switch f.Order {
	case ByDate:
		q += " ORDER BY g.year IS NULL, g.year DESC, g.date DESC, g.id"
	case ByRed:
		q += " ORDER BY g.red, g.id"
	case ByBlack:
		q += " ORDER BY g.black, g.id"
	case ByEvent:
		q += " ORDER BY g.event, g.id"
	case ByECCO:
		q += " ORDER BY g.ecco = '', g.ecco, g.id"
	case ByFame:
		q += ` ORDER BY coalesce((SELECT games FROM players WHERE name = g.red), 0) +
			coalesce((SELECT games FROM players WHERE name = g.black), 0) DESC,
			g.year IS NULL, g.year DESC, g.date DESC, g.id`
	default:
		if f.Position != nil {
			q += " ORDER BY p.game"
		} else {
			q += " ORDER BY g.id"
		}
	}
	if f.Limit > 0 || f.Offset > 0 {
		q += " LIMIT ? OFFSET ?"
		limit := f.Limit
		if limit <= 0 {
			limit = -1
		}
		args = append(args, limit, f.Offset)
	}
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	var out []GameInfo
	for rows.Next() {
		var g GameInfo
		var res int
		if err := rows.Scan(&g.ID, &g.Collection, &g.Red, &g.Black, &g.Event, &g.Site, &g.Date, &g.Year, &res, &g.ECCO,
			&g.Opening, &g.Plies, &g.Source, &g.Ply); err != nil {
			return nil, err
		}
		g.Result = core.Outcome(res)
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Count returns how many games the filter selects (Limit and Offset aside).
func (l *Library) Count(ctx context.Context, f Filter) (int, error) {
	where, args := f.where()
	var n int
	q := "SELECT count(*) FROM games g" + where
	if f.Position != nil {
		q = "SELECT count(DISTINCT p.game) FROM positions p JOIN games g ON g.id = p.game" + where
	}
	err := l.db.QueryRowContext(ctx, q, args...).Scan(&n)
	return n, err
}

// Game returns a stored game with its header, moves, result and (when it had them) comments and
// variations.
func (l *Library) Game(ctx context.Context, id int64) (*core.PGNGame, error) {
	var fen, tags string
	var moves []byte
	var pgn sql.NullString
	var res int
	err := l.db.QueryRowContext(ctx, "SELECT fen, moves, tags, pgn, result FROM games WHERE id = ?", id).
		Scan(&fen, &moves, &tags, &pgn, &res)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%w: %d", errNoGame, id)
	}
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	if pgn.Valid {
		games, err := core.ReadPGN(strings.NewReader(pgn.String))
		if err != nil || len(games) != 1 {
			return nil, fmt.Errorf("library: game %d: stored PGN: %v", id, err)
		}
		return games[0], nil
	}
	g, err := decodeMoves(fen, moves)
	if err != nil {
		return nil, fmt.Errorf("library: game %d: %w", id, err)
	}
	if o := core.Outcome(res); o != core.Ongoing && g.Result().Outcome != o {
		g.SetResult(core.Result{Outcome: o})
	}
	return &core.PGNGame{Tags: parseTags(tags), Game: g, Comments: map[int]string{}, Variations: map[int][]*core.PGNVariation{}}, nil
}

// Delete removes games, their position index and their share of the explorer's counts, in one
// transaction.
func (l *Library) Delete(ctx context.Context, ids ...int64) error {
	l.write.Lock()
	defer l.write.Unlock()
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: %w", err)
	}
	defer tx.Rollback()
	touched := map[int64]bool{} // positions whose counts to recount
	for _, id := range ids {
		var fen string
		var moves []byte
		err := tx.QueryRowContext(ctx, "SELECT fen, moves FROM games WHERE id = ?", id).Scan(&fen, &moves)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return fmt.Errorf("library: %w", err)
		}
		g, err := decodeMoves(fen, moves)
		if err != nil {
			return fmt.Errorf("library: game %d: %w", id, err)
		}
		for i := 0; i <= g.Len(); i++ {
			p := g.PositionAt(i)
			key := int64(p.Key())
			if _, err := tx.ExecContext(ctx, "DELETE FROM positions WHERE key = ? AND game = ?", key, id); err != nil {
				return err
			}
			touched[key] = true
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM games WHERE id = ?", id); err != nil {
			return err
		}
	}
	keys := make([]int64, 0, len(touched))
	for k := range touched {
		keys = append(keys, k)
	}
	if err := recount(ctx, tx, keys); err != nil {
		return err
	}
	return tx.Commit()
}

// recount rebuilds the explorer's counts of positions, in every collection, from the index, 500
// positions a statement.
func recount(ctx context.Context, tx *sql.Tx, keys []int64) error {
	for len(keys) > 0 {
		n := min(len(keys), 500)
		list := "?" + strings.Repeat(", ?", n-1)
		args := make([]any, n)
		for i, k := range keys[:n] {
			args[i] = k
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM moves WHERE key IN ("+list+")", args...); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO moves
			SELECT key, coll, move, sum(result = 1), sum(result = 3), sum(result = 2), sum(result = 0), min(year), max(year)
			FROM (SELECT DISTINCT p.key, g.coll, p.move, g.id, g.result, g.year
			      FROM positions p JOIN games g ON g.id = p.game WHERE p.key IN (`+list+`) AND p.move != 0)
			GROUP BY key, coll, move`, args...)
		if err != nil {
			return err
		}
		keys = keys[n:]
	}
	return nil
}

// Export writes the games as one PGN file, moves in Chinese notation, in the order given.
func (l *Library) Export(ctx context.Context, w io.Writer, ids []int64) error {
	for _, id := range ids {
		g, err := l.Game(ctx, id)
		if err != nil {
			return err
		}
		if err := core.WritePGN(w, g, core.Chinese); err != nil {
			return fmt.Errorf("library: game %d: %w", id, err)
		}
	}
	return nil
}

// Collections returns the collections' names and how many games each holds.
func (l *Library) Collections(ctx context.Context) (map[string]int, error) {
	rows, err := l.db.QueryContext(ctx, `SELECT c.name, count(g.id) FROM collections c LEFT JOIN games g ON g.coll = c.id GROUP BY c.id`)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var name string
		var n int
		if err := rows.Scan(&name, &n); err != nil {
			return nil, err
		}
		out[name] = n
	}
	return out, rows.Err()
}
