package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// MyGames is the library collection the games finished in Chuhe are stored in.
const MyGames = "my games"

// libraryHost is what the game library and the explorer know of the rest of the app. The
// Controller is one.
type libraryHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	reportError(err error)
	// reviewed is the reviewed game's main line and its moves (nil when there is no review).
	reviewed() (*core.Game, []core.Move)
	// finishedGame is the game just finished, to store, if it is one played here.
	finishedGame() (*core.PGNGame, bool)
	// tagOpening names the opening of the game finished with moves moves in its header.
	tagOpening(o library.Opening, moves int)
	// LoadPGNGame and GoTo open a stored game at a ply; TryMove plays a move as the user would.
	LoadPGNGame(pg *core.PGNGame)
	GoTo(n int)
	TryMove(m core.Move) bool
	// showArrow puts an arrow on the board; BetterMove is the arrow the board has otherwise.
	showArrow(m core.Move)
	BetterMove() core.Move
	// explorerNews, openingNews and leftMastersNews tell the views of the explorer's news, of the
	// opening named in the header and of where the reviewed game left master play.
	explorerNews()
	openingNews()
	leftMastersNews()
}

// gameLibrary is the game library (package library): opened, and on first use filled with the
// master games, in the background, since the first build takes half a minute; the explorer's
// view of the position shown and the opening it belongs to.
type gameLibrary struct {
	host libraryHost
	// path is the library's file ("" keeps none); masterGames the master collection's pack.
	path        string
	masterGames func() []byte
	do          func(func())
	logf        func(format string, args ...any)

	lib     *library.Library // nil until opened and ready
	started bool             // the opening goroutine was started
	err     error            // the library could not be opened: it is not used again
	closed  bool             // the controller closed: a library opened late is closed at once
	waiting []func(*library.Library)
	// ctx ends with the controller, cancelling a first build; wg counts the goroutines using lib.
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	explorer bool            // the explorer panel is shown
	view     ExplorerView    // what it shows
	seq      uint64          // the latest query; older answers are dropped
	opening  library.Opening // the shown line's opening, Code "" when unknown
	stored   int             // finished games stored (for tests)
	// left is where the reviewed game left master play, for the moves in leftFor.
	left    leftMasters
	leftFor []core.Move
}

// leftMasters is where a game left master play: its move ply was not one masters played in that
// position, where best, the move they played most, was played in games games.
type leftMasters struct {
	ply   int // -1: the game never left master play (or it is not known yet)
	best  core.Move
	games int
}

// ExplorerMove is one move masters played from the position shown.
type ExplorerMove struct {
	Move                      core.Move
	Text                      string // the move in the chosen notation
	Games                     int
	RedWins, Draws, BlackWins int
	FirstYear, LastYear       int // 0 when no game had a date
}

// ExplorerView is what the opening explorer shows.
type ExplorerView struct {
	On      bool
	Waiting string         // why there are no moves yet (the master games being prepared), or ""
	Moves   []ExplorerMove // most played first
	Games   int            // the games of all the moves
	// Reached are master games that reached the position, the best-known players' first (at most
	// explorerGames).
	Reached []library.GameInfo
	Opening string // the opening of the line shown, "" when unknown
	key     uint64 // the position the moves are for
}

// libraryCtx returns the library's context, made on first use.
func (c *gameLibrary) libraryCtx() context.Context {
	if c.ctx == nil {
		c.ctx, c.cancel = context.WithCancel(context.Background())
	}
	return c.ctx
}

// useLibrary runs fn with the library on a goroutine of its own, once the library is open and
// holds the master games; fn reports back through opts.Do. Nothing runs without a LibraryPath
// or after the library failed to open.
func (c *gameLibrary) useLibrary(fn func(lib *library.Library)) {
	if c.path == "" || c.err != nil || c.closed {
		return
	}
	ctx := c.libraryCtx()
	if lib := c.lib; lib != nil {
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			if ctx.Err() == nil {
				fn(lib)
			}
		}()
		return
	}
	c.waiting = append(c.waiting, fn)
	if c.started {
		return
	}
	c.started = true
	c.wg.Add(1)
	go c.openLibrary(ctx, c.path)
}

// openLibrary opens the library and builds its master collection if it lacks it, showing the
// progress in the explorer; on the UI goroutine it then runs what waited for it.
func (c *gameLibrary) openLibrary(ctx context.Context, path string) {
	defer c.wg.Done()
	lib, err := library.Open(path)
	var damaged *library.DamagedError
	if errors.As(err, &damaged) && lib != nil {
		// A damaged file was kept aside and a new library made: say so, and go on with it.
		c.do(func() { c.host.reportError(err) })
		err = nil
	}
	if masters := c.masterGames(); err == nil && len(masters) > 0 {
		last := -1
		_, err = lib.EnsureMasters(ctx, masters, func(p library.Progress) {
			pct := 0
			if p.Files > 0 {
				pct = p.FilesDone * 100 / p.Files
			}
			if pct == last {
				return
			}
			last = pct
			c.do(func() {
				if c.lib == nil && c.explorer {
					c.view.Waiting = fmt.Sprintf(lang.L("Preparing the master games… %d%%"), pct)
					c.explorerChanged()
				}
			})
		})
		if err != nil {
			lib.Close()
		}
	}
	if err != nil && ctx.Err() != nil {
		return // the controller closed during the build, which resumes next time
	}
	c.do(func() {
		if err != nil {
			c.err = err
			c.waiting = nil
			c.view.Waiting = lang.L("The game library could not be opened.")
			c.explorerChanged()
			c.host.reportError(fmt.Errorf("%s: %w", lang.L("The game library could not be opened."), err))
			return
		}
		if c.closed {
			lib.Close()
			return
		}
		c.lib = lib
		waiting := c.waiting
		c.waiting = nil
		for _, fn := range waiting {
			c.useLibrary(fn)
		}
		c.updateExplorer() // the header's opening, now the library can name it
	})
}

// openExistingLibrary opens the library in the background when its file is there already, so the
// header names the opening from the start; a first build waits for the first use that needs it
// (it takes half a minute of both cores).
func (c *gameLibrary) openExistingLibrary() {
	if c.path == "" {
		return
	}
	if _, err := os.Stat(c.path); err == nil {
		c.useLibrary(func(*library.Library) {})
	}
}

// closeLibrary cancels a build, waits for the library's goroutines and closes it.
func (c *gameLibrary) closeLibrary() {
	c.closed = true
	if c.cancel != nil {
		c.cancel()
	}
	c.wg.Wait()
	if c.lib != nil {
		c.lib.Close()
		c.lib = nil
	}
}

// WaitLibrary waits until the library's background work started so far is done (tests; the
// answers still come through opts.Do).
func (c *gameLibrary) WaitLibrary() { c.wg.Wait() }

// StoredGames returns how many finished games this controller stored in the library.
func (c *gameLibrary) StoredGames() int { return c.stored }

// LibraryReady reports whether the library is open with its master games.
func (c *gameLibrary) LibraryReady() bool { return c.lib != nil }

// explorerChanged tells the window the explorer has news.
func (c *gameLibrary) explorerChanged() {
	c.host.explorerNews()
}

// Explorer returns what the opening explorer shows.
func (c *gameLibrary) Explorer() ExplorerView {
	v := c.view
	v.On = c.explorer
	v.Opening = c.openingText()
	return v
}

// ExplorerOn reports whether the explorer is shown.
func (c *gameLibrary) ExplorerOn() bool { return c.explorer }

// ToggleExplorer shows or hides the opening explorer. Without a library it says so.
func (c *gameLibrary) ToggleExplorer() {
	c.explorer = !c.explorer
	if c.explorer {
		switch {
		case c.path == "":
			c.view = ExplorerView{Waiting: lang.L("No game library.")}
		case c.lib == nil && c.err == nil:
			c.view = ExplorerView{Waiting: lang.L("Opening the game library…")}
		}
		c.updateExplorer()
	}
	c.explorerChanged()
}

// updateExplorer asks the library, in the background, for the masters' moves in the position
// shown (with the explorer on) and the opening of the line that led there (once the library is
// open: it is not opened for the opening alone).
func (c *gameLibrary) updateExplorer() {
	if !c.explorer && c.lib == nil {
		return
	}
	c.seq++
	seq, want := c.seq, c.explorer
	pos := c.host.shown().position()
	line := c.host.shown().game.Clone()
	line.Truncate(c.host.shown().cursor)
	notation := c.host.Settings().Notation
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		var stats []library.MoveStat
		var reached []library.GameInfo
		var err error
		if want {
			stats, err = lib.Explore(ctx, &pos, library.Masters)
			if err == nil {
				reached, err = lib.Games(ctx, library.Filter{Collection: library.Masters, Position: &pos,
					Limit: explorerGames}) // the pack's order: best-known first
			}
		}
		o, ok, oerr := lib.Opening(ctx, line)
		if err == nil {
			err = oerr
		}
		c.do(func() {
			if seq != c.seq {
				return // the board moved on
			}
			if err != nil {
				if ctx.Err() == nil {
					c.logf("library: %v", err)
				}
				return
			}
			c.opening = library.Opening{}
			if ok {
				c.opening = o
			}
			v := ExplorerView{key: pos.Key(), Reached: reached}
			for _, s := range stats {
				v.Moves = append(v.Moves, ExplorerMove{Move: s.Move, Text: core.FormatMove(&pos, s.Move, notation),
					Games: s.Games, RedWins: s.RedWins, Draws: s.Draws, BlackWins: s.BlackWins,
					FirstYear: s.FirstYear, LastYear: s.LastYear})
				v.Games += s.Games
			}
			if want && len(v.Moves) == 0 {
				v.Waiting = lang.L("No master game reached this position.")
			}
			c.view = v
			c.explorerChanged()
			c.host.openingNews() // the header shows the opening
		})
	})
}

// MastersSummary says in one line, for the position editor, what masters played in p: its games
// and the most played moves ("Masters: 27,759 games · 炮二平五 16,648 · 兵七进一 4,427 · …"), or
// that no master game reached it. It asks the library in the background and calls done on the UI
// goroutine; without a library it never calls it.
func (c *gameLibrary) MastersSummary(p core.Position, done func(string)) {
	notation := c.host.Settings().Notation
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		stats, err := lib.Explore(ctx, &p, library.Masters)
		c.do(func() {
			if err != nil {
				if ctx.Err() == nil {
					c.logf("library: %v", err)
				}
				return
			}
			done(mastersSummary(&p, stats, notation))
		})
	})
}

// mastersSummary writes the line MastersSummary shows: the games and the three most played moves.
func mastersSummary(p *core.Position, stats []library.MoveStat, n core.Notation) string {
	total := 0
	var moves []string
	for i, s := range stats {
		total += s.Games
		if i < 3 {
			moves = append(moves, core.FormatMove(p, s.Move, n)+" "+groupDigits(s.Games))
		}
	}
	if total == 0 {
		return lang.L("No master game reached this position.")
	}
	return fmt.Sprintf(plural(total, "Masters: %s game · %s", "Masters: %s games · %s"), groupDigits(total), strings.Join(moves, " · "))
}

// explorerGames is how many of the master games that reached the position the explorer lists.
const explorerGames = 5

// OpenExplorerGame opens master game i of those the explorer lists, for review at the position
// shown (the window asks first when a game is in progress).
func (c *gameLibrary) OpenExplorerGame(i int) {
	v := c.view
	if !c.explorer || i < 0 || i >= len(v.Reached) {
		return
	}
	c.OpenLibraryGame(v.Reached[i].ID, v.Reached[i].Ply, func(err error) {
		if err != nil {
			c.host.reportError(err)
		}
	})
}

// explorerMove returns move i of the explorer if it is for the position shown.
func (c *gameLibrary) explorerMove(i int) (core.Move, bool) {
	v := c.view
	p := c.host.shown().position()
	if !c.explorer || i < 0 || i >= len(v.Moves) || v.key != p.Key() || !p.IsLegalMove(v.Moves[i].Move) {
		return core.NoMove, false
	}
	return v.Moves[i].Move, true
}

// PlayExplorerMove plays move i of the explorer, as if the user had played it.
func (c *gameLibrary) PlayExplorerMove(i int) {
	m, ok := c.explorerMove(i)
	if !ok {
		return
	}
	c.host.showArrow(core.NoMove)
	c.host.TryMove(m)
}

// PreviewExplorerMove shows move i of the explorer as an arrow on the board; i < 0 (the pointer
// left the moves) puts back the arrow the board had, the review's better move or none.
func (c *gameLibrary) PreviewExplorerMove(i int) {
	m, ok := c.explorerMove(i)
	if !ok {
		m = c.host.BetterMove()
	}
	c.host.showArrow(m)
}

// storeFinished stores the game just finished in the library's MyGames collection, in the
// background, with its opening's [ECCO] and [Opening] tags when its header has none (the game's
// header gets them too, so a later save keeps them).
func (c *gameLibrary) storeFinished() {
	pg, ok := c.host.finishedGame()
	if c.path == "" || !ok {
		return
	}
	g := pg.Game.Clone()
	ctx := c.libraryCtx()
	l := ResolveLanguage(c.host.Settings().Language)
	c.useLibrary(func(lib *library.Library) {
		var tagged library.Opening
		if code, _ := pg.Tags.Get("ECCO"); code == "" {
			if o, ok, err := lib.Opening(ctx, g); err == nil && ok {
				tagged = o
				pg.Tags.Set("ECCO", o.Code)
				pg.Tags.Set("Opening", openingName(o, l))
			}
		}
		_, _, err := lib.ImportGames(ctx, []*core.PGNGame{pg}, "chuhe", library.ImportOptions{Collection: MyGames})
		c.do(func() {
			if err != nil {
				if ctx.Err() == nil {
					c.host.reportError(fmt.Errorf("%s: %w", lang.L("Could not store the game in the library"), err))
				}
				return
			}
			c.stored++
			if tagged.Code != "" {
				c.host.tagOpening(tagged, g.Len())
			}
		})
	})
}

// libraryLimit is how many games a search lists: enough to browse, few enough to list at once.
const libraryLimit = 1000

// SearchLibrary lists the games f selects (at most libraryLimit) and how many it selects in all,
// in the background; done gets them on the UI goroutine. It is never called without a library.
func (c *gameLibrary) SearchLibrary(f library.Filter, done func(games []library.GameInfo, total int, err error)) {
	f.Limit = libraryLimit
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		games, err := lib.Games(ctx, f)
		total := len(games)
		if err == nil && total == libraryLimit {
			total, err = lib.Count(ctx, f)
		}
		c.do(func() { done(games, total, err) })
	})
}

// HasLibrary reports whether the controller keeps a game library.
func (c *gameLibrary) HasLibrary() bool { return c.path != "" && c.err == nil }

// OpenLibraryGame reads a stored game in the background and opens it for review, at ply (the
// position a search by position found), or at its start.
func (c *gameLibrary) OpenLibraryGame(id int64, ply int, done func(error)) {
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		pg, err := lib.Game(ctx, id)
		c.do(func() {
			if err == nil {
				c.host.LoadPGNGame(pg)
				if ply > 0 {
					c.host.GoTo(ply)
				}
			}
			if done != nil {
				done(err)
			}
		})
	})
}

// DeleteLibraryGames deletes stored games in the background; done is called on the UI goroutine.
func (c *gameLibrary) DeleteLibraryGames(ids []int64, done func(error)) {
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		err := lib.Delete(ctx, ids...)
		c.do(func() { done(err) })
	})
}

// ExportLibraryGames writes stored games as one PGN file at path, atomically, in the background.
func (c *gameLibrary) ExportLibraryGames(ids []int64, path string, done func(error)) {
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		var b bytes.Buffer
		err := lib.Export(ctx, &b, ids)
		if err == nil {
			err = writeAtomic(path, b.Bytes())
		}
		c.do(func() { done(err) })
	})
}

// ImportIntoLibrary imports game files and folders into the library's Imported collection in the
// background, until ctx is cancelled (the batches stored by then are kept); progress and done
// are called on the UI goroutine.
func (c *gameLibrary) ImportIntoLibrary(ctx context.Context, paths []string, progress func(library.Progress),
	done func(library.ImportStats, error)) {
	ctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(c.libraryCtx(), cancel) // the controller's end ends the import too
	c.useLibrary(func(lib *library.Library) {
		defer stop()
		defer cancel()
		st, err := lib.Import(ctx, paths, library.ImportOptions{}, func(p library.Progress) {
			c.do(func() { progress(p) })
		})
		c.do(func() { done(st, err) })
	})
}

// updateLeftMasters finds, in the background, where the reviewed game left master play: the
// first of its moves no master game played in that position. The review note shows it.
func (c *gameLibrary) updateLeftMasters() {
	game, reviewed := c.host.reviewed()
	if game == nil || c.path == "" || slices.Equal(c.leftFor, reviewed) {
		return
	}
	c.leftFor = slices.Clone(reviewed)
	c.left = leftMasters{ply: -1}
	g := game.Clone()
	moves := c.leftFor
	ctx := c.libraryCtx()
	c.useLibrary(func(lib *library.Library) {
		left := leftMasters{ply: -1}
	plies:
		for i := 0; i < len(moves) && i < g.Len(); i++ {
			p := g.PositionAt(i)
			stats, err := lib.Explore(ctx, &p, library.Masters)
			if err != nil || len(stats) == 0 {
				break // an error, or a start no master game had: nothing to say
			}
			for _, s := range stats {
				if s.Move == moves[i] {
					continue plies
				}
			}
			left = leftMasters{ply: i, best: stats[0].Move, games: stats[0].Games}
			break
		}
		c.do(func() {
			if !slices.Equal(c.leftFor, moves) {
				return
			}
			c.left = left
			c.host.leftMastersNews()
		})
	})
}

// leftMastersNote says, at the move where the reviewed game left master play, what masters
// played instead: "left master play: masters played 马八进七 here in 1,204 games"; "" elsewhere.
func (c *gameLibrary) leftMastersNote(i int) string {
	l := c.left
	game, reviewed := c.host.reviewed()
	if l.ply < 0 || i != l.ply || !slices.Equal(c.leftFor, reviewed) {
		return ""
	}
	p := game.PositionAt(i)
	return fmt.Sprintf(plural(l.games, "Left master play: masters played %s here in %s game", "Left master play: masters played %s here in %s games"),
		core.FormatMove(&p, l.best, c.host.Settings().Notation), groupDigits(l.games))
}

// LeftMastersAt returns the ply of the move where the reviewed game left master play, -1 when
// it did not or it is not known.
func (c *gameLibrary) LeftMastersAt() int {
	if _, reviewed := c.host.reviewed(); !slices.Equal(c.leftFor, reviewed) {
		return -1
	}
	return c.left.ply
}
