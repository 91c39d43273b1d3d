package ui_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/ui"
)

// testMasters are four master games: three open 炮二平五 马8进7 (ECCO C01), one 兵七进一.
const testMasters = `[Event "Test cup"]
[Red "Hu Ronghua"]
[Black "Liu Dahua"]
[Date "1985.05.01"]
[ECCO "C01"]
[Result "1-0"]

1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0

[Event "Test cup"]
[Red "Lü Qin"]
[Black "Xu Yinchuan"]
[Date "1999.10.02"]
[ECCO "C01"]
[Result "1/2-1/2"]

1. 炮二平五 马8进7 2. 马二进三 马2进3 1/2-1/2

[Event "Spring open"]
[Red "Zhao Guorong"]
[Black "Lü Qin"]
[Date "2004.03.03"]
[ECCO "C01"]
[Result "0-1"]

1. 炮二平五 马8进7 2. 兵三进一 车9平8 0-1

[Event "Spring open"]
[Red "Xu Yinchuan"]
[Black "Hu Ronghua"]
[Date "2010.04.04"]
[ECCO "E01"]
[Result "1-0"]

1. 兵七进一 卒7进1 2. 马八进七 马8进7 1-0
`

// newTestLibrary makes a small library holding testMasters as its master collection and
// returns its path.
func newTestLibrary(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "library.db")
	lib, err := library.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	games, err := core.ReadPGN(strings.NewReader(testMasters))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := lib.ImportGames(context.Background(), games, "test", library.ImportOptions{Collection: library.Masters}); err != nil {
		t.Fatal(err)
	}
	return path
}

// withLibrary gives the controller the library at path, without the shipped master games.
func withLibrary(path string) func(*ui.Options) {
	return func(o *ui.Options) {
		o.LibraryPath = path
		o.MasterGames = func() []byte { return nil }
	}
}

func TestExplorerListsMastersMovesAndPlaysOne(t *testing.T) {
	w, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	c.NewGame(ui.TwoPlayers)
	ex := w.ExplorerPanel()
	if ex.Visible() {
		t.Fatal("the explorer is shown before it is asked for")
	}
	c.ToggleExplorer()
	q.until(t, "the start position's moves", func() bool { return ex.RowText(1) != "" })
	cases := []struct {
		name string
		row  int
		want []string
	}{
		{"most played first", 0, []string{"炮二平五", "3", "1985–2004"}},
		{"then the rest", 1, []string{"兵七进一", "1", "2010"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := ex.RowText(tc.row)
			for _, s := range tc.want {
				if !strings.Contains(got, s) {
					t.Errorf("row %d %q lacks %q", tc.row, got, s)
				}
			}
		})
	}
	if ex.RowText(2) != "" || !ex.Visible() {
		t.Errorf("a third row %q, or the panel hidden", ex.RowText(2))
	}

	row := ex.Row(0).(interface {
		fyne.Tappable
		desktop.Hoverable
	})
	row.MouseIn(nil)
	if c.Board.Arrow != mv("h2e2") {
		t.Errorf("pointing at 炮二平五 shows the arrow %v", c.Board.Arrow)
	}
	row.MouseOut()
	if c.Board.Arrow != core.NoMove {
		t.Errorf("the arrow %v stays when the pointer leaves", c.Board.Arrow)
	}
	test.Tap(row)
	if g := c.Game(); g.Len() != 1 || g.Move(0) != mv("h2e2") {
		t.Fatalf("clicking 炮二平五 played %v", g.Moves())
	}
	q.until(t, "the reply's moves", func() bool { return strings.Contains(ex.RowText(0), "马８进７") })
	c.TryMove(mv("h9g7"))
	q.until(t, "the moves after 马8进7", func() bool { return strings.Contains(ex.RowText(0), "马二进三") })
	if o := c.Explorer().Opening; o != "C01 Central cannon against the screen horses" {
		t.Errorf("the opening is %q, want C01 named in English", o)
	}
	// In the Chinese interfaces the master games' own name, in their characters.
	c.SetLanguage(ui.ChineseTraditional)
	if o := c.Explorer().Opening; o != "C01 中炮對屏風馬" {
		t.Errorf("in Traditional Chinese the opening is %q", o)
	}
	c.SetLanguage(ui.Chinese)
	if o := c.Explorer().Opening; o != "C01 中炮对屏风马" {
		t.Errorf("in Simplified Chinese the opening is %q", o)
	}
	c.SetLanguage(ui.SystemLanguage)

	// The master games that reached it, in the collection's order (the shipped pack's generator
	// puts the best-known players' games first); a click opens one there, for review.
	cases = []struct {
		name string
		row  int
		want []string
	}{
		{"the first game", 0, []string{"Hu Ronghua – Liu Dahua 1-0 · 1985 Test cup"}},
		{"the third game", 2, []string{"Zhao Guorong – Lü Qin 0-1 · 2004 Spring open"}},
	}
	for _, tc := range cases {
		if got := ex.GameText(tc.row); !strings.Contains(got, tc.want[0]) {
			t.Errorf("%s: game %d is %q, want %q", tc.name, tc.row, got, tc.want[0])
		}
	}
	c.SetNoReplaceQuestion(true) // the game in progress is left without a question
	test.Tap(ex.Game(0))
	q.until(t, "the game opened", func() bool { return c.Reviewing() && c.Game().Len() == 4 })
	if red, _ := c.GameTags().Get("Red"); red != "Hu Ronghua" || c.Cursor() != 2 {
		t.Errorf("opened %q at move %d, want Hu Ronghua's game at 2", red, c.Cursor())
	}
	c.ToggleExplorer()
	if ex.Visible() {
		t.Error("the explorer stays after it was turned off")
	}
}

func TestFinishedGameStoredInTheLibrary(t *testing.T) {
	path := newTestLibrary(t)
	_, c, q := newTestWindow(t, "", withLibrary(path))
	c.NewGame(ui.TwoPlayers)
	c.TryMove(mv("h2e2"))
	c.TryMove(mv("h9g7"))
	c.Resign()
	q.until(t, "the game stored", func() bool { return c.StoredGames() == 1 })
	if code, _ := c.GameTags().Get("ECCO"); code != "C01" {
		t.Errorf("the game's header has ECCO %q, want C01", code)
	}
	if name, _ := c.GameTags().Get("Opening"); name != "Central cannon against the screen horses" {
		t.Errorf("the game's header names the opening %q", name)
	}
	lib, err := library.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	games, err := lib.Games(context.Background(), library.Filter{Collection: ui.MyGames})
	if err != nil || len(games) != 1 {
		t.Fatalf("my games: %v (%v)", games, err)
	}
	if g := games[0]; g.Plies != 2 || g.Result != core.BlackWins || g.ECCO != "C01" {
		t.Errorf("stored %+v", g)
	}
}

func TestLibraryWindowFindsAndOpensAGame(t *testing.T) {
	w, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	lw := w.ShowLibrary()
	if lw == nil {
		t.Fatal("no library window")
	}
	t.Cleanup(func() { lw.Window().Close() })
	checkChoicesFit(t, lw.Window().Content())
	searched := 0
	lw.Searched = func() { searched++ }
	cases := []struct {
		name                string
		player, event, ecco string
		position            bool
		want                int
	}{
		{"everything", "", "", "", false, 4},
		{"a player's games", "Lü Qin", "", "", false, 2},
		{"an event", "", "Spring", "", false, 2},
		{"an ECCO family", "", "", "e", false, 1},
		{"a player at an event", "Hu Ronghua", "Test", "", false, 1},
		{"the start position", "", "", "", true, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := searched
			lw.SetSearch(tc.player, tc.event, tc.ecco, tc.position)
			q.until(t, "the search", func() bool { return searched > before })
			q.settle(20 * time.Millisecond) // a check box change searched too: the last answer counts
			if got := len(lw.Games()); got != tc.want {
				t.Errorf("found %d games, want %d", got, tc.want)
			}
		})
	}

	// This position: after 炮二平五 马8进7 马二进三, two games; the one opened shows that position.
	c.NewGame(ui.TwoPlayers)
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		if !c.TryMove(mv(m)) {
			t.Fatalf("%s refused", m)
		}
	}
	before := searched
	lw.SetSearch("", "", "", true)
	q.until(t, "the search by position", func() bool { return searched > before })
	q.settle(20 * time.Millisecond)
	if len(lw.Games()) != 2 {
		t.Fatalf("%d games with the position, want 2", len(lw.Games()))
	}
	c.NewGame(ui.TwoPlayers) // no game in progress: Open asks nothing
	lw.Select(1)
	lw.Open()
	q.until(t, "the game opened", func() bool { return c.Game().Len() == 4 })
	red, _ := c.GameTags().Get("Red")
	if want := lw.Games()[1].Red; red != want || !c.Reviewing() || c.Cursor() != 3 {
		t.Errorf("opened %q (want %q), review %v, at move %d (want 3)", red, want, c.Reviewing(), c.Cursor())
	}

	// Ctrl+W closes the window: Game > Library… opens a new one.
	lw.Window().Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
	again := w.ShowLibrary()
	if again == lw {
		t.Fatal("Ctrl+W left the library window open")
	}
	lw = again // for the cleanup, which closes the window open
}

func TestReviewMarksWhereTheGameLeftMasterPlay(t *testing.T) {
	w, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	games, err := core.ReadPGN(strings.NewReader("1. 炮二平五 马8进7 2. 兵七进一 车9平8 *"))
	if err != nil {
		t.Fatal(err)
	}
	c.LoadPGNGame(games[0])
	c.ReviewGame(ui.ReviewQuick)
	q.until(t, "the move that left master play", func() bool { return c.LeftMastersAt() == 2 })
	q.until(t, "the move list's mark", func() bool {
		marks := w.MoveList().Marks()
		return len(marks) > 2 && strings.HasSuffix(marks[2], "N")
	})
	for i, m := range w.MoveList().Marks() {
		if i != 2 && strings.Contains(m, "N") {
			t.Errorf("move %d marked %q", i, m)
		}
	}
	c.GoTo(3)
	if note := c.ReviewNote(); !strings.Contains(note, "masters played 马二进三 here in 2 games") {
		t.Errorf("the note at 兵七进一 is %q", note)
	}
	c.GoTo(2)
	if note := c.ReviewNote(); strings.Contains(note, "masters played") {
		t.Errorf("the note at 马8进7, a master move, is %q", note)
	}
}

// TestMastersSummaryForTheEditor: the position editor's line on what masters played in the
// position set up, from the library.
func TestMastersSummaryForTheEditor(t *testing.T) {
	_, c, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	cases := []struct {
		name string
		fen  string
		want string
	}{
		{"the start", core.StartFEN, "Masters: 4 games · 炮二平五 3 · 兵七进一 1"},
		{"after 炮二平五", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "Masters: 3 games · 马８进７ 3"},
		{"a position of no master game", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "No master game reached this position."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			c.MastersSummary(*p, func(s string) { got = s })
			q.until(t, "the summary", func() bool { return got != "" })
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLibraryWindowImportsSeveralFiles imports two files at once, as Import files… does with a
// dialog that chooses several: both are read, and the dialog says the import is done (not
// cancelled) with what it added.
func TestLibraryWindowImportsSeveralFiles(t *testing.T) {
	w, _, q := newTestWindow(t, "", withLibrary(newTestLibrary(t)))
	lw := w.ShowLibrary()
	if lw == nil {
		t.Fatal("no library window")
	}
	t.Cleanup(func() { lw.Window().Close() })
	dir := t.TempDir()
	one := filepath.Join(dir, "one.pgn")
	two := filepath.Join(dir, "two.pgn")
	for name, moves := range map[string]string{one: "1. h2e2 h9g7 2. h0g2 *", two: "1. b2e2 b9c7 2. b0c2 g6g5 *"} {
		pgn := "[Event \"Import test\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + moves + "\n"
		if err := os.WriteFile(name, []byte(pgn), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lw.Import([]string{one, two})
	var shown fyne.CanvasObject
	q.until(t, "the import's dialog", func() bool {
		shown = lw.Window().Canvas().Overlays().Top()
		return shown != nil
	})
	if !hasLabel(shown, "Import done") || hasLabel(shown, "cancelled") {
		t.Errorf("the dialog does not say the import is done")
	}
	if !hasLabel(shown, "2 games added, 0 already there, 0 files unread") {
		t.Errorf("the dialog does not say two games were added")
	}

	// Where the system has no file dialog of its own, Fyne's shows on the library window, not
	// on the main window behind it.
	lw.Window().Canvas().Overlays().Remove(shown)
	// Export needs the games listed, which the search after the import lists in the background.
	q.until(t, "the games listed", func() bool { return len(lw.Games()) > 0 })
	for _, b := range []string{"Import a folder", "Import files", "Export"} {
		test.Tap(button(t, lw.Window().Content(), b))
		top := lw.Window().Canvas().Overlays().Top()
		if top == nil || w.Window().Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: a dialog on the library window: %v; on the main window: %v", b, top != nil, w.Window().Canvas().Overlays().Top() != nil)
		}
		lw.Window().Canvas().Overlays().Remove(top)
	}
}

// checkChoicesFit: every drop-down list under o is as wide as Fyne makes one for its longest
// choice, so that no choice is cut short ("All collectio…").
func checkChoicesFit(t *testing.T, o fyne.CanvasObject) {
	t.Helper()
	switch o := o.(type) {
	case *widget.Select:
		for _, opt := range o.Options {
			ref := widget.NewSelect(nil, nil)
			ref.PlaceHolder = opt
			if o.MinSize().Width < ref.MinSize().Width {
				t.Errorf("the list of %q is %.0f wide, %q needs %.0f", o.Options, o.MinSize().Width, opt, ref.MinSize().Width)
			}
		}
	case *fyne.Container:
		for _, c := range o.Objects {
			checkChoicesFit(t, c)
		}
	}
}
