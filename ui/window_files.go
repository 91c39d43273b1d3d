package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
	"github.com/chuhe-xq/chuhe/library"
)

// The window's side of game files: Open (the system's dialog, a list to choose from when a file
// holds several games), Open recent, the next and previous file of a folder, Save back to the
// game's file, Save as, and Game info.

// gameFiles is what Open shows and what Next file and Previous file walk.
func gameFiles() fileFilter {
	return fileFilter{name: lang.L("Game files"),
		exts: []string{"pgn", "xqf", "cbf", "cbr", "cbl", "che", "ubb", "txt", "wxf", "htm", "html"}}
}

// readGames reads every game of a file that reads, off the UI goroutine, with a note of what was
// left out or cut short ("" when it read whole).
func readGames(path string) ([]*core.PGNGame, string, error) {
	return fileGames(gamefile.ReadFile(path))
}

// open asks for a game file and opens it, after asking whether to leave a game in progress.
func (w *Window) open() {
	w.replacing(func() {
		w.choose(fileRequest{title: lang.L("Open a game"), folder: w.c.Folder(false), filter: gameFiles()}, func(path string) {
			if path != "" {
				w.openPath(path, chooseGame)
			}
		})
	})
}

// OpenFile opens the game file at path as Open does (a file of several games lists them).
func (w *Window) OpenFile(path string) { w.openPath(path, chooseGame) }

// Games of a file openPath opens besides a game's number.
const (
	chooseGame = -1 // a file of several games lets the user choose one
	lastGame   = -2 // the file's last game
)

// openPath reads the file at path in the background and opens its game number index, or as
// chooseGame or lastGame say.
func (w *Window) openPath(path string, index int) {
	go func() {
		games, note, err := readGames(path)
		w.c.Do(func() {
			if err != nil {
				w.openFailed(path, err)
				return
			}
			if index == lastGame {
				index = len(games) - 1
			}
			if note != "" && index == chooseGame {
				showMessage(lang.L("Not everything in the file could be read"), filepath.Base(path)+":\n"+note,
					theme.NewWarningThemedResource(theme.WarningIcon()), w.win)
			}
			if index >= 0 && index < len(games) || len(games) == 1 {
				w.loadFrom(path, games, max(index, 0))
				return
			}
			w.chooseFrom(path, games)
		})
	}()
}

// openFailed says, in the interface's language, that the file at path could not be opened, and
// why (the reader's own words name the line and the move).
func (w *Window) openFailed(path string, err error) {
	ShowError(fmt.Errorf(lang.L("%s could not be opened: %w"), filepath.Base(path), err), w.win)
}

// loadFrom opens game i of the games read from path.
func (w *Window) loadFrom(path string, games []*core.PGNGame, i int) {
	w.c.LoadPGNGame(games[i])
	w.c.SetGameFile(path, i, len(games))
}

// gameLabel is a line of the list of a file's games: number, players, event, date and result.
func gameLabel(i int, pg *core.PGNGame) string {
	get := func(name string) string { return tagText(pg.Tags, name) }
	parts := []string{fmt.Sprintf("%d.", i+1)}
	if red, black := get("Red"), get("Black"); red != "" || black != "" {
		parts = append(parts, red+" – "+black)
	}
	if v := get("Event"); v != "" {
		parts = append(parts, v)
	}
	if v := get("Date"); v != "" {
		v, _ = library.GameDate(get("Event"), v) // 1955-07-27, whatever the file wrote
		parts = append(parts, v)
	}
	result := get("Result")
	if result == "" {
		result = "*"
	}
	moves := (pg.Game.Len() + 1) / 2 // as the move list numbers them: a move is Red's and Black's
	parts = append(parts, result, fmt.Sprintf(plural(moves, "%d move", "%d moves"), moves))
	return strings.Join(parts, "  ")
}

// chooseFrom lets the user choose one of a file's games from a list with a filter.
func (w *Window) chooseFrom(path string, games []*core.PGNGame) {
	labels := make([]string, len(games))
	for i, g := range games {
		labels[i] = gameLabel(i, g)
	}
	shown := make([]int, len(games))
	for i := range shown {
		shown[i] = i
	}
	var d dialog.Dialog
	list := widget.NewList(func() int { return len(shown) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(labels[shown[id]]) })
	list.OnSelected = func(id widget.ListItemID) {
		d.Hide()
		w.loadFrom(path, games, shown[id])
	}
	filter := NewDialogEntry()
	filter.SetPlaceHolder(lang.L("Filter by player, event, year…"))
	filter.OnChanged = func(s string) {
		s = strings.ToLower(strings.TrimSpace(s))
		shown = shown[:0]
		for i, l := range labels {
			if s == "" || strings.Contains(strings.ToLower(l), s) {
				shown = append(shown, i)
			}
		}
		list.UnselectAll()
		list.Refresh()
	}
	title := fmt.Sprintf(lang.L("%s: %d games"), filepath.Base(path), len(games))
	d = dialog.NewCustom(title, lang.L("Cancel"), container.NewBorder(filter, nil, nil, nil, list), w.win)
	size := w.win.Canvas().Size()
	d.Resize(fyne.NewSize(max(min(size.Width*0.9, 900), 360), max(size.Height*0.8, 300)))
	w.showDialog(d)
	w.win.Canvas().Focus(filter)
}

// stepFile opens the next (step 1) or previous (-1) game file of the folder of the game's file,
// by name; in a file of several games it first steps through its games.
func (w *Window) stepFile(step int) {
	path, index, count := w.c.GameFile()
	if path == "" {
		return
	}
	if i := index + step; count > 1 && i >= 0 && i < count {
		w.openPath(path, i)
		return
	}
	go func() {
		next := neighbourFile(path, step, gameFiles())
		w.c.Do(func() {
			if next == "" {
				w.c.Notify(lang.L("No more game files in this folder."))
				return
			}
			first := 0
			if step < 0 {
				first = lastGame // stepping back, a file of several opens at its last game
			}
			w.openPath(next, first)
		})
	}()
}

// neighbourFile is the file of f's kind after (step 1) or before (-1) path in its folder, by
// name; "" when there is none.
func neighbourFile(path string, step int, f fileFilter) string {
	dir, name := filepath.Split(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && f.matches(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	i, found := slices.BinarySearch(names, name)
	switch {
	case step > 0 && found:
		i++
	case step < 0:
		i--
	}
	if i < 0 || i >= len(names) {
		return ""
	}
	return filepath.Join(dir, names[i])
}

// save writes the game back to its file when it can (see CanSaveInPlace), else asks where.
func (w *Window) save() {
	if !w.c.CanSaveInPlace() {
		w.saveAs()
		return
	}
	path, _, _ := w.c.GameFile()
	w.c.SaveFile(path, w.saved)
}

// saveAs asks where to save the game as PGN, suggesting a name from its players.
func (w *Window) saveAs() {
	folder := w.c.Folder(false)
	name := "chuhe.pgn"
	if path, _, _ := w.c.GameFile(); path != "" {
		folder = filepath.Dir(path)
		name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + ".pgn"
	} else if t := w.c.GameTitle(); t != "" {
		name = safeFileName(t) + ".pgn"
	}
	w.choose(fileRequest{title: lang.L("Save the game"), folder: folder, name: name, save: true,
		filter: fileFilter{name: "PGN", exts: []string{"pgn"}}}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".pgn"
		}
		w.c.SaveFile(path, w.saved)
	})
}

// saved reports a failed save.
func (w *Window) saved(err error) {
	if err != nil {
		ShowError(fmt.Errorf("%s: %w", lang.L("Could not save the game"), err), w.win)
	}
}

// safeFileName turns a title into a file name: no separators or characters systems refuse.
func safeFileName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '_'
		}
		return r
	}, s)
	s = strings.TrimSpace(strings.ReplaceAll(s, " · ", " "))
	if r := []rune(s); len(r) > 80 {
		s = string(r[:80])
	}
	return s
}

// openRecentItem is Game > Open recent, its submenu rebuilt from the settings.
func (w *Window) openRecentItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(lang.L("Open recent"), nil)
	it.ChildMenu = fyne.NewMenu("")
	w.recentItem = it
	w.refreshRecent()
	return it
}

// refreshRecent lists the recent files in Game > Open recent.
func (w *Window) refreshRecent() {
	if w.recentItem == nil {
		return
	}
	files := w.c.RecentFiles()
	if slices.Equal(files, w.recentShown) {
		return
	}
	w.recentShown = files
	var items []*fyne.MenuItem
	for _, p := range files {
		items = append(items, fyne.NewMenuItem(p, func() { w.replacing(func() { w.openPath(p, chooseGame) }) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(lang.L("No recent files"), nil)
		none.Disabled = true
		items = append(items, none)
	}
	w.recentItem.ChildMenu.Items = items
	w.menu.Refresh()
}

// showGameInfo shows the game's header in a form the user can edit: event, players, date,
// result, opening.
func (w *Window) showGameInfo() {
	tags := w.c.GameTags()
	names := GameTagNames()
	entries := make([]*DialogEntry, len(names))
	var items []*widget.FormItem
	for i, name := range names {
		e := NewDialogEntry()
		v, _ := tags.Get(name)
		e.SetText(v)
		entries[i] = e
		items = append(items, widget.NewFormItem(lang.L(name), e))
	}
	// The fields scroll in a window too low for them all (at 500×450 the buttons covered the last).
	form := widget.NewForm(items...)
	fields := container.NewVScroll(form)
	fields.SetMinSize(fyne.NewSize(0, max(120, min(form.MinSize().Height, w.win.Canvas().Size().Height-160))))
	d := dialog.NewCustomConfirm(lang.L("Game info"), lang.L("Save"), lang.L("Cancel"), fields, func(ok bool) {
		if !ok {
			return
		}
		var out core.PGNTags
		for _, t := range tags { // the other tags the game came with stay
			if !slices.Contains(names, t.Name) {
				out = append(out, t)
			}
		}
		for i, name := range names {
			out.Set(name, entries[i].Text)
		}
		w.c.SetGameTags(out)
	}, w.win)
	d.Resize(fyne.NewSize(min(w.win.Canvas().Size().Width*0.9, 520), 0))
	w.showDialog(d)
}

// replacing runs then after asking, when a game is in progress, whether to leave it (once per
// game; "Don't ask again" turns the question off).
func (w *Window) replacing(then func()) {
	if !w.c.InProgress() || w.c.Settings().NoReplaceQuestion {
		then()
		return
	}
	again := widget.NewCheck(lang.L("Don't ask again"), nil)
	text := widget.NewLabel(lang.L("The game in progress is kept in the game's autosave only until the next game. Leave it?"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Leave the game in progress?"), lang.L("Leave it"), lang.L("Cancel"),
		container.NewVBox(text, again), func(ok bool) {
			if !ok {
				return
			}
			if again.Checked {
				w.c.SetNoReplaceQuestion(true)
			}
			then()
		}, w.win)
	d.Resize(fyne.NewSize(min(w.win.Canvas().Size().Width*0.9, 460), 0))
	w.showDialog(d)
}
