package core

import (
	"fmt"
	"slices"
	"strings"
)

// Tree is a game with its variations: from the start position, every move is a node whose first
// child is the main continuation and whose other children are the variations played instead of it.
// The main line runs from the root through the first children. A Tree keeps the moves and the
// comments; Line turns a path through it into a Game for the board, the rules and the engine.
type Tree struct {
	start Position
	root  *Node
	// result is a result from outside the board (resignation, agreement, time) for the position
	// after resultAt, the end of the line it was given in.
	result   Result
	resultAt *Node
}

// Node is a move of a Tree (the root has no move and stands for the start position).
type Node struct {
	move     Move
	comment  string
	before   string // a comment before the move, as a variation may start with
	parent   *Node
	children []*Node
	recorded bool    // a move of the record the tree was opened from (Tree.KeepRecord)
	nags     []NAG   // the player's glyphs for the move (and the position after it)
	shapes   []Shape // arrows and circles drawn on the position after the move
}

// Move is the move that led to the node (NoMove for the root).
func (n *Node) Move() Move { return n.move }

// Comment is the comment after the node's move (the root's is the game's opening comment).
func (n *Node) Comment() string { return n.comment }

// Before is the comment before the node's move, as a variation may start with.
func (n *Node) Before() string { return n.before }

// SetComment replaces the comment after the node's move.
func (n *Node) SetComment(s string) { n.comment = s }

// NAGs are the glyphs a player gave the move ($1 to $6 judge the move, others the position), in
// the order read.
func (n *Node) NAGs() []NAG { return append([]NAG(nil), n.nags...) }

// Mark is the player's judgement of the move (! ? !! ?? !? ?!), NoNAG when there is none.
func (n *Node) Mark() NAG {
	for _, g := range n.nags {
		if g.IsMoveMark() {
			return g
		}
	}
	return NoNAG
}

// SetMark gives the move the judgement g, replacing its earlier one; NoNAG (or a glyph that is not
// a move mark) takes it away. The other glyphs are kept.
func (n *Node) SetMark(g NAG) {
	out := n.nags[:0:0]
	if g.IsMoveMark() && n.parent != nil {
		out = append(out, g)
	}
	for _, old := range n.nags {
		if !old.IsMoveMark() {
			out = append(out, old)
		}
	}
	n.nags = out
}

// Shapes are the arrows and circles drawn on the position after the node's move.
func (n *Node) Shapes() []Shape { return append([]Shape(nil), n.shapes...) }

// SetShapes replaces the drawing of the position after the node's move (nil clears it).
func (n *Node) SetShapes(shapes []Shape) {
	n.shapes = nil
	for _, s := range shapes {
		if s.From.OnBoard() && s.To.OnBoard() {
			n.shapes = putShape(n.shapes, s)
		}
	}
}

// Parent is the node before this one (nil for the root).
func (n *Node) Parent() *Node { return n.parent }

// Children are the moves played after this node: the main continuation first, then the variations.
func (n *Node) Children() []*Node { return append([]*Node(nil), n.children...) }

// Main is the node's main continuation (nil at the end of a line).
func (n *Node) Main() *Node {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[0]
}

// Child returns the child reached by m, or nil.
func (n *Node) Child(m Move) *Node {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// IsMainChild reports whether the node is its parent's main continuation (the root is).
func (n *Node) IsMainChild() bool { return n.parent == nil || n.parent.children[0] == n }

// NewTree returns a tree with no moves from a copy of start.
func NewTree(start *Position) *Tree { return &Tree{start: *start, root: &Node{}} }

// TreeFromPGN builds the tree of a game read from PGN: its moves as the main line, its comments and
// its variations. The variations' moves are checked; an illegal one is an error.
func TreeFromPGN(pg *PGNGame) (*Tree, error) {
	if pg == nil || pg.Game == nil {
		return nil, fmt.Errorf("pgn: no game")
	}
	start := pg.Game.Start()
	t := NewTree(&start)
	t.root.shapes, t.root.comment = ReadShapes(pg.Comments[0])
	if err := t.graft(t.root, pg.Game.Moves(), pg.Comments, pg.NAGs, pg.Variations, 0); err != nil {
		return nil, err
	}
	if r := pg.Game.Result(); r.Over() {
		// A result the board does not give on the last move: resigned, agreed, lost on time, or
		// recorded after a ruling of the referee earlier in the game (see KeepRecord).
		if lg, nodes := t.MainLine(); lg.Result() != r || lg.Len() > 0 && lg.ResultAt(lg.Len()-1).Over() {
			t.result, t.resultAt = r, nodes[len(nodes)-1]
		}
	}
	return t, nil
}

// graft adds a line of moves after n, with its comments, glyphs and variations (as PGNVariation
// keeps them, comments[0] aside); depth guards the recursion. Moves already in the tree are merged.
// The drawing commands of the comments become the nodes' shapes.
func (t *Tree) graft(n *Node, moves []Move, comments map[int]string, nags map[int][]NAG,
	vars map[int][]*PGNVariation, depth int) error {
	if depth > maxPGNVariationDepth {
		return fmt.Errorf("variations nested more than %d deep", maxPGNVariationDepth)
	}
	for i, m := range moves {
		parent := n
		c, err := t.Add(parent, m)
		if err != nil {
			return err
		}
		shapes, text := ReadShapes(comments[i+1])
		c.comment = joinComment(c.comment, text)
		for _, s := range shapes {
			c.shapes = putShape(c.shapes, s)
		}
		for _, g := range nags[i+1] {
			if g != NoNAG && !slices.Contains(c.nags, g) && !(g.IsMoveMark() && c.Mark() != NoNAG) {
				c.nags = append(c.nags, g)
			}
		}
		for _, v := range vars[i] {
			if v == nil || len(v.Moves) == 0 {
				continue
			}
			// A variation's own variations of its first move are more variations here.
			if err := t.graft(parent, v.Moves, v.Comments, v.NAGs, v.Variations, depth+1); err != nil {
				return fmt.Errorf("variation of move %d: %w", i+1, err)
			}
			if first := parent.Child(v.Moves[0]); first != nil {
				// A drawing before a variation's first move is of the position it starts from.
				shapes, text := ReadShapes(v.Comments[0])
				first.before = joinComment(first.before, text)
				for _, s := range shapes {
					parent.shapes = putShape(parent.shapes, s)
				}
			}
		}
		n = c
	}
	return nil
}

// joinComment joins two comments with a space (one that a already ends with is not added again).
func joinComment(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "" || strings.HasSuffix(a, b):
		return a
	}
	return a + " " + b
}

// Root is the start position's node.
func (t *Tree) Root() *Node { return t.root }

// Start is the start position.
func (t *Tree) Start() Position { return t.start }

// Path returns the nodes from the root to n: Path(n)[i] is the node after i moves.
func (t *Tree) Path(n *Node) []*Node {
	var path []*Node
	for ; n != nil; n = n.parent {
		path = append(path, n)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// Line returns the line through n: the moves from the start to n, then n's main continuation to its
// end, as a Game, and its nodes (nodes[i] is the node after i moves).
func (t *Tree) Line(n *Node) (*Game, []*Node) {
	nodes := t.Path(n)
	for c := n.Main(); c != nil; c = c.Main() {
		nodes = append(nodes, c)
	}
	g := NewGameFrom(&t.start)
	for _, c := range nodes[1:] {
		if err := g.Play(c.move); err != nil {
			// Add checks every move, so a tree cannot hold an illegal one.
			panic(fmt.Sprintf("core: illegal move in a tree: %v", err))
		}
	}
	last := nodes[len(nodes)-1]
	if k := recordedPrefix(nodes); k > 0 {
		var r Result
		if k == len(nodes)-1 && t.resultAt == last {
			r = t.result
		}
		g.KeepRecord(k, r)
	}
	if t.resultAt == last && !g.Result().Over() {
		g.SetResult(t.result)
	}
	return g, nodes
}

// recordedPrefix counts the moves of a line (nodes from the root) that are the record's.
func recordedPrefix(nodes []*Node) int {
	k := 0
	for k+1 < len(nodes) && nodes[k+1].recorded {
		k++
	}
	return k
}

// KeepRecord marks every move of the tree as the record of a game as it was played (an opened
// file): on them, Line's games keep the record's moves and result whatever Chuhe's referee would
// rule, and list where it would have ruled (Game.Overruled). Moves added later are refereed as ever.
func (t *Tree) KeepRecord() {
	var walk func(n *Node)
	walk = func(n *Node) {
		for _, c := range n.children {
			c.recorded = true
			walk(c)
		}
	}
	walk(t.root)
}

// MainLine is the line through the root.
func (t *Tree) MainLine() (*Game, []*Node) { return t.Line(t.root) }

// Position returns the position after n.
func (t *Tree) Position(n *Node) Position {
	p := t.start
	for _, c := range t.Path(n)[1:] {
		p.MakeMove(c.move)
	}
	return p
}

// Add plays m after n: the existing child for m, or a new one, the main continuation if n had none
// and a variation otherwise. m must be legal after n.
func (t *Tree) Add(n *Node, m Move) (*Node, error) {
	if c := n.Child(m); c != nil {
		return c, nil
	}
	p := t.Position(n)
	if !p.IsLegalMove(m) {
		return nil, fmt.Errorf("%w %s in %s", ErrIllegalMove, m, p.FEN())
	}
	c := &Node{move: m, parent: n}
	n.children = append(n.children, c)
	return c, nil
}

// IsMain reports whether n is on the main line.
func (t *Tree) IsMain(n *Node) bool {
	for ; n.parent != nil; n = n.parent {
		if !n.IsMainChild() {
			return false
		}
	}
	return true
}

// branch is the node where n's line leaves its parent's main continuation: n itself or the nearest
// ancestor that is a variation (nil when n is on the main line).
func branch(n *Node) *Node {
	for ; n.parent != nil; n = n.parent {
		if !n.IsMainChild() {
			return n
		}
	}
	return nil
}

// Promote makes the variation holding n the main continuation at the point where it branches off,
// the line it replaced becoming its first variation. It reports false when n is on the main line
// already. Repeated, it makes n's line the main line.
func (t *Tree) Promote(n *Node) bool {
	b := branch(n)
	if b == nil {
		return false
	}
	ch := b.parent.children
	i := 0
	for ch[i] != b {
		i++
	}
	copy(ch[1:i+1], ch[:i])
	ch[0] = b
	return true
}

// Delete removes n and every move after it; the root stays. When n was a main continuation, the
// first variation takes its place.
func (t *Tree) Delete(n *Node) {
	p := n.parent
	if p == nil {
		return
	}
	for i, c := range p.children {
		if c == n {
			p.children = append(p.children[:i], p.children[i+1:]...)
			break
		}
	}
	n.parent = nil
	if t.resultAt != nil && !t.Contains(t.resultAt) {
		t.resultAt = nil
	}
}

// Truncate removes every move after n, variations included.
func (t *Tree) Truncate(n *Node) {
	for _, c := range n.children {
		c.parent = nil
	}
	n.children = nil
	if t.resultAt != nil && !t.Contains(t.resultAt) {
		t.resultAt = nil
	}
}

// Contains reports whether n is a node of the tree (one deleted or truncated is not).
func (t *Tree) Contains(n *Node) bool {
	for n.parent != nil {
		n = n.parent
	}
	return n == t.root
}

// SetResult gives the line ending at n a result from outside the board (resignation, agreement,
// time), which Line applies when n ends the line; NoResult-like values clear it.
func (t *Tree) SetResult(n *Node, r Result) {
	if !r.Over() {
		t.result, t.resultAt = Result{}, nil
		return
	}
	t.result, t.resultAt = r, n
}

// Variations counts the variations in the tree.
func (t *Tree) Variations() int {
	count := 0
	var walk func(n *Node)
	walk = func(n *Node) {
		if len(n.children) > 1 {
			count += len(n.children) - 1
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	walk(t.root)
	return count
}

// PGN returns the tree as a PGN game: the main line, its comments and the variations. Tags are left
// to the caller.
func (t *Tree) PGN() *PGNGame {
	g, nodes := t.MainLine()
	pg := &PGNGame{Game: g, Comments: map[int]string{}}
	pg.Comments, pg.NAGs, pg.Variations = lineParts(nodes, false)
	return pg
}

// lineParts returns the comments, the glyphs and the variations of a line of nodes (nodes[0] the
// node before its first move, nodes[i+1] the main continuation of nodes[i]). A variation's line
// (variation set) takes its opening comment from its first move and leaves the alternatives to that
// move to the enclosing line. A node's shapes are written as drawing commands in its comment.
func lineParts(nodes []*Node, variation bool) (map[int]string, map[int][]NAG, map[int][]*PGNVariation) {
	comments := map[int]string{}
	var nags map[int][]NAG
	var vars map[int][]*PGNVariation
	for i, n := range nodes {
		c := n.comment
		if i == 0 && variation {
			c = nodes[1].before
		} else if len(n.shapes) > 0 {
			c = WithShapes(c, n.shapes)
		}
		if i > 0 && len(n.nags) > 0 {
			if nags == nil {
				nags = map[int][]NAG{}
			}
			nags[i] = append([]NAG(nil), n.nags...)
		}
		if c != "" {
			comments[i] = c
		}
		if i+1 < len(nodes) && !(i == 0 && variation) {
			for _, v := range n.children[1:] {
				if vars == nil {
					vars = map[int][]*PGNVariation{}
				}
				vars[i] = append(vars[i], variationOf(v))
			}
		}
	}
	return comments, nags, vars
}

// variationOf is the PGN variation starting with n: n and its main continuation, with theirs.
func variationOf(n *Node) *PGNVariation {
	line := []*Node{n.parent, n}
	for c := n.Main(); c != nil; c = c.Main() {
		line = append(line, c)
	}
	v := &PGNVariation{}
	for _, c := range line[1:] {
		v.Moves = append(v.Moves, c.move)
	}
	v.Comments, v.NAGs, v.Variations = lineParts(line, true)
	return v
}
