// The endgame practice collection's file format: one puzzle a line.

package core

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Goal is what the side to move must achieve in a puzzle.
type Goal uint8

const (
	// GoalMate: mate (or stalemate: both win) in exactly Puzzle.MateIn moves, as ProveMate proves.
	GoalMate Goal = iota + 1
	// GoalWin: win the game, by mate or by the rules, however long it takes (a classic endgame
	// known to be won).
	GoalWin
	// GoalDraw: hold the draw (a classic endgame known to be drawn with correct defence).
	GoalDraw
)

// Puzzle is one position of the endgame practice collection.
//
// In the file a puzzle is one line of seven fields separated by " | " (a '|' may appear nowhere
// else; '#' begins a comment line; blank lines are skipped):
//
//	id | goal | level | FEN | moves | English title | Chinese title
//
// id is a unique name of letters, digits, '-' and '_'; goal is "mate N" (N from 1 to 15), "win" or
// "draw"; level the difficulty, 1 (easiest) to 5; the FEN a valid position whose side to move has a
// legal move and is the side the goal is for; moves, in coordinates (h2e2) separated by spaces or
// "-" for none, are for a mate every first move that mates in N, and for a win or a draw the key first
// moves, if any; the titles are free text (either may be "-").
type Puzzle struct {
	ID             string
	Goal           Goal
	MateIn         int // N for GoalMate, 0 otherwise
	Level          int // 1 to 5
	FEN            string
	Moves          []Move
	Title, TitleZh string
}

// Position returns the puzzle's start position (the FEN was checked when the puzzle was read).
func (pz *Puzzle) Position() (*Position, error) { return ParseFEN(pz.FEN) }

// GoalText returns the goal in English: "Red to move and mate in 3", "Black to move and win",
// "Red to move and draw".
func (pz *Puzzle) GoalText() string {
	side := "Red"
	if f := strings.Fields(pz.FEN); len(f) > 1 && (f[1] == "b" || f[1] == "B") {
		side = "Black"
	}
	switch pz.Goal {
	case GoalMate:
		return fmt.Sprintf("%s to move and mate in %d", side, pz.MateIn)
	case GoalWin:
		return side + " to move and win"
	case GoalDraw:
		return side + " to move and draw"
	}
	return side + " to move"
}

// String writes the puzzle as a line of the file (without the newline).
func (pz *Puzzle) String() string {
	goal := "win"
	switch pz.Goal {
	case GoalMate:
		goal = fmt.Sprintf("mate %d", pz.MateIn)
	case GoalDraw:
		goal = "draw"
	}
	moves := "-"
	if len(pz.Moves) > 0 {
		var ms []string
		for _, m := range pz.Moves {
			ms = append(ms, m.String())
		}
		moves = strings.Join(ms, " ")
	}
	dash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	return strings.Join([]string{pz.ID, goal, strconv.Itoa(pz.Level), pz.FEN, moves, dash(pz.Title), dash(pz.TitleZh)}, " | ")
}

// WritePuzzles writes puzzles in the collection's format, one a line.
func WritePuzzles(w io.Writer, puzzles []Puzzle) error {
	for i := range puzzles {
		if _, err := fmt.Fprintln(w, puzzles[i].String()); err != nil {
			return err
		}
	}
	return nil
}

// maxPuzzleLine bounds a line of the file.
const maxPuzzleLine = 4096

// ReadPuzzles reads a collection in the format Puzzle describes. An error names the line and what
// is wrong with it; nothing of a file with an error is returned.
func ReadPuzzles(r io.Reader) ([]Puzzle, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), maxPuzzleLine)
	var out []Puzzle
	ids := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		pz, err := parsePuzzle(line)
		if err != nil {
			return nil, fmt.Errorf("puzzles: line %d: %v", n, err)
		}
		if first, dup := ids[pz.ID]; dup {
			return nil, fmt.Errorf("puzzles: line %d: id %q already used on line %d", n, pz.ID, first)
		}
		ids[pz.ID] = n
		out = append(out, pz)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("puzzles: %v", err)
	}
	return out, nil
}

// parsePuzzle reads one line.
func parsePuzzle(line string) (Puzzle, error) {
	var pz Puzzle
	f := strings.Split(line, "|")
	if len(f) != 7 {
		return pz, fmt.Errorf("%d fields, want 7 (id | goal | level | FEN | moves | English title | Chinese title)", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	pz.ID = f[0]
	if pz.ID == "" || strings.IndexFunc(pz.ID, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}) >= 0 {
		return pz, fmt.Errorf("id %q: want letters, digits, - and _", clip(pz.ID))
	}
	switch goal := strings.Fields(f[1]); {
	case len(goal) == 2 && goal[0] == "mate":
		n, err := strconv.Atoi(goal[1])
		if err != nil || n < 1 || n > 15 {
			return pz, fmt.Errorf("goal %q: the mate's length is not a number 1-15", clip(f[1]))
		}
		pz.Goal, pz.MateIn = GoalMate, n
	case len(goal) == 1 && goal[0] == "win":
		pz.Goal = GoalWin
	case len(goal) == 1 && goal[0] == "draw":
		pz.Goal = GoalDraw
	default:
		return pz, fmt.Errorf("goal %q: want \"mate N\", \"win\" or \"draw\"", clip(f[1]))
	}
	lv, err := strconv.Atoi(f[2])
	if err != nil || lv < 1 || lv > 5 {
		return pz, fmt.Errorf("level %q: want a number 1-5", clip(f[2]))
	}
	pz.Level = lv
	p, err := ParseFEN(f[3])
	if err != nil {
		return pz, err
	}
	if !p.HasLegalMove() {
		return pz, fmt.Errorf("FEN %q: the side to move has no legal move", clip(f[3]))
	}
	pz.FEN = p.FEN()
	if f[4] != "-" {
		for _, s := range strings.Fields(f[4]) {
			m, err := ParseUCIMove(p, s)
			if err != nil {
				return pz, err
			}
			if slices.Contains(pz.Moves, m) {
				return pz, fmt.Errorf("move %s listed twice", m)
			}
			pz.Moves = append(pz.Moves, m)
		}
	}
	if pz.Goal == GoalMate && len(pz.Moves) == 0 {
		return pz, fmt.Errorf("a mate lists no first move")
	}
	for i, t := range []*string{&pz.Title, &pz.TitleZh} {
		if s := f[5+i]; s != "-" {
			*t = s
		}
	}
	return pz, nil
}
