package coach

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// The sentences, as translation keys. Each is an English sentence in the interface's catalogue (and a
// Chinese one); the arguments have fixed indexes, so that a language may use them in any order and
// leave some out:
//
//	%[1]s  the piece lost (or won), possibly with what it was traded for (keyPieceFor)
//	%[2]s  the key move, in the notation asked for
//	%[3]s  the first target (a forked piece, the piece whose line opens, the piece chased)
//	%[4]s  the second target of a fork
//	%[5]s  the piece lost, alone
//	%[6]d  the number of moves to mate
//	%[7]s  a cannon's screen
const (
	KeyLoses          = "coach.loses"
	KeyFork           = "coach.fork"
	KeyPin            = "coach.pin"
	KeyScreen         = "coach.screen"
	KeyDiscovered     = "coach.discovered"
	KeyUnprotected    = "coach.unprotected"
	KeyIgnoresThreat  = "coach.threat.ignored"
	KeyAllowsMate     = "coach.mate.allowed"
	KeyMissedMate     = "coach.mate.missed"
	KeyMissedWin      = "coach.win.missed"
	KeyPerpetualCheck = "coach.perpetual.check"
	KeyPerpetualChase = "coach.perpetual.chase"
	KeyThreatMate     = "coach.threat.mate"
	KeyThreatWin      = "coach.threat.win"
	// keyPieceFor is the noun phrase "%[1]s for a %[2]s" (the rook for a horse).
	keyPieceFor = "coach.piece.for"
)

// english is the English text of every key the package uses, piece names included: the catalogue the
// interface's English translation file must agree with (a test in ui checks it), and the words
// Text uses when the caller translates nothing. Read-only.
var english = map[string]string{
	KeyLoses:          "loses the %[1]s: %[2]s wins it",
	KeyFork:           "loses the %[1]s: %[2]s forks the %[3]s and the %[4]s",
	KeyPin:            "loses the %[1]s: the %[5]s is pinned to its general, and %[2]s takes it",
	KeyScreen:         "loses the %[1]s: %[2]s jumps the %[7]s as its screen",
	KeyDiscovered:     "loses the %[1]s: %[2]s opens the line of the %[3]s",
	KeyUnprotected:    "leaves the %[5]s unprotected: %[2]s takes it",
	KeyIgnoresThreat:  "ignores the threat: %[2]s wins the %[1]s",
	KeyAllowsMate:     "allows mate in %[6]d: %[2]s",
	KeyMissedMate:     "missed mate in %[6]d: %[2]s",
	KeyMissedWin:      "missed %[2]s, winning the %[1]s",
	KeyPerpetualCheck: "repeats the position by perpetual check, which the rules make a loss",
	KeyPerpetualChase: "repeats the position by perpetually chasing the %[3]s, which the rules make a loss",
	KeyThreatMate:     "threatens mate in %[6]d: %[2]s",
	KeyThreatWin:      "threatens %[2]s, winning the %[1]s",
	keyPieceFor:       "%[1]s for a %[2]s",
}

// pieceWords are the English names of the piece types, both colours alike.
var pieceWords = [core.NumPieceTypes]string{"", "general", "advisor", "elephant", "horse", "rook", "cannon", "pawn"}

func init() {
	for _, c := range []core.Color{core.Red, core.Black} {
		for t := core.King; t <= core.Pawn; t++ {
			english[pieceKey(core.MakePiece(c, t))] = pieceWords[t]
		}
	}
}

// Keys lists every translation key the package's sentences use, piece names included.
func Keys() []string {
	out := make([]string, 0, len(english))
	for k := range english {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// English returns the English text of a key (the key itself when it is not one of Keys).
func English(key string) string {
	if s, ok := english[key]; ok {
		return s
	}
	return key
}

// pieceKey is the translation key of a piece's name. The colour matters only in Chinese (兵 and 卒,
// 帅 and 将), so the key names it and the English catalogue maps both colours to one word.
func pieceKey(p core.Piece) string {
	return "coach.piece." + p.Color().String() + "." + p.Type().String()
}

// TextKey returns the translation key of the explanation's sentence.
func (e *Explanation) TextKey() string {
	switch e.Kind {
	case IgnoresThreat:
		return KeyIgnoresThreat
	case AllowsMate:
		return KeyAllowsMate
	case MissedMate:
		return KeyMissedMate
	case MissedWin:
		return KeyMissedWin
	case LosesByRule:
		if e.Reason == core.PerpetualCheck {
			return KeyPerpetualCheck
		}
		return KeyPerpetualChase
	case Threatens:
		if e.MateIn > 0 {
			return KeyThreatMate
		}
		return KeyThreatWin
	}
	switch e.Motif {
	case Fork:
		return KeyFork
	case Pin:
		return KeyPin
	case CannonScreen:
		return KeyScreen
	case Discovered:
		return KeyDiscovered
	case Unprotected:
		return KeyUnprotected
	}
	return KeyLoses
}

// Text returns the explanation as a sentence: tr translates a key (the interface passes its
// lang.L; nil uses English), and moves are written in notation n.
func (e *Explanation) Text(n core.Notation, tr func(string) string) string {
	if tr == nil {
		tr = English
	}
	piece := func(p core.Piece) string {
		if p == core.NoPiece {
			return ""
		}
		return tr(pieceKey(p))
	}
	lost := piece(e.Lost)
	if e.For != core.NoPiece {
		lost = fmt.Sprintf(tr(keyPieceFor), lost, piece(e.For))
	}
	p, m := e.KeyMove()
	move := core.FormatMove(&p, m, n)
	target := func(i int) string {
		if i >= len(e.Targets) {
			return ""
		}
		// A target is named by the piece on its square when the key move has been played.
		q := e.positionAt(e.Key + 1)
		if pc := q.At(e.Targets[i]); pc != core.NoPiece {
			return piece(pc)
		}
		return piece(p.At(e.Targets[i]))
	}
	format := tr(e.TextKey())
	if !strings.Contains(format, "%") {
		return format // Sprintf would append the arguments it has no verb for
	}
	return fmt.Sprintf(format, lost, move, target(0), target(1), piece(e.Lost), e.MateIn, piece(e.Screen))
}
