package library

import (
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/chuhe-xq/chuhe/core"
)

// Masters is the name of the collection of master games shipped with Chuhe; Imported is the
// default collection of imported files.
const (
	Masters  = "masters"
	Imported = "imported"
)

// ImportOptions says where imported games go.
type ImportOptions struct {
	// Collection names the collection the new games join (Imported when empty).
	Collection string
	// Headers gives the games of the collection already stored the headers the import has for
	// them (a later master pack mends some).
	Headers bool
}

// Progress is how far an import has got; the callback receives it after every batch.
type Progress struct {
	Files, FilesDone int // files found, files read so far
	Games            int // games read so far
	Added            int // new games stored
	Duplicates       int // games already in the library (or twice in the import), skipped
	Failed           int // files that could not be read
}

// FileError is a file an import could not read and why.
type FileError struct {
	Path string
	Err  error
}

// ImportStats is what an import did: the final progress and the files that failed.
type ImportStats struct {
	Progress
	Errors []FileError
}

// readGameFile is the one place that turns a file into games: every format core reads.
func readGameFile(path string) ([]*core.PGNGame, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if isPack(data) {
		return ReadPack(bytes.NewReader(data))
	}
	return core.ReadGameFile(path, data)
}

// gameFileExt reports whether a file found in a folder is one to import.
func gameFileExt(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".pgn", ".xqf":
		return true
	}
	return false
}

// batchFiles is how many files go into one transaction: large enough that commits cost little
// (each commit writes the index pages it touched, and with random keys a small batch touches
// nearly as many as a large one: 256 files a batch took 9 s of commits on 30,000 files, 2,048 took
// 1.5 s), small enough that a cancel or a kill loses little work.
const batchFiles = 2048

// parsed is one file read: its games' records or why it failed.
type parsed struct {
	path    string
	records []*record
	err     error
}

// Import reads the files and folders (searched recursively for .pgn and .xqf files) into the
// library, in batches of one transaction each. Games already stored, or met twice, are counted as
// duplicates and skipped. Cancelling ctx stops after the batch being written is rolled back: the
// batches committed before stay, whole. progress (which may be nil) is called after every batch
// from the importing goroutine.
func (l *Library) Import(ctx context.Context, paths []string, opt ImportOptions, progress func(Progress)) (ImportStats, error) {
	var files []string
	for _, p := range paths {
		err := filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (path == p || gameFileExt(path)) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			return ImportStats{}, fmt.Errorf("library: %w", err)
		}
	}
	return l.importAll(ctx, len(files), func(k int) parsed { return parseFile(files[k]) }, opt, progress)
}

// importAll reads n items (files, or games of a pack) with read, a batch of l.batch at a time on
// every core while the batch before is written, and stores them.
func (l *Library) importAll(ctx context.Context, n int, read func(k int) parsed, opt ImportOptions, progress func(Progress)) (ImportStats, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan []parsed, 2)
	go func() {
		defer close(batches)
		for i := 0; i < n; i += l.batch {
			b := readBatch(ctx, i, min(i+l.batch, n), read)
			select {
			case batches <- b:
			case <-ctx.Done():
				return
			}
		}
	}()
	next := func() ([]parsed, bool) {
		select {
		case b, ok := <-batches:
			return b, ok
		case <-ctx.Done():
			return nil, false
		}
	}
	st := ImportStats{Progress: Progress{Files: n}}
	err := l.store(ctx, opt, &st, next, progress)
	return st, err
}

// readBatch reads items from to to on every core.
func readBatch(ctx context.Context, from, to int, read func(k int) parsed) []parsed {
	out := make([]parsed, to-from)
	var wg sync.WaitGroup
	work := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for k := range work {
				out[k-from] = read(k)
			}
		})
	}
	for k := from; k < to; k++ {
		if ctx.Err() != nil {
			break
		}
		work <- k
	}
	close(work)
	wg.Wait()
	return out
}

func parseFile(path string) parsed {
	games, err := readGameFile(path)
	if err != nil {
		return parsed{path: path, err: err}
	}
	p := parsed{path: path}
	for _, g := range games {
		r, err := newRecord(g, path)
		if err != nil {
			return parsed{path: path, err: err}
		}
		p.records = append(p.records, r)
	}
	return p
}

// ImportGames stores games (a game just played, say) in one transaction. source names where they
// came from. It returns the ids of the new games: a duplicate gets no id.
func (l *Library) ImportGames(ctx context.Context, games []*core.PGNGame, source string, opt ImportOptions) ([]int64, ImportStats, error) {
	p := parsed{path: source}
	for _, g := range games {
		r, err := newRecord(g, source)
		if err != nil {
			return nil, ImportStats{}, fmt.Errorf("library: %w", err)
		}
		p.records = append(p.records, r)
	}
	done := false
	next := func() ([]parsed, bool) {
		if done {
			return nil, false
		}
		done = true
		return []parsed{p}, true
	}
	st := ImportStats{Progress: Progress{Files: 1}}
	var ids []int64
	err := l.storeIDs(ctx, opt, &st, next, nil, &ids)
	return ids, st, err
}

func (l *Library) store(ctx context.Context, opt ImportOptions, st *ImportStats, next func() ([]parsed, bool), progress func(Progress)) error {
	return l.storeIDs(ctx, opt, st, next, progress, nil)
}

// storeIDs writes batches until next has none, one transaction per batch, appending the new
// games' ids to ids when it is not nil.
func (l *Library) storeIDs(ctx context.Context, opt ImportOptions, st *ImportStats, next func() ([]parsed, bool),
	progress func(Progress), ids *[]int64) error {
	l.write.Lock()
	defer l.write.Unlock()
	name := opt.Collection
	if name == "" {
		name = Imported
	}
	coll, err := l.collection(ctx, name)
	if err != nil {
		return err
	}
	seen, err := l.hashes(ctx)
	if err != nil {
		return err
	}
	for {
		batch, ok := next()
		if !ok {
			break
		}
		added, err := l.writeBatch(ctx, coll, opt.Headers, batch, seen, st, ids)
		if err != nil {
			return err
		}
		for _, h := range added {
			seen[h] = true
		}
		if progress != nil {
			progress(st.Progress)
		}
	}
	return ctx.Err()
}

// collection returns the id of the named collection, creating it.
func (l *Library) collection(ctx context.Context, name string) (int64, error) {
	if _, err := l.db.ExecContext(ctx, "INSERT OR IGNORE INTO collections(name) VALUES (?)", name); err != nil {
		return 0, fmt.Errorf("library: %w", err)
	}
	var id int64
	err := l.db.QueryRowContext(ctx, "SELECT id FROM collections WHERE name = ?", name).Scan(&id)
	return id, err
}

// hashes returns the duplicate hashes of every stored game.
func (l *Library) hashes(ctx context.Context) (map[int64]bool, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT hash FROM games")
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	seen := map[int64]bool{}
	for rows.Next() {
		var h int64
		if err := rows.Scan(&h); err != nil {
			return nil, err
		}
		seen[h] = true
	}
	return seen, rows.Err()
}

// aggKey is one row of the moves table.
type aggKey struct {
	key  uint64
	move core.Move
}

// agg is the counts a batch adds to a row of the moves table.
type agg struct {
	n          [4]int // by core.Outcome
	ymin, ymax int
}

func (a *agg) add(result core.Outcome, year int) {
	a.n[result&3]++
	if year != 0 {
		if a.ymin == 0 || year < a.ymin {
			a.ymin = year
		}
		a.ymax = max(a.ymax, year)
	}
}

type posRow struct {
	key  uint64
	game int64
	ply  int
	move core.Move
}

// writeBatch stores a batch's new games in one transaction and returns their hashes; with headers,
// the games of coll already stored take the batch's headers. A cancelled ctx rolls the whole batch
// back.
func (l *Library) writeBatch(ctx context.Context, coll int64, headers bool, batch []parsed, seen map[int64]bool, st *ImportStats, ids *[]int64) (added []int64, err error) {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	insGame, err := tx.PrepareContext(ctx, `INSERT INTO games
		(coll, hash, red, black, event, site, date, year, result, ecco, opening, fen, moves, plies, tags, pgn, source)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return nil, err
	}
	defer insGame.Close()
	var updTags *sql.Stmt
	if headers {
		if updTags, err = tx.PrepareContext(ctx, "UPDATE games SET tags = ? WHERE hash = ? AND coll = ? AND tags != ?"); err != nil {
			return nil, err
		}
		defer updTags.Close()
	}
	var rows []posRow
	aggs := map[aggKey]*agg{}
	keyGames := map[uint64]int{} // games of the batch that played a move at each position
	p := st.Progress
	var errs []FileError
	var newIDs []int64
	inBatch := map[int64]bool{}
	for _, f := range batch {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p.FilesDone++
		if f.err != nil {
			p.Failed++
			errs = append(errs, FileError{f.path, f.err})
			continue
		}
		for _, r := range f.records {
			p.Games++
			if seen[r.hash] || inBatch[r.hash] {
				p.Duplicates++
				if updTags != nil && seen[r.hash] {
					if _, err := updTags.ExecContext(ctx, r.tags, r.hash, coll, r.tags); err != nil {
						return nil, fmt.Errorf("library: %w", err)
					}
				}
				continue
			}
			inBatch[r.hash] = true
			var year, pgn any
			if r.year != 0 {
				year = r.year
			}
			if r.pgn != "" {
				pgn = r.pgn
			}
			res, err := insGame.ExecContext(ctx, coll, r.hash, r.red, r.black, r.event, r.site, r.date, year, int(r.result),
				r.ecco, r.opening, r.fen, r.moves, r.plies, r.tags, pgn, r.source)
			if err != nil {
				return nil, fmt.Errorf("library: storing a game of %s: %w", f.path, err)
			}
			id, err := res.LastInsertId()
			if err != nil {
				return nil, err
			}
			newIDs = append(newIDs, id)
			p.Added++
			added = append(added, r.hash)
			once := map[aggKey]bool{} // a game counts once per position and move
			onceKey := map[uint64]bool{}
			for ply, k := range r.keys {
				m := core.NoMove
				if ply < r.plies {
					m = r.played[ply]
				}
				rows = append(rows, posRow{k, id, ply, m})
				ak := aggKey{k, m}
				if m == core.NoMove || once[ak] {
					continue
				}
				once[ak] = true
				if !onceKey[k] {
					onceKey[k] = true
					keyGames[k]++
				}
				a := aggs[ak]
				if a == nil {
					a = &agg{}
					aggs[ak] = a
				}
				a.add(r.result, r.year)
			}
		}
	}
	keep, recounts, err := sharedPositions(ctx, tx, keyGames)
	if err != nil {
		return nil, err
	}
	if err := insertPositions(ctx, tx, rows); err != nil {
		return nil, err
	}
	for k := range aggs {
		if !keep[k.key] {
			delete(aggs, k)
		}
	}
	if err := upsertMoves(ctx, tx, coll, aggs); err != nil {
		return nil, err
	}
	if err := recount(ctx, tx, recounts); err != nil {
		return nil, fmt.Errorf("library: explorer counts: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	st.Progress = p
	st.Errors = append(st.Errors, errs...)
	if ids != nil {
		*ids = append(*ids, newIDs...)
	}
	return added, nil
}

// rowsPerStatement is how many rows one INSERT carries: one statement of many rows costs far less
// than as many statements of one (each Exec goes through database/sql and SQLite's bind, step and
// reset: on the master games, 100 rows a statement halved the time of the index's inserts).
const rowsPerStatement = 100

// multiInsert runs head VALUES (row), (row)… tail for rows of cols values each, flattened in args,
// rowsPerStatement rows a statement.
func multiInsert(ctx context.Context, tx *sql.Tx, head, tail string, cols int, args []any) error {
	row := "(?" + strings.Repeat(", ?", cols-1) + ")"
	prepare := func(n int) (*sql.Stmt, error) {
		return tx.PrepareContext(ctx, head+" VALUES "+row+strings.Repeat(", "+row, n-1)+" "+tail)
	}
	per := rowsPerStatement * cols
	if len(args) >= per {
		stmt, err := prepare(rowsPerStatement)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for len(args) >= per {
			if _, err := stmt.ExecContext(ctx, args[:per]...); err != nil {
				return err
			}
			args = args[per:]
		}
	}
	if len(args) == 0 {
		return nil
	}
	stmt, err := prepare(len(args) / cols)
	if err != nil {
		return err
	}
	defer stmt.Close()
	_, err = stmt.ExecContext(ctx, args...)
	return err
}

// sharedPositions decides, before a batch's index rows are written, which of its positions get
// explorer counts. The moves table holds a position's counts, complete for every collection, once
// two games have played a move there; a position only one game played from has none (most of them:
// 92% of the master games' counts would be of one game) and Explore reads that game from the index.
// keep holds the positions whose batch counts are added as they are (they have counts already, or
// only this batch's games played there); recounts the positions one stored game played from and
// this batch's games too, counted afresh from the index once the batch's rows are in.
func sharedPositions(ctx context.Context, tx *sql.Tx, keyGames map[uint64]int) (keep map[uint64]bool, recounts []int64, err error) {
	keys := make([]uint64, 0, len(keyGames))
	for k := range keyGames {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b uint64) int { return cmp.Compare(int64(a), int64(b)) })
	keep = map[uint64]bool{}
	err = queryKeys(ctx, tx, "SELECT DISTINCT key FROM moves WHERE key IN (%s)", keys, func(rows *sql.Rows) error {
		var k int64
		err := rows.Scan(&k)
		keep[uint64(k)] = true
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	var rest []uint64
	for _, k := range keys {
		if !keep[k] {
			rest = append(rest, k)
		}
	}
	stored := map[uint64]int{}
	err = queryKeys(ctx, tx, "SELECT key, count(DISTINCT game) FROM positions WHERE move != 0 AND key IN (%s) GROUP BY key", rest,
		func(rows *sql.Rows) error {
			var k int64
			var n int
			err := rows.Scan(&k, &n)
			stored[uint64(k)] = n
			return err
		})
	if err != nil {
		return nil, nil, err
	}
	for _, k := range rest {
		switch {
		case stored[k] > 0:
			recounts = append(recounts, int64(k))
		case keyGames[k] >= 2:
			keep[k] = true
		}
	}
	return keep, recounts, nil
}

// queryKeys runs query, whose %s takes a list of keys, for keys, 500 at a time, calling scan for
// each row.
func queryKeys(ctx context.Context, tx *sql.Tx, query string, keys []uint64, scan func(*sql.Rows) error) error {
	for len(keys) > 0 {
		n := min(len(keys), 500)
		args := make([]any, n)
		for i, k := range keys[:n] {
			args[i] = int64(k)
		}
		rows, err := tx.QueryContext(ctx, fmt.Sprintf(query, "?"+strings.Repeat(", ?", n-1)), args...)
		if err != nil {
			return fmt.Errorf("library: %w", err)
		}
		for rows.Next() {
			if err := scan(rows); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		keys = keys[n:]
	}
	return nil
}

// insertPositions adds rows to the position index in key order (the index's order: the B-tree
// pages it touches are then touched once each).
func insertPositions(ctx context.Context, tx *sql.Tx, rows []posRow) error {
	slices.SortFunc(rows, func(a, b posRow) int {
		return cmp.Or(cmp.Compare(int64(a.key), int64(b.key)), cmp.Compare(a.game, b.game), cmp.Compare(a.ply, b.ply))
	})
	args := make([]any, 0, 4*len(rows))
	for _, r := range rows {
		args = append(args, int64(r.key), r.game, r.ply, int(r.move))
	}
	if err := multiInsert(ctx, tx, "INSERT INTO positions(key, game, ply, move)", "", 4, args); err != nil {
		return fmt.Errorf("library: position index: %w", err)
	}
	return nil
}

// upsertMoves adds a batch's counts to the explorer's table.
func upsertMoves(ctx context.Context, tx *sql.Tx, coll int64, aggs map[aggKey]*agg) error {
	keys := make([]aggKey, 0, len(aggs))
	for k := range aggs {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b aggKey) int {
		return cmp.Or(cmp.Compare(int64(a.key), int64(b.key)), cmp.Compare(a.move, b.move))
	})
	args := make([]any, 0, 9*len(keys))
	for _, k := range keys {
		a := aggs[k]
		var ymin, ymax any
		if a.ymin != 0 {
			ymin, ymax = a.ymin, a.ymax
		}
		args = append(args, int64(k.key), coll, int(k.move),
			a.n[core.RedWins], a.n[core.Draw], a.n[core.BlackWins], a.n[core.Ongoing], ymin, ymax)
	}
	err := multiInsert(ctx, tx, "INSERT INTO moves(key, coll, move, red, draw, black, other, ymin, ymax)",
		`ON CONFLICT(key, coll, move) DO UPDATE SET
			red = red + excluded.red, draw = draw + excluded.draw, black = black + excluded.black,
			other = other + excluded.other,
			ymin = CASE WHEN ymin IS NULL OR excluded.ymin < ymin THEN excluded.ymin ELSE ymin END,
			ymax = CASE WHEN ymax IS NULL OR excluded.ymax > ymax THEN excluded.ymax ELSE ymax END`, 9, args)
	if err != nil {
		return fmt.Errorf("library: explorer counts: %w", err)
	}
	return nil
}

// errNoGame is returned for an id the library does not hold.
var errNoGame = errors.New("library: no such game")
