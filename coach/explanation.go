package coach

import (
	"fmt"

	"github.com/chuhe-xq/chuhe/core"
)

// Kind is what an explanation says about a move.
type Kind uint8

const (
	// LosesMaterial: the opponent's line wins material from the mover (Motif says how).
	LosesMaterial Kind = iota + 1
	// IgnoresThreat: the opponent threatened the capture before the move, and the move did nothing
	// against it.
	IgnoresThreat
	// AllowsMate: after the move the opponent mates in MateIn moves (proven by core.ProveMate).
	AllowsMate
	// MissedMate: the mover could have mated in MateIn moves with Key (proven by core.ProveMate).
	MissedMate
	// MissedWin: the best move, Key, wins material that the move played does not.
	MissedWin
	// LosesByRule: the move repeats the position by perpetual check or chase, which the rules make a
	// loss for the mover (the referee's ruling, Reason).
	LosesByRule
	// Threatens: the side not to move threatens Key, winning Lost or mating (Show threat).
	Threatens
)

var kindNames = [...]string{"", "loses material", "ignores a threat", "allows mate", "missed mate",
	"missed win", "loses by rule", "threatens"}

// String names the kind in English (for logs and figures; the interface uses Text).
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Motif is how material is won: the tactic the line shows.
type Motif uint8

const (
	// NoMotif: the line wins material without one of the named tactics (a plain capture sequence).
	NoMotif Motif = iota
	// Fork: one piece attacks two (or gives check and attacks one); Targets are the two.
	Fork
	// Pin: the piece lost could not move away, for its general would be in check (Targets[0]).
	Pin
	// CannonScreen: a cannon captures by jumping a screen that arrived on its line during the line
	// (Screen is that piece).
	CannonScreen
	// Discovered: a piece moved off the line of another, which then attacked; Targets[0] is the
	// attacking piece's square after the move that opened the line.
	Discovered
	// Unprotected: the piece lost had no defender when it was taken.
	Unprotected
)

var motifNames = [...]string{"plain", "fork", "pin", "cannon screen", "discovered attack", "unprotected"}

// String names the motif in English (for logs and figures).
func (m Motif) String() string {
	if int(m) < len(motifNames) {
		return motifNames[m]
	}
	return fmt.Sprintf("Motif(%d)", uint8(m))
}

// Explanation is one checked statement about a move.
type Explanation struct {
	Kind  Kind
	Motif Motif
	// Start is the position the Line is played from: before the move explained (for a missed win,
	// before the better move, which is the same position; for Threatens, the position with the
	// other side to move).
	Start core.Position
	// Line is the sequence of moves that proves the statement, from Start. For a mistake it begins
	// with the move played; for a missed win or mate, with the better move.
	Line []core.Move
	// Key is the index in Line of the move that does the damage (the fork, the capture, the mating
	// move, the better move missed, the repeating move).
	Key int
	// Lost is the biggest piece the losing side gives up net along the line (for a missed win or a
	// threat, the piece won); For is the biggest piece it gets back (NoPiece when none).
	Lost, For core.Piece
	// Net is the material the line leaves the mover (negative: lost), in centipawns of Value.
	Net int
	// Targets are the squares of the pieces a fork attacks (after the Key move), or the general a
	// pinned piece shields, or the piece whose line a discovered attack opens.
	Targets []core.Square
	// Screen is the cannon's screen for CannonScreen.
	Screen core.Piece
	// MateIn is the number of moves of the mating side for AllowsMate, MissedMate and a mating
	// threat.
	MateIn int
	// Reason is core.PerpetualCheck or core.PerpetualChase for LosesByRule.
	Reason core.Reason
}

// pieceValues are the piece values the package counts material in (centipawns; the general counts for
// nothing, as it is never captured).
var pieceValues = [core.NumPieceTypes]int{0, 0, 200, 200, 400, 900, 450, 100}

// value is a piece's value in pieceValues.
func value(p core.Piece) int { return pieceValues[p.Type()] }

// Value is the value, in centipawns, the package counts a piece type at (a rook 900, a cannon 450, a
// horse 400, an advisor or an elephant 200, a pawn 100; the general nothing, as it is never taken).
func Value(t core.PieceType) int { return pieceValues[t] }

// positionAt plays the first n moves of e.Line from e.Start.
func (e *Explanation) positionAt(n int) core.Position {
	p := e.Start
	for _, m := range e.Line[:n] {
		p.MakeMove(m)
	}
	return p
}

// KeyMove returns the move that does the damage and the position it is played in.
func (e *Explanation) KeyMove() (core.Position, core.Move) {
	return e.positionAt(e.Key), e.Line[e.Key]
}
