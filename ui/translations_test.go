package ui_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

func TestTranslationsComplete(t *testing.T) {
	en := ui.ReadTranslation(t, "chuhe.en.json")
	for _, name := range ui.TranslationFiles()[1:] {
		other := ui.ReadTranslation(t, name)
		for k := range en {
			if other[k] == "" {
				t.Errorf("%s: no translation of %q", name, k)
			}
		}
		for k := range other {
			if _, ok := en[k]; !ok {
				t.Errorf("%s: a translation of %q, which the English file lacks", name, k)
			}
		}
	}
}

// TestEveryStringTranslated finds every lang.L("…") literal in the package's source, the key of
// every lang.X("key", …) and the format of every uiMsg("…", …), the key of every reason core gives for an illegal move, a set-up's
// problem and a game's end (shown through lang.X), and every string a move that cannot be played
// is told with, and wants each in every language's file.
func TestEveryStringTranslated(t *testing.T) {
	tables := map[string]map[string]string{}
	for _, name := range ui.TranslationFiles() {
		tables[name] = ui.ReadTranslation(t, name)
	}
	want := map[string]string{} // string → where it is used
	lit := regexp.MustCompile(`(?:lang\.(?:L\(("(?:[^"\\]|\\.)*")\)|X\(("(?:[^"\\]|\\.)*"),)|uiMsg\(("(?:[^"\\]|\\.)*"))`)
	for _, sf := range packageSources(t) {
		f := sf.name
		for _, m := range lit.FindAllSubmatch([]byte(sf.src), -1) {
			q := m[1]
			if q == nil {
				q = m[2] // lang.X's key
			}
			if q == nil {
				q = m[3] // uiMsg's format
			}
			s, err := strconv.Unquote(string(q))
			if err != nil {
				t.Fatalf("%s: %s: %v", f, q, err)
			}
			want[s] = f
		}
	}
	for r := core.IllegalReason(1); !strings.HasPrefix(r.String(), "IllegalReason("); r++ {
		want[r.Key()] = "core.IllegalReason"
	}
	for k := core.ProblemNoKing; !strings.HasPrefix(k.Key(), "setup.unknown"); k++ {
		want[k.Key()] = "core.ProblemKind"
	}
	for r := core.Checkmate; !strings.HasPrefix(r.Key(), "result.unknown"); r++ {
		want[r.Key()] = "core.Reason"
	}
	for _, h := range core.Handicaps() {
		want[h.String()] = "core.Handicap"
	}
	for _, k := range ui.MoveErrorKeys() {
		want[k] = "ui.moveErrorText"
	}
	for _, k := range ui.MessageKeys() {
		want[k] = "ui.errorText"
	}
	for s, where := range want {
		for _, name := range ui.TranslationFiles() {
			if tables[name][s] == "" {
				t.Errorf("%q (%s) lacks a translation in %s", s, where, name)
			}
		}
	}
}
