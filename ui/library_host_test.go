package ui

import (
	"testing"
)

func TestGameLibraryWithoutAFile(t *testing.T) {
	host := newFakeHost(t, fourMoves...)
	q := make(doQueue, 16)
	l := &gameLibrary{host: host, do: q.do, logf: t.Logf, masterGames: func() []byte { return nil }}
	defer l.closeLibrary()

	l.ToggleExplorer()
	if v := l.Explorer(); !v.On || v.Waiting == "" || host.changes == 0 {
		t.Errorf("explorer without a library: %+v, told %d times; want on and saying why", v, host.changes)
	}
	if l.HasLibrary() || l.LibraryReady() {
		t.Error("a library without a file")
	}
	l.storeFinished() // nothing to store, nowhere: no panic, no goroutine
	l.PlayExplorerMove(0)
	if host.h.game.Len() != len(fourMoves) {
		t.Errorf("an explorer move without moves was played: %d moves", host.h.game.Len())
	}
	l.ToggleExplorer()
	if l.ExplorerOn() {
		t.Error("toggled twice, the explorer is still on")
	}
}
