package ui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// sideText names a side in the UI's language.
func sideText(c core.Color) string {
	if c == core.Black {
		return lang.L("Black")
	}
	return lang.L("Red")
}

// pieceText names a coloured piece in the UI's language ("Red rook", 红车).
func pieceText(pc core.Piece) string {
	red := pc.Color() == core.Red
	switch pc.Type() {
	case core.King:
		if red {
			return lang.L("Red king")
		}
		return lang.L("Black king")
	case core.Advisor:
		if red {
			return lang.L("Red advisor")
		}
		return lang.L("Black advisor")
	case core.Elephant:
		if red {
			return lang.L("Red elephant")
		}
		return lang.L("Black elephant")
	case core.Horse:
		if red {
			return lang.L("Red horse")
		}
		return lang.L("Black horse")
	case core.Rook:
		if red {
			return lang.L("Red rook")
		}
		return lang.L("Black rook")
	case core.Cannon:
		if red {
			return lang.L("Red cannon")
		}
		return lang.L("Black cannon")
	case core.Pawn:
		if red {
			return lang.L("Red pawn")
		}
		return lang.L("Black pawn")
	}
	return pc.String()
}

// problemText says in the UI's language why a set-up position cannot start a game (the position
// editor lists these when it is left with an invalid board).
func problemText(pr core.Problem) string {
	side, piece, at := sideText(pr.Color()), pieceText(pr.Piece), pr.Square.String()
	switch pr.Kind {
	case core.ProblemNoKing:
		return fmt.Sprintf(lang.L("%s has no king."), side)
	case core.ProblemExtraKing:
		return fmt.Sprintf(lang.L("%s has %d kings; only one is allowed."), side, pr.Count)
	case core.ProblemTooMany:
		return fmt.Sprintf(lang.L("%s: %d on the board, at most %d are allowed."), piece, pr.Count, pr.Max())
	case core.ProblemKingPoint:
		return fmt.Sprintf(lang.L("The %s on %s is outside its palace."), piece, at)
	case core.ProblemAdvisorPoint:
		return fmt.Sprintf(lang.L("The %s on %s is not on an advisor's point."), piece, at)
	case core.ProblemElephantPoint:
		return fmt.Sprintf(lang.L("The %s on %s is not on an elephant's point."), piece, at)
	case core.ProblemPawnBehind:
		return fmt.Sprintf(lang.L("The %s on %s is behind its starting rank."), piece, at)
	case core.ProblemPawnFile:
		return fmt.Sprintf(lang.L("The %s on %s cannot have reached that point."), piece, at)
	case core.ProblemKingsFacing:
		return lang.L("The kings face each other on an open file.")
	case core.ProblemNotToMoveInCheck:
		return fmt.Sprintf(lang.L("%s is in check, but it is not %s's move."), side, side)
	case core.ProblemMated:
		return fmt.Sprintf(lang.L("%s is to move but already checkmated."), side)
	case core.ProblemStalemated:
		return fmt.Sprintf(lang.L("%s is to move but has no legal move (stalemate loses)."), side)
	}
	return fmt.Sprintf(lang.L("The position cannot be played: %s"), pr.String())
}
