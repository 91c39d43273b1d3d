package gamefile

import (
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// readPGN reads PGN, the text format of most xiangqi programs and sites, with core.ReadPGNLenient:
// xqbase/XQWizard (象棋巫师) files with their "=====" trailer, Chinese, WXF, ICCS and UCI moves,
// XBoard and pychess algebraic moves, GBK and Big5 text (see core.ReadPGN for the dialects). A text
// file of no known name whose first game does not read at its first move is tried as a move list
// too, and the reading that gives more moves is kept.
func readPGN(text string) (*File, error) {
	games, problems, err := core.ReadPGNLenient(strings.NewReader(text))
	if err != nil {
		return nil, err
	}
	f := &File{Games: games, Problems: problems}
	if len(games) == 0 || games[0].Game.Len() == 0 && len(problems) > 0 {
		if ml, err := readMoveList(text); err == nil && plies(ml) > plies(f) {
			return ml, nil
		}
	}
	return f, nil
}

// plies counts the main-line moves of a file's games.
func plies(f *File) int {
	n := 0
	for _, g := range f.Games {
		n += g.Game.Len()
	}
	return n
}
