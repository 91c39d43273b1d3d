package ai

import "testing"

// MateScore is the inverse of MateIn, both ways, for mates within the search's depth.
func TestMateScoreInvertsMateIn(t *testing.T) {
	for n := 1; n <= maxPly/2; n++ {
		for _, m := range []int{n, -n} {
			s := MateScore(m)
			if !s.IsMate() || s.MateIn() != m {
				t.Errorf("MateScore(%d) = %d: mate %v, MateIn %d", m, s, s.IsMate(), s.MateIn())
			}
		}
	}
	if MateScore(1) != Mate-1 || MateScore(-1) != -(Mate-2) {
		t.Errorf("mate in one: %d, mated in one: %d", MateScore(1), MateScore(-1))
	}
}
