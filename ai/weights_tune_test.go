//go:build tune

package ai

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestTuneParams checks the tuning build's parameters: unique names, defaults within range, and that
// setting one changes what the engine computes from it (the tables built from the parameters too).
func TestTuneParams(t *testing.T) {
	ps := TuneParams()
	if len(ps) < 30 {
		t.Fatalf("%d tuning parameters", len(ps))
	}
	// The defaults are the normal build's constants (weights.go), so that the two builds search alike.
	f, err := parser.ParseFile(token.NewFileSet(), "weights.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, sp := range g.Specs {
			vs := sp.(*ast.ValueSpec)
			lit, ok := vs.Values[0].(*ast.BasicLit)
			if !ok {
				t.Fatalf("weights.go: %s is not a number", vs.Names[0])
			}
			want, _ := strconv.Atoi(lit.Value)
			found := false
			for _, p := range ps {
				if p.Name == vs.Names[0].Name {
					found = true
					if p.Value != want {
						t.Errorf("%s: %d in the tuning build, %d in weights.go", p.Name, p.Value, want)
					}
				}
			}
			if !found {
				t.Errorf("weights.go's %s is not a tuning parameter", vs.Names[0])
			}
			consts++
		}
	}
	if consts < 20 {
		t.Errorf("%d constants read from weights.go", consts)
	}
	seen := map[string]bool{}
	for _, p := range ps {
		if seen[p.Name] || p.Value < p.Min || p.Value > p.Max {
			t.Errorf("parameter %+v: duplicate or out of range", p)
		}
		seen[p.Name] = true
	}
	if SetTuneParam("noSuchWeight", 1) || SetTuneParam("tempo", 1000) {
		t.Errorf("an unknown name or a value out of range was accepted")
	}
	pos, err := core.ParseFEN("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	set := func(name string, v int) {
		t.Helper()
		if !SetTuneParam(name, v) {
			t.Fatalf("SetTuneParam(%s, %d) refused", name, v)
		}
	}
	before := evaluate(pos)
	set("mgRook", 1000) // Red is a rook down: dearer rooks make it worse (psq rebuilt)
	if got := evaluate(pos); got >= before {
		t.Errorf("mgRook 1000: evaluation %d, was %d", got, before)
	}
	set("mgRook", 900)
	if got := evaluate(pos); got != before {
		t.Errorf("mgRook back to 900: evaluation %d, was %d", got, before)
	}
	set("hollowCannon", 0)
	if cannonWeight[cannonHollow] != 0 {
		t.Errorf("cannonWeight not rebuilt: %v", cannonWeight)
	}
	set("hollowCannon", 90)
	r := lmr[20][20]
	set("lmrDiv", 400)
	if lmr[20][20] >= r {
		t.Errorf("lmrDiv 400: lmr[20][20] = %d, was %d", lmr[20][20], r)
	}
	set("lmrDiv", 190)
	if lmr[20][20] != r {
		t.Errorf("lmrDiv back to 190: lmr[20][20] = %d, was %d", lmr[20][20], r)
	}
}
