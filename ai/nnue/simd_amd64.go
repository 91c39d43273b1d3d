//go:build goexperiment.simd && amd64

package nnue

import "simd/archsimd"

// The accumulator loops with AVX2 when the CPU has it (a build with GOEXPERIMENT=simd; the default
// build uses generic.go). They compute exactly what the generic loops do: int16 adds and
// subtractions wrap alike, and each clamp(a,0,qa)²·w fits int32 when qa ≤ 255 (65025 · 32768 <
// 2³¹) before it is summed in int64. Lengths are multiples of 16 (H is a multiple of 8: a remainder
// of 8 goes to the generic loop).

func add(a, w []int16) {
	if !archsimd.X86.AVX2() {
		addGeneric(a, w)
		return
	}
	w = w[:len(a)]
	i := 0
	for ; i+16 <= len(a); i += 16 {
		archsimd.LoadInt16x16Slice(a[i:]).Add(archsimd.LoadInt16x16Slice(w[i:])).StoreSlice(a[i:])
	}
	addGeneric(a[i:], w[i:])
}

func move(d, s, sub, ad []int16) {
	if !archsimd.X86.AVX2() {
		moveGeneric(d, s, sub, ad)
		return
	}
	s, sub, ad = s[:len(d)], sub[:len(d)], ad[:len(d)]
	i := 0
	for ; i+16 <= len(d); i += 16 {
		x := archsimd.LoadInt16x16Slice(s[i:]).Sub(archsimd.LoadInt16x16Slice(sub[i:]))
		x.Add(archsimd.LoadInt16x16Slice(ad[i:])).StoreSlice(d[i:])
	}
	moveGeneric(d[i:], s[i:], sub[i:], ad[i:])
}

func moveCapture(d, s, sub, ad, cap []int16) {
	if !archsimd.X86.AVX2() {
		moveCaptureGeneric(d, s, sub, ad, cap)
		return
	}
	s, sub, ad, cap = s[:len(d)], sub[:len(d)], ad[:len(d)], cap[:len(d)]
	i := 0
	for ; i+16 <= len(d); i += 16 {
		x := archsimd.LoadInt16x16Slice(s[i:]).Sub(archsimd.LoadInt16x16Slice(sub[i:]))
		x = x.Add(archsimd.LoadInt16x16Slice(ad[i:]))
		x.Sub(archsimd.LoadInt16x16Slice(cap[i:])).StoreSlice(d[i:])
	}
	moveCaptureGeneric(d[i:], s[i:], sub[i:], ad[i:], cap[i:])
}

func dot(a, w []int16, qa int32) int64 {
	if !archsimd.X86.AVX2() || qa > 255 {
		return dotGeneric(a, w, qa)
	}
	w = w[:len(a)]
	zero, top := archsimd.BroadcastInt32x8(0), archsimd.BroadcastInt32x8(qa)
	var lo, hi archsimd.Int64x4
	i := 0
	for ; i+8 <= len(a); i += 8 {
		v := archsimd.LoadInt16x8Slice(a[i:]).ExtendToInt32().Max(zero).Min(top)
		p := v.Mul(v).Mul(archsimd.LoadInt16x8Slice(w[i:]).ExtendToInt32())
		lo = lo.Add(p.GetLo().ExtendToInt64())
		hi = hi.Add(p.GetHi().ExtendToInt64())
	}
	var sums [4]int64
	lo.Add(hi).StoreSlice(sums[:])
	return sums[0] + sums[1] + sums[2] + sums[3] + dotGeneric(a[i:], w[i:], qa)
}
