package gamefile

import (
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// readMoveList reads a plain list of moves, as programs and sites export a game to a .txt file
// (walker8088's cchess tests, engine logs, copied web pages): an optional FEN first (the standard
// position without one), then the moves in Chinese, WXF, ICCS or UCI coordinates, numbered or not,
// one or several a line, separated by spaces or commas, and an optional result. Chinese moves run
// together ("炮二平五马８进７") read too. It is read as the movetext of a PGN game.
func readMoveList(text string) (*File, error) {
	text = strings.NewReplacer(",", " ", "，", " ", "、", " ").Replace(text)
	fen, rest := leadingFEN(text)
	var b strings.Builder
	if fen != "" {
		b.WriteString(`[FEN "` + fen + "\"]\n")
	}
	// Brackets and braces are not part of a move list: they would be read as PGN tags or comments.
	b.WriteString(strings.NewReplacer("[", " ", "]", " ", "{", " ", "}", " ").Replace(rest))
	games, problems, err := core.ReadPGNLenient(strings.NewReader(b.String()))
	if err != nil {
		return nil, err
	}
	return &File{Games: games, Problems: problems}, nil
}

// leadingFEN splits a FEN (a board of ten ranks and the side to move, with the other fields if
// present) from the start of text.
func leadingFEN(text string) (fen, rest string) {
	t := strings.TrimLeft(text, " \t\r\n\uFEFF")
	fields := strings.Fields(t)
	if len(fields) == 0 || strings.Count(fields[0], "/") != 9 {
		return "", text
	}
	n := 1
	if len(fields) > 1 {
		switch strings.TrimPrefix(fields[1], "-") {
		case "w", "b", "r", "W", "B", "R":
			n = 2
			for n < len(fields) && n < 6 && (fields[n] == "-" || isCounter(fields[n])) {
				n++
			}
		}
	}
	// Cut the text after the n-th field.
	pos := 0
	for i := 0; i < n; i++ {
		j := strings.Index(t[pos:], fields[i])
		pos += j + len(fields[i])
	}
	fen = strings.Join(fields[:n], " ")
	if n == 1 {
		fen += " w"
	}
	return fen, t[pos:]
}

// isCounter reports whether s is a FEN move counter.
func isCounter(s string) bool {
	if s == "" || len(s) > 5 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
