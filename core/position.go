package core

// Position is a board with pieces, the side to move and the counters a FEN carries. It is a plain value
// (696 bytes, no pointers or slices): copying it gives an independent position, which is how the
// UI hands a game to a background search.
//
// Besides the 256-byte board it keeps, for each side, a list of the squares its pieces stand on
// (slot 0 is always the king), so that move generation and evaluation visit at most 16 pieces instead
// of scanning 90 points, and a bit set of the occupied points of each rank and file (lines.go).
type Position struct {
	board [256]Piece
	slot  [256]int8     // index into pcs[colour] of the piece on each square
	pcs   [2][16]Square // squares of each side's pieces; NoSquare for a captured or unused slot
	side  Color         // side to move
	key   uint64        // Zobrist key of board and side to move
	skey  uint64        // Zobrist key of the kings, advisors, elephants and pawns only (StructureKey)
	count [16]int8      // number of pieces of each Piece value on the board
	// slots[pc] has bit i set when slot i of pc's side holds a piece of kind pc (a piece keeps its
	// slot for life, so only captures change it).
	slots [16]uint16
	// rankOcc[s>>4] has bit f set, and fileOcc[s&15] bit r, when the point s at file f, rank r is
	// occupied (indexed by the padded square's row and column, so that no index needs a check).
	// (lines.go).
	rankOcc [16]uint16
	fileOcc [16]uint16
	// halfmove counts plies since the last capture (FEN field 5); fullmove is FEN field 6.
	halfmove, fullmove int
}

// Undo is what MakeMove returns so that UnmakeMove can restore the position exactly.
type Undo struct {
	captured Piece
	capSlot  int8
	halfmove int
	key      uint64
	skey     uint64
}

// Captured returns the piece the move captured, or NoPiece.
func (u Undo) Captured() Piece { return u.captured }

// At returns the piece on a square (NoPiece for an empty point or a square off the board).
func (p *Position) At(s Square) Piece { return p.board[s] }

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist key of the position (pieces and side to move).
func (p *Position) Key() uint64 { return p.key }

// StructureKey returns a Zobrist key of the kings, advisors, elephants and pawns alone (the slow-changing
// skeleton of a position), for tables indexed by structure rather than by the whole position.
func (p *Position) StructureKey() uint64 { return p.skey }

// structural reports whether pieces of kind pc enter StructureKey.
func structural(pc Piece) bool {
	switch pc.Type() {
	case King, Advisor, Elephant, Pawn:
		return true
	}
	return false
}

// KingSquare returns the square of c's king.
func (p *Position) KingSquare(c Color) Square { return p.pcs[c][0] }

// HalfmoveClock returns the number of plies since the last capture.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the move number (starting at 1, incremented after Black moves).
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Count returns how many pieces of kind pc are on the board.
func (p *Position) Count(pc Piece) int { return int(p.count[pc]) }

// PieceSquares appends the squares of c's pieces (the king first) to buf and returns it.
func (p *Position) PieceSquares(c Color, buf []Square) []Square {
	for _, s := range p.pcs[c] {
		if s != NoSquare {
			buf = append(buf, s)
		}
	}
	return buf
}

// PieceSlots returns the points of side c's pieces as the position keeps them: sixteen slots, the
// king's first, NoSquare in a slot whose piece was captured or never there. It is PieceSquares
// without the copying, for loops that run at every node of a search.
func (p *Position) PieceSlots(c Color) [16]Square { return p.pcs[c] }

// SlotsOf returns the slots (as PieceSlots numbers them) that hold pieces of kind pc: bit i is set
// when PieceSlots(pc.Color())[i] is the square of such a piece. With SlotSquare it lets a loop
// visit the pieces of one kind alone.
func (p *Position) SlotsOf(pc Piece) uint16 { return p.slots[pc] }

// SlotSquare returns the square of the piece in slot i of side c (NoSquare for an empty slot).
func (p *Position) SlotSquare(c Color, i int) Square { return p.pcs[c&1][i&15] }

// put places pc on the empty square s in a free slot (king in slot 0). It reports false when the
// side already has 16 pieces.
func (p *Position) put(s Square, pc Piece) bool {
	c := pc.Color()
	i := 0
	if pc.Type() != King {
		for i = 1; i < 16 && p.pcs[c][i] != NoSquare; i++ {
		}
		if i == 16 {
			return false
		}
	}
	p.pcs[c][i] = s
	p.slot[s] = int8(i)
	p.board[s] = pc
	p.flipOcc(s)
	p.count[pc]++
	p.slots[pc] |= 1 << i
	p.key ^= zobristPiece[pc][s]
	if structural(pc) {
		p.skey ^= zobristPiece[pc][s]
	}
	return true
}

// MakeMove plays m, which must be pseudo-legal in this position, and returns the record UnmakeMove
// needs. Use Legal or the legal generators to know that m does not leave the mover in check.
func (p *Position) MakeMove(m Move) Undo {
	from, to := m.From(), m.To()
	pc := p.board[from]
	c := pc.Color()
	u := Undo{captured: p.board[to], halfmove: p.halfmove, key: p.key, skey: p.skey}
	if u.captured != NoPiece {
		u.capSlot = p.slot[to]
		p.pcs[c^1][u.capSlot] = NoSquare
		p.count[u.captured]--
		p.slots[u.captured] &^= 1 << u.capSlot
		p.key ^= zobristPiece[u.captured][to]
		if structural(u.captured) {
			p.skey ^= zobristPiece[u.captured][to]
		}
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	p.moveOcc(from, to, u.captured != NoPiece)
	p.board[to] = pc
	p.board[from] = NoPiece
	p.slot[to] = p.slot[from]
	p.pcs[c][p.slot[to]] = to
	p.key ^= zobristPiece[pc][from] ^ zobristPiece[pc][to] ^ zobristSide
	if structural(pc) {
		p.skey ^= zobristPiece[pc][from] ^ zobristPiece[pc][to]
	}
	p.side ^= 1
	if c == Black {
		p.fullmove++
	}
	return u
}

// UnmakeMove takes back m, which must be the last move made, with the record MakeMove returned.
func (p *Position) UnmakeMove(m Move, u Undo) {
	from, to := m.From(), m.To()
	pc := p.board[to]
	c := pc.Color()
	p.board[from] = pc
	p.slot[from] = p.slot[to]
	p.pcs[c][p.slot[from]] = from
	p.board[to] = u.captured
	p.moveOcc(from, to, u.captured != NoPiece)
	if u.captured != NoPiece {
		p.slot[to] = u.capSlot
		p.pcs[c^1][u.capSlot] = to
		p.count[u.captured]++
		p.slots[u.captured] |= 1 << u.capSlot
	}
	p.side ^= 1
	if c == Black {
		p.fullmove--
	}
	p.halfmove = u.halfmove
	p.key = u.key
	p.skey = u.skey
}

// MakeNull passes the turn (for null-move pruning in search). Undo it with UnmakeNull.
func (p *Position) MakeNull() Undo {
	u := Undo{halfmove: p.halfmove, key: p.key}
	p.side ^= 1
	p.key ^= zobristSide
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side ^= 1
	p.key = u.key
	p.halfmove = u.halfmove
}

// HasAttackers reports whether side c still has a piece that can cross the river (rook, horse,
// cannon or pawn). When neither side has one the game is a dead draw.
func (p *Position) HasAttackers(c Color) bool {
	n := &p.count
	return n[MakePiece(c, Rook)&15]|n[MakePiece(c, Horse)&15]|n[MakePiece(c, Cannon)&15]|n[MakePiece(c, Pawn)&15] != 0
}
