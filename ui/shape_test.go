package ui_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestControllerShape keeps the shape issue 49 gave the package: the Controller holds the game
// and the everyday verbs, and each side concern is a part of its own (doc.go), so the methods
// declared on *Controller stay under 90 and no file of the package is over 600 lines.
func TestControllerShape(t *testing.T) {
	const maxMethods, maxLines = 89, 600
	methods := 0
	fset := token.NewFileSet()
	for _, sf := range packageSources(t) {
		if n := strings.Count(sf.src, "\n"); n > maxLines {
			t.Errorf("%s has %d lines, more than %d: split it by concern", sf.name, n, maxLines)
		}
		f, err := parser.ParseFile(fset, sf.name, sf.src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
				continue
			}
			if star, ok := fn.Recv.List[0].Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Controller" {
					methods++
				}
			}
		}
	}
	if methods > maxMethods {
		t.Errorf("%d methods declared on *Controller, more than %d: give the new concern a part of its own (see doc.go)", methods, maxMethods)
	}
	t.Logf("%d methods declared on *Controller", methods)
}
