//go:build !race

package main

// raceEnabled is whether the tests run under the race detector (ten times slower).
const raceEnabled = false
