package ui

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
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

// NewAIEngine returns the real engine with the app's options, as an Options.NewEngine. The top
// level, which has a time per move, searches with up to four threads, leaving one core to the
// interface; the others use one thread whatever the setting (ai.Engine.SetThreads). The top level,
// and so the analysis and the review, evaluate with the built-in neural net (ai/nnue;
// docs/nnue.md): it won its matches against the hand-written evaluation at 100 and 400 ms a move.
// The levels below keep the hand-written evaluation, which their ladder (docs/levels.md) was
// measured with.
func NewAIEngine() Engine { return newAIEngines()() }

// netMinLevel is the lowest level that evaluates with the neural net.
const netMinLevel = ai.MaxLevel

// newAIEngines returns a maker of engines as NewAIEngine makes them, sharing one net (read-only).
func newAIEngines() func() Engine {
	var once sync.Once
	var net *nnue.Net
	return func() Engine {
		once.Do(func() {
			n, err := nnue.Default()
			if err == nil {
				net = n
			}
		})
		return &aiEngine{Engine: ai.New(ai.Options{HashMB: 32, OwnBook: true, Threads: min(4, runtime.NumCPU()-1)}), net: net}
	}
}

// aiEngine is the built-in engine with its evaluation chosen by level.
type aiEngine struct {
	*ai.Engine
	net *nnue.Net // nil: the hand-written evaluation everywhere
}

// SetLevel sets the level and the evaluation that goes with it.
func (e *aiEngine) SetLevel(n int) {
	e.Engine.SetLevel(n)
	if e.net != nil && n >= netMinLevel {
		e.Engine.SetNet(e.net)
	} else {
		e.Engine.SetNet(nil)
	}
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
	// Puzzles reads the endgame practice collection (default: resources.Endgames).
	Puzzles func() ([]core.Puzzle, error)
	// Now tells the time for the clocks (default time.Now, whose monotonic reading they use);
	// tests pass a clock of their own.
	Now func() time.Time
	// EnginesPath is the file of the engines the user added (engines.go; "" keeps none).
	EnginesPath string
	// LibraryPath is the game library's database file (package library), opened in the background
	// on first use by the explorer, the library window or a finished game ("" keeps no library).
	LibraryPath string
	// MasterGames returns the master collection's pack (default resources.MasterGames), which the
	// library gets on first use; nil builds none (tests fill a small library themselves).
	MasterGames func() []byte
}

// Controller is the game logic behind the window: the game and the move being shown, who plays
// which side, the engine, the settings and the saved game. It builds no window, so tests drive it
// with Fyne's test app. Every method must be called on the UI goroutine (or the test's).
type Controller struct {
	app   fyne.App
	opts  Options
	sound SoundPlayer
	// replay is the auto-replay (autoreplay.go).
	replay autoReplay

	// Board is the board widget the controller keeps up to date.
	Board *Board

	settings Settings
	// prof is the player's record against the levels (profile.go).
	prof profileState
	// h is the game and the move shown (history.go).
	h history
	// driver runs the engine's searches: the computer's moves, hints and draw offers
	// (engine_driver.go, computer.go).
	driver *engineDriver
	// an is the live analysis, with a driver of its own (analysis.go).
	an analysisState
	// rv is the game review, with a driver of its own (review.go).
	rv reviewState
	// clock is the game's clocks (clock.go, clock_control.go).
	clock gameClock
	// pz is the endgame practised (puzzle.go), nil in a game.
	pz *puzzleState
	// ext are the engines the user added and the one each role uses (engines.go).
	ext engineSet
	// doc is the game's file and header (document.go).
	doc gameDoc
	// lib is the game library and the opening explorer (library.go).
	lib libState

	notice   string // a passing message (why a move was refused), cleared by the next change
	refused  uint64 // counts refused moves, so an old refusal's mark is not cleared by a new one
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
	// OnPuzzle is called when the puzzle practised is judged, solved or not (see Puzzle).
	OnPuzzle func(solved bool)
	// OnAnalysis is called when the analysis has news (see Analysis).
	OnAnalysis func()
	// OnReview is called when the game review has news (see Review).
	OnReview func()
	// OnExplorer is called when the opening explorer has news (see Explorer).
	OnExplorer func()
	// OnNotice tells the user something that needs no answer, such as the computer declining a
	// draw (default: the status line alone says it).
	OnNotice func(title, message string)
	// OnEngineFault reports an added engine's failure with its last lines (default: OnError).
	OnEngineFault func(title, message, lines string)
}

// NewController returns a controller with a new game, the settings from opts.Settings and a board
// widget showing the start position.
func NewController(app fyne.App, opts Options) *Controller {
	if opts.Sound == nil {
		opts.Sound = Silent{}
	}
	if opts.NewEngine == nil {
		opts.NewEngine = newAIEngines()
	}
	if opts.MasterGames == nil {
		opts.MasterGames = resources.MasterGames
	}
	if opts.Puzzles == nil {
		opts.Puzzles = resources.Endgames
	}
	if opts.Do == nil {
		opts.Do = fyne.Do
	}
	if opts.Logf == nil {
		opts.Logf = func(format string, args ...any) { fyne.LogError(fmt.Sprintf(format, args...), nil) }
	}
	c := &Controller{app: app, opts: opts, sound: opts.Sound, h: newHistory()}
	c.driver = newEngineDriver(opts.NewEngine, opts.Do)
	c.an.driver = newEngineDriver(opts.NewEngine, opts.Do)
	c.rv.driver = newEngineDriver(opts.NewEngine, opts.Do)
	c.driver.onFault = func(e Engine, err error) { c.engineFault(roleOpponent, e, err) }
	c.an.driver.onFault = func(e Engine, err error) { c.engineFault(roleAnalysis, e, err) }
	c.settings = opts.Settings
	if c.settings == (Settings{}) {
		c.settings = DefaultSettings()
	}
	c.doc = c.newDoc()
	if opts.SettingsPath != "" {
		c.settingsSaver = newSettingsSaver(opts.SettingsPath, opts.Do, c.reportError)
		c.saveSettings() // settings taken from an older version or a damaged file are kept at once
	}
	if opts.SavePath != "" {
		c.saver = newAutosaver(opts.SavePath, func(err error) {
			opts.Do(func() { c.reportError(fmt.Errorf("%s: %w", lang.L("Could not save the game"), err)) })
		})
	}
	c.Board = NewBoard(c.h.position())
	c.Board.do = opts.Do
	c.Board.Flipped = c.settings.Flipped
	c.Board.Style = c.settings.Style
	c.Board.Theme = c.settings.Theme
	c.Board.OnTapped = c.TapPoint
	c.Board.OnDragStart = c.dragStart
	c.Board.OnDropped = c.drop
	c.updateStatus()
	c.loadEngines(opts.EnginesPath)
	c.applyEngines(false, false)
	return c
}

// Start begins play: the computer moves if it is its turn, and the analysis starts if it is on.
// Call it once the window is shown.
func (c *Controller) Start() {
	if err := c.ext.loadErr; err != nil {
		c.ext.loadErr = nil
		c.reportError(err)
	}
	c.maybeThink()
	c.updateAnalysis()
	c.openExistingLibrary()
}

// Close cancels any search, stops the board's background drawing and waits for the last saves
// of the game and the settings to reach the disk.
func (c *Controller) Close() {
	c.StopAutoReplay()
	if c.clock.running() {
		c.autosave() // the times left as they are now
	}
	c.cancelSearch()
	c.an.driver.cancel()
	c.rv.driver.cancel()
	c.closeEngines()
	c.closeLibrary()
	if c.Board.renderer != nil {
		c.Board.renderer.jobSeq.Add(1)
	}
	c.WaitSaved()
}

// Settings returns the current settings.
func (c *Controller) Settings() Settings { return c.settings }

// Game returns the game: every move played, including those after the shown one.
func (c *Controller) Game() *core.Game { return c.h.game }

// Cursor returns how many moves of the game the board shows.
func (c *Controller) Cursor() int { return c.h.cursor }

// Position returns the position on the board.
func (c *Controller) Position() core.Position { return c.h.position() }

// Thinking reports whether the engine is searching (for a move or a hint).
func (c *Controller) Thinking() bool { return c.driver.busy() }

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
	c.updateReview()
	if c.OnChange != nil {
		c.OnChange()
	}
	c.updateAnalysis()
	c.updateExplorer()
	c.updateLeftMasters()
}

// ---- whose turn ----

// overAt reports whether the game has ended in the shown position.
func (c *Controller) overAt() bool { return c.h.overAt() }

// humanToMove reports whether a person may move in the shown position: on their own turn, or for
// either side in review, where the user studies the game and the computer plays no part.
func (c *Controller) humanToMove() bool { return c.h.humanToMove(c.settings.Mode) }

// Reviewing reports whether the game is shown for review: the computer makes no move, and any
// move the user plays is theirs, for either side.
func (c *Controller) Reviewing() bool { return c.h.review }

// computerToMove reports whether the engine should move in the shown position.
func (c *Controller) computerToMove() bool {
	return !c.clock.paused && c.h.computerToMove(c.settings.Mode)
}

// humanSide is the side the user plays against the computer (Red in the other modes).
func (c *Controller) humanSide() core.Color {
	if c.settings.Mode == PlayBlack {
		return core.Black
	}
	return core.Red
}

// play plays the sound of e if sound is on.
func (c *Controller) play(e resources.SoundEvent) {
	if c.settings.Sound {
		c.sound.Play(e)
	}
}
