package ui

import (
	"bytes"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/picture"
)

// A player's annotations of the game: a comment for each move (the start position's before the
// first), a mark judging a move (! ? !! ?? !? ?!), and arrows and circles drawn on a position. They
// live on the tree's nodes (core.Node), so they are saved with the game as PGN comments, NAGs and
// [%cal]/[%csl] commands, and shown again when the position is. The review's marks are the
// review's own (reviewState) and never touch them.

// annotator is the player's annotations of the position shown and the pictures of it: it owns its
// methods and knows the rest of the app only through annotationHost. The Controller embeds it, so
// its exported methods (DrawShape, SetMark, SetCommentWords, PositionPicture...) are the
// Controller's to the views.
type annotator struct{ host annotationHost }

// annotationHost is what the annotations know of the rest of the app. The Controller is one; the
// tests use a fake.
type annotationHost interface {
	// shown is the game and the move shown.
	shown() *history
	// board is the board the player draws on.
	board() *Board
	Settings() Settings
	// autosave saves the game, its annotations with it.
	autosave()
	// annotationsChanged tells the views the annotations of the position shown changed.
	annotationsChanged()
}

// wireAnnotations lets the user draw on the main board.
func (a *annotator) wireAnnotations() {
	a.host.board().OnShape = a.DrawShape
	a.host.board().OnClearShapes = a.ClearShapes
}

// ShownNode is the node of the position shown: its move, comment, mark and drawing.
func (a *annotator) ShownNode() *core.Node { return a.host.shown().node() }

// MarkOf is the player's mark of move i (0-based) of the line shown, core.NoNAG for none.
func (a *annotator) MarkOf(i int) core.NAG {
	nodes := a.host.shown().nodes
	if i < 0 || i+1 >= len(nodes) {
		return core.NoNAG
	}
	return nodes[i+1].Mark()
}

// DrawShape draws s on the position shown, as lichess does: the same arrow or circle again in its
// colour takes it away, in another colour recolours it.
func (a *annotator) DrawShape(s core.Shape) {
	n := a.host.shown().node()
	n.SetShapes(core.ToggleShape(n.Shapes(), s))
	a.annotated()
}

// ClearShapes takes the drawing off the position shown.
func (a *annotator) ClearShapes() {
	n := a.host.shown().node()
	if len(n.Shapes()) == 0 {
		return
	}
	n.SetShapes(nil)
	a.annotated()
}

// SetMark judges the move that led to the position shown with g; the mark it has already takes
// it away, and so does core.NoNAG. The start position has no move to judge.
func (a *annotator) SetMark(g core.NAG) {
	n := a.host.shown().node()
	if n.Parent() == nil {
		return
	}
	if n.Mark() == g {
		g = core.NoNAG
	}
	n.SetMark(g)
	a.annotated()
}

// CommentWords is the comment of the position shown as a person reads it (without the commands
// programs keep in comments).
func (a *annotator) CommentWords() string { return core.CommentWords(a.host.shown().node().Comment()) }

// SetCommentWords replaces the words of the comment of the position shown, keeping its commands.
// The window is not told: the comment box that calls it shows the words already.
func (a *annotator) SetCommentWords(words string) {
	n := a.host.shown().node()
	old := n.Comment()
	if text := core.WithCommentWords(old, words); text != old {
		n.SetComment(text)
		a.host.autosave()
	}
}

// annotated shows and saves a change of the annotations of the position shown.
func (a *annotator) annotated() {
	a.host.board().SetShapes(a.host.shown().node().Shapes())
	a.host.autosave()
	a.host.annotationsChanged()
}

// syncShapes shows the drawing of the position shown, after the shown position changed.
func (a *annotator) syncShapes() { a.host.board().SetShapes(a.host.shown().node().Shapes()) }

// PictureOptions are the look of the board as shown, for a picture of width pixels.
func (a *annotator) PictureOptions(width int) picture.Options {
	s := a.host.Settings()
	return picture.Options{Width: width, Flipped: s.Flipped, Theme: s.Theme, Style: s.Style}
}

// PositionPicture draws the position shown as the board shows it (side, last move, drawing) at
// width pixels. It reads the controller, so call it on the UI goroutine; the drawing runs in
// draw, which may be called on any goroutine.
func (a *annotator) PositionPicture(width int) (draw func() ([]byte, error)) {
	p, last, shapes, opt := a.host.shown().position(), a.host.shown().lastMove(), a.host.shown().node().Shapes(), a.PictureOptions(width)
	return func() ([]byte, error) {
		pt, err := picture.NewPainter(opt)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = picture.WritePNG(&b, pt, &p, last, shapes)
		return b.Bytes(), err
	}
}

// GamePicture draws the line shown, from its start, as an animated GIF of width pixels with a
// frame of delay a move, each with its drawing. Like PositionPicture, it reads the controller now
// and draws in the function it returns.
func (a *annotator) GamePicture(width int, delay time.Duration) (draw func() ([]byte, error)) {
	g := a.host.shown().game.Clone()
	shapes := make([][]core.Shape, len(a.host.shown().nodes))
	for i, n := range a.host.shown().nodes {
		shapes[i] = n.Shapes()
	}
	opt := a.PictureOptions(width)
	return func() ([]byte, error) {
		pt, err := picture.NewPainter(opt)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		err = picture.WriteGIF(&b, pt, g, delay, shapes)
		return b.Bytes(), err
	}
}

// ---- the Controller's side of annotationHost ----

// annotationsChanged tells the window the annotations of the position shown changed: the move
// list shows the marks.
func (c *Controller) annotationsChanged() {
	if c.OnChange != nil {
		c.OnChange()
	}
}
