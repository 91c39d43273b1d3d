package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// adjudication ends a game early when the players' own searches agree on its outcome, as match
// tools do to save the time of playing out a won or a dead drawn position (cutechess-cli's -resign
// and -draw). The zero value adjudicates nothing.
type adjudication struct {
	// resignCP, resignPlies: a side wins when the last resignPlies searches (both colours') all
	// scored it at least resignCP ahead.
	resignCP, resignPlies int
	// drawPly, drawCP, drawPlies: from ply drawPly on, a draw when the last drawPlies searches all
	// scored the position within drawCP of even.
	drawPly, drawCP, drawPlies int
}

// mateCP stands for a mate score in the adjudication's sums (a mate is beyond any threshold).
const mateCP = 100000

// mateFor is mateCP with the sign of n: a mate for the mover when n > 0, against it when n < 0.
func mateFor(n int) int {
	if n < 0 {
		return -mateCP
	}
	return mateCP
}

// parseResign reads -resign "CP,PLIES" ("" for none).
func parseResign(s string) (adjudication, error) {
	var a adjudication
	if s == "" {
		return a, nil
	}
	v, err := ints(s, 2)
	if err != nil || v[0] <= 0 || v[1] <= 0 {
		return a, fmt.Errorf("-resign %q: want CP,PLIES (both positive), e.g. 1000,8", s)
	}
	a.resignCP, a.resignPlies = v[0], v[1]
	return a, nil
}

// parseDraw reads -draw "PLY,CP,PLIES" ("" for none) into a.
func parseDraw(s string, a adjudication) (adjudication, error) {
	if s == "" {
		return a, nil
	}
	v, err := ints(s, 3)
	if err != nil || v[0] < 0 || v[1] < 0 || v[2] <= 0 {
		return a, fmt.Errorf("-draw %q: want PLY,CP,PLIES (PLIES positive), e.g. 120,10,16", s)
	}
	a.drawPly, a.drawCP, a.drawPlies = v[0], v[1], v[2]
	return a, nil
}

func ints(s string, n int) ([]int, error) {
	f := strings.Split(s, ",")
	if len(f) != n {
		return nil, fmt.Errorf("%d numbers, want %d", len(f), n)
	}
	out := make([]int, n)
	for i, x := range f {
		v, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// judge is one game's adjudicator: it is told every search's score and says when the game is over.
type judge struct {
	adj  adjudication
	red  []int // the searches' scores from Red's view, the latest last; cleared by a move with no score
	ends core.Result
}

// note records the search for the move at ply (the position before it had ply plies), by side, with
// its score from side's view (scored false: a book move or an engine that said none). It returns
// the adjudicated result, if the game is over by it.
func (j *judge) note(ply int, side core.Color, sr searched) (core.Result, bool) {
	if j.adj == (adjudication{}) {
		return core.Result{}, false
	}
	if !sr.scored {
		j.red = j.red[:0]
		return core.Result{}, false
	}
	cp := sr.cp
	if side == core.Black {
		cp = -cp
	}
	j.red = append(j.red, cp)
	if n := j.adj.resignPlies; n > 0 && len(j.red) >= n {
		last := j.red[len(j.red)-n:]
		if all(last, func(v int) bool { return v >= j.adj.resignCP }) {
			return core.Result{Outcome: core.RedWins, Reason: core.Resignation}, true
		}
		if all(last, func(v int) bool { return v <= -j.adj.resignCP }) {
			return core.Result{Outcome: core.BlackWins, Reason: core.Resignation}, true
		}
	}
	if n := j.adj.drawPlies; n > 0 && ply+1 >= j.adj.drawPly && len(j.red) >= n {
		if all(j.red[len(j.red)-n:], func(v int) bool { return v >= -j.adj.drawCP && v <= j.adj.drawCP }) {
			return core.Result{Outcome: core.Draw, Reason: core.Agreement}, true
		}
	}
	return core.Result{}, false
}

func all(v []int, f func(int) bool) bool {
	for _, x := range v {
		if !f(x) {
			return false
		}
	}
	return true
}
