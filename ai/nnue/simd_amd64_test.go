//go:build goexperiment.simd && amd64

package nnue

import (
	"math/rand/v2"
	"simd/archsimd"
	"slices"
	"testing"
)

// TestSIMD checks the vector loops against the generic ones on random int16s, extremes included.
// Without AVX2 the "vector" loops are the generic ones, and comparing them with themselves would
// prove nothing: the test says so and skips.
func TestSIMD(t *testing.T) {
	if !archsimd.X86.AVX2() {
		t.Skip("this CPU has no AVX2: the vector loops fall back to the generic ones, so there is nothing to compare")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	r := func(n int) []int16 {
		s := make([]int16, n)
		for i := range s {
			switch rng.IntN(8) {
			case 0:
				s[i] = 32767
			case 1:
				s[i] = -32768
			default:
				s[i] = int16(rng.Uint32())
			}
		}
		return s
	}
	for _, n := range []int{8, 16, 24, 128, 1024} {
		for range 200 {
			a, w, x, y, z := r(n), r(n), r(n), r(n), r(n)
			for _, qa := range []int32{1, 255, 1024} {
				if got, want := dot(a, w, qa), dotGeneric(a, w, qa); got != want {
					t.Fatalf("n %d qa %d: dot %d, generic %d", n, qa, got, want)
				}
			}
			d1, d2 := make([]int16, n), make([]int16, n)
			move(d1, a, w, x)
			moveGeneric(d2, a, w, x)
			if !slices.Equal(d1, d2) {
				t.Fatal("move differs")
			}
			moveCapture(d1, a, w, x, y)
			moveCaptureGeneric(d2, a, w, x, y)
			if !slices.Equal(d1, d2) {
				t.Fatal("moveCapture differs")
			}
			copy(d1, z)
			copy(d2, z)
			add(d1, a)
			addGeneric(d2, a)
			if !slices.Equal(d1, d2) {
				t.Fatal("add differs")
			}
		}
	}
}
