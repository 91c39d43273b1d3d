package ui

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/core"
)

// sideText names a side in the UI's language.
func sideText(c core.Color) string {
	if c == core.Black {
		return lang.L("Black")
	}
	return lang.L("Red")
}

// pieceText names a coloured piece in the UI's language ("Red rook", 红车).
func pieceText(pc core.Piece) string {
	red := pc.Color() == core.Red
	switch pc.Type() {
	case core.King:
		if red {
			return lang.L("Red king")
		}
		return lang.L("Black king")
	case core.Advisor:
		if red {
			return lang.L("Red advisor")
		}
		return lang.L("Black advisor")
	case core.Elephant:
		if red {
			return lang.L("Red elephant")
		}
		return lang.L("Black elephant")
	case core.Horse:
		if red {
			return lang.L("Red horse")
		}
		return lang.L("Black horse")
	case core.Rook:
		if red {
			return lang.L("Red rook")
		}
		return lang.L("Black rook")
	case core.Cannon:
		if red {
			return lang.L("Red cannon")
		}
		return lang.L("Black cannon")
	case core.Pawn:
		if red {
			return lang.L("Red pawn")
		}
		return lang.L("Black pawn")
	}
	return pc.String()
}

// problemText says in the UI's language why a set-up position cannot start a game (the position
// editor lists these when it is left with an invalid board). The sentence is the translation
// files' under core's key of the kind (ProblemKind.Key); each takes the same arguments, by index:
// the side, the piece, how many there are, how many are allowed, and the point.
func problemText(pr core.Problem) string {
	fallback := pr.String()
	format := keyText(pr.Kind.Key(), fallback)
	if pr.Kind == core.ProblemOther || format == fallback {
		return fmt.Sprintf(lang.L("The position cannot be played: %s"), fallback)
	}
	return keyedText(format, sideText(pr.Color()), pieceText(pr.Piece), pr.Count, pr.Max(), pr.Square.String())
}

// keyedText fills a translated sentence's indexed verbs (%[1]s) from args; a sentence with none
// is what it says.
func keyedText(format string, args ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// illegalText says in the UI's language why a move is not allowed, from core's key of the reason
// (IllegalReason.Key).
func illegalText(r core.IllegalReason) string { return keyText(r.Key(), r.String()) }

// keyText is the interface's words under one of core's keys. Without a translation loaded (the
// tests, or a failed load) they are the English file's, and core's own English for a key the file
// lacks.
func keyText(key, fallback string) string {
	if en := englishText(key); en != "" {
		fallback = en
	}
	return lang.X(key, fallback)
}

// englishText is the English translation file's text under key ("" when it has none). The file is
// read for each call: the texts are asked for seldom (a refused move, a set-up's problems, a
// game's end), and so the package keeps no table of its own.
func englishText(key string) string {
	data, err := translations.ReadFile(englishFile)
	if err != nil {
		return ""
	}
	var words map[string]string
	if json.Unmarshal(data, &words) != nil {
		return ""
	}
	return words[key]
}
