package ai

import (
	"bufio"
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// bookText is Chuhe's opening book: one line of moves per line, in UCI notation from the start
// position, after a weight. Every position along a line gets the line's next move with that weight;
// the mirror image of each line (files a↔i) is added too, unless the text has a line "nomirror"
// before its first line of moves. The book is made from master games by ai/internal/genbook
// (nomirror: a book move is one masters played).
//
//go:embed book.txt
var bookText string

// bookMove is a candidate move in a book position.
type bookMove struct {
	move   core.Move
	weight int
}

// Book maps positions (by Zobrist key) to weighted moves. It is immutable once built.
type Book struct {
	moves map[uint64][]bookMove
}

// defaultBook compiles the embedded book. The embedded text is checked by the tests, so an error
// here cannot happen in a released build; should it, the engine plays without a book.
func defaultBook() *Book {
	b, err := ParseBook(bookText)
	if err != nil {
		return &Book{moves: map[uint64][]bookMove{}}
	}
	return b
}

// ParseBook compiles book text (see book.txt for the format). Every move must be legal.
func ParseBook(text string) (*Book, error) {
	b := &Book{moves: map[uint64][]bookMove{}}
	sc := bufio.NewScanner(strings.NewReader(text))
	ln := 0
	mirrors := []bool{false, true}
	var caches [2]lineCache
	for sc.Scan() {
		ln++
		line := strings.TrimSpace(sc.Text())
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		if line == "nomirror" {
			if b.Positions() > 0 {
				return nil, fmt.Errorf("book line %d: nomirror after the first line of moves", ln)
			}
			mirrors = mirrors[:1]
			continue
		}
		f := strings.Fields(line)
		w, err := strconv.Atoi(f[0])
		if err != nil || w <= 0 {
			return nil, fmt.Errorf("book line %d: weight %q is not a positive number", ln, f[0])
		}
		for k, mirror := range mirrors {
			if err := b.addLine(f[1:], w, mirror, &caches[k]); err != nil {
				return nil, fmt.Errorf("book line %d: %v", ln, err)
			}
		}
	}
	return b, nil
}

// lineCache remembers the previous line's moves and positions: book lines come sorted, share
// long prefixes, and replaying only what is new keeps compiling the master book (some 6,000 lines)
// to about 15 ms of CPU at the engine's start-up.
type lineCache struct {
	text  []string        // the previous line's moves as written
	moves []core.Move     // its moves, mirrored when the line is
	pos   []core.Position // pos[i]: the position before moves[i]
}

func (b *Book) addLine(moves []string, w int, mirror bool, c *lineCache) error {
	common := 0
	for common < len(moves) && common < len(c.text) && moves[common] == c.text[common] {
		common++
	}
	c.text, c.moves, c.pos = append(c.text[:common], moves[common:]...), c.moves[:common], c.pos[:common]
	p := *core.StartPosition()
	if common > 0 {
		p = c.pos[common-1]
		p.MakeMove(c.moves[common-1])
	}
	for i, ms := range moves {
		var m core.Move
		if i < common {
			m = c.moves[i]
			b.add(c.pos[i].Key(), m, w, mirror)
			continue
		}
		m, err := parseMove(ms)
		if err != nil {
			return err
		}
		if mirror {
			m = mirrorMove(m)
		}
		if !p.IsLegalMove(m) {
			return fmt.Errorf("illegal move %s in %s", m, p.FEN())
		}
		b.add(p.Key(), m, w, mirror)
		c.moves, c.pos = append(c.moves, m), append(c.pos, p)
		p.MakeMove(m)
	}
	return nil
}

// add gives move m in the position with key k the weight w (a mirrored line only adds moves).
func (b *Book) add(k uint64, m core.Move, w int, mirror bool) {
	for i := range b.moves[k] {
		if b.moves[k][i].move == m {
			if !mirror {
				b.moves[k][i].weight += w
			}
			return
		}
	}
	b.moves[k] = append(b.moves[k], bookMove{m, w})
}

// Positions returns the number of positions in the book.
func (b *Book) Positions() int { return len(b.moves) }

// Moves returns the book moves for p with their weights.
func (b *Book) Moves(p *core.Position) ([]core.Move, []int) {
	var ms []core.Move
	var ws []int
	for _, bm := range b.moves[p.Key()] {
		if p.IsLegalMove(bm.move) {
			ms = append(ms, bm.move)
			ws = append(ws, bm.weight)
		}
	}
	return ms, ws
}

// Pick chooses a book move for p at random in proportion to the weights, or returns NoMove.
func (b *Book) Pick(p *core.Position, rng *rand.Rand) core.Move {
	ms, ws := b.Moves(p)
	total := 0
	for _, w := range ws {
		total += w
	}
	if total == 0 {
		return core.NoMove
	}
	x := rng.IntN(total)
	for i, w := range ws {
		x -= w
		if x < 0 {
			return ms[i]
		}
	}
	return core.NoMove
}

// parseMove reads a move in UCI notation ("h2e2").
func parseMove(s string) (core.Move, error) {
	if len(s) != 4 {
		return core.NoMove, fmt.Errorf("move %q: want four characters like h2e2", s)
	}
	from, err := core.ParseSquare(s[:2])
	if err != nil {
		return core.NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	to, err := core.ParseSquare(s[2:])
	if err != nil {
		return core.NoMove, fmt.Errorf("move %q: %v", s, err)
	}
	return core.NewMove(from, to), nil
}

// mirrorMove reflects a move left-right (file a ↔ file i).
func mirrorMove(m core.Move) core.Move {
	f, t := m.From(), m.To()
	return core.NewMove(core.NewSquare(8-f.File(), f.Rank()), core.NewSquare(8-t.File(), t.Rank()))
}
