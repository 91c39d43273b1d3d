package gamefile

import (
	"encoding/xml"
	"io"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// cbfRecord is the part of a CBF file that Chuhe reads.
type cbfRecord struct {
	Head struct {
		Name         string `xml:"Name"`
		Contest      string `xml:"Contest"`
		Round        string `xml:"Round"`
		Date         string `xml:"Date"`
		Site         string `xml:"Site"`
		Red          string `xml:"Red"`
		RedTeam      string `xml:"RedTeam"`
		Black        string `xml:"Black"`
		BlackTeam    string `xml:"BlackTeam"`
		Commentator  string `xml:"Commentator"`
		ECCO         string `xml:"ECCO"`
		RecordResult string `xml:"RecordResult"`
		FEN          string `xml:"FEN"`
	} `xml:"Head"`
	Moves []struct {
		Value   string `xml:"value,attr"`
		End     string `xml:"end,attr"`
		Comment string `xml:",chardata"`
	} `xml:"MoveList>Move"`
}

// readCBF reads CBF, the XML game format of 象棋桥 (CCBridge): <ChineseChessRecord> with a <Head>
// (Name, Contest, Round, Date, Site, Red, Black, their teams, Commentator, ECCO, RecordResult,
// FEN) and a <MoveList> of <Move value="xy-xy"> (x the file from Red's left, y the row from the
// top), the first "00-00" standing for the start and holding the opening comment, each move's
// comment in its CDATA. RecordResult is read as XQF's result byte (1 Red wins, 2 Black wins, 3 or
// 4 a draw; 0 not known), as other public readers of CBF do and the titles of real files agree. The moves are read as one line, up to the one marked end="1" (CCBridge's
// layout of variations in CBF is not public; the files seen have none).
func readCBF(text string) (*File, error) {
	var rec cbfRecord
	dec := xml.NewDecoder(strings.NewReader(text))
	dec.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil } // decoded already
	if err := dec.Decode(&rec); err != nil {
		return nil, msg("cbf: %v", err)
	}
	start := core.StartPosition()
	if fen := strings.TrimSpace(rec.Head.FEN); fen != "" {
		p, err := core.ParseFEN(fen)
		if err != nil {
			return nil, msg("cbf: %v", err)
		}
		start = p
	}
	root := &node{}
	cur := root
	for i, m := range rec.Moves {
		v := strings.TrimSpace(m.Value)
		if i == 0 && (v == "00-00" || v == "") {
			root.comment = strings.TrimSpace(m.Comment)
			continue
		}
		if len(v) != 5 || v[2] != '-' || digitsOnly(v) != v[:2]+v[3:] {
			return nil, msg("cbf: move %d: %q is not xy-xy", i, v)
		}
		from, ok1 := square(int(v[0]-'0'), int(v[1]-'0'))
		to, ok2 := square(int(v[3]-'0'), int(v[4]-'0'))
		if !ok1 || !ok2 {
			return nil, msg("cbf: move %d: %q is off the board", i, v)
		}
		cur = cur.add(from, to)
		cur.comment = strings.TrimSpace(m.Comment)
		if m.End == "1" || i > core.MaxPGNPlies {
			break
		}
	}
	g, stop := buildGame(start, root)
	h := rec.Head
	for _, t := range [...][2]string{{"Title", h.Name}, {"Event", h.Contest}, {"Round", h.Round}, {"Date", h.Date},
		{"Site", h.Site}, {"Red", h.Red}, {"RedTeam", h.RedTeam}, {"Black", h.Black}, {"BlackTeam", h.BlackTeam},
		{"Annotator", h.Commentator}, {"ECCO", h.ECCO}} {
		if v := strings.TrimSpace(t[1]); v != "" {
			g.Tags.Set(t[0], v)
		}
	}
	f := &File{}
	if stop != nil {
		f.add(1, g, msg("cbf: %v", stop))
		return f, nil
	}
	setResult(g, recordResult(strings.TrimSpace(h.RecordResult)))
	f.add(1, g, nil)
	return f, nil
}

// recordResult maps the result numbers of CCBridge's formats (as XQF's: 1 Red wins, 2 Black wins,
// 3 or 4 a draw, 0 not known) to PGN's.
func recordResult(v string) string {
	switch v {
	case "1":
		return "1-0"
	case "2":
		return "0-1"
	case "3", "4":
		return "1/2-1/2"
	}
	return "*"
}
