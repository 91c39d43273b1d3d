package resources

import (
	_ "embed"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// The endgame practice collection is made from the harvested candidates and the classic endgames by
// the generator, which proves every mate with core.ProveMate.
//go:generate go run ./internal/genendgames build

//go:embed endgames.txt
var endgamesText string

// Endgames returns the endgame practice collection (残局练习): classic practical endgames and proven
// mates in 2 to 7 from Chuhe's own self-play games, each with its goal and level (core.Puzzle). Each
// call reads the embedded file afresh, so the caller owns what it gets.
func Endgames() ([]core.Puzzle, error) { return core.ReadPuzzles(strings.NewReader(endgamesText)) }
