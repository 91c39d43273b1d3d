package core

import (
	"fmt"
	"strconv"
	"strings"
)

// PGNEval is an engine's evaluation of a position, kept in the PGN comment after the move that led
// to it (the comment before the first move for the start position) in a machine-readable form that
// other programs either read or leave alone:
//
//	{[%eval 0.35,18] [%best h2e2]}   Red is 0.35 pawn better at depth 18; the best move is h2e2
//	{[%eval #3,12]}                  Red mates in 3 moves
//	{[%eval #-2]}                    Black mates in 2 moves; no depth
//
// [%eval] is the form lichess and other chess programs write, from Red's (White's) view;
// [%best] is Chuhe's own, the best move in the position in coordinates (h2e2), so that a
// reviewed game shows its better moves again without being analysed anew.
type PGNEval struct {
	// Centipawns is the score from Red's view when Mate is 0.
	Centipawns int
	// Mate is the number of moves to mate from Red's view (positive: Red mates), 0 for none.
	Mate int
	// Depth is the search depth, 0 when not known.
	Depth int
	// Best is the engine's best move in the position, NoMove when not known.
	Best Move
}

// maxEvalCentipawns bounds the scores read back: larger ones are nonsense, not evaluations.
const maxEvalCentipawns = 100000

// String writes the evaluation as it goes into a comment.
func (e PGNEval) String() string {
	var b strings.Builder
	b.WriteString("[%eval ")
	if e.Mate != 0 {
		b.WriteString("#" + strconv.Itoa(e.Mate))
	} else {
		sign := ""
		if e.Centipawns < 0 {
			sign = "-"
		}
		a := max(e.Centipawns, -e.Centipawns)
		fmt.Fprintf(&b, "%s%d.%02d", sign, a/100, a%100)
	}
	if e.Depth > 0 {
		b.WriteString("," + strconv.Itoa(e.Depth))
	}
	b.WriteString("]")
	if e.Best != NoMove {
		b.WriteString(" [%best " + e.Best.String() + "]")
	}
	return b.String()
}

// WithEval returns comment with ev in front, replacing any [%eval] and [%best] it had; the rest of
// the comment (a person's words, another program's commands) is kept.
func WithEval(comment string, ev PGNEval) string {
	_, rest := splitEval(comment)
	if rest == "" {
		return ev.String()
	}
	return ev.String() + " " + rest
}

// ReadEval finds the evaluation in a comment about position p (the one after the move the comment
// follows). ok is false when the comment has no [%eval], or a malformed one; a [%best] move that is
// not legal in p is dropped. rest is the comment without them.
func ReadEval(comment string, p *Position) (ev PGNEval, rest string, ok bool) {
	cmds, rest := splitEval(comment)
	ev.Best = NoMove
	for _, c := range cmds {
		name, arg, _ := strings.Cut(c, " ")
		arg = strings.TrimSpace(arg)
		switch name {
		case "eval":
			e, good := parseEvalArg(arg)
			if !good {
				return PGNEval{Best: NoMove}, rest, false
			}
			ev.Centipawns, ev.Mate, ev.Depth = e.Centipawns, e.Mate, e.Depth
			ok = true
		case "best":
			if m, err := ParseUCIMove(p, arg); err == nil {
				ev.Best = m
			}
		}
	}
	if !ok {
		return PGNEval{Best: NoMove}, rest, false
	}
	return ev, rest, true
}

// parseEvalArg reads "0.35", "-1.2,18", "#3", "#-2,12".
func parseEvalArg(arg string) (PGNEval, bool) {
	var e PGNEval
	val, depth, hasDepth := strings.Cut(arg, ",")
	if hasDepth {
		d, err := strconv.Atoi(strings.TrimSpace(depth))
		if err != nil || d < 0 || d > 1000 {
			return e, false
		}
		e.Depth = d
	}
	val = strings.TrimSpace(val)
	if strings.HasPrefix(val, "#") {
		n, err := strconv.Atoi(val[1:])
		if err != nil || n == 0 || n > 1000 || n < -1000 {
			return e, false
		}
		e.Mate = n
		return e, true
	}
	f, err := strconv.ParseFloat(val, 64)
	if err != nil || f != f || f*100 > maxEvalCentipawns || f*100 < -maxEvalCentipawns {
		return e, false
	}
	if f < 0 {
		e.Centipawns = -int(-f*100 + 0.5)
	} else {
		e.Centipawns = int(f*100 + 0.5)
	}
	return e, true
}

// splitEval takes the [%eval …] and [%best …] commands out of a comment: it returns their texts
// ("eval 0.35,18") and the comment without them, its spaces tidied.
func splitEval(comment string) (cmds []string, rest string) {
	return splitCommands(comment, func(name, _ string) bool { return name == "eval" || name == "best" })
}
