package training

// Guess the move: the player plays one side of a master game, one move at a time; each guess scores
// against the master's move and, when it differs, the engine's view of the two.

// MaxGuessPoints is a guess's score when it is the master's move.
const MaxGuessPoints = 10

// The engine's margins for a guess other than the master's, in permille of the mover's expected
// score that the guess gives away next to the master's move.
const (
	asGoodLoss = 20  // as good as the master's move, in the engine's view
	closeLoss  = 60  // nearly as good
	fairLoss   = 150 // playable
)

// GuessPoints scores a guess: MaxGuessPoints for the master's move; for another, by how much of the
// mover's expected score (permille) the engine finds it gives away next to the master's move
// (negative when the engine prefers the guess): 8 when as good or better, 5 nearly as good, 2
// playable, 0 otherwise.
func GuessPoints(isMaster bool, loss int) int {
	switch {
	case isMaster:
		return MaxGuessPoints
	case loss <= asGoodLoss:
		return 8
	case loss <= closeLoss:
		return 5
	case loss <= fairLoss:
		return 2
	}
	return 0
}

// GuessScore adds up a game's guesses.
type GuessScore struct {
	Points, Moves, Matched int
}

// Add counts one guess.
func (s *GuessScore) Add(isMaster bool, loss int) int {
	p := GuessPoints(isMaster, loss)
	s.Points += p
	s.Moves++
	if isMaster {
		s.Matched++
	}
	return p
}

// Percent is the score as a share of the most the guesses could have made, 0 to 100.
func (s GuessScore) Percent() int {
	if s.Moves == 0 {
		return 0
	}
	return (s.Points*100 + s.Moves*MaxGuessPoints/2) / (s.Moves * MaxGuessPoints)
}
