package gamefile

import (
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// readMoveList reads a plain list of moves, as programs and sites export a game to a .txt file
// (walker8088's cchess tests, engine logs, copied web pages): an optional FEN first (the standard
// position without one), optional lines of header before the first move ("红方：胡荣华", "Event: …";
// a line of other text is the title), then the moves in Chinese, WXF, ICCS or UCI coordinates, numbered or not,
// one or several a line, separated by spaces or commas, and an optional result. Chinese moves run
// together ("炮二平五马８进７") read too. It is read as the movetext of a PGN game.
func readMoveList(text string) (*File, error) {
	text = strings.NewReplacer(",", " ", "，", " ", "、", " ").Replace(text)
	fen, rest := leadingFEN(text)
	var b strings.Builder
	if fen != "" {
		b.WriteString(`[FEN "` + fen + "\"]\n")
	}
	tags, rest := leadingHeader(fen, rest)
	for _, t := range tags {
		b.WriteString("[" + t[0] + ` "` + t[1] + "\"]\n")
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

// headerKeys maps the keys of a move list's header lines to PGN tags.
var headerKeys = map[string]string{
	"红方": "Red", "紅方": "Red", "红": "Red", "紅": "Red", "red": "Red", "白方": "Red", "white": "Red",
	"黑方": "Black", "黑": "Black", "black": "Black",
	"赛事": "Event", "賽事": "Event", "比赛": "Event", "比賽": "Event", "event": "Event", "棋局": "Event",
	"日期": "Date", "date": "Date", "时间": "Date", "時間": "Date",
	"地点": "Site", "地點": "Site", "site": "Site", "place": "Site",
	"轮次": "Round", "輪次": "Round", "round": "Round",
	"结果": "Result", "結果": "Result", "result": "Result",
	"标题": "Title", "標題": "Title", "title": "Title",
}

// leadingHeader takes the lines before the first move of a move list: "key：value" lines whose key
// it knows become tags, the first other line the title; lines it cannot place are dropped. It
// returns the tags and the text from the first move on. fen is the start position ("" for the
// standard one).
func leadingHeader(fen, text string) ([][2]string, string) {
	start := core.StartPosition()
	if fen != "" {
		if p, err := core.ParseFEN(fen); err == nil {
			start = p
		}
	}
	var tags [][2]string
	title := false
	pos := 0
	for pos < len(text) {
		end := strings.IndexByte(text[pos:], '\n')
		if end < 0 {
			end = len(text) - pos
		}
		line := strings.TrimSpace(text[pos : pos+end])
		if line != "" && hasFirstMove(start, line) {
			break
		}
		if line != "" && len(tags) < 32 {
			key, value, ok := cutHeader(line)
			switch tag := headerKeys[strings.ToLower(key)]; {
			case ok && tag == "Result":
				tags = append(tags, [2]string{tag, resultTag(value)})
			case ok && tag != "":
				tags = append(tags, [2]string{tag, value})
			case !title && !strings.ContainsAny(line, "[]{}"):
				tags, title = append(tags, [2]string{"Title", line}), true
			}
		}
		pos += end + 1
	}
	for i := range tags {
		tags[i][1] = strings.NewReplacer(`"`, "'", `\`, "/").Replace(tags[i][1])
	}
	if pos >= len(text) {
		return nil, text // no move at all: the text as it is, for the reader to say so
	}
	return tags, text[pos:]
}

// cutHeader splits "key：value" or "key: value".
func cutHeader(line string) (key, value string, ok bool) {
	for _, sep := range []string{"：", ":"} {
		if k, v, found := strings.Cut(line, sep); found {
			return strings.TrimSpace(k), strings.TrimSpace(v), true
		}
	}
	return "", "", false
}

// hasFirstMove reports whether a word of line (with its move number, if any, taken off; or the
// first move of Chinese moves run together) is a legal move in p.
func hasFirstMove(p *core.Position, line string) bool {
	for _, w := range strings.Fields(line) {
		w = strings.TrimLeft(w, "0123456789.．、)）")
		if w == "" {
			continue
		}
		candidates := []string{w}
		if r := []rune(w); len(r) > 4 {
			candidates = append(candidates, string(r[:4]))
		}
		for _, c := range candidates {
			if _, err := core.ParseMoveAny(p, c); err == nil {
				return true
			}
		}
	}
	return false
}
