package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Library is an open game database. Its methods may be called from several goroutines; imports
// and deletions are serialised.
type Library struct {
	db    *sql.DB
	path  string
	write sync.Mutex // one writer at a time: SQLite has one anyway, this keeps the batches whole
	batch int        // files per import transaction (batchFiles; tests make it small)
}

// DamagedError says that the file at Path was not a readable database: it was moved to Aside and
// a new, empty library made in its place. Open returns it together with that new library.
type DamagedError struct {
	Path, Aside string
	Err         error // what SQLite said
}

// Error says what happened and where the old file is.
func (e *DamagedError) Error() string {
	return fmt.Sprintf("library: %s is damaged (%v); it was kept as %s and a new library made", e.Path, e.Err, e.Aside)
}

// Unwrap returns SQLite's error.
func (e *DamagedError) Unwrap() error { return e.Err }

// Open opens the library at path, creating it (and migrating an older one) as needed. When the
// file is damaged it is moved aside and Open returns a new library with a *DamagedError; any
// other error returns a nil library.
func Open(path string) (*Library, error) {
	return openVersion(path, schemaVersion)
}

// openVersion opens path migrated to version upTo (tests make old databases with it).
func openVersion(path string, upTo int) (*Library, error) {
	l, err := open(path, upTo)
	if err == nil || !isDamage(err) {
		return l, err
	}
	aside := fmt.Sprintf("%s.bad-%s", path, time.Now().UTC().Format("20060102-150405"))
	if err := os.Rename(path, aside); err != nil {
		return nil, fmt.Errorf("library: %s is damaged and could not be moved aside: %w", path, err)
	}
	for _, ext := range []string{"-wal", "-shm"} { // the journal belongs to the damaged file
		if _, err := os.Stat(path + ext); err == nil {
			os.Rename(path+ext, aside+ext)
		}
	}
	l, err2 := open(path, upTo)
	if err2 != nil {
		return nil, err2
	}
	return l, &DamagedError{Path: path, Aside: aside, Err: err}
}

func open(path string, upTo int) (*Library, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	q := url.Values{}
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(NORMAL)", "cache_size(-65536)"} {
		q.Add("_pragma", p)
	}
	// A plain file name, not a "file:" URI: SQLite would read %, # and, on Windows, the drive
	// letter of a URI its own way. The driver takes its parameters from after the first '?'.
	if strings.Contains(path, "?") {
		return nil, fmt.Errorf("library: %q: a database path cannot hold '?'", path)
	}
	db, err := sql.Open("sqlite", path+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	// Reading the schema is what finds a file that is not a database or whose first pages are
	// broken; quick_check would read the whole file, which for the master collection costs more
	// than the app's start-up may.
	if err := checkReadable(ctx, db); err != nil {
		db.Close()
		return nil, err
	}
	if err := migrate(ctx, db, upTo); err != nil {
		db.Close()
		return nil, err
	}
	return &Library{db: db, path: path, batch: batchFiles}, nil
}

func checkReadable(ctx context.Context, db *sql.DB) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&n); err != nil {
		return err
	}
	rows, err := db.QueryContext(ctx, "SELECT name FROM sqlite_master WHERE type = 'table'")
	if err != nil {
		return err
	}
	var names []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			rows.Close()
			return err
		}
		names = append(names, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, name := range names { // touch each table's root page
		if _, err := db.ExecContext(ctx, fmt.Sprintf("SELECT 1 FROM %q LIMIT 1", name)); err != nil {
			return err
		}
	}
	return nil
}

// isDamage reports whether err is SQLite saying the file is corrupt or not a database.
func isDamage(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return true
	}
	return false
}

// Check reads the whole database and reports damage that Open, which reads only the schema and
// the tables' first pages, cannot see (1.2 s for the master collection): for a "verify"
// command, not for every start.
func (l *Library) Check(ctx context.Context) error {
	rows, err := l.db.QueryContext(ctx, "PRAGMA quick_check")
	if err != nil {
		return fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return fmt.Errorf("library: %w", err)
		}
		if s != "ok" {
			problems = append(problems, s)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("library: %w", err)
	}
	if len(problems) > 0 {
		return fmt.Errorf("library: %s is damaged: %s", l.path, strings.Join(problems, "; "))
	}
	return nil
}

// Close closes the database.
func (l *Library) Close() error { return l.db.Close() }

// Path returns the database file's path.
func (l *Library) Path() string { return l.path }
