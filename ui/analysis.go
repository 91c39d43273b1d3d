package ui

import (
	"runtime"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// Live analysis: while it is on, the full engine searches the position shown without end, in the
// background, with its own engine driver, and reports its best lines. Any change of the position
// shown (a move, a step through the game, undo, a new game) restarts it at once; switching it off
// stops it. It runs while two people play, in review and after the game; during a game against the
// computer it waits (the computer's own search needs the processor, and the user should not be
// shown the best move while playing) and says so.

// defaultAnalysisThreads leaves a core to the interface, up to four threads.
func defaultAnalysisThreads() int { return max(1, min(4, runtime.NumCPU()-1)) }

// analysisLevel is the engine level analysis searches at: the full engine, never the weak levels'
// random choice among near-best moves.
const analysisLevel = ai.MaxLevel

// AnalysisLine is one of the engine's best lines in the position shown.
type AnalysisLine struct {
	Depth int
	// Score is from Red's view: positive when Red stands better.
	Score ai.Score
	// Win, Draw and Loss are Red's chances in permille, from the engine's WDL model.
	Win, Draw, Loss int
	// Moves is the line, its first move playable in the position shown.
	Moves []core.Move
	// Text is the line written in the chosen notation.
	Text string
}

// AnalysisView is what the analysis shows.
type AnalysisView struct {
	// On says the user has switched analysis on.
	On bool
	// Running says the engine is searching the position shown now.
	Running bool
	// Waiting, when analysis is on but not running, says why (in the interface's language).
	Waiting string
	Depth   int
	Nodes   int64
	NPS     int64
	// Lines are the best lines, best first (at most Settings.AnalysisLines).
	Lines []AnalysisLine
}

// analysisHost is what the analyser knows of the rest of the app. The Controller is one; the tests
// use a fake.
type analysisHost interface {
	// shown is the game and the move shown.
	shown() *history
	Settings() Settings
	// changeSettings changes the settings and saves them.
	changeSettings(change func(*Settings))
	// playLine plays first as the user would and, in review, keeps rest after it.
	playLine(first core.Move, rest []core.Move)
	// showArrow puts an arrow on the board; BetterMove is the arrow the board has otherwise.
	showArrow(m core.Move)
	BetterMove() core.Move
	// analysisChanged tells the views the analysis has news.
	analysisChanged()
}

// analyser is the live analysis: its engine driver, what it is searching, what it has found, and
// when it last told the views.
type analyser struct {
	host   analysisHost
	driver *engineDriver
	do     func(func()) // runs a function on the UI goroutine
	key    analysisKey  // what the current search is of (zero: none)
	view   AnalysisView
	// toldAt is when the views were last told, of a view that was on (toldOn), running or not
	// (toldRunning) and waiting or not (toldWaiting); due is set while a later telling is
	// scheduled (see changed).
	toldAt      time.Time
	toldOn      bool
	toldRunning bool
	toldWaiting string
	due         bool
}

// analysisEvery is the shortest time between two tellings of the views while the engine reports
// on one position.
const analysisEvery = 250 * time.Millisecond

// analysisKey tells one analysis request from another: the game, the move shown, the position
// and the search's settings.
type analysisKey struct {
	game    *core.Game
	cursor  int
	pos     uint64
	lines   int
	threads int
}

// multiPVThreader is the part of *ai.Engine the analysis sets up; engines without it (test
// fakes) search with their own settings.
type multiPVThreader interface {
	SetMultiPV(n int)
	SetThreads(n int)
}

// analysisJob is a search of g by the full engine, as the analysis and the review make them: every
// legal move as a root move (which skips the opening book, whose moves come without a score), the
// engine set to report lines best lines and to search with threads.
func analysisJob(purpose searchPurpose, g *core.Game, lim ai.Limits, legal []core.Move, lines, threads int) searchJob {
	lim.SearchMoves = append([]core.Move(nil), legal...)
	return searchJob{
		purpose: purpose,
		level:   analysisLevel,
		game:    g,
		limits:  lim,
		setup: func(e Engine) {
			if t, ok := e.(multiPVThreader); ok {
				t.SetMultiPV(lines)
				t.SetThreads(threads)
			}
		},
	}
}

// Analysis returns what the analysis shows now.
func (a *analyser) Analysis() AnalysisView {
	v := a.view
	v.Lines = append([]AnalysisLine(nil), v.Lines...)
	return v
}

// SetAnalysis switches live analysis on or off.
func (a *analyser) SetAnalysis(on bool) {
	if a.host.Settings().Analysis == on {
		return
	}
	a.host.changeSettings(func(s *Settings) { s.Analysis = on })
	a.updateAnalysis()
}

// ToggleAnalysis switches live analysis on if it is off and off if it is on.
func (a *analyser) ToggleAnalysis() { a.SetAnalysis(!a.host.Settings().Analysis) }

// SetAnalysisLines sets how many best lines the analysis shows (1 to MaxAnalysisLines).
func (a *analyser) SetAnalysisLines(n int) {
	if n < 1 || n > MaxAnalysisLines || n == a.host.Settings().AnalysisLines {
		return
	}
	a.host.changeSettings(func(s *Settings) { s.AnalysisLines = n })
	a.updateAnalysis()
}

// SetAnalysisThreads sets how many threads the analysis searches with.
func (a *analyser) SetAnalysisThreads(n int) {
	if n < 1 || n > ai.MaxThreads || n == a.host.Settings().AnalysisThreads {
		return
	}
	a.host.changeSettings(func(s *Settings) { s.AnalysisThreads = n })
	a.updateAnalysis()
}

// analysisWaits says why analysis cannot run in the position shown ("" when it can): a game
// against the computer (or between two computers) being played.
func (a *analyser) analysisWaits() string {
	h := a.host.shown()
	if a.host.Settings().Mode == TwoPlayers || h.review || h.overAt() {
		return ""
	}
	return lang.L("Analysis waits while the computer plays: it resumes in review, after the game or with two players.")
}

// updateAnalysis brings the analysis in line with the position shown and the settings: it starts,
// restarts or stops the search as needed, and tells the window. It is called after every change.
func (a *analyser) updateAnalysis() {
	settings, h := a.host.Settings(), a.host.shown()
	on := settings.Analysis
	waits := ""
	if on {
		waits = a.analysisWaits()
	}
	if !on || waits != "" {
		if a.key == (analysisKey{}) && a.view.On == on && a.view.Waiting == waits {
			return // already stopped, and showing so
		}
		a.driver.cancel()
		a.key = analysisKey{}
		a.view = AnalysisView{On: on, Waiting: waits}
		a.changed()
		return
	}
	p := h.position()
	key := analysisKey{game: h.game, cursor: h.cursor, pos: p.Key(),
		lines: settings.AnalysisLines, threads: settings.AnalysisThreads}
	if key == a.key {
		return
	}
	a.key = key
	a.view = AnalysisView{On: true}
	var buf [128]core.Move
	legal := p.LegalMoves(buf[:0])
	if len(legal) == 0 {
		// Mate or stalemate: nothing to search; the panel says so (it showed an empty even bar),
		// the status line the result.
		a.driver.cancel()
		a.view.Waiting = lang.L("Nothing to analyse: the side to move has no legal move.")
		a.changed()
		return
	}
	a.view.Running = true
	lines, threads, notation := settings.AnalysisLines, settings.AnalysisThreads, settings.Notation
	job := analysisJob(searchAnalysis, h.searchGame(), ai.Limits{Infinite: true}, legal, lines, threads)
	job.progress = func(info ai.Info) func() {
		// Formatting here keeps the work off the UI goroutine.
		line := analysisLine(p, info, notation)
		rank := info.MultiPV
		if rank < 1 {
			rank = 1
		}
		return func() {
			if rank > lines {
				return
			}
			v := &a.view
			for len(v.Lines) < rank {
				v.Lines = append(v.Lines, AnalysisLine{})
			}
			v.Lines[rank-1] = line
			if rank == 1 {
				v.Depth = info.Depth
			}
			v.Nodes, v.NPS = info.Nodes, info.NPS
			a.changed()
		}
	}
	job.done = func(ai.Result) {
		// The search ended by itself (a mate found to the end, or the deepest depth).
		a.view.Running = false
		a.changed()
	}
	a.driver.start(job)
	a.changed()
}

// restartAnalysis forgets the search and starts it again (the analysis engine changed).
func (a *analyser) restartAnalysis() {
	a.key = analysisKey{}
	a.view = AnalysisView{On: a.host.Settings().Analysis}
	a.updateAnalysis()
}

// changed tells the views of the analysis's news. The engine reports every depth, dozens a second
// at the start of a search, and each telling would repaint the panel's texts (every new text is
// shaped and becomes a texture): a step through a game with the analysis on made some 70 MB of
// textures a minute. So a new search (no lines yet), a change of state or the analysis switched on
// or off is told at once, and further reports at most every analysisEvery, the latest then.
func (a *analyser) changed() {
	v := &a.view
	quiet := !v.On || len(v.Lines) == 0 || v.Running != a.toldRunning || v.Waiting != a.toldWaiting || !a.toldOn
	if wait := analysisEvery - time.Since(a.toldAt); !quiet && wait > 0 {
		if !a.due {
			a.due = true
			time.AfterFunc(wait, func() {
				a.do(func() {
					a.due = false
					a.changed()
				})
			})
		}
		return
	}
	a.toldAt, a.toldOn, a.toldRunning, a.toldWaiting = time.Now(), v.On, v.Running, v.Waiting
	a.host.analysisChanged()
}

// analysisMove returns the first move of analysis line i, if there is one and it is legal in the
// position shown.
func (a *analyser) analysisMove(i int) (core.Move, bool) {
	v := a.view
	if i < 0 || i >= len(v.Lines) || len(v.Lines[i].Moves) == 0 {
		return core.NoMove, false
	}
	m := v.Lines[i].Moves[0]
	p := a.host.shown().position()
	return m, p.IsLegalMove(m)
}

// PlayAnalysisLine plays the first move of analysis line i on the board, as if the user had
// played it. In review the whole line is kept, as a variation unless it is the game's own: the
// board shows its first move and Next steps through the rest.
func (a *analyser) PlayAnalysisLine(i int) {
	m, ok := a.analysisMove(i)
	if !ok {
		return
	}
	a.host.showArrow(core.NoMove)
	a.host.playLine(m, append([]core.Move(nil), a.view.Lines[i].Moves[1:]...))
}

// PreviewAnalysisLine shows the first move of analysis line i as an arrow on the board; a line
// that does not exist (i < 0: the pointer left the lines) puts back the arrow the board had, the
// review's better move or none.
func (a *analyser) PreviewAnalysisLine(i int) {
	m, ok := a.analysisMove(i)
	if !ok {
		m = a.host.BetterMove()
	}
	a.host.showArrow(m)
}

// ---- the Controller's side of analysisHost ----

// analysisChanged tells the window the analysis has news.
func (c *Controller) analysisChanged() {
	if c.OnAnalysis != nil {
		c.OnAnalysis()
	}
}

// playLine plays first as if the user had played it. In review the rest of the line is kept, as
// a variation unless it is the game's own: the board shows its first move and Next steps through
// the rest.
func (c *Controller) playLine(first core.Move, rest []core.Move) {
	inReview := c.h.review && !(c.h.atEnd() && c.h.main)
	if !c.TryMove(first) || !inReview || len(rest) == 0 {
		return
	}
	n := c.h.node()
	for _, mv := range rest {
		next, err := c.h.tree.Add(n, mv)
		if err != nil {
			break // the engine's line is checked move by move; an illegal one ends it
		}
		n = next
	}
	c.h.follow(c.h.node())
	c.autosave()
	c.changed()
}
