//go:build tune

package main

import (
	"strings"
	"testing"
)

// TestUCITuneOptions: the tuning build lists its parameters as spin options and sets them.
func TestUCITuneOptions(t *testing.T) {
	out := transcript(t, "uci", "setoption name LMRDIV value 250", "setoption name lmrDiv value 5000", "uci",
		"setoption name lmrDiv value 190")
	if !hasLine(out, "option name lmrDiv type spin default 190 min 100 max 400") {
		t.Errorf("lmrDiv not listed: %q", out)
	}
	if !hasLine(out, "option name lmrDiv type spin default 250 min 100 max 400") {
		t.Errorf("lmrDiv not set to 250: %q", out)
	}
	if !hasLine(out, `info string error: setoption lmrDiv: "5000" is not a number 100-400`) {
		t.Errorf("no error for a value out of range: %q", out)
	}
	if n := strings.Count(strings.Join(out, "\n"), "info string error"); n != 1 {
		t.Errorf("%d errors: %q", n, out)
	}
}
