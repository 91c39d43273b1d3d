package ui_test

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// newEditor puts a position editor holding fen in a test window.
func newEditor(t *testing.T, fen string) *ui.PositionEditor {
	t.Helper()
	test.NewTempApp(t)
	st, err := core.ParseSetup(fen)
	if err != nil {
		t.Fatal(err)
	}
	e := ui.NewPositionEditor(st, resources.Traditional, resources.Light)
	w := test.NewWindow(e.Content())
	w.Resize(fyne.NewSize(620, 720))
	t.Cleanup(w.Close)
	return e
}

func editorTap(e *ui.PositionEditor, name string) {
	test.TapAt(e.Board, e.Board.Geometry().Center(sq(name)))
}

func editorDrag(e *ui.PositionEditor, from string, to fyne.Position) {
	g := e.Board.Geometry()
	a := g.Center(sq(from))
	prev := a
	for i := 1; i <= 4; i++ {
		p := fyne.NewPos(a.X+(to.X-a.X)*float32(i)/4, a.Y+(to.Y-a.Y)*float32(i)/4)
		e.Board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	e.Board.DragEnd()
}

func TestEditorPlacesMovesAndRemoves(t *testing.T) {
	e := newEditor(t, "9/9/9/9/9/9/9/9/9/9 w")
	// Palette, then clicks on the board: the kings and a rook.
	test.Tap(e.PaletteItem(core.MakePiece(core.Red, core.King)))
	if e.Selected != core.MakePiece(core.Red, core.King) {
		t.Fatalf("the palette selected %v", e.Selected)
	}
	editorTap(e, "e0")
	e.Select(core.MakePiece(core.Black, core.King))
	editorTap(e, "d9")
	e.Select(core.MakePiece(core.Red, core.Rook))
	editorTap(e, "a4")
	editorTap(e, "b4")
	if got := e.FEN.Text; got != "3k5/9/9/9/9/RR7/9/9/9/4K4 w - - 0 1" {
		t.Fatalf("FEN after placing: %q", got)
	}
	if e.Board.Pos.At(sq("a4")) != core.MakePiece(core.Red, core.Rook) {
		t.Errorf("the board does not show the rook")
	}
	// A click with the same piece takes it off again; a right-click takes any piece off.
	editorTap(e, "b4")
	test.TapSecondaryAt(e.Board, e.Board.Geometry().Center(sq("a4")))
	if got := e.FEN.Text; got != "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1" {
		t.Fatalf("FEN after removing: %q", got)
	}
	// A drag on the board moves a piece; a drag off the board removes it.
	editorDrag(e, "e0", e.Board.Geometry().Center(sq("f1")))
	if e.Setup.At(sq("f1")) != core.MakePiece(core.Red, core.King) || e.Setup.At(sq("e0")) != core.NoPiece {
		t.Errorf("drag: %s", e.FEN.Text)
	}
	editorDrag(e, "f1", fyne.NewPos(-50, -50))
	if e.Setup.At(sq("f1")) != core.NoPiece {
		t.Errorf("drag off: %s", e.FEN.Text)
	}
}

func TestEditorFENAndButtons(t *testing.T) {
	e := newEditor(t, core.StartFEN)
	test.Type(e.FEN, "") // focus
	e.FEN.SetText("4k4/9/9/9/9/9/9/9/9/3K5 b")
	if e.Setup.FEN() != "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1" || e.Board.Pos.At(sq("e9")) != core.MakePiece(core.Black, core.King) {
		t.Fatalf("typed FEN: %s", e.Setup.FEN())
	}
	if e.Side.Selected != "Black to move" {
		t.Errorf("side shown %q", e.Side.Selected)
	}
	e.FEN.SetText("4k4/9 x")
	if e.Problems.Text == "" || e.Setup.FEN() != "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1" {
		t.Errorf("a bad FEN: board %s, message %q", e.Setup.FEN(), e.Problems.Text)
	}
	e.Side.SetSelected("Red to move")
	if e.Setup.Side != core.Red || !strings.HasSuffix(e.FEN.Text, " w - - 0 1") {
		t.Errorf("side to move: %s", e.FEN.Text)
	}
	e.Clear()
	if e.FEN.Text != "9/9/9/9/9/9/9/9/9/9 w - - 0 1" {
		t.Errorf("cleared: %q", e.FEN.Text)
	}
	if e.Position() != nil || !strings.Contains(e.Problems.Text, "Red has no king.") || !strings.Contains(e.Problems.Text, "Black has no king.") {
		t.Errorf("problems of an empty board: %q", e.Problems.Text)
	}
	e.StartPosition()
	if e.FEN.Text != core.StartFEN || e.Position() == nil || e.Problems.Text != "" {
		t.Errorf("start position: %q, problems %q", e.FEN.Text, e.Problems.Text)
	}
}

// TestEditorStartsAGame: a valid position starts a game whose PGN carries it as [FEN].
func TestEditorStartsAGame(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	const fen = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
	st, _ := core.ParseSetup(fen)
	e := ui.NewPositionEditor(st, resources.Traditional, resources.Light)
	p := e.Position()
	if p == nil {
		t.Fatalf("problems: %s", e.Problems.Text)
	}
	f.c.StartFromPosition(p, ui.TwoPlayers)
	start := f.c.Game().Start()
	if start.FEN() != fen {
		t.Fatalf("the game starts at %s", start.FEN())
	}
	var b bytes.Buffer
	if err := f.c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `[FEN "`+fen+`"]`) {
		t.Errorf("PGN without the position:\n%s", b.String())
	}
}

// A piece dragged from the palette is put where it is dropped on the board; dropped elsewhere it
// is not put anywhere.
func TestEditorDragFromPalette(t *testing.T) {
	e := newEditor(t, "9/9/9/9/9/9/9/9/9/9 w")
	d := fyne.CurrentApp().Driver()
	horse := core.MakePiece(core.Red, core.Horse)
	item := e.PaletteItem(horse).(fyne.Draggable)
	start := d.AbsolutePositionForObject(item.(fyne.CanvasObject))
	drop := d.AbsolutePositionForObject(e.Board).Add(e.Board.Geometry().Center(sq("c2")))
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: start.Add(fyne.NewPos(5, 5))}, Dragged: fyne.NewDelta(5, 5)})
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: drop}, Dragged: fyne.NewDelta(drop.X-start.X, drop.Y-start.Y)})
	item.DragEnd()
	if e.Setup.At(sq("c2")) != horse || e.Selected != horse {
		t.Fatalf("after the drop: %s, selected %v", e.FEN.Text, e.Selected)
	}
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: start}, Dragged: fyne.NewDelta(1, 1)})
	item.DragEnd() // dropped on the palette itself
	if got := e.FEN.Text; got != "9/9/9/9/9/9/9/2N6/9/9 w - - 0 1" {
		t.Errorf("FEN %q", got)
	}
}

// A side has one king: a king placed from the palette when the side's king is on the board moves
// it there, by a click or a drop. A piece of which the side has its full number is refused, with
// a word under the board, and the board is left as it was.
func TestEditorLimitsPieces(t *testing.T) {
	e := newEditor(t, "4k4/9/9/9/9/9/9/9/9/4K4 w")
	redKing := core.MakePiece(core.Red, core.King)
	test.Tap(e.PaletteItem(redKing))
	editorTap(e, "d0")
	if got := e.FEN.Text; got != "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1" {
		t.Fatalf("a second red king clicked on d0: %q", got)
	}
	// Dropped from the palette: the black king moves too.
	d := fyne.CurrentApp().Driver()
	item := e.PaletteItem(core.MakePiece(core.Black, core.King)).(fyne.Draggable)
	drop := d.AbsolutePositionForObject(e.Board).Add(e.Board.Geometry().Center(sq("f8")))
	item.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: drop}, Dragged: fyne.NewDelta(3, 3)})
	item.DragEnd()
	if got := e.FEN.Text; got != "9/5k3/9/9/9/9/9/9/9/3K5 w - - 0 1" {
		t.Fatalf("a second black king dropped on f8: %q", got)
	}
	// Two rooks a side: the third is refused.
	e.Select(core.MakePiece(core.Red, core.Rook))
	editorTap(e, "a4")
	editorTap(e, "b4")
	editorTap(e, "c4")
	if got := e.FEN.Text; got != "9/5k3/9/9/9/RR7/9/9/9/3K5 w - - 0 1" {
		t.Errorf("a third rook: %q", got)
	}
	if !strings.Contains(e.Problems.Text, "Red rook: 2 on the board already") {
		t.Errorf("the word under the board: %q", e.Problems.Text)
	}
	// A rook put in place of a horse, at the limit, still counts the pieces: refused.
	e.Select(core.MakePiece(core.Red, core.Horse))
	editorTap(e, "c4")
	e.Select(core.MakePiece(core.Red, core.Rook))
	editorTap(e, "c4")
	if e.Setup.At(sq("c4")) != core.MakePiece(core.Red, core.Horse) {
		t.Errorf("the horse was replaced by a third rook: %q", e.FEN.Text)
	}
	// Clicking a rook off and on again is within the limit.
	editorTap(e, "a4")
	editorTap(e, "a5")
	if got := e.FEN.Text; got != "9/5k3/9/9/R8/1RN6/9/9/9/3K5 w - - 0 1" {
		t.Errorf("a rook moved by two clicks: %q", got)
	}
}

// TestEditorTellsItsChanges: OnChanged follows every change of the board and the side to move
// (the window shows the masters' moves of the position set up with it).
func TestEditorTellsItsChanges(t *testing.T) {
	test.NewTempApp(t)
	e := ui.NewPositionEditor(core.StartSetup(), resources.Traditional, resources.BoardThemes()[0])
	n := 0
	e.OnChanged = func() { n++ }
	e.Clear()
	e.StartPosition()
	e.Side.SetSelected(e.Side.Options[1])
	if n != 3 {
		t.Errorf("%d changes told, want 3 (clear, start position, side)", n)
	}
	if e.Masters.Visible() {
		t.Error("the masters' line is shown without a library")
	}
}
