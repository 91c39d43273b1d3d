package ai

import "github.com/chuhe-xq/chuhe/core"

// sight is how hard a move is to see for a player looking at the board before it. People overlook
// moves of particular kinds far more than others: a horse going backwards, a cannon capturing over
// a screen that has just arrived, and an attack uncovered by a piece moving out of the way.
type sight uint8

const (
	// plainMove is a quiet move of no hidden kind.
	plainMove sight = iota
	// plainCapture is a capture of no hidden kind: easy to see, yet beginners miss them too.
	plainCapture
	// backwardHorse is a horse moving towards its own side.
	backwardHorse
	// newScreen is a cannon capture over the piece the previous move put on its line.
	newScreen
	// openedLine is a capture by a rook, cannon or horse whose line or leg the previous move opened.
	openedLine
	// discovery is a move that uncovers an attack by another piece of its side (a rook's line, a
	// horse's leg) on an enemy piece.
	discovery
)

// hard reports whether a move of this kind is one people tend to overlook.
func (k sight) hard() bool { return k >= backwardHorse }

// classify returns how hard m is to see in pos, the position before it; prev is the move that led
// to pos (core.NoMove when unknown).
func classify(pos *core.Position, prev, m core.Move) sight {
	pc := pos.At(m.From())
	capture := pos.At(m.To()) != core.NoPiece
	from, to := m.From(), m.To()
	switch pc.Type() {
	case core.Horse:
		if forward := to.Rank() - from.Rank(); pc.Color() == core.Red && forward < 0 || pc.Color() == core.Black && forward > 0 {
			return backwardHorse
		}
		if capture && prev != core.NoMove && horseLeg(from, to) == prev.From() {
			return openedLine
		}
	case core.Cannon:
		if capture && prev != core.NoMove && strictlyBetween(from, to, prev.To()) {
			return newScreen
		}
		if capture && prev != core.NoMove && strictlyBetween(from, to, prev.From()) {
			return openedLine
		}
	case core.Rook:
		if capture && prev != core.NoMove && strictlyBetween(from, to, prev.From()) {
			return openedLine
		}
	}
	if uncovers(pos, m) {
		return discovery
	}
	if capture {
		return plainCapture
	}
	return plainMove
}

// horseLeg returns the point a horse's move from→to steps over.
func horseLeg(from, to core.Square) core.Square {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if df == 2 || df == -2 {
		return core.NewSquare(from.File()+df/2, from.Rank())
	}
	return core.NewSquare(from.File(), from.Rank()+dr/2)
}

// strictlyBetween reports whether s lies on the line from a to b, between them.
func strictlyBetween(a, b, s core.Square) bool {
	switch {
	case a.File() == b.File() && s.File() == a.File():
		return s.Rank() > min(a.Rank(), b.Rank()) && s.Rank() < max(a.Rank(), b.Rank())
	case a.Rank() == b.Rank() && s.Rank() == a.Rank():
		return s.File() > min(a.File(), b.File()) && s.File() < max(a.File(), b.File())
	}
	return false
}

// orthSteps are the four orthogonal directions on the board's 16-wide grid.
var orthSteps = [4]int{1, -1, 16, -16}

// uncovers reports whether m, by leaving its point, opens a line for a rook of its side onto an
// enemy piece, or frees the leg of a horse of its side that then attacks an enemy piece (the
// king's capture is a check, which every level sees). A move along the opened line does not count.
func uncovers(pos *core.Position, m core.Move) bool {
	from := m.From()
	us := pos.At(from).Color()
	for i := 0; i < 4; i += 2 {
		a := rayEnd(pos, from, orthSteps[i], m.To())
		b := rayEnd(pos, from, orthSteps[i+1], m.To())
		if a == core.NoSquare || b == core.NoSquare {
			continue
		}
		pa, pb := pos.At(a), pos.At(b)
		if pa == core.MakePiece(us, core.Rook) && pb.Color() != us || pb == core.MakePiece(us, core.Rook) && pa.Color() != us {
			return true
		}
	}
	// A horse of ours next to from has its leg there; through it, it reaches the two points two
	// steps beyond the leg and one step aside.
	for _, d := range orthSteps {
		h := core.Square(int(from) - d)
		if !h.OnBoard() || pos.At(h) != core.MakePiece(us, core.Horse) {
			continue
		}
		side := 1
		if d == 1 || d == -1 {
			side = 16
		}
		for _, t := range [2]core.Square{core.Square(int(from) + d + side), core.Square(int(from) + d - side)} {
			if t.OnBoard() && t != m.To() && pos.At(t) != core.NoPiece && pos.At(t).Color() != us && pos.At(t).Type() != core.Pawn {
				return true
			}
		}
	}
	return false
}

// rayEnd returns the first occupied point from s in direction d (core.NoSquare: none), treating
// skip (the moving piece's destination) as the end of the ray.
func rayEnd(pos *core.Position, s core.Square, d int, skip core.Square) core.Square {
	for t := core.Square(int(s) + d); t.OnBoard(); t = core.Square(int(t) + d) {
		if t == skip {
			return core.NoSquare
		}
		if pos.At(t) != core.NoPiece {
			return t
		}
	}
	return core.NoSquare
}

// perception is what a weakened level fails to see in one search: each move it might overlook is
// overlooked or not by a draw that depends only on the seed and the move, so that one search is
// consistent (a threat missed after one move is missed after the others) and the same seed gives
// the same play.
type perception struct {
	seed uint64
	// Per mille chances of overlooking: the opponent's reply of a hard kind, the opponent's plain
	// capture, and a move of one's own of a hard kind (own plain captures are always seen).
	oppHard, oppCapture, ownHard int
}

// overlooks reports whether the player misses m in pos (prev led to pos); own tells whether m is
// the player's own move rather than the opponent's reply.
func (p *perception) overlooks(pos *core.Position, prev, m core.Move, own bool) bool {
	k := classify(pos, prev, m)
	rate := 0
	switch {
	case own && k.hard():
		rate = p.ownHard
	case !own && k.hard():
		rate = p.oppHard
	case !own && k == plainCapture:
		rate = p.oppCapture
	}
	return rate > 0 && p.draw(m, own) < rate
}

// draw is the move's number in 0..999 for this search.
func (p *perception) draw(m core.Move, own bool) int {
	x := p.seed ^ uint64(m)*0x9E3779B97F4A7C15
	if own {
		x ^= 0xD6E8FEB86659FD93
	}
	x ^= x >> 33
	x *= 0xFF51AFD7ED558CCD
	x ^= x >> 33
	x *= 0xC4CEB9FE1A85EC53
	x ^= x >> 33
	return int(x % 1000)
}

// ownMoves returns the root moves the player sees among legal (prev led to pos): all but the hard
// ones it overlooks, or all when it would overlook every one. In check every move is seen.
func (p *perception) ownMoves(pos *core.Position, prev core.Move, legal []core.Move) []core.Move {
	if pos.InCheck() {
		return legal
	}
	var seen []core.Move
	for _, m := range legal {
		if !p.overlooks(pos, prev, m, true) {
			seen = append(seen, m)
		}
	}
	if len(seen) == 0 {
		return legal
	}
	return seen
}

// lastMove returns the move that led to g's current position (core.NoMove at its start).
func lastMove(g *core.Game) core.Move {
	if g.Len() == 0 {
		return core.NoMove
	}
	return g.Move(g.Len() - 1)
}
