package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chuhe-xq/chuhe/resources"
)

// sameInTraditional are the characters of the practice's titles written alike in simplified and
// traditional characters (the counts, 兵 士 象 炮 of the pieces, the words around them).
const sameInTraditional = "一二三四五六七八九十全兵士象炮在外底方步第高黑（）·"

// Every character of the practice's Chinese titles is either converted by hantOf or written alike
// in traditional characters: a title regenerated with a new character fails here until it is
// placed in one or the other.
func TestHantCoversTheTitles(t *testing.T) {
	all, err := resources.Endgames()
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range all {
		for _, r := range pz.TitleZh {
			if _, ok := hantOf[r]; ok || r < utf8.RuneSelf || strings.ContainsRune(sameInTraditional, r) {
				continue
			}
			t.Errorf("%s: %q in %q is neither converted nor known to be the same in traditional characters", pz.ID, r, pz.TitleZh)
		}
	}
	for s, tr := range hantOf {
		if s == tr || strings.ContainsRune(sameInTraditional, s) {
			t.Errorf("hantOf[%q] = %q: listed as the same", s, tr)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"单车胜单士", "單車勝單士"},
		{"单马难胜双象（黑方）", "單馬難勝雙象（黑方）"},
		{"高兵胜单将", "高兵勝單將"},
		{"二步杀 · 第2题 · 双车炮双兵士象全 对 车马四兵双象", "二步殺 · 第2題 · 雙車炮雙兵士象全 對 車馬四兵雙象"},
	} {
		if got := toTraditional(tc.in); got != tc.want {
			t.Errorf("toTraditional(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
