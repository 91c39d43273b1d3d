package core_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"github.com/chuhe-xq/chuhe/core"
)

// FuzzRedecodeTags: for any bytes read in either encoding, RedecodeTags gives valid UTF-8 with the
// same lines, each line that is not a tag line as the whole file's decoding has it.
func FuzzRedecodeTags(f *testing.F) {
	f.Add("[Event \"\xa5\xfe\xb0\xea\"]\n[Round \"\xb5\xda05\xc2\xd6\"]\n\n1. \xac\xb6\xa4G\xa5\xad\xa4\xad\n", true)
	f.Add("[Round \"\xa3\xa8\xbf\xec\xc6\xe52\xa3\xa9\"]\n  [Red \"\"x\xb5\xda\"]\n1. \xc5\xda", false)
	f.Fuzz(func(t *testing.T, src string, big5 bool) {
		dec := simplifiedchinese.GB18030.NewDecoder()
		if big5 {
			dec = traditionalchinese.Big5.NewDecoder()
		}
		text, err := dec.String(src)
		if err != nil {
			return
		}
		got := core.RedecodeTags(src, big5, text)
		if !utf8.ValidString(got) {
			t.Fatalf("invalid UTF-8: %q", got)
		}
		gotLines, textLines := strings.Split(got, "\n"), strings.Split(text, "\n")
		if len(gotLines) != len(textLines) {
			t.Fatalf("%d lines, want %d: %q", len(gotLines), len(textLines), got)
		}
		for i, line := range gotLines {
			if line != textLines[i] && !strings.HasPrefix(strings.TrimLeft(line, " \t"), "[") {
				t.Fatalf("line %d %q, want %q", i+1, line, textLines[i])
			}
		}
	})
}

// WithoutTagValues leaves out exactly the non-ASCII values of tag lines.
func TestWithoutTagValues(t *testing.T) {
	src := "[Event \"\xa5\xfe\"]\n[Site \"x\"]\n [Round \"\xb5\xda\"]\n1. \xac\xb6 \"\xb5\xda\"\n"
	if got, want := core.WithoutTagValues(src), "[Event \"\"]\n[Site \"x\"]\n [Round \"\"]\n1. \xac\xb6 \"\xb5\xda\"\n"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := core.WithoutTagValues("[Site \"x\"]\n1. h2e2\n"); got != "[Site \"x\"]\n1. h2e2\n" {
		t.Errorf("%q", got)
	}
}
