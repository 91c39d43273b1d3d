package core

import (
	"iter"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// RedecodeTags corrects the PGN tag values of a file whose text is in one encoding but some of
// whose tag values were written in the other: src is the file's bytes (not UTF-8), big5 says
// whether the file was read as Big5 (else as GBK, read as GB18030), and text is src so decoded.
// A tag line's value, [Name "value"] on a line of its own, is read in the other encoding instead
// when that gives plain common text and the file's encoding does not (see otherReadsBetter): the
// Chinese Chess Practical Dataset, in Big5, writes its Round tags in GBK ("第05轮", which Big5 reads
// as "菴05謫"). The rest of the file is text unchanged, and so is the whole when no value needs it.
func RedecodeTags(src string, big5 bool, text string) string {
	var spans [][2]int // the byte ranges of src to read in the other encoding
	for sp := range tagValues(src) {
		if otherReadsBetter(src[sp[0]:sp[1]], big5) {
			spans = append(spans, sp)
		}
	}
	if len(spans) == 0 {
		return text
	}
	file, other := decoderOf(big5), decoderOf(!big5)
	var b strings.Builder
	b.Grow(len(text) + len(text)/8)
	at := 0
	for _, sp := range spans {
		b.WriteString(decodeString(file, src[at:sp[0]]))
		b.WriteString(decodeString(other, src[sp[0]:sp[1]]))
		at = sp[1]
	}
	b.WriteString(decodeString(file, src[at:]))
	return b.String()
}

// GBKBehindTags reads src, a file that is not valid GBK, as GBK (gb is src so read) when only
// values of its tag lines keep it from being so: without them it reads as GBK, with more of the
// characters count counts than read as Big5 (a GBK file with a Big5 value that is not valid GBK is
// still a GBK file). The text is gb with such values read in Big5 (RedecodeTags); ok is false for
// a file that is not one of these.
func GBKBehindTags(src, gb string, count func(string) int) (text string, ok bool) {
	body := WithoutTagValues(src)
	if len(body) == len(src) {
		return "", false
	}
	gbBody, err := simplifiedchinese.GB18030.NewDecoder().String(body)
	if err != nil || strings.ContainsRune(gbBody, utf8.RuneError) {
		return "", false
	}
	big5Body, _ := traditionalchinese.Big5.NewDecoder().String(body)
	if count(gbBody) <= count(big5Body) {
		return "", false
	}
	return RedecodeTags(src, false, gb), true
}

// WithoutTagValues is src without the values of its tag lines that have non-ASCII bytes: the text
// by which to tell a file's encoding when a tag value may be in the other one (a GBK file with a
// Big5 value that is not valid GBK is still a GBK file).
func WithoutTagValues(src string) string {
	var b strings.Builder
	at := 0
	for sp := range tagValues(src) {
		if b.Len() == 0 {
			b.Grow(len(src))
		}
		b.WriteString(src[at:sp[0]])
		at = sp[1]
	}
	if at == 0 {
		return src
	}
	b.WriteString(src[at:])
	return b.String()
}

// tagValues yields the byte ranges of the values of src's tag lines that have non-ASCII bytes.
func tagValues(src string) iter.Seq[[2]int] {
	return func(yield func([2]int) bool) {
		for start := 0; start < len(src); {
			end := strings.IndexByte(src[start:], '\n')
			if end < 0 {
				end = len(src)
			} else {
				end += start
			}
			if from, to, ok := tagValue(src[start:end]); ok && !yield([2]int{start + from, start + to}) {
				return
			}
			start = end + 1
		}
	}
}

// tagValue finds the value of a tag line, [Name "value"]: the bytes from its first double quote to
// its last (which neither GBK nor Big5 has as part of a character), when it has a non-ASCII byte.
func tagValue(line string) (from, to int, ok bool) {
	trimmed := strings.TrimLeft(line, " \t")
	if len(trimmed) < 4 || trimmed[0] != '[' {
		return 0, 0, false
	}
	from = strings.IndexByte(line, '"') + 1
	to = strings.LastIndexByte(line, '"')
	if from <= 0 || to < from {
		return 0, 0, false
	}
	for i := from; i < to; i++ {
		if line[i] >= utf8.RuneSelf {
			return from, to, true
		}
	}
	return 0, 0, false
}

func decoderOf(big5 bool) *encoding.Decoder {
	if big5 {
		return traditionalchinese.Big5.NewDecoder()
	}
	return simplifiedchinese.GB18030.NewDecoder()
}

// decodeString decodes s, the broken bytes as U+FFFD (as the file was decoded).
func decodeString(d *encoding.Decoder, s string) string {
	out, err := d.String(s)
	if err != nil {
		return strings.ToValidUTF8(s, "\uFFFD")
	}
	return out
}

// otherReadsBetter reports whether the bytes of a tag value read better in the other encoding than
// in the file's (Big5 if big5, else GBK): the other must give valid text of Chinese characters with
// no symbol outside common punctuation, and the file's must have broken bytes; or the other's
// characters must all be common ones of its encoding (GB2312's or Big5's level 1) and the file's
// reading must have symbols among Chinese characters (kana, bopomofo, Cyrillic...,
// as GBK read as Big5 or Big5 read as GBK gives), or fewer of the words tags are written with
// (第, 轮, 局, 年...) while the other's are half its characters or the file's have rare ones.
// Both readings of a misread value are often made of real characters ("第05轮" read as Big5 is
// "菴05謫"), which the words of tags tell apart.
func otherReadsBetter(value string, big5 bool) bool {
	o := readValue(value, !big5)
	if o.bad > 0 || o.odd > 0 || o.hanzi == 0 {
		return false
	}
	f := readValue(value, big5)
	switch {
	case f.bad > 0:
		return true // broken: the other's reading, if with rare characters, is no worse
	case o.rare > 0:
		return false
	case f.odd > 0 && f.hanzi > 0:
		return true
	}
	return o.words > f.words && (f.rare > 0 || 2*o.words >= o.hanzi)
}

// valueReading counts the kinds of characters of a tag value read in one encoding.
type valueReading struct {
	bad   int // broken bytes, private-use characters
	odd   int // symbols outside common punctuation: kana, bopomofo, Greek, Cyrillic, box drawing...
	hanzi int // Chinese characters
	rare  int // those outside the common ones of the encoding (GB2312 level 1, Big5 level 1)
	words int // those of tagWords
}

// tagWords are the characters PGN tags are written with beyond names: rounds, dates, events.
const tagWords = "第轮輪局届屆场場组組盘盤赛賽杯年月日次半决決预預复複初淘汰进進"

func readValue(value string, big5 bool) valueReading {
	var v valueReading
	text, err := decoderOf(big5).String(value)
	if err != nil {
		v.bad++
		return v
	}
	common := commonGB()
	if big5 {
		common = commonBig5()
	}
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf:
		case r == utf8.RuneError || r >= 0xE000 && r <= 0xF8FF:
			v.bad++
		case r >= 0x4E00 && r <= 0x9FFF || r >= 0x3400 && r <= 0x4DBF || r >= 0xF900 && r <= 0xFAFF:
			v.hanzi++
			if !common.has(r) {
				v.rare++
			}
			if strings.ContainsRune(tagWords, r) {
				v.words++
			}
		case plainSymbol(r):
		default:
			v.odd++
		}
	}
	return v
}

// plainSymbol reports whether r is a symbol that tags are written with: Latin-1, general
// punctuation, letter-like and number forms (℃, Ⅱ), circled numbers, shapes, CJK punctuation and
// full-width forms.
func plainSymbol(r rune) bool {
	switch {
	case r >= 0xA0 && r <= 0xFF, r >= 0x2000 && r <= 0x206F, r >= 0x2100 && r <= 0x21FF,
		r >= 0x2460 && r <= 0x24FF, r >= 0x25A0 && r <= 0x25FF, r >= 0x3000 && r <= 0x303F,
		r >= 0xFF01 && r <= 0xFF5E, r >= 0xFFE0 && r <= 0xFFE6:
		return true
	}
	return false
}

// hanziSet is a set of the Chinese characters U+4E00-U+9FFF.
type hanziSet [(0x9FFF - 0x4E00 + 64) / 64]uint64

func (s *hanziSet) has(r rune) bool {
	if r < 0x4E00 || r > 0x9FFF {
		return false
	}
	i := r - 0x4E00
	return s[i/64]&(1<<(i%64)) != 0
}

func (s *hanziSet) add(r rune) {
	if r >= 0x4E00 && r <= 0x9FFF {
		i := r - 0x4E00
		s[i/64] |= 1 << (i % 64)
	}
}

// addCodes adds to s the characters the two-byte codes of lead bytes lo-hi and the trail bytes
// trails decode to in enc.
func (s *hanziSet) addCodes(enc encoding.Encoding, lo, hi byte, trails ...[2]byte) *hanziSet {
	d := enc.NewDecoder()
	for lead := int(lo); lead <= int(hi); lead++ {
		for _, t := range trails {
			for trail := int(t[0]); trail <= int(t[1]); trail++ {
				out, err := d.Bytes([]byte{byte(lead), byte(trail)})
				if r, n := utf8.DecodeRune(out); err == nil && n == len(out) {
					s.add(r)
				}
			}
		}
	}
	return s
}

// commonGB is GB2312's level 1, its 3,755 common characters (0xB0A1-0xD7F9); commonBig5 is Big5's
// 5,401 common characters (0xA440-0xC67E).
var (
	commonGB = sync.OnceValue(func() *hanziSet {
		return new(hanziSet).addCodes(simplifiedchinese.GBK, 0xB0, 0xD7, [2]byte{0xA1, 0xFE})
	})
	commonBig5 = sync.OnceValue(func() *hanziSet {
		return new(hanziSet).addCodes(traditionalchinese.Big5, 0xA4, 0xC5, [2]byte{0x40, 0x7E}, [2]byte{0xA1, 0xFE}).
			addCodes(traditionalchinese.Big5, 0xC6, 0xC6, [2]byte{0x40, 0x7E})
	})
)
