package ui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// The file dialogs: the operating system's own where there is one (Windows and macOS through
// github.com/sqweek/dialog; on Linux the desktop's file chooser portal, or zenity or kdialog), and
// Fyne's own dialog where there is none. Each kind of file (games, engines) remembers its folder.

// fileFilter names a kind of file and the extensions it has, without the dot.
type fileFilter struct {
	name string
	exts []string
}

// matches reports whether name has one of the filter's extensions (in any case).
func (f fileFilter) matches(name string) bool {
	ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(name)), ".")
	for _, e := range f.exts {
		if e == ext {
			return true
		}
	}
	return len(f.exts) == 0
}

// patterns are the filter's shell patterns ("*.pgn"), both cases.
func (f fileFilter) patterns() []string {
	var out []string
	for _, e := range f.exts {
		out = append(out, "*."+e)
		if up := strings.ToUpper(e); up != e {
			out = append(out, "*."+up)
		}
	}
	return out
}

// fileRequest is what a file dialog asks for.
type fileRequest struct {
	title  string
	folder string // where it starts ("" the home folder)
	name   string // the suggested name, to save
	filter fileFilter
	save   bool
	many   bool // several files may be chosen (where the dialog allows it)
	dir    bool // a folder is chosen, not a file
	// parent is the window that asks (the game library's), on which Fyne's dialog and its errors
	// show; nil for the main window. Shown on the main window, the dialog of a request from the
	// library would open behind it.
	parent fyne.Window
}

// on is the window the request's dialog and errors show on.
func (r fileRequest) on(w *Window) fyne.Window {
	if r.parent != nil {
		return r.parent
	}
	return w.win
}

// choose asks for a file with the system's dialog when the window may use it, Fyne's otherwise,
// and calls done on the UI goroutine with the path chosen ("" when cancelled).
func (w *Window) choose(r fileRequest, done func(path string)) {
	r.many = false
	w.chooseAll(r, func(paths []string) {
		if len(paths) == 0 {
			done("")
			return
		}
		done(paths[0])
	})
}

// chooseAll is choose for a request that may give several paths (r.many) or a folder (r.dir):
// done gets the paths chosen, none when cancelled. Where the dialog chooses one file at a time
// (Fyne's, and the Windows and macOS ones for files), it gives one.
func (w *Window) chooseAll(r fileRequest, done func(paths []string)) {
	if !w.nativeDialogs {
		w.fyneChoose(r, done)
		return
	}
	go func() {
		paths, ok, err := nativeChoose(w.ctx, r)
		w.c.Do(func() {
			switch {
			case !ok:
				w.fyneChoose(r, done)
			case err != nil:
				ShowError(err, r.on(w))
			default:
				done(paths)
			}
		})
	}()
}

// fyneChoose asks for a file (or a folder) with Fyne's dialog, sized to the window and starting in
// r's folder.
func (w *Window) fyneChoose(r fileRequest, done func(paths []string)) {
	one := func(path string) {
		if path == "" {
			done(nil)
			return
		}
		done([]string{path})
	}
	var d *dialog.FileDialog
	if r.dir {
		d = dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
			if err != nil {
				ShowError(err, r.on(w))
				return
			}
			if u == nil {
				one("")
				return
			}
			one(u.Path())
		}, r.on(w))
	} else if r.save {
		d = dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
			if err != nil {
				ShowError(err, r.on(w))
				return
			}
			if wr == nil {
				one("")
				return
			}
			wr.Close() // the caller writes the file itself, atomically
			one(wr.URI().Path())
		}, r.on(w))
		d.SetFileName(r.name)
	} else {
		d = dialog.NewFileOpen(func(rd fyne.URIReadCloser, err error) {
			if err != nil {
				ShowError(err, r.on(w))
				return
			}
			if rd == nil {
				one("")
				return
			}
			rd.Close()
			one(rd.URI().Path())
		}, r.on(w))
	}
	if len(r.filter.exts) > 0 && !r.dir {
		var exts []string
		for _, p := range r.filter.patterns() {
			exts = append(exts, strings.TrimPrefix(p, "*"))
		}
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	if r.folder != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(r.folder)); err == nil {
			d.SetLocation(l)
		}
	}
	d.SetTitleText(r.title)
	// The dialog keeps the size it is given: as large as the window allows, so a long folder
	// shows many rows at every use.
	size := r.on(w).Canvas().Size()
	d.Resize(fyne.NewSize(max(size.Width*0.92, 400), max(size.Height*0.92, 300)))
	d.Show()
}

// existingFolder is dir when it is a folder that exists, else "".
func existingFolder(dir string) string {
	if dir == "" {
		return ""
	}
	if st, err := os.Stat(dir); err == nil && st.IsDir() {
		return dir
	}
	return ""
}
