// Command realwindow is the real-window test: under an X server (Xvfb), it starts the desktop app
// with a fresh home, clicks and drags on the board through the XTEST extension as a player's
// mouse would, captures the screen from the X server (what the driver really painted, not what
// the widgets say they drew) and checks that the selection ring and the destination dots appear
// — for a click, for a drag and on a flipped board — and that they go away again.
//
//	xvfb-run -a -s "-screen 0 1400x1000x24" realwindow [-shots DIR] path/to/chuhe
//
// With -shots it keeps the captures as PNG files. It exits non-zero naming the first check that
// failed.
package main

/*
#cgo LDFLAGS: -lX11 -lXtst
#include <stdlib.h>
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

static void key(Display *d, KeySym mod, KeySym k) {
	KeyCode m = XKeysymToKeycode(d, mod), c = XKeysymToKeycode(d, k);
	XTestFakeKeyEvent(d, m, True, 0);
	XTestFakeKeyEvent(d, c, True, 0);
	XTestFakeKeyEvent(d, c, False, 0);
	XTestFakeKeyEvent(d, m, False, 0);
	XFlush(d);
}
static void ctrlKey(Display *d, KeySym k) { key(d, XK_Control_L, k); }
static void ctrlShiftKey(Display *d, KeySym k) {
	KeyCode s = XKeysymToKeycode(d, XK_Shift_L);
	XTestFakeKeyEvent(d, s, True, 0);
	key(d, XK_Control_L, k);
	XTestFakeKeyEvent(d, s, False, 0);
	XFlush(d);
}
*/
import "C"

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/scripts/internal/xscreen"
	"github.com/chuhe-xq/chuhe/ui"
)

// boardPlace is what the app writes to CHUHE_TEST_GEOMETRY (cmd/chuhe's BoardPlace).
type boardPlace struct {
	X, Y, Width, Height, Scale float32
	Line1                      [4]float32 // the first analysis line's place, zero while none is shown
	Moves                      string     // the moves up to the one shown
	Thinking                   bool       // the computer is searching
	RedClock                   bool       // Red's clock runs
	Game                       string     // all the game's moves
	Title                      string     // what the header says of the game
}

// settle is how long the test waits after an input for the window to repaint: far longer than a
// frame, so a missing paint is missing for good.
const settle = 800 * time.Millisecond

func main() {
	shots := flag.String("shots", "", "keep the captures as PNG files in this folder")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: realwindow [-shots DIR] path/to/chuhe")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *shots); err != nil {
		fmt.Fprintln(os.Stderr, "realwindow:", err)
		os.Exit(1)
	}
	fmt.Println("realwindow: ok")
}

// tester drives one app window.
type tester struct {
	x          *xscreen.Display
	d          *C.Display // x's, for XTest's fake input
	winX, winY int        // the window's top-left corner on the screen
	screenW    int
	screenH    int
	place      boardPlace
	flipped    bool
	shots      string
	prefix     string // the captures' names start with it
	n          int
}

func run(app, shots string) error {
	x, err := xscreen.Open()
	if err != nil {
		return err
	}
	defer x.Close()
	if shots != "" {
		if err := os.MkdirAll(shots, 0o755); err != nil {
			return err
		}
	}
	err = launch(x, app, shots, "", twoPlayers, "", nil, func(t *tester, geomFile string) error {
		if err := t.checks(); err != nil {
			return err
		}
		if err := t.analysisChecks(geomFile); err != nil {
			return err
		}
		return t.clipboardChecks()
	})
	if err != nil {
		return err
	}
	err = launch(x, app, shots, "undo-", againstLevel1, pausedClocks, nil, func(t *tester, geomFile string) error {
		return t.undoChecks(geomFile)
	})
	if err != nil {
		return err
	}
	// A game file named on the command line, as a file manager's "Open with Chuhe" names it (the
	// desktop entry's Exec=chuhe %f), is opened once the window is up.
	return launch(x, app, shots, "open-", againstLevel1, "", []string{openedFile}, func(t *tester, geomFile string) error {
		opened := func(p boardPlace) bool {
			return p.Game == "h2e2 h9g7 h0g2" && strings.HasPrefix(p.Title, "Red player – Black player")
		}
		if err := t.waitState(geomFile, "the game named on the command line", 20*time.Second, opened); err != nil {
			return err
		}
		time.Sleep(settle)
		_, err := t.capture("opened")
		return err
	})
}

// openedFile is the name, in the test's home, of the game file the third run names on its command
// line (openedGame).
const openedFile = "opened-from-command-line.pgn"

// openedGame is that file's game.
const openedGame = `[Game "Chinese Chess"]
[Event "Opened from the command line"]
[Red "Red player"]
[Black "Black player"]
[Result "*"]
[Format "ICCS"]

1. H2-E2 H9-G7 2. H0-G2 *
`

// twoPlayers are the settings of the first run: two players, so that the analysis runs (against
// the computer it waits); Red moves first as in a game against the computer.
const twoPlayers = `{"level": 3, "mode": 2, "flipped": false,
	"pieceStyle": 0, "boardTheme": 0, "notation": 3, "sound": true, "animation": true, "language": "",
	"windowWidth": 0, "windowHeight": 0, "analysis": false, "analysisLines": 3, "analysisThreads": 1}`

// againstLevel1 are the settings of the second run: the user plays Red against level 1.
const againstLevel1 = `{"level": 1, "mode": 0, "flipped": false,
	"pieceStyle": 0, "boardTheme": 0, "notation": 3, "sound": true, "animation": true, "language": "",
	"windowWidth": 0, "windowHeight": 0, "analysis": false, "analysisLines": 3, "analysisThreads": 1}`

// pausedClocks is a saved game of no moves on 5+3 clocks, restored paused.
const pausedClocks = `[Event "Chuhe game"]
[ChuheClocks "300+3 300+3"]
[ChuheClockLeft "300000 300000 0 paused"]
[Result "*"]

*
`

// launch starts the app with a fresh home holding the settings (and saved, when not empty, as
// the game saved by an earlier run), waits for its board and runs checks on it; the captures'
// names start with prefix. args are the app's arguments: openedFile among them is written into
// the home (openedGame) and named by its path.
func launch(x *xscreen.Display, app, shots, prefix, settings, saved string, args []string, checks func(*tester, string) error) error {
	home, err := os.MkdirTemp("", "chuhe-realwindow")
	if err != nil {
		return err
	}
	defer os.RemoveAll(home)
	geomFile := filepath.Join(home, "geometry.json")
	cfg := filepath.Join(home, ".config", "fyne", "io.github.chuhe-xq.chuhe")
	if err := os.MkdirAll(cfg, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(cfg, "settings.json"), []byte(settings), 0o644); err != nil {
		return err
	}
	if saved != "" {
		if err := os.WriteFile(filepath.Join(cfg, "current.pgn"), []byte(saved), 0o644); err != nil {
			return err
		}
	}
	for i, a := range args {
		if a == openedFile {
			args[i] = filepath.Join(home, openedFile)
			if err := os.WriteFile(args[i], []byte(openedGame), 0o644); err != nil {
				return err
			}
		}
	}
	cmd := exec.Command(app, args...)
	cmd.Env = append(os.Environ(), "HOME="+home, "CHUHE_TEST_GEOMETRY="+geomFile, "LANG=en_US.UTF-8",
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local/share"))
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	t := &tester{x: x, d: (*C.Display)(x.Xlib()), shots: shots, prefix: prefix}
	t.screenW, t.screenH = x.Size()
	if err := t.waitForApp(geomFile, 120*time.Second); err != nil {
		return err
	}
	return checks(t, geomFile)
}

// waitState reads the app's reports until cond holds of one, for at most limit.
func (t *tester) waitState(geomFile, what string, limit time.Duration, cond func(boardPlace) bool) error {
	deadline := time.Now().Add(limit)
	for {
		var p boardPlace
		if data, err := os.ReadFile(geomFile); err == nil && json.Unmarshal(data, &p) == nil && cond(p) {
			t.place.Moves, t.place.Thinking, t.place.RedClock = p.Moves, p.Thinking, p.RedClock
			return nil
		}
		if time.Now().After(deadline) {
			var p boardPlace
			data, _ := os.ReadFile(geomFile)
			json.Unmarshal(data, &p)
			return fmt.Errorf("%s: not within %v (moves %q, thinking %v, Red's clock running %v)", what, limit, p.Moves, p.Thinking, p.RedClock)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// undoChecks plays against level 1 on the clock: 炮二平五, the computer's answer, Undo (Ctrl+Z),
// and 炮二平五 again. The computer must answer again (it froze here once, its reply taken for a
// step through the undone record) and Red's clock must run again after its answer.
func (t *tester) undoChecks(geomFile string) error {
	x, y := t.pixel(sq("e5"))
	t.move(x, y)
	time.Sleep(settle)
	C.ctrlKey(t.d, C.XK_p) // resume the restored clocks
	if err := t.waitState(geomFile, "clocks resumed", 10*time.Second, func(p boardPlace) bool { return p.RedClock }); err != nil {
		return err
	}
	for i := range 2 {
		before, err := t.capture(fmt.Sprintf("before-%d", i+1))
		if err != nil {
			return err
		}
		t.click(sq("h2"))
		t.click(sq("e2"))
		answered := func(p boardPlace) bool {
			return strings.HasPrefix(p.Moves, "h2e2 ") && len(strings.Fields(p.Moves)) == 2 && !p.Thinking && p.RedClock
		}
		if err := t.waitState(geomFile, fmt.Sprintf("the computer's answer to h2e2 (%d)", i+1), 30*time.Second, answered); err != nil {
			return err
		}
		time.Sleep(settle)
		shot, err := t.capture(fmt.Sprintf("answered-%d", i+1))
		if err != nil {
			return err
		}
		reply := strings.Fields(t.place.Moves)[1]
		to := sq(reply[2:])
		if t.change(before, shot, to, 0, 0.5) < painted {
			return fmt.Errorf("the computer's answer %s is not painted at %s", reply, reply[2:])
		}
		if i == 0 {
			C.ctrlKey(t.d, C.XK_z)
			if err := t.waitState(geomFile, "undo", 10*time.Second, func(p boardPlace) bool { return p.Moves == "" && p.RedClock }); err != nil {
				return err
			}
			time.Sleep(settle)
			if _, err := t.capture("undone"); err != nil {
				return err
			}
		}
	}
	return nil
}

// waitForApp waits for the board's place and the window, then for the art to settle.
func (t *tester) waitForApp(geomFile string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		data, err := os.ReadFile(geomFile)
		if err == nil && json.Unmarshal(data, &t.place) == nil && t.place.Width > 0 {
			if r, ok := t.x.Largest(); ok && r.Dx() > 200 {
				t.winX, t.winY = r.Min.X, r.Min.Y
				// The window may be resized once after it appears (fitting the screen): read the
				// place again after a pause.
				time.Sleep(2 * time.Second)
				if data, err := os.ReadFile(geomFile); err == nil {
					json.Unmarshal(data, &t.place)
				}
				if r, ok := t.x.Largest(); ok {
					t.winX, t.winY = r.Min.X, r.Min.Y
				}
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the app showed no board within %v", limit)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// pixel returns the screen pixel at the centre of point s, plus an offset in board units scaled
// like the board.
func (t *tester) pixel(s core.Square) (int, int) {
	g := ui.NewGeometry(fyne.NewSize(t.place.Width, t.place.Height), t.flipped)
	c := g.Center(s)
	x := t.winX + int(math.Round(float64((t.place.X+c.X)*t.place.Scale)))
	y := t.winY + int(math.Round(float64((t.place.Y+c.Y)*t.place.Scale)))
	return x, y
}

// pieceRadius is half a piece's side in screen pixels.
func (t *tester) pieceRadius() float64 {
	g := ui.NewGeometry(fyne.NewSize(t.place.Width, t.place.Height), t.flipped)
	return float64(g.PieceSize().Width*t.place.Scale) / 2
}

func (t *tester) move(x, y int) {
	C.XTestFakeMotionEvent(t.d, -1, C.int(x), C.int(y), 0)
	C.XFlush(t.d)
	time.Sleep(30 * time.Millisecond)
}

func (t *tester) button(down bool) {
	b := C.int(C.False)
	if down {
		b = C.True
	}
	C.XTestFakeButtonEvent(t.d, 1, b, 0)
	C.XFlush(t.d)
	time.Sleep(30 * time.Millisecond)
}

func (t *tester) click(s core.Square) {
	x, y := t.pixel(s)
	t.move(x, y)
	t.button(true)
	t.button(false)
	time.Sleep(settle)
}

// capture grabs the screen, keeping it as a PNG named after the step when asked.
func (t *tester) capture(step string) (*image.RGBA, error) {
	img, err := t.x.Grab(image.Rect(0, 0, t.screenW, t.screenH))
	if err != nil {
		return nil, err
	}
	if t.shots != "" {
		t.n++
		f, err := os.Create(filepath.Join(t.shots, fmt.Sprintf("%s%02d-%s.png", t.prefix, t.n, step)))
		if err != nil {
			return nil, err
		}
		png.Encode(f, img)
		f.Close()
	}
	return img, nil
}

// change is the mean difference of the pixels of two captures (0 to 255) over the ring of radii
// r0 to r1 (fractions of a piece's radius) around point s.
func (t *tester) change(a, b *image.RGBA, s core.Square, r0, r1 float64) float64 {
	cx, cy := t.pixel(s)
	R := t.pieceRadius()
	sum, n := 0.0, 0
	for dy := -int(R); dy <= int(R); dy++ {
		for dx := -int(R); dx <= int(R); dx++ {
			d := math.Hypot(float64(dx), float64(dy)) / R
			if d < r0 || d > r1 {
				continue
			}
			i := a.PixOffset(cx+dx, cy+dy)
			if i < 0 || i+3 > len(a.Pix) {
				continue
			}
			for k := 0; k < 3; k++ {
				sum += math.Abs(float64(a.Pix[i+k]) - float64(b.Pix[i+k]))
			}
			n += 3
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// Thresholds, in mean difference per channel: a mark drawn over a point changes it by far more
// than painted; a point with no mark changes by less than unchanged.
const (
	painted   = 6.0
	unchanged = 1.0
)

// expect checks that each point changed (or stayed) between two captures as wanted.
func (t *tester) expect(step string, a, b *image.RGBA, marked, plain []core.Square, ring bool) error {
	for _, s := range marked {
		r0, r1 := 0.0, 0.35 // a destination dot sits in the middle of the point
		if ring {
			r0, r1 = 0.75, 1.0 // the selection ring is round the piece's edge
		}
		if v := t.change(a, b, s, r0, r1); v < painted {
			return fmt.Errorf("%s: nothing painted at %v (mean change %.2f, want ≥ %.0f): the window did not repaint", step, s, v, painted)
		}
	}
	for _, s := range plain {
		if v := t.change(a, b, s, 0, 1); v > unchanged {
			return fmt.Errorf("%s: %v changed (mean change %.2f, want ≤ %.0f) though nothing is marked there", step, s, v, unchanged)
		}
	}
	return nil
}

func sq(name string) core.Square {
	s, err := core.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func (t *tester) checks() error {
	h2, h3, h6, b2, d2, b4, a5, e5 := sq("h2"), sq("h3"), sq("h6"), sq("b2"), sq("d2"), sq("b4"), sq("a5"), sq("e5")
	x, y := t.pixel(e5)
	t.move(x, y) // the pointer over the window gives it the keyboard without a window manager
	time.Sleep(settle)
	before, err := t.capture("start")
	if err != nil {
		return err
	}

	// A click on Red's right cannon selects it: a ring round it and dots on its destinations.
	t.click(h2)
	sel, err := t.capture("click-selects")
	if err != nil {
		return err
	}
	if err := t.expect("click", before, sel, []core.Square{h2}, nil, true); err != nil {
		return err
	}
	if err := t.expect("click", before, sel, []core.Square{h3, h6}, []core.Square{a5, b4}, false); err != nil {
		return err
	}
	// A second click on it clears the selection.
	t.click(h2)
	cleared, err := t.capture("click-clears")
	if err != nil {
		return err
	}
	if err := t.expect("deselect", sel, cleared, []core.Square{h2}, nil, true); err != nil {
		return err
	}
	if err := t.expect("deselect", before, cleared, nil, []core.Square{h2, h3, h6}, false); err != nil {
		return err
	}

	// A drag of the left cannon: its destinations are dotted while the pointer holds it.
	bx, by := t.pixel(b2)
	t.move(bx, by)
	t.button(true)
	for i := 1; i <= 10; i++ {
		t.move(bx+i*4, by-i*3)
	}
	time.Sleep(settle)
	drag, err := t.capture("drag")
	if err != nil {
		t.button(false)
		return err
	}
	// Back to where it started and let go: no move is made.
	t.move(bx, by)
	t.button(false)
	time.Sleep(settle)
	if err := t.expect("drag", before, drag, []core.Square{d2, b4}, []core.Square{a5, h3}, false); err != nil {
		return err
	}
	dropped, err := t.capture("drag-dropped")
	if err != nil {
		return err
	}

	// Flip the board (Ctrl+F) and select the same cannon, now at the top.
	C.ctrlKey(t.d, C.XK_f)
	time.Sleep(settle)
	t.flipped = true
	flippedShot, err := t.capture("flipped")
	if err != nil {
		return err
	}
	if v := t.change(dropped, flippedShot, h2, 0, 1); v < painted {
		return fmt.Errorf("flip: the board did not turn (change at h2 %.2f)", v)
	}
	t.click(h2)
	fsel, err := t.capture("flipped-click")
	if err != nil {
		return err
	}
	if err := t.expect("flipped click", flippedShot, fsel, []core.Square{h2}, nil, true); err != nil {
		return err
	}
	// The drag left the left cannon selected: its dots go, the right cannon's come.
	return t.expect("flipped click", flippedShot, fsel, []core.Square{h3, h6, b4}, []core.Square{a5, e5}, false)
}

// clipboardChecks copies the position's picture (Ctrl+Shift+C, Game > Copy the position's
// picture) and reads the clipboard back through xclip, as another program would paste it: a PNG
// of the board, 640 pixels wide.
func (t *tester) clipboardChecks() error {
	if _, err := exec.LookPath("xclip"); err != nil {
		return errors.New("clipboard: xclip is not installed (make deps installs it)")
	}
	C.ctrlShiftKey(t.d, C.XK_c)
	var last error
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(300 * time.Millisecond) {
		out, err := exec.Command("xclip", "-selection", "clipboard", "-t", "image/png", "-o").Output()
		if err != nil {
			last = err
			continue
		}
		img, err := png.Decode(bytes.NewReader(out))
		if err != nil {
			last = fmt.Errorf("not a PNG (%d bytes): %v", len(out), err)
			continue
		}
		if w := img.Bounds().Dx(); w != 640 {
			return fmt.Errorf("clipboard: the picture is %d pixels wide, want 640", w)
		}
		colours := map[[3]uint32]bool{}
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y += 7 {
			for x := b.Min.X; x < b.Max.X; x += 7 {
				r, g, bl, _ := img.At(x, y).RGBA()
				colours[[3]uint32{r >> 11, g >> 11, bl >> 11}] = true
			}
		}
		if len(colours) < 50 {
			return fmt.Errorf("clipboard: the picture has %d colours, not a board", len(colours))
		}
		if t.shots != "" {
			_ = os.WriteFile(filepath.Join(t.shots, t.prefix+"clipboard.png"), out, 0o644)
		}
		return nil
	}
	return fmt.Errorf("clipboard: no picture after Ctrl+Shift+C: %v", last)
}

// analysisChecks switches the analysis on (Ctrl+Shift+A), waits for its first line, and points at it:
// its first move's arrow must be painted on the board, and go when the pointer leaves.
func (t *tester) analysisChecks(geomFile string) error {
	C.ctrlShiftKey(t.d, C.XK_a)
	deadline := time.Now().Add(60 * time.Second)
	for {
		data, err := os.ReadFile(geomFile)
		if err == nil && json.Unmarshal(data, &t.place) == nil && t.place.Line1[2] > 0 {
			break
		}
		if time.Now().After(deadline) {
			return errors.New("analysis: no analysis line shown within 60 s of Ctrl+Shift+A")
		}
		time.Sleep(200 * time.Millisecond)
	}
	// Let the search go deeper, so the first line is less likely to change under the pointer, and
	// the panel settle in its place; then read the line's place again.
	time.Sleep(3 * time.Second)
	if data, err := os.ReadFile(geomFile); err == nil {
		json.Unmarshal(data, &t.place)
	}
	off, err := t.capture("analysis")
	if err != nil {
		return err
	}
	l := t.place.Line1
	lx := t.winX + int(math.Round(float64((l[0]+l[2]/3)*t.place.Scale)))
	ly := t.winY + int(math.Round(float64((l[1]+l[3]/2)*t.place.Scale)))
	t.move(lx, ly)
	time.Sleep(settle)
	on, err := t.capture("analysis-arrow")
	if err != nil {
		return err
	}
	if n := t.boardChange(off, on); n < 200 {
		return fmt.Errorf("analysis: pointing at the first line painted no arrow on the board (%d pixels changed)", n)
	}
	x, y := t.pixel(sq("e5"))
	t.move(x, y)
	time.Sleep(settle)
	gone, err := t.capture("analysis-arrow-gone")
	if err != nil {
		return err
	}
	if n := t.boardChange(off, gone); n > 50 {
		return fmt.Errorf("analysis: the arrow stayed after the pointer left the line (%d pixels changed)", n)
	}
	return nil
}

// boardChange counts the board's pixels that differ clearly between two captures.
func (t *tester) boardChange(a, b *image.RGBA) int {
	x0 := t.winX + int(t.place.X*t.place.Scale)
	y0 := t.winY + int(t.place.Y*t.place.Scale)
	x1 := x0 + int(t.place.Width*t.place.Scale)
	y1 := y0 + int(t.place.Height*t.place.Scale)
	n := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			i := a.PixOffset(x, y)
			if i < 0 || i+3 > len(a.Pix) {
				continue
			}
			d := 0
			for k := 0; k < 3; k++ {
				d += int(math.Abs(float64(a.Pix[i+k]) - float64(b.Pix[i+k])))
			}
			if d > 60 {
				n++
			}
		}
	}
	return n
}
