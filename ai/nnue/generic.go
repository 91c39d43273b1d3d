//go:build !(goexperiment.simd && amd64)

package nnue

// The accumulator loops in plain Go (the default build; simd_amd64.go has the vector ones).

func add(a, w []int16)                       { addGeneric(a, w) }
func move(d, s, sub, ad []int16)             { moveGeneric(d, s, sub, ad) }
func moveCapture(d, s, sub, ad, cap []int16) { moveCaptureGeneric(d, s, sub, ad, cap) }
func dot(a, w []int16, qa int32) int64       { return dotGeneric(a, w, qa) }
