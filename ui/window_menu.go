package ui

import (
	"fmt"
	"runtime"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/resources"
)

// The window's menus, its keys and its shortcuts: what each item calls, and the ticks and the
// enabled items that refreshMenu keeps in step with the controller.

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

// nextMistake shows the reviewed game's next mistake, or says in the status line why there is none
// (Ctrl+M did nothing in a game not reviewed).
func (w *Window) nextMistake() {
	switch {
	case w.c.NextMistake():
	case !w.c.Reviewed():
		w.c.Notify(lang.L("No review yet: Game > Review game finds the mistakes."))
	default:
		w.c.Notify(lang.L("The review found no mistake in this game."))
	}
}

// fieldTakes gives sc, a shortcut that a menu shares with text fields (Ctrl+Z, Ctrl+Y), to the
// field that has the keyboard, and reports whether it did: Ctrl+Z in a comment undoes the typing,
// not a move. The move box takes none while it is empty, so a move typed and played is taken back
// with Ctrl+Z as one clicked is. A click on a menu takes the keyboard from a field first, so the
// menu item clicked always acts on the game.
func (w *Window) fieldTakes(sc fyne.Shortcut) bool {
	f := w.win.Canvas().Focused()
	s, ok := f.(fyne.Shortcutable)
	if !ok {
		return false
	}
	if m, ok := f.(*moveEntry); ok && m.Text == "" {
		return false
	}
	s.TypedShortcut(sc)
	return true
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
	// Taking a move back is "move.undo" (悔棋): "Undo" is a text field's, in its menu (撤销).
	w.undoItem = item(lang.X("move.undo", "Undo"), func() {
		if !w.fieldTakes(&fyne.ShortcutUndo{}) {
			c.Undo()
		}
	}, &fyne.ShortcutUndo{})
	w.redoItem = item(lang.X("move.redo", "Redo"), func() {
		if !w.fieldTakes(&fyne.ShortcutRedo{}) {
			c.Redo()
		}
	}, &fyne.ShortcutRedo{})
	w.drawItem = fyne.NewMenuItem(lang.L("Offer a draw"), c.OfferDraw)
	w.resignItem = fyne.NewMenuItem(lang.L("Resign"), w.resign)
	reviewItem := fyne.NewMenuItem(lang.L("Review game"), nil)
	reviewItem.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem(lang.L("Quick (0.2 s a position)"), func() { c.ReviewGame(ReviewQuick) }),
		fyne.NewMenuItem(lang.L("Deep (2 s a position)"), func() { c.ReviewGame(ReviewDeep) }),
		fyne.NewMenuItemSeparator(), // the review's words (review_coach.go, review_try.go)
		fyne.NewMenuItem(lang.L("Try again at this mistake"), c.TryAgain),
		fyne.NewMenuItem(lang.L("Show threat"), func() { c.SetShowThreat(!c.ShowThreat()) }),
	)
	w.cancelReviewItem = fyne.NewMenuItem(lang.L("Cancel review"), c.CancelReview)
	w.promoteItem = fyne.NewMenuItem(lang.L("Promote variation"), func() { c.PromoteVariation() })
	w.retryItem = fyne.NewMenuItem(lang.L("Try again"), w.retryPuzzle)
	w.solutionItem = fyne.NewMenuItem(lang.L("Show the solution"), w.showSolution)
	w.pauseItem = item(lang.L("Pause clocks"), c.PauseClocks, shortcut(fyne.KeyP, def))
	w.deleteVarItem = fyne.NewMenuItem(lang.L("Delete variation"), func() { c.DeleteVariation() })
	quit := item(lang.L("Quit"), w.quit, shortcut(fyne.KeyQ, def))
	quit.IsQuit = true
	game := fyne.NewMenu(lang.L("Game"),
		newGame,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Open…"), w.open, shortcut(fyne.KeyO, def)),
		w.openRecentItem(),
		item(lang.L("Save"), w.save, shortcut(fyne.KeyS, def)),
		item(lang.L("Save as…"), w.saveAs, shortcut(fyne.KeyS, def|fyne.KeyModifierShift)),
		fyne.NewMenuItem(lang.L("Export position as PNG…"), w.exportPNG),
		fyne.NewMenuItem(lang.L("Export game as GIF…"), w.exportGIF),
		item(lang.L("Game info…"), w.showGameInfo, shortcut(fyne.KeyI, def)),
		item(lang.L("Library…"), func() { w.ShowLibrary() }, shortcut(fyne.KeyL, def)),
		fyne.NewMenuItem(lang.L("Profile…"), func() { w.ShowProfile() }),
		item(lang.L("Next file"), func() { w.replacing(func() { w.stepFile(1) }) }, shortcut(fyne.KeyPageDown, def)),
		item(lang.L("Previous file"), func() { w.replacing(func() { w.stepFile(-1) }) }, shortcut(fyne.KeyPageUp, def)),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Copy PGN"), w.copyPGN),
		fyne.NewMenuItem(lang.L("Copy FEN"), w.copyFEN),
		item(lang.L("Copy the position's picture"), w.copyPicture, shortcut(fyne.KeyC, def|fyne.KeyModifierShift)),
		fyne.NewMenuItem(lang.L("Paste FEN or game"), w.paste),
		item(lang.L("Edit position"), func() { w.replacing(w.editPosition) }, shortcut(fyne.KeyE, def)),
		fyne.NewMenuItemSeparator(),
		reviewItem,
		w.cancelReviewItem,
		fyne.NewMenuItemSeparator(),
		quit,
	)
	move := fyne.NewMenu(lang.L("Move"),
		w.undoItem,
		w.redoItem,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Hint"), c.Hint, shortcut(fyne.KeyH, def)),
		fyne.NewMenuItem(lang.L("Move now")+"  (Space)", c.MoveNow),
		// The game's own ends here, near the top: at the bottom of the long Game menu they were
		// out of sight in an 800×600 window.
		w.drawItem,
		w.resignItem,
		fyne.NewMenuItemSeparator(),
		item(lang.L("Play from here"), c.PlayFromHere, shortcut(fyne.KeyReturn, def)),
		w.pauseItem,
		item(lang.L("Next mistake"), w.nextMistake, shortcut(fyne.KeyM, def)),
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
	move.Items = append(move.Items, w.keyboardItems()...)

	w.styleItems = nil
	styleNames := map[resources.PieceStyle]string{resources.Traditional: lang.L("Traditional"), resources.Simplified: lang.L("Simplified"), resources.International: lang.L("International (pictures)")}
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
	for _, n := range notationChoices() {
		n := n
		w.notationItems = append(w.notationItems, fyne.NewMenuItem(notationLabel(n), func() {
			c.SetNotation(fitNotation(n, ResolveLanguage(c.settings.Language)))
		}))
	}
	w.langItems = nil
	for _, l := range UILanguages() {
		l := l
		w.langItems = append(w.langItems, fyne.NewMenuItem(languageLabel(l), func() { w.setLanguage(l) }))
	}
	w.soundItem = fyne.NewMenuItem(lang.L("Sound"), func() { c.SetSound(!c.settings.Sound); w.refreshMenu() })
	w.animItem = fyne.NewMenuItem(lang.L("Animation"), func() { c.SetAnimation(!c.settings.Animation); w.refreshMenu() })
	w.thinkingItem = fyne.NewMenuItem(lang.L("Show the computer's thinking"), func() {
		c.SetShowThinking(!c.settings.ShowThinking)
		w.refreshMenu()
	})
	w.analysisItem = item(lang.L("Analysis")+"  (F2)", func() { c.ToggleAnalysis(); w.refreshMenu() }, shortcut(fyne.KeyA, def|fyne.KeyModifierShift))
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
		// Near the top: at the bottom its submenu opened at the window's lower edge, its last
		// languages out of sight in an 800×600 window and nearly all of them at 500×450.
		submenu(lang.L("Language"), w.langItems),
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
	)

	w.levelItems = nil
	for _, l := range ai.Levels() {
		n := l.N
		label := levelLabel(l)
		w.levelItems = append(w.levelItems, fyne.NewMenuItem(label, func() { c.ChooseLevel(n) }))
	}
	level := fyne.NewMenu(lang.L("Level"), append(append([]*fyne.MenuItem(nil), w.levelItems...), fyne.NewMenuItemSeparator(), w.paceMenuItem(), w.enginesMenuItem())...)

	help := fyne.NewMenu(lang.L("Help"),
		fyne.NewMenuItem(lang.L("Rules"), w.showRules),
		fyne.NewMenuItem(lang.L("About Chuhe"), w.showAbout),
	)
	// The Training menu (training_dialog.go) holds the endgame practice's items.
	training := w.trainingMenu(reviewItem, item(lang.L("Endgame practice…"), w.showPuzzles, shortcut(fyne.KeyE, def|fyne.KeyModifierShift)),
		w.retryItem, w.solutionItem)
	return fyne.NewMainMenu(game, move, w.annotateMenu(), view, level, training, help)
}

func submenu(label string, items []*fyne.MenuItem) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, nil)
	it.ChildMenu = fyne.NewMenu("", items...)
	return it
}

// refreshMenu ticks the current choices.
func (w *Window) refreshMenu() {
	s := w.c.Settings()
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
		check(it, sameNotation(notationChoices()[i], s.Notation))
	}
	for i, it := range w.langItems {
		check(it, UILanguages()[i] == s.Language)
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
	// A disabled item's shortcut still reaches its action, which gives Ctrl+Z to a text field.
	for _, e := range []struct {
		it *fyne.MenuItem
		on bool
	}{
		{w.promoteItem, w.c.InVariation()}, {w.deleteVarItem, w.c.InVariation()},
		{w.undoItem, w.c.CanUndo()}, {w.redoItem, w.c.CanRedo()},
		{w.drawItem, w.c.CanOfferDraw()}, {w.resignItem, w.c.CanResign()},
	} {
		if e.it.Disabled == e.on {
			e.it.Disabled = !e.on
			changed = true
		}
	}
	if changed {
		w.menu.Refresh()
	}
}

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

// autoReplayItems are the Move menu's auto-replay items: Auto-replay (Ctrl+R) starts or stops it
// at the speed chosen, and a submenu chooses the speed (and starts it), its mark on the speed.
func (w *Window) autoReplayItems() []*fyne.MenuItem {
	c := w.c
	toggle := fyne.NewMenuItem(lang.L("Auto-replay"), c.ToggleAutoReplay)
	toggle.Shortcut = shortcut(fyne.KeyR, fyne.KeyModifierShortcutDefault)
	var speeds []*fyne.MenuItem
	for _, d := range ReplaySpeeds() {
		label := fmt.Sprintf(lang.L("%s s a move"), strconv.FormatFloat(d.Seconds(), 'f', -1, 64))
		speeds = append(speeds, fyne.NewMenuItem(label, func() { c.AutoReplay(d) }))
	}
	mark := func() {
		toggle.Checked = c.AutoReplaying()
		for i, it := range speeds {
			it.Checked = ReplaySpeeds()[i] == c.ReplaySpeed()
		}
		if w.menu != nil {
			w.menu.Refresh()
		}
	}
	mark()
	c.OnAutoReplay = mark
	speed := fyne.NewMenuItem(lang.L("Auto-replay speed"), nil)
	speed.ChildMenu = fyne.NewMenu("", speeds...)
	return []*fyne.MenuItem{fyne.NewMenuItemSeparator(), toggle, speed}
}
