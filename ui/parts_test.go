package ui

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// The fakes the controller's parts are tested with, without the controller or a Fyne app.

// doQueue stands in for fyne.Do: the driver's goroutines post functions, the test runs them.
type doQueue chan func()

func (q doQueue) do(f func()) { q <- f }

// until runs queued functions until cond holds.
func (q doQueue) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for !cond() {
		select {
		case f := <-q:
			f()
		case <-time.After(10 * time.Millisecond):
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// firstMoveEngine answers every search at once with the first legal move (or the first root
// move it is given) at a score of 10, reporting one line first.
type firstMoveEngine struct{}

func (firstMoveEngine) SetLevel(int) {}

func (firstMoveEngine) Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result {
	p := g.Position()
	moves := lim.SearchMoves
	if len(moves) == 0 {
		moves = p.LegalMoves(nil)
	}
	if len(moves) == 0 {
		return ai.Result{Move: core.NoMove}
	}
	if onInfo != nil {
		onInfo(ai.Info{Depth: 1, Score: 10, PV: moves[:1], MultiPV: 1})
	}
	if lim.Infinite {
		<-ctx.Done()
	}
	return ai.Result{Move: moves[0], Score: 10, Depth: 1}
}

// fakeHost is the rest of the app as the controller's parts see it.
type fakeHost struct {
	h        history
	settings Settings
	saves    int
	arrow    core.Move
	changes  int
	shownAt  int           // the last GoToMain
	ended    []core.Result // the games ended by a flag fall
	errs     []error
	post     func(func()) // Do's queue
	b        *Board
}

func newFakeHost(t *testing.T, moves ...string) *fakeHost {
	f := &fakeHost{h: newHistory(), settings: DefaultSettings(), arrow: core.NoMove, shownAt: -1}
	f.h.set(gameOf(t, moves...), len(moves))
	return f
}

func (f *fakeHost) shown() *history              { return &f.h }
func (f *fakeHost) Settings() Settings           { return f.settings }
func (f *fakeHost) autosave()                    { f.saves++ }
func (f *fakeHost) GoToMain(n int)               { f.shownAt = n; f.h.goToMain(n) }
func (f *fakeHost) showArrow(m core.Move)        { f.arrow = m }
func (f *fakeHost) leftMastersNote(i int) string { return "" }
func (f *fakeHost) reviewChanged()               { f.changes++ }

func (f *fakeHost) changeSettings(change func(*Settings)) { change(&f.settings) }
func (f *fakeHost) BetterMove() core.Move                 { return core.NoMove }
func (f *fakeHost) analysisChanged()                      { f.changes++ }

// playLine plays first on the game shown; the fake keeps no variations.
func (f *fakeHost) playLine(first core.Move, rest []core.Move) { _ = f.h.play(first) }

func (f *fakeHost) changed()               { f.changes++ }
func (f *fakeHost) maybeThink()            {}
func (f *fakeHost) cancelSearch()          {}
func (f *fakeHost) flagFell(r core.Result) { f.ended = append(f.ended, r) }

func (f *fakeHost) restartRole(engineRole)                    { f.changes++ }
func (f *fakeHost) engineFailed(title, message, lines string) {}
func (f *fakeHost) reportError(err error)                     { f.errs = append(f.errs, err) }

func (f *fakeHost) reviewed() (*core.Game, []core.Move)     { return nil, nil }
func (f *fakeHost) finishedGame() (*core.PGNGame, bool)     { return nil, false }
func (f *fakeHost) tagOpening(o library.Opening, moves int) {}
func (f *fakeHost) LoadPGNGame(pg *core.PGNGame)            {}
func (f *fakeHost) GoTo(n int)                              { f.h.goTo(n) }
func (f *fakeHost) TryMove(m core.Move) bool                { return f.h.play(m) == nil }
func (f *fakeHost) explorerNews()                           { f.changes++ }
func (f *fakeHost) openingNews()                            { f.changes++ }
func (f *fakeHost) leftMastersNews()                        { f.changes++ }

func (f *fakeHost) Next()                   { f.h.goTo(f.h.cursor + 1) }
func (f *fakeHost) stopOnPress(stop func()) {}
func (f *fakeHost) replayChanged()          { f.changes++ }

func (f *fakeHost) opponentName() string       { return "" }
func (f *fakeHost) practicing() bool           { return false }
func (f *fakeHost) playedOpening() string      { return "" }
func (f *fakeHost) WritePGN(w io.Writer) error { return core.WritePGN(w, f.h.tree.PGN(), core.ICCS) }
func (f *fakeHost) Notify(msg string)          { f.changes++ }

// Do posts fn to the test's queue (post), which the test runs.
func (f *fakeHost) Do(fn func()) { f.post(fn) }

func (f *fakeHost) searchingMove() bool { return false }
func (f *fakeHost) board() *Board {
	if f.b == nil {
		f.b = NewBoard(f.h.position())
	}
	return f.b
}
