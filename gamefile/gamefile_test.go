package gamefile

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"github.com/chuhe-xq/chuhe/core"
)

// want is what a test file must give: its format, each game's main line (UCI moves), the result
// of the first game, and the games with a fault.
type want struct {
	format   string
	lines    []string
	outcome  core.Outcome
	problems []int // the game numbers with a fault
	tag      string
}

// TestReadTestdata reads the small files of testdata, written for these tests, one a format or
// dialect.
func TestReadTestdata(t *testing.T) {
	const opening = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"
	tests := map[string]want{
		"xqbase-gbk.pgn":         {PGN, []string{opening}, core.RedWins, nil, "Event=测试赛"},
		"traditional-big5.pgn":   {PGN, []string{"h2e2 h9g7 h0g2 i9h9"}, core.RedWins, nil, `Event="全國"象棋賽`},
		"one-bad-game.pgn":       {PGN, []string{"h2e2 h9g7 h0g2", "h2e2 h9g7 h0g2 i9h9", "f9e8 a0a1", "h2e2 h9g7"}, core.RedWins, []int{2}, ""},
		"game.ubb":               {DhtmlXQ, []string{opening}, core.RedWins, nil, "Title=测试对局"},
		"page.html":              {DhtmlXQ, []string{"h2e2 h9g7", "a1a9 e9e8", "h2e2 h9g7"}, core.Ongoing, []int{3}, "Title=第一局"},
		"game.wxf":               {WXF, []string{opening}, core.RedWins, nil, "Red=Red Player"},
		"moves-chinese.txt":      {MoveList, []string{opening}, core.Ongoing, nil, ""},
		"moves-fen-iccs.txt":     {MoveList, []string{"a0a9 d9d8 a9f9"}, core.RedWins, nil, ""},
		"moves-run-together.txt": {MoveList, []string{"h2e2 h9g7 h0g2 i9h9"}, core.Ongoing, nil, ""},
		"game.cbf":               {CBF, []string{"h2e2 h9g7 h0g2"}, core.Draw, nil, "Red=红方"},
		"game.che":               {CHE, []string{"h2e2 h9g7 h0g2"}, core.Ongoing, nil, ""},
		"moves-with-header.txt":  {MoveList, []string{"h2e2 h9g7 h0g2"}, core.RedWins, nil, "Red=胡荣华"},
		"pgn-saved-as.txt":       {PGN, []string{"h2e2 h9g7"}, core.Draw, nil, "Event=txt"},
	}
	for name, w := range tests {
		t.Run(name, func(t *testing.T) {
			f, err := ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			checkFile(t, f, w)
		})
	}
}

// checkFile checks what a file gave against w.
func checkFile(t *testing.T, f *File, w want) {
	t.Helper()
	if f.Format != w.format {
		t.Errorf("format %s, want %s", f.Format, w.format)
	}
	var lines []string
	for _, g := range f.Games {
		var ms []string
		for _, m := range g.Game.Moves() {
			ms = append(ms, m.String())
		}
		lines = append(lines, strings.Join(ms, " "))
		if _, err := core.TreeFromPGN(g); err != nil {
			t.Errorf("game's tree: %v", err)
		}
	}
	if !slices.Equal(lines, w.lines) {
		t.Errorf("games %q, want %q", lines, w.lines)
	}
	if len(f.Games) > 0 {
		if o := f.Games[0].Game.Result().Outcome; o != w.outcome {
			t.Errorf("result %v, want %v", o, w.outcome)
		}
	}
	var nums []int
	for _, p := range f.Problems {
		nums = append(nums, p.Game)
	}
	if !slices.Equal(nums, w.problems) {
		t.Errorf("problems %v, want games %v", f.Problems, w.problems)
	}
	if w.tag != "" {
		name, value, _ := strings.Cut(w.tag, "=")
		if got, _ := f.Games[0].Tags.Get(name); got != value {
			t.Errorf("tag %s = %q, want %q", name, got, value)
		}
	}
}

// TestDhtmlXQVariations: routes and their comments become variations in the right places.
func TestDhtmlXQVariations(t *testing.T) {
	f, err := ReadFile(filepath.Join("testdata", "game.ubb"))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Games[0]
	if g.Comments[0] != "开局 说明" && g.Comments[0] != "开局\n说明" {
		t.Errorf("opening comment %q", g.Comments[0])
	}
	if g.Comments[1] != "中炮" {
		t.Errorf("comment 1 %q", g.Comments[1])
	}
	vs := g.Variations[1]
	if len(vs) != 1 || fmt.Sprint(vs[0].Moves) != "[b9c7 h0g2]" || vs[0].Comments[1] != "变着" {
		t.Fatalf("variations at move 2: %v %v", vs[0].Moves, vs[0].Comments)
	}
	if inner := vs[0].Variations[1]; len(inner) != 1 || fmt.Sprint(inner[0].Moves) != "[b0c2]" {
		t.Errorf("nested variation: %+v", vs[0].Variations)
	}
}

// TestDhtmlXQInScript: a game kept in a JavaScript string, its slashes escaped, reads.
func TestDhtmlXQInScript(t *testing.T) {
	page := `<script>var ubb = '[DhtmlXQ][DhtmlXQ_movelist]77477062[\/DhtmlXQ_movelist][\/DhtmlXQ]';</script>`
	f, err := Read("page.htm", []byte(page))
	if err != nil {
		t.Fatal(err)
	}
	checkFile(t, f, want{DhtmlXQ, []string{"h2e2 h9g7"}, core.Ongoing, nil, ""})
}

// TestUnsupported: a file in another format says what it is, not a move error.
func TestUnsupported(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		what string
	}{
		{"games.zip", []byte("PK\x03\x04rest"), "ZIP archive"},
		{"game.pgn", []byte("%PDF-1.4\n"), "PDF"},
		{"page.htm", []byte("<!DOCTYPE html><html><body>hello</body></html>"), "web page"},
		{"board.png", []byte("\x89PNG\r\n\x1a\n"), "PNG"},
		{"x.bin", []byte("\x00\x01\x02\x03\x00"), "binary file"},
		{"notes.txt", []byte("Buy milk.\nCall the club about Sunday.\n"), "text file"},
		{"data.xml", []byte("<?xml version=\"1.0\"?>\n<list><item/></list>\n"), "text file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.name, tt.data)
			if err == nil || !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), tt.what) ||
				!strings.Contains(err.Error(), Supported) {
				t.Errorf("error %v, want one saying %q and %q", err, tt.what, Supported)
			}
		})
	}
}

// cbrSpec is a CBR record for cbrBytes: a start position (FEN), the tags, and the move tree in
// CBR's preorder with its flags.
type cbrSpec struct {
	title, red string
	board      string // FEN board; "" for an empty board (a library's heading)
	redToMove  bool
	result     byte
	comment    string
	steps      []cbrStep
}

type cbrStep struct {
	flags    byte
	from, to string // squares like "h2"
	comment  string
}

// utf16le encodes s as UTF-16LE, padded with NULs to size bytes (when size > 0).
func utf16le(s string, size int) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	if size > 0 {
		b = append(b, make([]byte, size-len(b))...)
	}
	return b
}

// cbrPoint is CBR's number of a square: row·9+file, rows from the top.
func cbrPoint(t testing.TB, sq string) byte {
	s, err := core.ParseSquare(sq)
	if err != nil {
		t.Fatal(err)
	}
	return byte((9-s.Rank())*9 + s.File())
}

// cbrBytes writes a CBR record.
func cbrBytes(t testing.TB, s cbrSpec) []byte {
	t.Helper()
	b := make([]byte, cbrMovesAt)
	copy(b, cbrMagic)
	copy(b[cbrTitleAt:], utf16le(s.title, 128))
	copy(b[cbrRedAt:], utf16le(s.red, 64))
	b[cbrResultAt] = s.result
	if s.redToMove {
		b[cbrSideAt] = 1
	}
	if s.board != "" {
		p, err := core.ParseFEN(s.board + " w")
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 90; i++ {
			pc := p.At(core.NewSquare(i%9, 9-i/9))
			if pc == core.NoPiece {
				continue
			}
			code := byte(0x10)
			if pc.Color() == core.Black {
				code = 0x20
			}
			for k, v := range cbrPieces {
				if v == pc.Type() {
					code |= k
				}
			}
			b[cbrBoardAt+i] = code
		}
	}
	if s.comment == "" {
		b = binary.LittleEndian.AppendUint32(b, 0)
	} else {
		c := utf16le(s.comment, 0)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(c)))
		b = binary.LittleEndian.AppendUint32(b, uint32(len(c)))
		b = append(b, c...)
	}
	for _, st := range s.steps {
		flags := st.flags
		if st.comment != "" {
			flags |= 4
		}
		b = append(b, flags, 0, cbrPoint(t, st.from), cbrPoint(t, st.to))
		if st.comment != "" {
			c := utf16le(st.comment, 0)
			b = binary.LittleEndian.AppendUint32(b, uint32(len(c)))
			b = append(b, c...)
		}
	}
	return append(b, 0, 0, 0, 0)
}

const startBoard = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"

// sampleCBR is a game with a variation and comments: h2e2 h9g7 h0g2, b9c7 instead of h9g7.
func sampleCBR(t testing.TB, title string) []byte {
	return cbrBytes(t, cbrSpec{title: title, red: "红方", board: startBoard, redToMove: true, result: 1,
		comment: "开局", steps: []cbrStep{
			{0, "h2", "e2", "中炮"}, {2, "h9", "g7", ""}, {1, "h0", "g2", ""}, {1, "b9", "c7", "变着"}}})
}

// TestReadCBR reads CBR records written here: the tree, comments, tags and result.
func TestReadCBR(t *testing.T) {
	f, err := Read("game.cbr", sampleCBR(t, "测试"))
	if err != nil {
		t.Fatal(err)
	}
	checkFile(t, f, want{CBR, []string{"h2e2 h9g7 h0g2"}, core.RedWins, nil, "Title=测试"})
	g := f.Games[0]
	if g.Comments[0] != "开局" || g.Comments[1] != "中炮" {
		t.Errorf("comments %v", g.Comments)
	}
	if vs := g.Variations[1]; len(vs) != 1 || fmt.Sprint(vs[0].Moves) != "[b9c7]" || vs[0].Comments[1] != "变着" {
		t.Errorf("variations %+v", g.Variations)
	}

	// An illegal move of the main line: the game up to it, the fault said.
	bad := cbrBytes(t, cbrSpec{board: startBoard, redToMove: true, result: 1,
		steps: []cbrStep{{0, "h2", "e2", ""}, {0, "h9", "g7", ""}, {1, "e2", "e9", ""}}})
	f, err = Read("bad.cbr", bad)
	if err != nil {
		t.Fatal(err)
	}
	checkFile(t, f, want{CBR, []string{"h2e2 h9g7"}, core.Ongoing, []int{1}, ""})

	// Cut short: what was read is kept.
	f, err = Read("cut.cbr", sampleCBR(t, "x")[:cbrMovesAt+26])
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 1 || len(f.Problems) != 1 {
		t.Errorf("a cut record: %d games, problems %v", len(f.Games), f.Problems)
	}
	if _, err := Read("short.cbr", cbrMagic); err == nil {
		t.Error("a record of 16 bytes read")
	}
}

// cblBytes writes a library of the given records, each on its own 4096-byte blocks.
func cblBytes(name string, records ...[]byte) []byte {
	b := make([]byte, 1024)
	copy(b, cblMagic)
	binary.LittleEndian.PutUint32(b[cblCountAt:], uint32(len(records)))
	copy(b[cblNameAt:], utf16le(name, 512))
	for _, r := range records {
		blocks := (len(r) + cblBlockSize - 1) / cblBlockSize
		r = append(r, make([]byte, blocks*cblBlockSize-len(r))...)
		b = append(b, r...)
	}
	return b
}

// TestReadCBL: a library gives its games in order, skips its headings, and a bad game costs only
// itself.
func TestReadCBL(t *testing.T) {
	heading := cbrBytes(t, cbrSpec{title: "男子组"})
	bad := cbrBytes(t, cbrSpec{board: startBoard, redToMove: true, steps: []cbrStep{{1, "e2", "e9", ""}}})
	long := cbrSpec{board: startBoard, redToMove: true}
	// A game longer than a block: the horses go back and forth.
	for i := 0; i < 300; i++ {
		long.steps = append(long.steps, cbrStep{0, "h0", "g2", strings.Repeat("注", 4)}, cbrStep{0, "h9", "g7", ""},
			cbrStep{0, "g2", "h0", ""}, cbrStep{0, "g7", "h9", ""})
	}
	long.steps[len(long.steps)-1].flags = 1
	data := cblBytes("测试库", heading, sampleCBR(t, "一"), bad, cbrBytes(t, long), sampleCBR(t, "三"))
	f, err := Read("lib.cbl", data)
	if err != nil {
		t.Fatal(err)
	}
	if f.Format != CBL || len(f.Games) != 3 || len(f.Problems) != 1 || f.Problems[0].Game != 2 {
		t.Fatalf("%s: %d games, problems %v; want CBL, 3 games and game 2's problem", f.Format, len(f.Games), f.Problems)
	}
	if n := f.Games[1].Game.Len(); n != 1200 {
		t.Errorf("the long game: %d plies, want 1200", n)
	}
	if e, _ := f.Games[0].Tags.Get("Event"); e != "测试库" {
		t.Errorf("Event %q, want the library's name", e)
	}
}

// TestReadXQFBroken: an XQF file that is not one whole is said as XQF's fault.
func TestReadXQFBroken(t *testing.T) {
	_, err := Read("game.xqf", []byte("XQ\x0a"))
	var xe *core.XQFError
	if !errors.As(err, &xe) {
		t.Errorf("error %v, want an XQF error", err)
	}
}

// TestEncodings: the same moves in UTF-8, UTF-16, GBK and Big5 text read alike.
func TestEncodings(t *testing.T) {
	gbk, err := os.ReadFile(filepath.Join("testdata", "xqbase-gbk.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := decodeText(gbk)
	if err != nil {
		t.Fatal(err)
	}
	u16 := append([]byte{0xff, 0xfe}, utf16le(text, 0)...)
	for name, data := range map[string][]byte{"gbk": gbk, "utf8": []byte(text), "utf16": u16,
		"utf8-bom": append([]byte("\xef\xbb\xbf"), text...)} {
		f, err := Read("x.pgn", data)
		if err != nil || len(f.Games) != 1 || f.Games[0].Game.Len() != 6 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if !bytes.Contains([]byte(text), []byte("测试赛")) {
		t.Errorf("GBK text decoded as %q", text[:40])
	}
}

// TestMixedEncodings: a Big5 file with its Round in GBK, as the Chinese Chess Practical Dataset
// writes them, and a GBK file with its Event in Big5 read each tag in its own encoding.
func TestMixedEncodings(t *testing.T) {
	big5, gbk := traditionalchinese.Big5.NewEncoder(), simplifiedchinese.GBK.NewEncoder()
	enc := func(e *encoding.Encoder, s string) string {
		out, err := e.String(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return out
	}
	for name, c := range map[string]struct {
		data  string
		event string
		round string
		red   string
	}{
		"big5": {enc(big5, "[Event \"1992年第03屆銀荔杯象棋賽\"]\n") + enc(gbk, "[Round \"第05轮\"]\n") +
			enc(big5, "[Red \"呂欽\"]\n\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ 1-0\n"),
			"1992年第03屆銀荔杯象棋賽", "第05轮", "呂欽"},
		"gbk": {enc(big5, "[Event \"全國象棋個人錦標賽\"]\n") + enc(gbk, "[Round \"第3轮\"]\n"+
			"[Red \"吕钦\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n"),
			"全國象棋個人錦標賽", "第3轮", "吕钦"},
	} {
		f, err := Read("x.pgn", []byte(c.data))
		if err != nil || len(f.Games) != 1 || f.Games[0].Game.Len() != 4 {
			t.Errorf("%s: %v", name, err)
			continue
		}
		tags := f.Games[0].Tags
		for _, tag := range [][2]string{{"Event", c.event}, {"Round", c.round}, {"Red", c.red}} {
			if v, _ := tags.Get(tag[0]); v != tag[1] {
				t.Errorf("%s: %s = %q, want %q", name, tag[0], v, tag[1])
			}
		}
	}
}
