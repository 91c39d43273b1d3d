package core

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/internal/msgformats"
)

// TestMessageFormatsListed reads core's sources: every format given to msgf, to the PGN reader's
// errorf or to xqfErrorf is in MessageFormats (so that a UI's translations can be checked against
// the list), and every format listed is used.
func TestMessageFormatsListed(t *testing.T) {
	calls, err := msgformats.Calls(".", map[string]int{"msgf": 0, "errorf": 1, "xqfErrorf": 1})
	if err != nil {
		t.Fatal(err)
	}
	listed := MessageFormats()
	used := map[string]bool{}
	for _, c := range calls {
		switch {
		case c.Ident == "format":
			// errorf and xqfErrorf handing their own format on
		case !c.Literal:
			t.Errorf("%s: a message's format is not a string literal", c.Pos)
		case !slices.Contains(listed, c.Format):
			t.Errorf("%s: format %q is not in messageFormats", c.Pos, c.Format)
		default:
			used[c.Format] = true
		}
	}
	for _, s := range listed {
		if !used[s] {
			t.Errorf("messageFormats lists %q, which no message uses", s)
		}
	}
}

// TestMessagesSayWhatIsWrong checks that FEN and PGN errors are Messages whose English text is
// what the error says, and that a move's error inside a PGN error is found by errors.As.
func TestMessagesSayWhatIsWrong(t *testing.T) {
	_, err := ParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1")
	m, ok := AsMessage(err)
	if !ok || m.Format != "FEN: rank %d (%q): %q is not a piece letter (KABNRCP, kabnrcp)" {
		t.Fatalf("bad piece letter: %v (a Message: %v)", err, ok)
	}
	if want := `FEN: rank 0 ("RNBAKABNX"): 'X' is not a piece letter (KABNRCP, kabnrcp)`; err.Error() != want {
		t.Errorf("got %q, want %q", err.Error(), want)
	}
	_, err = ParseFEN("3k5/9/9/9/9/9/9/9/9/A3K4 w - - 0 1") // an advisor off its points
	if m, ok := AsMessage(err); !ok || m.Format != "FEN: %v" {
		t.Fatalf("advisor off its points: %v", err)
	} else if _, ok := m.Args[0].(Problem); !ok {
		t.Errorf("the set-up problem is not an argument a UI can name: %#v", m.Args)
	}
	_, err = ReadPGN(strings.NewReader("[Event \"x\"]\n\n1. h2e2 h9g7 2. h0h9 *\n"))
	var pe *PGNError
	if !errors.As(err, &pe) || pe.Message == nil || pe.Message.Format != "move %s %q: %v" {
		t.Fatalf("bad move: %v", err)
	}
	if _, ok := AsMoveError(err); !ok {
		t.Errorf("the move's error is not found inside %v", err)
	}
	if !strings.Contains(err.Error(), `line 3: move 2 "h0h9": `) {
		t.Errorf("the English text changed: %q", err.Error())
	}
}
