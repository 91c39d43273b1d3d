package training

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// Kind is the dataset folder a master position comes from.
type Kind uint8

const (
	// Middlegame: a position from a master game's middlegame (中局).
	Middlegame Kind = iota + 1
	// Tactic: the start of a winner's finishing combination (全盤戰術).
	Tactic
	// Endgame: an endgame position from a master game (殘局).
	Endgame
)

// Prefix is the kind's short name, which begins the ids of its puzzles.
func (k Kind) Prefix() string {
	switch k {
	case Middlegame:
		return "mid"
	case Tactic:
		return "tac"
	case Endgame:
		return "end"
	}
	return "?"
}

// String returns the kind in English words.
func (k Kind) String() string {
	switch k {
	case Middlegame:
		return "middlegame"
	case Tactic:
		return "tactic"
	case Endgame:
		return "endgame"
	}
	return "unknown"
}

// kindOf returns the kind whose prefix begins id.
func kindOf(id string) Kind {
	for _, k := range []Kind{Middlegame, Tactic, Endgame} {
		if strings.HasPrefix(id, k.Prefix()+"-") {
			return k
		}
	}
	return 0
}

// Theme names what a puzzle's answer does, as far as it can be checked on the board.
type Theme string

// The themes the generator tells.
const (
	ThemeMate         Theme = "mate"       // the answer mates by force (proven by core.ProveMate)
	ThemeFork         Theme = "fork"       // the moved piece attacks two pieces that matter
	ThemePin          Theme = "pin"        // a rook or cannon holds a piece before a bigger one
	ThemeDiscovered   Theme = "discovered" // moving a piece opens another's attack
	ThemeCannonScreen Theme = "screen"     // a cannon attacks over a screen the move makes
	ThemeEndgame      Theme = "endgame"    // endgame technique
)

var themes = []Theme{ThemeMate, ThemeFork, ThemePin, ThemeDiscovered, ThemeCannonScreen, ThemeEndgame}

// MasterPuzzle is one confirmed master position.
//
// In the file a puzzle is one line of six fields separated by " | " ('#' begins a comment line):
//
//	id | themes | rating | FEN | line | source
//
// id is the kind's prefix, '-' and the dataset file's name (mid-00000001); themes are comma
// separated or "-"; rating is the puzzle's starting rating; line is the master's moves from the
// position in coordinates, its first the answer the engine confirmed; source names the game.
type MasterPuzzle struct {
	ID     string
	Kind   Kind
	Themes []Theme
	Rating int
	FEN    string
	Line   []core.Move
	Source string
}

// Answer returns the puzzle's answer, the master's first move.
func (pz *MasterPuzzle) Answer() core.Move { return pz.Line[0] }

// Has reports whether the puzzle has theme t.
func (pz *MasterPuzzle) Has(t Theme) bool {
	for _, x := range pz.Themes {
		if x == t {
			return true
		}
	}
	return false
}

// String writes the puzzle as a line of the file (without the newline).
func (pz *MasterPuzzle) String() string {
	th := "-"
	if len(pz.Themes) > 0 {
		s := make([]string, len(pz.Themes))
		for i, t := range pz.Themes {
			s[i] = string(t)
		}
		th = strings.Join(s, ",")
	}
	mv := make([]string, len(pz.Line))
	for i, m := range pz.Line {
		mv[i] = m.String()
	}
	src := pz.Source
	if src == "" {
		src = "-"
	}
	return strings.Join([]string{pz.ID, th, strconv.Itoa(pz.Rating), pz.FEN, strings.Join(mv, " "), src}, " | ")
}

// ParseMasterPuzzles reads a master puzzle file. Every line is checked: the FEN, the line's
// legality from it, the themes, the rating; an error names the line and what is wrong.
func ParseMasterPuzzles(r io.Reader) ([]MasterPuzzle, error) {
	var out []MasterPuzzle
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		pz, err := parseMasterLine(line)
		if err != nil {
			return nil, fmt.Errorf("master puzzles: line %d: %w", n, err)
		}
		if seen[pz.ID] {
			return nil, fmt.Errorf("master puzzles: line %d: duplicate id %q", n, pz.ID)
		}
		seen[pz.ID] = true
		out = append(out, pz)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("master puzzles: %w", err)
	}
	return out, nil
}

func parseMasterLine(line string) (MasterPuzzle, error) {
	var pz MasterPuzzle
	f := strings.Split(line, " | ")
	if len(f) != 6 {
		return pz, fmt.Errorf("%d fields, want 6 separated by \" | \"", len(f))
	}
	pz.ID = strings.TrimSpace(f[0])
	if pz.Kind = kindOf(pz.ID); pz.Kind == 0 {
		return pz, fmt.Errorf("id %q: not mid-, tac- or end-", pz.ID)
	}
	if th := strings.TrimSpace(f[1]); th != "-" {
		for _, s := range strings.Split(th, ",") {
			t := Theme(s)
			known := false
			for _, k := range themes {
				known = known || k == t
			}
			if !known {
				return pz, fmt.Errorf("unknown theme %q", s)
			}
			pz.Themes = append(pz.Themes, t)
		}
	}
	r, err := strconv.Atoi(strings.TrimSpace(f[2]))
	if err != nil || r < 100 || r > 4000 {
		return pz, fmt.Errorf("rating %q: not a number from 100 to 4000", f[2])
	}
	pz.Rating = r
	pz.FEN = strings.TrimSpace(f[3])
	pos, err := core.ParseFEN(pz.FEN)
	if err != nil {
		return pz, err
	}
	for _, s := range strings.Fields(f[4]) {
		m, err := core.ParseMoveText(s)
		if err != nil {
			return pz, err
		}
		if !pos.IsLegalMove(m) {
			return pz, fmt.Errorf("move %s is not legal in its position", s)
		}
		pos.MakeMove(m)
		pz.Line = append(pz.Line, m)
	}
	if len(pz.Line) == 0 {
		return pz, fmt.Errorf("no answer")
	}
	if src := strings.TrimSpace(f[5]); src != "-" {
		pz.Source = src
	}
	return pz, nil
}
