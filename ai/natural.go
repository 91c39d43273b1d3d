package ai

import (
	"bufio"
	_ "embed"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// naturalText counts how often masters moved each piece type between two points (see
// ai/internal/gennatural, which makes it from resources/masters.pack with every tenth game held out).
//
//go:embed natural.txt
var naturalText string

// naturalTable maps a move, seen from its mover's side with from on files a-e, to the log of how
// often masters played it (+1). It is immutable once built.
type naturalTable map[naturalKey]float32

type naturalKey struct {
	t        core.PieceType
	from, to core.Square
}

// parseNatural compiles the table's text.
func parseNatural(text string) (naturalTable, error) {
	t := naturalTable{}
	sc := bufio.NewScanner(strings.NewReader(text))
	ln := 0
	for sc.Scan() {
		ln++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 || len(f[0]) != 1 || len(f[1]) != 4 {
			return nil, fmt.Errorf("natural table line %d: want <piece> <from><to> <count>, not %q", ln, line)
		}
		pt := core.NoPieceType
		for ty := core.King; ty <= core.Pawn; ty++ {
			if core.MakePiece(core.Red, ty).Letter() == f[0][0] {
				pt = ty
			}
		}
		from, err1 := core.ParseSquare(f[1][:2])
		to, err2 := core.ParseSquare(f[1][2:])
		n, err3 := strconv.Atoi(f[2])
		if pt == core.NoPieceType || err1 != nil || err2 != nil || err3 != nil || n < 1 {
			return nil, fmt.Errorf("natural table line %d: bad piece, point or count in %q", ln, line)
		}
		t[naturalKey{pt, from, to}] = float32(math.Log1p(float64(n)))
	}
	return t, sc.Err()
}

// defaultNatural compiles the embedded table; the tests check the text, so an error cannot happen
// in a released build (should it, every move is as natural as any other).
func defaultNatural() naturalTable {
	t, err := parseNatural(naturalText)
	if err != nil {
		return naturalTable{}
	}
	return t
}

// of returns how natural m is in pos: the log of (1 + the number of times masters made that move
// with that piece from that point).
func (t naturalTable) of(pos *core.Position, m core.Move) float64 {
	pc := pos.At(m.From())
	from, to := NaturalPoints(pc.Color(), m.From(), m.To())
	return float64(t[naturalKey{pc.Type(), from, to}])
}

// NaturalPoints returns a move of side c from→to as the natural table counts it: seen from the
// mover's side (Black's points turned round), with from on files a-e (files e-i mirrored).
func NaturalPoints(c core.Color, from, to core.Square) (core.Square, core.Square) {
	if c == core.Black {
		from, to = core.NewSquare(from.File(), 9-from.Rank()), core.NewSquare(to.File(), 9-to.Rank())
	}
	if from.File() > 4 {
		from, to = core.NewSquare(8-from.File(), from.Rank()), core.NewSquare(8-to.File(), to.Rank())
	}
	return from, to
}
