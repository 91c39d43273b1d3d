package ui

import (
	"github.com/chuhe-xq/chuhe/core"
)

// A player's annotations of the game: a comment for each move (the start position's before the
// first), a mark judging a move (! ? !! ?? !? ?!), and arrows and circles drawn on a position. They
// live on the tree's nodes (core.Node), so they are saved with the game as PGN comments, NAGs and
// [%cal]/[%csl] commands, and shown again when the position is. The review's marks are the
// review's own (reviewState) and never touch them.

// wireAnnotations lets the user draw on the main board.
func (c *Controller) wireAnnotations() {
	c.Board.OnShape = c.DrawShape
	c.Board.OnClearShapes = c.ClearShapes
}

// ShownNode is the node of the position shown: its move, comment, mark and drawing.
func (c *Controller) ShownNode() *core.Node { return c.h.node() }

// DrawShape draws s on the position shown, as lichess does: the same arrow or circle again in its
// colour takes it away, in another colour recolours it.
func (c *Controller) DrawShape(s core.Shape) {
	n := c.h.node()
	n.SetShapes(core.ToggleShape(n.Shapes(), s))
	c.annotated()
}

// ClearShapes takes the drawing off the position shown.
func (c *Controller) ClearShapes() {
	n := c.h.node()
	if len(n.Shapes()) == 0 {
		return
	}
	n.SetShapes(nil)
	c.annotated()
}

// SetMark judges the move that led to the position shown with g; the mark it has already takes
// it away, and so does core.NoNAG. The start position has no move to judge.
func (c *Controller) SetMark(g core.NAG) {
	n := c.h.node()
	if n.Parent() == nil {
		return
	}
	if n.Mark() == g {
		g = core.NoNAG
	}
	n.SetMark(g)
	c.annotated()
}

// CommentWords is the comment of the position shown as a person reads it (without the commands
// programs keep in comments).
func (c *Controller) CommentWords() string { return core.CommentWords(c.h.node().Comment()) }

// SetCommentWords replaces the words of the comment of the position shown, keeping its commands.
// The window is not told: the comment box that calls it shows the words already.
func (c *Controller) SetCommentWords(words string) {
	n := c.h.node()
	old := n.Comment()
	if text := core.WithCommentWords(old, words); text != old {
		n.SetComment(text)
		c.autosave()
	}
}

// annotated shows and saves a change of the annotations of the position shown.
func (c *Controller) annotated() {
	c.Board.SetShapes(c.h.node().Shapes())
	c.autosave()
	if c.OnChange != nil {
		c.OnChange()
	}
}

// syncShapes shows the drawing of the position shown, after the shown position changed.
func (c *Controller) syncShapes() { c.Board.SetShapes(c.h.node().Shapes()) }
