package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// EvalGraph draws the review's evaluation of every position of the game: Red's expected score
// from the bottom (Black won) to the top (Red won), so Red's advantage is up, a mate at the edge;
// the even line across the middle, the moves classed as inaccuracies, mistakes and blunders
// marked by coloured dots, and the position shown by a vertical line. A click jumps to the
// position under the pointer. It is made of canvas lines and circles laid out for its size, and
// rebuilt only when the data change.
type EvalGraph struct {
	widget.BaseWidget

	evals   []PositionEval
	classes []MoveClass
	cursor  int
	onTap   func(i int)
	r       *evalGraphRenderer
}

var _ desktop.Cursorable = (*EvalGraph)(nil)

// NewEvalGraph returns an empty graph; onTap is called with the position clicked.
func NewEvalGraph(onTap func(i int)) *EvalGraph {
	g := &EvalGraph{onTap: onTap}
	g.ExtendBaseWidget(g)
	return g
}

// Set shows the evaluations and classes with the position cursor marked; it rebuilds the graph
// only when something changed.
func (g *EvalGraph) Set(evals []PositionEval, classes []MoveClass, cursor int) {
	if cursor == g.cursor && slices.Equal(evals, g.evals) && slices.Equal(classes, g.classes) {
		return
	}
	g.evals = append(g.evals[:0], evals...)
	g.classes = append(g.classes[:0], classes...)
	g.cursor = cursor
	g.Refresh()
}

// Tapped jumps to the position under the pointer.
func (g *EvalGraph) Tapped(ev *fyne.PointEvent) {
	if i, ok := g.indexAt(ev.Position.X); ok && g.onTap != nil {
		g.onTap(i)
	}
}

// indexAt returns the position drawn at x, if the graph has any.
func (g *EvalGraph) indexAt(x float32) (int, bool) {
	n := len(g.evals)
	if n == 0 {
		return 0, false
	}
	if n == 1 {
		return 0, true
	}
	w := g.Size().Width
	i := int(x/w*float32(n-1) + 0.5)
	return max(0, min(n-1, i)), true
}

// Cursor shows a pointing hand over the graph.
func (g *EvalGraph) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MinSize is a strip wide enough for the side panel.
func (g *EvalGraph) MinSize() fyne.Size { return fyne.NewSize(120, 70) }

func (g *EvalGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &evalGraphRenderer{g: g,
		bg:     canvas.NewRectangle(color.NRGBA{R: 0x2a, G: 0x2a, B: 0x2a, A: 0xff}),
		mid:    canvas.NewLine(color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}),
		cursor: canvas.NewLine(color.NRGBA{R: 0x4a, G: 0x9e, B: 0xff, A: 0xff}),
	}
	r.cursor.StrokeWidth = 2
	g.r = r
	r.rebuild()
	return r
}

type evalGraphRenderer struct {
	g        *EvalGraph
	bg       *canvas.Rectangle
	mid      *canvas.Line
	cursor   *canvas.Line
	segments []*canvas.Line
	dots     []*canvas.Circle
	dotAt    []int // the position each dot marks (after its move)
	objects  []fyne.CanvasObject
}

// classColor is the colour of a class's dot (nil: no dot).
func classColor(k MoveClass) color.Color {
	switch k {
	case Inaccuracy:
		return color.NRGBA{R: 0xe6, G: 0xc2, B: 0x2e, A: 0xff}
	case Mistake:
		return color.NRGBA{R: 0xf0, G: 0x80, B: 0x20, A: 0xff}
	case Blunder:
		return color.NRGBA{R: 0xe0, G: 0x30, B: 0x30, A: 0xff}
	}
	return nil
}

// rebuild makes the lines and dots for the data (their places are Layout's).
func (r *evalGraphRenderer) rebuild() {
	g := r.g
	r.segments, r.dots, r.dotAt = r.segments[:0], r.dots[:0], r.dotAt[:0]
	line := color.NRGBA{R: 0xf0, G: 0xf0, B: 0xf0, A: 0xff}
	for i := 1; i < len(g.evals); i++ {
		if g.evals[i-1].Done && g.evals[i].Done {
			l := canvas.NewLine(line)
			l.StrokeWidth = 1.5
			r.segments = append(r.segments, l)
		}
	}
	for i, k := range g.classes {
		if c := classColor(k); c != nil && i+1 < len(g.evals) {
			r.dots = append(r.dots, canvas.NewCircle(c))
			r.dotAt = append(r.dotAt, i+1)
		}
	}
	r.objects = []fyne.CanvasObject{r.bg, r.mid}
	for _, l := range r.segments {
		r.objects = append(r.objects, l)
	}
	r.objects = append(r.objects, r.cursor)
	for _, d := range r.dots {
		r.objects = append(r.objects, d)
	}
}

// point is where position i's evaluation is drawn for the size.
func (r *evalGraphRenderer) point(i int, size fyne.Size) fyne.Position {
	n := len(r.g.evals)
	x := float32(0)
	if n > 1 {
		x = size.Width * float32(i) / float32(n-1)
	}
	y := size.Height * (1 - float32(r.g.evals[i].Expected)/1000)
	return fyne.NewPos(x, y)
}

func (r *evalGraphRenderer) Layout(size fyne.Size) {
	g := r.g
	r.bg.Resize(size)
	r.mid.Position1, r.mid.Position2 = fyne.NewPos(0, size.Height/2), fyne.NewPos(size.Width, size.Height/2)
	k := 0
	for i := 1; i < len(g.evals); i++ {
		if g.evals[i-1].Done && g.evals[i].Done {
			r.segments[k].Position1, r.segments[k].Position2 = r.point(i-1, size), r.point(i, size)
			k++
		}
	}
	const dot = 6
	for j, d := range r.dots {
		i := r.dotAt[j]
		if !g.evals[i].Done {
			d.Hide()
			continue
		}
		p := r.point(i, size)
		d.Move(fyne.NewPos(p.X-dot/2, p.Y-dot/2))
		d.Resize(fyne.NewSize(dot, dot))
	}
	if n := len(g.evals); n > 1 && g.cursor >= 0 && g.cursor < n {
		x := size.Width * float32(g.cursor) / float32(n-1)
		r.cursor.Position1, r.cursor.Position2 = fyne.NewPos(x, 0), fyne.NewPos(x, size.Height)
		r.cursor.Show()
	} else {
		r.cursor.Hide()
	}
}

func (r *evalGraphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *evalGraphRenderer) Refresh() {
	r.rebuild()
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

func (r *evalGraphRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *evalGraphRenderer) Destroy() {}
