package ui

import (
	"runtime"

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

// analysisState is the controller's analysis: its engine driver, what it is searching, and what
// it has found.
type analysisState struct {
	driver *engineDriver
	key    analysisKey // what the current search is of (zero: none)
	view   AnalysisView
}

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

// Analysis returns what the analysis shows now.
func (c *Controller) Analysis() AnalysisView {
	v := c.an.view
	v.Lines = append([]AnalysisLine(nil), v.Lines...)
	return v
}

// SetAnalysis switches live analysis on or off.
func (c *Controller) SetAnalysis(on bool) {
	if c.settings.Analysis == on {
		return
	}
	c.settings.Analysis = on
	c.saveSettings()
	c.updateAnalysis()
}

// ToggleAnalysis switches live analysis on if it is off and off if it is on.
func (c *Controller) ToggleAnalysis() { c.SetAnalysis(!c.settings.Analysis) }

// SetAnalysisLines sets how many best lines the analysis shows (1 to MaxAnalysisLines).
func (c *Controller) SetAnalysisLines(n int) {
	if n < 1 || n > MaxAnalysisLines || n == c.settings.AnalysisLines {
		return
	}
	c.settings.AnalysisLines = n
	c.saveSettings()
	c.updateAnalysis()
}

// SetAnalysisThreads sets how many threads the analysis searches with.
func (c *Controller) SetAnalysisThreads(n int) {
	if n < 1 || n > ai.MaxThreads || n == c.settings.AnalysisThreads {
		return
	}
	c.settings.AnalysisThreads = n
	c.saveSettings()
	c.updateAnalysis()
}

// analysisWaits says why analysis cannot run in the position shown ("" when it can): a game
// against the computer (or between two computers) being played.
func (c *Controller) analysisWaits() string {
	if c.settings.Mode == TwoPlayers || c.h.review || c.overAt() {
		return ""
	}
	return lang.L("Analysis waits while the computer plays: it resumes in review, after the game or with two players.")
}

// updateAnalysis brings the analysis in line with the position shown and the settings: it starts,
// restarts or stops the search as needed, and tells the window. It is called after every change.
func (c *Controller) updateAnalysis() {
	an := &c.an
	on := c.settings.Analysis
	waits := ""
	if on {
		waits = c.analysisWaits()
	}
	if !on || waits != "" {
		if an.key == (analysisKey{}) && an.view.On == on && an.view.Waiting == waits {
			return // already stopped, and showing so
		}
		an.driver.cancel()
		an.key = analysisKey{}
		an.view = AnalysisView{On: on, Waiting: waits}
		c.analysisChanged()
		return
	}
	p := c.Position()
	key := analysisKey{game: c.h.game, cursor: c.h.cursor, pos: p.Key(),
		lines: c.settings.AnalysisLines, threads: c.settings.AnalysisThreads}
	if key == an.key {
		return
	}
	an.key = key
	an.view = AnalysisView{On: true}
	var buf [128]core.Move
	legal := p.LegalMoves(buf[:0])
	if len(legal) == 0 {
		// Mate or stalemate: nothing to search; the status line says the result.
		an.driver.cancel()
		c.analysisChanged()
		return
	}
	an.view.Running = true
	lines, threads, notation := c.settings.AnalysisLines, c.settings.AnalysisThreads, c.settings.Notation
	// Every legal move as a root move skips the opening book, whose moves come without a score.
	lim := ai.Limits{Infinite: true, SearchMoves: append([]core.Move(nil), legal...)}
	an.driver.start(searchJob{
		purpose: searchAnalysis,
		level:   analysisLevel,
		game:    c.h.searchGame(),
		limits:  lim,
		setup: func(e Engine) {
			if t, ok := e.(multiPVThreader); ok {
				t.SetMultiPV(lines)
				t.SetThreads(threads)
			}
		},
		progress: func(info ai.Info) func() {
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
				v := &c.an.view
				for len(v.Lines) < rank {
					v.Lines = append(v.Lines, AnalysisLine{})
				}
				v.Lines[rank-1] = line
				if rank == 1 {
					v.Depth = info.Depth
				}
				v.Nodes, v.NPS = info.Nodes, info.NPS
				c.analysisChanged()
			}
		},
		done: func(ai.Result) {
			// The search ended by itself (a mate found to the end, or the deepest depth).
			c.an.view.Running = false
			c.analysisChanged()
		},
	})
	c.analysisChanged()
}

// analysisLine turns one of the engine's reports on p into a line to show, from Red's view.
func analysisLine(p core.Position, info ai.Info, n core.Notation) AnalysisLine {
	l := AnalysisLine{Depth: info.Depth}
	l.Score, l.Win, l.Draw, l.Loss = redChances(&p, info.Score)
	l.Text, l.Moves = lineText(p, info.PV, n, 12)
	return l
}

// redChances turns a score for the side to move in p into Red's score and Red's chances of a win,
// a draw and a loss in permille (the engine's WDL model at p's ply).
func redChances(p *core.Position, s ai.Score) (red ai.Score, win, draw, loss int) {
	ply := 2*(p.FullmoveNumber()-1) + int(p.SideToMove())
	win, draw, loss = s.WDL(ply)
	if p.SideToMove() == core.Black {
		return -s, loss, draw, win
	}
	return s, win, draw, loss
}

// analysisChanged tells the window the analysis has news.
func (c *Controller) analysisChanged() {
	if c.OnAnalysis != nil {
		c.OnAnalysis()
	}
}

// analysisMove returns the first move of analysis line i, if there is one and it is legal in the
// position shown.
func (c *Controller) analysisMove(i int) (core.Move, bool) {
	v := c.an.view
	if i < 0 || i >= len(v.Lines) || len(v.Lines[i].Moves) == 0 {
		return core.NoMove, false
	}
	m := v.Lines[i].Moves[0]
	p := c.Position()
	return m, p.IsLegalMove(m)
}

// PlayAnalysisLine plays the first move of analysis line i on the board, as if the user had
// played it. In review the whole line is kept, as a variation unless it is the game's own: the
// board shows its first move and Next steps through the rest.
func (c *Controller) PlayAnalysisLine(i int) {
	m, ok := c.analysisMove(i)
	if !ok {
		return
	}
	c.Board.SetArrow(core.NoMove)
	inReview := c.h.review && !(c.h.atEnd() && c.h.main)
	line := append([]core.Move(nil), c.an.view.Lines[i].Moves[1:]...)
	if !c.TryMove(m) || !inReview || len(line) == 0 {
		return
	}
	n := c.h.node()
	for _, mv := range line {
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

// PreviewAnalysisLine shows the first move of analysis line i as an arrow on the board; a line
// that does not exist (i < 0: the pointer left the lines) puts back the arrow the board had, the
// review's better move or none.
func (c *Controller) PreviewAnalysisLine(i int) {
	m, ok := c.analysisMove(i)
	if !ok {
		m = c.BetterMove()
	}
	c.Board.SetArrow(m)
}
