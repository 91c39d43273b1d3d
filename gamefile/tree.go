package gamefile

import (
	"fmt"

	"github.com/chuhe-xq/chuhe/core"
)

// maxDepth is how deep variations may nest in a game a reader builds, as core allows in PGN.
const maxDepth = 100

// node is a move of a game tree as a file stores it, before it is checked: its points, the comment
// after it, and its continuations (the first is the line's own, the others its variations). The
// root has no move; its comment is the one before the first move.
type node struct {
	from, to core.Square
	comment  string
	children []*node
}

// add appends a continuation to n and returns it.
func (n *node) add(from, to core.Square) *node {
	c := &node{from: from, to: to}
	n.children = append(n.children, c)
	return c
}

// line is a line of moves read from a tree: its moves, the comments after them (1-based) and the
// variations replacing them (0-based), as core.PGNVariation keeps them.
type line struct {
	moves    []core.Move
	comments map[int]string
	vars     map[int][]*core.PGNVariation
}

// readLine follows first and its first continuations from p. Alternatives to a later move of the
// line become its variations (those to first are the caller's). It stops at the first illegal
// move, returning it as stop (nil when the line ends).
func readLine(p core.Position, first *node, depth int) (l line, stop error) {
	l.comments = map[int]string{}
	var prev *node
	for cur := first; cur != nil; {
		k := len(l.moves)
		if prev != nil && depth < maxDepth {
			for _, alt := range prev.children[1:] {
				if v := variation(p, alt, depth+1); v != nil {
					if l.vars == nil {
						l.vars = map[int][]*core.PGNVariation{}
					}
					l.vars[k] = append(l.vars[k], v)
				}
			}
		}
		m := core.NewMove(cur.from, cur.to)
		if !p.IsLegalMove(m) {
			num := fmt.Sprint(p.FullmoveNumber())
			if p.SideToMove() == core.Black {
				num += "..."
			}
			why := "not a legal move"
			if r := p.WhyIllegal(m.From(), m.To()); r != core.Legal {
				why = r.String()
			}
			return l, msg("move %s %s: %s", num, m, why)
		}
		p.MakeMove(m)
		l.moves = append(l.moves, m)
		if cur.comment != "" {
			l.comments[len(l.moves)] = cur.comment
		}
		prev = cur
		cur = nil
		if len(prev.children) > 0 {
			cur = prev.children[0]
		}
	}
	return l, nil
}

// variation is the line that starts with n from p, cut before an illegal move, or nil when its
// first move is illegal.
func variation(p core.Position, n *node, depth int) *core.PGNVariation {
	l, _ := readLine(p, n, depth)
	if len(l.moves) == 0 {
		return nil
	}
	return &core.PGNVariation{Moves: l.moves, Comments: l.comments, Variations: l.vars}
}

// buildGame makes the game of a tree from start: the main line through the first continuations,
// the others its variations. An illegal move of the main line ends the game before it, and is
// returned as the error (the game has no result then); one in a variation cuts the variation.
func buildGame(start *core.Position, root *node) (*core.PGNGame, error) {
	g := &core.PGNGame{Game: core.NewGameFrom(start), Comments: map[int]string{}}
	if root.comment != "" {
		g.Comments[0] = root.comment
	}
	if len(root.children) == 0 {
		return g, nil
	}
	l, stop := readLine(*start, root.children[0], 0)
	for _, alt := range root.children[1:] {
		if v := variation(*start, alt, 1); v != nil {
			if l.vars == nil {
				l.vars = map[int][]*core.PGNVariation{}
			}
			l.vars[0] = append(l.vars[0], v)
		}
	}
	for _, m := range l.moves {
		if err := g.Game.Play(m); err != nil {
			return g, err // readLine checked it: cannot happen
		}
	}
	for k, c := range l.comments {
		g.Comments[k] = c
	}
	g.Variations = l.vars
	return g, stop
}

// square is the point of file x (0-8 from Red's left) and row y counted from the top of the board
// (Black's side), as the Chinese formats number them.
func square(x, y int) (core.Square, bool) {
	if x < 0 || x > 8 || y < 0 || y > 9 {
		return 0, false
	}
	return core.NewSquare(x, 9-y), true
}
