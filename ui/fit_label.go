package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// partSep joins the parts of a fitLabel's line: "You play Red · Level 26 · Full strength".
const partSep = " · "

// glueSep joins two parts a fitLabel keeps on one line, shown as partSep: a level's number and
// its name ("Level 26 · Full strength" rather than "Level 26" then "Full strength").
const glueSep = "\x1f"

// fitLabel is a word-wrapped label whose lines are made of parts joined by " · ": a part that
// does not fit after the one before it starts the next line, so that a line breaks between parts
// rather than inside one ("Level 7 · Casual" then "1"; Fyne breaks at any space, no-break spaces
// too). A part wider than the whole label still wraps by words.
type fitLabel struct {
	widget.Label
	text  string  // as set, unbroken
	width float32 // the width the text was fitted to
}

func newFitLabel() *fitLabel {
	l := &fitLabel{}
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// SetText sets the text, fitted to the label's width.
func (l *fitLabel) SetText(text string) {
	l.text = text
	l.Label.SetText(l.fitted())
}

// FullText returns the text as set, as shown but without the line breaks fitting added.
func (l *fitLabel) FullText() string { return strings.ReplaceAll(l.text, glueSep, partSep) }

// Resize fits the text again to a new width.
func (l *fitLabel) Resize(size fyne.Size) {
	if size.Width != l.width {
		l.width = size.Width
		if t := l.fitted(); t != l.Text {
			l.Text = t
			l.Label.Refresh()
		}
	}
	l.Label.Resize(size)
}

// Refresh fits the text again (the theme's text size may have changed) and redraws.
func (l *fitLabel) Refresh() {
	l.Text = l.fitted()
	l.Label.Refresh()
}

// fitted is the text with a line break before each part that would not fit on its line.
func (l *fitLabel) fitted() string {
	if l.width <= 0 {
		return l.FullText()
	}
	th := l.Theme()
	size := th.Size(theme.SizeNameText)
	style := l.TextStyle
	avail := l.width - 2*th.Size(theme.SizeNameInnerPadding)
	return fitParts(l.text, avail, func(s string) float32 { return fyne.MeasureText(s, size, style).Width })
}

// fitParts breaks each line of text between its " · "-joined parts where the next part would
// make the line wider than width (measured by measure), greedily: as many parts a line as fit.
// Parts joined by glueSep stay together, shown joined by partSep.
func fitParts(text string, width float32, measure func(string) float32) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		parts := strings.Split(line, partSep)
		for j, p := range parts {
			parts[j] = strings.ReplaceAll(p, glueSep, partSep)
		}
		var b strings.Builder
		cur := parts[0]
		for _, p := range parts[1:] {
			if measure(cur+partSep+p) <= width {
				cur += partSep + p
				continue
			}
			b.WriteString(cur)
			b.WriteByte('\n')
			cur = p
		}
		b.WriteString(cur)
		lines[i] = b.String()
	}
	return strings.Join(lines, "\n")
}
