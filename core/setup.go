// Setting up a position by hand (the position editor): a board that may hold anything, and the
// checks that name every reason it cannot start a game.

package core

import (
	"fmt"
	"strings"
)

// Setup is a board being set up by hand: any pieces on any points and a side to move, not yet
// checked. Problems says what keeps it from being a position a game can start from; Position makes
// that position. The zero Setup is an empty board with Red to move.
type Setup struct {
	board [90]Piece // rank*9 + file
	// Side is the side to move.
	Side Color
}

// setupIndex returns the index of s in Setup.board, or -1 for a square off the board.
func setupIndex(s Square) int {
	if !s.OnBoard() {
		return -1
	}
	return s.Rank()*9 + s.File()
}

// At returns the piece on s (NoPiece for an empty point or a square off the board).
func (st *Setup) At(s Square) Piece {
	if i := setupIndex(s); i >= 0 {
		return st.board[i]
	}
	return NoPiece
}

// Set puts pc on s (NoPiece empties it); a square off the board or a piece of no kind is ignored.
func (st *Setup) Set(s Square, pc Piece) {
	i := setupIndex(s)
	if i < 0 || pc >= 16 || (pc != NoPiece && pc.Type() == NoPieceType) {
		return
	}
	st.board[i] = pc
}

// Clear empties the board (the side to move stays).
func (st *Setup) Clear() { st.board = [90]Piece{} }

// Flip turns the board round, 180°, each piece keeping its colour (what the board shows from the
// other side; a position seen that way is usually invalid, as each side's palace is then the other's).
func (st *Setup) Flip() {
	for i, j := 0, 89; i < j; i, j = i+1, j-1 {
		st.board[i], st.board[j] = st.board[j], st.board[i]
	}
}

// Mirror swaps the colours and turns the board round, and changes the side to move: the same
// position with the roles of Red and Black exchanged (valid exactly when the original is).
func (st *Setup) Mirror() {
	st.Flip()
	for i, pc := range st.board {
		if pc != NoPiece {
			st.board[i] = MakePiece(pc.Color().Opp(), pc.Type())
		}
	}
	st.Side = st.Side.Opp()
}

// SetupOf returns the board of a position as a Setup.
func SetupOf(p *Position) Setup {
	st := Setup{Side: p.side}
	for r := range 10 {
		for f := range 9 {
			st.board[r*9+f] = p.board[NewSquare(f, r)]
		}
	}
	return st
}

// StartSetup returns the standard opening position as a Setup.
func StartSetup() Setup { return SetupOf(StartPosition()) }

// ParseSetup reads the board and the side to move of a FEN without judging the position: it only
// checks the syntax of the placement (ten ranks of nine points, piece letters as ParseFEN reads them)
// and of the side to move, which may be left out (then Red moves). Any further fields are ignored. Any
// number of pieces of any kind may stand anywhere: Problems says what is wrong with them.
func ParseSetup(fen string) (Setup, error) {
	var st Setup
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return st, fmt.Errorf("FEN: empty")
	}
	err := readPlacement(fields[0], func(pc Piece, s Square) error {
		st.Set(s, pc)
		return nil
	})
	if err != nil {
		return Setup{}, err
	}
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "r", "W", "R":
			st.Side = Red
		case "b", "B":
			st.Side = Black
		default:
			return Setup{}, fmt.Errorf("FEN: side to move %q, want w or b", fields[1])
		}
	}
	return st, nil
}

// FEN writes the setup as a FEN with counters 0 1 (it may not be a valid position).
func (st *Setup) FEN() string {
	side := "w"
	if st.Side == Black {
		side = "b"
	}
	return PlacementFEN(func(f, r int) Piece { return st.board[r*9+f] }) + " " + side + " - - 0 1"
}

// Position returns the position the setup describes, with counters 0 and 1, or the problems that
// keep it from being one (then the position is nil). A position with no problem is one a game can
// start from: ParseFEN accepts its FEN and the side to move has a legal move.
func (st *Setup) Position() (*Position, []Problem) {
	if probs := st.Problems(); len(probs) > 0 {
		return nil, probs
	}
	p, err := ParseFEN(st.FEN())
	if err != nil {
		// Problems checks everything ParseFEN does; this would be a bug, reported rather than hidden.
		return nil, []Problem{{Kind: ProblemOther, Detail: err.Error()}}
	}
	return p, nil
}

// ProblemKind is one reason a set-up board cannot start a game. Key gives a stable identifier the
// UI translates; String an English phrase.
type ProblemKind uint8

const (
	// ProblemOther is a problem none of the others names (only a bug in Problems returns it; Detail
	// says what it is).
	ProblemOther ProblemKind = iota
	// ProblemNoKing: the side Piece.Color() has no king.
	ProblemNoKing
	// ProblemExtraKing: the side has Count kings, more than one.
	ProblemExtraKing
	// ProblemTooMany: the side has Count pieces of Piece's kind, more than the game gives it (two
	// advisors, elephants, horses, rooks and cannons, five pawns).
	ProblemTooMany
	// ProblemKingPoint: the king Piece on Square is outside its palace.
	ProblemKingPoint
	// ProblemAdvisorPoint: the advisor Piece on Square is not on one of its five palace points.
	ProblemAdvisorPoint
	// ProblemElephantPoint: the elephant Piece on Square is not on one of its seven points on its own
	// side of the river.
	ProblemElephantPoint
	// ProblemPawnBehind: the pawn Piece on Square stands behind its side's pawn start rank, where
	// pawns, which never go back, cannot be.
	ProblemPawnBehind
	// ProblemPawnFile: the pawn Piece on Square stands on its own side of the river on a file no pawn
	// starts on (a pawn moves sideways only after crossing the river), or on a file where another pawn
	// of its side also stands on its own side of the river (each of them is named).
	ProblemPawnFile
	// ProblemKingsFacing: the kings face each other on an open file (Square is the side not to move's
	// king; the side to move could take it).
	ProblemKingsFacing
	// ProblemNotToMoveInCheck: the king Piece on Square, of the side not to move, is in check (the side
	// to move could take it).
	ProblemNotToMoveInCheck
	// ProblemMated: the side to move (Piece's colour, its king on Square) is checkmated: the game
	// would be over before it starts.
	ProblemMated
	// ProblemStalemated: the side to move has no legal move without being in check; in xiangqi it has
	// lost.
	ProblemStalemated

	numProblemKinds = iota
)

var problemText = [numProblemKinds]struct{ key, english string }{
	ProblemOther:            {"setup.other", "the position cannot be played"},
	ProblemNoKing:           {"setup.no_king", "%[1]s has no king"},
	ProblemExtraKing:        {"setup.extra_king", "%[1]s has %[3]d kings, one is allowed"},
	ProblemTooMany:          {"setup.too_many", "%[1]s has %[3]d %[2]ss, at most %[4]d are allowed"},
	ProblemKingPoint:        {"setup.king_point", "%[1]s king on %[5]s, outside its palace"},
	ProblemAdvisorPoint:     {"setup.advisor_point", "%[1]s advisor on %[5]s, not an advisor point"},
	ProblemElephantPoint:    {"setup.elephant_point", "%[1]s elephant on %[5]s, not an elephant point"},
	ProblemPawnBehind:       {"setup.pawn_behind", "%[1]s pawn on %[5]s, behind its starting rank"},
	ProblemPawnFile:         {"setup.pawn_file", "%[1]s pawn on %[5]s, a point it cannot have reached"},
	ProblemKingsFacing:      {"setup.kings_facing", "the kings face each other on an open file"},
	ProblemNotToMoveInCheck: {"setup.not_to_move_in_check", "%[1]s is in check but it is not %[1]s's move"},
	ProblemMated:            {"setup.mated", "%[1]s, to move, is already checkmated"},
	ProblemStalemated:       {"setup.stalemated", "%[1]s, to move, has no legal move (stalemate loses)"},
}

// Key returns a stable identifier of the kind ("setup.no_king") for the UI's translation tables.
func (k ProblemKind) Key() string {
	if int(k) < len(problemText) {
		return problemText[k].key
	}
	return fmt.Sprintf("setup.unknown_%d", uint8(k))
}

// Problem is one reason a set-up board cannot start a game, with what it concerns: the piece (for a
// problem of a side, a missing king say, the side's king), its square (NoSquare when the problem is
// not one piece's) and, for too many pieces, how many there are.
type Problem struct {
	Kind   ProblemKind
	Piece  Piece
	Square Square
	Count  int
	// Detail is an English explanation for ProblemOther, empty otherwise.
	Detail string
}

// Color returns the side the problem concerns (for ProblemKingsFacing, the side not to move).
func (pr Problem) Color() Color { return pr.Piece.Color() }

// Max returns how many pieces of the problem's kind a side may have (for ProblemTooMany and
// ProblemExtraKing).
func (pr Problem) Max() int { return maxOfType[pr.Piece.Type()&7] }

// String returns the problem in English ("red advisor on e2, not an advisor point").
func (pr Problem) String() string {
	if pr.Kind == ProblemOther && pr.Detail != "" {
		return pr.Detail
	}
	if int(pr.Kind) >= len(problemText) {
		return fmt.Sprintf("problem %d", uint8(pr.Kind))
	}
	s := fmt.Sprintf(problemText[pr.Kind].english, pr.Piece.Color(), pr.Piece.Type(), pr.Count, pr.Max(), pr.Square)
	// Verbs a phrase does not use are appended by fmt as %!(EXTRA ...): cut them.
	s, _, _ = strings.Cut(s, "%!(EXTRA")
	return s
}

// placementProblem says why pc cannot stand on s (ProblemKingPoint to ProblemPawnBehind), or
// returns ProblemOther when it can.
func placementProblem(pc Piece, s Square) ProblemKind {
	c := pc.Color()
	switch pc.Type() {
	case King:
		if !inPalace[s] || !ownHalf[c][s] {
			return ProblemKingPoint
		}
	case Advisor:
		if !advisorOK[c][s] {
			return ProblemAdvisorPoint
		}
	case Elephant:
		if !elephOK[c][s] {
			return ProblemElephantPoint
		}
	case Pawn:
		r := s.Rank()
		if (c == Red && r < 3) || (c == Black && r > 6) {
			return ProblemPawnBehind
		}
	}
	return ProblemOther
}

// Problems lists every reason the setup cannot start a game, in this order: missing and extra kings,
// too many pieces of a kind, pieces off their points (point by point, ranks from Red's side), kings
// facing, the side not to move in check, the side to move mated or stalemated. Kings facing and checks
// are judged only when the board has one king a side and no more pieces of any kind than a side may
// have (moves mean nothing otherwise), and the side to move's having no legal move only when nothing
// else is wrong. It returns nil for a playable position.
func (st *Setup) Problems() []Problem {
	var probs []Problem
	var count [16]int
	var kingAt [2]Square
	for i, pc := range st.board {
		if pc != NoPiece {
			count[pc&15]++
			if pc.Type() == King {
				kingAt[pc.Color()] = NewSquare(i%9, i/9)
			}
		}
	}
	countsOK := true
	for _, c := range []Color{Red, Black} {
		k := MakePiece(c, King)
		switch n := count[k]; {
		case n == 0:
			probs = append(probs, Problem{Kind: ProblemNoKing, Piece: k})
			countsOK = false
		case n > 1:
			probs = append(probs, Problem{Kind: ProblemExtraKing, Piece: k, Count: n})
			countsOK = false
		}
	}
	for _, c := range []Color{Red, Black} {
		for t := Advisor; t <= Pawn; t++ {
			pc := MakePiece(c, t)
			if n := count[pc]; n > maxOfType[t] {
				probs = append(probs, Problem{Kind: ProblemTooMany, Piece: pc, Count: n})
				countsOK = false
			}
		}
	}
	var pawnFiles [2][9]int // pawns on their own side of the river, by file
	for i, pc := range st.board {
		if pc.Type() == Pawn && ownHalf[pc.Color()][NewSquare(i%9, i/9)] {
			pawnFiles[pc.Color()][i%9]++
		}
	}
	for i, pc := range st.board {
		if pc == NoPiece {
			continue
		}
		s := NewSquare(i%9, i/9)
		if k := placementProblem(pc, s); k != ProblemOther {
			probs = append(probs, Problem{Kind: k, Piece: pc, Square: s})
		} else if pc.Type() == Pawn && ownHalf[pc.Color()][s] && (s.File()%2 == 1 || pawnFiles[pc.Color()][s.File()] > 1) {
			probs = append(probs, Problem{Kind: ProblemPawnFile, Piece: pc, Square: s})
		}
	}
	if !countsOK {
		return probs
	}
	// One king a side and at most sixteen pieces: the board fits a Position, pieces off their
	// points included (they are on the board, and block and attack as pieces do).
	p := &Position{side: st.Side, fullmove: 1}
	if st.Side == Black {
		p.key ^= zobristSide
	}
	for i, pc := range st.board {
		if pc != NoPiece {
			p.put(NewSquare(i%9, i/9), pc)
		}
	}
	mover, other := st.Side, st.Side.Opp()
	ks := kingAt[other]
	switch {
	case p.Between(kingAt[Red], kingAt[Black]) == 0 && kingAt[Red].File() == kingAt[Black].File():
		probs = append(probs, Problem{Kind: ProblemKingsFacing, Piece: MakePiece(other, King), Square: ks})
	case p.kingAttacked(other):
		probs = append(probs, Problem{Kind: ProblemNotToMoveInCheck, Piece: MakePiece(other, King), Square: ks})
	case len(probs) == 0 && !p.HasLegalMove():
		k := ProblemStalemated
		if p.InCheck() {
			k = ProblemMated
		}
		probs = append(probs, Problem{Kind: k, Piece: MakePiece(mover, King), Square: kingAt[mover]})
	}
	return probs
}

// Display returns a position for showing the setup on a board: when the setup is valid, the
// position itself; otherwise a board-only value whose At answers for every point and that has
// no king in check, but no piece lists: not a position to move in, search or pass on.
func (st *Setup) Display() Position {
	if p, probs := st.Position(); len(probs) == 0 {
		return *p
	}
	p := Position{side: st.Side, fullmove: 1}
	for i, pc := range st.board {
		p.board[NewSquare(i%9, i/9)] = pc
	}
	return p
}
