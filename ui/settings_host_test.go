package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestPreferencesWithAFakeHost(t *testing.T) {
	host := newFakeHost(t)
	p := &preferences{host: host, settings: DefaultSettings()}
	tests := []struct {
		name    string
		change  func()
		check   func() bool
		changed bool // the views are told
	}{
		{"a level out of range is refused", func() { p.SetLevel(99) }, func() bool { return p.Settings().Level != 99 }, false},
		{"a level in range is kept", func() { p.SetLevel(3) }, func() bool { return p.Settings().Level == 3 }, true},
		{"flipping turns the board", func() { p.Flip() }, func() bool { return p.Settings().Flipped && host.board().Flipped }, true},
		{"the notation shows at once", func() { p.SetNotation(core.WXF) }, func() bool { return p.Settings().Notation == core.WXF }, true},
		{"the sound needs no redraw", func() { p.SetSound(false) }, func() bool { return !p.Settings().Sound }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := host.changes
			tc.change()
			if !tc.check() || (host.changes > before) != tc.changed {
				t.Errorf("settings %+v, views told %v; want told %v", p.Settings(), host.changes > before, tc.changed)
			}
		})
	}
}
