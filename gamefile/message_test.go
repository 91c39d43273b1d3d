package gamefile

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

// TestMessageFormatsListed reads the package's sources: every format given to msg and every
// sentence given to unsupported (and the others table's) is in MessageFormats, for a UI's
// translation tests; and an unsupported file's error still wraps ErrUnsupported.
func TestMessageFormatsListed(t *testing.T) {
	names, _ := filepath.Glob("*.go")
	listed := MessageFormats()
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
			if !ok || len(call.Args) == 0 {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); !ok || (id.Name != "msg" && id.Name != "unsupported") {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true // a parameter or a constant (Supported), listed by hand
			}
			s, _ := strconv.Unquote(lit.Value)
			if !slices.Contains(listed, s) {
				t.Errorf("%s: %q is not in messageFormats", fset.Position(call.Pos()), s)
			}
			return true
		})
	}
	for _, o := range others {
		if !slices.Contains(listed, o.what) {
			t.Errorf("%q (others) is not in messageFormats", o.what)
		}
	}
	_, err := Read("x.zip", []byte("PK\x03\x04 rest"))
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "a ZIP archive") {
		t.Errorf("a ZIP file: %v", err)
	}
}
