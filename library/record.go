package library

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// record is a game as the database stores it, with the position keys the index needs.
type record struct {
	hash                    int64
	red, black, event, site string
	date                    string
	year                    int // 0: unknown
	result                  core.Outcome
	ecco, opening           string
	fen                     string // '' for the standard start
	moves                   []byte
	plies                   int
	tags                    string
	pgn                     string // '' unless the game has comments or variations
	source                  string
	keys                    []uint64    // keys[i]: the position before move i; keys[plies] the last
	played                  []core.Move // played[i]: move i
}

// newRecord makes the record of a game read from source.
func newRecord(g *core.PGNGame, source string) (*record, error) {
	if g == nil || g.Game == nil {
		return nil, errors.New("no game")
	}
	start := g.Game.Start()
	r := &record{source: source, plies: g.Game.Len(), result: g.Game.Result().Outcome}
	startFEN := start.FEN()
	if startFEN != core.StartFEN {
		r.fen = startFEN
	}
	tag := func(name string) string { v, _ := g.Tags.Get(name); return strings.TrimSpace(v) }
	r.red, r.black, r.event, r.site, r.date = tag("Red"), tag("Black"), tag("Event"), tag("Site"), tag("Date")
	r.ecco, r.opening = tag("ECCO"), tag("Opening")
	if v := tag("Variation"); v != "" && r.opening != "" {
		r.opening += "，" + v
	}
	r.date, r.year = GameDate(r.event, r.date)
	var tb strings.Builder
	for _, t := range g.Tags {
		tb.WriteString(clean(t.Name) + "\t" + clean(t.Value) + "\n")
	}
	r.tags = tb.String()

	r.moves = make([]byte, 0, 2*r.plies)
	r.keys = make([]uint64, r.plies+1)
	r.played = g.Game.Moves()
	for i, m := range r.played {
		p := g.Game.PositionAt(i)
		r.keys[i] = p.Key()
		r.moves = append(r.moves, squareByte(m.From()), squareByte(m.To()))
	}
	last := g.Game.Position()
	r.keys[r.plies] = last.Key()

	r.hash = hashGame(startFEN, r.moves)

	if len(g.Comments) > 0 || len(g.Variations) > 0 {
		var sb strings.Builder
		if err := core.WritePGN(&sb, g, core.Chinese); err != nil {
			return nil, err
		}
		r.pgn = sb.String()
	}
	return r, nil
}

// DuplicateKey returns the number by which the library recognises two copies of a game: the same
// start position (the FEN's move counters aside: the same game is often written with different
// ones) and the same moves. Headers and comments do not count.
func DuplicateKey(g *core.PGNGame) int64 {
	start := g.Game.Start()
	moves := make([]byte, 0, 2*g.Game.Len())
	for _, m := range g.Game.Moves() {
		moves = append(moves, squareByte(m.From()), squareByte(m.To()))
	}
	return hashGame(start.FEN(), moves)
}

func hashGame(startFEN string, moves []byte) int64 {
	h := sha256.New()
	fields := strings.Fields(startFEN)
	h.Write([]byte(fields[0] + " " + fields[1] + "\n"))
	h.Write(moves)
	return int64(binary.LittleEndian.Uint64(h.Sum(nil)))
}

// clean keeps a tag's text on one line of the tags column.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

func squareByte(s core.Square) byte { return byte(s.File() + 9*s.Rank()) }

func byteSquare(b byte) (core.Square, error) {
	if b >= 90 {
		return core.NoSquare, fmt.Errorf("square %d off the board", b)
	}
	return core.NewSquare(int(b)%9, int(b)/9), nil
}

// decodeMoves replays stored moves from a start FEN (” for the standard start).
func decodeMoves(fen string, moves []byte) (*core.Game, error) {
	if fen == "" {
		fen = core.StartFEN
	}
	g, err := core.NewGameFromFEN(fen)
	if err != nil {
		return nil, err
	}
	if len(moves)%2 != 0 {
		return nil, errors.New("odd length of moves")
	}
	for i := 0; i < len(moves); i += 2 {
		from, err := byteSquare(moves[i])
		if err != nil {
			return nil, err
		}
		to, err := byteSquare(moves[i+1])
		if err != nil {
			return nil, err
		}
		if err := g.Play(core.NewMove(from, to)); err != nil {
			return nil, fmt.Errorf("move %d: %w", i/2+1, err)
		}
	}
	return g, nil
}

// parseTags reads the tags column.
func parseTags(s string) core.PGNTags {
	var t core.PGNTags
	for line := range strings.SplitSeq(s, "\n") {
		name, value, ok := strings.Cut(line, "\t")
		if ok && name != "" {
			t = append(t, core.PGNTag{Name: name, Value: value})
		}
	}
	return t
}
