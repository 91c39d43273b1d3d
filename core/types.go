package core

import "fmt"

// Color is the side a piece belongs to, or the side to move.
type Color uint8

const (
	// Red moves first and sits at the bottom of the board by default.
	Red Color = 0
	// Black moves second.
	Black Color = 1
)

// Opp returns the other side.
func (c Color) Opp() Color { return c ^ 1 }

// String returns "red" or "black".
func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// PieceType is the kind of a piece, regardless of colour.
type PieceType uint8

const (
	// NoPieceType marks an empty point.
	NoPieceType PieceType = iota
	// King (帅/将) moves one step orthogonally inside its palace.
	King
	// Advisor (仕/士) moves one step diagonally inside its palace.
	Advisor
	// Elephant (相/象) moves two steps diagonally on its own side of the river.
	Elephant
	// Horse (马) moves one step orthogonally then one diagonally, unless its leg is blocked.
	Horse
	// Rook (车) moves any distance orthogonally.
	Rook
	// Cannon (炮) moves like a rook and captures by jumping exactly one screen.
	Cannon
	// Pawn (兵/卒) moves forward, and sideways once across the river.
	Pawn
)

// NumPieceTypes bounds arrays indexed by PieceType.
const NumPieceTypes = 8

var pieceTypeNames = [NumPieceTypes]string{"none", "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"}

// String returns the English name of the piece type.
func (t PieceType) String() string {
	if int(t) < len(pieceTypeNames) {
		return pieceTypeNames[t]
	}
	return fmt.Sprintf("PieceType(%d)", uint8(t))
}

// Piece is a coloured piece: bit 3 is the colour, bits 0-2 the type. The zero value is no piece.
type Piece uint8

// NoPiece is the content of an empty point.
const NoPiece Piece = 0

// MakePiece combines a colour and a type.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Color returns the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// FENLetters maps piece types to FEN letters (upper case; Black uses lower case).
const fenLetters = " KABNRCP"

// Letter returns the piece's FEN letter: upper case for Red, lower case for Black, '.' for NoPiece.
func (p Piece) Letter() byte {
	if p.Type() == NoPieceType {
		return '.'
	}
	l := fenLetters[p.Type()]
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// String returns the FEN letter of the piece.
func (p Piece) String() string { return string(p.Letter()) }

// Square is a point on the board, an index into a 16×16 padded array (the layout of XQWizard and
// ElephantEye). A padded array makes every step, including a horse's jump, a fixed offset, and the
// padding turns "off the board" into one table lookup instead of range checks on file and rank; it is
// also small enough (256 bytes) to copy a whole position cheaply for a background search.
//
//	        file  a  b  c  d  e  f  g  h  i
//	rank 9   0xC3 C4 C5 C6 C7 C8 C9 CA 0xCB    Black's back rank
//	rank 8   0xB3 ..                   0xBB
//	  ...
//	rank 1   0x43 ..                   0x4B
//	rank 0   0x33 34 35 36 37 38 39 3A 0x3B    Red's back rank
//
// Square = (rank+3)*16 + (file+3): one rank up is +16, one file right is +1. Rows 0-2 and 13-15 and
// columns 0-2 and 12-15 are padding. The zero Square (0x00) is padding and means "no square".
type Square uint8

// NoSquare is not a point of the board.
const NoSquare Square = 0

// NewSquare returns the square at file 0..8 (a..i) and rank 0..9 (from Red's side).
func NewSquare(file, rank int) Square { return Square((rank+3)*16 + file + 3) }

// File returns 0..8 for a..i.
func (s Square) File() int { return int(s&15) - 3 }

// Rank returns 0..9, counted from Red's back rank.
func (s Square) Rank() int { return int(s>>4) - 3 }

// OnBoard reports whether the square is one of the 90 points.
func (s Square) OnBoard() bool { return onBoard[s] }

// Flip returns the square seen from the other side (rotated 180°).
func (s Square) Flip() Square { return NewSquare(8-s.File(), 9-s.Rank()) }

// String returns the coordinate name, e.g. "e0"; "-" for a square off the board.
func (s Square) String() string {
	if !s.OnBoard() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('0' + s.Rank())})
}

// ParseSquare reads a coordinate such as "e0" (case-insensitive).
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 {
		return NoSquare, fmt.Errorf("square %q: want a file a-i and a rank 0-9", s)
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'i' {
		return NoSquare, fmt.Errorf("square %q: file %q is not a-i", s, s[0])
	}
	if r < '0' || r > '9' {
		return NoSquare, fmt.Errorf("square %q: rank %q is not 0-9", s, s[1])
	}
	return NewSquare(int(f-'a'), int(r-'0')), nil
}

// ParseMoveText reads a move in coordinate form, "h2e2" (case-insensitive, so UCCI's "H2E2" too),
// without a position: it checks the squares, not legality (for that, ParseUCIMove).
func ParseMoveText(s string) (Move, error) {
	if len(s) != 4 {
		shown := s
		if len(shown) > 40 {
			shown = shown[:40] + "..."
		}
		return NoMove, fmt.Errorf("move %q: want four characters like h2e2", shown)
	}
	from, err := ParseSquare(s[:2])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	to, err := ParseSquare(s[2:])
	if err != nil {
		return NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	return NewMove(from, to), nil
}

// Move is a move packed as from | to<<8. The zero Move is "no move" (and the null move in search).
type Move uint16

// NoMove is the zero move.
const NoMove Move = 0

// NewMove packs a move.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<8 }

// From returns the origin square.
func (m Move) From() Square { return Square(m) }

// To returns the destination square.
func (m Move) To() Square { return Square(m >> 8) }

// String returns the UCI coordinate form, e.g. "h2e2"; "0000" for NoMove.
func (m Move) String() string {
	if m == NoMove {
		return "0000"
	}
	return m.From().String() + m.To().String()
}

// Board geometry tables, computed once at start-up and never written afterwards.
var (
	onBoard   [256]bool
	inPalace  [256]bool
	ownHalf   [2][256]bool // ownHalf[c][s]: s is on c's side of the river
	advisorOK [2][256]bool // the five palace points an advisor may stand on
	elephOK   [2][256]bool // the seven points an elephant may stand on
)

func init() {
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			s := NewSquare(f, r)
			onBoard[s] = true
			if f >= 3 && f <= 5 && (r <= 2 || r >= 7) {
				inPalace[s] = true
			}
			if r <= 4 {
				ownHalf[Red][s] = true
			} else {
				ownHalf[Black][s] = true
			}
		}
	}
	for _, c := range []Color{Red, Black} {
		for _, fr := range [][2]int{{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}} {
			s := NewSquare(fr[0], fr[1])
			if c == Black {
				s = s.Flip()
			}
			advisorOK[c][s] = true
		}
		for _, fr := range [][2]int{{2, 0}, {6, 0}, {0, 2}, {4, 2}, {8, 2}, {2, 4}, {6, 4}} {
			s := NewSquare(fr[0], fr[1])
			if c == Black {
				s = s.Flip()
			}
			elephOK[c][s] = true
		}
	}
	buildSteps()
}
