// Vietnamese notation (ký hiệu cờ tướng), as Vietnamese books, clubs and game records write it.
//
// The conventions followed are those of the Vietnamese guides to writing a game down (cách ghi biên
// bản cờ tướng: tamquocchess.vn, thanglongkydao.com, Wikipedia's Vietnamese article quoted there):
//
//   - pieces: Tg Tướng (general), S Sĩ (advisor), T Tượng (elephant), X Xe (rook), P Pháo (cannon),
//     M Mã (horse), B Binh/Tốt (pawn; "T" is the elephant's). Read also: V for the elephant, as some
//     books write it (not C for Chốt, which is WXF's cannon).
//   - files are counted 1..9 from each side's own right, in plain digits for both sides.
//   - directions: "." tấn/tiến (forward), "/" thoái (back), "-" bình (sideways); the last number is a
//     step count for a piece moving straight, the file it lands on for one moving diagonally, as in
//     Chinese notation. "P2-5 M8.7", "X1/1".
//   - two like pieces on one file: t (trước, front) and s (sau, rear) in place of the file: "Xs-2",
//     "Pt.2"; three pawns: t, g (giữa, middle), s: "Bg-6".
//
// Beyond what the guides cover, Chuhe writes four or five pawns on one file as WXF counts them, with
// the Vietnamese letters: tt, t, (g), s, ss from the front ("Btt-4"); and pawns that stand two or
// more on each of two files with the file and then t, g or s ("B7t.1"). Both read back.
//
// Reading also takes the moves in words ("Pháo 2 bình 5", "Mã 8 tấn 7", "Xe sau bình 2", "Tốt 7
// tiến 1"), any case, and the dashes – and — for "-".

package core

import (
	"strings"
	"unicode"
)

// viLetters are the Vietnamese piece letters, indexed by PieceType.
var viLetters = [NumPieceTypes]string{"", "Tg", "S", "T", "M", "X", "P", "B"}

// viDirs are the direction signs for back, sideways and forward.
const viDirs = "/-."

func formatVietnamese(f moveFacts) string {
	var b strings.Builder
	letter := viLetters[f.pc.Type()]
	threePlaces := func() string {
		switch f.idx {
		case 0:
			return "t"
		case f.n - 1:
			return "s"
		}
		return "g"
	}
	switch {
	case f.n == 1:
		b.WriteString(letter)
		b.WriteByte(byte('0' + f.file))
	case f.twoFiles:
		b.WriteString(letter)
		b.WriteByte(byte('0' + f.file))
		b.WriteString(threePlaces())
	case f.n <= 3:
		b.WriteString(letter)
		b.WriteString(threePlaces())
	default: // four or five pawns, counted as WXF counts them
		b.WriteString(letter)
		b.WriteString([...]string{"tt", "t", "g", "s", "ss"}[f.manyPlace()])
	}
	b.WriteByte(viDirs[f.dir+1])
	b.WriteByte(byte('0' + f.arg))
	return b.String()
}

// viWords maps the words of a move written out in Vietnamese to the short form's letters and signs.
var viWords = map[string]string{
	"tướng": "Tg", "soái": "Tg", "sĩ": "S", "tượng": "T", "tương": "T", "xe": "X", "pháo": "P",
	"mã": "M", "tốt": "B", "binh": "B", "chốt": "B",
	"tấn": ".", "tiến": ".", "thoái": "/", "lui": "/", "bình": "-",
	"trước": "t", "tiền": "t", "sau": "s", "hậu": "s", "giữa": "g",
}

// viShort turns a move written in words into the short form; text without spaces is returned as it
// is. It returns false when a word is none of the move's words.
func viShort(s string) (string, bool) {
	fields := strings.Fields(s)
	if len(fields) < 2 {
		return s, true
	}
	var b strings.Builder
	for _, w := range fields {
		if v, ok := viWords[strings.ToLower(w)]; ok {
			b.WriteString(v)
			continue
		}
		if strings.IndexFunc(w, func(r rune) bool { return r > unicode.MaxASCII }) >= 0 {
			return s, false
		}
		b.WriteString(w)
	}
	return b.String(), true
}

// viPiece reads the piece letters at the start of t (upper or lower case) and returns the piece
// and how many bytes it took.
func viPiece(t string) (PieceType, int) {
	if len(t) >= 2 && (t[0] == 'T' || t[0] == 't') && (t[1] == 'g' || t[1] == 'G') {
		return King, 2 // never the middle elephant: two at most stand on a file
	}
	if t == "" {
		return NoPieceType, 0
	}
	switch t[0] | 0x20 {
	case 's':
		return Advisor, 1
	case 't', 'v':
		return Elephant, 1
	case 'm':
		return Horse, 1
	case 'x':
		return Rook, 1
	case 'p':
		return Cannon, 1
	case 'b':
		return Pawn, 1
	}
	return NoPieceType, 0
}

// viPlaces maps the position letters to the picks they name; "tt" and "ss" only for four or five
// pawns, where t and s are the second from either end, as in WXF.
var viPlaces = map[string]pick{"t": pickFront, "s": pickRear, "g": pickMid, "tt": pickFirst, "ss": pickLast}

// isVietnameseShape reports whether t looks like a Vietnamese move rather than a WXF one: it uses a
// sign or letter WXF lacks.
func isVietnameseShape(t string) bool {
	if strings.ContainsAny(t, "/–—") {
		return true
	}
	pt, k := viPiece(t)
	return pt != NoPieceType && !strings.ContainsAny(t[:k], "Pp")
}

// parseVietnamese reads a move in Vietnamese notation, short ("P2-5", "Xs-2") or in words ("Pháo 2
// bình 5").
func parseVietnamese(p *Position, s string) (Move, error) {
	sp := moveSpec{n: Vietnamese, text: s}
	t, ok := viShort(strings.TrimSpace(s))
	if !ok {
		return NoMove, sp.fail(MoveVietnameseShape)
	}
	t = strings.NewReplacer("–", "-", "—", "-", " ", "").Replace(t)
	pt, k := viPiece(t)
	if pt == NoPieceType || len(t) < k+2 {
		return NoMove, sp.fail(MoveVietnameseShape)
	}
	sp.pt = pt
	rest := t[k : len(t)-2]
	dir, num := t[len(t)-2], t[len(t)-1]
	i := strings.IndexByte(viDirs, dir)
	if i < 0 {
		return NoMove, sp.fail(MoveDirection, dir, ". / -")
	}
	sp.dir = i - 1
	if !isDigit19(num) {
		return NoMove, sp.fail(MoveNotNumber, num)
	}
	sp.arg = int(num - '0')
	if rest != "" && isDigit19(rest[0]) {
		sp.file = int(rest[0] - '0')
		rest = rest[1:]
	}
	if rest != "" {
		pk, ok := viPlaces[strings.ToLower(rest)]
		if !ok || (pk == pickFirst || pk == pickLast) && sp.file != 0 {
			return NoMove, sp.fail(MoveWhichPiece, t[:len(t)-2])
		}
		sp.pick = pk
	} else if sp.file == 0 {
		return NoMove, sp.fail(MoveVietnameseShape)
	}
	return sp.resolve(p)
}

// isChineseRune reports whether r is one of the characters Chinese moves are written with rather
// than a letter of another notation: a Han character, a full-width digit or the ideographic space.
func isChineseRune(r rune) bool {
	return unicode.Is(unicode.Han, r) || r >= fullDigit0 && r <= fullDigit0+9 || r == '\u3000'
}
