package nnue

import _ "embed" // the built-in net

// defaultNet is the built-in net's file (docs/nnue.md tells how it was trained). A string, so that
// nothing can change it.
//
//go:embed chuhe.nnue
var defaultNet string

// Default returns the built-in net, decoded afresh (a few milliseconds): keep it, and share it
// among engines.
func Default() (*Net, error) { return Decode([]byte(defaultNet)) }
