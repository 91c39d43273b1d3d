package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// Engine is what the controller needs from a xiangqi engine; *ai.Engine provides it. Search must
// not modify g and must return soon after ctx is cancelled; one Engine never runs two searches at
// once (the controller takes care of that).
type Engine interface {
	SetLevel(n int)
	Search(ctx context.Context, g *core.Game, lim ai.Limits, onInfo func(ai.Info)) ai.Result
}

// NewAIEngine returns the real engine with the app's options, as an Options.NewEngine. The levels
// with a time per move (7 and 8) search with up to four threads, leaving one core to the interface;
// the others use one thread whatever the setting (ai.Engine.SetThreads).
func NewAIEngine() Engine {
	return ai.New(ai.Options{HashMB: 32, OwnBook: true, Threads: min(4, runtime.NumCPU()-1)})
}

// Options configure a Controller. Zero fields take the defaults shown.
type Options struct {
	// Sound plays the game's sounds (default Silent).
	Sound SoundPlayer
	// NewEngine makes an engine (default NewAIEngine). The controller keeps one for its searches
	// and makes another only when a cancelled search has not yet returned.
	NewEngine func() Engine
	// Do runs a function on the UI goroutine (default fyne.Do). Tests pass a queue they drain
	// on their own goroutine.
	Do func(func())
	// Settings are the settings to start with (the zero value: DefaultSettings).
	Settings Settings
	// SettingsPath is the file the settings are written to, in the background, at the start and
	// whenever they change ("" saves nothing: the screenshot mode and tests leave the user's
	// settings alone).
	SettingsPath string
	// SavePath is the file where the current game is saved after every move and read back at
	// start-up ("" saves nothing).
	SavePath string
	// Logf reports problems that need no dialog (default: fyne.LogError).
	Logf func(format string, args ...any)
	// Languages switches the interface's language when the user picks another (default: none;
	// the choice then applies at the next start).
	Languages *Languages
}

// hintMinLevel is the weakest level a hint is searched at: the low levels choose among near-best
// moves on purpose, which a hint must not do.
const hintMinLevel = 5

// searchPurpose tells a search for the computer's move from one for a hint or for the answer to a
// draw offer.
type searchPurpose int

const (
	searchMove searchPurpose = iota
	searchHint
	searchDraw // see draw.go
)

// search is one engine search in flight. It belongs to the controller while c.search points to
// it; once replaced or cancelled, its result is dropped when it arrives.
type search struct {
	gen     uint64
	purpose searchPurpose
	cancel  context.CancelFunc
	engine  Engine
	side    core.Color
	start   time.Time
}

// Controller is the game logic behind the window: the game and the move being shown, who plays
// which side, the engine, the settings and the saved game. It builds no window, so tests drive it
// with Fyne's test app. Every method must be called on the UI goroutine (or the test's).
type Controller struct {
	app   fyne.App
	opts  Options
	sound SoundPlayer

	// Board is the board widget the controller keeps up to date.
	Board *Board

	settings Settings
	game     *core.Game
	cursor   int  // moves shown: the board shows game.PositionAt(cursor)
	review   bool // the game is shown for review: the computer makes no move until the user plays on
	// live is set for a game being played here, cleared for one opened from a file or pasted:
	// returning to the end of a live game resumes play, while an opened game stays in review
	// until the user chooses Play from here (or plays a move of their own).
	live     bool
	notice   string // a passing message (why a move was refused), cleared by the next change
	refused  uint64 // counts refused moves, so an old refusal's mark is not cleared by a new one
	over     bool   // the end-of-game dialog has been shown for the game's final position
	gen      uint64
	search   *search
	idle     []Engine
	hint     core.Move
	status   string
	thinking string
	saver    *autosaver

	// settingsSaver writes the settings file (nil: no file).
	settingsSaver *autosaver

	// OnChange is called after the game, the shown move or the status changed; the window
	// updates the move list and the status line.
	OnChange func()
	// OnGameOver is called when a game ends, with a title and a sentence saying who won and why.
	OnGameOver func(title, message string)
	// Confirm asks the user a question, with confirm the label of the button that agrees, and
	// calls yes if they agree (default: agree).
	Confirm func(title, message, confirm string, yes func())
	// OnError reports a problem the user should know about (default: Logf).
	OnError func(err error)
	// OnNotice tells the user something that needs no answer, such as the computer declining a
	// draw (default: the status line alone says it).
	OnNotice func(title, message string)
}

// NewController returns a controller with a new game, the settings from opts.Settings and a board
// widget showing the start position.
func NewController(app fyne.App, opts Options) *Controller {
	if opts.Sound == nil {
		opts.Sound = Silent{}
	}
	if opts.NewEngine == nil {
		opts.NewEngine = NewAIEngine
	}
	if opts.Do == nil {
		opts.Do = fyne.Do
	}
	if opts.Logf == nil {
		opts.Logf = func(format string, args ...any) { fyne.LogError(fmt.Sprintf(format, args...), nil) }
	}
	c := &Controller{app: app, opts: opts, sound: opts.Sound, game: core.NewGame(), live: true}
	c.settings = opts.Settings
	if c.settings == (Settings{}) {
		c.settings = DefaultSettings()
	}
	if opts.SettingsPath != "" {
		c.settingsSaver = newSettingsSaver(opts.SettingsPath, opts.Do, c.reportError)
		c.saveSettings() // settings taken from an older version or a damaged file are kept at once
	}
	if opts.SavePath != "" {
		c.saver = newAutosaver(opts.SavePath, func(err error) {
			opts.Do(func() { c.reportError(fmt.Errorf("%s: %w", lang.L("Could not save the game"), err)) })
		})
	}
	c.Board = NewBoard(c.game.Position())
	c.Board.do = opts.Do
	c.Board.Flipped = c.settings.Flipped
	c.Board.Style = c.settings.Style
	c.Board.Theme = c.settings.Theme
	c.Board.OnTapped = c.TapPoint
	c.Board.OnDragStart = c.dragStart
	c.Board.OnDropped = c.drop
	c.updateStatus()
	return c
}

// Start begins play: the computer moves if it is its turn. Call it once the window is shown.
func (c *Controller) Start() { c.maybeThink() }

// Close cancels any search, stops the board's background drawing and waits for the last saves
// of the game and the settings to reach the disk.
func (c *Controller) Close() {
	c.cancelSearch()
	if c.Board.renderer != nil {
		c.Board.renderer.jobSeq.Add(1)
	}
	c.WaitSaved()
}

// Settings returns the current settings.
func (c *Controller) Settings() Settings { return c.settings }

// Game returns the game: every move played, including those after the shown one.
func (c *Controller) Game() *core.Game { return c.game }

// Cursor returns how many moves of the game the board shows.
func (c *Controller) Cursor() int { return c.cursor }

// Position returns the position on the board.
func (c *Controller) Position() core.Position { return c.game.PositionAt(c.cursor) }

// Thinking reports whether the engine is searching (for a move or a hint).
func (c *Controller) Thinking() bool { return c.search != nil }

// Status returns the status line: whose turn it is, the result, or what the engine thinks.
func (c *Controller) Status() string {
	if c.notice != "" {
		return c.status + "  " + c.notice
	}
	if c.thinking != "" {
		return c.status + "  " + c.thinking
	}
	return c.status
}

// HintMove returns the suggested move shown on the board, or core.NoMove.
func (c *Controller) HintMove() core.Move { return c.hint }

func (c *Controller) saveSettings() {
	if c.settingsSaver != nil {
		c.settingsSaver.Save(encodeSettings(c.settings))
	}
}

func (c *Controller) reportError(err error) {
	if c.OnError != nil {
		c.OnError(err)
		return
	}
	c.opts.Logf("%v", err)
}

// changed tells the window that the game, the shown move or the status changed; a refusal's
// message goes with the change that follows it.
func (c *Controller) changed() {
	c.notice = ""
	c.statusChanged()
}

// statusChanged tells the window the status line may read differently.
func (c *Controller) statusChanged() {
	c.updateStatus()
	if c.OnChange != nil {
		c.OnChange()
	}
}

// ---- whose turn ----

// overAt reports whether the game has ended in the shown position.
func (c *Controller) overAt() bool { return c.game.ResultAt(c.cursor).Over() }

// humanToMove reports whether a person may move in the shown position: on their own turn, or for
// either side in review, where the user studies the game and the computer plays no part.
func (c *Controller) humanToMove() bool {
	if c.overAt() {
		return false
	}
	if c.review {
		return true
	}
	p := c.Position()
	return !c.settings.Mode.Computer(p.SideToMove())
}

// Reviewing reports whether the game is shown for review: the computer makes no move, and any
// move the user plays is theirs, for either side.
func (c *Controller) Reviewing() bool { return c.review }

// computerToMove reports whether the engine should move in the shown position.
func (c *Controller) computerToMove() bool {
	if c.overAt() || c.review || c.cursor != c.game.Len() {
		return false
	}
	p := c.Position()
	return c.settings.Mode.Computer(p.SideToMove())
}

// humanSide is the side the user plays against the computer (Red in the other modes).
func (c *Controller) humanSide() core.Color {
	if c.settings.Mode == PlayBlack {
		return core.Black
	}
	return core.Red
}

// ---- input ----

// TapPoint handles a click on point s: select an own piece, move the selected piece there, or
// refuse an illegal move with the illegal sound and no change.
func (c *Controller) TapPoint(s core.Square) {
	if !c.humanToMove() {
		c.refuse(s, c.notYourTurn())
		return
	}
	p := c.Position()
	pc := p.At(s)
	sel := c.Board.Selected
	if pc != core.NoPiece && pc.Color() == p.SideToMove() {
		c.clearNotice()
		if s == sel {
			c.Board.SetSelection(core.NoSquare, nil)
			return
		}
		c.selectPiece(s)
		return
	}
	if sel == core.NoSquare {
		if pc != core.NoPiece { // the other side's piece
			c.refuse(s, fmt.Sprintf(lang.L("Not allowed: %s"), lang.L(p.WhyIllegal(s, s).String())))
		}
		return
	}
	c.TryMove(core.NewMove(sel, s))
}

func (c *Controller) selectPiece(s core.Square) {
	p := c.Position()
	var buf [128]core.Move
	var dests []core.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if m.From() == s {
			dests = append(dests, m)
		}
	}
	c.Board.SetSelection(s, dests)
	c.play(resources.Select)
}

func (c *Controller) dragStart(s core.Square) bool {
	if !c.humanToMove() {
		return false
	}
	p := c.Position()
	pc := p.At(s)
	if pc == core.NoPiece || pc.Color() != p.SideToMove() {
		return false
	}
	if c.Board.Selected != s {
		c.selectPiece(s)
	}
	return true
}

func (c *Controller) drop(from, to core.Square) { c.TryMove(core.NewMove(from, to)) }

// TryMove plays m for the user if it is legal and the user is to move; otherwise it refuses it
// with the illegal sound, a mark on the piece and a status line that says why, and changes
// nothing else. In review, the game's own next move steps forward and stays in review; any other
// move asks before discarding the rest of the game (if there is any) and then play goes on from
// there, against the computer if the mode says so.
func (c *Controller) TryMove(m core.Move) bool {
	p := c.Position()
	if !c.humanToMove() {
		c.refuse(m.From(), c.notYourTurn())
		return false
	}
	if !p.IsLegalMove(m) {
		c.refuse(m.From(), fmt.Sprintf(lang.L("Not allowed: %s"), lang.L(p.WhyIllegal(m.From(), m.To()).String())))
		return false
	}
	if c.cursor < c.game.Len() {
		if c.game.Move(c.cursor) == m {
			c.cancelSearch()
			c.cursor++
			c.review = c.review && (c.cursor < c.game.Len() || !c.live)
			c.showMove(m, false)
			c.afterMove()
			return true
		}
		if c.review {
			c.ask(lang.L("Discard the rest of the game?"),
				lang.L("Playing a different move here discards the moves that followed."), lang.L("Discard"),
				func() { c.playMove(m, false) })
			return true
		}
	}
	c.playMove(m, false)
	return true
}

// notYourTurn says why the board takes no move now.
func (c *Controller) notYourTurn() string {
	switch {
	case c.overAt():
		return lang.L("The game is over.")
	case c.search != nil:
		return lang.L("Wait: the computer is thinking.")
	}
	return lang.L("It is the computer's turn.")
}

// clearNotice takes a refusal's message off the status line.
func (c *Controller) clearNotice() {
	if c.notice == "" {
		return
	}
	c.notice = ""
	if c.OnChange != nil {
		c.OnChange()
	}
}

// refusalMark is how long a refused move's piece stays marked.
const refusalMark = 900 * time.Millisecond

// refuse tells the user a move was not taken: the illegal sound (if sound is on), a red mark on
// the piece at from for a moment, and why in the status line until the next change.
func (c *Controller) refuse(from core.Square, why string) {
	c.play(resources.Illegal)
	c.refused++
	n := c.refused
	if p := c.Position(); p.At(from) != core.NoPiece {
		c.Board.SetRefused(from)
	}
	do := c.opts.Do
	time.AfterFunc(refusalMark, func() {
		do(func() {
			if c.refused == n {
				c.Board.SetRefused(core.NoSquare)
			}
		})
	})
	c.notice = why
	c.statusChanged()
}

func (c *Controller) ask(title, msg, confirm string, yes func()) {
	if c.Confirm == nil {
		yes()
		return
	}
	c.Confirm(title, msg, confirm, yes)
}

// playMove discards any moves after the cursor and plays m.
func (c *Controller) playMove(m core.Move, byEngine bool) {
	c.cancelSearch()
	c.game.Truncate(c.cursor)
	if err := c.game.Play(m); err != nil {
		// Callers check legality; this is a bug, not a user error.
		c.reportError(err)
		return
	}
	c.cursor = c.game.Len()
	c.review = false
	c.live = true
	c.over = false
	c.showMove(m, byEngine)
	c.autosave()
	c.afterMove()
}

// showMove updates the board for the move that led to the cursor and plays its sound.
func (c *Controller) showMove(m core.Move, byEngine bool) {
	before := c.game.PositionAt(c.cursor - 1)
	capture := before.At(m.To()) != core.NoPiece
	c.hint = core.NoMove
	c.Board.SetPosition(c.Position(), m, c.settings.Animation)
	check := c.game.GaveCheck(c.cursor - 1)
	ev := resources.Move
	switch {
	case check:
		ev = resources.Check
	case capture:
		ev = resources.Capture
	}
	if byEngine && c.settings.Mode != TwoPlayers {
		ev += resources.EngineMove - resources.Move
	}
	if !c.overAt() {
		c.play(ev)
	}
}

// afterMove announces the end of the game or lets the computer reply.
func (c *Controller) afterMove() {
	c.changed()
	if c.overAt() && c.cursor == c.game.Len() {
		c.announceEnd()
		return
	}
	c.maybeThink()
}

func (c *Controller) play(e resources.SoundEvent) {
	if c.settings.Sound {
		c.sound.Play(e)
	}
}

// ---- game end ----

// announceEnd plays the end sound and reports the result once per finished game.
func (c *Controller) announceEnd() {
	if c.over {
		return
	}
	c.over = true
	r := c.game.Result()
	title, msg := resultText(r)
	ev := resources.Draw
	if r.Outcome != core.Draw {
		ev = resources.Win
		if c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack {
			if r.Outcome != core.WinFor(c.humanSide()) {
				ev = resources.Loss
				title = lang.L("You lost")
			} else {
				title = lang.L("You won!")
			}
		}
	}
	c.play(ev)
	if c.OnGameOver != nil {
		c.OnGameOver(title, msg)
	}
}

// resultText returns a title and a sentence for a finished game.
func resultText(r core.Result) (title, msg string) {
	var why string
	switch r.Reason {
	case core.Checkmate:
		why = lang.L("by checkmate")
	case core.Stalemate:
		why = lang.L("because the other side has no legal move")
	case core.PerpetualCheck:
		why = lang.L("because the other side checked perpetually")
	case core.PerpetualChase:
		why = lang.L("because the other side chased perpetually")
	case core.Resignation:
		why = lang.L("by resignation")
	case core.Repetition:
		why = lang.L("by repetition")
	case core.MoveLimit:
		why = lang.L("by the move limit: 60 moves without a capture")
	case core.NoAttackers:
		why = lang.L("because neither side can attack")
	case core.Agreement:
		why = lang.L("by agreement")
	default:
		why = r.Reason.String()
	}
	switch r.Outcome {
	case core.RedWins:
		return lang.L("Red wins"), lang.L("Red wins") + " " + why + "."
	case core.BlackWins:
		return lang.L("Black wins"), lang.L("Black wins") + " " + why + "."
	}
	return lang.L("Draw"), lang.L("The game is drawn") + " " + why + "."
}

// Resign ends the game in the shown position as a loss for the user (for the side to move when
// two people play). Nothing happens in a finished game or in a demo.
func (c *Controller) Resign() {
	if c.overAt() || c.settings.Mode == Demo {
		return
	}
	loser := c.humanSide()
	if c.settings.Mode == TwoPlayers {
		p := c.Position()
		loser = p.SideToMove()
	}
	c.cancelSearch()
	c.game.Truncate(c.cursor)
	c.game.SetResult(core.Result{Outcome: core.WinFor(loser.Opp()), Reason: core.Resignation})
	c.review = false
	c.over = false
	c.autosave()
	c.changed()
	c.announceEnd()
}

// ---- the engine ----

// maybeThink starts the engine if it is the computer's turn and it is not already searching.
func (c *Controller) maybeThink() {
	if c.search != nil || !c.computerToMove() {
		return
	}
	c.startSearch(searchMove, c.settings.Level)
}

// takeEngine returns an engine that is not searching.
func (c *Controller) takeEngine() Engine {
	if n := len(c.idle); n > 0 {
		e := c.idle[n-1]
		c.idle = c.idle[:n-1]
		return e
	}
	return c.opts.NewEngine()
}

func (c *Controller) startSearch(purpose searchPurpose, level int) {
	eng := c.takeEngine()
	eng.SetLevel(level)
	ctx, cancel := context.WithCancel(context.Background())
	g := c.game.Clone()
	g.Truncate(c.cursor)
	p := g.Position()
	s := &search{gen: c.gen, purpose: purpose, cancel: cancel, engine: eng, side: p.SideToMove(), start: time.Now()}
	c.search = s
	c.thinking = lang.L("Thinking…")
	switch purpose {
	case searchHint:
		c.thinking = lang.L("Looking for a hint…")
	case searchDraw:
		c.thinking = lang.L("Considering the draw offer…")
	}
	c.changed()
	lim := ai.LevelLimits(level)
	if purpose == searchDraw {
		lim = drawLimits(&p)
	}
	notation := c.settings.Notation
	view := c.scoreView(s.side)
	do := c.opts.Do
	go func() {
		res := eng.Search(ctx, g, lim, func(info ai.Info) {
			if purpose == searchDraw {
				return // the computer keeps its judgement of the offer, and the user's best line, to itself
			}
			// Formatting here keeps the work off the UI goroutine.
			text := infoText(p, info, notation, view)
			do(func() {
				if c.search == s {
					c.thinking = text
					c.statusChanged() // a refusal's message outlasts the engine's news
				}
			})
		})
		cancel()
		do(func() { c.searchDone(s, res) })
	}()
}

// scoreView returns +1 if a score for side should be shown as it is, -1 if negated: scores are
// shown from the user's side (Red's when two people or the computer play both sides).
func (c *Controller) scoreView(side core.Color) int {
	if side == c.humanSide() && c.settings.Mode != Demo && c.settings.Mode != TwoPlayers {
		return 1
	}
	if c.settings.Mode == Demo || c.settings.Mode == TwoPlayers {
		if side == core.Red {
			return 1
		}
		return -1
	}
	return -1
}

// infoText is the status line's account of a search: depth, score and best line.
func infoText(p core.Position, info ai.Info, n core.Notation, view int) string {
	var b strings.Builder
	b.WriteString(lang.L("Depth") + " " + strconv.Itoa(info.Depth) + "  ")
	b.WriteString(scoreText(info.Score, view) + "  ")
	for i, m := range info.PV {
		if i == 6 || !p.IsLegalMove(m) {
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(core.FormatMove(&p, m, n))
		p.MakeMove(m)
	}
	return b.String()
}

// scoreText shows a score in pawns ("+0.35") or as a mate ("mate in 3", "mated in 3").
func scoreText(s ai.Score, view int) string {
	if s.IsMate() {
		n := s.MateIn() * view
		if n > 0 {
			return lang.L("mate in") + " " + strconv.Itoa(n)
		}
		return lang.L("mated in") + " " + strconv.Itoa(-n)
	}
	return fmt.Sprintf("%+.2f", float64(int(s)*view)/100)
}

// searchDone takes a finished search's result: the engine is free again, and the move or hint is
// used only if the search is still the current one (nothing happened since it started).
func (c *Controller) searchDone(s *search, res ai.Result) {
	c.idle = append(c.idle, s.engine)
	if c.search != s || s.gen != c.gen {
		return
	}
	c.search = nil
	c.thinking = ""
	if s.purpose == searchDraw {
		c.answerDraw(res)
		return
	}
	p := c.Position()
	if res.Move == core.NoMove || !p.IsLegalMove(res.Move) {
		c.changed()
		return
	}
	switch s.purpose {
	case searchMove:
		c.playMove(res.Move, true)
	case searchHint:
		c.hint = res.Move
		c.Board.SetHint(res.Move)
		c.thinking = lang.L("Hint:") + " " + core.FormatMove(&p, res.Move, c.settings.Notation)
		c.changed()
	}
}

// cancelSearch stops the search in flight; its result, when it arrives, is dropped. The
// generation counter makes sure that nothing started before this call is applied after it.
func (c *Controller) cancelSearch() {
	c.gen++
	if c.search == nil {
		return
	}
	c.search.cancel()
	c.search = nil
	c.thinking = ""
}

// Hint asks the engine for a move for the user, at the current level or stronger; it is shown
// on the board when found.
func (c *Controller) Hint() {
	if !c.humanToMove() || c.search != nil {
		return
	}
	level := c.settings.Level
	if level < hintMinLevel {
		level = hintMinLevel
	}
	c.startSearch(searchHint, level)
}

// MoveNow makes the computer play the best move it has found so far.
func (c *Controller) MoveNow() {
	if c.search != nil && c.search.purpose == searchMove {
		c.search.cancel() // the result arrives as usual, with the best move so far
	}
}

// ---- history ----

// showCursor shows the position after n moves without changing the game.
func (c *Controller) showCursor(n int) {
	c.cancelSearch()
	c.cursor = n
	c.hint = core.NoMove
	var last core.Move
	if n > 0 {
		last = c.game.Move(n - 1)
	}
	c.Board.SetPosition(c.Position(), last, false)
}

// sideAt is the side to move after n moves.
func (c *Controller) sideAt(n int) core.Color {
	p := c.game.PositionAt(n)
	return p.SideToMove()
}

// CanUndo reports whether Undo would do something.
func (c *Controller) CanUndo() bool { _, ok := c.undoTarget(); return ok }

func (c *Controller) undoTarget() (int, bool) {
	t := c.cursor - 1
	if t < 0 {
		return 0, false
	}
	mode := c.settings.Mode
	if mode == PlayRed || mode == PlayBlack {
		for t > 0 && mode.Computer(c.sideAt(t)) {
			t--
		}
		if mode.Computer(c.sideAt(t)) {
			return 0, false
		}
	}
	return t, true
}

// Undo takes back the user's last move and the computer's reply (one move when two people play),
// or the user's move the computer is still thinking about. The moves stay available to Redo.
func (c *Controller) Undo() {
	t, ok := c.undoTarget()
	if !ok {
		return
	}
	c.showCursor(t)
	c.review = c.settings.Mode == Demo || !c.live
	c.autosave()
	c.changed()
	c.maybeThink()
}

// Redo replays what Undo took back.
func (c *Controller) Redo() {
	if c.cursor >= c.game.Len() {
		return
	}
	t := c.cursor + 1
	if mode := c.settings.Mode; mode == PlayRed || mode == PlayBlack {
		for t < c.game.Len() && mode.Computer(c.sideAt(t)) {
			t++
		}
	}
	c.showCursor(t)
	c.review = !c.live || (c.settings.Mode == Demo && t < c.game.Len())
	c.autosave()
	c.changed()
	c.maybeThink()
}

// GoTo shows the position after n moves for review; the later moves are kept. Back at the end of
// a game being played, play resumes; an opened game stays in review (see PlayFromHere).
func (c *Controller) GoTo(n int) {
	if n < 0 {
		n = 0
	}
	if n > c.game.Len() {
		n = c.game.Len()
	}
	if n == c.cursor {
		return
	}
	c.showCursor(n)
	c.review = n < c.game.Len() || !c.live
	c.changed()
	c.maybeThink()
}

// CanPlayFromHere reports whether PlayFromHere would do something: the game is in review and
// not over at the shown position.
func (c *Controller) CanPlayFromHere() bool { return c.review && !c.overAt() }

// PlayFromHere ends review and plays on from the shown position in the current mode: the
// computer moves at once if it is its turn. Moves after the shown one are discarded, after
// asking.
func (c *Controller) PlayFromHere() {
	if !c.CanPlayFromHere() {
		return
	}
	play := func() {
		c.cancelSearch()
		c.game.Truncate(c.cursor)
		c.review, c.live, c.over = false, true, false
		c.autosave()
		c.changed()
		c.maybeThink()
	}
	if c.cursor < c.game.Len() {
		c.ask(lang.L("Discard the rest of the game?"),
			fmt.Sprintf(lang.L("Playing on from move %d discards the %d moves that followed."), c.cursor, c.game.Len()-c.cursor),
			lang.L("Discard"), play)
		return
	}
	play()
}

// First shows the start position.
func (c *Controller) First() { c.GoTo(0) }

// Prev shows the position one move earlier.
func (c *Controller) Prev() { c.GoTo(c.cursor - 1) }

// Next shows the position one move later.
func (c *Controller) Next() { c.GoTo(c.cursor + 1) }

// Last shows the latest position.
func (c *Controller) Last() { c.GoTo(c.game.Len()) }

// ---- games ----

// NewGame starts a game from the standard position in the given mode; the board turns so that
// the user's side is at the bottom.
func (c *Controller) NewGame(m Mode) { c.newGameFrom(core.NewGame(), m) }

func (c *Controller) newGameFrom(g *core.Game, m Mode) {
	c.cancelSearch()
	c.settings.Mode = m
	c.settings.Flipped = m == PlayBlack
	c.saveSettings()
	c.setGame(g, 0)
	c.play(resources.NewGame)
	c.autosave()
	c.changed()
	c.maybeThink()
}

// setGame shows g after cursor moves.
func (c *Controller) setGame(g *core.Game, cursor int) {
	c.cancelSearch()
	c.game = g
	c.review = false
	c.live = true
	c.over = g.Result().Over() // a finished game is not announced again
	c.Board.Flipped = c.settings.Flipped
	c.showCursor(cursor)
}

// ParsePGN reads the first game of a PGN file. It touches no state, so the window runs it off
// the UI goroutine.
func ParsePGN(r io.Reader) (*core.Game, error) {
	return firstGame(core.ReadPGN(r))
}

// ParseGameFile reads the first game of an opened file, PGN or XQF (chosen by its name or its
// content). Like ParsePGN it touches no state.
func ParseGameFile(name string, data []byte) (*core.Game, error) {
	return firstGame(core.ReadGameFile(name, data))
}

func firstGame(games []*core.PGNGame, err error) (*core.Game, error) {
	if err != nil {
		return nil, err
	}
	if len(games) == 0 || games[0].Game == nil {
		return nil, errors.New(lang.L("the file holds no game"))
	}
	return games[0].Game, nil
}

// LoadPGN replaces the game with the first game of a PGN file. On any error the current game is
// left as it was and the error names the problem.
func (c *Controller) LoadPGN(r io.Reader) error {
	g, err := ParsePGN(r)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// LoadGameFile replaces the game with the first game of an opened PGN or XQF file, as LoadPGN.
func (c *Controller) LoadGameFile(name string, data []byte) error {
	g, err := ParseGameFile(name, data)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// LoadGame replaces the game with g and shows its last position for review: the computer makes
// no move, whoever is to move, until the user plays on (PlayFromHere or a move of their own).
func (c *Controller) LoadGame(g *core.Game) {
	c.setGame(g, g.Len())
	c.review, c.live = true, false
	c.autosave()
	c.changed()
}

// LoadPosition sets up a position from FEN text, or a game from PGN text, keeping the mode; it
// is shown for review, like an opened game.
func (c *Controller) LoadPosition(text string) error {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "[") || strings.Contains(text, "\n1.") {
		return c.LoadPGN(strings.NewReader(text))
	}
	g, err := core.NewGameFromFEN(text)
	if err != nil {
		return err
	}
	c.LoadGame(g)
	return nil
}

// FEN returns the FEN of the shown position.
func (c *Controller) FEN() string {
	p := c.Position()
	return p.FEN()
}

// pgnGame returns the game with its tags filled in for the current mode and level.
func (c *Controller) pgnGame(cursorTag bool) *core.PGNGame {
	engineName := fmt.Sprintf("Chuhe level %d", c.settings.Level)
	red, black := "You", engineName
	switch c.settings.Mode {
	case PlayBlack:
		red, black = engineName, "You"
	case TwoPlayers:
		red, black = "Red", "Black"
	case Demo:
		red, black = engineName, engineName
	}
	pg := &core.PGNGame{Game: c.game}
	pg.Tags.Set("Event", "Chuhe game")
	pg.Tags.Set("Site", "Chuhe")
	pg.Tags.Set("Date", time.Now().Format("2006.01.02"))
	pg.Tags.Set("Red", red)
	pg.Tags.Set("Black", black)
	pg.Tags.Set("Result", c.game.Result().Outcome.String())
	if cursorTag {
		pg.Tags.Set("ChuheCursor", strconv.Itoa(c.cursor))
		if !c.live {
			pg.Tags.Set("ChuheReview", "1") // an opened game: restored in review
		}
	}
	return pg
}

// WritePGN writes the game as PGN in the chosen notation.
func (c *Controller) WritePGN(w io.Writer) error {
	return core.WritePGN(w, c.pgnGame(false), c.settings.Notation)
}

// autosave writes the game to SavePath in the background.
func (c *Controller) autosave() {
	if c.saver == nil {
		return
	}
	var b bytes.Buffer
	if err := core.WritePGN(&b, c.pgnGame(true), core.ICCS); err != nil {
		c.reportError(err)
		return
	}
	c.saver.Save(b.Bytes())
}

// WaitSaved blocks until the last autosave of the game and the settings has been written; tests
// and shutdown use it.
func (c *Controller) WaitSaved() {
	if c.saver != nil {
		c.saver.Wait()
	}
	if c.settingsSaver != nil {
		c.settingsSaver.Wait()
	}
}

// Restore reads the game saved by a previous run. A missing file is no error; a corrupt one is
// reported and ignored (the current game stays a new game).
func (c *Controller) Restore(data []byte) error {
	games, err := core.ReadPGN(bytes.NewReader(data))
	if err == nil && (len(games) == 0 || games[0].Game == nil) {
		err = errors.New(lang.L("the file holds no game"))
	}
	if err != nil {
		return fmt.Errorf("%s: %w", lang.L("The saved game could not be read and was ignored"), err)
	}
	g := games[0].Game
	cursor := g.Len()
	if v, ok := games[0].Tags.Get("ChuheCursor"); ok {
		if n, err := strconv.Atoi(v); err == nil && n >= 0 && n <= g.Len() {
			cursor = n
		}
	}
	c.setGame(g, cursor)
	if v, ok := games[0].Tags.Get("ChuheReview"); ok && v == "1" {
		c.live = false
	}
	c.review = cursor < g.Len() || !c.live
	c.changed()
	return nil
}

// ---- settings ----

// SetMode changes who plays which side without starting a new game; a search in flight is
// cancelled and the computer moves if it is now its turn.
func (c *Controller) SetMode(m Mode) {
	c.cancelSearch()
	c.settings.Mode = m
	c.saveSettings()
	c.changed()
	c.maybeThink()
}

// SetLevel changes the computer's level; a search in flight restarts at the new level.
func (c *Controller) SetLevel(n int) {
	if n < 1 || n > len(ai.Levels()) {
		return
	}
	restart := c.search != nil && c.search.purpose == searchMove
	c.cancelSearch()
	c.settings.Level = n
	c.saveSettings()
	c.changed()
	if restart {
		c.maybeThink()
	}
}

// Flip turns the board around.
func (c *Controller) Flip() {
	c.settings.Flipped = !c.settings.Flipped
	c.saveSettings()
	c.Board.SetFlipped(c.settings.Flipped)
	c.changed() // the captured pieces' rows follow the board
}

// SetStyle changes the piece set.
func (c *Controller) SetStyle(s resources.PieceStyle) {
	c.settings.Style = s
	c.saveSettings()
	c.Board.SetStyle(s)
	c.changed() // the captured pieces use the new set too
}

// SetTheme changes the board's look.
func (c *Controller) SetTheme(t resources.BoardTheme) {
	c.settings.Theme = t
	c.saveSettings()
	c.Board.SetTheme(t)
}

// SetNotation changes the notation of the move list and the status line.
func (c *Controller) SetNotation(n core.Notation) {
	c.settings.Notation = n
	c.saveSettings()
	c.changed()
}

// SetSound turns the sounds on or off.
func (c *Controller) SetSound(on bool) {
	c.settings.Sound = on
	c.saveSettings()
}

// SetAnimation turns the move animation on or off.
func (c *Controller) SetAnimation(on bool) {
	c.settings.Animation = on
	c.saveSettings()
}

// SetLanguage records the interface language for the next start; the window applies it at once
// when Options.Languages is set.
func (c *Controller) SetLanguage(l Language) {
	c.settings.Language = l
	c.saveSettings()
}

// SetWindowSize records the window's size for the next start.
func (c *Controller) SetWindowSize(s fyne.Size) {
	c.settings.WindowWidth, c.settings.WindowHeight = s.Width, s.Height
	c.saveSettings()
}

// ---- status ----

// updateStatus sets the status line for the shown position.
func (c *Controller) updateStatus() {
	if c.game.ResultAt(c.cursor).Over() {
		_, msg := resultText(c.game.ResultAt(c.cursor))
		c.status = msg
		return
	}
	p := c.Position()
	side := p.SideToMove()
	s := lang.L("Black to move")
	if side == core.Red {
		s = lang.L("Red to move")
	}
	vsComputer := c.settings.Mode == PlayRed || c.settings.Mode == PlayBlack
	switch {
	case c.review:
	case c.settings.Mode.Computer(side) && vsComputer:
		s += " — " + lang.L("the computer's move")
	case vsComputer:
		s += " — " + lang.L("your move")
	}
	if p.InCheck() {
		s += " — " + lang.L("check!")
	}
	switch {
	case c.review && c.cursor < c.game.Len():
		s = fmt.Sprintf("%s (%s %d/%d)", s, lang.L("reviewing move"), c.cursor, c.game.Len())
	case c.review:
		s = fmt.Sprintf("%s (%s)", s, lang.L("review"))
	}
	if c.review && c.settings.Mode != TwoPlayers {
		s += " · " + lang.L("Play from here to continue against the computer")
	}
	c.status = s
}
