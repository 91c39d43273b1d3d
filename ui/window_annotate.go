package ui

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/gamefile"
)

// The window's side of annotating and sharing: the Annotate menu (marks, comment, drawing), and
// in the Game menu the pictures (a PNG of the position, a GIF of the game, the position's picture
// on the clipboard) and copying and pasting games and positions as text.

// markNames name the marks in the Annotate menu.
func markNames() map[core.NAG]string {
	return map[core.NAG]string{
		core.GoodMove:        lang.L("Good move"),
		core.MistakeMove:     lang.L("Mistake"),
		core.BrilliantMove:   lang.L("Brilliant move"),
		core.BlunderMove:     lang.L("Blunder"),
		core.InterestingMove: lang.L("Interesting move"),
		core.DubiousMove:     lang.L("Dubious move"),
	}
}

// annotateMenu is the Annotate menu: the marks with Ctrl+1 to Ctrl+6 (Ctrl+0 takes the mark
// away), the comment box, and the drawing.
func (w *Window) annotateMenu() *fyne.Menu {
	c := w.c
	def := fyne.KeyModifierShortcutDefault
	names := markNames()
	var items []*fyne.MenuItem
	for i, g := range core.MoveMarks() {
		it := fyne.NewMenuItem(g.String()+"  "+names[g], func() { c.SetMark(g) })
		it.Shortcut = shortcut(fyne.KeyName(strconv.Itoa(i+1)), def)
		items = append(items, it)
	}
	none := fyne.NewMenuItem(lang.L("No mark"), func() { c.SetMark(core.NoNAG) })
	none.Shortcut = shortcut(fyne.Key0, def)
	comment := fyne.NewMenuItem(lang.L("Comment…"), func() { w.win.Canvas().Focus(w.notes.Entry()) })
	comment.Shortcut = shortcut(fyne.KeyK, def)
	howTo := fyne.NewMenuItem(lang.L("Right-drag: arrow · right-click: circle"), nil)
	colours := fyne.NewMenuItem(lang.L("Green · Shift red · Alt or Super blue · Ctrl yellow"), nil)
	howTo.Disabled, colours.Disabled = true, true
	items = append(items, none, fyne.NewMenuItemSeparator(), comment,
		fyne.NewMenuItem(lang.L("Clear the drawing"), c.ClearShapes), fyne.NewMenuItemSeparator(), howTo, colours)
	return fyne.NewMenu(lang.L("Annotate"), items...)
}

// copyPGN puts the game, with its comments, marks, drawings and variations, on the clipboard as
// PGN in the notation chosen.
func (w *Window) copyPGN() {
	var b bytes.Buffer
	if err := w.c.WritePGN(&b); err != nil {
		ShowError(err, w.win)
		return
	}
	w.app.Clipboard().SetContent(b.String())
}

// PasteText opens text as another program's clipboard gives it: a FEN (after "fen " or
// "position fen " too, as engines and sites write it), else a game in any text format gamefile
// reads (PGN in its dialects, DhtmlXQ, a list of moves), shown for review.
func (c *Controller) PasteText(text string) error {
	text = strings.TrimSpace(text)
	fen := text
	for _, prefix := range []string{"position fen ", "fen "} {
		if len(fen) > len(prefix) && strings.EqualFold(fen[:len(prefix)], prefix) {
			fen = strings.TrimSpace(fen[len(prefix):])
		}
	}
	var fenErr error // a position's fault, when the text is one: more use than "no game"
	if !strings.Contains(fen, "\n") {
		g, err := core.NewGameFromFEN(strings.TrimSuffix(fen, " moves"))
		if err == nil {
			c.LoadGame(g)
			return nil
		}
		if strings.Count(fen, "/") == 9 {
			fenErr = err
		}
	}
	pg, _, err := ParseGameFile("clipboard.txt", []byte(text))
	// Text without a header is taken for a list of moves first; as PGN it may read further
	// (comments, variations, a result).
	if games, perr := core.ReadPGN(strings.NewReader(text)); perr == nil && len(games) > 0 &&
		(err != nil || games[0].Game.Len() > pg.Game.Len()) {
		pg, err = games[0], nil
	}
	switch {
	case err != nil && fenErr != nil:
		return fenErr
	case errors.Is(err, gamefile.ErrUnsupported):
		// Not a file: the file reader's "this is a text file…" would say it wrongly.
		return errors.New(lang.L("the text is neither a position (FEN) nor a game's moves"))
	case err != nil:
		return err
	}
	c.LoadPGNGame(pg)
	return nil
}

// pictureWidths are the widths offered for a picture, in pixels.
var pictureWidths = []int{320, 480, 640, 800, 1200, 1600}

// pictureDelays are the delays offered between a GIF's moves.
var pictureDelays = []time.Duration{500 * time.Millisecond, time.Second, 1500 * time.Millisecond, 2 * time.Second, 3 * time.Second}

// askPicture asks the width (and for a GIF the delay) of a picture, then calls done.
func (w *Window) askPicture(title string, gif bool, done func(width int, delay time.Duration)) {
	var widths, delays []string
	for _, px := range pictureWidths {
		widths = append(widths, fmt.Sprintf(lang.L("%d pixels wide"), px))
	}
	for _, d := range pictureDelays {
		delays = append(delays, fmt.Sprintf(lang.L("%.1f s a move"), d.Seconds()))
	}
	size := NewDialogSelect(widths, nil)
	size.SetSelectedIndex(2)
	delay := NewDialogSelect(delays, nil)
	delay.SetSelectedIndex(1)
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Size"), size)}
	if gif {
		items = append(items, widget.NewFormItem(lang.L("Speed"), delay))
	}
	d := dialog.NewForm(title, lang.L("Export"), lang.L("Cancel"), items, func(ok bool) {
		if ok {
			done(pictureWidths[max(0, size.SelectedIndex())], pictureDelays[max(0, delay.SelectedIndex())])
		}
	}, w.win)
	d.Resize(fyne.NewSize(360, d.MinSize().Height))
	d.Show()
}

// exportPNG saves the position shown as a PNG of the chosen size.
func (w *Window) exportPNG() {
	w.askPicture(lang.L("Export position as PNG"), false, func(width int, _ time.Duration) {
		w.exportPicture(lang.L("Export position as PNG"), "png", w.c.PositionPicture(width))
	})
}

// exportGIF saves the line shown as an animated GIF of the chosen size and speed.
func (w *Window) exportGIF() {
	w.askPicture(lang.L("Export game as GIF"), true, func(width int, delay time.Duration) {
		w.exportPicture(lang.L("Export game as GIF"), "gif", w.c.GamePicture(width, delay))
	})
}

// exportPicture asks where to save a picture, then draws and writes it in the background.
func (w *Window) exportPicture(title, ext string, draw func() ([]byte, error)) {
	name := "chuhe." + ext
	if path, _, _ := w.c.GameFile(); path != "" {
		name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)) + "." + ext
	} else if t := w.c.GameTitle(); t != "" {
		name = safeFileName(t) + "." + ext
	}
	w.choose(fileRequest{title: title, folder: w.c.Folder(false), name: name, save: true,
		filter: fileFilter{name: strings.ToUpper(ext), exts: []string{ext}}}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += "." + ext
		}
		go func() {
			data, err := draw()
			if err == nil {
				err = writeAtomic(path, data)
			}
			if err == nil {
				err = os.Chmod(path, 0o644) // a picture to share, not a private temporary file
			}
			w.c.Do(func() {
				if err != nil {
					ShowError(fmt.Errorf("%s: %w", lang.L("Could not save the picture"), err), w.win)
				}
			})
		}()
	})
}

// copyPicture puts a picture of the position shown on the clipboard (see copyImage), drawn in the
// background.
func (w *Window) copyPicture() {
	draw := w.c.PositionPicture(640)
	go func() {
		data, err := draw()
		if err == nil {
			err = copyImage(w.ctx, data, os.TempDir())
		}
		w.c.Do(func() {
			if err != nil {
				ShowError(fmt.Errorf("%s: %w", lang.L("Could not copy the picture"), err), w.win)
			}
		})
	}()
}

// NotesPanel returns the comment box and marks of the position shown.
func (w *Window) NotesPanel() *NotesPanel { return w.notes }
