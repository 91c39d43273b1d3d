package ui_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestTranslationsComplete(t *testing.T) {
	read := func(name string) map[string]string {
		data, err := os.ReadFile("translations/" + name)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return m
	}
	en, zh := read("chuhe.en.json"), read("chuhe.zh_Hans.json")
	for k := range en {
		if zh[k] == "" {
			t.Errorf("no Chinese for %q", k)
		}
	}
	for k := range zh {
		if _, ok := en[k]; !ok {
			t.Errorf("Chinese for %q, which the English file lacks", k)
		}
	}
}

// TestEveryStringTranslated finds every lang.L("…") literal in the package's source and the key of
// every lang.X("key", …), and the key of every reason core gives for an illegal move, a set-up's
// problem and a game's end (shown through lang.X), and wants each in both files.
func TestEveryStringTranslated(t *testing.T) {
	en := map[string]string{}
	zh := map[string]string{}
	for name, m := range map[string]map[string]string{"chuhe.en.json": en, "chuhe.zh_Hans.json": zh} {
		data, err := os.ReadFile("translations/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	want := map[string]string{} // string → where it is used
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	lit := regexp.MustCompile(`lang\.(?:L\(("(?:[^"\\]|\\.)*")\)|X\(("(?:[^"\\]|\\.)*"),)`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllSubmatch(src, -1) {
			q := m[1]
			if q == nil {
				q = m[2] // lang.X's key
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
	for s, where := range want {
		if en[s] == "" || zh[s] == "" {
			t.Errorf("%q (%s) lacks a translation (English %q, Chinese %q)", s, where, en[s], zh[s])
		}
	}
}
