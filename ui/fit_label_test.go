package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestFitParts: a line breaks between its " · " parts, as many parts a line as fit, and its own
// line breaks stay.
func TestFitParts(t *testing.T) {
	width := func(s string) float32 { return float32(len([]rune(s))) } // one unit a character
	text := "You play Red · Level 7 · Casual 1\nC Central cannon against the screen horses"
	cases := []struct {
		width float32
		want  string
	}{
		{100, text},
		{33, text},
		{32, "You play Red · Level 7\nCasual 1\nC Central cannon against the screen horses"},
		{12, "You play Red\nLevel 7\nCasual 1\nC Central cannon against the screen horses"},
		{3, "You play Red\nLevel 7\nCasual 1\nC Central cannon against the screen horses"},
	}
	for _, c := range cases {
		if got := fitParts(text, c.width, width); got != c.want {
			t.Errorf("width %v: %q, want %q", c.width, got, c.want)
		}
	}
	// A level's number and name, glued, stay on one line, shown joined like any parts.
	glued := "You play Red · Adaptive · Level 26" + glueSep + "Full strength"
	for w, want := range map[float32]string{
		100: "You play Red · Adaptive · Level 26 · Full strength",
		40:  "You play Red · Adaptive\nLevel 26 · Full strength",
		34:  "You play Red · Adaptive\nLevel 26 · Full strength",
		20:  "You play Red\nAdaptive\nLevel 26 · Full strength",
	} {
		if got := fitParts(glued, w, width); got != want {
			t.Errorf("glued, width %v: %q, want %q", w, got, want)
		}
	}
	if got := fitParts("", 10, width); got != "" {
		t.Errorf("empty text: %q", got)
	}
}

// TestFitLabelKeepsPartsWhole: in a narrow panel the header's lines break between its parts, never
// inside a level's name, and the text is fitted again when the panel widens.
func TestFitLabelKeepsPartsWhole(t *testing.T) {
	test.NewTempApp(t)
	l := newFitLabel()
	l.TextStyle = fyne.TextStyle{Bold: true}
	text := "You play Black · Adaptive · Level 7 · Casual 1"
	l.SetText(text)
	w := test.NewTempWindow(t, container.NewVBox(l))
	w.SetPadded(false)
	measure := func(s string) float32 { return fyne.MeasureText(s, 14, l.TextStyle).Width }
	w.Resize(fyne.NewSize(measure("You play Black · Adaptive · Casual")+20, 400))
	shown := l.Text
	if !strings.Contains(shown, "\n") {
		t.Fatalf("a narrow label shows %q on one line", shown)
	}
	for _, line := range strings.Split(shown, "\n") {
		if line == "Casual" || line == "1" || strings.HasSuffix(line, "Casual") || strings.HasPrefix(line, "1") {
			t.Errorf("the level's name is broken: %q", shown)
		}
	}
	if got := strings.ReplaceAll(shown, "\n", partSep); got != text {
		t.Errorf("the fitted text %q is not the text %q broken between parts", shown, text)
	}
	if l.FullText() != text {
		t.Errorf("FullText is %q", l.FullText())
	}
	w.Resize(fyne.NewSize(measure(text)+40, 400))
	if l.Text != text {
		t.Errorf("widened, the label shows %q, want %q on one line", l.Text, text)
	}
	// A larger text size (the theme's) fits the text again, at the same width.
	l.Refresh() // as a change of theme refreshes every widget
	if l.Text != text {
		t.Fatalf("refreshed at the same size, the label shows %q", l.Text)
	}
	fyne.CurrentApp().Settings().SetTheme(bigText{theme.DefaultTheme()})
	l.Refresh()
	if !strings.Contains(l.Text, "\n") || strings.ReplaceAll(l.Text, "\n", partSep) != text {
		t.Errorf("with twice the text size the label shows %q", l.Text)
	}
}

// bigText is a theme whose text is twice the size.
type bigText struct{ fyne.Theme }

func (b bigText) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 2 * b.Theme.Size(n)
	}
	return b.Theme.Size(n)
}
