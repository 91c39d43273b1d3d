package library

import (
	"cmp"
	"context"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// Opening is where a game's opening stands in the ECCO classification, as the stored games with
// an [ECCO] tag teach it: the code most of the games that reached the position carry.
type Opening struct {
	Code string // "C44", or the family's letter alone ("C") when no code has half the games
	// Name is the name master games give the code, in traditional characters as they write it
	// ("中炮過河車對屏風馬平炮兌車"), or else its family's; Simplified is the same in simplified
	// characters ("中炮过河车对屏风马平炮兑车").
	Name, Simplified string
	Family           string // the family the code's letter names: "中炮對屏風馬"
	Ply              int    // the ply of the position that decided it
	Games            int    // games with an ECCO tag that reached that position
	Share            int    // percent of them carrying Code
}

// eccoText names the ECCO codes as the master games' Event tags do (resources/internal/genmasters
// writes it): lines of code TAB name. eccoHansText is the same in simplified characters
// (internal/genhans writes it from eccoText).
var (
	//go:embed ecco.txt
	eccoText string
	//go:embed ecco_hans.txt
	eccoHansText string
)

// ECCO returns the opening an ECCO code names ("C44", or a family's letter "C"): its names, or its
// family's when the master games give the code none. ok is false for a code that is not ECCO's.
func ECCO(code string) (o Opening, ok bool) {
	if len(code) != 1 && (len(code) != 3 || code[1] < '0' || code[1] > '9' || code[2] < '0' || code[2] > '9') {
		return Opening{}, false
	}
	family, familyHans := eccoFamily(code[0])
	if family == "" {
		return Opening{}, false
	}
	o = Opening{Code: code, Name: family, Simplified: familyHans, Family: family}
	if name := eccoLookup(eccoText, code); name != "" {
		o.Name, o.Simplified = name, eccoLookup(eccoHansText, code)
	}
	return o, true
}

// eccoLookup returns the name of code in a table of code TAB name lines ("" when it has none).
func eccoLookup(table, code string) string {
	if i := strings.Index(table, "\n"+code+"\t"); i >= 0 && code != "" {
		name, _, _ := strings.Cut(table[i+len(code)+2:], "\n")
		return name
	}
	return ""
}

// eccoFamily names the family of the ECCO classification a code's letter stands for, in traditional
// and in simplified characters ("" for a letter that is none).
func eccoFamily(letter byte) (traditional, simplified string) {
	switch letter {
	case 'A':
		return "非中炮類開局", "非中炮类开局"
	case 'B':
		return "中炮對反宮馬及其他", "中炮对反宫马及其他"
	case 'C':
		return "中炮對屏風馬", "中炮对屏风马"
	case 'D':
		return "順炮與列炮", "顺炮与列炮"
	case 'E':
		return "仙人指路", "仙人指路"
	}
	return "", ""
}

// Opening limits: the classification looks at the first openingPlies plies and trusts a
// position reached by at least openingGames games with an ECCO tag.
const (
	openingPlies = 30
	openingGames = 3
)

// Opening classifies a game's opening: the deepest of its first 30 positions that at least three
// stored games with an ECCO tag reached decides, by the code most of them carry (so a game that
// left master play keeps the opening it left from). A position the game moved on from counts only
// with a code of its own: the family most games there belong to does not speak for the branch the
// game's move chose (after 1.炮二平五 卒5进1, the family of most games after 1.炮二平五 is not
// the game's). ok is false when no position qualifies.
func (l *Library) Opening(ctx context.Context, g *core.Game) (o Opening, ok bool, err error) {
	for ply := min(g.Len(), openingPlies); ply >= 0; ply-- {
		p := g.PositionAt(ply)
		o, ok, err := l.PositionOpening(ctx, &p)
		if ok && ply < g.Len() && len(o.Code) == 1 {
			continue // a family's majority, left by the game's own move
		}
		if err != nil || ok {
			o.Ply = ply
			return o, ok, err
		}
	}
	return Opening{}, false, nil
}

// PositionOpening classifies one position by the ECCO codes of the stored games that reached it:
// the code at least half of them carry, or else the family (the code's letter) more than half of
// them belong to. ok is false when fewer than three such games did, or no family has half.
func (l *Library) PositionOpening(ctx context.Context, p *core.Position) (Opening, bool, error) {
	rows, err := l.db.QueryContext(ctx, `SELECT g.ecco, count(DISTINCT g.id) FROM positions p JOIN games g ON g.id = p.game
		WHERE p.key = ? AND g.ecco != '' GROUP BY g.ecco`, int64(p.Key()))
	if err != nil {
		return Opening{}, false, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	type code struct {
		code string
		n    int
	}
	var codes []code
	total := 0
	for rows.Next() {
		var c code
		if err := rows.Scan(&c.code, &c.n); err != nil {
			return Opening{}, false, err
		}
		codes = append(codes, c)
		total += c.n
	}
	if err := rows.Err(); err != nil || total < openingGames {
		return Opening{}, false, err
	}
	best := slices.MaxFunc(codes, func(a, b code) int { return cmp.Or(cmp.Compare(a.n, b.n), cmp.Compare(b.code, a.code)) })
	if 2*best.n >= total {
		o, _ := ECCO(best.code)
		o.Games, o.Share = total, 100*best.n/total
		return o, true, nil
	}
	// No code has half the games (an early position, which many openings pass): the family, when
	// one has half.
	families := map[byte]int{}
	for _, c := range codes {
		families[c.code[0]] += c.n
	}
	for f, n := range families {
		if 2*n > total {
			o, _ := ECCO(string(f))
			o.Games, o.Share = total, 100*n/total
			return o, true, nil
		}
	}
	return Opening{}, false, nil
}
