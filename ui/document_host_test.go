package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDocumentWithAFakeHost(t *testing.T) {
	host := newFakeHost(t, fourMoves...)
	q := make(doQueue, 4)
	host.post = q.do
	d := &document{host: host}
	d.doc = d.newDoc()
	if d.GameTitle() != "" || !d.InProgress() {
		t.Errorf("a game played here: title %q, in progress %v; want none, in progress", d.GameTitle(), d.InProgress())
	}

	path := filepath.Join(t.TempDir(), "game.pgn")
	done := false
	d.SaveFile(path, func(err error) {
		if err != nil {
			t.Error(err)
		}
		done = true
	})
	q.until(t, "the save", func() bool { return done })
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "h2e2") && !strings.Contains(string(data), "H2-E2") {
		t.Errorf("saved %q (%v), want the game", data, err)
	}
	tests := []struct {
		name string
		got  func() any
		want any
	}{
		{"the file is the game's", func() any { p, _, _ := d.GameFile(); return p }, path},
		{"saved in place", func() any { return d.CanSaveInPlace() }, true},
		{"first of the recent files", func() any { return d.RecentFiles()[0] }, path},
		{"named by its file", func() any { return d.GameTitle() }, "game.pgn"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.got(); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
