package core

import (
	"errors"
	"fmt"
	"strings"
)

// MoveProblem says what is wrong with a move as written, so that a UI can say it in its own
// language: Key is a stable identifier, Template the English sentence with one verb per argument
// of the MoveError (in order), which a UI translates as a whole rather than piece by piece, since
// languages put the pieces in different orders.
type MoveProblem uint8

const (
	// MoveOther is a problem none of the others names; its one argument is the English text.
	MoveOther MoveProblem = iota
	// MoveCoordShape: the text is not two squares; the argument is an example ("h2e2").
	MoveCoordShape
	// MoveBadSquare: a square is not on the board.
	MoveBadSquare
	// MoveNoPieceOn: no piece stands on the from-square (a Square).
	MoveNoPieceOn
	// MoveNotYours: the piece (a Piece) on the square belongs to the other side (a Color).
	MoveNotYours
	// MoveNotLegal: the move (a Move) is not allowed, for the IllegalReason that follows.
	MoveNotLegal
	// MoveWantFour: a letter or Chinese move is not four characters long.
	MoveWantFour
	// MoveDirection: the direction character (a byte) is not one the notation uses (a string).
	MoveDirection
	// MoveNotNumber: the character (a byte) that should be a number 1-9 is not.
	MoveNotNumber
	// MoveWhichPiece: the first characters (a string) name no piece.
	MoveWhichPiece
	// MoveAlreadyOnFile: a piece (PieceType) told to move sideways to the file it stands on (a
	// string in the notation's numbers).
	MoveAlreadyOnFile
	// MoveStepsOffBoard: that many steps (an int) take the piece (PieceType) off the board.
	MoveStepsOffBoard
	// MoveNotSideways: a horse, elephant or advisor (PieceType) cannot move sideways.
	MoveNotSideways
	// MoveCannotReachFile: the piece (PieceType) on one file cannot reach the other (strings).
	MoveCannotReachFile
	// MoveLeavesBoard: the piece (PieceType) would leave the board.
	MoveLeavesBoard
	// MoveNoneOnFile: no such piece (a Piece) on the file (a string).
	MoveNoneOnFile
	// MoveNoPair: a position word (前, +, t) names one of several pieces (a Piece), but no two
	// stand on one file.
	MoveNoPair
	// MoveSeveralFiles: pieces (a Piece) stand two or more on several files: the file is needed.
	MoveSeveralFiles
	// MovePositionWord: the position word does not fit the number (an int) of pieces (a Piece).
	MovePositionWord
	// MoveAmbiguousFile: several (an int) pieces (a Piece) on the file (a string) can make it.
	MoveAmbiguousFile
	// MoveNotChinese: a character (a rune) of a Chinese move is none of its characters.
	MoveNotChinese
	// MoveThirdNotDirection: the third character of a Chinese move is not 进, 退 or 平.
	MoveThirdNotDirection
	// MoveLastNotNumber: the last character of a Chinese move is not a number.
	MoveLastNotNumber
	// MoveDirectionPlace: a direction stands where a piece, position or file should.
	MoveDirectionPlace
	// MoveWantFive: a five-character Chinese move is not position, piece, file, direction, number.
	MoveWantFive
	// MoveFirstTwo: the first two characters of a Chinese move name no piece.
	MoveFirstTwo
	// MoveSANShape: the text is not an algebraic move.
	MoveSANShape
	// MoveNothingToCapture: a capture mark, but the square (a string) is empty.
	MoveNothingToCapture
	// MoveCannotGo: the piece (a Piece) on one square cannot go to the other (strings), for the
	// IllegalReason that follows.
	MoveCannotGo
	// MoveNoneCanReach: no piece (a Piece) can reach the square (a string).
	MoveNoneCanReach
	// MoveNoneOnSquare: no piece (a Piece) on the square (a string).
	MoveNoneOnSquare
	// MoveNoOwnPieceOn: none of the side's (a Color) pieces on the square (a string).
	MoveNoOwnPieceOn
	// MoveNoneOnFileLetter: no piece (a Piece) on the file (a letter, a string).
	MoveNoneOnFileLetter
	// MoveNoneOnRank: no piece (a Piece) on the rank (an int).
	MoveNoneOnRank
	// MoveSideHasNo: the side (a Color) has no piece of the type (PieceType).
	MoveSideHasNo
	// MoveAmbiguousSAN: several (an int) pieces (a Piece) can reach the square (a string), from
	// the squares listed (a string).
	MoveAmbiguousSAN
	// MoveRankOff: the rank (an int) is not on the board numbered from one int to another.
	MoveRankOff
	// MoveUnknownNotation: the notation (a Notation) is none Chuhe knows.
	MoveUnknownNotation
	// MoveVietnameseShape: the text is not a Vietnamese move.
	MoveVietnameseShape
	// MoveEmpty: there is no move to read.
	MoveEmpty

	numMoveProblems = iota
)

// moveProblemText holds each problem's key and English template, in the constants' order.
var moveProblemText = [numMoveProblems]struct{ key, english string }{
	MoveOther:             {"move.other", "%s"},
	MoveCoordShape:        {"move.coord_shape", "want from and to squares like %s"},
	MoveBadSquare:         {"move.bad_square", "bad square"},
	MoveNoPieceOn:         {"move.no_piece_on", "no piece on %s"},
	MoveNotYours:          {"move.not_yours", "the %s on %s is not %s's"},
	MoveNotLegal:          {"move.not_legal", "%s is not legal: %s"},
	MoveWantFour:          {"move.want_four", "want four characters: piece, file, direction, number"},
	MoveDirection:         {"move.direction", "direction %q is not one of %s"},
	MoveNotNumber:         {"move.not_number", "%q is not a number 1-9"},
	MoveWhichPiece:        {"move.which_piece", "cannot tell the piece from %q"},
	MoveAlreadyOnFile:     {"move.already_on_file", "the %s is already on file %s"},
	MoveStepsOffBoard:     {"move.steps_off_board", "%d steps take the %s off the board"},
	MoveNotSideways:       {"move.not_sideways", "a %s cannot move sideways"},
	MoveCannotReachFile:   {"move.cannot_reach_file", "a %s on file %s cannot reach file %s"},
	MoveLeavesBoard:       {"move.leaves_board", "the %s would leave the board"},
	MoveNoneOnFile:        {"move.none_on_file", "no %s on file %s"},
	MoveNoPair:            {"move.no_pair", "no two %ss on one file"},
	MoveSeveralFiles:      {"move.several_files", "%ss stand on several files: name the file"},
	MovePositionWord:      {"move.position_word", "the position word does not fit %d %ss on one file"},
	MoveAmbiguousFile:     {"move.ambiguous_file", "ambiguous: %d %ss on file %s can make it"},
	MoveNotChinese:        {"move.not_chinese", "%q is not a piece, number, position or direction"},
	MoveThirdNotDirection: {"move.third_not_direction", "the third character is not 进, 退 or 平"},
	MoveLastNotNumber:     {"move.last_not_number", "the last character is not a number"},
	MoveDirectionPlace:    {"move.direction_place", "a direction stands in the wrong place"},
	MoveWantFive:          {"move.want_five", "want a position, a piece, a file, a direction and a number"},
	MoveFirstTwo:          {"move.first_two", "cannot tell the piece from the first two characters"},
	MoveSANShape:          {"move.san_shape", "want a piece letter and a square, like Che2, Cxe6 or Rh0h2"},
	MoveNothingToCapture:  {"move.nothing_to_capture", "nothing to capture on %s"},
	MoveCannotGo:          {"move.cannot_go", "the %s on %s cannot go to %s: %s"},
	MoveNoneCanReach:      {"move.none_can_reach", "no %s can reach %s"},
	MoveNoneOnSquare:      {"move.none_on_square", "no %s on %s"},
	MoveNoOwnPieceOn:      {"move.no_own_piece_on", "no %s piece on %s"},
	MoveNoneOnFileLetter:  {"move.none_on_file_letter", "no %s on the %s file"},
	MoveNoneOnRank:        {"move.none_on_rank", "no %s on rank %d"},
	MoveSideHasNo:         {"move.side_has_no", "%s has no %s"},
	MoveAmbiguousSAN:      {"move.ambiguous_san", "ambiguous: %d %ss can reach %s (from %s): name the file or rank"},
	MoveRankOff:           {"move.rank_off", "rank %d is not on the board (ranks %d-%d)"},
	MoveUnknownNotation:   {"move.unknown_notation", "unknown notation %s"},
	MoveVietnameseShape:   {"move.vietnamese_shape", "want a piece (Tg S T M X P B), a file, a direction (. / -) and a number"},
	MoveEmpty:             {"move.empty", "no move written"},
}

// MoveProblems lists every problem, for a UI's test that each template is translated.
func MoveProblems() []MoveProblem {
	ps := make([]MoveProblem, numMoveProblems)
	for i := range ps {
		ps[i] = MoveProblem(i)
	}
	return ps
}

// Key returns the problem's stable identifier ("move.none_on_file").
func (p MoveProblem) Key() string {
	if int(p) < len(moveProblemText) {
		return moveProblemText[p].key
	}
	return fmt.Sprintf("move.unknown_%d", uint8(p))
}

// Template returns the problem as an English fmt template; MoveError.Args fill it.
func (p MoveProblem) Template() string {
	if int(p) < len(moveProblemText) {
		return moveProblemText[p].english
	}
	return "%v"
}

// String returns the problem's key.
func (p MoveProblem) String() string { return p.Key() }

// MoveError is what the move parsers return: the text, the notation and what is wrong with it.
// Args hold values of the types the Problem documents (Piece, PieceType, Color, Square, Move,
// IllegalReason, Notation, string, int), so that a UI can put each in its own words; Error writes
// them in English.
type MoveError struct {
	// Notation is the notation the text was read in.
	Notation Notation
	// Name is the notation's name when it is none of the Notation values ("san").
	Name string
	// Text is the move as written, shortened to 32 characters.
	Text string
	// Problem says what is wrong.
	Problem MoveProblem
	// Args fill Problem's template.
	Args []any
}

// Key returns the problem's stable identifier.
func (e *MoveError) Key() string { return e.Problem.Key() }

// NotationName returns the notation's name in lower case, as Error writes it ("chinese", "san").
func (e *MoveError) NotationName() string {
	if e.Name != "" {
		return e.Name
	}
	return strings.ToLower(e.Notation.String())
}

// Error says in English which notation the move was read in, the move and what is wrong:
// `chinese move "炮二平九": no red cannon on file 二`.
func (e *MoveError) Error() string {
	return fmt.Sprintf("%s move %q: %s", e.NotationName(), e.Text, e.Reason())
}

// Reason returns what is wrong, in English, without the notation and the text.
func (e *MoveError) Reason() string {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		args[i] = EnglishArg(a)
	}
	return fmt.Sprintf(e.Problem.Template(), args...)
}

// EnglishArg writes one argument of a MoveError in English: a Piece as "red cannon", a Move in
// UCI coordinates, an IllegalReason as its phrase; anything else as fmt writes it.
func EnglishArg(a any) any {
	switch v := a.(type) {
	case Piece:
		return v.Color().String() + " " + v.Type().String()
	case fmt.Stringer:
		return v.String()
	}
	return a
}

func moveErr(n Notation, s string, p MoveProblem, args ...any) error {
	return &MoveError{Notation: n, Text: clip(s), Problem: p, Args: args}
}

// MoveReason is a MoveError said without its notation and text (its Reason), where they are said
// already, as in a PGN file's "move 12 "xx": …".
type MoveReason struct{ E *MoveError }

// Error returns the reason in English.
func (r MoveReason) Error() string { return r.E.Reason() }

// Unwrap returns the MoveError.
func (r MoveReason) Unwrap() error { return r.E }

// AsMoveError returns the MoveError in err's chain, if any.
func AsMoveError(err error) (*MoveError, bool) {
	var me *MoveError
	ok := errors.As(err, &me)
	return me, ok
}
