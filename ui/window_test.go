package ui_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ui"
)

// newTestWindow makes the main window around a controller that saves its settings to path ("":
// none), in Fyne's test driver; more changes the controller's options.
func newTestWindow(t *testing.T, path string, more ...func(*ui.Options)) (*ui.Window, *ui.Controller, *queue) {
	t.Helper()
	a := test.NewTempApp(t)
	q := newQueue()
	opts := ui.Options{Do: q.Do, SettingsPath: path, NewEngine: func() ui.Engine { return &fakeEngine{} }}
	for _, f := range more {
		f(&opts)
	}
	c := ui.NewController(a, opts)
	c.SetAnimation(false)
	w := ui.NewWindow(a, c)
	t.Cleanup(func() {
		c.Close()
		w.Window().Close()
		q.settle(50 * time.Millisecond)
	})
	return w, c, q
}

func TestWindowSizeSavedWhenItChanges(t *testing.T) {
	path := filepath.Join(t.TempDir(), ui.SettingsFile)
	w, c, q := newTestWindow(t, path)
	win := w.Window()
	// A drag of the window's edge: many sizes in a row, the last one saved.
	for i := 0; i < 5; i++ {
		win.Resize(fyne.NewSize(800+float32(i)*20, 600+float32(i)*10))
	}
	want := win.Canvas().Size()
	if want.Width < 880 || want.Height < 640 {
		t.Fatalf("the test window is %v", want)
	}
	q.until(t, "the size saved", func() bool {
		s := c.Settings()
		return s.WindowWidth == want.Width && s.WindowHeight == want.Height
	})
	c.WaitSaved()
	got, err := ui.LoadSettingsFile(path, nil)
	if err != nil || got.WindowWidth != want.Width || got.WindowHeight != want.Height {
		t.Errorf("the file holds %vx%v (%v), want %v", got.WindowWidth, got.WindowHeight, err, want)
	}
}

// buttonTexts lists the texts of the buttons in the window's content.
func buttonTexts(w fyne.Window) map[string]bool {
	texts := map[string]bool{}
	walk(w.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text != "" {
			texts[b.Text] = true
		}
	})
	return texts
}

// testLanguages returns the app's Languages, the system's language applied, and applies it again
// after the test: the other tests read English.
func testLanguages(t *testing.T) *ui.Languages {
	t.Helper()
	langs := ui.NewLanguages()
	t.Cleanup(func() {
		if err := langs.Apply(ui.SystemLanguage); err != nil {
			t.Error(err)
		}
	})
	if err := langs.Apply(ui.SystemLanguage); err != nil {
		t.Fatal(err)
	}
	return langs
}

func TestLanguageSwitchesAtOnce(t *testing.T) {
	langs := testLanguages(t)
	w, c, _ := newTestWindow(t, "", func(o *ui.Options) { o.Languages = langs })
	win := w.Window()
	c.NewGame(ui.TwoPlayers)
	check := func(game, undo, status, comment string, lang ui.Language) {
		t.Helper()
		if got := w.NotesPanel().Entry().PlaceHolder; got != comment {
			t.Errorf("the comment box says %q, want %q", got, comment)
		}
		if got := win.MainMenu().Items[0].Label; got != game {
			t.Errorf("the first menu is %q, want %q", got, game)
		}
		if texts := buttonTexts(win); !texts[undo] {
			t.Errorf("no button %q among %v", undo, texts)
		}
		if got := w.StatusText(); !strings.HasPrefix(got, status) {
			t.Errorf("status %q, want %q", got, status)
		}
		if c.Settings().Language != lang {
			t.Errorf("language setting %q", c.Settings().Language)
		}
		if win.Canvas().Overlays().Top() != nil {
			t.Error("a dialog was shown")
		}
	}
	check("Game", "Undo", "Red to move", "Comment on the game", ui.SystemLanguage)
	menuItem(t, win, "中文（简体）").Action()
	check("游戏", "悔棋", "红方走棋", "对全局的评注", ui.Chinese)
	if it := menuItem(t, win, "中文（简体）"); !it.Checked {
		t.Error("Chinese is not ticked in the new menu")
	}
	menuItem(t, win, "English").Action()
	check("Game", "Undo", "Red to move", "Comment on the game", ui.English)
}

// TestFyneStringsInTheLanguage: the strings of Fyne's own widgets (a field's menu, the file
// dialog) follow the interface's language: Traditional Chinese showed Fyne's simplified ones
// (剪切, 复制), Vietnamese its English ones.
func TestFyneStringsInTheLanguage(t *testing.T) {
	langs := testLanguages(t)
	for _, c := range []struct {
		l                 ui.Language
		cut, copy, up     string
		hidden, newFolder string
	}{
		{ui.ChineseTraditional, "剪下", "複製", "上層資料夾", "顯示隱藏檔案", "新資料夾"},
		{ui.Vietnamese, "Cắt", "Sao chép", "Thư mục cha", "Hiện tệp ẩn", "Thư mục mới"},
		{ui.Chinese, "剪切", "复制", "上级文件夹", "显示隐藏的文件", "新文件夹"},
	} {
		if err := langs.Apply(c.l); err != nil {
			t.Fatal(err)
		}
		got := []string{lang.L("Cut"), lang.L("Copy"), lang.X("file.parent", "Parent"), lang.L("Show Hidden Files"), lang.L("New Folder")}
		want := []string{c.cut, c.copy, c.up, c.hidden, c.newFolder}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", c.l, got, want)
		}
		// A field's Undo is not taking a move back (its menu said 悔棋).
		if field, move := lang.L("Undo"), lang.X("move.undo", "Undo"); field == move {
			t.Errorf("%s: a field's Undo and the game's are both %q", c.l, field)
		}
	}
}
