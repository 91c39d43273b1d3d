package core

import (
	"errors"
	"fmt"
)

// Message is an error a user interface can say whole in its own language: Format is the English
// sentence with its fmt verbs, the key its translations are filed under, and Args are its
// arguments — numbers and quoted text as they are; pieces, piece types, sides and set-up problems,
// which a UI names in its own words; and errors, said the same way in their turn. Error gives the
// English text, for the command-line tools and the logs. MessageFormats lists every Format core
// uses, so that a UI can check that it has them all.
type Message struct {
	Format string
	Args   []any
}

// msgf makes a Message. Its format must be one of messageFormats (core's TestMessageFormatsListed
// reads the sources to check).
func msgf(format string, args ...any) *Message { return &Message{Format: format, Args: args} }

// Error returns the message in English.
func (m *Message) Error() string {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if err, ok := a.(error); ok {
			args[i] = err.Error()
			continue
		}
		args[i] = EnglishArg(a)
	}
	return fmt.Sprintf(m.Format, args...)
}

// Unwrap returns the errors among the arguments, so that errors.As finds a MoveError inside.
func (m *Message) Unwrap() []error {
	var errs []error
	for _, a := range m.Args {
		if err, ok := a.(error); ok {
			errs = append(errs, err)
		}
	}
	return errs
}

// AsMessage returns the Message that err is (or wraps first), if any.
func AsMessage(err error) (*Message, bool) {
	var m *Message
	ok := errors.As(err, &m)
	return m, ok
}

// messageFormats are the formats of core's Messages.
var messageFormats = [...]string{
	// FEN
	"FEN: empty",
	"FEN %q: %d fields, at most 6",
	"FEN: %v",
	"FEN: too many %s %ss (at most %d)",
	"FEN: %s has no king",
	"FEN: side to move missing (want w or b)",
	"FEN: side to move %q, want w or b",
	"FEN: field %d is %q, want - (xiangqi has no castling or en passant)",
	"FEN: half-move clock %q is not a number 0-10000",
	"FEN: move number %q is not a number 1-100000",
	"FEN: %s, not to move, is in check",
	"FEN: board has %d ranks, want 10",
	"FEN: rank %d (%q) is longer than 9 points",
	"FEN: rank %d (%q): %q is not a piece letter (KABNRCP, kabnrcp)",
	"FEN: rank %d (%q) has %d points, want 9",
	// PGN: the line and the game are said around these (PGNError, GameError)
	"unterminated comment",
	"%q without its opening bracket",
	"more than %d games",
	"a variation before any move it could replace",
	"variations nested more than %d deep",
	"%q without a variation to close",
	"%v",
	"Format %q: want ICCS, WXF, Vietnamese or Chinese",
	"more than %d moves in one game",
	"more than %d moves in the file",
	"unterminated variation",
	"move %s %q: %v",
	"unterminated tag",
	`tag without a name: want [Name "value"]`,
	"tag name longer than %d bytes",
	`tag %s: want a quoted value, [%[1]s "value"]`,
	"tag %s: value longer than %d bytes",
	"more than %d tags",
	"broken UTF-8 text",
	"neither UTF-8 nor GBK (GB18030) nor Big5 text",
	// XQF: the byte is said around these (XQFError)
	`not an XQF file: it does not begin with "XQ"`,
	"file ends inside the %d-byte header",
	"unknown XQF version %d (want %d to %d)",
	"two pieces on %s: the %s %s and the %s %s",
	"start position: %v",
	"file ends inside a move record (%d records read)",
	"more than %d move records",
	"file ends inside the comment length of the record at byte %d",
	"comment length %d of the record at byte %d: only %d bytes follow",
	"a line longer than %d moves",
	"move %s: %v",
	"point codes %d and %d: not both on the board",
	"not a legal move",
}

// MessageFormats returns the formats of the Messages core makes, for a UI's translation tests.
func MessageFormats() []string { return append([]string(nil), messageFormats[:]...) }
