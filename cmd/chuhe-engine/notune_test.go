//go:build !tune

package main

import "testing"

// TestUCINoTuneOptions: the normal build has no tuning options; setting one is an unknown option.
func TestUCINoTuneOptions(t *testing.T) {
	out := transcript(t, "uci", "setoption name tempo value 20")
	if hasLine(out, "option name tempo") || !hasLine(out, `info string error: setoption: unknown option "tempo"`) {
		t.Errorf("transcript %q", out)
	}
}
