package gamefile

import (
	"bufio"
	"bytes"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// isWXFFile reports whether data is a WXF file: its first line is "FORMAT WXF".
func isWXFFile(data []byte) bool {
	data = bytes.TrimLeft(data, " \t\r\n\xef\xbb\xbf")
	line, _, _ := bytes.Cut(data, []byte("\n"))
	f := bytes.Fields(line)
	return len(f) >= 2 && bytes.EqualFold(f[0], []byte("FORMAT")) && bytes.EqualFold(f[1], []byte("WXF"))
}

// wxfTags maps the header keys of a WXF file to PGN tags.
var wxfTags = map[string]string{
	"RED": "Red", "BLACK": "Black", "DATE": "Date", "EVENT": "Event", "SITE": "Site", "PLACE": "Site",
	"ROUND": "Round", "RESULT": "Result", "TITLE": "Title", "GAME": "Event", "FEN": "FEN", "OPENING": "Opening",
}

// readWXF reads a WXF file, the text format of the World Xiangqi Federation's tools and of sites
// that follow them (elephantchess.com exports): a header of "KEY value" lines (FORMAT WXF, GAME,
// RED, BLACK, DATE, RESULT, FEN…, a value often ending in ";;;" that is not part of it), then the
// moves in WXF between "START{" and "}END", numbered, with "!" and "!!" marks (even before a move
// number: "!!12.") that are dropped. Results are 1-0, 0-1 and 1/2-1/2, or RED/BLACK/DRAW words.
func readWXF(text string) (*File, error) {
	var b strings.Builder
	b.WriteString("[Format \"WXF\"]\n")
	body := text
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(strings.ToUpper(line), "START{") {
			break
		}
		key, value, _ := strings.Cut(line, " ")
		if i := strings.IndexAny(key, "\t"); i >= 0 {
			key, value = key[:i], key[i:]+" "+value
		}
		value = strings.TrimSpace(value)
		if i := strings.Index(value, ";"); i >= 0 {
			value = strings.TrimSpace(value[:i])
		}
		tag, ok := wxfTags[strings.ToUpper(key)]
		if !ok || value == "" || strings.ContainsAny(value, "\"\\") {
			continue
		}
		if tag == "Result" {
			value = wxfResult(value)
		}
		b.WriteString("[" + tag + " \"" + value + "\"]\n")
	}
	if i := indexFoldASCII(text, "START{"); i >= 0 {
		body = text[i+len("START{"):]
	}
	if i := indexFoldASCII(body, "}END"); i >= 0 {
		body = body[:i]
	}
	body = strings.NewReplacer("!", " ", "?", " ", "{", " ", "}", " ", "[", " ", "]", " ").Replace(body)
	b.WriteString("\n" + body + "\n")
	games, problems, err := core.ReadPGNLenient(strings.NewReader(b.String()))
	if err != nil {
		return nil, err
	}
	return &File{Games: games, Problems: problems}, nil
}

// indexFoldASCII is the byte offset in s of the first occurrence of the ASCII word sub, in any
// case, or -1. (strings.ToUpper would turn invalid UTF-8 into longer replacement characters, and
// its offsets would not be s's.)
func indexFoldASCII(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// wxfResult maps the result words of WXF files to PGN's.
func wxfResult(v string) string {
	switch strings.ToUpper(v) {
	case "RED", "RED WINS", "1-0", "W":
		return "1-0"
	case "BLACK", "BLACK WINS", "0-1", "L":
		return "0-1"
	case "DRAW", "1/2-1/2", "D":
		return "1/2-1/2"
	}
	return "*"
}

// resultTag is the PGN result of a result word of the Chinese formats: 红胜 (or W), 黑胜 (L), 和棋
// (D), with their traditional forms; "*" for any other.
func resultTag(v string) string {
	v = strings.TrimSpace(v)
	switch v {
	case "红胜", "紅勝", "红先胜", "紅先勝", "1-0", "W", "w":
		return "1-0"
	case "黑胜", "黑勝", "红先负", "紅先負", "0-1", "L", "l":
		return "0-1"
	case "和棋", "和局", "红先和", "紅先和", "1/2-1/2", "D", "d":
		return "1/2-1/2"
	}
	return "*"
}

// setResult gives g the result o when its board does not already show it.
func setResult(g *core.PGNGame, tag string) {
	o, err := core.ParseOutcome(tag)
	if err != nil || o == core.Ongoing {
		return
	}
	if g.Game.Result().Outcome != o {
		g.Game.SetResult(core.Result{Outcome: o})
	}
	g.Tags.Set("Result", g.Game.Result().Outcome.String())
}
