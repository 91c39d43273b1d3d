// Why a move a player tried is not allowed, in words the UI can show. Nothing here is on a search's
// path: the engine asks IsLegalMove or filters generated moves, and never needs a reason.

package core

import (
	"fmt"
	"slices"
)

// IllegalReason says why a move from one point to another is not allowed, or that it is (Legal).
// String gives an English phrase for a status line; Key gives a stable identifier the UI translates.
// The order of the constants is part of no contract: compare with the names, store the keys.
type IllegalReason uint8

const (
	// Legal means the move is allowed: there is nothing to explain.
	Legal IllegalReason = iota
	// IllegalOffBoard: the from-point or the to-point is not one of the 90 points.
	IllegalOffBoard
	// IllegalNoPiece: there is no piece on the from-point.
	IllegalNoPiece
	// IllegalNotYourPiece: the piece on the from-point belongs to the side not to move.
	IllegalNotYourPiece
	// IllegalSamePoint: the to-point is the from-point; a move must go somewhere.
	IllegalSamePoint
	// IllegalOwnPiece: the to-point holds a piece of the mover's own side.
	IllegalOwnPiece
	// IllegalKingMove: the general moves one point along a file or rank, never diagonally or further.
	IllegalKingMove
	// IllegalKingPalace: the general would leave its palace.
	IllegalKingPalace
	// IllegalAdvisorMove: an advisor moves one point diagonally, nothing else.
	IllegalAdvisorMove
	// IllegalAdvisorPalace: the advisor would leave its palace.
	IllegalAdvisorPalace
	// IllegalElephantMove: an elephant moves exactly two points diagonally (the 田 shape).
	IllegalElephantMove
	// IllegalElephantRiver: the elephant would cross the river.
	IllegalElephantRiver
	// IllegalElephantEye: the point between the elephant and its target (the elephant's eye) is
	// occupied (塞象眼).
	IllegalElephantEye
	// IllegalHorseMove: a horse moves one point along a line and then one diagonally outward (the 日
	// shape), nothing else.
	IllegalHorseMove
	// IllegalHorseLeg: the point next to the horse in the direction it would go (its leg) is occupied
	// (蹩马腿).
	IllegalHorseLeg
	// IllegalRookMove: a rook moves along a file or rank only.
	IllegalRookMove
	// IllegalRookBlocked: a piece stands between the rook and its target.
	IllegalRookBlocked
	// IllegalCannonMove: a cannon moves along a file or rank only.
	IllegalCannonMove
	// IllegalCannonBlocked: a piece stands between the cannon and the empty point it would move to; a
	// cannon jumps only to capture.
	IllegalCannonBlocked
	// IllegalCannonNoScreen: the cannon would capture with nothing between it and its target; a cannon
	// captures only by jumping over one piece (the screen, 炮架).
	IllegalCannonNoScreen
	// IllegalCannonScreens: more than one piece stands between the cannon and its target; a cannon
	// jumps over exactly one.
	IllegalCannonScreens
	// IllegalPawnBackward: the pawn would move back, or sideways and back.
	IllegalPawnBackward
	// IllegalPawnSideways: the pawn would move sideways on its own side of the river.
	IllegalPawnSideways
	// IllegalPawnMove: the pawn would move more than one point, or diagonally.
	IllegalPawnMove
	// IllegalSelfCheck: after the move the mover's general would be attacked (by a piece, not only by
	// the other general: that is IllegalFlyingGeneral).
	IllegalSelfCheck
	// IllegalFlyingGeneral: after the move the two generals would face each other on an open file, and
	// nothing else would attack the mover's general.
	IllegalFlyingGeneral
	// IllegalStillInCheck: the mover is in check and a piece that gives it still would after the move.
	IllegalStillInCheck
	// IllegalOther: the move is not allowed for a reason none of the others names. WhyIllegal returns
	// it only where the rules above and the move generator disagree, which the tests rule out for
	// positions a game can reach.
	IllegalOther

	numIllegalReasons = iota
)

// illegalText holds each reason's key and English phrase, in the constants' order.
var illegalText = [numIllegalReasons]struct{ key, english string }{
	Legal:                 {"illegal.none", "the move is legal"},
	IllegalOffBoard:       {"illegal.off_board", "that point is not on the board"},
	IllegalNoPiece:        {"illegal.no_piece", "there is no piece there"},
	IllegalNotYourPiece:   {"illegal.not_your_piece", "that is not your piece"},
	IllegalSamePoint:      {"illegal.same_point", "a piece must move to another point"},
	IllegalOwnPiece:       {"illegal.own_piece", "you cannot take your own piece"},
	IllegalKingMove:       {"illegal.king_move", "the general moves one point straight, forward, back or sideways"},
	IllegalKingPalace:     {"illegal.king_palace", "the general stays in the palace"},
	IllegalAdvisorMove:    {"illegal.advisor_move", "an advisor moves one point diagonally"},
	IllegalAdvisorPalace:  {"illegal.advisor_palace", "advisors stay in the palace"},
	IllegalElephantMove:   {"illegal.elephant_move", "an elephant moves exactly two points diagonally"},
	IllegalElephantRiver:  {"illegal.elephant_river", "elephants do not cross the river"},
	IllegalElephantEye:    {"illegal.elephant_eye", "the elephant's eye is blocked"},
	IllegalHorseMove:      {"illegal.horse_move", "a horse moves one point straight and then one diagonally"},
	IllegalHorseLeg:       {"illegal.horse_leg", "the horse's leg is blocked"},
	IllegalRookMove:       {"illegal.rook_move", "a rook moves along a straight line"},
	IllegalRookBlocked:    {"illegal.rook_blocked", "the rook's path is blocked"},
	IllegalCannonMove:     {"illegal.cannon_move", "a cannon moves along a straight line"},
	IllegalCannonBlocked:  {"illegal.cannon_blocked", "the cannon's path is blocked: it jumps only to capture"},
	IllegalCannonNoScreen: {"illegal.cannon_no_screen", "a cannon captures only by jumping over one piece"},
	IllegalCannonScreens:  {"illegal.cannon_screens", "a cannon captures by jumping over exactly one piece, not more"},
	IllegalPawnBackward:   {"illegal.pawn_backward", "pawns never move backwards"},
	IllegalPawnSideways:   {"illegal.pawn_sideways", "a pawn moves sideways only after crossing the river"},
	IllegalPawnMove:       {"illegal.pawn_move", "a pawn moves one point at a time, forward or, across the river, sideways"},
	IllegalSelfCheck:      {"illegal.self_check", "this would leave your general in check"},
	IllegalFlyingGeneral:  {"illegal.flying_general", "the generals would face each other"},
	IllegalStillInCheck:   {"illegal.still_in_check", "your general is in check: this move does not escape it"},
	IllegalOther:          {"illegal.other", "that piece cannot move there"},
}

// String returns the reason as an English phrase, lower case and without a full stop, for a status
// line ("the horse's leg is blocked").
func (r IllegalReason) String() string {
	if int(r) < len(illegalText) {
		return illegalText[r].english
	}
	return fmt.Sprintf("IllegalReason(%d)", uint8(r))
}

// Key returns a stable identifier of the reason ("illegal.horse_leg") for the UI's translation
// tables; unlike the constants' values and the English text, keys never change once published.
func (r IllegalReason) Key() string {
	if int(r) < len(illegalText) {
		return illegalText[r].key
	}
	return fmt.Sprintf("illegal.unknown_%d", uint8(r))
}

// WhyIllegal says why the side to move may not move the piece on from to to, or returns Legal when it
// may: it returns Legal exactly when NewMove(from, to) is one of LegalMoves. Of the reasons that
// apply it gives the one a player most needs: whose piece it is, then how the piece moves (its shape
// before what blocks it, the palace or the river before the shape), and only for a move the piece
// could make, what it would do to the mover's general. It is for the UI, not for search: it tries
// the move on a copy of the position.
func (p *Position) WhyIllegal(from, to Square) IllegalReason {
	m := NewMove(from, to)
	if p.IsLegalMove(m) {
		return Legal
	}
	if r := p.explain(from, to); r != Legal {
		return r
	}
	// The rules below found nothing wrong with a move the generator refuses: better a vague
	// reason than calling an illegal move legal.
	return IllegalOther
}

// explain finds the reason on its own, without asking the move generator whether the move is legal,
// so that the tests can hold the two against each other. It returns Legal when it finds no reason.
func (p *Position) explain(from, to Square) IllegalReason {
	if !from.OnBoard() || !to.OnBoard() {
		return IllegalOffBoard
	}
	pc := p.board[from]
	switch {
	case pc == NoPiece:
		return IllegalNoPiece
	case pc.Color() != p.side:
		return IllegalNotYourPiece
	case from == to:
		return IllegalSamePoint
	case p.board[to] != NoPiece && p.board[to].Color() == p.side:
		return IllegalOwnPiece
	}
	if r := p.shapeReason(pc, from, to); r != Legal {
		return r
	}
	if !p.IsPseudoLegal(NewMove(from, to)) {
		return IllegalOther // a disagreement with the generator; never seen in the tests
	}
	return p.checkReason(from, to)
}

// shapeReason says why the piece pc on from cannot go to to by its own rules, ignoring the
// generals' safety: the target is out of its area, the move has the wrong shape, or something stands
// in its way. The target is a point other than from that does not hold a piece of pc's side.
func (p *Position) shapeReason(pc Piece, from, to Square) IllegalReason {
	c := pc.Color()
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	adf, adr := abs(df), abs(dr)
	switch pc.Type() {
	case King:
		// The palace first: a general dragged out of it breaks that rule whatever the distance.
		if !inPalace[to] || !ownHalf[c][to] {
			return IllegalKingPalace
		}
		if adf+adr != 1 {
			return IllegalKingMove
		}
	case Advisor:
		if !inPalace[to] || !ownHalf[c][to] {
			return IllegalAdvisorPalace
		}
		if adf != 1 || adr != 1 {
			return IllegalAdvisorMove
		}
	case Elephant:
		if !ownHalf[c][to] {
			return IllegalElephantRiver
		}
		if adf != 2 || adr != 2 {
			return IllegalElephantMove
		}
		if p.board[(int(from)+int(to))/2] != NoPiece {
			return IllegalElephantEye
		}
	case Horse:
		var leg int
		switch {
		case adf == 1 && adr == 2:
			leg = int(from) + dr/2*up
		case adf == 2 && adr == 1:
			leg = int(from) + df/2*right
		default:
			return IllegalHorseMove
		}
		if p.board[leg] != NoPiece {
			return IllegalHorseLeg
		}
	case Rook:
		if df != 0 && dr != 0 {
			return IllegalRookMove
		}
		if p.Between(from, to) > 0 {
			return IllegalRookBlocked
		}
	case Cannon:
		if df != 0 && dr != 0 {
			return IllegalCannonMove
		}
		n := p.Between(from, to)
		switch {
		case p.board[to] == NoPiece && n > 0:
			return IllegalCannonBlocked
		case p.board[to] != NoPiece && n == 0:
			return IllegalCannonNoScreen
		case p.board[to] != NoPiece && n > 1:
			return IllegalCannonScreens
		}
	case Pawn:
		ahead := dr // ranks gained towards the enemy
		if c == Black {
			ahead = -dr
		}
		switch {
		case ahead < 0:
			return IllegalPawnBackward
		case ahead == 0 && ownHalf[c][from]:
			return IllegalPawnSideways
		case adf+adr != 1:
			return IllegalPawnMove
		}
	}
	return Legal
}

// checkReason says what the pseudo-legal move from→to would do to the mover's general, or returns
// Legal if nothing: the generals would face each other and nothing else attack it, a piece already
// giving check would still give it, or the move would expose the general to a new attack.
func (p *Position) checkReason(from, to Square) IllegalReason {
	c := p.side
	q := *p
	q.MakeMove(NewMove(from, to))
	k := q.pcs[c][0]
	if !q.attackedBy(k, c^1) {
		return Legal
	}
	var buf [16]Square
	attackers := q.Attackers(k, c^1, buf[:0]) // every attacker but a facing general
	if len(attackers) == 0 {
		return IllegalFlyingGeneral
	}
	if p.InCheck() {
		for _, s := range p.Checkers() {
			if slices.Contains(attackers, s) {
				return IllegalStillInCheck
			}
		}
	}
	return IllegalSelfCheck
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
