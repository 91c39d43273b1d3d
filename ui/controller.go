package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/resources"
)

// Options configure a Controller. Zero fields take the defaults shown.
type Options struct {
	// Sound plays the game's sounds (default Silent).
	Sound SoundPlayer
	// NewEngine makes an engine (default: the built-in engine, engine_builtin.go). The controller keeps one for its searches
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
	// autoReplay is the auto-replay (autoreplay.go).
	*autoReplay

	// Board is the board widget the controller keeps up to date.
	Board *Board

	// preferences are the settings and their file (controller_settings.go).
	*preferences
	// playerProfile is the player's record against the levels (profile.go).
	*playerProfile
	// h is the game and the move shown (history.go).
	h history
	// analyser is the live analysis, with a driver of its own (analysis.go).
	*analyser
	// reviewer is the game review, with a driver of its own (review.go).
	*reviewer
	// opponent is the computer across the board: its moves, hints, draw offers (computer.go).
	*opponent
	// navigator is moving about in the game: undo, redo, review, variations (navigate.go).
	*navigator
	// annotator is the player's comments, marks and drawings, and pictures (annotate.go).
	*annotator
	// coachView is the review's words: explanations, summary, threat, Try again (review_coach.go).
	*coachView
	// clocks are the game's clocks (clock.go, clock_control.go).
	*clocks
	// practice is the endgame practice (puzzle.go).
	*practice
	// engineRoles are the engines the user added and the one each role uses (engines.go).
	*engineRoles
	// document is the game's file and header (document.go).
	*document
	// gameLibrary is the game library and the opening explorer (library.go).
	*gameLibrary

	notice  string // a passing message (why a move was refused), cleared by the next change
	refused uint64 // counts refused moves, so an old refusal's mark is not cleared by a new one
	status  string
	saver   *autosaver

	// OnChange is called after the game, the shown move or the status changed; the window
	// updates the move list and the status line.
	OnChange func()
	// OnStatus is called when only the status line changed: a search's progress (default:
	// OnChange).
	OnStatus func()
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
	// OnAutoReplay is called when the auto-replay starts or stops (see AutoReplaying).
	OnAutoReplay func()
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
	c.opponent = &opponent{host: c, searcher: newEngineDriver(opts.NewEngine, opts.Do)}
	c.analyser = &analyser{host: c, driver: newEngineDriver(opts.NewEngine, opts.Do), do: opts.Do}
	c.reviewer = &reviewer{host: c, driver: newEngineDriver(opts.NewEngine, opts.Do)}
	c.coachView = &coachView{host: c, rv: c.reviewer}
	c.annotator = &annotator{host: c}
	c.navigator = &navigator{host: c}
	c.engineRoles = &engineRoles{host: c, drivers: [numRoles]*engineDriver{roleOpponent: c.searcher, roleAnalysis: c.analyser.driver},
		newBuiltin: opts.NewEngine, do: opts.Do}
	c.searcher.onFault = func(e Engine, err error) { c.engineFault(roleOpponent, e, err) }
	c.analyser.driver.onFault = func(e Engine, err error) { c.engineFault(roleAnalysis, e, err) }
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	c.clocks = &clocks{host: c, now: now}
	c.playerProfile = &playerProfile{host: c, dateNow: now}
	c.practice = &practice{host: c, collection: opts.Puzzles}
	c.autoReplay = &autoReplay{host: c, do: opts.Do}
	c.gameLibrary = &gameLibrary{host: c, path: opts.LibraryPath, masterGames: opts.MasterGames, do: opts.Do, logf: opts.Logf}
	c.preferences = &preferences{host: c, settings: opts.Settings}
	if c.settings == (Settings{}) {
		c.settings = DefaultSettings()
	}
	c.document = &document{host: c}
	c.doc = c.newDoc()
	if opts.SettingsPath != "" {
		c.preferences.saver = newSettingsSaver(opts.SettingsPath, opts.Do, c.reportError)
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
	c.wireAnnotations()
	c.updateStatus()
	c.loadEngines(opts.EnginesPath)
	c.applyEngines(false, false)
	return c
}

// Start begins play: the computer moves if it is its turn, and the analysis starts if it is on.
// Call it once the window is shown.
func (c *Controller) Start() {
	if err := c.engineRoles.loadErr; err != nil {
		c.engineRoles.loadErr = nil
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
	c.analyser.driver.cancel()
	c.reviewer.driver.cancel()
	c.closeEngines()
	c.closeLibrary()
	c.Board.stopDrawing()
	c.WaitSaved()
}

// Game returns the game: every move played, including those after the shown one.
func (c *Controller) Game() *core.Game { return c.h.game }

// Cursor returns how many moves of the game the board shows.
func (c *Controller) Cursor() int { return c.h.cursor }

// Position returns the position on the board.
func (c *Controller) Position() core.Position { return c.h.position() }

// Status returns the status line: whose turn it is, the result, or what the engine thinks.
func (c *Controller) Status() string {
	if c.notice != "" {
		return c.status + " · " + c.notice
	}
	if c.thinking != "" {
		return c.status + " · " + c.thinking
	}
	return c.status
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
	c.syncShapes()
	c.updateStatus()
	c.updateReview()
	if c.OnChange != nil {
		c.OnChange()
	}
	c.updateAnalysis()
	c.updateExplorer()
	c.updateLeftMasters()
}

// Do runs f on the UI goroutine (Options.Do): the one way background work hands its results back.
func (c *Controller) Do(f func()) { c.opts.Do(f) }

// languages switches the interface's language (Options.Languages; nil: none).
func (c *Controller) languages() *Languages { return c.opts.Languages }

// gameIsRecord reports whether the game shown is a record (opened, or given a name) rather than a
// game played here without one.
func (c *Controller) gameIsRecord() bool { return !c.doc.played || c.doc.named }

// playedOpening is the opening of a game played here, as the library names it ("" when unknown).
func (c *Controller) playedOpening() string { return c.gameLibrary.openingText() }

// shown is the game and the move shown, for the controller's parts (reviewHost and the others).
func (c *Controller) shown() *history { return &c.h }

// showArrow puts an arrow on the board (core.NoMove: none).
func (c *Controller) showArrow(m core.Move) { c.Board.SetArrow(m) }

// thinkingChanged tells the window the engine's news changed the status line, and nothing else.
func (c *Controller) thinkingChanged() {
	switch {
	case c.OnStatus != nil:
		c.OnStatus()
	case c.OnChange != nil:
		c.OnChange()
	}
}

// reviewed is the reviewed game's main line and its moves (nil when there is no review).
func (c *Controller) reviewed() (*core.Game, []core.Move) {
	if !c.Reviewed() {
		return nil, nil
	}
	return c.reviewer.game, c.reviewer.moves
}

// finishedGame is the game just finished, to store in the library, if it was played here (not
// opened, not a puzzle).
func (c *Controller) finishedGame() (*core.PGNGame, bool) {
	if !c.doc.played || c.pz != nil {
		return nil, false
	}
	return c.pgnGame(false), true
}

// tagOpening names opening o in the header of the game finished with moves moves, if it is
// still the game shown and its header names none.
func (c *Controller) tagOpening(o library.Opening, moves int) {
	if code, _ := c.doc.tags.Get("ECCO"); code == "" && c.h.game.Len() == moves {
		c.doc.tags.Set("ECCO", o.Code)
		c.doc.tags.Set("Opening", openingName(o, ResolveLanguage(c.Settings().Language)))
		c.autosave()
	}
}

// explorerNews tells the window the explorer has news.
func (c *Controller) explorerNews() {
	if c.OnExplorer != nil {
		c.OnExplorer()
	}
}

// openingNews tells the window the header's opening may have changed.
func (c *Controller) openingNews() {
	if c.OnChange != nil {
		c.OnChange()
	}
}

// leftMastersNews tells the window where the reviewed game left master play.
func (c *Controller) leftMastersNews() {
	if c.OnReview != nil {
		c.OnReview()
	}
}

// Notify says something in the status line until the next change.
func (c *Controller) Notify(msg string) {
	c.notice = msg
	c.statusChanged()
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
