package core

import (
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the standard opening position.
const StartFEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

// maxOfType is how many pieces of each type one side can have: a position with more cannot arise.
var maxOfType = [NumPieceTypes]int{0, 1, 2, 2, 2, 2, 2, 5}

// pieceFromLetter reads a FEN piece letter; it accepts E for elephants and H for horses as well.
func pieceFromLetter(b byte) (Piece, bool) {
	c := Red
	if b >= 'a' && b <= 'z' {
		c = Black
		b -= 'a' - 'A'
	}
	var t PieceType
	switch b {
	case 'K':
		t = King
	case 'A':
		t = Advisor
	case 'B', 'E':
		t = Elephant
	case 'N', 'H':
		t = Horse
	case 'R':
		t = Rook
	case 'C':
		t = Cannon
	case 'P':
		t = Pawn
	default:
		return NoPiece, false
	}
	return MakePiece(c, t), true
}

// ParseFEN reads a position in FEN. The board and the side to move are required; the two "-" fields
// and the move counters may be left out. Besides the standard letters it accepts E (elephant), H (horse)
// and r (Red to move), and "-w" or "-b" for the side and castling fields run together. It rejects
// positions that cannot arise in a game: a missing or extra king, pieces off their permitted points,
// too many pieces of a kind, or the side not to move in check.
func ParseFEN(fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, msgf("FEN: empty")
	}
	if len(fields) > 6 {
		return nil, msgf("FEN %q: %d fields, at most 6", fen, len(fields))
	}
	p := &Position{fullmove: 1}
	err := readPlacement(fields[0], func(pc Piece, s Square) error {
		if k := placementProblem(pc, s); k != ProblemOther {
			return msgf("FEN: %v", Problem{Kind: k, Piece: pc, Square: s})
		}
		if int(p.count[pc]) >= maxOfType[pc.Type()] {
			return msgf("FEN: too many %s %ss (at most %d)", pc.Color(), pc.Type(), maxOfType[pc.Type()])
		}
		p.put(s, pc)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, c := range []Color{Red, Black} {
		if p.count[MakePiece(c, King)] != 1 {
			return nil, msgf("FEN: %s has no king", c)
		}
	}
	if len(fields) < 2 {
		return nil, msgf("FEN: side to move missing (want w or b)")
	}
	if len(fields[1]) == 2 && fields[1][0] == '-' {
		// "-w" and "-b" as one program's export writes the side with the castling field run into
		// it ("… -b - 0 1"): the side and a "-".
		fields = append([]string{fields[0], fields[1][1:], "-"}, fields[2:]...)
		if len(fields) > 6 {
			return nil, msgf("FEN %q: %d fields, at most 6", fen, len(fields)-1)
		}
	}
	switch fields[1] {
	case "w", "r", "W", "R":
		p.side = Red
	case "b", "B":
		p.side = Black
		p.key ^= zobristSide
	default:
		return nil, msgf("FEN: side to move %q, want w or b", fields[1])
	}
	for i := 2; i < 4 && i < len(fields); i++ {
		if fields[i] != "-" {
			return nil, msgf("FEN: field %d is %q, want - (xiangqi has no castling or en passant)", i+1, fields[i])
		}
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return nil, msgf("FEN: half-move clock %q is not a number 0-10000", fields[4])
		}
		p.halfmove = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 100000 {
			return nil, msgf("FEN: move number %q is not a number 1-100000", fields[5])
		}
		p.fullmove = n
	}
	if p.kingAttacked(p.side.Opp()) {
		return nil, msgf("FEN: %s, not to move, is in check", p.side.Opp())
	}
	return p, nil
}

// readPlacement reads the piece placement field of a FEN (ranks 9 to 0, separated by '/'), calling
// put for each piece in the order they are written; an error from put stops it and is returned.
func readPlacement(field string, put func(pc Piece, s Square) error) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 10 {
		return msgf("FEN: board has %d ranks, want 10", len(ranks))
	}
	for i, row := range ranks {
		r := 9 - i
		f := 0
		for j := 0; j < len(row); j++ {
			b := row[j]
			if b >= '1' && b <= '9' {
				f += int(b - '0')
				if f > 9 {
					return msgf("FEN: rank %d (%q) is longer than 9 points", r, row)
				}
				continue
			}
			pc, ok := pieceFromLetter(b)
			if !ok {
				return msgf("FEN: rank %d (%q): %q is not a piece letter (KABNRCP, kabnrcp)", r, row, b)
			}
			if f >= 9 {
				return msgf("FEN: rank %d (%q) is longer than 9 points", r, row)
			}
			if err := put(pc, NewSquare(f, r)); err != nil {
				return err
			}
			f++
		}
		if f != 9 {
			return msgf("FEN: rank %d (%q) has %d points, want 9", r, row, f)
		}
	}
	return nil
}

// placementError says why pc cannot stand on s, or returns nil.
func placementError(pc Piece, s Square) error {
	if k := placementProblem(pc, s); k != ProblemOther {
		return fmt.Errorf("%s", Problem{Kind: k, Piece: pc, Square: s})
	}
	return nil
}

// MustParseFEN is ParseFEN for positions known to be valid (constants in code and tests); it panics on error.
func MustParseFEN(fen string) *Position {
	p, err := ParseFEN(fen)
	if err != nil {
		panic(err)
	}
	return p
}

// StartPosition returns the standard opening position.
func StartPosition() *Position { return MustParseFEN(StartFEN) }

// FEN writes the position, always with the letters KABNRCP and w/b.
func (p *Position) FEN() string {
	var sb strings.Builder
	sb.WriteString(PlacementFEN(func(f, r int) Piece { return p.board[NewSquare(f, r)] }))
	if p.side == Red {
		sb.WriteString(" w")
	} else {
		sb.WriteString(" b")
	}
	fmt.Fprintf(&sb, " - - %d %d", p.halfmove, p.fullmove)
	return sb.String()
}

// String draws the board as text, Black at the top, for debugging and the engine's "d" command.
func (p *Position) String() string {
	var sb strings.Builder
	for r := 9; r >= 0; r-- {
		fmt.Fprintf(&sb, "%d ", r)
		for f := 0; f < 9; f++ {
			sb.WriteByte(' ')
			sb.WriteByte(p.board[NewSquare(f, r)].Letter())
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("   a b c d e f g h i\n")
	return sb.String()
}

// PlacementFEN writes the piece placement part of a FEN (ranks 9 to 0, letters KABNRCP), with
// at(file, rank) the piece on each point; tools that keep boards of their own write FEN with it.
func PlacementFEN(at func(file, rank int) Piece) string {
	var sb strings.Builder
	for r := 9; r >= 0; r-- {
		empty := 0
		for f := 0; f < 9; f++ {
			pc := at(f, r)
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(pc.Letter())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}
