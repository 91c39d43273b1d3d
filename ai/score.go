package ai

import "strconv"

// Score is an evaluation in centipawns (a pawn on its starting point is worth about 100) from the
// side to move's point of view. Scores near ±Mate encode forced wins: Mate-n means the side to move
// mates (or wins by rule) n plies from the root, -(Mate-n) that it is mated in n plies.
type Score int32

const (
	// Mate is the score of a won game at the root; a win found n plies deep scores Mate-n.
	Mate Score = 30000
	// Infinite bounds every score.
	Infinite Score = 32000
	// maxPly bounds the depth of the search tree (including extensions and quiescence).
	maxPly = 128
	// mateBound: scores beyond it are mate scores.
	mateBound = Mate - 2*maxPly
)

// IsMate reports whether the score is a forced win or loss (by mate, stalemate or a rule such as
// perpetual check).
func (s Score) IsMate() bool { return s >= mateBound || s <= -mateBound }

// MateIn returns, for a mate score, the number of moves (of the side that wins, as UCI counts them)
// to the end of the game: positive when the side to move wins, negative when it loses. It returns 0
// for a score that is not a mate score.
func (s Score) MateIn() int {
	switch {
	case s >= mateBound:
		return int(Mate-s+1) / 2
	case s <= -mateBound:
		return -(int(Mate+s) + 1) / 2
	}
	return 0
}

// String returns the UCI form: "cp 35" or "mate 3" / "mate -2".
func (s Score) String() string {
	if s.IsMate() {
		return "mate " + strconv.Itoa(s.MateIn())
	}
	return "cp " + strconv.Itoa(int(s))
}
