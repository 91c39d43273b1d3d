package resources

import _ "embed"

// The master positions are made from the Chinese Chess Practical Dataset by the generator, which
// has the engine confirm every answer (see resources/internal/genpuzzles):
//
//	nice -n 10 go run ./resources/internal/genpuzzles -src DATASET/Dataset -o resources/masterpuzzles.txt

//go:embed masterpuzzles.txt
var masterPuzzlesText string

// MasterPuzzles returns the master positions of the Training menu as text, one puzzle a line, in
// the format training.ParseMasterPuzzles reads: middlegame, tactics and endgame positions from
// master games whose answer the engine confirmed as the one good move.
func MasterPuzzles() string { return masterPuzzlesText }
