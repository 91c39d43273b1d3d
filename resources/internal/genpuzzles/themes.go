// The themes of a confirmed puzzle, told only from facts core checks on the board: a proven mate,
// and attacks that appear with the answer (a fork, a pin, a discovered attack, a cannon's screen)
// when the engine's line then wins material or mates.

package main

import (
	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/training"
)

// maxProvenMate bounds the mates ProveMate is asked to prove, and mateNodes its work.
const (
	maxProvenMate = 4
	mateNodes     = 2_000_000
)

// value is a piece's worth in pawns, for telling which attacks matter; the king's is above all.
func value(t core.PieceType) int {
	switch t {
	case core.King:
		return 100
	case core.Rook:
		return 9
	case core.Horse, core.Cannon:
		return 4
	case core.Advisor, core.Elephant:
		return 2
	}
	return 1
}

// balance is us's material less the other side's.
func balance(p *core.Position, us core.Color) int {
	b := 0
	for _, c := range []core.Color{core.Red, core.Black} {
		for _, s := range p.PieceSquares(c, nil) {
			t := p.At(s).Type()
			if t == core.King {
				continue
			}
			if c == us {
				b += value(t)
			} else {
				b -= value(t)
			}
		}
	}
	return b
}

// gain is the material us wins along the first plies of pv (at most six: the line's end, which the
// engine's quiescence search has judged quiet, or three moves each).
func gain(p *core.Position, pv []core.Move) int {
	us := p.SideToMove()
	pos := *p
	before := balance(&pos, us)
	n := min(len(pv), 6)
	for _, m := range pv[:n] {
		pos.MakeMove(m)
	}
	return balance(&pos, us) - before
}

// themes tells the themes of the answer m in p, given the engine's line (starting with m) and score.
func themes(p *core.Position, m core.Move, pv []core.Move, best ai.Score) []training.Theme {
	var out []training.Theme
	if n := provenMate(p, m, best); n > 0 {
		out = append(out, training.ThemeMate)
	}
	won := gain(p, pv)
	after := *p
	after.MakeMove(m)
	decisive := best.IsMate() && best > 0
	if (won >= 3 || decisive) && fork(&after, m) {
		out = append(out, training.ThemeFork)
	}
	if (won >= 2 || decisive) && pin(&after, m) {
		out = append(out, training.ThemePin)
	}
	disc, screen := uncovered(p, &after, m)
	if disc && (won >= 2 || decisive || after.InCheck()) {
		out = append(out, training.ThemeDiscovered)
	}
	if screen && (won >= 2 || decisive || after.InCheck()) {
		out = append(out, training.ThemeCannonScreen)
	}
	return out
}

// provenMate returns N when the engine's score is a mate in N (at most maxProvenMate) that
// core.ProveMate proves, with m among its first moves; 0 otherwise.
func provenMate(p *core.Position, m core.Move, best ai.Score) int {
	if !best.IsMate() || best < 0 || best.MateIn() > maxProvenMate {
		return 0
	}
	proof := core.ProveMate(p, best.MateIn(), mateNodes)
	if !proof.Complete || proof.N == 0 {
		return 0
	}
	for _, mm := range proof.Moves {
		if mm == m {
			return proof.N
		}
	}
	return 0
}

// targets returns the other side's pieces that the piece on from attacks in p and that matter: the
// king, a piece worth more than the attacker, or one nobody defends.
func targets(p *core.Position, from core.Square) []core.Square {
	us := p.At(from).Color()
	them := us.Opp()
	var out []core.Square
	var buf [16]core.Square
	for _, s := range p.PieceSquares(them, nil) {
		att := p.Attackers(s, us, buf[:0])
		hit := false
		for _, a := range att {
			if a == from {
				hit = true
			}
		}
		if !hit {
			continue
		}
		t := p.At(s).Type()
		if t == core.King || value(t) > value(p.At(from).Type()) || len(p.Attackers(s, them, buf[:0])) == 0 && value(t) >= 4 {
			out = append(out, s)
		}
	}
	return out
}

// fork: the moved piece attacks two pieces that matter at once.
func fork(after *core.Position, m core.Move) bool {
	return len(targets(after, m.To())) >= 2
}

// steps are the four line directions as (file, rank) steps.
var steps = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// ray lists the pieces' squares along a line from s (not s itself), in order, up to n of them.
func ray(p *core.Position, s core.Square, d [2]int, n int) []core.Square {
	var out []core.Square
	f, r := s.File()+d[0], s.Rank()+d[1]
	for f >= 0 && f < 9 && r >= 0 && r < 10 && len(out) < n {
		if sq := core.NewSquare(f, r); p.At(sq) != core.NoPiece {
			out = append(out, sq)
		}
		f, r = f+d[0], r+d[1]
	}
	return out
}

// pin: the moved rook or cannon now holds one of the other side's pieces in front of its king or of
// a piece worth more, on one line.
func pin(after *core.Position, m core.Move) bool {
	pc := after.At(m.To())
	us := pc.Color()
	for _, d := range steps {
		r := ray(after, m.To(), d, 3)
		switch pc.Type() {
		case core.Rook:
		case core.Cannon:
			if len(r) < 1 {
				continue
			}
			r = r[1:] // over its screen
		default:
			return false
		}
		if len(r) < 2 {
			continue
		}
		x, y := after.At(r[0]), after.At(r[1])
		if x.Color() == us || y.Color() == us || x.Type() == core.King {
			continue
		}
		if y.Type() == core.King || value(y.Type()) > value(x.Type()) && value(y.Type()) > value(pc.Type())-1 {
			return true
		}
	}
	return false
}

// uncovered reports whether m lets another of the mover's pieces attack the other side's king or a
// piece that matters (a discovered attack), and whether the new attack is a cannon's over the moved
// piece, a screen it has just become, or the moved cannon's check over a screen.
func uncovered(before, after *core.Position, m core.Move) (discovered, screen bool) {
	us := before.SideToMove()
	them := us.Opp()
	var b1, b2, b3 [16]core.Square
	for _, s := range after.PieceSquares(them, nil) {
		t := after.At(s).Type()
		if s == m.To() {
			continue
		}
		old := before.Attackers(s, us, b1[:0])
		for _, a := range after.Attackers(s, us, b2[:0]) {
			if a == m.To() {
				if t == core.King && after.At(a).Type() == core.Cannon {
					screen = true
				}
				continue
			}
			if contains(old, a) {
				continue
			}
			if t != core.King && t != core.Rook && !(value(t) >= 4 && len(after.Attackers(s, them, b3[:0])) == 0) {
				continue
			}
			if after.At(a).Type() == core.Cannon && between(a, s, m.To()) {
				screen = true
			} else {
				discovered = true
			}
		}
	}
	return discovered, screen
}

func contains(s []core.Square, x core.Square) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// between reports whether x lies strictly between a and b on one file or rank.
func between(a, b, x core.Square) bool {
	if a.File() == b.File() && x.File() == a.File() {
		return x.Rank() > min(a.Rank(), b.Rank()) && x.Rank() < max(a.Rank(), b.Rank())
	}
	if a.Rank() == b.Rank() && x.Rank() == a.Rank() {
		return x.File() > min(a.File(), b.File()) && x.File() < max(a.File(), b.File())
	}
	return false
}
