// Package gamefile reads the game files xiangqi players have, whichever program or website wrote
// them, into core's game model (core.PGNGame: tags, moves, comments and variations): PGN in its
// dialects and XQF (both read by core), 象棋桥 (CCBridge) CBF, CBR and CBL, QQ象棋 CHE, 东萍 DhtmlXQ
// (UBB text and saved web pages), WXF files, and plain move lists. Read picks the reader by the
// file's content first (signatures and markers) and by its name's extension second. One file a
// format: each reader's doc comment names the format's source and its quirks.
//
// One bad game never costs the others: a file of several games gives every game that reads, those
// broken part-way kept up to the move before the fault, and a core.GameError for each game with a
// fault. A file in a format Chuhe does not read is an error saying what it is.
package gamefile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"

	"github.com/chuhe-xq/chuhe/core"
)

// MaxSize is the largest file Read reads, in bytes: the largest of core's limits (a CBL library of
// a few thousand games is well under it).
const MaxSize = 32 << 20

// Formats Read names in File.Format.
const (
	PGN      = "PGN"
	XQF      = "XQF"
	CBF      = "CBF"
	CBR      = "CBR"
	CBL      = "CBL"
	CHE      = "CHE"
	DhtmlXQ  = "DhtmlXQ"
	WXF      = "WXF"
	MoveList = "move list"
)

// Supported is the sentence that says which formats Chuhe reads, for the message about a file it
// does not.
const Supported = "Chuhe reads PGN, XQF, CBF, CBR, CBL, CHE, DhtmlXQ and move lists"

// File is what a game file gave: its format, its games in file order (a game broken part-way
// included, up to the move before the fault) and, for each game with a fault, its number in the
// file, where it is and why (core.GameError; Kept is the game when it was kept).
type File struct {
	Format   string
	Games    []*core.PGNGame
	Problems []*core.GameError
}

// add records game number n of a file: the game (kept when it has a move, or when it read
// whole) and its fault, if any.
func (f *File) add(n int, g *core.PGNGame, err error) {
	kept := g != nil && (err == nil || g.Game.Len() > 0)
	if kept {
		f.Games = append(f.Games, g)
	}
	if err != nil {
		ge := &core.GameError{Game: n, Err: err}
		if kept {
			ge.Kept, ge.Plies = g, g.Game.Len()
		}
		f.Problems = append(f.Problems, ge)
	}
}

// ErrUnsupported is wrapped by the error for a file in a format Chuhe does not read.
var ErrUnsupported error = msg("not a game file Chuhe reads")

// unsupported is the error for a file that is something else: "this is a ZIP archive; Chuhe
// reads …". Each part is a Message, so that a UI says the whole in its language.
func unsupported(what string) error {
	return msg("this is %v; %v: %v", msg(what), msg(Supported), ErrUnsupported)
}

// ReadFile reads the game file at path (see Read).
func ReadFile(path string) (*File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.Size() > MaxSize {
		return nil, msg("%s: larger than %d MB", filepath.Base(path), MaxSize>>20)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Read(filepath.Base(path), data)
}

// Read reads the games of a file of the given name (only its extension matters) and content. The
// error is for the file as a whole: a format Chuhe does not read (wrapping ErrUnsupported), a file
// too large, or one of which no game reads at all; a fault in one game of several is in
// File.Problems.
func Read(name string, data []byte) (*File, error) {
	if len(data) > MaxSize {
		return nil, msg("%s: larger than %d MB", name, MaxSize>>20)
	}
	format, err := sniff(name, data)
	if err != nil {
		return nil, err
	}
	var f *File
	text := ""
	switch format {
	case XQF:
		f, err = readXQF(data)
	case CBR:
		f, err = readCBR(data)
	case CBL:
		f, err = readCBL(data)
	case CHE:
		f, err = readCHE(data)
	default:
		var terr error
		if text, terr = decodeText(data); terr != nil {
			if format == PGN || format == MoveList {
				return nil, unsupported("a binary file of a kind Chuhe does not know")
			}
			return nil, terr
		}
		if format == MoveList && hasTagLine(text) {
			format = PGN // a PGN file saved under another name
		}
		switch format {
		case CBF:
			f, err = readCBF(text)
		case DhtmlXQ:
			f, err = readDhtmlXQ(text)
		case WXF:
			f, err = readWXF(text)
		case MoveList:
			f, err = readMoveList(text)
		default:
			f, err = readPGN(text)
		}
	}
	if err != nil {
		return nil, err
	}
	f.Format = format
	switch {
	case len(f.Games) > 0:
		return f, nil
	case (format == PGN || format == MoveList) && !hasTagLine(text):
		// Text with neither a PGN header nor a move that reads: not a game file at all.
		return f, unsupported("a text file in which Chuhe finds no game")
	case len(f.Problems) == 1:
		return f, f.Problems[0].Err
	case len(f.Problems) > 1:
		return f, msg("no game of the file reads: %v", errors.Join(problemErrs(f.Problems)...))
	}
	return f, msg("%s: the file holds no game", strings.ToLower(format))
}

// problemErrs are the errors of problems.
func problemErrs(ps []*core.GameError) []error {
	out := make([]error, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}

// hasTagLine reports whether text has a line that starts with a PGN tag: [Name "value"].
func hasTagLine(text string) bool {
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if len(line) > 2 && line[0] == '[' && strings.Contains(line, "\"") && strings.HasSuffix(line, "]") {
			name := strings.TrimLeft(line[1:], " ")
			if name != "" && (name[0] >= 'A' && name[0] <= 'Z' || name[0] >= 'a' && name[0] <= 'z') {
				return true
			}
		}
	}
	return false
}

// Signatures of the binary formats.
var (
	cbrMagic = []byte("CCBridge Record\x00")
	cblMagic = []byte("CCBridgeLibrary\x00")
)

// others are the signatures of files that are not games, for the message that says what a file is.
var others = []struct {
	magic, what string
}{
	{"PK\x03\x04", "a ZIP archive (unpack it and open the game files in it)"},
	{"Rar!", "a RAR archive (unpack it and open the game files in it)"},
	{"7z\xbc\xaf", "a 7-Zip archive (unpack it and open the game files in it)"},
	{"\x1f\x8b", "a gzip archive (unpack it and open the game file in it)"},
	{"%PDF", "a PDF document"},
	{"\x89PNG", "a PNG image"},
	{"\xff\xd8\xff", "a JPEG image"},
	{"GIF8", "a GIF image"},
	{"BM", "a BMP image"},
	{"MZ", "a Windows program"},
	{"\x7fELF", "a program"},
	{"\xd0\xcf\x11\xe0", "a Microsoft Office document (save it as text)"},
	{"{\\rtf", "an RTF document (save it as text)"},
	{"SQLite format 3\x00", "an SQLite database"},
}

// sniff decides a file's format: by its signature or markers, then by its extension.
func sniff(name string, data []byte) (string, error) {
	ext := strings.ToLower(filepath.Ext(name))
	switch {
	case len(data) >= 3 && data[0] == 'X' && data[1] == 'Q' && data[2] < ' ':
		return XQF, nil
	case bytes.HasPrefix(data, cbrMagic):
		return CBR, nil
	case bytes.HasPrefix(data, cblMagic):
		return CBL, nil
	}
	for _, o := range others {
		if bytes.HasPrefix(data, []byte(o.magic)) && !(o.magic == "BM" && ext != ".bmp") {
			return "", unsupported(o.what)
		}
	}
	head := data[:min(len(data), 1<<16)]
	lower := bytes.ToLower(head)
	switch {
	case bytes.Contains(lower, []byte("[dhtmlxq")):
		return DhtmlXQ, nil
	case bytes.Contains(head, []byte("<ChineseChessRecord")):
		return CBF, nil
	case isWXFFile(head):
		return WXF, nil
	}
	switch ext {
	case ".xqf":
		return XQF, nil
	case ".cbr":
		return CBR, nil
	case ".cbl":
		return CBL, nil
	case ".che":
		return CHE, nil
	case ".cbf":
		return CBF, nil
	case ".ubb":
		return DhtmlXQ, nil
	case ".pgn":
		return PGN, nil
	}
	if bytes.Contains(lower, []byte("<html")) || bytes.Contains(lower, []byte("<!doctype html")) {
		return "", unsupported("a web page without a DhtmlXQ game in it")
	}
	if bytes.IndexByte(head, 0) >= 0 && !utf16Text(head) {
		return "", unsupported("a binary file of a kind Chuhe does not know")
	}
	switch ext {
	case ".txt", ".uci", ".wxf", ".ucci", ".iccs":
		return MoveList, nil
	}
	return PGN, nil // a text file of any other name: PGN, or a move list (readPGN tries both)
}

// utf16Text reports whether data starts with a UTF-16 byte-order mark.
func utf16Text(data []byte) bool {
	return bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff})
}

// decodeText reads a text file as UTF-8 (a byte-order mark dropped), UTF-16 with a byte-order mark,
// or GBK (as GB18030) or Big5, whichever reads as xiangqi: the one with more of the characters
// Chinese moves and headers are written with; a PGN tag value written in the other of the two is
// read in it (core.RedecodeTags).
func decodeText(data []byte) (string, error) {
	if utf16Text(data) {
		out, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder().Bytes(data)
		if err != nil {
			return "", msg("broken UTF-16 text: %v", err.Error())
		}
		return strings.TrimPrefix(string(out), "\uFEFF"), nil
	}
	s := strings.TrimPrefix(string(data), "\uFEFF")
	if utf8.ValidString(s) {
		return s, nil
	}
	gb, gbErr := simplifiedchinese.GB18030.NewDecoder().String(s)
	big5, big5Err := traditionalchinese.Big5.NewDecoder().String(s)
	gbOK := gbErr == nil && !strings.ContainsRune(gb, utf8.RuneError)
	big5OK := big5Err == nil && !strings.ContainsRune(big5, utf8.RuneError)
	if gbErr == nil && !gbOK && big5OK {
		// A GBK file with a tag value in Big5 that is not valid GBK.
		if text, ok := core.GBKBehindTags(s, gb, xiangqiRunes); ok {
			return text, nil
		}
	}
	switch {
	case big5OK && (!gbOK || xiangqiRunes(big5) > xiangqiRunes(gb)):
		return core.RedecodeTags(s, true, big5), nil
	case gbOK:
		return core.RedecodeTags(s, false, gb), nil
	case gbErr == nil:
		// A few broken bytes (a comment cut in the middle of a character): kept as U+FFFD.
		return core.RedecodeTags(s, false, gb), nil
	}
	return "", msg("neither UTF-8 nor GBK nor Big5 text")
}

// xiangqiRunes counts the characters of s that xiangqi text is written with in simplified or
// traditional Chinese: pieces, numbers, directions, and the words of headers.
func xiangqiRunes(s string) int {
	n := 0
	for _, r := range s {
		if r >= utf8.RuneSelf && strings.ContainsRune(xiangqiChars, r) {
			n++
		}
	}
	return n
}

const xiangqiChars = "车車马馬炮砲相象仕士帅帥将將兵卒进進退平前后後中一二三四五六七八九１２３４５６７８９红紅黑胜勝负負和先局赛賽杯"
