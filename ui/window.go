package ui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Title is the main window's title.
const Title = "Chuhe 楚河"

// sidePanelWidth is the width of the move list panel.
const sidePanelWidth = 300

// Window is the main window: the board, the move list with its review buttons, the status line,
// the menus, the shortcuts and the dialogs, all around a Controller.
type Window struct {
	app   fyne.App
	win   fyne.Window
	c     *Controller
	moves *MoveList
	taken *CapturedPieces
	an    *AnalysisPanel
	// ex is the opening explorer (explorer_panel.go), shown while on.
	ex *ExplorerPanel
	// lw is the library window while it is open (library_window.go).
	lw *LibraryWindow
	// pw is the Profile window while it is open (profile_window.go).
	pw     *ProfileWindow
	rv     *ReviewPanel
	notes  *NotesPanel // the comment and mark of the position shown (notes_panel.go)
	layout *windowLayout
	status *widget.Label
	info   *fitLabel
	menu   *fyne.MainMenu
	// playHere is the Play from here button, shown only in review.
	playHere *widget.Button
	// moveBox is where a move is typed (movebox.go); boxGame is the game its words were for.
	moveBox *moveBox
	boxGame *core.Game
	// undoButton takes a move back; its key (move.undo) is not the one its English text is.
	undoButton *widget.Button
	// onQuit runs at the end of quit (SetOnQuit).
	onQuit func()

	levelItems    []*fyne.MenuItem
	styleItems    []*fyne.MenuItem
	themeItems    []*fyne.MenuItem
	notationItems []*fyne.MenuItem
	langItems     []*fyne.MenuItem
	drawItem      *fyne.MenuItem
	undoItem      *fyne.MenuItem
	redoItem      *fyne.MenuItem
	resignItem    *fyne.MenuItem
	soundItem     *fyne.MenuItem
	animItem      *fyne.MenuItem
	analysisItem  *fyne.MenuItem
	explorerItem  *fyne.MenuItem
	// cancelReviewItem is enabled while a review runs.
	cancelReviewItem *fyne.MenuItem
	// side lays out the side panel.
	side *sideLayout
	// clocks shows the game's clocks; ticker redraws them while one runs.
	clocks *ClockPanel
	ticker clockTicker
	// pauseItem pauses or resumes the clocks.
	pauseItem *fyne.MenuItem
	// retryItem and solutionItem act on the endgame practised; enabled in one.
	retryItem, solutionItem *fyne.MenuItem
	// promoteItem and deleteVarItem act on the variation shown; enabled in one.
	promoteItem, deleteVarItem *fyne.MenuItem
	anLinesItems               []*fyne.MenuItem
	anThreadItems              []*fyne.MenuItem
	anThreads                  []int // the thread counts of anThreadItems
	thinkingItem               *fyne.MenuItem
	// recentItem is Game > Open recent, listing recentShown (window_files.go).
	recentItem  *fyne.MenuItem
	recentShown []string
	// nativeDialogs lets the file dialogs be the system's own (filechooser.go).
	nativeDialogs bool
	// clocksHeld is set while the clocks stand for a dialog (window_modal.go).
	clocksHeld bool
	// title is the window's title as last set.
	title string
	// ctx ends with the window: a file dialog program still open is closed with it.
	ctx    context.Context
	cancel context.CancelFunc
}

// SetNativeDialogs lets the file dialogs be the operating system's own where it has them (the
// app sets it; tests keep Fyne's dialogs).
func (w *Window) SetNativeDialogs(on bool) { w.nativeDialogs = on }

// NewWindow builds the main window around c (it does not show it).
func NewWindow(a fyne.App, c *Controller) *Window {
	w := &Window{app: a, c: c, win: a.NewWindow(Title)}
	w.ctx, w.cancel = context.WithCancel(context.Background())
	w.win.SetIcon(resources.Icon())
	w.moves = NewMoveList(c)
	w.status = widget.NewLabel("")
	w.status.Truncation = fyne.TextTruncateEllipsis
	w.info = newFitLabel() // a long puzzle title wraps rather than hiding its goal; a level's name stays whole
	w.info.TextStyle = fyne.TextStyle{Bold: true}

	nav := container.NewGridWithColumns(4,
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), c.First),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), c.Prev),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), c.Next),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), c.Last),
	)
	w.undoButton = widget.NewButtonWithIcon(lang.X("move.undo", "Undo"), theme.ContentUndoIcon(), c.Undo)
	actions := newButtonRow(
		w.undoButton,
		widget.NewButtonWithIcon(lang.L("Hint"), theme.HelpIcon(), c.Hint),
		widget.NewButtonWithIcon(lang.L("Move now"), theme.MediaPlayIcon(), c.MoveNow),
	)
	w.playHere = widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), c.PlayFromHere)
	w.playHere.Importance = widget.HighImportance
	w.taken = NewCapturedPieces()
	w.an = NewAnalysisPanel(c.PlayAnalysisLine, c.PreviewAnalysisLine)
	w.ex = NewExplorerPanel(c.PlayExplorerMove, c.PreviewExplorerMove, func(i int) {
		w.replacing(func() { c.OpenExplorerGame(i) })
	})
	w.ex.Hide()
	w.rv = NewReviewPanel(c)
	w.notes = NewNotesPanel(c)
	w.clocks = NewClockPanel()
	w.moveBox = newMoveBox(c, func() fyne.Canvas { return w.win.Canvas() })
	side, sideL := newSidePanel(container.NewVBox(w.info, w.an, w.ex, w.taken, w.notes), w.moves, container.NewVBox(w.rv, w.playHere, nav, actions, w.moveBox.box))
	w.side = sideL
	var content *fyne.Container
	content, w.layout = newWindowLayout(c.Board, side, w.status, w.clocks)
	w.win.SetContent(content)
	w.watchSize()

	w.menu = w.buildMenu()
	for _, m := range w.menu.Items {
		w.guardMenu(m.Items)
	}
	w.win.SetMainMenu(w.menu)
	w.addShortcuts()
	w.win.Canvas().SetOnTypedKey(w.typedKey)

	c.OnChange = w.update
	c.OnStatus = func() { w.status.SetText(c.Status()) } // a search's progress: the status line only
	c.OnAnalysis = w.updateAnalysis
	c.OnExplorer = w.updateExplorer
	c.OnReview = w.updateReview
	c.OnPuzzle = w.puzzleJudged
	c.OnGameOver = func(title, msg string) { showMessage(title, msg, theme.InfoIcon(), w.win) }
	c.Confirm = func(title, msg, confirm string, yes func()) { showConfirm(title, msg, confirm, yes, w.win) }
	c.OnError = func(err error) { ShowError(err, w.win) }
	c.OnNotice = func(title, msg string) { showMessage(title, msg, theme.InfoIcon(), w.win) }
	c.OnEngineFault = w.showEngineFault
	w.win.SetCloseIntercept(w.quit)
	w.update()
	w.updateAnalysis()
	return w
}

// ReviewPanel returns the game review's panel.
func (w *Window) ReviewPanel() *ReviewPanel { return w.rv }

// updateReview shows the review's news: the panel and the move list's marks.
func (w *Window) updateReview() {
	w.rv.Update()
	w.side.fit()
	w.moves.Update()
	w.refreshMenu()
}

// AnalysisPanel returns the analysis panel.
func (w *Window) AnalysisPanel() *AnalysisPanel { return w.an }

// updateAnalysis shows the analysis's news; the panel is there only while analysis is on.
func (w *Window) updateAnalysis() {
	v := w.c.Analysis()
	if !v.On {
		if w.an.Visible() {
			w.an.Hide()
			w.ex.SetScores(nil)
			w.side.fit()
		}
		return
	}
	// The analyser tells its news at most every analysisEvery (analysis.go).
	w.an.Set(v)
	if w.ex.Visible() {
		w.ex.SetScores(moveScores(v))
	}
	if !w.an.Visible() {
		w.an.Show()
	}
	w.side.fit()
}

// ExplorerPanel returns the opening explorer's panel.
func (w *Window) ExplorerPanel() *ExplorerPanel { return w.ex }

// updateExplorer shows the explorer's news; the panel is there only while the explorer is on.
func (w *Window) updateExplorer() {
	v := w.c.Explorer()
	if v.On {
		w.ex.Set(v)
		w.ex.SetScores(moveScores(w.c.Analysis()))
	}
	showIf(w.ex, v.On)
	w.side.fit()
	w.refreshMenu()
}

// Window returns the Fyne window.
func (w *Window) Window() fyne.Window { return w.win }

// MoveList returns the move list panel.
func (w *Window) MoveList() *MoveList { return w.moves }

// CapturedPieces returns the panel's captured pieces.
func (w *Window) CapturedPieces() *CapturedPieces { return w.taken }

// StatusText returns the status line's text.
func (w *Window) StatusText() string { return w.status.Text }

func (w *Window) update() {
	w.status.SetText(w.c.Status())
	w.info.SetText(w.modeText())
	title := Title
	if t := w.c.GameTitle(); t != "" {
		title += " — " + t
	}
	if title != w.title {
		w.title = title
		w.win.SetTitle(title)
	}
	if g := w.c.Game(); g != w.boxGame {
		// Another game: why the last game refused a typed move is no longer so.
		w.boxGame = g
		w.moveBox.setWhy("")
	}
	w.moves.Update()
	w.rv.Update()
	w.notes.Update()
	if w.c.CanPlayFromHere() {
		w.playHere.Show()
	} else {
		w.playHere.Hide()
	}
	w.taken.Set(w.c.Game().Start(), w.c.Position(), w.c.Settings().Style, w.c.Settings().Flipped)
	w.updateClocks()
	w.side.fit()
	w.refreshMenu()
}

// updateClocks shows the clocks, and keeps them ticking while one runs.
func (w *Window) updateClocks() {
	v := w.c.Clocks()
	w.clocks.Set(v, w.c.Settings().Flipped)
	if v.Running || w.clocksHeld {
		w.ticker.run(w.c.Do, w.tickClocks)
	} else {
		w.ticker.halt()
	}
}

// tickClocks redraws the clocks; a flag fall ends the game (and the ticking).
func (w *Window) tickClocks() {
	w.c.TickClocks()
	w.holdClocks()
	w.updateClocks()
}

// ClockPanel returns the clocks' panel.
func (w *Window) ClockPanel() *ClockPanel { return w.clocks }

// modeText says who plays and at what level, for the top of the side panel.
func (w *Window) modeText() string {
	if v := w.c.Puzzle(); v.On {
		return PuzzleTitle(v.Puzzle, w.uiLanguage()) + "\n" + PuzzleGoalText(v.Puzzle) // the goal on its own line, never cut
	}
	if w.c.gameIsRecord() {
		// An opened (or named) game: who played it, where and when, its result and opening.
		t := w.c.GameTitle()
		if o := w.c.GameOpening(); o != "" {
			t += " · " + o
		}
		if t != "" {
			return t
		}
	}
	if o := w.c.playedOpening(); o != "" {
		return w.playText() + "\n" + o // the opening of a game played here, as the library names it
	}
	return w.playText()
}

// playText says who plays a game played here and at what level.
func (w *Window) playText() string {
	lv := ai.Levels()[w.c.Settings().Level-1]
	level := fmt.Sprintf(lang.L("Level %d"), lv.N) + glueSep + levelName(lv) // one line in a narrow panel
	if name := w.c.opponentName(); name != "" {
		level = name // an added engine plays (engines.go)
	} else if w.c.Settings().Adaptive && w.c.vsComputer() {
		level = lang.L("Adaptive") + " · " + level // the level the player's rating chose
	}
	switch w.c.Settings().Mode {
	case PlayRed:
		return lang.L("You play Red") + " · " + level
	case PlayBlack:
		return lang.L("You play Black") + " · " + level
	case TwoPlayers:
		return lang.L("Two players")
	}
	return lang.L("Computer vs computer") + " · " + level
}

// uiLanguage is the language the interface speaks, for names the data carries in its own
// languages rather than in the translation files (the practice's titles): the settings' (applied
// at start-up and by every switch of language), the system's resolved.
func (w *Window) uiLanguage() Language { return ResolveLanguage(w.c.Settings().Language) }

// levelName is the level's name in the interface's language: the translation files hold every
// level's name under its English one (TestLevelNamesTranslated).
func levelName(l ai.Level) string { return lang.L(l.NameEN) }

// ---- files and clipboard ----

func (w *Window) copyFEN() { w.app.Clipboard().SetContent(w.c.FEN()) }

func (w *Window) paste() {
	if err := w.c.PasteText(w.app.Clipboard().Content()); err != nil {
		ShowError(fmt.Errorf("%s: %w", lang.L("The clipboard holds no FEN or game"), err), w.win)
	}
}

func (w *Window) resign() {
	showConfirm(lang.L("Resign"), lang.L("Resign this game?"), lang.L("Resign"), w.c.Resign, w.win)
}

// Quit closes the app as its window's close button does: see quit. It runs on the UI goroutine.
func (w *Window) Quit() { w.quit() }

// SetOnQuit sets f to run when the app has been told to quit, everything saved and closed.
func (w *Window) SetOnQuit(f func()) { w.onQuit = f }

// quit records the window size, stops the engine, waits for the last save and closes.
func (w *Window) quit() {
	w.cancel()
	w.ticker.halt()
	w.c.SetWindowSize(w.win.Canvas().Size())
	w.c.Close()
	w.win.Close()
	w.app.Quit()
	if w.onQuit != nil {
		w.onQuit()
	}
}

// ---- help ----

func (w *Window) showRules() {
	text := widget.NewLabel(lang.X("rules.text", rulesText))
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(520, 380))
	dialog.ShowCustom(lang.L("Rules"), lang.L("Close"), scroll, w.win)
}

// PreferredWindowSize returns the window size that shows the board boardHeight units high next
// to the move list.
func PreferredWindowSize(boardHeight float32) fyne.Size {
	boardWidth := boardHeight * resources.BoardWidth / resources.BoardHeight
	return fyne.NewSize(boardWidth+sidePanelWidth+2*theme.Padding(), boardHeight+3*theme.Padding()+40)
}

// rulesText is the Rules dialog in English; translations/zh.json has it in Chinese.
const rulesText = `Red moves first; the players take turns moving one piece. Pieces stand on the points.

King (帥/將): one step along a line, inside the palace. The two kings may never face each other on an open file.
Advisor (仕/士): one step diagonally, inside the palace.
Elephant (相/象): exactly two steps diagonally, never across the river; blocked if the point between is occupied.
Horse (傌/馬): one step along a line, then one diagonally outward; blocked if the first point is occupied.
Rook (俥/車): any distance along a line.
Cannon (炮/砲): moves like a rook; captures by jumping exactly one piece.
Pawn (兵/卒): one step forward; after crossing the river also sideways.

You win by checkmate, or when the other side has no legal move (stalemate loses). In a repetition, a side that gives check with every move (perpetual check) loses; so does a side that, without checking, attacks one and the same piece with every move (perpetual chase: an unprotected piece, or a rook attacked by a horse or a cannon; attacks by a king or a pawn, on a pawn not yet across the river, and offers to trade do not count). When both sides do so, perpetual check loses to perpetual chase; other repetitions are drawn. 60 moves without a capture, or no attacking pieces left, is a draw.

Click a piece, then a point (or drag it). Undo: Ctrl+Z. Hint: Ctrl+H. Move now: Space. Review: ← → Home End.`
