package core

import (
	"strings"
	"testing"
)

func TestReasonKeys(t *testing.T) {
	seen := map[string]Reason{}
	for r := Checkmate; r <= Forfeit; r++ {
		k := r.Key()
		if !strings.HasPrefix(k, "result.") || strings.ContainsAny(k, " ") {
			t.Errorf("%v: key %q, want result.word", r, k)
		}
		if o, dup := seen[k]; dup {
			t.Errorf("%v and %v share the key %q", o, r, k)
		}
		seen[k] = r
	}
	if NoReason.Key() != "" || Reason(99).Key() != "result.unknown_99" {
		t.Errorf("no reason %q, past the end %q", NoReason.Key(), Reason(99).Key())
	}
}
