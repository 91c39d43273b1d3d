package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// The one place that turns the engine's judgement into what people read: scores in pawns or as
// mates, from the user's side (the status line) or from Red's (the analysis and the review), the
// chances of a win, a draw and a loss, and the lines in the chosen notation.

// pawnsText shows a score in centipawns as pawns, signed: "+0.35".
func pawnsText(cp int) string { return fmt.Sprintf("%+.2f", float64(cp)/100) }

// infoText is the status line's account of a search: depth, score and best line.
func infoText(p core.Position, info ai.Info, n core.Notation, view int) string {
	var b strings.Builder
	b.WriteString(fmt.Sprintf(lang.L("Depth %d"), info.Depth) + "  ")
	b.WriteString(scoreText(info.Score, view) + "  ")
	text, _ := lineText(p, info.PV, n, 6)
	b.WriteString(text)
	return b.String()
}

// lineText writes the first moves (at most max) of a line searched in p in notation n, stopping at
// the first that is not legal; it returns them too.
func lineText(p core.Position, pv []core.Move, n core.Notation, max int) (string, []core.Move) {
	var b strings.Builder
	var moves []core.Move
	for i, m := range pv {
		if i == max || !p.IsLegalMove(m) {
			break
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(core.FormatMove(&p, m, n))
		moves = append(moves, m)
		p.MakeMove(m)
	}
	return b.String(), moves
}

// scoreText shows a score in pawns ("+0.35") or as a mate ("mate in 3", "mated in 3").
func scoreText(s ai.Score, view int) string {
	if s.IsMate() {
		n := s.MateIn() * view
		if n > 0 {
			return fmt.Sprintf(lang.L("mate in %d"), n)
		}
		return fmt.Sprintf(lang.L("mated in %d"), -n)
	}
	return pawnsText(int(s) * view)
}

// redScoreText shows a score from Red's view: "+0.35", or "Red mates in 3" / "Black mates in 3".
func redScoreText(s ai.Score) string {
	if s.IsMate() {
		n := s.MateIn()
		if n > 0 {
			return fmt.Sprintf(lang.L("Red mates in %d"), n)
		}
		return fmt.Sprintf(lang.L("Black mates in %d"), -n)
	}
	return pawnsText(int(s))
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

// positionEval turns a score from the side to move's view into a position's evaluation from Red's.
func positionEval(p *core.Position, s ai.Score, best core.Move, depth int) PositionEval {
	red, w, d, _ := redChances(p, s)
	return PositionEval{Done: true, Score: red, Expected: w + d/2, Best: best, Depth: depth}
}

// shortScoreText shows a score from Red's view in a narrow column: "+0.35", or "#3" when Red
// mates in 3 and "#-3" when Black does.
func shortScoreText(s ai.Score) string {
	if s.IsMate() {
		return fmt.Sprintf("#%d", s.MateIn())
	}
	return pawnsText(int(s))
}

// moveScores returns the analysis's score of the first move of each of its lines, written for
// people (shortScoreText), for the explorer to show beside the masters' moves.
func moveScores(v AnalysisView) map[core.Move]string {
	if !v.On || len(v.Lines) == 0 {
		return nil
	}
	out := map[core.Move]string{}
	for _, l := range v.Lines {
		if len(l.Moves) > 0 {
			if _, ok := out[l.Moves[0]]; !ok {
				out[l.Moves[0]] = shortScoreText(l.Score)
			}
		}
	}
	return out
}
