package library

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

// hansCharsText is made by library/internal/genhans from the master games: lines of a simplified
// character TAB the traditional one the games write, for the characters of their players, events
// and sites.
//
//go:embed hans_chars.txt
var hansCharsText string

// hansChars is hansCharsText as a map, read once.
var hansChars = sync.OnceValue(func() map[rune]rune {
	m := map[rune]rune{}
	for line := range strings.Lines(hansCharsText) {
		s, t, ok := strings.Cut(strings.TrimSpace(line), "\t")
		if !ok || strings.HasPrefix(s, "#") {
			continue
		}
		rs, _ := utf8.DecodeRuneInString(s)
		rt, _ := utf8.DecodeRuneInString(t)
		m[rs] = rt
	}
	return m
})

// traditional writes s in the traditional characters the master games use for their names
// (胡荣华 → 胡榮華); characters they do not write otherwise are left as they are.
func traditional(s string) string {
	m := hansChars()
	return strings.Map(func(r rune) rune {
		if t, ok := m[r]; ok {
			return t
		}
		return r
	}, s)
}
