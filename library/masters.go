package library

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// ImportPack stores the games of a pack (see WritePack) in one transaction per batch, like
// Import; Progress counts games where Import counts files. source names the pack.
func (l *Library) ImportPack(ctx context.Context, data []byte, source string, opt ImportOptions, progress func(Progress)) (ImportStats, error) {
	pgs, err := readPackGames(bytes.NewReader(data))
	if err != nil {
		return ImportStats{}, fmt.Errorf("library: %w", err)
	}
	return l.importAll(ctx, len(pgs), func(k int) parsed { return packRecord(&pgs[k], source) }, opt, progress)
}

func packRecord(pg *packGame, source string) parsed {
	g, err := pg.game(nil)
	if err != nil {
		return parsed{path: source, err: err}
	}
	r, err := newRecord(g, source)
	if err != nil {
		return parsed{path: source, err: err}
	}
	return parsed{path: source, records: []*record{r}}
}

// EnsureMasters makes sure the library holds the master pack data as its Masters collection: on
// first use it imports it (about half a minute on two cores for the shipped collection, so the app
// runs it in the background with a progress bar), afterwards it returns at once. A new pack (a
// later version of Chuhe) adds the games the library lacks. An interrupted first import resumes
// where it stopped: the games already stored are duplicates.
func (l *Library) EnsureMasters(ctx context.Context, data []byte, progress func(Progress)) (ImportStats, error) {
	sum := sha256.Sum256(data)
	want := hex.EncodeToString(sum[:])
	var have string
	err := l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name = 'masters'").Scan(&have)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return ImportStats{}, fmt.Errorf("library: %w", err)
	}
	if have == want {
		return ImportStats{}, nil
	}
	// A later pack: the games already stored take its headers (the pack of December 2026 mends
	// the Round tags that read as mojibake, "菴05謫" for "第05轮").
	st, err := l.ImportPack(ctx, data, "masters", ImportOptions{Collection: Masters, Headers: have != ""}, progress)
	if err != nil {
		return st, err
	}
	if st.Failed > 0 {
		return st, fmt.Errorf("library: %d master games could not be read: %v", st.Failed, st.Errors[0].Err)
	}
	_, err = l.db.ExecContext(ctx, "INSERT OR REPLACE INTO meta(name, value) VALUES ('masters', ?)", want)
	return st, err
}
