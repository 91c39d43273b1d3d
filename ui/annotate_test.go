package ui_test

import (
	"bytes"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/picture"
	"github.com/chuhe-xq/chuhe/ui"
)

func TestShapeColorFor(t *testing.T) {
	for _, tc := range []struct {
		name string
		mod  fyne.KeyModifier
		want core.ShapeColor
	}{
		{"plain", 0, core.ShapeGreen},
		{"shift", fyne.KeyModifierShift, core.ShapeRed},
		{"alt", fyne.KeyModifierAlt, core.ShapeBlue},
		{"shift alt", fyne.KeyModifierShift | fyne.KeyModifierAlt, core.ShapeYellow},
		{"ctrl", fyne.KeyModifierControl, core.ShapeYellow},
		{"super", fyne.KeyModifierSuper, core.ShapeBlue},
		{"shift super", fyne.KeyModifierShift | fyne.KeyModifierSuper, core.ShapeYellow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ui.ShapeColorFor(tc.mod); got != tc.want {
				t.Errorf("ShapeColorFor(%v) = %v, want %v", tc.mod, got, tc.want)
			}
		})
	}
}

// rightDrag draws on the board as the mouse does: a right-button press on one point, a move, and
// the release on another (or the same, for a circle).
func rightDrag(b *ui.Board, from, to string, mod fyne.KeyModifier) {
	g := b.Geometry()
	ev := func(s string, button desktop.MouseButton) *desktop.MouseEvent {
		return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: g.Center(sq(s))}, Button: button, Modifier: mod}
	}
	b.MouseDown(ev(from, desktop.MouseButtonSecondary))
	b.MouseMoved(ev(to, desktop.MouseButtonSecondary))
	b.MouseUp(ev(to, desktop.MouseButtonSecondary))
	test.TapSecondaryAt(b, g.Center(sq(to))) // the driver reports the release as a right-click too
}

func shapesOf(shapes []core.Shape) string {
	var parts []string
	for _, s := range shapes {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, ",")
}

func TestDrawingNeverMovesAPiece(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	c := f.c
	start := c.Position()
	// From Red's cannon to a point it may move to: an arrow, no move.
	rightDrag(c.Board, "h2", "e2", 0)
	rightDrag(c.Board, "e3", "e3", fyne.KeyModifierShift)
	rightDrag(c.Board, "b0", "c2", fyne.KeyModifierAlt)
	f.q.drain()
	if p := c.Position(); p.FEN() != start.FEN() || c.Game().Len() != 0 {
		t.Fatalf("drawing moved a piece: %s, %d moves", p.FEN(), c.Game().Len())
	}
	if got := shapesOf(c.Board.Shapes); got != "Gh2e2,Re3,Bb0c2" {
		t.Errorf("board shapes %q", got)
	}
	if got := shapesOf(c.ShownNode().Shapes()); got != "Gh2e2,Re3,Bb0c2" {
		t.Errorf("the position keeps %q", got)
	}
	if c.Board.Selected != core.NoSquare {
		t.Errorf("drawing selected %v", c.Board.Selected)
	}
	// The same circle again takes it away.
	rightDrag(c.Board, "e3", "e3", fyne.KeyModifierShift)
	if got := shapesOf(c.Board.Shapes); got != "Gh2e2,Bb0c2" {
		t.Errorf("after drawing the circle again: %q", got)
	}
	// A left click clears the drawing (and does what a click does: here, selects the cannon).
	test.TapAt(c.Board, c.Board.Geometry().Center(sq("h2")))
	if len(c.Board.Shapes) != 0 || len(c.ShownNode().Shapes()) != 0 {
		t.Errorf("a left click left %q", shapesOf(c.Board.Shapes))
	}
	if p := c.Position(); p.FEN() != start.FEN() {
		t.Errorf("the click moved a piece")
	}
}

func TestAnnotationsSavedAndShownWhenStepping(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	c := f.c
	c.SetNotation(core.ICCS)
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		if !c.TryMove(mv(m)) {
			t.Fatalf("move %s refused", m)
		}
	}
	f.q.drain()
	c.GoTo(1)
	c.SetMark(core.GoodMove)
	c.SetCommentWords("the central cannon")
	rightDrag(c.Board, "h9", "g7", 0)
	c.GoTo(2)
	c.SetMark(core.DubiousMove)
	c.GoTo(0)
	c.SetCommentWords("A club game")
	var b bytes.Buffer
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	flat := strings.Join(strings.Fields(b.String()), " ")
	for _, want := range []string{"{A club game}", "1. H2-E2 $1 {the central cannon [%cal Gh9g7]}", "H9-G7 $6"} {
		if !strings.Contains(flat, want) {
			t.Errorf("saved PGN lacks %q:\n%s", want, flat)
		}
	}

	g := newFixture(t, ui.TwoPlayers, nil)
	if err := g.c.LoadPGN(strings.NewReader(b.String())); err != nil {
		t.Fatal(err)
	}
	g.c.GoTo(0)
	if w := g.c.CommentWords(); w != "A club game" {
		t.Errorf("opening comment %q", w)
	}
	g.c.GoTo(1)
	if n := g.c.ShownNode(); n.Mark() != core.GoodMove || g.c.CommentWords() != "the central cannon" {
		t.Errorf("move 1: mark %v, comment %q", n.Mark(), g.c.CommentWords())
	}
	if got := shapesOf(g.c.Board.Shapes); got != "Gh9g7" {
		t.Errorf("move 1 shows %q, want its arrow", got)
	}
	g.c.Next()
	if len(g.c.Board.Shapes) != 0 || g.c.ShownNode().Mark() != core.DubiousMove {
		t.Errorf("move 2 shows %q, mark %v", shapesOf(g.c.Board.Shapes), g.c.ShownNode().Mark())
	}
	g.c.Prev()
	if got := shapesOf(g.c.Board.Shapes); got != "Gh9g7" {
		t.Errorf("back at move 1: %q", got)
	}
	// The same mark again takes it away.
	g.c.SetMark(core.GoodMove)
	if g.c.ShownNode().Mark() != core.NoNAG {
		t.Errorf("mark not taken away")
	}
}

func TestCommentBoxAndMarksInTheWindow(t *testing.T) {
	w, c, _ := newTestWindow(t, "")
	c.NewGame(ui.TwoPlayers)
	c.TryMove(mv("h2e2"))
	notes := w.NotesPanel()
	test.Type(notes.Entry(), "aims at the centre")
	if got := c.CommentWords(); got != "aims at the centre" {
		t.Errorf("comment %q", got)
	}
	c.SetMark(core.InterestingMove)
	markup := test.RenderObjectToMarkup(w.MoveList())
	found := strings.Contains(markup, "!?")
	if !found {
		t.Errorf("the move list does not show the mark:\n%s", markup)
	}
	// Another position shows its own (empty) comment; back, the words are there.
	c.GoTo(0)
	if notes.Text() != "" {
		t.Errorf("start position's box shows %q", notes.Text())
	}
	c.GoTo(1)
	if notes.Text() != "aims at the centre" {
		t.Errorf("move 1's box shows %q", notes.Text())
	}
}

func TestPasteText(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		moves      int
		fen        string
	}{
		{"FEN", "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", 0, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"},
		{"FEN after fen", "fen 3k5/9/9/9/9/9/9/9/4R4/4K4 w", 0, "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"},
		{"PGN", "[Event \"x\"]\n1. h2e2 h9g7 *", 2, ""},
		{"move list", "1. 炮二平五 马８进７ 2. 马二进三", 3, ""},
		{"PGN without a header", "1. h2e2 {good} h9g7 2. h0g2 *", 3, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, ui.TwoPlayers, nil)
			if err := f.c.PasteText(tc.text); err != nil {
				t.Fatal(err)
			}
			g := f.c.Game()
			if g.Len() != tc.moves {
				t.Errorf("%d moves, want %d", g.Len(), tc.moves)
			}
			if p := g.Start(); tc.fen != "" && p.FEN() != tc.fen {
				t.Errorf("start %s, want %s", p.FEN(), tc.fen)
			}
		})
	}
	// What is wrong is said: words are neither a position nor moves (not "a text file"); a FEN of
	// a position that cannot be gets the position's own fault.
	f := newFixture(t, ui.TwoPlayers, nil)
	if err := f.c.PasteText("hello there"); err == nil || !strings.Contains(err.Error(), "neither a position (FEN) nor") || strings.Contains(err.Error(), "file") {
		t.Errorf("words pasted: %v", err)
	}
	err := f.c.PasteText("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	_, want := core.NewGameFromFEN("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("kings facing each other pasted: %v, want the FEN's own fault %v", err, want)
	}
}

func TestPicturesOfTheGame(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	c := f.c
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		c.TryMove(mv(m))
	}
	c.GoTo(2)
	rightDrag(c.Board, "e3", "e3", 0)
	data, err := c.PositionPicture(400)()
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got := img.Bounds().Size(); got != picture.Size(400) {
		t.Errorf("PNG %v, want %v", got, picture.Size(400))
	}
	data, err = c.GamePicture(320, time.Second)()
	if err != nil {
		t.Fatal(err)
	}
	anim, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(anim.Image) != 4 || anim.Delay[0] != 100 {
		t.Errorf("GIF of %d frames, delay %d; want 4 frames of 100", len(anim.Image), anim.Delay[0])
	}
}

func TestAnnotationsSurviveARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.pgn")
	q := newQueue()
	c := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, SavePath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	defer c.Close()
	c.NewGame(ui.TwoPlayers)
	c.TryMove(mv("h2e2"))
	c.SetMark(core.BrilliantMove)
	c.SetCommentWords("first")
	c.DrawShape(core.Circle(sq("e6"), core.ShapeBlue))
	c.WaitSaved()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	defer c2.Close()
	if err := c2.Restore(data); err != nil {
		t.Fatal(err)
	}
	c2.GoTo(1)
	if n := c2.ShownNode(); n.Mark() != core.BrilliantMove || c2.CommentWords() != "first" || shapesOf(c2.Board.Shapes) != "Be6" {
		t.Errorf("restored: mark %v, comment %q, shapes %q\n%s", n.Mark(), c2.CommentWords(), shapesOf(c2.Board.Shapes), data)
	}
}
