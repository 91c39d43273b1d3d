package ui

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

// explorerRows is how many of the masters' moves the panel lists: past a dozen the moves are
// played in a handful of games.
const explorerRows = 12

// ExplorerPanel is the opening explorer beside the board: every move masters played in the position, with its games, a Red-win/draw/Black-win bar and the years.
// A move previews as an arrow on the board under the pointer and is played when clicked.
type ExplorerPanel struct {
	widget.BaseWidget

	title   *widget.Label
	msg     *widget.Label
	rows    []*explorerRow
	reached *widget.Label // "Games that reached it", above games
	games   []*explorerGame
	onGame  func(i int)
	box     *fyne.Container
	onTap   func(i int)
	onHover func(i int) // -1: the pointer left the moves
	// view is what the panel shows; scores the analysis's score of some of its moves (SetScores).
	view   ExplorerView
	scores map[core.Move]string
}

// NewExplorerPanel returns an empty panel; onTap and onHover are called with a move's index,
// onGame with the index of a master game listed.
func NewExplorerPanel(onTap, onHover, onGame func(i int)) *ExplorerPanel {
	e := &ExplorerPanel{onTap: onTap, onHover: onHover, onGame: onGame}
	e.title = widget.NewLabel(lang.L("Master games"))
	e.title.TextStyle = fyne.TextStyle{Bold: true}
	e.title.Truncation = fyne.TextTruncateEllipsis
	e.msg = widget.NewLabel("")
	e.msg.Wrapping = fyne.TextWrapWord
	e.box = container.NewVBox(e.title, e.msg) // the opening is in the panel's header (Window.modeText)
	for i := range explorerRows {
		r := newExplorerRow(i, e)
		e.rows = append(e.rows, r)
		e.box.Add(r)
	}
	e.reached = widget.NewLabel(lang.L("Master games that reached it"))
	e.reached.TextStyle = fyne.TextStyle{Bold: true}
	e.box.Add(e.reached)
	for i := range explorerGames {
		b := &explorerGame{i: i, panel: e}
		b.Truncation = fyne.TextTruncateEllipsis // a long event must not widen the side panel
		b.ExtendBaseWidget(b)
		e.games = append(e.games, b)
		e.box.Add(b)
	}
	e.ExtendBaseWidget(e)
	e.Set(ExplorerView{})
	return e
}

func (e *ExplorerPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(e.box) }

// SetScores shows beside each move the analysis has scored its score (scores by move, written as
// people read them); nil or empty shows none, and the column goes.
func (e *ExplorerPanel) SetScores(scores map[core.Move]string) {
	e.scores = scores
	e.showScores()
}

// showScores puts the scores beside the moves shown.
func (e *ExplorerPanel) showScores() {
	any := false
	for _, m := range e.view.Moves {
		if e.scores[m.Move] != "" {
			any = true
		}
	}
	for i, r := range e.rows {
		s := ""
		if i < len(e.view.Moves) {
			s = e.scores[e.view.Moves[i].Move]
		}
		r.setScore(s, any)
	}
}

// Set shows v.
func (e *ExplorerPanel) Set(v ExplorerView) {
	e.view = v
	defer e.showScores()
	setText := setLabelText
	title := lang.L("Master games")
	if v.Games > 0 {
		title += " · " + fmt.Sprintf(plural(v.Games, "%s game", "%s games"), groupDigits(v.Games))
	}
	setText(e.title, title)
	setText(e.msg, v.Waiting)
	showIf(e.msg, v.Waiting != "")
	for i, r := range e.rows {
		if i >= len(v.Moves) {
			showIf(r, false)
			continue
		}
		r.set(v.Moves[i])
		showIf(r, true)
	}
	showIf(e.reached, len(v.Reached) > 0)
	for i, b := range e.games {
		if i < len(v.Reached) {
			if t := reachedText(v.Reached[i]); b.Text != t {
				b.SetText(t)
			}
		}
		showIf(b, i < len(v.Reached))
	}
}

// reachedText names a master game in the explorer: "胡榮華 – 許銀川 1-0 · 2012 event".
func reachedText(g library.GameInfo) string {
	res := "*"
	if g.Result != core.Ongoing {
		res = g.Result.String()
	}
	t := g.Red + " – " + g.Black + " " + res
	var when []string // the year, the event: "· 2012 event", "· event" without a year
	if g.Year != 0 {
		when = append(when, strconv.Itoa(g.Year))
	}
	if g.Event != "" {
		when = append(when, g.Event)
	}
	if len(when) > 0 {
		t += " · " + strings.Join(when, " ")
	}
	return t
}

// GameText returns the text of master game i as listed ("" for none).
func (e *ExplorerPanel) GameText(i int) string {
	if i < 0 || i >= len(e.games) || !e.games[i].Visible() {
		return ""
	}
	return e.games[i].Text
}

// Game returns master game i's row (tests tap it).
func (e *ExplorerPanel) Game(i int) fyne.Tappable { return e.games[i] }

// explorerGame is a master game the explorer lists: clicking it opens the game.
type explorerGame struct {
	widget.Label
	i     int
	panel *ExplorerPanel
}

func (g *explorerGame) Tapped(*fyne.PointEvent) {
	if g.panel.onGame != nil {
		g.panel.onGame(g.i)
	}
}

func (g *explorerGame) Cursor() desktop.Cursor { return desktop.PointerCursor }

// showIf shows o when on, hides it otherwise.
func showIf(o fyne.CanvasObject, on bool) {
	if on && !o.Visible() {
		o.Show()
	} else if !on && o.Visible() {
		o.Hide()
	}
}

// RowText returns the text of move i as shown ("" for a row not shown): the move, its games and
// its years.
func (e *ExplorerPanel) RowText(i int) string {
	if i < 0 || i >= len(e.rows) || !e.rows[i].Visible() {
		return ""
	}
	r := e.rows[i]
	t := r.move.Text + " " + r.games.Text + " " + r.years.Text
	if r.scoreBox.Visible() && r.score.Text != "" {
		t += " " + r.score.Text
	}
	return t
}

// Row returns the widget of move i (nil if there is none), for tests that point at it.
func (e *ExplorerPanel) Row(i int) fyne.CanvasObject {
	if i < 0 || i >= len(e.rows) {
		return nil
	}
	return e.rows[i]
}

// Message returns the panel's message ("" when it lists moves).
func (e *ExplorerPanel) Message() string { return e.msg.Text }

// groupDigits writes n with its thousands grouped: 27,759.
func groupDigits(n int) string {
	sep := lang.X("digits.group", ",") // Vietnamese writes 27.759
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// explorerRow is one move of the explorer: the move, its games, its results as a bar and its
// years; it previews the move under the pointer and plays it when clicked.
type explorerRow struct {
	widget.BaseWidget
	i                  int
	panel              *ExplorerPanel
	move, games, years *widget.Label
	bar                *ResultBar
	// score is the analysis's score of the move, in a column of its own that is there only while
	// the analysis scores some of the moves.
	score    *widget.Label
	scoreBox *fyne.Container
	content  *fyne.Container
}

var (
	_ fyne.Tappable      = (*explorerRow)(nil)
	_ desktop.Hoverable  = (*explorerRow)(nil)
	_ desktop.Cursorable = (*explorerRow)(nil)
)

func newExplorerRow(i int, panel *ExplorerPanel) *explorerRow {
	r := &explorerRow{i: i, panel: panel, move: widget.NewLabel(""), games: widget.NewLabel(""), years: widget.NewLabel(""),
		bar: NewResultBar()}
	r.move.TextStyle = fyne.TextStyle{Bold: true}
	r.games.Alignment = fyne.TextAlignTrailing
	left := container.NewGridWrap(fyne.NewSize(126, r.move.MinSize().Height), container.NewBorder(nil, nil, r.move, nil, r.games))
	r.years.Alignment = fyne.TextAlignTrailing
	// The years take a fixed width, so every row's bar starts and ends in the same place.
	years := container.NewGridWrap(fyne.NewSize(88, r.move.MinSize().Height), r.years)
	r.score = widget.NewLabel("")
	r.score.Alignment = fyne.TextAlignTrailing
	r.scoreBox = container.NewGridWrap(fyne.NewSize(64, r.move.MinSize().Height), r.score)
	r.scoreBox.Hide()
	r.content = container.NewBorder(nil, nil, left, container.NewHBox(years, r.scoreBox), container.NewPadded(r.bar))
	r.ExtendBaseWidget(r)
	r.Hide()
	return r
}

func (r *explorerRow) set(m ExplorerMove) {
	r.move.SetText(m.Text)
	r.games.SetText(groupDigits(m.Games))
	years := ""
	switch {
	case m.FirstYear == 0:
	case m.FirstYear == m.LastYear:
		years = strconv.Itoa(m.FirstYear)
	default:
		years = strconv.Itoa(m.FirstYear) + "–" + strconv.Itoa(m.LastYear)
	}
	r.years.SetText(years)
	r.bar.Set(m.RedWins, m.Draws, m.BlackWins)
}

// setScore shows s as the move's score; column says whether the panel shows the scores' column.
func (r *explorerRow) setScore(s string, column bool) {
	setLabelText(r.score, s)
	showIf(r.scoreBox, column)
}

func (r *explorerRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(r.content)
}

func (r *explorerRow) Tapped(*fyne.PointEvent) {
	if r.panel.onTap != nil {
		r.panel.onTap(r.i)
	}
}

func (r *explorerRow) MouseIn(*desktop.MouseEvent) {
	if r.panel.onHover != nil {
		r.panel.onHover(r.i)
	}
}

func (r *explorerRow) MouseMoved(*desktop.MouseEvent) {}

func (r *explorerRow) MouseOut() {
	if r.panel.onHover != nil {
		r.panel.onHover(-1)
	}
}

func (r *explorerRow) Cursor() desktop.Cursor { return desktop.PointerCursor }

// ResultBar shows how games ended: Red's wins, the draws and Black's wins as shares of its width,
// each with its percentage when there is room for it.
type ResultBar struct {
	widget.BaseWidget
	counts [3]int
	rects  [3]*canvas.Rectangle
	texts  [3]*canvas.Text
	frame  *canvas.Rectangle // outlines the bar, so Black's dark share shows on a dark theme
}

// NewResultBar returns an empty bar.
func NewResultBar() *ResultBar {
	b := &ResultBar{}
	fills := [3]color.Color{color.NRGBA{R: 0xc8, G: 0x2a, B: 0x2a, A: 0xff}, color.NRGBA{R: 0xb8, G: 0xb8, B: 0xb8, A: 0xff},
		color.NRGBA{R: 0x1a, G: 0x1a, B: 0x1a, A: 0xff}}
	inks := [3]color.Color{color.White, color.Black, color.White}
	for i := range b.rects {
		b.rects[i] = canvas.NewRectangle(fills[i])
		b.texts[i] = canvas.NewText("", inks[i])
		b.texts[i].TextSize = theme.CaptionTextSize()
		b.texts[i].Alignment = fyne.TextAlignCenter
	}
	b.frame = canvas.NewRectangle(color.Transparent)
	b.frame.StrokeColor = color.NRGBA{R: 0x90, G: 0x90, B: 0x90, A: 0xff}
	b.frame.StrokeWidth = 1
	b.ExtendBaseWidget(b)
	return b
}

// Set shows the counts of Red's wins, draws and Black's wins.
func (b *ResultBar) Set(red, draws, black int) {
	if b.counts == [3]int{red, draws, black} {
		return
	}
	b.counts = [3]int{red, draws, black}
	b.Refresh()
}

// Shares returns the percentages shown.
func (b *ResultBar) Shares() [3]int {
	total := b.counts[0] + b.counts[1] + b.counts[2]
	var out [3]int
	if total == 0 {
		return out
	}
	for i, n := range b.counts {
		out[i] = (n*100 + total/2) / total
	}
	return out
}

func (b *ResultBar) CreateRenderer() fyne.WidgetRenderer { return &resultBarRenderer{b: b} }

type resultBarRenderer struct{ b *ResultBar }

func (r *resultBarRenderer) Layout(size fyne.Size) {
	b := r.b
	total := b.counts[0] + b.counts[1] + b.counts[2]
	shares := b.Shares()
	x := float32(0)
	for i, n := range b.counts {
		w := float32(0)
		if total > 0 {
			w = size.Width * float32(n) / float32(total)
		}
		b.rects[i].Move(fyne.NewPos(x, 0))
		b.rects[i].Resize(fyne.NewSize(w, size.Height))
		b.texts[i].Text = ""
		if w >= 24 {
			b.texts[i].Text = strconv.Itoa(shares[i]) + "%"
		}
		b.texts[i].Move(fyne.NewPos(x, 0))
		b.texts[i].Resize(fyne.NewSize(w, size.Height))
		x += w
	}
	b.frame.Move(fyne.NewPos(0, 0))
	b.frame.Resize(size)
}

func (r *resultBarRenderer) MinSize() fyne.Size { return fyne.NewSize(60, theme.CaptionTextSize()+4) }

func (r *resultBarRenderer) Refresh() {
	r.Layout(r.b.Size())
	for _, o := range r.Objects() {
		canvas.Refresh(o)
	}
}

func (r *resultBarRenderer) Objects() []fyne.CanvasObject {
	b := r.b
	return []fyne.CanvasObject{b.rects[0], b.rects[1], b.rects[2], b.texts[0], b.texts[1], b.texts[2], b.frame}
}

func (r *resultBarRenderer) Destroy() {}
