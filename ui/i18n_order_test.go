package ui_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ui"
)

// joinSeparators are the strings a translated piece may be joined to others with: they separate
// items of a list (a status line's parts, a menu label's shortcut) rather than words of one
// sentence, so they impose no English word order.
var joinSeparators = []string{" · ", " — ", "  (", "\n", "  ", ": "}

// TestNoSentenceBuiltFromPieces finds strings built by joining a translated piece to other words in
// English word order: lang.L("Depth") + " " + n, or fmt.Sprintf("%s %d", lang.L("Level"), n).
// Such a sentence must be one template key ("Depth %d"), which each language orders its own way.
func TestNoSentenceBuiltFromPieces(t *testing.T) {
	const lit = `"((?:[^"\\]|\\.)*)"`
	after := regexp.MustCompile(`lang\.L\(` + lit + `\)\s*\+\s*` + lit)
	before := regexp.MustCompile(lit + `\s*\+\s*lang\.L\(`)
	sprintf := regexp.MustCompile(`fmt\.(?:Sprintf|Errorf)\(` + lit + `([^\n]*)`)
	verbs := regexp.MustCompile(`%(?:\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%]`)
	allowed := func(s string, prefix bool) bool {
		for _, sep := range joinSeparators {
			if prefix && strings.HasPrefix(s, sep) || !prefix && strings.HasSuffix(s, sep) {
				return true
			}
		}
		return false
	}
	for _, f := range packageSources(t) {
		for i, line := range strings.Split(f.src, "\n") {
			for _, m := range after.FindAllStringSubmatch(line, -1) {
				if !allowed(m[2], true) {
					t.Errorf("%s:%d: lang.L(%q) + %q: make it one template key", f.name, i+1, m[1], m[2])
				}
			}
			for _, m := range before.FindAllStringSubmatch(line, -1) {
				if !allowed(m[1], false) {
					t.Errorf("%s:%d: %q + lang.L(…): make it one template key", f.name, i+1, m[1])
				}
			}
			for _, m := range sprintf.FindAllStringSubmatch(line, -1) {
				// A format of verbs and spaces alone, filled with a translated piece, is a sentence
				// in English order: "%s %d" with lang.L("Level").
				// "%s: %w", a message and then its cause, is a label and its detail, not a sentence.
				words := strings.TrimSpace(verbs.ReplaceAllString(m[1], ""))
				spaced := regexp.MustCompile(`%[a-zA-Z] +%`).MatchString(m[1])
				if strings.Contains(m[2], "lang.L(") && strings.Trim(words, " ()/") == "" && (words == "" && len(verbs.FindAllString(m[1], -1)) > 1 || spaced) {
					t.Errorf("%s:%d: fmt %q with a translated piece: make it one template key", f.name, i+1, m[1])
				}
			}
		}
	}
}

// TestTranslationsKeepVerbs wants every translation to use the same formatting verbs as its key,
// the same number of times (in any order, with explicit argument indexes where a language puts
// them in another order), so that no argument is lost or printed as %!s(MISSING).
func TestTranslationsKeepVerbs(t *testing.T) {
	verb := regexp.MustCompile(`%(?:\[(\d+)\])?[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])`)
	count := func(s string) string {
		var vs []string
		next := 1
		for _, m := range verb.FindAllStringSubmatch(s, -1) {
			if m[2] == "%" {
				continue
			}
			i := next
			if m[1] != "" {
				i = int(m[1][0] - '0')
			}
			next = i + 1
			vs = append(vs, string(rune('0'+i))+m[2])
		}
		sort.Strings(vs)
		return strings.Join(vs, " ")
	}
	en := ui.ReadTranslation(t, "chuhe.en.json")
	for _, name := range ui.TranslationFiles()[1:] {
		m := ui.ReadTranslation(t, name)
		for k, v := range m {
			if want, got := count(en[k]), count(v); want != got {
				t.Errorf("%s: %q → %q: verbs %q, want %q", name, k, v, got, want)
			}
		}
	}
}

// sourceFile is one of the package's Go files (not a test).
type sourceFile struct{ name, src string }

// packageSources reads the package's Go files but its tests.
func packageSources(t *testing.T) []sourceFile {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []sourceFile
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sourceFile{name, string(src)})
	}
	return out
}
