package ui_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// queue stands in for fyne.Do: background goroutines post functions, the test goroutine runs
// them, so the controller is only ever touched by one goroutine (as on the real UI goroutine).
type queue struct{ ch chan func() }

func newQueue() *queue { return &queue{ch: make(chan func(), 4096)} }

func (q *queue) Do(f func()) { q.ch <- f }

// drain runs what is queued now.
func (q *queue) drain() {
	for {
		select {
		case f := <-q.ch:
			f()
		default:
			return
		}
	}
}

// until runs queued functions until cond holds.
func (q *queue) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(60 * time.Second)
	tick := time.NewTicker(20 * time.Millisecond) // cond may hold of what no queued function changes
	defer tick.Stop()
	for !cond() {
		select {
		case f := <-q.ch:
			f()
		case <-tick.C:
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// settle runs queued functions for a while, to give anything stale a chance to arrive.
func (q *queue) settle(d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-q.ch:
			f()
		case <-end:
			return
		}
	}
}

// sounds records what was played.
type sounds struct {
	mu     sync.Mutex
	events []resources.SoundEvent
}

func (s *sounds) Play(e resources.SoundEvent) {
	s.mu.Lock()
	s.events = append(s.events, e)
	s.mu.Unlock()
}

func (s *sounds) last() resources.SoundEvent {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.events) == 0 {
		return -1
	}
	return s.events[len(s.events)-1]
}

// fakeEngine plays the first legal move; when block is set it thinks until cancelled.
type fakeEngine struct {
	block    bool
	searches chan struct{} // receives when a search starts
}

func (e *fakeEngine) SetLevel(int) {}

func (e *fakeEngine) Search(ctx context.Context, g *core.Game, _ ai.Limits, onInfo func(ai.Info)) ai.Result {
	if e.searches != nil {
		e.searches <- struct{}{}
	}
	p := g.Position()
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		return ai.Result{}
	}
	if onInfo != nil {
		onInfo(ai.Info{Depth: 1, Score: 12, PV: moves[:1]})
	}
	if e.block {
		<-ctx.Done()
	}
	return ai.Result{Move: moves[0], PV: moves[:1]}
}

type fixture struct {
	c      *ui.Controller
	q      *queue
	sounds *sounds
	win    fyne.Window
}

// newFixture makes a controller in the given mode with its board in a test window (the light
// board: it rasterises fastest).
func newFixture(t *testing.T, mode ui.Mode, newEngine func() ui.Engine) *fixture {
	t.Helper()
	a := test.NewTempApp(t)
	q := newQueue()
	s := &sounds{}
	if newEngine == nil {
		newEngine = func() ui.Engine { return &fakeEngine{} }
	}
	c := ui.NewController(a, ui.Options{Sound: s, NewEngine: newEngine, Do: q.Do})
	c.SetTheme(resources.Light)
	c.SetAnimation(false)
	c.NewGame(mode)
	w := test.NewWindow(c.Board)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(resources.BoardWidth/3, resources.BoardHeight/3))
	t.Cleanup(func() {
		c.Close()
		w.Close()
		q.settle(50 * time.Millisecond)
	})
	return &fixture{c: c, q: q, sounds: s, win: w}
}

func sq(name string) core.Square {
	s, err := core.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func mv(name string) core.Move { return core.NewMove(sq(name[:2]), sq(name[2:])) }

// tap clicks the point's centre on the board widget.
func (f *fixture) tap(name string) {
	test.TapAt(f.c.Board, f.c.Board.Geometry().Center(sq(name)))
}

func (f *fixture) moves() string {
	var out []string
	for i, m := range f.c.Game().Moves() {
		if i < f.c.Cursor() {
			out = append(out, m.String())
		}
	}
	return strings.Join(out, " ")
}

func TestTapTwoPointsMakesAMove(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.tap("h2")
	if f.c.Board.Selected != sq("h2") || len(f.c.Board.Dests) == 0 {
		t.Fatalf("after tapping h2: selected %v with %d destinations", f.c.Board.Selected, len(f.c.Board.Dests))
	}
	if f.sounds.last() != resources.Select {
		t.Errorf("sound %v, want select", f.sounds.last())
	}
	f.tap("e2")
	if got := f.moves(); got != "h2e2" {
		t.Fatalf("moves %q, want h2e2", got)
	}
	if f.c.Board.LastMove != mv("h2e2") || f.c.Board.Selected != core.NoSquare {
		t.Errorf("board: last move %v, selected %v", f.c.Board.LastMove, f.c.Board.Selected)
	}
	if f.sounds.last() != resources.Move {
		t.Errorf("sound %v, want move", f.sounds.last())
	}
	t.Run("another own piece reselects", func(t *testing.T) {
		f.tap("h7")
		f.tap("b7")
		if f.c.Board.Selected != sq("b7") {
			t.Errorf("selected %v, want b7", f.c.Board.Selected)
		}
	})
}

func TestIllegalTargetIsRefused(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.tap("h2")
	before := f.c.FEN()
	f.tap("g4") // a cannon does not move diagonally
	if f.c.Game().Len() != 0 || f.c.FEN() != before {
		t.Fatalf("an illegal move changed the game: %q", f.moves())
	}
	if f.sounds.last() != resources.Illegal {
		t.Errorf("sound %v, want illegal", f.sounds.last())
	}
	if f.c.Board.Selected != sq("h2") {
		t.Errorf("selection %v, want h2 kept", f.c.Board.Selected)
	}
	t.Run("dropping a dragged piece on an illegal point", func(t *testing.T) {
		if f.c.TryMove(mv("a0a5")) { // the rook would jump its own pawn
			t.Error("TryMove accepted a0a5")
		}
		if f.c.Game().Len() != 0 {
			t.Error("game changed")
		}
	})
}

// drag drags the piece on from to the point to in a few steps, as the desktop driver reports a
// mouse drag: each event has the pointer's position and the distance since the last event.
func (f *fixture) drag(from, to string) {
	g := f.c.Board.Geometry()
	a, b := g.Center(sq(from)), g.Center(sq(to))
	const steps = 4
	prev := a
	for i := 1; i <= steps; i++ {
		p := fyne.NewPos(a.X+(b.X-a.X)*float32(i)/steps, a.Y+(b.Y-a.Y)*float32(i)/steps)
		f.c.Board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	f.c.Board.DragEnd()
}

func TestDragAndDrop(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.drag("h2", "e2")
	if got := f.moves(); got != "h2e2" {
		t.Fatalf("after dragging h2 to e2: moves %q", got)
	}
	t.Run("a drop on an illegal point is refused", func(t *testing.T) {
		before := f.c.FEN()
		f.drag("h9", "h5") // a horse cannot go there
		if f.c.FEN() != before || f.c.Game().Len() != 1 {
			t.Fatalf("illegal drop changed the game: %q", f.moves())
		}
		if f.sounds.last() != resources.Illegal {
			t.Errorf("sound %v, want illegal", f.sounds.last())
		}
	})
	t.Run("the side not to move cannot be dragged", func(t *testing.T) {
		f.drag("e2", "e6") // Red's cannon, but it is Black's turn
		if f.c.Game().Len() != 1 {
			t.Fatalf("moves %q", f.moves())
		}
	})
	t.Run("dragged when flipped", func(t *testing.T) {
		f.c.Flip()
		f.drag("h9", "g7")
		if got := f.moves(); got != "h2e2 h9g7" {
			t.Fatalf("moves %q, want h2e2 h9g7", got)
		}
	})
}

// TestAnimationNeverBlocks: with the slide animation on, a move is in the game at once, the next
// player can select and move while the piece is still sliding, and undo in the middle of a slide
// leaves the board showing the game's position.
func TestAnimationNeverBlocks(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.SetAnimation(true)
	f.tap("h2")
	f.tap("e2")
	if got := f.moves(); got != "h2e2" {
		t.Fatalf("moves %q, want h2e2 at once", got)
	}
	f.tap("h9")
	if f.c.Board.Selected != sq("h9") {
		t.Fatalf("selection during the slide: %v, want h9", f.c.Board.Selected)
	}
	f.tap("g7")
	if got := f.moves(); got != "h2e2 h9g7" {
		t.Fatalf("moves %q, want h2e2 h9g7", got)
	}
	f.c.Undo()
	if f.c.Board.Pos.FEN() != f.c.FEN() {
		t.Errorf("board shows %s after undo, game is at %s", f.c.Board.Pos.FEN(), f.c.FEN())
	}
}

func TestFlippedTaps(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.Flip()
	if !f.c.Board.Flipped {
		t.Fatal("board not flipped")
	}
	// h2 is drawn near the top left when Black is at the bottom.
	c := f.c.Board.Geometry().Center(sq("h2"))
	if c.X > f.c.Board.Size().Width/2 || c.Y > f.c.Board.Size().Height/2 {
		t.Fatalf("flipped h2 drawn at %v", c)
	}
	f.tap("h2")
	f.tap("e2")
	if got := f.moves(); got != "h2e2" {
		t.Fatalf("moves %q, want h2e2", got)
	}
}

func TestUndoRedo(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	f.tap("h2")
	f.tap("e2")
	f.q.until(t, "the computer's reply", func() bool { return f.c.Game().Len() == 2 && !f.c.Thinking() })
	reply := f.c.Game().Move(1)
	t.Run("undo takes back both moves", func(t *testing.T) {
		f.c.Undo()
		if f.c.Cursor() != 0 || f.c.FEN() != core.StartFEN {
			t.Fatalf("cursor %d, position %s", f.c.Cursor(), f.c.FEN())
		}
		f.q.settle(20 * time.Millisecond)
		if f.c.Thinking() || f.c.Cursor() != 0 {
			t.Fatal("the computer moved after undo")
		}
	})
	t.Run("redo replays both", func(t *testing.T) {
		f.c.Redo()
		if f.c.Cursor() != 2 || f.c.Game().Move(1) != reply {
			t.Fatalf("cursor %d, moves %v", f.c.Cursor(), f.c.Game().Moves())
		}
	})
	t.Run("a new move after undo replaces the old line", func(t *testing.T) {
		f.c.Undo()
		f.tap("b2")
		f.tap("e2")
		f.q.until(t, "the reply", func() bool { return f.c.Game().Len() == 2 && !f.c.Thinking() })
		if f.c.Game().Move(0) != mv("b2e2") {
			t.Errorf("moves %v", f.c.Game().Moves())
		}
	})
	t.Run("two players undo one move", func(t *testing.T) {
		f := newFixture(t, ui.TwoPlayers, nil)
		f.tap("h2")
		f.tap("e2")
		f.tap("h9")
		f.tap("g7")
		f.c.Undo()
		if f.moves() != "h2e2" {
			t.Errorf("after undo: %q", f.moves())
		}
	})
}

func TestEngineReplyAppliedOnce(t *testing.T) {
	f := newFixture(t, ui.PlayRed, func() ui.Engine { return ai.New(ai.Options{HashMB: 1, Seed: 1}) })
	f.c.SetLevel(1)
	f.tap("h2")
	f.tap("e2")
	if !f.c.Thinking() {
		t.Fatal("the engine is not thinking after the user's move")
	}
	f.q.until(t, "the engine's reply", func() bool { return f.c.Game().Len() == 2 && !f.c.Thinking() })
	f.q.settle(100 * time.Millisecond)
	if f.c.Game().Len() != 2 {
		t.Fatalf("moves %v: the reply was applied more than once", f.c.Game().Moves())
	}
	p := f.c.Position()
	if p.SideToMove() != core.Red {
		t.Error("not the user's turn after the reply")
	}
	if last := f.sounds.last(); last != resources.EngineMove && last != resources.EngineCapture && last != resources.EngineCheck {
		t.Errorf("sound %v, want an engine sound", last)
	}
}

func TestUndoWhileThinkingDropsTheStaleMove(t *testing.T) {
	searches := make(chan struct{}, 16)
	f := newFixture(t, ui.PlayRed, func() ui.Engine { return &fakeEngine{block: true, searches: searches} })
	f.c.SetShowThinking(true) // the engine's reports in the status line tell the search is under way
	f.tap("h2")
	f.tap("e2")
	<-searches
	f.q.until(t, "the first info", func() bool { return strings.Contains(f.c.Status(), "Depth") })
	f.c.Undo() // cancels the search, whose result arrives afterwards
	f.q.settle(200 * time.Millisecond)
	if f.c.Cursor() != 0 || f.c.Game().Len() != 1 || f.c.Thinking() {
		t.Fatalf("cursor %d, moves %v, thinking %v", f.c.Cursor(), f.c.Game().Moves(), f.c.Thinking())
	}
	if f.c.FEN() != core.StartFEN {
		t.Errorf("board shows %s", f.c.FEN())
	}
	t.Run("new game while thinking", func(t *testing.T) {
		f.tap("h2")
		f.tap("e2")
		<-searches
		f.c.NewGame(ui.PlayRed)
		f.q.settle(200 * time.Millisecond)
		if f.c.Game().Len() != 0 || f.c.Thinking() {
			t.Fatalf("moves %v after a new game", f.c.Game().Moves())
		}
	})
	t.Run("move now plays at once", func(t *testing.T) {
		f.tap("h2")
		f.tap("e2")
		<-searches
		f.c.MoveNow()
		f.q.until(t, "the reply", func() bool { return f.c.Game().Len() == 2 })
	})
}

func TestPartialRefresh(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	f.tap("h2")
	points, objects := f.c.Board.RefreshStats()
	t.Logf("select the cannon: %d points, %d objects", points, objects)
	if points > 14 { // the piece and its 12 destinations
		t.Errorf("selecting redrew %d points", points)
	}
	f.tap("e2") // the move, and the cannon's destinations cleared
	points, objects = f.c.Board.RefreshStats()
	t.Logf("the user's move: %d points, %d objects", points, objects)
	if points > 14 || objects > 30 {
		t.Errorf("the user's move redrew %d points (%d objects)", points, objects)
	}
	f.q.until(t, "the reply", func() bool { return f.c.Game().Len() == 2 && !f.c.Thinking() })
	points, objects = f.c.Board.RefreshStats()
	t.Logf("the engine's move: %d points, %d objects", points, objects)
	if points > 4 || objects > 10 { // its source and destination, and the old last-move marks
		t.Errorf("the engine's move redrew %d points (%d objects), want at most 4", points, objects)
	}
	f.c.Undo()
	points, _ = f.c.Board.RefreshStats()
	t.Logf("undo of two moves: %d points", points)
	if points > 6 {
		t.Errorf("undo redrew %d points", points)
	}
}

func TestReviewNavigation(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	for _, m := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		if !f.c.TryMove(mv(m)) {
			t.Fatalf("move %s refused", m)
		}
	}
	f.c.First()
	if f.c.Cursor() != 0 || f.c.Board.Pos.FEN() != core.StartFEN {
		t.Fatalf("First: cursor %d", f.c.Cursor())
	}
	f.c.Next()
	f.c.Next()
	if f.c.Cursor() != 2 || f.c.Board.LastMove != mv("h9g7") {
		t.Fatalf("Next twice: cursor %d, last %v", f.c.Cursor(), f.c.Board.LastMove)
	}
	f.c.Last()
	f.c.Prev()
	if f.c.Cursor() != 3 || f.c.Game().Len() != 4 {
		t.Fatalf("Last, Prev: cursor %d of %d", f.c.Cursor(), f.c.Game().Len())
	}
	t.Run("the game's own next move keeps the continuation", func(t *testing.T) {
		f.c.GoTo(2)
		f.c.TryMove(mv("h0g2"))
		if f.c.Cursor() != 3 || f.c.Game().Len() != 4 {
			t.Fatalf("cursor %d of %d", f.c.Cursor(), f.c.Game().Len())
		}
	})
	t.Run("a different move is kept as a variation", func(t *testing.T) {
		asked := 0
		f.c.Confirm = func(_, _, _ string, yes func()) { asked++ }
		defer func() { f.c.Confirm = nil }()
		f.c.GoTo(2)
		f.c.TryMove(mv("b0c2"))
		if asked != 0 || f.moves() != "h2e2 h9g7 b0c2" || f.c.Cursor() != 3 || !f.c.InVariation() || !f.c.Reviewing() {
			t.Fatalf("asked %d, moves %q, cursor %d, in a variation %v", asked, f.moves(), f.c.Cursor(), f.c.InVariation())
		}
		// The game's own line is all there.
		f.c.GoToMain(4)
		if f.c.Game().Len() != 4 || f.c.InVariation() {
			t.Fatalf("main line: %q", f.moves())
		}
		// The same different move again follows the variation, with no new one.
		f.c.GoTo(2)
		f.c.TryMove(mv("b0c2"))
		var saved strings.Builder
		if err := f.c.WritePGN(&saved); err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(saved.String(), "("); n != 1 || !strings.Contains(saved.String(), "(2. B0-C2)") && !strings.Contains(saved.String(), "(2. 马八进七)") {
			t.Errorf("saved: %d variations\n%s", n, saved.String())
		}
		// Promoted, the variation is the main line and the game's moves its first variation.
		if !f.c.PromoteVariation() || f.c.InVariation() || f.c.PromoteVariation() {
			t.Fatal("promote")
		}
		f.c.GoToMain(9)
		if f.moves() != "h2e2 h9g7 b0c2" || f.c.Game().Len() != 3 {
			t.Fatalf("after promoting: main line %q", f.moves())
		}
		// Deleted, the other line goes and the position it branched from is shown.
		f.c.GoTo(2)
		f.c.TryMove(mv("h0g2"))
		if !f.c.InVariation() || !f.c.DeleteVariation() || f.c.Cursor() != 2 || f.c.Game().Len() != 3 || f.c.InVariation() {
			t.Fatalf("after deleting: cursor %d, moves %q", f.c.Cursor(), f.moves())
		}
		saved.Reset()
		if err := f.c.WritePGN(&saved); err != nil || strings.Contains(saved.String(), "(") {
			t.Errorf("saved after deleting: %v\n%s", err, saved.String())
		}
	})
}

func TestLoadBadPGNLeavesTheGame(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.TryMove(mv("h2e2"))
	g := f.c.Game()
	for name, text := range map[string]string{
		"illegal move": "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H7-H0 *\n",
		"garbage":      "[Game \"Chinese Chess\"\n\x00\x01 nonsense",
		"bad FEN":      "[Game \"Chinese Chess\"]\n[FEN \"not a fen\"]\n\n*\n",
	} {
		t.Run(name, func(t *testing.T) {
			err := f.c.LoadPGN(strings.NewReader(text))
			if err == nil {
				t.Fatal("no error")
			}
			t.Logf("error: %v", err)
			if f.c.Game() != g || f.moves() != "h2e2" {
				t.Errorf("the game changed: %q", f.moves())
			}
		})
	}
	t.Run("a good file loads", func(t *testing.T) {
		err := f.c.LoadPGN(strings.NewReader("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 *\n"))
		if err != nil {
			t.Fatal(err)
		}
		if f.moves() != "h2e2 h9g7 h0g2" {
			t.Errorf("moves %q", f.moves())
		}
	})
}

// xqfFile is a version 10 XQF file (not encrypted) made byte by byte: the standard start, then
// the moves, each a from-code and a to-code (file*10 + rank, from Red's side).
func xqfFile(moves ...[2]byte) []byte {
	data := make([]byte, 1024)
	copy(data, "XQ\x0a")
	copy(data[16:], []byte{
		0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83, // Red's pieces
		9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86, // Black's
	})
	goesOn := func(more bool) byte {
		if more {
			return 0xF0
		}
		return 0
	}
	data = append(data, 0x18, 0x20, goesOn(len(moves) > 0), 0xFF, 0, 0, 0, 0) // the start
	for i, m := range moves {
		data = append(data, m[0]+0x18, m[1]+0x20, goesOn(i < len(moves)-1), 0, 0, 0, 0, 0)
	}
	return data
}

func TestOpenXQF(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.c.TryMove(mv("h2e2"))
	g := f.c.Game()
	// 炮二平五 马８进７ 马二进三: h2e2 h9g7 h0g2.
	good := xqfFile([2]byte{72, 42}, [2]byte{79, 67}, [2]byte{70, 62})
	for _, name := range []string{"game.xqf", "GAME.XQF", "game"} {
		t.Run("bad "+name, func(t *testing.T) {
			// h2e2 twice: no piece on h2 the second time. The game opens up to the broken move, and
			// the note says where it stopped.
			bad := xqfFile([2]byte{72, 42}, [2]byte{72, 42})
			pg, note, err := ui.ParseGameFile(name, bad)
			if err != nil || pg.Game.Len() != 1 || !strings.Contains(note, "h2e2") {
				t.Fatalf("game %v, note %q, error %v; want h2e2 kept and a note naming the second", pg, note, err)
			}
		})
	}
	if err := f.c.LoadGameFile("game.xqf", good[:1030]); err == nil {
		t.Error("a cut file: no error")
	}
	if f.c.Game() != g || f.moves() != "h2e2" {
		t.Errorf("a file that does not open changed the game: %q", f.moves())
	}
	for _, name := range []string{"game.xqf", "game.pgn"} { // by the name, or by the content
		t.Run(name, func(t *testing.T) {
			if err := f.c.LoadGameFile(name, good); err != nil {
				t.Fatal(err)
			}
			if f.moves() != "h2e2 h9g7 h0g2" || !f.c.Reviewing() {
				t.Errorf("moves %q, reviewing %v; want h2e2 h9g7 h0g2 in review", f.moves(), f.c.Reviewing())
			}
		})
	}
	t.Run("PGN still opens", func(t *testing.T) {
		if err := f.c.LoadGameFile("game.pgn", []byte("[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n")); err != nil {
			t.Fatal(err)
		}
		if f.moves() != "h2e2 h9g7" {
			t.Errorf("moves %q", f.moves())
		}
	})
}

// TestOpenedGameAsPlayed: a game the referee would have drawn by repetition at ply 8, played on
// and won, opens whole with its result, the ruling said in the status line at ply 8; other formats
// open too, and a file of another kind says what it is.
func TestOpenedGameAsPlayed(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	const pgn = "[Result \"1-0\"]\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h2e2 h9g7 1-0"
	if err := f.c.LoadGameFile("won.pgn", []byte(pgn)); err != nil {
		t.Fatal(err)
	}
	if g := f.c.Game(); g.Len() != 10 || g.Result().Outcome != core.RedWins {
		t.Fatalf("%d moves, %v; want 10 and 1-0", g.Len(), g.Result())
	}
	f.c.GoTo(8)
	if s := f.c.Status(); !strings.Contains(s, "would have ended the game here") {
		t.Errorf("status at ply 8: %q, want the ruling noted", s)
	}
	if err := f.c.LoadGameFile("game.ubb", []byte("[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]")); err != nil ||
		f.moves() != "h2e2 h9g7" {
		t.Errorf("DhtmlXQ: %v, moves %q", err, f.moves())
	}
	if err := f.c.LoadGameFile("games.zip", []byte("PK\x03\x04")); err == nil || !strings.Contains(err.Error(), "ZIP") {
		t.Errorf("a ZIP file: %v, want it named", err)
	}
}

func TestAutosaveAndRestore(t *testing.T) {
	a := test.NewTempApp(t)
	q := newQueue()
	path := filepath.Join(t.TempDir(), "current.pgn")
	c := ui.NewController(a, ui.Options{Do: q.Do, SavePath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	c.NewGame(ui.TwoPlayers)
	c.TryMove(mv("h2e2"))
	c.TryMove(mv("h9g7"))
	c.Undo()
	c.WaitSaved()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c2 := ui.NewController(a, ui.Options{Do: q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
	if err := c2.Restore(data); err != nil {
		t.Fatal(err)
	}
	if c2.Game().Len() != 2 || c2.Cursor() != 1 {
		t.Errorf("restored %v at %d", c2.Game().Moves(), c2.Cursor())
	}
	// The move taken back comes back as it was: play goes on from the cursor (not in review, where
	// playing on asks to discard the rest), and Redo replays it.
	if c2.Reviewing() {
		t.Error("a game with a move taken back was restored in review")
	}
	c2.Redo()
	if c2.Cursor() != 2 || c2.Reviewing() {
		t.Errorf("redo after the restore: cursor %d, review %v", c2.Cursor(), c2.Reviewing())
	}
	t.Run("a corrupt save is reported and ignored", func(t *testing.T) {
		c3 := ui.NewController(a, ui.Options{Do: q.Do})
		if err := c3.Restore([]byte("[Game \"Chinese Chess\"]\n1. Q9-Q9")); err == nil {
			t.Error("no error")
		}
		if c3.Game().Len() != 0 {
			t.Error("a corrupt save changed the game")
		}
	})
}

func TestPGNTags(t *testing.T) {
	f := newFixture(t, ui.PlayBlack, nil)
	f.q.until(t, "the computer's opening move", func() bool { return f.c.Game().Len() == 1 && !f.c.Thinking() })
	var b strings.Builder
	if err := f.c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{fmt.Sprintf(`[Red "Chuhe level %d"]`, ui.DefaultSettings().Level), `[Black "` + f.c.PlayerName() + `"]`, `[Result "*"]`, `[Date "`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("PGN lacks %s:\n%s", want, b.String())
		}
	}
}

func TestResignAndGameOver(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	var title, msg string
	f.c.OnGameOver = func(t, m string) { title, msg = t, m }
	f.c.Resign()
	if r := f.c.Game().Result(); r.Outcome != core.BlackWins || r.Reason != core.Resignation {
		t.Fatalf("result %v", r)
	}
	if title != "You lost" || !strings.Contains(msg, "resignation") || f.sounds.last() != resources.Loss {
		t.Errorf("dialog %q %q, sound %v", title, msg, f.sounds.last())
	}
	t.Run("saved and restored, still a resignation", func(t *testing.T) {
		var b strings.Builder
		if err := f.c.WritePGN(&b); err != nil {
			t.Fatal(err)
		}
		c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: f.q.Do, NewEngine: func() ui.Engine { return &fakeEngine{} }})
		if err := c2.Restore([]byte(b.String())); err != nil {
			t.Fatal(err)
		}
		if r := c2.Game().Result(); r.Outcome != core.BlackWins || r.Reason != core.Resignation {
			t.Errorf("restored result %v from\n%s", r, b.String())
		}
	})
	t.Run("checkmate", func(t *testing.T) {
		f := newFixture(t, ui.TwoPlayers, nil)
		var title, msg string
		f.c.OnGameOver = func(t, m string) { title, msg = t, m }
		if err := f.c.LoadPosition("4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"); err != nil {
			t.Fatal(err)
		}
		if !f.c.TryMove(mv("b7b9")) {
			t.Fatal("b7b9 refused")
		}
		if title != "Red wins" || !strings.Contains(msg, "checkmate") || f.sounds.last() != resources.Win {
			t.Errorf("dialog %q %q, sound %v", title, msg, f.sounds.last())
		}
		f.tap("e9") // the board stays reviewable but takes no more moves
		if f.c.Board.Selected != core.NoSquare {
			t.Error("a piece was selected after the end")
		}
		f.c.Prev()
		if f.c.Cursor() != 0 {
			t.Error("cannot review a finished game")
		}
	})
}

func TestHint(t *testing.T) {
	f := newFixture(t, ui.PlayRed, nil)
	f.c.Hint()
	f.q.until(t, "the hint", func() bool { return f.c.HintMove() != core.NoMove })
	if f.c.Board.Hint != f.c.HintMove() || f.c.Game().Len() != 0 {
		t.Errorf("hint %v on the board %v, %d moves", f.c.HintMove(), f.c.Board.Hint, f.c.Game().Len())
	}
	if !strings.Contains(f.c.Status(), "Hint") {
		t.Errorf("status %q", f.c.Status())
	}
	// A move played otherwise than by a click (typed, dragged) takes the hint off the status line
	// too, though the game ends with it and no search follows (it stayed, "Hint: 车六退一").
	f.c.SetMode(ui.TwoPlayers)
	if !f.c.TryMove(mv("b0c2")) {
		t.Fatal("b0c2 not played")
	}
	if st := f.c.Status(); strings.Contains(st, "Hint") || f.c.Board.Hint != core.NoMove {
		t.Errorf("after a move: status %q, hint on the board %v", st, f.c.Board.Hint)
	}
	f.c.Hint()
	f.q.until(t, "the second hint", func() bool { return f.c.HintMove() != core.NoMove })
	f.c.Prev()
	if st := f.c.Status(); strings.Contains(st, "Hint") || f.c.Board.Hint != core.NoMove {
		t.Errorf("stepping back: status %q, hint on the board %v", st, f.c.Board.Hint)
	}
}

func TestStartPositionImage(t *testing.T) {
	f := newFixture(t, ui.TwoPlayers, nil)
	f.q.until(t, "the art", f.c.Board.Ready)
	test.AssertImageMatches(t, "start_position.png", f.win.Canvas().Capture())
}
