package ui_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
	"github.com/chuhe-xq/chuhe/ui"
)

// TestErrorsInTheInterfaceLanguage makes the errors a player meets when a typed or pasted FEN or an
// opened PGN file is wrong, wrapped as the window wraps them, and wants each said whole in Chinese
// (simplified and traditional) and Vietnamese: no English word left but the notation's own (FEN,
// PGN, the piece letters and tag syntax quoted from the file), and the same facts as in English.
func TestErrorsInTheInterfaceLanguage(t *testing.T) {
	fen := func(s string) error {
		_, err := core.ParseFEN(s)
		if err == nil {
			t.Fatalf("%q read", s)
		}
		return fmt.Errorf("%s: %w", "Not a position", err)
	}
	pgn := func(s string) error {
		f, err := gamefile.Read("bad.pgn", []byte(s))
		if err != nil {
			return err
		}
		if len(f.Problems) == 0 {
			t.Fatalf("%q read whole", s)
		}
		return f.Problems[0]
	}
	settings := func(s string) error {
		_, err := ui.ParseSettings([]byte(s))
		if err == nil {
			t.Fatalf("%q read", s)
		}
		return err
	}
	xqf := func(data []byte) error {
		f, err := gamefile.Read("bad.xqf", data)
		if err == nil && len(f.Problems) > 0 {
			err = f.Problems[0]
		}
		if err == nil {
			t.Fatalf("% x read", data[:8])
		}
		return err
	}
	zip := func() error {
		_, err := gamefile.Read("games.zip", []byte("PK\x03\x04 and more"))
		if err == nil {
			t.Fatal("a ZIP archive read")
		}
		return err
	}
	errs := []error{
		fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1"),
		fen("3k5/9/9/9/9/9/9/9/9/A3K4 w - - 0 1"),
		fen("3k5/9/9/9/9/9/9/9/9/4K4 x - - 0 1"),
		fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - abc 1"),
		fen("3k5/9/9/9/9/9/9/9/4K4 w"),
		fen("3k5/9/9/9/9/9/9/9/9/RRR1K4 w"),
		fen("9/9/9/9/9/9/9/9/9/4K4 w"),
		pgn("[Event \"x\"]\n\n1. h2e2 h9g7 2. h0h9 h7h0 *\n\n[Event \"y\"]\n\n1. h2e2 *\n"),
		pgn("[Event \"x\"]\n\n1. h2e2 h9g7 2. 炮八平九 {a comment *\n\n[Event \"y\"]\n\n1. h2e2 *\n"),
		pgn("[Event \"x\"]\n\n1. h2e2 ( h9g7 ) ) 2. b2e2 *\n\n[Event \"y\"]\n\n1. h2e2 *\n"),
		zip(),
		xqf([]byte{'X', 'Q', 10, 0, 0, 0}),
		xqf(append([]byte{'X', 'Q', 99}, make([]byte, 2000)...)),
		settings(`{"analysisLines": 9, "sound": "yes", "timeControl": "300+abc", "recentFiles": 3}`),
		settings(`{"mode": 1, "language": "fr"`),
	}
	// English words that must not be left, each a word of core's English messages.
	english := regexp.MustCompile(`(?i)\b(game|line|move|rank|points?|want|not|legal|horse|rook|advisor|red|black|side|field|number|unterminated|comment|variation|bracket|close|read|left out|is|has|too many|king|general|in check|out of range|one of|file|settings|time control|such as|whole|to)\b`)
	langs := testLanguages(t)
	for _, l := range []ui.Language{ui.English, ui.Chinese, ui.ChineseTraditional, ui.Vietnamese} {
		if err := langs.Apply(l); err != nil {
			t.Fatal(err)
		}
		for i, err := range errs {
			got := ui.ErrorText(err)
			t.Logf("%s: %s", l, got)
			if l == ui.English {
				// The interface's English may word a set-up problem or a side better than core's.
				if !strings.EqualFold(got, err.Error()) && !strings.Contains(got, "advisor's point") {
					t.Errorf("%d: English %q, want the error's own %q", i, got, err.Error())
				}
				continue
			}
			// The lead-in written here is not a translated one: it is the test's, and stays.
			rest := strings.TrimPrefix(got, "Not a position: ")
			if w := english.FindString(rest); w != "" {
				t.Errorf("%s %d: %q keeps the English %q", l, i, got, w)
			}
			for _, n := range regexp.MustCompile(`\d+`).FindAllString(err.Error(), -1) {
				if !strings.Contains(got, n) {
					t.Errorf("%s %d: %q lost the number %s of %q", l, i, got, n, err.Error())
				}
			}
		}
	}
}
