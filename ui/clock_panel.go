package ui

import (
	"fmt"
	"image/color"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
)

// ClockPanel shows the two clocks beside the board, the clock of the player at the top of the board
// first: the side's name and its time, the running clock on a coloured ground, a clock low on time
// in red. It is hidden in a game without clocks.
type ClockPanel struct {
	widget.BaseWidget
	rows [2]clockRow // top, bottom
	box  *fyne.Container
	view ClockView
	// flipped puts Red at the top.
	flipped bool
	// onShowHide is called when the panel is shown or hidden, for the window to make room.
	onShowHide func()
}

// clockRow is one clock: a ground, the side's name, under it the kind of clock when it is byoyomi
// ("读秒 30 s", or "读秒" once in it), and the time.
type clockRow struct {
	bg   *canvas.Rectangle
	name *canvas.Text
	kind *canvas.Text
	time *canvas.Text
}

// NewClockPanel returns the panel, hidden until Set shows clocks.
func NewClockPanel() *ClockPanel {
	p := &ClockPanel{}
	var objs []fyne.CanvasObject
	for i := range p.rows {
		r := &p.rows[i]
		r.bg = canvas.NewRectangle(color.Transparent)
		r.bg.CornerRadius = theme.InputRadiusSize()
		r.name = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.kind = canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder))
		r.kind.TextSize = theme.CaptionTextSize()
		r.kind.Hide()
		r.time = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		r.time.TextSize = theme.TextSize() * 1.6
		r.time.TextStyle = fyne.TextStyle{Monospace: true} // Fyne has no bold monospace
		r.time.Alignment = fyne.TextAlignTrailing
		row := container.NewStack(r.bg, container.NewPadded(container.NewBorder(nil, nil,
			container.NewCenter(container.New(layout.NewCustomPaddedVBoxLayout(0), r.name, r.kind)), nil, r.time)))
		objs = append(objs, row)
	}
	p.box = container.NewGridWithColumns(2, objs...)
	p.ExtendBaseWidget(p)
	p.Hide()
	return p
}

// lowTime is the time under which a clock shows red: a tenth of its base time, between 10 s and a
// minute.
func lowTime(tc TimeControl) time.Duration { return max(10*time.Second, min(time.Minute, tc.Base/10)) }

// Set shows the clocks of v, Red at the top when flipped; it changes only what differs.
func (p *ClockPanel) Set(v ClockView, flipped bool) {
	if !v.On {
		if p.Visible() {
			p.Hide()
			p.showHidden()
		}
		return
	}
	sides := [2]core.Color{core.Black, core.Red}
	if flipped {
		sides = [2]core.Color{core.Red, core.Black}
	}
	names := [2]string{core.Red: lang.L("Red"), core.Black: lang.L("Black")}
	for i, side := range sides {
		r := &p.rows[i]
		text := "—"
		low := false
		switch {
		case !v.Has[side]:
		case v.InByoyomi[side]:
			// The main time spent, the period counts down.
			text = ClockText(v.Period[side])
			low = v.Period[side] < min(10*time.Second, v.Control[side].Byoyomi/2)
		default:
			text = ClockText(v.Left[side])
			low = v.Left[side] < lowTime(v.Control[side]) && v.Control[side].Byoyomi == 0
		}
		fg := theme.Color(theme.ColorNameForeground)
		if low {
			fg = theme.Color(theme.ColorNameError)
		}
		var bg color.Color = color.Transparent
		if side == v.ToMove && !v.Paused && (v.Running || v.Left[side] <= 0) {
			bg = theme.Color(theme.ColorNameSelection)
		}
		if r.name.Text != names[side] {
			r.name.Text = names[side]
			r.name.Refresh()
		}
		kind := ""
		switch {
		case v.InByoyomi[side]:
			kind = lang.L("Byoyomi")
		case v.Has[side] && v.Control[side].Byoyomi > 0:
			kind = fmt.Sprintf(lang.L("Byoyomi %s s"), strconv.FormatFloat(v.Control[side].Byoyomi.Seconds(), 'f', -1, 64))
		}
		if r.kind.Text != kind {
			r.kind.Text = kind
			r.kind.Refresh()
			setVisible(r.kind, kind != "")
		}
		if r.time.Text != text || r.time.Color != fg {
			r.time.Text, r.time.Color = text, fg
			r.time.Refresh()
		}
		if r.bg.FillColor != bg {
			r.bg.FillColor = bg
			r.bg.Refresh()
		}
	}
	p.view, p.flipped = v, flipped
	if !p.Visible() {
		p.Show()
		p.showHidden()
	}
}

// showHidden tells the window that the panel was shown or hidden.
func (p *ClockPanel) showHidden() {
	if p.onShowHide != nil {
		p.onShowHide()
	}
}

// Kinds returns the kinds of clock as shown under the sides' names ("Byoyomi 30 s", "Byoyomi",
// or "" for a Fischer clock), top first.
func (p *ClockPanel) Kinds() [2]string { return [2]string{p.rows[0].kind.Text, p.rows[1].kind.Text} }

// Texts returns the clocks as shown, top first.
func (p *ClockPanel) Texts() [2]string { return [2]string{p.rows[0].time.Text, p.rows[1].time.Text} }

// CreateRenderer shows the two clocks side by side.
func (p *ClockPanel) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.box) }

// clockTicker asks for the clocks to be redrawn ten times a second while one runs; the times come
// from the monotonic clock, the ticks only say when to look.
type clockTicker struct {
	mu   sync.Mutex
	stop chan struct{}
}

// run starts ticking, calling tick through do, unless it ticks already.
func (t *clockTicker) run(do func(func()), tick func()) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.stop != nil {
		return
	}
	stop := make(chan struct{})
	t.stop = stop
	go func() {
		tk := time.NewTicker(100 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tk.C:
				do(tick)
			}
		}
	}()
}

// halt stops ticking.
func (t *clockTicker) halt() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.stop != nil {
		close(t.stop)
		t.stop = nil
	}
}
