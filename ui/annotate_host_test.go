package ui

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func (f *fakeHost) annotationsChanged() { f.changes++ }

// TestAnnotatorWithAFakeHost annotates the position shown through a fake host: drawing toggles as
// lichess does and reaches the host's board, a mark toggles, the comment keeps its commands, each
// change is saved and told, and the picture of the position is a PNG of the asked width.
func TestAnnotatorWithAFakeHost(t *testing.T) {
	host := newFakeHost(t, fourMoves...)
	a := &annotator{host: host}
	a.wireAnnotations()

	arrow := core.Arrow(core.NewSquare(7, 2), core.NewSquare(4, 2), core.ShapeGreen)
	host.board().OnShape(arrow) // as a right-drag on the board does
	if got := a.ShownNode().Shapes(); len(got) != 1 || got[0] != arrow || len(host.board().Shapes) != 1 {
		t.Fatalf("after drawing: node %v, board %v", got, host.board().Shapes)
	}
	a.DrawShape(arrow) // the same again takes it away
	if len(a.ShownNode().Shapes()) != 0 {
		t.Errorf("the same arrow again left %v", a.ShownNode().Shapes())
	}
	a.DrawShape(core.Circle(core.NewSquare(4, 7), core.ShapeRed))
	a.ClearShapes()
	if len(a.ShownNode().Shapes()) != 0 || len(host.board().Shapes) != 0 {
		t.Errorf("cleared: node %v, board %v", a.ShownNode().Shapes(), host.board().Shapes)
	}

	a.SetMark(core.NAG(1))
	if a.ShownNode().Mark() != core.NAG(1) {
		t.Errorf("mark %v, want !", a.ShownNode().Mark())
	}
	a.SetMark(core.NAG(1))
	if a.ShownNode().Mark() != core.NoNAG {
		t.Errorf("the same mark again left %v", a.ShownNode().Mark())
	}

	a.ShownNode().SetComment("[%cal Gh2e2] old words")
	a.SetCommentWords("new words")
	if got := a.ShownNode().Comment(); got == "" || a.CommentWords() != "new words" || !bytes.Contains([]byte(got), []byte("[%cal Gh2e2]")) {
		t.Errorf("comment %q, words %q", got, a.CommentWords())
	}
	if host.saves < 6 || host.changes < 5 {
		t.Errorf("saved %d times, told %d times", host.saves, host.changes)
	}

	data, err := a.PositionPicture(320)()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Dx() != 320 {
		t.Fatalf("picture: %v, %v", err, img)
	}
}
