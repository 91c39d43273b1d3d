package core

import "fmt"

// Handicap is a handicap game (让子): the stronger side starts without some of its pieces. As is the
// custom, the side giving the handicap moves first: when Red gives it the position is the opening
// with Red's pieces removed, Red to move; when Black gives it, Black's pieces are removed (the same
// points seen from Black's side) and Black moves first.
//
// "Left" and "right" are the giver's, as it sits: Red's left horse is the one on b0 (Red's 八路, in
// Chinese notation 马八), Black's the one on h9. Giving the left-hand piece is the custom because the
// usual openings develop the right-hand side first (炮二平五, 马二进三, 车一平二).
type Handicap uint8

const (
	// NoHandicap is the ordinary opening.
	NoHandicap Handicap = iota
	// LeftHorse (让左马): the giver's left horse (Red: b0).
	LeftHorse
	// RightHorse (让右马): the giver's right horse (Red: h0).
	RightHorse
	// TwoHorses (让双马): both horses.
	TwoHorses
	// LeftCannon (让单炮): the giver's left cannon (Red: b2).
	LeftCannon
	// LeftRook (让单车): the giver's left rook (Red: a0).
	LeftRook
	// RookHorse (让车马): the giver's left rook and left horse (Red: a0 and b0).
	RookHorse
	// TwoRooks (让双车): both rooks.
	TwoRooks
	// NineMen (让九子): the two advisors, the two elephants and the five pawns: the giver keeps its
	// king, rooks, horses and cannons (as in the 1999 exhibition game of 许银川 against 聂卫平).
	NineMen

	numHandicaps = iota
)

// handicapInfo is each handicap's English name (also the key of the UI's translations) and the
// points of the pieces Red removes when it gives it.
var handicapInfo = [numHandicaps]struct {
	english string
	removed []string
}{
	NoHandicap: {"No handicap", nil},
	LeftHorse:  {"Left horse", []string{"b0"}},
	RightHorse: {"Right horse", []string{"h0"}},
	TwoHorses:  {"Two horses", []string{"b0", "h0"}},
	LeftCannon: {"One cannon", []string{"b2"}},
	LeftRook:   {"One rook", []string{"a0"}},
	RookHorse:  {"Rook and horse", []string{"a0", "b0"}},
	TwoRooks:   {"Two rooks", []string{"a0", "i0"}},
	NineMen:    {"Nine men", []string{"d0", "f0", "c0", "g0", "a3", "c3", "e3", "g3", "i3"}},
}

// Handicaps returns every handicap, NoHandicap first, in order of strength.
func Handicaps() []Handicap {
	out := make([]Handicap, numHandicaps)
	for i := range out {
		out[i] = Handicap(i)
	}
	return out
}

// String returns the handicap's English name ("Two horses"), which is also the key of its
// translations in the UI.
func (h Handicap) String() string {
	if h < numHandicaps {
		return handicapInfo[h].english
	}
	return fmt.Sprintf("Handicap(%d)", uint8(h))
}

// Removed returns the points of the pieces the giver removes from the opening position.
func (h Handicap) Removed(giver Color) []Square {
	if h >= numHandicaps {
		return nil
	}
	var out []Square
	for _, s := range handicapInfo[h].removed {
		x, _ := ParseSquare(s)
		if giver == Black {
			x = x.Flip()
		}
		out = append(out, x)
	}
	return out
}

// FEN returns the handicap's start position when giver gives it: the opening without the giver's
// removed pieces, the giver to move. NoHandicap gives StartFEN whoever the giver (Red moves first).
func (h Handicap) FEN(giver Color) string {
	if h == NoHandicap || h >= numHandicaps {
		return StartFEN
	}
	st := StartSetup()
	for _, s := range h.Removed(giver) {
		st.Set(s, NoPiece)
	}
	st.Side = giver
	return st.FEN()
}
