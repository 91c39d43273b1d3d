// Command chuhe is the Chuhe desktop app: Chinese chess (xiangqi) against the computer.
//
//	chuhe                                   play
//	chuhe FILE                              open a game file (PGN, XQF, CBL, … as File > Open)
//	chuhe --screenshot FILE.png [--fen FEN] [--theme wood|light|dark]
//
// With CHUHE_TEST_GEOMETRY=FILE set, the app writes the board's place in the window to FILE each
// time its art is ready (see reportGeometry); the real-window test (scripts/realwindow) reads it to
// know where to click.
//
// The screenshot mode starts the real app, renders the first frame of the position (the start
// position by default) into FILE.png and exits; it reads and writes none of the user's settings
// or saved game.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/driver/software"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
	"github.com/chuhe-xq/chuhe/ui"
)

// appID is the application's unique ID; Preferences and Storage live under it.
const appID = "io.github.chuhe-xq.chuhe"

// saveFile is the name of the autosaved game in the app's storage.
const saveFile = "current.pgn"

// libraryFile is the game library's database in the app's storage (package library): the master
// games, the games finished here and those imported.
const libraryFile = "library.db"

func main() {
	shot := flag.String("screenshot", "", "render the position to this PNG file and exit")
	fen := flag.String("fen", "", "with --screenshot: the position to show (FEN)")
	themeName := flag.String("theme", "wood", "with --screenshot: the board theme, wood, light or dark")
	flag.Parse()
	if *shot != "" {
		if err := screenshot(*shot, *fen, *themeName); err != nil {
			fmt.Fprintln(os.Stderr, "chuhe:", err)
			os.Exit(1)
		}
		return
	}
	run(flag.Arg(0))
}

// run starts the app normally: the settings and the saved game read from the app's storage, the
// engine and sound on; a file named on the command line (or by the desktop's file association)
// is opened once the window is up.
func run(open string) {
	a := app.NewWithID(appID)
	a.SetIcon(resources.Icon())
	savePath, settingsPath, enginesPath, libraryPath := "", "", "", ""
	if root := a.Storage().RootURI(); root != nil {
		savePath = filepath.Join(root.Path(), saveFile)
		libraryPath = filepath.Join(root.Path(), libraryFile)
		settingsPath = filepath.Join(root.Path(), ui.SettingsFile)
		enginesPath = filepath.Join(root.Path(), ui.EnginesFile)
	}
	settings := ui.DefaultSettings()
	var settingsErr error
	if settingsPath != "" {
		// Small files read once at start-up, before the event loop runs; older versions kept the
		// settings in Preferences.
		settings, settingsErr = ui.LoadSettingsFile(settingsPath, a.Preferences())
	}
	langs := ui.NewLanguages()
	settings = ui.FitNotation(settings) // the move list in the language's notation
	if err := langs.Apply(settings.Language); err != nil {
		fyne.LogError("translations", err)
	}
	logf := func(format string, args ...any) { fyne.LogError(fmt.Sprintf(format, args...), nil) }
	c := ui.NewController(a, ui.Options{
		Sound:        ui.NewSoundPlayer(logf),
		Settings:     settings,
		SettingsPath: settingsPath,
		SavePath:     savePath,
		Logf:         logf,
		Languages:    langs,
		EnginesPath:  enginesPath,
		LibraryPath:  libraryPath,
	})
	if dir, err := os.UserCacheDir(); err == nil {
		// The board's rasters, kept between runs: a start at a known size skips rasterising.
		c.Board.SetRasterCacheDir(filepath.Join(dir, appID, "raster"))
	}
	w := ui.NewWindow(a, c)
	w.SetNativeDialogs(true)
	var restoreErr error
	if savePath != "" {
		// A small file read once at start-up, before the event loop runs.
		data, err := os.ReadFile(savePath)
		switch {
		case err == nil:
			restoreErr = c.Restore(data)
		case !errors.Is(err, fs.ErrNotExist):
			restoreErr = err
		}
	}
	win := w.Window()
	saved := settings.WindowWidth >= 400 && settings.WindowHeight >= 400
	if saved {
		win.Resize(fyne.NewSize(settings.WindowWidth, settings.WindowHeight))
	} else {
		win.Resize(ui.PreferredWindowSize(720))
	}
	win.CenterOnScreen()
	if path := os.Getenv(geometryEnv); path != "" {
		reportGeometry(c, w, path)
	}
	// A request to end (Ctrl+C in a terminal, SIGTERM at logout or from kill) closes the app as its
	// window's close button does: the game saved, added engines' processes ended (left alone, an
	// engine such as ElephantEye outlives the app, waiting on its input).
	// Quitting has saved everything and closed the library and the engines; should Fyne's driver
	// then not return (seen once under Xvfb: its lifecycle queue held a call for the main loop,
	// which had already stopped, and Run waited on the queue for ever), the process ends anyway.
	w.SetOnQuit(func() { time.AfterFunc(5*time.Second, func() { os.Exit(0) }) })
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		<-stop
		fyne.Do(w.Quit)
	}()
	a.Lifecycle().SetOnStarted(func() {
		if !saved {
			fitToScreen(win)
		}
		if settingsErr != nil {
			ui.ShowError(settingsErr, win)
		}
		if restoreErr != nil {
			ui.ShowError(restoreErr, win)
		}
		c.Start()
		if open != "" {
			w.OpenFile(open)
		}
		// Starting takes about twice the memory the app then holds (fonts parsed, the cached
		// art decoded, the board's layers made); the Go runtime would give the difference back
		// to the system only slowly. Once the window is up, give it back at once.
		time.AfterFunc(3*time.Second, debug.FreeOSMemory)
	})
	win.ShowAndRun()
}

// screenshot runs the real app on one position, captures the window after its first frames and
// writes the PNG.
func screenshot(path, fen, themeName string) error {
	theme, err := parseTheme(themeName)
	if err != nil {
		return err
	}
	a := app.NewWithID(appID)
	a.SetIcon(resources.Icon())
	if err := ui.SetupLanguage(ui.SystemLanguage); err != nil {
		fyne.LogError("translations", err)
	}
	// No SettingsPath and no SavePath: nothing of the user's is read or written.
	c := ui.NewController(a, ui.Options{Sound: ui.Silent{}})
	c.SetTheme(theme)
	c.SetAnimation(false)
	if fen != "" {
		if err := c.LoadPosition(fen); err != nil {
			return err
		}
	}
	c.SetMode(ui.TwoPlayers) // no engine move in the picture
	w := ui.NewWindow(a, c)
	if theme == resources.Dark {
		a.Settings().SetTheme(ui.DarkTheme())
	}
	win := w.Window()
	win.Resize(ui.PreferredWindowSize(760))
	errc := make(chan error, 1)
	ready := make(chan struct{})
	var once sync.Once
	c.Board.SetOnReady(func() { once.Do(func() { close(ready) }) })
	a.Lifecycle().SetOnStarted(func() {
		go func() {
			select {
			case <-ready:
			case <-time.After(90 * time.Second):
				errc <- errors.New("screenshot: the board art was not ready after 90 s")
				fyne.Do(a.Quit)
				return
			}
			errc <- captureWhenDrawn(win, path)
			fyne.Do(a.Quit)
		}()
	})
	win.ShowAndRun()
	return <-errc
}

// captureWhenDrawn waits for the frame with the finished board, then captures the window. Some
// OpenGL stacks (Mesa under Xvfb) return an empty front buffer; the window's content is then
// drawn again by Fyne's software painter at the window's size, which gives the same picture
// without the menu bar.
func captureWhenDrawn(win fyne.Window, path string) error {
	var img image.Image
	for try := 0; try < 3 && (img == nil || !colourful(img)); try++ {
		time.Sleep(300 * time.Millisecond) // this goroutine's own wait; the UI goroutine keeps drawing
		fyne.DoAndWait(func() { img = win.Canvas().Capture() })
	}
	if img == nil || !colourful(img) {
		fyne.DoAndWait(func() {
			c := win.Canvas()
			size := c.Size()
			sc := software.NewCanvas()
			sc.SetScale(c.Scale())
			sc.SetContent(c.Content())
			sc.Resize(size)
			img = sc.Capture()
		})
	}
	if img == nil {
		return errors.New("screenshot: the window could not be captured")
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// colourful reports whether img has more than a few colours, i.e. the board has been drawn.
func colourful(img image.Image) bool {
	b := img.Bounds()
	seen := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 12, g >> 12, bl >> 12}] = true
			if len(seen) > 64 {
				return true
			}
		}
	}
	return false
}

func parseTheme(s string) (resources.BoardTheme, error) {
	for _, t := range resources.BoardThemes() {
		if t.String() == s {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown theme %q: want wood, light or dark", s)
}

// geometryEnv names the environment variable that asks for reportGeometry.
const geometryEnv = "CHUHE_TEST_GEOMETRY"

// BoardPlace is where the board widget is in the window, in Fyne units, with the canvas scale
// (pixels per unit): what the real-window test needs to turn a point into a pixel to click.
type BoardPlace struct {
	X, Y, Width, Height, Scale float32
	// Line1 is the first analysis line's place (X, Y, Width, Height), zero while none is shown:
	// the real-window test points at it to see its arrow on the board.
	Line1 [4]float32
	// Moves are the moves up to the one the board shows (ICCS-style, space-separated), Thinking
	// whether the computer is searching, RedClock whether Red's clock runs: the real-window test
	// plays Undo and the same move again and waits for the computer's answer.
	Moves    string
	Thinking bool
	RedClock bool
	// Game is all the game's moves (as Moves), and Title what the game's header says of it: the
	// real-window test opens a file named on the command line and checks that its game is shown.
	Game  string
	Title string
}

// reportGeometry writes the board's place as JSON to path whenever the board's art is ready at
// a new size, and the first analysis line's place when it appears or moves. The file is written
// beside and renamed, so a reader never sees half of it.
func reportGeometry(c *ui.Controller, w *ui.Window, path string) {
	var last BoardPlace
	report := func() {
		d := fyne.CurrentApp().Driver()
		cv := d.CanvasForObject(c.Board)
		if cv == nil || !c.Board.Ready() {
			return
		}
		pos := d.AbsolutePositionForObject(c.Board)
		size := c.Board.Size()
		place := BoardPlace{X: pos.X, Y: pos.Y, Width: size.Width, Height: size.Height, Scale: cv.Scale()}
		var moves []string
		for _, m := range c.Game().Moves() {
			moves = append(moves, m.String())
		}
		place.Moves, place.Game = strings.Join(moves[:c.Cursor()], " "), strings.Join(moves, " ")
		place.Thinking, place.Title = c.Thinking(), c.GameTitle()
		if v := c.Clocks(); v.Running && v.ToMove == core.Red {
			place.RedClock = true
		}
		if l := w.AnalysisPanel().Line(0); l != nil && l.Visible() && w.AnalysisPanel().Visible() {
			lp, ls := d.AbsolutePositionForObject(l), l.Size()
			place.Line1 = [4]float32{lp.X, lp.Y, ls.Width, ls.Height}
		}
		if place == last {
			return
		}
		last = place
		data, _ := json.Marshal(place)
		go func() { // file I/O off the UI goroutine
			tmp := path + ".tmp"
			if err := os.WriteFile(tmp, data, 0o644); err == nil {
				os.Rename(tmp, path)
			}
		}()
	}
	c.Board.SetOnReady(report)
	onAnalysis := c.OnAnalysis
	c.OnAnalysis = func() {
		onAnalysis()
		report()
	}
	onChange := c.OnChange
	c.OnChange = func() {
		onChange()
		report()
	}
}
