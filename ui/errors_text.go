package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
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
	case *core.GameError, *core.PGNError, *core.XQFError, *core.Message, *core.MoveError, core.MoveReason:
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
		return sayAt("pgn: line %d: %s", e.Line, e.Msg, e.Message)
	case *core.XQFError:
		return sayAt("xqf: byte %d: %s", e.Offset, e.Msg, e.Message)
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

// sayAt says a file's fault where it is (a PGN file's line, an XQF file's byte) through the
// translation of key: its Message in the interface's words, or its English text en without one.
func sayAt(key string, at int, en string, m *core.Message) string {
	if m != nil {
		en = sayError(m)
	}
	return fmt.Sprintf(lang.L(key), at, en)
}

// uiMsg is an error of ui's own said as core's Messages are: its format is the English text and the
// translation key (TestEveryStringTranslated finds them in the sources), and errorText says it in
// the interface's language when it is shown. ui's parsers (the settings file, time controls) make
// their errors so, as they run before the interface's language is set up.
func uiMsg(format string, args ...any) error { return &core.Message{Format: format, Args: args} }

// problemList is several problems of one file, said one after the other.
type problemList []error

func (l problemList) Error() string {
	texts := make([]string, len(l))
	for i, e := range l {
		texts[i] = e.Error()
	}
	return strings.Join(texts, "; ")
}

func (l problemList) Unwrap() []error { return l }

// settingWant is what a setting's value may be, in English ("1 to 5", "a folder"); errorText says
// it in the interface's words.
type settingWant string

// settingWantText says what a setting's value may be in the interface's words: a range of numbers
// through one template, other phrases as they are filed.
func settingWantText(w settingWant) string {
	if lo, hi, ok := w.numberRange(); ok {
		return fmt.Sprintf(lang.L("%d to %d"), lo, hi)
	}
	return lang.L(string(w))
}

// numberRange reads a range of numbers, "1 to 5"; ok is false for any other phrase.
func (w settingWant) numberRange() (lo, hi int, ok bool) {
	n, _ := fmt.Sscanf(string(w), "%d to %d", &lo, &hi)
	return lo, hi, n == 2 && fmt.Sprintf("%d to %d", lo, hi) == string(w)
}

// messageArg puts one argument of core's Message in the interface's words: a set-up problem as
// the position editor says it, pieces and sides as a move's error names them.
func messageArg(a any) any {
	switch v := a.(type) {
	case core.Problem:
		return problemText(v)
	case core.PieceType:
		return lang.L(v.String())
	case settingWant:
		return settingWantText(v)
	}
	return moveErrorArg(a)
}

// messageKeys lists the strings errorText translates beside the move errors' (moveErrorKeys) and
// ui's own uiMsg formats (which the translation test finds in the sources): core's message
// formats, the lead-ins of a file's games and lines, and what the settings' values may be.
func messageKeys() []string {
	keys := []string{"game %d: %s (read up to move %d)", "game %d: %s (left out)", "game %d: %s",
		"pgn: line %d: %s", "xqf: byte %d: %s", "%d to %d"}
	defaults := DefaultSettings()
	for _, f := range defaults.fields() {
		if _, _, isRange := f.want.numberRange(); f.want != "" && !isRange {
			keys = append(keys, string(f.want))
		}
	}
	keys = append(keys, gamefile.MessageFormats()...)
	return append(keys, core.MessageFormats()...)
}
