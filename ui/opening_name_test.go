package ui

import (
	"testing"

	"github.com/chuhe-xq/chuhe/library"
)

// An opening is named in the interface's language: the master games' name in the Chinese
// interfaces, in their characters; the family's in English and Vietnamese (the code says the rest).
func TestOpeningText(t *testing.T) {
	c45, _ := library.ECCO("C45")
	d, _ := library.ECCO("D")
	cases := []struct {
		o    library.Opening
		l    Language
		want string
	}{
		{c45, Chinese, "C45 中炮过河车对屏风马平炮兑车"},
		{c45, ChineseTraditional, "C45 中炮過河車對屏風馬平炮兌車"},
		{c45, English, "C45 Central cannon against the screen horses"},
		{c45, Vietnamese, "C45 Pháo đầu đối Bình phong mã"},
		{d, Chinese, "D 顺炮与列炮"},
		{d, ChineseTraditional, "D 順炮與列炮"},
		{d, English, "D Same- and opposite-direction cannons"},
		{library.Opening{}, Chinese, ""},
	}
	langs := NewLanguages()
	for _, tc := range cases {
		if err := langs.Apply(tc.l); err != nil {
			t.Fatal(err)
		}
		if got := openingText(tc.o, tc.l); got != tc.want {
			t.Errorf("%s in %s: %q, want %q", tc.o.Code, tc.l, got, tc.want)
		}
	}
	if err := langs.Apply(SystemLanguage); err != nil { // the other tests read English
		t.Fatal(err)
	}
	// The profile's openings, stored with a name in one language, read in another.
	for stored, want := range map[string]string{
		"C45 Central cannon against the screen horses": "C45 中炮過河車對屏風馬平炮兌車",
		"A10":    "A10 飛相局",
		"Z99 什么": "Z99 什么", // not ECCO's: as stored
	} {
		if got := storedOpeningText(stored, ChineseTraditional); got != want {
			t.Errorf("stored %q reads %q, want %q", stored, got, want)
		}
	}
}
