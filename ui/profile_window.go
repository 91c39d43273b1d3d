package ui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/profile"
)

// ProfileWindow is Game > Profile…: the player's rating against the levels with its graph over
// time, the results by level, by colour and by opening, and the longest winning streak.
type ProfileWindow struct {
	w   *Window
	win fyne.Window

	rating, record, streak, adaptive *widget.Label
	graph                            *RatingGraph
	byLevel, byColor, byOpening      *fyne.Container
}

// ShowProfile opens the Profile window (or brings it forward).
func (w *Window) ShowProfile() *ProfileWindow {
	if w.pw != nil {
		w.pw.win.RequestFocus()
		return w.pw
	}
	pw := &ProfileWindow{w: w, win: w.app.NewWindow(lang.L("Profile"))}
	w.pw = pw
	pw.build()
	w.c.OnProfileChanged(pw.Refresh)
	pw.win.SetOnClosed(func() {
		w.c.OnProfileChanged(nil)
		w.pw = nil
	})
	pw.Refresh()
	closeOnKeys(pw.win)
	pw.win.Resize(fyne.NewSize(720, 640))
	pw.win.Show()
	return pw
}

func (pw *ProfileWindow) build() {
	pw.rating = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pw.record, pw.streak, pw.adaptive = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	pw.graph = NewRatingGraph()
	pw.byLevel, pw.byColor, pw.byOpening = container.NewVBox(), container.NewVBox(), container.NewVBox()
	head := container.NewVBox(pw.rating, pw.record, pw.streak, pw.adaptive)
	tabs := container.NewAppTabs(
		container.NewTabItem(lang.L("By level"), container.NewVScroll(pw.byLevel)),
		container.NewTabItem(lang.L("By colour"), pw.byColor),
		container.NewTabItem(lang.L("By opening"), container.NewVScroll(pw.byOpening)),
	)
	graph := container.NewBorder(widget.NewLabel(lang.L("Rating over time")), nil, nil, nil, pw.graph)
	pw.win.SetContent(container.NewBorder(head, nil, nil, nil, container.NewVSplit(graph, tabs)))
}

// Refresh shows the player's record as the controller has it now.
func (pw *ProfileWindow) Refresh() {
	c := pw.w.c
	s := c.Profile()
	if !c.HasLibrary() {
		pw.rating.SetText(lang.L("No game library: your games against the computer are not rated."))
	} else {
		pw.rating.SetText(labelled(lang.L("Your rating"), fmt.Sprintf("%.0f ± %.0f", s.Rating.R, 2*s.Rating.RD)))
	}
	record := labelled(lang.L("Games against the computer"), fmt.Sprintf("%d   %s %d · %s %d · %s %d", s.Total.Games(),
		lang.L("won"), s.Total.Wins, lang.L("drawn"), s.Total.Draws, lang.L("lost"), s.Total.Losses))
	if s.Total.Games() > 0 { // a score of no games is not 0%
		record += fmt.Sprintf("   (%.0f%%)", 100*s.Total.Score())
	}
	pw.record.SetText(record)
	pw.streak.SetText(labelled(lang.L("Longest winning streak"), strconv.Itoa(s.LongestStreak)) +
		lang.X("profile.aside.open", "   (") + labelled(lang.L("now"), strconv.Itoa(s.CurrentStreak)) + lang.X("profile.aside.close", ")"))
	pw.adaptive.SetText(labelled(lang.L("The Adaptive opponent plays"), levelLabel(ai.Levels()[c.AdaptiveLevel()-1])))
	pw.graph.SetHistory(s.History)

	header := func(first string) fyne.CanvasObject {
		return recordRow(first, lang.L("Games"), capitalized(lang.L("won")), capitalized(lang.L("drawn")), capitalized(lang.L("lost")), lang.L("Score"), true)
	}
	rows := []fyne.CanvasObject{header(lang.L("Level"))}
	for _, l := range s.ByLevel {
		rows = append(rows, recordLine(levelLabel(ai.Levels()[ai.ClampLevel(l.Level)-1]), l.Record))
	}
	pw.byLevel.Objects = rows
	pw.byLevel.Refresh()
	pw.byColor.Objects = []fyne.CanvasObject{header(lang.L("Colour")),
		recordLine(lang.L("Red"), s.ByColor[core.Red]), recordLine(lang.L("Black"), s.ByColor[core.Black])}
	pw.byColor.Refresh()
	rows = []fyne.CanvasObject{header(lang.L("Opening"))}
	l := ResolveLanguage(c.Settings().Language)
	for _, o := range s.ByOpening {
		name := storedOpeningText(o.Code, l)
		if name == "" {
			name = lang.L("Unknown")
		}
		rows = append(rows, recordLine(name, o.Record))
	}
	pw.byOpening.Objects = rows
	pw.byOpening.Refresh()
}

// recordLine is one row of a table of results.
func recordLine(name string, r profile.Record) fyne.CanvasObject {
	return recordRow(name, fmt.Sprint(r.Games()), fmt.Sprint(r.Wins), fmt.Sprint(r.Draws), fmt.Sprint(r.Losses),
		fmt.Sprintf("%.0f%%", 100*r.Score()), false)
}

func recordRow(name, games, wins, draws, losses, score string, bold bool) fyne.CanvasObject {
	st := fyne.TextStyle{Bold: bold}
	cell := func(s string) fyne.CanvasObject { return widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, st) }
	nums := container.NewGridWithColumns(5, cell(games), cell(wins), cell(draws), cell(losses), cell(score))
	return container.NewGridWithColumns(2, widget.NewLabelWithStyle(name, fyne.TextAlignLeading, st), nums)
}

// RatingGraph draws the player's rating after each game, oldest on the left, with its 95% band.
type RatingGraph struct {
	widget.BaseWidget
	History []profile.Point
}

// NewRatingGraph returns an empty graph.
func NewRatingGraph() *RatingGraph {
	g := &RatingGraph{}
	g.ExtendBaseWidget(g)
	return g
}

// SetHistory shows the ratings h.
func (g *RatingGraph) SetHistory(h []profile.Point) {
	g.History = h
	g.Refresh()
}

// CreateRenderer is part of fyne.Widget.
func (g *RatingGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &ratingGraphRenderer{g: g, lo: canvas.NewText("", theme.Color(theme.ColorNameForeground)),
		hi: canvas.NewText("", theme.Color(theme.ColorNameForeground)), empty: widget.NewLabel(lang.L("No rated game yet."))}
	r.lo.TextSize, r.hi.TextSize = 11, 11
	return r
}

type ratingGraphRenderer struct {
	g       *RatingGraph
	lines   []fyne.CanvasObject // the band's edges and the rating, segment by segment
	lo, hi  *canvas.Text
	empty   *widget.Label
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *ratingGraphRenderer) Destroy() {}

func (r *ratingGraphRenderer) MinSize() fyne.Size { return fyne.NewSize(240, 140) }

func (r *ratingGraphRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *ratingGraphRenderer) Layout(s fyne.Size) {
	if s != r.size {
		r.size = s
		r.build()
	}
}

func (r *ratingGraphRenderer) Refresh() {
	r.build()
	canvas.Refresh(r.g)
}

// build makes the segments for the history at the current size.
func (r *ratingGraphRenderer) build() {
	h := r.g.History
	r.lines = r.lines[:0]
	if len(h) < 2 {
		r.empty.Move(fyne.NewPos(0, 0))
		r.empty.Resize(r.size)
		r.objects = []fyne.CanvasObject{r.empty}
		return
	}
	lo, hi := h[0].Rating.R-2*h[0].Rating.RD, h[0].Rating.R+2*h[0].Rating.RD
	for _, p := range h {
		lo, hi = min(lo, p.Rating.R-2*p.Rating.RD), max(hi, p.Rating.R+2*p.Rating.RD)
	}
	if hi-lo < 100 {
		lo, hi = lo-50, hi+50
	}
	// The axis at round hundreds, and never below 0: a new player's wide band would reach a
	// negative rating ("-155"), which no one has.
	lo, hi = max(0, math.Floor(lo/100)*100), math.Ceil(hi/100)*100
	const left, pad = 44, 6
	w, ht := r.size.Width-left-pad, r.size.Height-2*pad
	x := func(i int) float32 { return left + w*float32(i)/float32(len(h)-1) }
	y := func(v float64) float32 { return pad + ht*float32((hi-max(v, lo))/(hi-lo)) }
	fg := theme.Color(theme.ColorNamePrimary)
	band := color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0x90}
	axis := canvas.NewLine(theme.Color(theme.ColorNameDisabled))
	axis.Position1, axis.Position2 = fyne.NewPos(left, pad), fyne.NewPos(left, pad+ht)
	r.lines = append(r.lines, axis)
	seg := func(c color.Color, width float32, i int, a, b float64) {
		l := canvas.NewLine(c)
		l.StrokeWidth = width
		l.Position1, l.Position2 = fyne.NewPos(x(i), y(a)), fyne.NewPos(x(i+1), y(b))
		r.lines = append(r.lines, l)
	}
	for i := 0; i+1 < len(h); i++ {
		a, b := h[i].Rating, h[i+1].Rating
		seg(band, 1, i, a.R+2*a.RD, b.R+2*b.RD)
		seg(band, 1, i, a.R-2*a.RD, b.R-2*b.RD)
		seg(fg, 2, i, a.R, b.R)
	}
	r.hi.Text, r.lo.Text = fmt.Sprintf("%.0f", hi), fmt.Sprintf("%.0f", lo)
	r.hi.Move(fyne.NewPos(0, 0))
	r.lo.Move(fyne.NewPos(0, pad+ht-r.lo.MinSize().Height))
	r.hi.Refresh()
	r.lo.Refresh()
	r.objects = append(append([]fyne.CanvasObject(nil), r.lines...), r.lo, r.hi)
}

// Texts returns what the window's head says, a line each (for tests and accessibility).
func (pw *ProfileWindow) Texts() []string {
	return []string{pw.rating.Text, pw.record.Text, pw.streak.Text, pw.adaptive.Text}
}

// OpeningNames returns the openings the By opening tab lists, in its order (for tests and
// accessibility).
func (pw *ProfileWindow) OpeningNames() []string {
	var names []string
	for _, row := range pw.byOpening.Objects[1:] { // the header first
		names = append(names, row.(*fyne.Container).Objects[0].(*widget.Label).Text)
	}
	return names
}

// Window returns the Fyne window.
func (pw *ProfileWindow) Window() fyne.Window { return pw.win }
