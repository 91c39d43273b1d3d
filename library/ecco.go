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
	Code   string // "C44", or the family's letter alone ("C") when no code has half the games
	Name   string // the name master games give the code ("中炮過河車對屏風馬平炮兌車"), or Family
	Family string // the family the code's letter names: "中炮对屏风马"
	Ply    int    // the ply of the position that decided it
	Games  int    // games with an ECCO tag that reached that position
	Share  int    // percent of them carrying Code
}

// eccoText names the ECCO codes as the master games' Event tags do (resources/internal/genmasters
// writes it): lines of code TAB name.
//
//go:embed ecco.txt
var eccoText string

// eccoName returns the name of an ECCO code, or its family's name.
func eccoName(code string) string {
	if i := strings.Index(eccoText, "\n"+code+"\t"); i >= 0 && code != "" {
		name, _, _ := strings.Cut(eccoText[i+len(code)+2:], "\n")
		return name
	}
	if code == "" {
		return ""
	}
	return eccoFamilies[code[0]]
}

// eccoFamilies names the five families of the ECCO classification by the code's letter.
var eccoFamilies = map[byte]string{
	'A': "非中炮类开局",
	'B': "中炮对反宫马及其他",
	'C': "中炮对屏风马",
	'D': "顺炮与列炮",
	'E': "仙人指路",
}

// Opening limits: the classification looks at the first openingPlies plies and trusts a
// position reached by at least openingGames games with an ECCO tag.
const (
	openingPlies = 30
	openingGames = 3
)

// Opening classifies a game's opening: the deepest of its first 30 positions that at least three
// stored games with an ECCO tag reached decides, by the code most of them carry (so a game that
// left master play keeps the opening it left from). ok is false when no position qualifies.
func (l *Library) Opening(ctx context.Context, g *core.Game) (o Opening, ok bool, err error) {
	for ply := min(g.Len(), openingPlies); ply >= 0; ply-- {
		p := g.PositionAt(ply)
		o, ok, err := l.PositionOpening(ctx, &p)
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
		return Opening{Code: best.code, Name: eccoName(best.code), Family: eccoFamilies[best.code[0]], Games: total,
			Share: 100 * best.n / total}, true, nil
	}
	// No code has half the games (an early position, which many openings pass): the family, when
	// one has half.
	families := map[byte]int{}
	for _, c := range codes {
		families[c.code[0]] += c.n
	}
	for f, n := range families {
		if 2*n > total {
			return Opening{Code: string(f), Name: eccoFamilies[f], Family: eccoFamilies[f], Games: total, Share: 100 * n / total}, true, nil
		}
	}
	return Opening{}, false, nil
}
