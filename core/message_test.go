package core

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestMessageFormatsListed reads core's sources: every format given to msgf, to the PGN reader's
// errorf or to xqfErrorf is in MessageFormats (so that a UI's translations can be checked against the list), and
// every format listed is used.
func TestMessageFormatsListed(t *testing.T) {
	names, _ := filepath.Glob("*.go")
	used := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			at := -1
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				switch fn.Name {
				case "msgf":
					at = 0
				case "xqfErrorf":
					at = 1
				}
			case *ast.SelectorExpr:
				if fn.Sel.Name == "errorf" {
					at = 1
				}
			}
			if at < 0 || len(call.Args) <= at {
				return true
			}
			if id, ok := call.Args[at].(*ast.Ident); ok && id.Name == "format" {
				return true // errorf handing its own format on
			}
			lit, ok := call.Args[at].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: a message's format is not a string literal", fset.Position(call.Pos()))
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			used[s] = fset.Position(call.Pos()).String()
			return true
		})
	}
	listed := MessageFormats()
	for s, where := range used {
		if !slices.Contains(listed, s) {
			t.Errorf("%s: format %q is not in messageFormats", where, s)
		}
	}
	for _, s := range listed {
		if _, ok := used[s]; !ok {
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
