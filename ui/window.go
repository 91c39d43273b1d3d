package ui

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
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
	pw *ProfileWindow
	// anShown is when the analysis panel was last set, anRunning and anWaiting the state it then
	// showed; anDue is set while a later setting is scheduled (see updateAnalysis).
	anShown   time.Time
	anRunning bool
	anWaiting string
	anDue     bool
	rv        *ReviewPanel
	layout    *windowLayout
	status    *widget.Label
	info      *widget.Label
	menu      *fyne.MainMenu
	// playHere is the Play from here button, shown only in review.
	playHere *widget.Button

	levelItems    []*fyne.MenuItem
	styleItems    []*fyne.MenuItem
	themeItems    []*fyne.MenuItem
	notationItems []*fyne.MenuItem
	langItems     []*fyne.MenuItem
	drawItem      *fyne.MenuItem
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
	w.info = widget.NewLabel("")
	w.info.Wrapping = fyne.TextWrapWord // a long puzzle title wraps rather than hiding its goal
	w.info.TextStyle = fyne.TextStyle{Bold: true}

	nav := container.NewGridWithColumns(4,
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), c.First),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), c.Prev),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), c.Next),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), c.Last),
	)
	actions := container.NewGridWithColumns(3,
		widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), c.Undo),
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
	w.clocks = NewClockPanel()
	side, sideL := newSidePanel(container.NewVBox(w.info, w.an, w.ex, w.taken), w.moves, container.NewVBox(w.rv, w.playHere, nav, actions))
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
			w.side.fit()
		}
		return
	}
	// The engine reports every depth, dozens a second at the start of a search, and each report
	// would repaint the panel's texts (every new text is shaped and becomes a texture): a step
	// through a game with the analysis on made some 70 MB of textures a minute. So a new search (no
	// lines yet) or a change of state shows at once, and further reports at most every
	// analysisEvery, the latest then.
	quiet := len(v.Lines) == 0 || v.Running != w.anRunning || v.Waiting != w.anWaiting || !w.an.Visible()
	if wait := analysisEvery - time.Since(w.anShown); !quiet && wait > 0 {
		if !w.anDue {
			w.anDue = true
			time.AfterFunc(wait, func() {
				fyne.Do(func() {
					w.anDue = false
					w.updateAnalysis()
				})
			})
		}
		return
	}
	w.anShown, w.anRunning, w.anWaiting = time.Now(), v.Running, v.Waiting
	w.an.Set(v)
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
	}
	showIf(w.ex, v.On)
	w.side.fit()
	w.refreshMenu()
}

// analysisEvery is the shortest time between two settings of the analysis panel while the engine
// reports on one position.
const analysisEvery = 250 * time.Millisecond

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
	w.moves.Update()
	w.rv.Update()
	if w.c.CanPlayFromHere() {
		w.playHere.Show()
	} else {
		w.playHere.Hide()
	}
	w.taken.Set(w.c.h.game.Start(), w.c.Position(), w.c.settings.Style, w.c.settings.Flipped)
	w.updateClocks()
	w.side.fit()
	w.refreshMenu()
}

// updateClocks shows the clocks, and keeps them ticking while one runs.
func (w *Window) updateClocks() {
	v := w.c.Clocks()
	w.clocks.Set(v, w.c.settings.Flipped)
	if v.Running || w.clocksHeld {
		w.ticker.run(w.c.opts.Do, w.tickClocks)
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
		return PuzzleTitle(v.Puzzle) + "\n" + PuzzleGoalText(v.Puzzle) // the goal on its own line, never cut
	}
	if !w.c.doc.played || w.c.doc.named {
		// An opened (or named) game: who played it, where and when, its result and opening.
		t := w.c.GameTitle()
		if o := w.c.GameOpening(); o != "" {
			t += " · " + o
		}
		if t != "" {
			return t
		}
	}
	if o := w.c.lib.opening; o != "" {
		return w.playText() + "\n" + o // the opening of a game played here, as the library names it
	}
	return w.playText()
}

// playText says who plays a game played here and at what level.
func (w *Window) playText() string {
	lv := ai.Levels()[w.c.settings.Level-1]
	level := fmt.Sprintf("%s %d · %s", lang.L("Level"), lv.N, levelName(lv))
	if name := w.c.opponentName(); name != "" {
		level = name // an added engine plays (engines.go)
	}
	switch w.c.settings.Mode {
	case PlayRed:
		return lang.L("You play Red") + " · " + level
	case PlayBlack:
		return lang.L("You play Black") + " · " + level
	case TwoPlayers:
		return lang.L("Two players")
	}
	return lang.L("Computer vs computer") + " · " + level
}

// chineseUI reports whether the interface speaks Chinese (for names the data carries in both
// languages rather than in the translation files).
func chineseUI() bool { return lang.L("Level") == "级别" }

// levelName is the level's name in the interface's language.
func levelName(l ai.Level) string {
	if chineseUI() {
		return l.NameZH
	}
	return l.NameEN
}

func (w *Window) typedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		w.closeTopDialog()
		return
	}
	if w.modalOpen() {
		return
	}
	w.c.StopAutoReplay() // any key stops an auto-replay (autoreplay.go)
	switch ev.Name {
	case fyne.KeyLeft:
		w.c.Prev()
	case fyne.KeyRight:
		w.c.Next()
	case fyne.KeyHome:
		w.c.First()
	case fyne.KeyEnd:
		w.c.Last()
	case fyne.KeySpace:
		w.c.MoveNow()
	case fyne.KeyF2:
		w.c.ToggleAnalysis()
		w.refreshMenu()
	case fyne.KeyF3:
		w.c.ToggleExplorer()
	}
}

func shortcut(k fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: mod}
}

// addShortcuts registers the shortcuts that have no menu item of their own (the menu items'
// shortcuts are handled by the menu).
func (w *Window) addShortcuts() {
	def := fyne.KeyModifierShortcutDefault
	undo, redo := w.guarded(w.c.Undo), w.guarded(w.c.Redo)
	w.win.Canvas().AddShortcut(shortcut(fyne.KeyZ, def|fyne.KeyModifierShift), func(fyne.Shortcut) { redo() })
	w.win.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { undo() })
	w.win.Canvas().AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { redo() })
}

func (w *Window) buildMenu() *fyne.MainMenu {
	c := w.c
	def := fyne.KeyModifierShortcutDefault
	item := func(label string, action func(), sc fyne.Shortcut) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, action)
		it.Shortcut = sc
		return it
	}
	// One dialog asks who plays, the level, a handicap and the clocks.
	newGame := item(lang.L("New game…"), func() { w.replacing(w.showNewGame) }, shortcut(fyne.KeyN, def))
	w.drawItem = fyne.NewMenuItem(lang.L("Offer a draw"), c.OfferDraw)
	w.resignItem = fyne.NewMenuItem(lang.L("Resign"), w.resign)
	reviewItem := fyne.NewMenuItem(lang.L("Review game"), nil)
	reviewItem.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem(lang.L("Quick (0.2 s a position)"), func() { c.ReviewGame(ReviewQuick) }),
		fyne.NewMenuItem(lang.L("Deep (2 s a position)"), func() { c.ReviewGame(ReviewDeep) }),
	)
	w.cancelReviewItem = fyne.NewMenuItem(lang.L("Cancel review"), c.CancelReview)
	w.promoteItem = fyne.NewMenuItem(lang.L("Promote variation"), func() { c.PromoteVariation() })
	w.retryItem = fyne.NewMenuItem(lang.L("Try again"), c.RetryPuzzle)
	w.solutionItem = fyne.NewMenuItem(lang.L("Show the solution"), c.ShowSolution)
	w.pauseItem = item(lang.L("Pause clocks"), c.PauseClocks, shortcut(fyne.KeyP, def))
	w.deleteVarItem = fyne.NewMenuItem(lang.L("Delete variation"), func() { c.DeleteVariation() })
	quit := fyne.NewMenuItem(lang.L("Quit"), w.quit)
	quit.IsQuit = true
	game := fyne.NewMenu(lang.L("Game"),
		newGame,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Open…"), w.open, shortcut(fyne.KeyO, def)),
		w.openRecentItem(),
		item(lang.L("Save"), w.save, shortcut(fyne.KeyS, def)),
		item(lang.L("Save as…"), w.saveAs, shortcut(fyne.KeyS, def|fyne.KeyModifierShift)),
		item(lang.L("Game info…"), w.showGameInfo, shortcut(fyne.KeyI, def)),
		item(lang.L("Library…"), func() { w.ShowLibrary() }, shortcut(fyne.KeyL, def)),
		fyne.NewMenuItem(lang.L("Profile…"), func() { w.ShowProfile() }),
		item(lang.L("Next file"), func() { w.replacing(func() { w.stepFile(1) }) }, shortcut(fyne.KeyPageDown, def)),
		item(lang.L("Previous file"), func() { w.replacing(func() { w.stepFile(-1) }) }, shortcut(fyne.KeyPageUp, def)),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Copy FEN"), w.copyFEN),
		fyne.NewMenuItem(lang.L("Paste FEN or game"), w.paste),
		item(lang.L("Edit position"), func() { w.replacing(w.editPosition) }, shortcut(fyne.KeyE, def)),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Endgame practice…"), w.showPuzzles, shortcut(fyne.KeyE, def|fyne.KeyModifierShift)),
		w.retryItem,
		w.solutionItem,
		fyne.NewMenuItemSeparator(),
		reviewItem,
		w.cancelReviewItem,
		fyne.NewMenuItemSeparator(),
		w.drawItem,
		w.resignItem,
		fyne.NewMenuItemSeparator(),
		quit,
	)
	move := fyne.NewMenu(lang.L("Move"),
		item(lang.L("Undo"), c.Undo, &fyne.ShortcutUndo{}),
		item(lang.L("Redo"), c.Redo, &fyne.ShortcutRedo{}),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Hint"), c.Hint, shortcut(fyne.KeyH, def)),
		fyne.NewMenuItem(lang.L("Move now")+"  (Space)", c.MoveNow),
		item(lang.L("Play from here"), c.PlayFromHere, shortcut(fyne.KeyReturn, def)),
		w.pauseItem,
		item(lang.L("Next mistake"), func() { c.NextMistake() }, shortcut(fyne.KeyM, def)),
		fyne.NewMenuItemSeparator(),
		w.promoteItem,
		w.deleteVarItem,
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("First move")+"  (Home)", c.First),
		fyne.NewMenuItem(lang.L("Previous move")+"  (←)", c.Prev),
		fyne.NewMenuItem(lang.L("Next move")+"  (→)", c.Next),
		fyne.NewMenuItem(lang.L("Last move")+"  (End)", c.Last),
	)
	move.Items = append(move.Items, w.autoReplayItems()...)

	w.styleItems = nil
	styleNames := map[resources.PieceStyle]string{resources.Traditional: lang.L("Traditional"), resources.Simplified: lang.L("Simplified")}
	for _, s := range resources.PieceStyles() {
		s := s
		w.styleItems = append(w.styleItems, fyne.NewMenuItem(styleNames[s], func() { c.SetStyle(s); w.refreshMenu() }))
	}
	w.themeItems = nil
	themeNames := map[resources.BoardTheme]string{resources.Wood: lang.L("Wood"), resources.Light: lang.L("Light"), resources.Dark: lang.L("Dark")}
	for _, t := range resources.BoardThemes() {
		t := t
		w.themeItems = append(w.themeItems, fyne.NewMenuItem(themeNames[t], func() { c.SetTheme(t); w.refreshMenu() }))
	}
	w.notationItems = nil
	for _, n := range []core.Notation{core.Chinese, core.WXF, core.ICCS} {
		n := n
		label := map[core.Notation]string{core.Chinese: lang.L("Chinese (炮二平五)"), core.WXF: "WXF (C2.5)", core.ICCS: "ICCS (H2-E2)"}[n]
		w.notationItems = append(w.notationItems, fyne.NewMenuItem(label, func() { c.SetNotation(n) }))
	}
	w.langItems = nil
	for _, l := range []Language{SystemLanguage, English, Chinese} {
		l := l
		label := map[Language]string{SystemLanguage: lang.L("System language"), English: "English", Chinese: "中文（简体）"}[l]
		w.langItems = append(w.langItems, fyne.NewMenuItem(label, func() { w.setLanguage(l) }))
	}
	w.soundItem = fyne.NewMenuItem(lang.L("Sound"), func() { c.SetSound(!c.settings.Sound); w.refreshMenu() })
	w.animItem = fyne.NewMenuItem(lang.L("Animation"), func() { c.SetAnimation(!c.settings.Animation); w.refreshMenu() })
	w.thinkingItem = fyne.NewMenuItem(lang.L("Show the computer's thinking"), func() {
		c.SetShowThinking(!c.settings.ShowThinking)
		w.refreshMenu()
	})
	w.analysisItem = item(lang.L("Analysis")+"  (F2)", func() { c.ToggleAnalysis(); w.refreshMenu() }, &fyne.ShortcutSelectAll{}) // Ctrl+A (Cmd+A)
	w.explorerItem = item(lang.L("Explorer")+"  (F3)", c.ToggleExplorer, shortcut(fyne.KeyX, def|fyne.KeyModifierShift))
	w.anLinesItems = nil
	for n := 1; n <= MaxAnalysisLines; n++ {
		w.anLinesItems = append(w.anLinesItems, fyne.NewMenuItem(strconv.Itoa(n), func() { c.SetAnalysisLines(n); w.refreshMenu() }))
	}
	w.anThreadItems = nil
	w.anThreads = analysisThreadChoices()
	for _, n := range w.anThreads {
		w.anThreadItems = append(w.anThreadItems, fyne.NewMenuItem(strconv.Itoa(n), func() { c.SetAnalysisThreads(n); w.refreshMenu() }))
	}
	view := fyne.NewMenu(lang.L("View"),
		item(lang.L("Flip board"), c.Flip, shortcut(fyne.KeyF, def)),
		fyne.NewMenuItemSeparator(),
		w.analysisItem,
		submenu(lang.L("Analysis lines"), w.anLinesItems),
		submenu(lang.L("Analysis threads"), w.anThreadItems),
		w.explorerItem,
		fyne.NewMenuItemSeparator(),
		submenu(lang.L("Piece style"), w.styleItems),
		submenu(lang.L("Board theme"), w.themeItems),
		submenu(lang.L("Notation"), w.notationItems),
		fyne.NewMenuItemSeparator(),
		w.soundItem,
		w.animItem,
		w.thinkingItem,
		fyne.NewMenuItemSeparator(),
		submenu(lang.L("Language"), w.langItems),
	)

	w.levelItems = nil
	for _, l := range ai.Levels() {
		n := l.N
		label := levelLabel(l)
		w.levelItems = append(w.levelItems, fyne.NewMenuItem(label, func() { c.SetLevel(n) }))
	}
	level := fyne.NewMenu(lang.L("Level"), append(append([]*fyne.MenuItem(nil), w.levelItems...), fyne.NewMenuItemSeparator(), w.paceMenuItem(), w.enginesMenuItem())...)

	help := fyne.NewMenu(lang.L("Help"),
		fyne.NewMenuItem(lang.L("Rules"), w.showRules),
		fyne.NewMenuItem(lang.L("About Chuhe"), w.showAbout),
	)
	return fyne.NewMainMenu(game, move, view, level, help)
}

func submenu(label string, items []*fyne.MenuItem) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// refreshMenu ticks the current choices.
func (w *Window) refreshMenu() {
	s := w.c.settings
	changed := false
	check := func(it *fyne.MenuItem, on bool) {
		if it.Checked != on {
			it.Checked = on
			changed = true
		}
	}
	for i, it := range w.levelItems {
		check(it, i+1 == s.Level)
	}
	for i, it := range w.styleItems {
		check(it, resources.PieceStyles()[i] == s.Style)
	}
	for i, it := range w.themeItems {
		check(it, resources.BoardThemes()[i] == s.Theme)
	}
	for i, it := range w.notationItems {
		check(it, []core.Notation{core.Chinese, core.WXF, core.ICCS}[i] == s.Notation)
	}
	for i, it := range w.langItems {
		check(it, []Language{SystemLanguage, English, Chinese}[i] == s.Language)
	}
	for i, it := range w.anLinesItems {
		check(it, i+1 == s.AnalysisLines)
	}
	for i, it := range w.anThreadItems {
		check(it, w.anThreads[i] == s.AnalysisThreads)
	}
	check(w.analysisItem, s.Analysis)
	check(w.explorerItem, w.c.ExplorerOn())
	check(w.soundItem, s.Sound)
	check(w.animItem, s.Animation)
	check(w.thinkingItem, s.ShowThinking)
	w.refreshRecent()
	if off := !w.c.ReviewRunning(); w.cancelReviewItem.Disabled != off {
		w.cancelReviewItem.Disabled = off
		changed = true
	}
	pauseLabel := lang.L("Pause clocks")
	if w.c.ClocksPaused() {
		pauseLabel = lang.L("Resume clocks")
	}
	if w.pauseItem.Label != pauseLabel {
		w.pauseItem.Label = pauseLabel
		changed = true
	}
	if off := !w.c.CanPauseClocks(); w.pauseItem.Disabled != off {
		w.pauseItem.Disabled = off
		changed = true
	}
	for _, it := range []*fyne.MenuItem{w.retryItem, w.solutionItem} {
		if off := !w.c.Puzzle().On; it.Disabled != off {
			it.Disabled = off
			changed = true
		}
	}
	for _, it := range []*fyne.MenuItem{w.promoteItem, w.deleteVarItem} {
		if off := !w.c.InVariation(); it.Disabled != off {
			it.Disabled = off
			changed = true
		}
	}
	if off := !w.c.CanOfferDraw(); w.drawItem.Disabled != off {
		w.drawItem.Disabled = off
		changed = true
	}
	if off := !w.c.CanResign(); w.resignItem.Disabled != off {
		w.resignItem.Disabled = off
		changed = true
	}
	if changed {
		w.menu.Refresh()
	}
}

// ---- files and clipboard ----

func (w *Window) copyFEN() { w.app.Clipboard().SetContent(w.c.FEN()) }

func (w *Window) paste() {
	if err := w.c.LoadPosition(w.app.Clipboard().Content()); err != nil {
		ShowError(fmt.Errorf("%s: %w", lang.L("The clipboard holds no FEN or game"), err), w.win)
	}
}

func (w *Window) resign() {
	showConfirm(lang.L("Resign"), lang.L("Resign this game?"), lang.L("Resign"), w.c.Resign, w.win)
}

// Quit closes the app as its window's close button does: see quit. It runs on the UI goroutine.
func (w *Window) Quit() { w.quit() }

// quit records the window size, stops the engine, waits for the last save and closes.
func (w *Window) quit() {
	w.cancel()
	w.ticker.halt()
	w.c.SetWindowSize(w.win.Canvas().Size())
	w.c.Close()
	w.win.Close()
	w.app.Quit()
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

// analysisThreadChoices are the thread counts the View menu offers for analysis: 1, 2, 3, 4, 6,
// 8 and so on up to the machine's cores.
func analysisThreadChoices() []int {
	var out []int
	for n := 1; n <= max(runtime.NumCPU(), 1); {
		out = append(out, n)
		switch {
		case n < 4:
			n++
		default:
			n += n / 2
		}
	}
	return out
}
