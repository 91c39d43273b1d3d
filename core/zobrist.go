package core

// Zobrist keys: one random 64-bit number per (piece, square) and one for the side to move, drawn
// from a fixed-seed generator so that keys, and hence opening-book lookups and test expectations,
// are the same on every run. Written once at start-up, read-only afterwards.
var (
	zobristPiece [16][256]uint64
	zobristSide  uint64
)

// splitmix64 is a small, well-mixed generator; the seed is arbitrary and fixed.
func splitmix64(state *uint64) uint64 {
	*state += 0x9E3779B97F4A7C15
	z := *state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func init() {
	state := uint64(0x43687568652D5851) // "Chuhe-XQ"
	for p := range zobristPiece {
		for s := range zobristPiece[p] {
			zobristPiece[p][s] = splitmix64(&state)
		}
	}
	zobristSide = splitmix64(&state)
}
