package ui

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/core"
)

func TestCapturesBy(t *testing.T) {
	pos := func(fen string) core.Position {
		p, err := core.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return *p
	}
	start := *core.StartPosition()
	// Handicap: Red starts without its left horse (让左马).
	handicap := pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR b - - 0 1")
	cases := []struct {
		name       string
		start, now core.Position
		red, black []Capture
	}{
		{"start position", start, start, nil, nil},
		{"a horse for a cannon",
			start, pos("r1bakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 2"),
			[]Capture{{core.MakePiece(core.Black, core.Horse), 1}},
			[]Capture{{core.MakePiece(core.Red, core.Cannon), 1}}},
		{"most valuable first, with counts",
			start, pos("1nbakab2/9/1c7/4p4/9/9/9/1C7/9/RNBAKABNR w - - 0 30"),
			[]Capture{
				{core.MakePiece(core.Black, core.Rook), 2},
				{core.MakePiece(core.Black, core.Horse), 1},
				{core.MakePiece(core.Black, core.Cannon), 1},
				{core.MakePiece(core.Black, core.Pawn), 4}},
			[]Capture{
				{core.MakePiece(core.Red, core.Cannon), 1},
				{core.MakePiece(core.Red, core.Pawn), 5}}},
		{"a handicap's missing horse was never taken", handicap, handicap, nil, nil},
		{"a handicap game's capture",
			handicap, pos("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/R1BAKABNR w - - 0 2"),
			nil, []Capture{{core.MakePiece(core.Red, core.Cannon), 1}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := capturesBy(core.Red, &tc.start, &tc.now); !reflect.DeepEqual(got, tc.red) {
				t.Errorf("Red took %v, want %v", got, tc.red)
			}
			if got := capturesBy(core.Black, &tc.start, &tc.now); !reflect.DeepEqual(got, tc.black) {
				t.Errorf("Black took %v, want %v", got, tc.black)
			}
		})
	}
}

// shownCaptures returns the pieces and the counts the widget draws, row by row.
func shownCaptures(c *CapturedPieces) (images int, counts []string) {
	r := test.WidgetRenderer(c).(*capturedRenderer)
	for _, o := range r.Objects() {
		if !o.Visible() {
			continue
		}
		switch v := o.(type) {
		case *canvas.Image:
			if v.Size().Width > 0 {
				images++
			}
		case *canvas.Text:
			counts = append(counts, v.Text)
		}
	}
	return images, counts
}

// TestCapturedPiecesFollowTheGame plays captures in the window, takes one back and reviews:
// the panel shows what was taken in the position shown.
func TestCapturedPiecesFollowTheGame(t *testing.T) {
	w := newTestWindow(t)
	w.win.Resize(fyne.NewSize(1000, 800))
	c, taken := w.c, w.CapturedPieces()
	play := func(m string) {
		t.Helper()
		mv, err := core.ParseMoveText(m)
		if err != nil || !c.TryMove(mv) {
			t.Fatalf("move %s refused (%v)", m, err)
		}
	}
	if n, _ := shownCaptures(taken); n != 0 {
		t.Fatalf("%d pieces shown at the start", n)
	}
	play("b2b9") // the cannon takes the horse
	if got := taken.Taken(core.Red); len(got) != 1 || got[0].Piece != core.MakePiece(core.Black, core.Horse) {
		t.Errorf("Red took %v, want a horse", got)
	}
	if n, counts := shownCaptures(taken); n != 1 || len(counts) != 0 {
		t.Errorf("after a capture: %d images and counts %v, want one image", n, counts)
	}
	play("a9b9") // the rook takes the cannon back
	if n, _ := shownCaptures(taken); n != 2 {
		t.Errorf("after two captures: %d images", n)
	}
	t.Run("undo", func(t *testing.T) {
		c.Undo()
		if got := taken.Taken(core.Black); len(got) != 0 {
			t.Errorf("Black took %v after the undo", got)
		}
		if n, _ := shownCaptures(taken); n != 1 {
			t.Errorf("after the undo: %d images, want 1", n)
		}
		c.Undo()
		if n, _ := shownCaptures(taken); n != 0 {
			t.Errorf("after undoing both: %d images, want none", n)
		}
	})
	t.Run("review", func(t *testing.T) {
		c.Redo()
		c.Redo()
		c.GoTo(1)
		if n, _ := shownCaptures(taken); n != 1 {
			t.Errorf("reviewing move 1: %d images, want 1", n)
		}
		c.Last()
		if n, _ := shownCaptures(taken); n != 2 {
			t.Errorf("back at the end: %d images, want 2", n)
		}
	})
	t.Run("count", func(t *testing.T) {
		if err := c.LoadPosition("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err != nil {
			t.Fatal(err)
		}
		if n, _ := shownCaptures(taken); n != 0 {
			t.Errorf("a set-up position with two kings shows %d captures", n)
		}
		c.NewGame(TwoPlayers)
		for _, m := range []string{"b2b9", "a9b9", "h2h9", "i9h9"} {
			play(m)
		}
		if n, counts := shownCaptures(taken); n != 2 || !reflect.DeepEqual(counts, []string{"×2", "×2"}) {
			t.Errorf("two horses and two cannons: %d images, counts %v", n, counts)
		}
	})
}
