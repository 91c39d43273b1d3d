package core

import "fmt"

// Outcome is who won a game, if anyone.
type Outcome uint8

const (
	// Ongoing means the game has not ended.
	Ongoing Outcome = iota
	// RedWins means Red won.
	RedWins
	// BlackWins means Black won.
	BlackWins
	// Draw means neither side won.
	Draw
)

// String returns the PGN result token: "*", "1-0", "0-1" or "1/2-1/2".
func (o Outcome) String() string {
	switch o {
	case RedWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// ParseOutcome reads a PGN result token.
func ParseOutcome(s string) (Outcome, error) {
	switch s {
	case "*":
		return Ongoing, nil
	case "1-0":
		return RedWins, nil
	case "0-1":
		return BlackWins, nil
	case "1/2-1/2":
		return Draw, nil
	}
	return Ongoing, fmt.Errorf("result %q: want 1-0, 0-1, 1/2-1/2 or *", s)
}

// WinFor returns the outcome in which c wins.
func WinFor(c Color) Outcome {
	if c == Red {
		return RedWins
	}
	return BlackWins
}

// Reason is why a game ended.
type Reason uint8

const (
	// NoReason goes with Ongoing.
	NoReason Reason = iota
	// Checkmate: the side to move is in check and has no legal move; it loses.
	Checkmate
	// Stalemate: the side to move is not in check but has no legal move; in xiangqi it loses.
	Stalemate
	// PerpetualCheck: a side repeated the position by checking on every move of the cycle; it loses.
	PerpetualCheck
	// PerpetualChase: a side repeated the position by chasing a piece on every move; it loses.
	PerpetualChase
	// Repetition: the position occurred for the third time and neither side is to blame; a draw.
	Repetition
	// MoveLimit: the natural limit (NaturalLimitPlies without a capture) was reached; a draw.
	MoveLimit
	// NoAttackers: neither side has a piece that can cross the river; a dead draw.
	NoAttackers
	// Resignation: a side resigned.
	Resignation
	// Agreement: the players agreed a draw.
	Agreement
	// Timeout: a side ran out of time.
	Timeout
	// Forfeit: a side made an illegal move or its program failed (used by match tools).
	Forfeit
)

var reasonNames = [...]string{"", "checkmate", "stalemate", "perpetual check", "perpetual chase",
	"repetition", "move limit", "no attacking pieces", "resignation", "agreement", "time forfeit", "forfeit"}

// reasonKeys are the reasons' stable identifiers for the UI's translation tables (see Key).
var reasonKeys = [...]string{"", "result.checkmate", "result.stalemate", "result.perpetual_check",
	"result.perpetual_chase", "result.repetition", "result.move_limit", "result.no_attackers",
	"result.resignation", "result.agreement", "result.timeout", "result.forfeit"}

// String returns the reason in plain English words ("perpetual check").
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Key returns a stable identifier of the reason ("result.checkmate") for the UI's translation
// tables; "" for NoReason. Like ProblemKind.Key and IllegalReason.Key, keys never change once
// published.
func (r Reason) Key() string {
	if int(r) < len(reasonKeys) {
		return reasonKeys[r]
	}
	return fmt.Sprintf("result.unknown_%d", uint8(r))
}

// Result is the outcome of a game and why.
type Result struct {
	Outcome Outcome
	Reason  Reason
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing }

// String returns "*" for a game in progress, otherwise the PGN token and the reason:
// "0-1 perpetual check".
func (r Result) String() string {
	if r.Outcome == Ongoing {
		return "*"
	}
	if r.Reason == NoReason {
		return r.Outcome.String()
	}
	return r.Outcome.String() + " " + r.Reason.String()
}
