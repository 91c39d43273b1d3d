package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// PositionEditor is the position editor (摆棋): a board of its own on which pieces are placed by
// hand, a palette of the fourteen piece kinds beside it, buttons to clear the board, set up the
// opening, flip the view and choose the side to move, and the position's FEN in an entry (typing
// a FEN there sets the board). It knows no game: Start validates the board with core and hands a
// valid position to the controller; an invalid one has its problems listed, in the UI's language.
//
// On the board: a click puts the palette's piece on the point (a click on the same piece takes it
// off), a right-click takes a piece off, a drag moves a piece, and a drag off the board removes it;
// a piece dragged from the palette is put where it is dropped. A side has one king: placing a king
// when the side's king stands elsewhere moves it. A piece of which the side already has as many as
// the game gives it (two rooks, five pawns) is not added; the editor says so under the board.
type PositionEditor struct {
	Setup core.Setup
	// Board shows Setup.
	Board *Board
	// Selected is the palette's piece that a click places, or core.NoPiece for none.
	Selected core.Piece
	// FEN shows the board's FEN and sets the board from what is typed into it.
	FEN *DialogEntry
	// Side chooses the side to move.
	Side *widget.RadioGroup
	// Problems lists what is wrong with the board after a Start that failed.
	Problems *widget.Label

	palette map[core.Piece]*paletteItem
	content fyne.CanvasObject
	// settingFEN is set while the editor writes the entry itself, so that its OnChanged ignores it.
	settingFEN bool
}

// NewPositionEditor returns an editor holding st, its pieces drawn in style s on theme t.
func NewPositionEditor(st core.Setup, s resources.PieceStyle, t resources.BoardTheme) *PositionEditor {
	e := &PositionEditor{Setup: st, palette: map[core.Piece]*paletteItem{}}
	e.Board = NewBoard(st.Display())
	e.Board.Style, e.Board.Theme = s, t
	e.Board.OnTapped = e.tap
	e.Board.OnSecondaryTapped = func(sq core.Square) { e.set(sq, core.NoPiece) }
	e.Board.OnDragStart = func(sq core.Square) bool { return e.Setup.At(sq) != core.NoPiece }
	e.Board.OnDropped = e.move
	e.Board.OnDroppedOff = func(sq core.Square) { e.set(sq, core.NoPiece) }

	var reds, blacks []fyne.CanvasObject
	for ty := core.King; ty <= core.Pawn; ty++ {
		for _, c := range []core.Color{core.Red, core.Black} {
			pc := core.MakePiece(c, ty)
			b := newPaletteItem(resources.Piece(pc, s), func() { e.Select(pc) })
			b.onDrop = func(abs fyne.Position) { e.dropFromPalette(pc, abs) }
			e.palette[pc] = b
			if c == core.Red {
				reds = append(reds, b)
			} else {
				blacks = append(blacks, b)
			}
		}
	}
	palette := container.NewGridWithColumns(2)
	for i := range reds {
		palette.Add(reds[i])
		palette.Add(blacks[i])
	}

	e.FEN = NewDialogEntry()
	e.FEN.OnChanged = e.typed
	e.Side = widget.NewRadioGroup([]string{lang.L("Red to move"), lang.L("Black to move")}, func(v string) {
		side := core.Red
		if v == lang.L("Black to move") {
			side = core.Black
		}
		if side != e.Setup.Side {
			e.Setup.Side = side
			e.changed()
		}
	})
	e.Side.Horizontal = true
	e.Side.Required = true
	e.Problems = widget.NewLabel("")
	e.Problems.Wrapping = fyne.TextWrapWord
	e.Problems.Importance = widget.DangerImportance

	buttons := container.NewHBox(
		widget.NewButton(lang.L("Clear board"), e.Clear),
		widget.NewButton(lang.L("Start position"), e.StartPosition),
		widget.NewButton(lang.L("Flip board"), func() { e.Board.SetFlipped(!e.Board.Flipped) }),
	)
	bottom := container.NewVBox(buttons, e.Side, e.FEN, e.Problems)
	e.content = container.NewBorder(nil, bottom, nil, palette, e.Board)
	e.changed()
	return e
}

// Content is the editor's layout: the board, the palette on its right, the buttons and the FEN
// under it.
func (e *PositionEditor) Content() fyne.CanvasObject { return e.content }

// Select makes pc the palette's piece (a second Select of the same piece clears it).
func (e *PositionEditor) Select(pc core.Piece) {
	if e.Selected == pc {
		pc = core.NoPiece
	}
	e.Selected = pc
	for p, b := range e.palette {
		b.setSelected(p == pc)
	}
}

// PaletteItem returns the palette's entry for pc (for tests and tools: tap it to select pc).
func (e *PositionEditor) PaletteItem(pc core.Piece) fyne.Tappable { return e.palette[pc] }

// paletteItem is one piece of the palette: its picture, on a highlight when selected.
type paletteItem struct {
	widget.BaseWidget
	img   *canvas.Image
	bg    *canvas.Rectangle
	onTap func()
	// onDrop is told where a drag from the item ended, in absolute coordinates.
	onDrop func(abs fyne.Position)
	// dragAt is where the drag in progress is (dragging says one is).
	dragAt   fyne.Position
	dragging bool
}

// paletteSize is the side of a palette entry: about a piece's size on a board of usual size.
const paletteSize = 44

func newPaletteItem(res fyne.Resource, onTap func()) *paletteItem {
	p := &paletteItem{img: canvas.NewImageFromResource(res), bg: canvas.NewRectangle(color.Transparent), onTap: onTap}
	p.img.FillMode = canvas.ImageFillContain
	p.img.SetMinSize(fyne.NewSize(paletteSize, paletteSize))
	p.bg.CornerRadius = 6
	p.ExtendBaseWidget(p)
	return p
}

func (p *paletteItem) setSelected(on bool) {
	if on {
		p.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	} else {
		p.bg.FillColor = color.Transparent
	}
	p.bg.Refresh()
}

// Tapped selects the item's piece.
func (p *paletteItem) Tapped(*fyne.PointEvent) { p.onTap() }

// Dragged follows a drag from the item: its piece is highlighted while it goes.
func (p *paletteItem) Dragged(ev *fyne.DragEvent) {
	if !p.dragging {
		p.dragging = true
		p.setSelected(true)
	}
	p.dragAt = ev.AbsolutePosition
}

// DragEnd drops the item's piece where the drag ended.
func (p *paletteItem) DragEnd() {
	if !p.dragging {
		return
	}
	p.dragging = false
	if p.onDrop != nil {
		p.onDrop(p.dragAt)
	}
}

func (p *paletteItem) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(p.bg, container.NewPadded(p.img)))
}

// tap places the palette's piece on sq, or takes it off when it is already there.
func (e *PositionEditor) tap(sq core.Square) {
	if e.Selected == core.NoPiece {
		return
	}
	if e.Setup.At(sq) == e.Selected {
		e.set(sq, core.NoPiece)
		return
	}
	e.place(sq, e.Selected)
}

// place puts pc from the palette on sq, within the number of pc the game gives a side: a king
// already on the board is moved to sq, and a piece of which the side has its full number already
// is refused with a word under the board (the user then drags one of them instead).
func (e *PositionEditor) place(sq core.Square, pc core.Piece) {
	var on []core.Square // the points holding pc, but sq
	for r := 0; r < resources.Ranks; r++ {
		for f := 0; f < resources.Files; f++ {
			if s := core.NewSquare(f, r); s != sq && e.Setup.At(s) == pc {
				on = append(on, s)
			}
		}
	}
	limit := core.Problem{Kind: core.ProblemTooMany, Piece: pc}.Max()
	switch {
	case len(on) < limit:
	case limit == 1:
		e.Setup.Set(on[0], core.NoPiece) // the one king moves
	default:
		e.Problems.SetText(fmt.Sprintf(lang.L("%s: %d on the board already, the most allowed; drag one to move it."), pieceText(pc), limit))
		return
	}
	e.set(sq, pc)
}

// dropFromPalette puts pc on the point under abs (absolute coordinates), if it is over the board;
// pc becomes the palette's piece, so that clicks place more of it.
func (e *PositionEditor) dropFromPalette(pc core.Piece, abs fyne.Position) {
	e.Selected = core.NoPiece
	e.Select(pc)
	d := fyne.CurrentApp().Driver()
	if d.CanvasForObject(e.Board) == nil {
		return
	}
	local := abs.Subtract(d.AbsolutePositionForObject(e.Board))
	if sq, ok := e.Board.Geometry().PointAt(local); ok && e.Setup.At(sq) != pc {
		e.place(sq, pc)
	}
}

// move moves the piece on from to to (replacing what stood there).
func (e *PositionEditor) move(from, to core.Square) {
	pc := e.Setup.At(from)
	e.Setup.Set(from, core.NoPiece)
	e.Setup.Set(to, pc)
	e.changed()
}

func (e *PositionEditor) set(sq core.Square, pc core.Piece) {
	e.Setup.Set(sq, pc)
	e.changed()
}

// Clear empties the board.
func (e *PositionEditor) Clear() {
	e.Setup.Clear()
	e.changed()
}

// StartPosition sets up the opening.
func (e *PositionEditor) StartPosition() {
	e.Setup = core.StartSetup()
	e.changed()
}

// typed reads what the user typed into the FEN entry.
func (e *PositionEditor) typed(text string) {
	if e.settingFEN {
		return
	}
	st, err := core.ParseSetup(text)
	if err != nil {
		e.Problems.SetText(fmt.Sprintf(lang.L("This FEN cannot be read: %s"), err))
		return
	}
	e.Setup = st
	e.show(false)
}

// changed shows the setup after an edit, its FEN in the entry.
func (e *PositionEditor) changed() { e.show(true) }

func (e *PositionEditor) show(writeFEN bool) {
	e.Board.SetPosition(e.Setup.Display(), core.NoMove, false)
	if writeFEN {
		e.settingFEN = true
		e.FEN.SetText(e.Setup.FEN())
		e.settingFEN = false
	}
	side := lang.L("Red to move")
	if e.Setup.Side == core.Black {
		side = lang.L("Black to move")
	}
	if e.Side.Selected != side {
		e.Side.SetSelected(side)
	}
	e.Problems.SetText("")
}

// Position validates the board: the position, or nil with its problems listed under the board.
func (e *PositionEditor) Position() *core.Position {
	p, probs := e.Setup.Position()
	if len(probs) > 0 {
		lines := make([]string, len(probs))
		for i, pr := range probs {
			lines[i] = problemText(pr)
		}
		e.Problems.SetText(strings.Join(lines, "\n"))
		return nil
	}
	e.Problems.SetText("")
	return p
}

// StartFromPosition starts a new game in mode m from p (a set-up position), without clocks: its PGN
// then carries the position as [FEN].
func (c *Controller) StartFromPosition(p *core.Position, m Mode) {
	c.newGameFrom(core.NewGameFrom(p), m, nil)
	if c.clock.on() {
		c.clock = gameClock{}
		c.autosave()
		c.changed()
	}
}

// editPosition opens the position editor on the position shown; leaving it with a valid position
// starts a game from there, with the player's choice of sides.
func (w *Window) editPosition() {
	c := w.c
	p := c.Board.Pos
	e := NewPositionEditor(core.SetupOf(&p), c.settings.Style, c.settings.Theme)
	e.Board.SetFlipped(c.Board.Flipped)
	var d dialog.Dialog
	start := func(m Mode) func() {
		return func() {
			if p := e.Position(); p != nil {
				d.Hide()
				c.StartFromPosition(p, m)
			}
		}
	}
	actions := container.NewHBox(
		widget.NewButton(lang.L("Play Red"), start(PlayRed)),
		widget.NewButton(lang.L("Play Black"), start(PlayBlack)),
		widget.NewButton(lang.L("Two players"), start(TwoPlayers)),
		widget.NewButton(lang.L("Cancel"), func() { d.Hide() }),
	)
	d = dialog.NewCustomWithoutButtons(lang.L("Edit position"), container.NewBorder(nil, actions, nil, nil, e.Content()), w.win)
	d.Resize(fyne.NewSize(620, 720))
	d.Show()
}
