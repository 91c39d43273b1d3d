package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// errorText is err's text in the interface's language. The lead-ins ui writes around an error are
// translated where they are written; what core says inside them — a game of a file that did not
// read, a PGN file's line, a FEN's fault, a move that cannot be played (GameError, PGNError,
// Message, MoveError) — is found in err's chain and said whole in the interface's words, in place
// of its English.
func errorText(err error) string {
	text := err.Error()
	for _, e := range keyedErrors(err) {
		if en := e.Error(); en != "" {
			text = strings.Replace(text, en, sayError(e), 1)
		}
	}
	return text
}

// keyedErrors are the outermost errors in err's chain that sayError can say in the interface's
// words (err itself when it is one).
func keyedErrors(err error) []error {
	switch err.(type) {
	case *core.GameError, *core.PGNError, *core.Message, *core.MoveError, core.MoveReason:
		return []error{err}
	}
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		if inner := u.Unwrap(); inner != nil {
			return keyedErrors(inner)
		}
	case interface{ Unwrap() []error }:
		var out []error
		for _, inner := range u.Unwrap() {
			out = append(out, keyedErrors(inner)...)
		}
		return out
	}
	return nil
}

// sayError says one error in the interface's words: core's keyed errors whole, any other as
// errorText says it.
func sayError(err error) string {
	switch e := err.(type) {
	case *core.GameError:
		inner := sayError(e.Err)
		switch {
		case e.Kept != nil && e.Plies > 0:
			return fmt.Sprintf(lang.L("game %d: %s (read up to move %d)"), e.Game, inner, e.Plies)
		case e.Kept == nil:
			return fmt.Sprintf(lang.L("game %d: %s (left out)"), e.Game, inner)
		}
		return fmt.Sprintf(lang.L("game %d: %s"), e.Game, inner)
	case *core.PGNError:
		what := e.Msg
		if e.Message != nil {
			what = sayError(e.Message)
		}
		return fmt.Sprintf(lang.L("pgn: line %d: %s"), e.Line, what)
	case *core.Message:
		args := make([]any, len(e.Args))
		for i, a := range e.Args {
			if inner, ok := a.(error); ok {
				args[i] = sayError(inner)
				continue
			}
			args[i] = messageArg(a)
		}
		return fmt.Sprintf(lang.L(e.Format), args...)
	case *core.MoveError:
		return moveErrorText(e)
	case core.MoveReason:
		return moveReasonText(e.E)
	}
	return errorText(err)
}

// messageArg puts one argument of core's Message in the interface's words: a set-up problem as
// the position editor says it, pieces and sides as a move's error names them.
func messageArg(a any) any {
	switch v := a.(type) {
	case core.Problem:
		return problemText(v)
	case core.PieceType:
		return lang.L(v.String())
	}
	return moveErrorArg(a)
}

// messageKeys lists the strings errorText translates beside the move errors' (moveErrorKeys): core's
// message formats and the lead-ins of a file's games and lines.
func messageKeys() []string {
	keys := []string{"game %d: %s (read up to move %d)", "game %d: %s (left out)", "game %d: %s",
		"pgn: line %d: %s"}
	return append(keys, core.MessageFormats()...)
}
