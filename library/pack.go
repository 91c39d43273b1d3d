package library

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"slices"

	"github.com/chuhe-xq/chuhe/core"
)

// A pack is a compact file of games: the master collection shipped with Chuhe is one. It holds
// each game's tags, start position, result and moves, nothing else (no comments), deflated:
//
//	"CHUHEPK1"
//	deflate(
//	  uvarint n, then n strings (uvarint length, UTF-8): every tag name and value, once
//	  uvarint games, then for each game:
//	    uvarint tags, then each tag's name and value as indexes into the strings
//	    uvarint start: index of the start FEN in the strings ("" for the standard start)
//	    byte result (core.Outcome)
//	    uvarint plies, then each move as its index among the legal moves sorted by value
//	)
//
// A move is one byte because it is an index among the position's legal moves sorted by their
// value (not in move-generation order, which may change): about half the size of from and to,
// and it deflates better.
const packMagic = "CHUHEPK1"

// Limits that keep a broken or hostile pack from using unbounded memory.
const (
	maxPackStrings = 1 << 22
	maxPackString  = 4096
	maxPackGames   = 1 << 22
	maxPackTags    = 64
	maxPackPlies   = 4096
)

// WritePack writes games as a pack. Comments and variations are left out.
func WritePack(w io.Writer, games []*core.PGNGame) error {
	index := map[string]int{"": 0}
	strs := []string{""}
	intern := func(s string) int {
		i, ok := index[s]
		if !ok {
			i = len(strs)
			index[s] = i
			strs = append(strs, s)
		}
		return i
	}
	var body []byte
	body = binary.AppendUvarint(body, uint64(len(games)))
	var buf []core.Move
	for _, g := range games {
		if g == nil || g.Game == nil {
			return errors.New("pack: no game")
		}
		if len(g.Tags) > maxPackTags {
			return fmt.Errorf("pack: %d tags, at most %d", len(g.Tags), maxPackTags)
		}
		body = binary.AppendUvarint(body, uint64(len(g.Tags)))
		for _, t := range g.Tags {
			if len(t.Name) > maxPackString || len(t.Value) > maxPackString {
				return fmt.Errorf("pack: tag %q longer than %d bytes", t.Name, maxPackString)
			}
			body = binary.AppendUvarint(body, uint64(intern(t.Name)))
			body = binary.AppendUvarint(body, uint64(intern(t.Value)))
		}
		start := g.Game.Start()
		fen := ""
		if f := start.FEN(); f != core.StartFEN {
			fen = f
		}
		body = binary.AppendUvarint(body, uint64(intern(fen)))
		body = append(body, byte(g.Game.Result().Outcome))
		if g.Game.Len() > maxPackPlies {
			return fmt.Errorf("pack: %d moves, at most %d", g.Game.Len(), maxPackPlies)
		}
		body = binary.AppendUvarint(body, uint64(g.Game.Len()))
		for i := range g.Game.Len() {
			p := g.Game.PositionAt(i)
			buf = sortedLegal(&p, buf[:0])
			k := slices.Index(buf, g.Game.Move(i))
			if k < 0 {
				return fmt.Errorf("pack: move %d is not legal", i+1)
			}
			body = append(body, byte(k))
		}
	}
	if len(strs) > maxPackStrings || len(games) > maxPackGames {
		return errors.New("pack: too many games")
	}
	var head []byte
	head = binary.AppendUvarint(head, uint64(len(strs)))
	for _, s := range strs {
		head = binary.AppendUvarint(head, uint64(len(s)))
		head = append(head, s...)
	}
	if _, err := io.WriteString(w, packMagic); err != nil {
		return err
	}
	zw, err := flate.NewWriter(w, flate.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(head); err != nil {
		return err
	}
	if _, err := zw.Write(body); err != nil {
		return err
	}
	return zw.Close()
}

// sortedLegal appends p's legal moves to buf sorted by value.
func sortedLegal(p *core.Position, buf []core.Move) []core.Move {
	buf = p.LegalMoves(buf)
	slices.SortFunc(buf, func(a, b core.Move) int { return cmp.Compare(a, b) })
	return buf
}

// packGame is a game as a pack holds it, before its moves are replayed.
type packGame struct {
	tags   core.PGNTags
	fen    string
	result core.Outcome
	moves  []byte // indexes among sorted legal moves
}

// readPackGames reads a pack's games without replaying their moves.
func readPackGames(r io.Reader) ([]packGame, error) {
	magic := make([]byte, len(packMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != packMagic {
		return nil, errors.New("pack: not a Chuhe game pack")
	}
	br := bufio.NewReader(flate.NewReader(r))
	bad := func(what string, err error) error {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return fmt.Errorf("pack: %s: %w", what, err)
	}
	uv := func(limit uint64, what string) (int, error) {
		v, err := binary.ReadUvarint(br)
		if err != nil {
			return 0, bad(what, err)
		}
		if v > limit {
			return 0, fmt.Errorf("pack: %s %d, at most %d", what, v, limit)
		}
		return int(v), nil
	}
	n, err := uv(maxPackStrings, "strings")
	if err != nil {
		return nil, err
	}
	strs := make([]string, 0, min(n, 1<<16))
	var sb []byte
	for range n {
		l, err := uv(maxPackString, "string length")
		if err != nil {
			return nil, err
		}
		sb = slices.Grow(sb[:0], l)[:l]
		if _, err := io.ReadFull(br, sb); err != nil {
			return nil, bad("string", err)
		}
		strs = append(strs, string(sb))
	}
	str := func(what string) (string, error) {
		i, err := uv(uint64(max(len(strs)-1, 0)), what)
		if err != nil || len(strs) == 0 {
			return "", cmp.Or(err, errors.New("pack: no strings"))
		}
		return strs[i], nil
	}
	games, err := uv(maxPackGames, "games")
	if err != nil {
		return nil, err
	}
	out := make([]packGame, 0, min(games, 1<<16))
	for range games {
		var g packGame
		nt, err := uv(maxPackTags, "tags")
		if err != nil {
			return nil, err
		}
		for range nt {
			name, err := str("tag name")
			if err != nil {
				return nil, err
			}
			value, err := str("tag value")
			if err != nil {
				return nil, err
			}
			g.tags = append(g.tags, core.PGNTag{Name: name, Value: value})
		}
		if g.fen, err = str("start"); err != nil {
			return nil, err
		}
		res, err := br.ReadByte()
		if err != nil {
			return nil, bad("result", err)
		}
		if res > byte(core.Draw) {
			return nil, fmt.Errorf("pack: result %d", res)
		}
		g.result = core.Outcome(res)
		plies, err := uv(maxPackPlies, "moves")
		if err != nil {
			return nil, err
		}
		g.moves = make([]byte, plies)
		if _, err := io.ReadFull(br, g.moves); err != nil {
			return nil, bad("moves", err)
		}
		out = append(out, g)
	}
	return out, nil
}

// game replays a pack game's moves.
func (pg *packGame) game(buf []core.Move) (*core.PGNGame, error) {
	return pg.prefix(buf, len(pg.moves))
}

// prefix replays a pack game's first plies moves; the game keeps its result.
func (pg *packGame) prefix(buf []core.Move, plies int) (*core.PGNGame, error) {
	fen := pg.fen
	if fen == "" {
		fen = core.StartFEN
	}
	g, err := core.NewGameFromFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("pack: %w", err)
	}
	for i, k := range pg.moves[:min(plies, len(pg.moves))] {
		p := g.Position()
		buf = sortedLegal(&p, buf[:0])
		if int(k) >= len(buf) {
			return nil, fmt.Errorf("pack: move %d: index %d of %d legal moves", i+1, k, len(buf))
		}
		if err := g.Play(buf[k]); err != nil {
			return nil, fmt.Errorf("pack: move %d: %w", i+1, err)
		}
	}
	if pg.result != core.Ongoing && g.Result().Outcome != pg.result {
		g.SetResult(core.Result{Outcome: pg.result})
	}
	return &core.PGNGame{Tags: pg.tags, Game: g, Comments: map[int]string{}, Variations: map[int][]*core.PGNVariation{}}, nil
}

// ReadPack reads every game of a pack.
func ReadPack(r io.Reader) ([]*core.PGNGame, error) { return ReadPackOpenings(r, maxPackPlies) }

// ReadPackOpenings reads every game of a pack with only its first plies moves (and its result):
// what an opening book needs, several times faster than the whole games.
func ReadPackOpenings(r io.Reader, plies int) ([]*core.PGNGame, error) {
	pgs, err := readPackGames(r)
	if err != nil {
		return nil, err
	}
	out := make([]*core.PGNGame, 0, len(pgs))
	var buf []core.Move
	for i := range pgs {
		g, err := pgs[i].prefix(buf, plies)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		out = append(out, g)
	}
	return out, nil
}

// ReadPackEach reads a pack and gives its games to yield one at a time, in the pack's order, each
// replayed only when its turn comes; it stops when yield returns false. A reader that wants the
// first few games of a large pack pays for those alone.
func ReadPackEach(r io.Reader, yield func(*core.PGNGame) bool) error {
	pgs, err := readPackGames(r)
	if err != nil {
		return err
	}
	var buf []core.Move
	for i := range pgs {
		g, err := pgs[i].prefix(buf, maxPackPlies)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		if !yield(g) {
			return nil
		}
	}
	return nil
}

// isPack reports whether data starts like a pack.
func isPack(data []byte) bool { return bytes.HasPrefix(data, []byte(packMagic)) }

// ReadPackGameWhere reads a pack and returns one of its games that keep accepts, chosen by pick
// among them (pick modulo their number), with only that game's moves replayed: a cheap way to serve
// one game of a large pack. keep sees each game's header, result and number of plies. It returns
// nil when no game is accepted.
func ReadPackGameWhere(r io.Reader, pick uint64, keep func(tags core.PGNTags, result core.Outcome, plies int) bool) (*core.PGNGame, error) {
	pgs, err := readPackGames(r)
	if err != nil {
		return nil, err
	}
	var ok []int
	for i := range pgs {
		if keep == nil || keep(pgs[i].tags, pgs[i].result, len(pgs[i].moves)) {
			ok = append(ok, i)
		}
	}
	if len(ok) == 0 {
		return nil, nil
	}
	return pgs[ok[pick%uint64(len(ok))]].game(nil)
}

// HeldOut reports whether g is among the one game in every that a measurement holds out of what
// is made from the master games (ai/natural.txt is made from the others, cmd/chuhe-levels measures
// on these). The split depends only on the game's moves, not on the pack's order, so that it stays
// the same when the pack is rewritten in another order.
func HeldOut(g *core.Game, every int) bool {
	if every <= 0 {
		return false
	}
	h := fnv.New64a()
	var b [2]byte
	for i := range g.Len() {
		m := g.Move(i)
		b[0], b[1] = byte(m.From()), byte(m.To())
		h.Write(b[:])
	}
	return h.Sum64()%uint64(every) == 0
}
