package ui

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// LibraryWindow is Game > Library…: a search of the game library by player, event, opening,
// result, collection and the board's position, the games found in a sortable table, and the
// buttons to open, delete and export them and to import files and folders.
type LibraryWindow struct {
	w   *Window
	win fyne.Window

	player, event, ecco *windowEntry
	result, collection  *widget.Select
	order               *widget.Select
	position            *widget.Check
	table               *widget.Table
	count               *widget.Label
	progress            *widget.ProgressBar
	cancelImport        *widget.Button
	importing           context.CancelFunc

	games    []library.GameInfo
	selected int // the selected row, -1 for none
	// Searched is called after every search's answer (tests wait for it).
	Searched func()
}

// libraryColumns are the table's columns.
var libraryColumns = []string{"Red", "Black", "Event", "Date", "Result", "ECCO"}

// libraryColumnWidths are the table's column widths: each column's own, or its header's when the
// interface's language names it longer ("ECCO 编号" overflowed the ECCO column's 70).
func libraryColumnWidths() []float32 {
	widths := []float32{150, 150, 290, 115, 80, 70}
	pad := 2*theme.InnerPadding() + 2*theme.Padding() // a header button's padding around its text
	for i, name := range libraryColumns {
		text := fyne.MeasureText(lang.L(name), theme.TextSize(), fyne.TextStyle{Bold: true}).Width
		widths[i] = max(widths[i], float32(math.Ceil(float64(text+pad))))
	}
	return widths
}

// libraryOrders are the sort orders offered, in the order shown.
var libraryOrders = []library.Order{library.ByDate, library.ByRed, library.ByBlack, library.ByEvent, library.ByECCO, library.ByID}

// ShowLibrary opens the library window (or brings it forward), searching at once.
func (w *Window) ShowLibrary() *LibraryWindow {
	if !w.c.HasLibrary() {
		ShowError(fmt.Errorf("%s", lang.L("No game library.")), w.win)
		return nil
	}
	if w.lw != nil {
		w.lw.win.RequestFocus()
		return w.lw
	}
	lw := &LibraryWindow{w: w, win: w.app.NewWindow(lang.L("Game library")), selected: -1}
	w.lw = lw
	lw.build()
	lw.win.SetOnClosed(func() {
		if lw.importing != nil {
			lw.importing()
		}
		w.lw = nil
	})
	closeOnKeys(lw.win)
	lw.win.Resize(fyne.NewSize(980, 640))
	lw.win.Show()
	lw.Search()
	return lw
}

func (lw *LibraryWindow) build() {
	lw.player = newWindowEntry(lw.win)
	lw.player.SetPlaceHolder(lang.L("Player"))
	lw.event = newWindowEntry(lw.win)
	lw.event.SetPlaceHolder(lang.L("Event"))
	lw.ecco = newWindowEntry(lw.win)
	lw.ecco.SetPlaceHolder("ECCO")
	for _, e := range []*windowEntry{lw.player, lw.event, lw.ecco} {
		e.OnSubmitted = func(string) { lw.Search() }
	}
	lw.result = widget.NewSelect([]string{lang.L("Any result"), "1-0", "1/2-1/2", "0-1"}, func(string) { lw.Search() })
	lw.result.SetSelectedIndex(0)
	lw.collection = widget.NewSelect([]string{lang.L("All collections"), lang.L("Master games"), lang.L("My games"), lang.L("Imported")},
		func(string) { lw.Search() })
	lw.collection.SetSelectedIndex(0)
	orders := []string{lang.L("Newest first"), lang.L("By Red"), lang.L("By Black"), lang.L("By event"), lang.L("By ECCO"), lang.L("As stored")}
	lw.order = widget.NewSelect(orders, func(string) { lw.Search() })
	lw.order.SetSelectedIndex(0)
	for _, s := range []*widget.Select{lw.result, lw.collection, lw.order} {
		fitSelect(s)
	}
	lw.position = widget.NewCheck(lang.L("This position"), func(bool) { lw.Search() })
	search := widget.NewButton(lang.L("Search"), lw.Search)
	search.Importance = widget.HighImportance
	fields := container.NewGridWithColumns(3, lw.player, lw.event, lw.ecco)
	choices := container.NewHBox(lw.result, lw.collection, lw.order, lw.position, search)

	lw.table = widget.NewTable(func() (int, int) { return len(lw.games), len(libraryColumns) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lw.cell(id.Row, id.Col)) })
	lw.table.ShowHeaderRow = true
	lw.table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	lw.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col < 0 {
			return
		}
		b.SetText(lang.L(libraryColumns[id.Col]))
		col := id.Col
		b.OnTapped = func() { lw.sortBy(col) }
	}
	for i, wd := range libraryColumnWidths() {
		lw.table.SetColumnWidth(i, wd)
	}
	lw.table.OnSelected = func(id widget.TableCellID) { lw.selected = id.Row }
	lw.table.OnUnselected = func(widget.TableCellID) { lw.selected = -1 }

	lw.count = widget.NewLabel("")
	lw.progress = widget.NewProgressBar()
	lw.progress.Hide()
	lw.cancelImport = widget.NewButton(lang.L("Cancel"), func() {
		if lw.importing != nil {
			lw.importing()
		}
	})
	lw.cancelImport.Hide()
	buttons := container.NewHBox(
		widget.NewButton(lang.L("Open"), lw.Open),
		widget.NewButton(lang.L("Delete"), lw.delete),
		widget.NewButton(lang.L("Export…"), lw.export),
		widget.NewButton(lang.L("Import files…"), lw.importFile),
		widget.NewButton(lang.L("Import a folder…"), lw.importFolder),
	)
	bottom := container.NewBorder(nil, nil, lw.count, container.NewHBox(lw.cancelImport, buttons), lw.progress)
	lw.win.SetContent(container.NewBorder(container.NewVBox(fields, choices), bottom, nil, nil, lw.table))
}

// cell is the text of a table cell.
func (lw *LibraryWindow) cell(row, col int) string {
	if row < 0 || row >= len(lw.games) {
		return ""
	}
	g := lw.games[row]
	switch col {
	case 0:
		return g.Red
	case 1:
		return g.Black
	case 2:
		return g.Event
	case 3:
		return g.Date
	case 4:
		if g.Result == core.Ongoing {
			return "*"
		}
		return g.Result.String()
	}
	return g.ECCO
}

// sortBy sorts by the table's column col (the date newest first, the result as stored).
func (lw *LibraryWindow) sortBy(col int) {
	order := map[int]library.Order{0: library.ByRed, 1: library.ByBlack, 2: library.ByEvent, 3: library.ByDate, 5: library.ByECCO}[col]
	for i, o := range libraryOrders {
		if o == order {
			lw.order.SetSelectedIndex(i) // searches
			return
		}
	}
}

// filter is the search the fields ask for.
func (lw *LibraryWindow) filter() library.Filter {
	f := library.Filter{
		Player: strings.TrimSpace(lw.player.Text),
		Event:  strings.TrimSpace(lw.event.Text),
		ECCO:   strings.ToUpper(strings.TrimSpace(lw.ecco.Text)),
		Order:  libraryOrders[max(0, lw.order.SelectedIndex())],
	}
	if i := lw.result.SelectedIndex(); i > 0 {
		f.HasResult, f.Result = true, []core.Outcome{core.RedWins, core.Draw, core.BlackWins}[i-1]
	}
	if i := lw.collection.SelectedIndex(); i > 0 {
		f.Collection = []string{library.Masters, MyGames, library.Imported}[i-1]
	}
	if lw.position.Checked {
		p := lw.w.c.Position() // the search's own copy: the board may move on while it runs
		f.Position = &p
	}
	return f
}

// Search searches with the fields as they are.
func (lw *LibraryWindow) Search() {
	if lw.order == nil || lw.position == nil || lw.count == nil {
		return // still being built: the Selects search when given their first choice
	}
	lw.count.SetText(lang.L("Searching…"))
	lw.w.c.SearchLibrary(lw.filter(), func(games []library.GameInfo, total int, err error) {
		if err != nil {
			ShowError(err, lw.win)
			return
		}
		lw.games = games
		lw.selected = -1
		lw.table.UnselectAll()
		lw.table.Refresh()
		text := fmt.Sprintf(plural(total, "%s game", "%s games"), groupDigits(total))
		if total > len(games) {
			text += " · " + fmt.Sprintf(lang.L("the first %d shown"), len(games))
		}
		lw.count.SetText(text)
		if lw.Searched != nil {
			lw.Searched()
		}
	})
}

// Games returns the games listed.
func (lw *LibraryWindow) Games() []library.GameInfo { return lw.games }

// Select selects row i (tests).
func (lw *LibraryWindow) Select(i int) { lw.table.Select(widget.TableCellID{Row: i, Col: 0}) }

// SetSearch fills the search fields (tests): player, event, ECCO and "this position".
func (lw *LibraryWindow) SetSearch(player, event, ecco string, position bool) {
	lw.player.SetText(player)
	lw.event.SetText(event)
	lw.ecco.SetText(ecco)
	lw.position.SetChecked(position) // searches when it changes
	lw.Search()
}

// Window returns the Fyne window.
func (lw *LibraryWindow) Window() fyne.Window { return lw.win }

// Open opens the selected game for review in the main window, at the position searched for.
func (lw *LibraryWindow) Open() {
	if lw.selected < 0 || lw.selected >= len(lw.games) {
		return
	}
	g := lw.games[lw.selected]
	// The main window comes forward first: it may ask whether to leave the game in progress.
	lw.w.win.RequestFocus()
	lw.w.replacing(func() {
		lw.w.c.OpenLibraryGame(g.ID, g.Ply, func(err error) {
			if err != nil {
				ShowError(err, lw.win)
				return
			}
			lw.w.win.RequestFocus()
		})
	})
}

func (lw *LibraryWindow) delete() {
	if lw.selected < 0 || lw.selected >= len(lw.games) {
		return
	}
	g := lw.games[lw.selected]
	msg := fmt.Sprintf(lang.L("Delete %s – %s from the library?"), g.Red, g.Black)
	dialog.ShowConfirm(lang.L("Delete"), msg, func(yes bool) {
		if !yes {
			return
		}
		lw.w.c.DeleteLibraryGames([]int64{g.ID}, func(err error) {
			if err != nil {
				ShowError(err, lw.win)
			}
			lw.Search()
		})
	}, lw.win)
}

// export writes the selected game, or every game listed when none is, as one PGN file.
func (lw *LibraryWindow) export() {
	var ids []int64
	if lw.selected >= 0 && lw.selected < len(lw.games) {
		ids = []int64{lw.games[lw.selected].ID}
	} else {
		for _, g := range lw.games {
			ids = append(ids, g.ID)
		}
	}
	if len(ids) == 0 {
		return
	}
	lw.w.choose(fileRequest{title: lang.L("Export as PGN"), folder: lw.w.c.Folder(true), name: "games.pgn", save: true,
		filter: fileFilter{name: "PGN", exts: []string{"pgn"}}, parent: lw.win}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".pgn"
		}
		lw.w.c.ExportLibraryGames(ids, path, func(err error) {
			if err != nil {
				ShowError(err, lw.win)
				return
			}
			lw.count.SetText(fmt.Sprintf(plural(len(ids), "%d game exported to %s", "%d games exported to %s"), len(ids), filepath.Base(path)))
		})
	})
}

// importFile imports the game files chosen (several at once where the system's dialog allows it).
func (lw *LibraryWindow) importFile() {
	r := fileRequest{title: lang.L("Import games"), folder: lw.w.c.Folder(false), filter: gameFiles(), many: true, parent: lw.win}
	lw.w.chooseAll(r, func(paths []string) {
		if len(paths) > 0 {
			lw.Import(paths)
		}
	})
}

// importFolder imports every game file of the folder chosen and of its subfolders.
func (lw *LibraryWindow) importFolder() {
	r := fileRequest{title: lang.L("Import a folder"), folder: lw.w.c.Folder(false), dir: true, parent: lw.win}
	lw.w.chooseAll(r, func(paths []string) {
		if len(paths) > 0 {
			lw.Import(paths)
		}
	})
}

// Import imports files and folders with the progress shown and Cancel offered.
func (lw *LibraryWindow) Import(paths []string) {
	if lw.importing != nil {
		return // one import at a time
	}
	ctx, cancel := context.WithCancel(context.Background())
	lw.importing = cancel
	lw.progress.SetValue(0)
	lw.progress.Show()
	lw.cancelImport.Show()
	lw.count.SetText(lang.L("Importing…"))
	lw.w.c.ImportIntoLibrary(ctx, paths, func(p library.Progress) {
		if p.Files > 0 {
			lw.progress.SetValue(float64(p.FilesDone) / float64(p.Files))
		}
		lw.count.SetText(fmt.Sprintf(lang.L("%d of %d files · %d games added"), p.FilesDone, p.Files, p.Added))
	}, func(st library.ImportStats, err error) {
		cancelled := ctx.Err() != nil // by Cancel, before the cancel below that frees the context
		cancel()
		lw.importing = nil
		lw.progress.Hide()
		lw.cancelImport.Hide()
		if err != nil && !cancelled {
			ShowError(err, lw.win)
		}
		msg := fmt.Sprintf(lang.L("%d games added, %d already there, %d files unread"), st.Added, st.Duplicates, st.Failed)
		title := lang.L("Import done")
		if cancelled {
			title = lang.L("Import cancelled")
		}
		lw.Search()
		dialog.ShowInformation(title, msg, lw.win)
	})
}

// fitSelect makes a drop-down list as wide as its longest choice: a Select is as wide as its
// placeholder ("(Select one)"), and in a row, where nothing stretches it, it cut its choices short
// ("All collectio…").
func fitSelect(s *widget.Select) {
	longest, width := s.PlaceHolder, float32(0)
	for _, o := range append([]string{s.PlaceHolder}, s.Options...) {
		if w := fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width; w > width {
			longest, width = o, w
		}
	}
	s.PlaceHolder = longest
}
