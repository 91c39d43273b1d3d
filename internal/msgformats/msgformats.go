// Package msgformats finds the formats a package's sources give to its message makers, for the
// tests that want each one listed for the UI's translations (core.MessageFormats,
// gamefile.MessageFormats).
package msgformats

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Call is a call of a message maker: where it is, and its format when that is a string literal
// (else Ident names the identifier given instead, "" for another expression).
type Call struct {
	Pos     string
	Format  string
	Literal bool
	Ident   string
}

// Calls returns the calls, in the Go files of dir but its tests, of the functions (or methods)
// named in at, each with the index of its format argument.
func Calls(dir string, at map[string]int) ([]Call, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var out []Call
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var fn string
			switch e := call.Fun.(type) {
			case *ast.Ident:
				fn = e.Name
			case *ast.SelectorExpr:
				fn = e.Sel.Name
			}
			i, ok := at[fn]
			if !ok || len(call.Args) <= i {
				return true
			}
			c := Call{Pos: fset.Position(call.Pos()).String()}
			switch a := call.Args[i].(type) {
			case *ast.BasicLit:
				if a.Kind == token.STRING {
					c.Format, _ = strconv.Unquote(a.Value)
					c.Literal = true
				}
			case *ast.Ident:
				c.Ident = a.Name
			}
			out = append(out, c)
			return true
		})
	}
	return out, nil
}
