package gamefile

import (
	"slices"

	"github.com/chuhe-xq/chuhe/core"
)

// msg is a core.Message of this package: an English sentence that is its own translation key,
// with typed arguments, so that a UI says the whole in its language (see core.Message). Its
// format must be one of messageFormats (TestMessageFormatsListed reads the sources to check).
func msg(format string, args ...any) *core.Message { return &core.Message{Format: format, Args: args} }

// messageFormats are the formats of the package's Messages: the file as a whole, and what a file
// that is something else is.
var messageFormats = [...]string{
	"not a game file Chuhe reads",
	"this is %v; %v: %v",
	Supported,
	"%s: larger than %d MB",
	"no game of the file reads: %v",
	"%s: the file holds no game",
	"broken UTF-16 text: %v",
	"neither UTF-8 nor GBK nor Big5 text",
	"a binary file of a kind Chuhe does not know",
	"a text file in which Chuhe finds no game",
	"a web page without a DhtmlXQ game in it",
	"a ZIP archive (unpack it and open the game files in it)",
	"a RAR archive (unpack it and open the game files in it)",
	"a 7-Zip archive (unpack it and open the game files in it)",
	"a gzip archive (unpack it and open the game file in it)",
	"a PDF document",
	"a PNG image",
	"a JPEG image",
	"a GIF image",
	"a BMP image",
	"a Windows program",
	"a program",
	"a Microsoft Office document (save it as text)",
	"an RTF document (save it as text)",
	"an SQLite database",
	// the faults of the formats read here (PGN's and XQF's are core's)
	"cbf: %v",
	"cbf: move %d: %q is not xy-xy",
	"cbf: move %d: %q is off the board",
	"%v (record at byte %d)",
	"cbr: the record ends inside its %d-byte header",
	"cbr: byte %d: %#x is not a piece",
	"cbr: start position: %v",
	"cbr: %v",
	"cbr: byte %d: the file ends inside a move",
	"cbr: byte %d: points %d and %d are not both on the board",
	"cbr: byte %d: the file ends inside a length",
	"cbr: byte %d: a comment of %d bytes runs past the end of the file",
	"cbl: the file ends inside its header",
	`cbr: not a CBR record: it does not begin with "CCBridge Record"`,
	"che: no move count",
	"che: %d moves, at most %d",
	"che: the file ends at move %d of %d",
	"che: move %d: point off the board",
	"che: move %d %s: not a legal move",
	"dhtmlxq: %v",
	"dhtmlxq: binit has %d digits, want 64",
	"dhtmlxq: binit puts two men on %s",
	"dhtmlxq: binit: %v",
	"dhtmlxq: no game in the file",
	"move %s %s: %s",
}

// MessageFormats returns the formats of the package's Messages, for a UI's translation tests.
func MessageFormats() []string { return slices.Clone(messageFormats[:]) }
