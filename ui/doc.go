// Package ui is the desktop app's interface in Fyne: the board widget, the window with its panels
// and menus, and the Controller behind them that holds the game and runs the engines. Package core
// knows the rules and package ai plays; ui owns everything Fyne.
//
// # What lives where
//
// The Controller (controller.go) is the game being shown and played: the game and the move shown
// (history.go, pure operations on a core.Tree), the settings, the saved game, whose turn it is. Its
// own files are the everyday verbs: input.go (taps, drags, a move tried, playing it), game_end.go,
// games.go (new games, loading, saving) and status.go (the status line). It declares fewer than 90
// methods (TestControllerShape keeps it so, and every file of the package under 600 lines).
//
// Beside it, each side concern is a type of its own that owns its state and its methods and knows
// the rest only through a small host interface (which the Controller implements, and a test fakes
// without a Fyne app):
//
//	opponent     computer.go      the computer's moves, hints  opponentHost (draw offers: draw.go)
//	navigator    navigate.go      undo, redo, stepping, lines  navigationHost
//	reviewer     review.go        the game review             reviewHost
//	coachView    review_coach.go  the review's words           coachHost (Try again: review_try.go)
//	annotator    annotate.go      comments, marks, drawings    annotationHost (and pictures)
//	playerProfile profile.go      the player's rating          profileHost
//	analyser     analysis.go      the live analysis            analysisHost
//	clocks       clock_control.go the game's clocks            clockHost (the clock itself: clock.go)
//	engineRoles  engines.go       added engines and roles      engineHost (the file: engines_file.go)
//	practice     puzzle.go        the endgame practice         puzzleHost
//	gameLibrary  library.go       the library and explorer     libraryHost
//	autoReplay   autoreplay.go    the auto-replay              replayHost
//	document     document.go      the game's file and header   docHost
//	preferences  controller_settings.go  the settings          settingsHost
//
// The Controller embeds them, so their exported methods (Undo, Hint, ReviewGame, Summary,
// SetMark, SetAnalysis, PauseClocks, SetOpponentEngine, StartPuzzle, ToggleExplorer, AutoReplay...)
// are the Controller's to the window. The Controller's side of each host interface is a handful of small methods at the end of
// the part's file (the library's, the document's and the shared ones in controller.go). A part tells the views of its news through its host (reviewChanged,
// analysisChanged, explorerNews...), which calls the window's callback for that part alone
// (OnReview, OnAnalysis, OnExplorer...); the analyser tells at most every 250 ms while its engine
// reports. Engines run through engineDriver
// (engine_driver.go, with the Engine interface): one current search, stale ones dropped. The
// built-in engine is made in engine_builtin.go, an added one is driven in external.go.
// evaluation.go is the one place that writes an evaluation for people.
//
// The views are Window (window.go; its menus window_menu.go, files window_files.go, dialogs
// window_modal.go, dialogs.go) and the panels: Board (board.go, board_renderer.go), MoveList,
// AnalysisPanel, ReviewPanel, ExplorerPanel, ClockPanel, CapturedPieces. A view reads the
// Controller through its exported methods only.
//
// # From a click to the engine and back
//
// A tap on the board reaches Board.Tapped, which turns the pixel into a point (geometry.go) and
// calls the Controller's TapPoint (input.go): the first tap selects a piece, the second tries the
// move (TryMove). A legal move is played into the history (playMove), the clocks step
// (clocks.clockMoved), the board shows it (Board.SetPosition, animated) and the game is saved in the
// background (autosave.go). Then changed tells the parts and the views what changed: the status
// line is recomputed, the reviewer and the analyser catch up with the new position (the analyser
// restarts its search), and OnChange redraws the window's move list and panels. If the computer is
// to move, maybeThink (computer.go) starts a search on the Controller's engineDriver: the engine
// runs on its own goroutine; its progress reports are formatted there and handed to the UI
// goroutine through the injected Do (Options.Do; fyne.Do in the app, a queue in tests), where they
// change the status line only (OnStatus). Its result comes back the same way, if the search is
// still the current one, and is played as the user's move was: playMove, changed, the views.
//
// The computer's side is the opponent part (computer.go): maybeThink asks the Controller, through
// opponentHost, whether it is the computer's turn (computerToMove), what the clocks allow
// (clockLimits) and whether an added engine plays (opponentExternal), then runs the search on its
// own engineDriver; its progress reaches the status line alone (thinkingChanged, the window's
// OnStatus), and its move comes back through playMove. Undo is the navigator's (navigate.go): it
// moves history's cursor, asks the clocks (clockBack), has the board show the position and the
// Controller tell the rest (changed), then asks the opponent to think (maybeThink).
//
// No method blocks the UI goroutine: searches, file I/O and the library run in the background and
// report through Do.
package ui
