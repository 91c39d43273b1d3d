package ui

import "strings"

// hantOf writes in traditional characters the simplified ones of the endgame practice's Chinese
// titles (resources/endgames.txt, written by resources/internal/genendgames): the collection names
// its positions in Simplified Chinese only, and the Traditional Chinese interface shows them
// converted. The map holds those characters alone, not a general conversion; every other character
// of the titles is written alike in both (TestHantCoversTheTitles checks them all).
var hantOf = map[rune]rune{
	'单': '單', '双': '雙', '对': '對', '将': '將', '杀': '殺',
	'胜': '勝', '车': '車', '难': '難', '题': '題', '马': '馬',
}

// toTraditional writes s, a title of the practice in simplified characters, in traditional ones.
func toTraditional(s string) string {
	return strings.Map(func(r rune) rune {
		if t, ok := hantOf[r]; ok {
			return t
		}
		return r
	}, s)
}
