package ui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chuhe-xq/chuhe/extengine"
)

func TestEngineRolesWithAFakeHost(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, EnginesFile)
	list := []EngineConfig{{ID: "pf", Name: "Pikafish", Path: "/nowhere/pikafish", Protocol: extengine.UCI}}
	if err := os.WriteFile(path, encodeEngines(list), 0o644); err != nil {
		t.Fatal(err)
	}
	host := newFakeHost(t)
	q := make(doQueue, 16)
	builtin := func() Engine { return firstMoveEngine{} }
	e := &engineRoles{host: host, newBuiltin: builtin, do: q.do}
	for r := range e.drivers {
		e.drivers[r] = newEngineDriver(builtin, q.do)
	}
	e.loadEngines(path)
	e.applyEngines(false, false)
	defer e.closeEngines()
	if e.loadErr != nil || len(e.Engines()) != 1 {
		t.Fatalf("loaded %d engines (error %v), want the one written", len(e.Engines()), e.loadErr)
	}

	tests := []struct {
		name     string
		act      func()
		opponent string
	}{
		{"an unknown engine is the built-in one", func() { e.SetOpponentEngine("nope") }, BuiltinEngine},
		{"an added engine plays", func() { e.SetOpponentEngine("pf") }, "pf"},
		{"removed, the built-in engine plays again", func() { e.RemoveEngine("pf") }, BuiltinEngine},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.act()
			if got := e.OpponentEngine(); got != tc.opponent || host.settings.OpponentEngine != tc.opponent {
				t.Errorf("opponent %q, in the settings %q; want %q", got, host.settings.OpponentEngine, tc.opponent)
			}
		})
	}
}
