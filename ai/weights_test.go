//go:build !tune

package ai

import "testing"

// TestNoTuneParams: the normal build has no settable parameters (its weights are constants).
func TestNoTuneParams(t *testing.T) {
	if ps := TuneParams(); len(ps) != 0 || SetTuneParam("tempo", 20) {
		t.Errorf("the normal build has tuning parameters: %v", ps)
	}
}
