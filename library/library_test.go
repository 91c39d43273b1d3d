package library

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/resources"
)

// randomGames plays n games from the start position, each move one of the first three legal moves
// in generation order, so that the games share openings and transpose into each other often.
// Each gets a result and a year.
func randomGames(seed uint64, n, plies int) []*core.PGNGame {
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []*core.PGNGame
	for i := range n {
		g := core.NewGame()
		for range 1 + rng.IntN(plies) {
			p := g.Position()
			ms := p.LegalMoves(nil)
			if len(ms) == 0 || g.Result().Over() {
				break
			}
			if err := g.Play(ms[rng.IntN(min(3, len(ms)))]); err != nil {
				panic(err)
			}
		}
		if !g.Result().Over() {
			g.SetResult(core.Result{Outcome: core.Outcome(rng.IntN(4))})
		}
		pg := &core.PGNGame{Game: g, Comments: map[int]string{}, Variations: map[int][]*core.PGNVariation{}}
		pg.Tags.Set("Red", fmt.Sprintf("红方%d", i%7))
		pg.Tags.Set("Black", fmt.Sprintf("Black %d", i%5))
		pg.Tags.Set("Event", fmt.Sprintf("Event %d", i%3))
		pg.Tags.Set("Date", fmt.Sprintf("%d.01.02", 1980+rng.IntN(30)))
		pg.Tags.Set("ECCO", fmt.Sprintf("%c%02d", 'A'+rune(i%5), i%100))
		out = append(out, pg)
	}
	return out
}

// writeFiles writes games as PGN files of perFile games each under dir.
func writeFiles(t testing.TB, dir string, games []*core.PGNGame, perFile int) {
	t.Helper()
	for i := 0; i < len(games); i += perFile {
		var b bytes.Buffer
		for _, g := range games[i:min(i+perFile, len(games))] {
			if err := core.WritePGN(&b, g, core.Chinese); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%05d.pgn", i)), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func openTemp(t testing.TB) *Library {
	t.Helper()
	l, err := Open(filepath.Join(t.TempDir(), "new folder #1 100%", "library.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// uniqueGames drops games with the same start and moves, keeping the first.
func uniqueGames(games []*core.PGNGame) []*core.PGNGame {
	seen := map[int64]bool{}
	var out []*core.PGNGame
	for _, g := range games {
		r, _ := newRecord(g, "")
		if !seen[r.hash] {
			seen[r.hash] = true
			out = append(out, g)
		}
	}
	return out
}

// bruteExplore counts, over the games, the moves played from the position with key: each game
// once per move, by its result and year.
func bruteExplore(games []*core.PGNGame, key uint64) map[core.Move]MoveStat {
	out := map[core.Move]MoveStat{}
	for _, g := range games {
		once := map[core.Move]bool{}
		year := gameYear(g)
		for i := range g.Game.Len() {
			p := g.Game.PositionAt(i)
			m := g.Game.Move(i)
			if p.Key() != key || once[m] {
				continue
			}
			once[m] = true
			s := out[m]
			s.Move = m
			s.Games++
			switch g.Game.Result().Outcome {
			case core.RedWins:
				s.RedWins++
			case core.BlackWins:
				s.BlackWins++
			case core.Draw:
				s.Draws++
			default:
				s.Unfinished++
			}
			if year != 0 && (s.FirstYear == 0 || year < s.FirstYear) {
				s.FirstYear = year
			}
			s.LastYear = max(s.LastYear, year)
			out[m] = s
		}
	}
	return out
}

// checkExplorer compares Explore with a brute-force count at every position the games reach.
func checkExplorer(t *testing.T, l *Library, games []*core.PGNGame) { checkExplorerIn(t, l, games, "") }

// checkExplorerIn is checkExplorer for one collection (games are that collection's).
func checkExplorerIn(t *testing.T, l *Library, games []*core.PGNGame, coll string) {
	t.Helper()
	ctx := t.Context()
	seen := map[uint64]bool{}
	checked := 0
	for _, g := range games {
		for i := 0; i <= g.Game.Len(); i++ {
			p := g.Game.PositionAt(i)
			if seen[p.Key()] {
				continue
			}
			seen[p.Key()] = true
			want := bruteExplore(games, p.Key())
			got, err := l.Explore(ctx, &p, coll)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("%s: %d moves, brute force %d", p.FEN(), len(got), len(want))
			}
			for k, s := range got {
				if s != want[s.Move] {
					t.Fatalf("%s: move %s: %+v, brute force %+v", p.FEN(), s.Move, s, want[s.Move])
				}
				if k > 0 && s.Games > got[k-1].Games {
					t.Fatalf("%s: not most played first", p.FEN())
				}
			}
			// "games with this position": every game that reached it, whatever the move order.
			n, err := l.Count(ctx, Filter{Position: &p, Collection: coll})
			if err != nil {
				t.Fatal(err)
			}
			if reached := countReaching(games, p.Key()); n != reached {
				t.Fatalf("%s: %d games with the position, brute force %d", p.FEN(), n, reached)
			}
			if checked%10 == 0 { // each listed game reached the position first at the ply given
				list, err := l.Games(ctx, Filter{Position: &p, Collection: coll})
				if err != nil || len(list) != n {
					t.Fatalf("%s: %d games listed, %d counted (%v)", p.FEN(), len(list), n, err)
				}
				for _, gi := range list {
					g, err := l.Game(ctx, gi.ID)
					if err != nil {
						t.Fatal(err)
					}
					for i := 0; i <= gi.Ply; i++ {
						if q := g.Game.PositionAt(i); (q.Key() == p.Key()) != (i == gi.Ply) {
							t.Fatalf("%s: game %d listed at ply %d, reached at %d", p.FEN(), gi.ID, gi.Ply, i)
						}
					}
				}
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
}

func countReaching(games []*core.PGNGame, key uint64) int {
	n := 0
	for _, g := range games {
		for i := 0; i <= g.Game.Len(); i++ {
			if p := g.Game.PositionAt(i); p.Key() == key {
				n++
				break
			}
		}
	}
	return n
}

// checkConsistent checks what a kill or a cancel must leave whole: SQLite's own structure, every
// game's full position index, and the explorer's counts equal to a recount from the index.
func checkConsistent(t *testing.T, path string) (games int) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ok string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&ok); err != nil || ok != "ok" {
		t.Fatalf("integrity_check: %q %v", ok, err)
	}
	var bad int
	if err := db.QueryRow(`SELECT count(*) FROM games g LEFT JOIN
		(SELECT game, count(*) AS n FROM positions GROUP BY game) c ON c.game = g.id
		WHERE coalesce(c.n, 0) != g.plies + 1`).Scan(&bad); err != nil || bad != 0 {
		t.Fatalf("%d games without their whole position index (%v)", bad, err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM positions WHERE game NOT IN (SELECT id FROM games)`).Scan(&bad); err != nil || bad != 0 {
		t.Fatalf("%d index rows of no game (%v)", bad, err)
	}
	// The explorer's counts: complete, for every position that has them; and every position
	// without them played from by one game at most.
	const recount = `SELECT key, coll, move, sum(result = 1), sum(result = 3), sum(result = 2), sum(result = 0), min(year), max(year)
		FROM (SELECT DISTINCT p.key, g.coll, p.move, g.id, g.result, g.year
		      FROM positions p JOIN games g ON g.id = p.game WHERE p.move != 0 AND p.key IN (SELECT key FROM moves))
		GROUP BY key, coll, move`
	if err := db.QueryRow(`SELECT count(*) FROM (SELECT * FROM moves EXCEPT ` + recount + `)`).Scan(&bad); err != nil || bad != 0 {
		t.Fatalf("%d explorer rows differ from a recount (%v)", bad, err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM (` + recount + ` EXCEPT SELECT * FROM moves)`).Scan(&bad); err != nil || bad != 0 {
		t.Fatalf("%d recounted rows missing from the explorer (%v)", bad, err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM (SELECT key FROM positions WHERE move != 0 AND key NOT IN (SELECT key FROM moves)
		GROUP BY key HAVING count(DISTINCT game) > 1)`).Scan(&bad); err != nil || bad != 0 {
		t.Fatalf("%d positions played from by several games without explorer counts (%v)", bad, err)
	}
	if err := db.QueryRow("SELECT count(*) FROM games").Scan(&games); err != nil {
		t.Fatal(err)
	}
	return games
}

func TestImportAndExplore(t *testing.T) {
	games := randomGames(1, 300, 24)
	dir := t.TempDir()
	writeFiles(t, dir, games, 7)
	l := openTemp(t)
	l.batch = 5 // several transactions
	var calls int
	st, err := l.Import(t.Context(), []string{dir}, ImportOptions{}, func(Progress) { calls++ })
	if err != nil {
		t.Fatal(err)
	}
	unique := uniqueGames(games)
	if st.Games != len(games) || st.Added != len(unique) || st.Duplicates != len(games)-len(unique) || st.Failed != 0 {
		t.Fatalf("stats %+v; %d games, %d unique", st.Progress, len(games), len(unique))
	}
	if len(unique) == len(games) || calls < 2 {
		t.Fatalf("the test wants duplicates and several batches: %d unique, %d progress calls", len(unique), calls)
	}
	checkExplorer(t, l, unique)
	checkConsistent(t, l.path)
	if err := l.Check(t.Context()); err != nil {
		t.Fatal(err)
	}

	// A second collection shares the openings: each collection's counts are its own, the total
	// both.
	more := uniqueGames(randomGames(21, 60, 24))
	var others []*core.PGNGame
	for _, g := range more {
		if !slices.ContainsFunc(unique, func(u *core.PGNGame) bool { return DuplicateKey(u) == DuplicateKey(g) }) {
			others = append(others, g)
		}
	}
	if _, _, err := l.ImportGames(t.Context(), others, "more", ImportOptions{Collection: "other"}); err != nil {
		t.Fatal(err)
	}
	checkExplorerIn(t, l, others, "other")
	checkExplorerIn(t, l, unique, Imported)
	checkExplorer(t, l, append(append([]*core.PGNGame(nil), unique...), others...))
	checkConsistent(t, l.path)

	// Importing again adds nothing.
	st, err = l.Import(t.Context(), []string{dir}, ImportOptions{}, nil)
	if err != nil || st.Added != 0 || st.Duplicates != len(games) {
		t.Fatalf("second import: %+v %v", st.Progress, err)
	}
}

func TestDuplicatesIgnoreMoveCounters(t *testing.T) {
	l := openTemp(t)
	fen := "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"
	a, err := core.ReadPGN(strings.NewReader(`[FEN "` + fen + `"]` + "\n1. K6+1 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := core.ReadPGN(strings.NewReader(`[FEN "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 12 40"]` + "\n1. K6+1 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	ids, st, err := l.ImportGames(t.Context(), append(a, b...), "test", ImportOptions{})
	if err != nil || len(ids) != 1 || st.Duplicates != 1 {
		t.Fatalf("ids %v stats %+v err %v", ids, st.Progress, err)
	}
}

func TestGameRoundTrip(t *testing.T) {
	l := openTemp(t)
	games := randomGames(2, 20, 30)
	games[0].Comments[1] = "a comment"
	ids, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{Collection: "mine"})
	if err != nil {
		t.Fatal(err)
	}
	for i, id := range ids {
		g, err := l.Game(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		want := uniqueGames(games)[i]
		if fmt.Sprint(g.Game.Moves()) != fmt.Sprint(want.Game.Moves()) || g.Game.Result().Outcome != want.Game.Result().Outcome {
			t.Fatalf("game %d: %v %v, want %v %v", id, g.Game.Moves(), g.Game.Result(), want.Game.Moves(), want.Game.Result())
		}
		if red, _ := g.Tags.Get("Red"); red != func() string { v, _ := want.Tags.Get("Red"); return v }() {
			t.Fatalf("game %d: Red %q", id, red)
		}
	}
	g, _ := l.Game(t.Context(), ids[0])
	if g.Comments[1] != "a comment" {
		t.Fatalf("comment lost: %v", g.Comments)
	}
	if _, err := l.Game(t.Context(), 99999); !errors.Is(err, errNoGame) {
		t.Fatalf("missing game: %v", err)
	}
	var b bytes.Buffer
	if err := l.Export(t.Context(), &b, ids); err != nil {
		t.Fatal(err)
	}
	back, err := core.ReadPGN(&b)
	if err != nil || len(back) != len(ids) {
		t.Fatalf("export read back %d games, %v", len(back), err)
	}
	colls, err := l.Collections(t.Context())
	if err != nil || colls["mine"] != len(ids) {
		t.Fatalf("collections %v %v", colls, err)
	}
}

func TestSearch(t *testing.T) {
	l := openTemp(t)
	games := uniqueGames(randomGames(3, 200, 16))
	if _, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	tag := func(g *core.PGNGame, name string) string { v, _ := g.Tags.Get(name); return v }
	cases := []struct {
		name string
		f    Filter
		keep func(g *core.PGNGame) bool
	}{
		{"all", Filter{}, func(*core.PGNGame) bool { return true }},
		{"player", Filter{Player: "红方3"}, func(g *core.PGNGame) bool { return tag(g, "Red") == "红方3" }},
		{"black", Filter{Black: "Black 2"}, func(g *core.PGNGame) bool { return tag(g, "Black") == "Black 2" }},
		{"event", Filter{Event: "Event 1"}, func(g *core.PGNGame) bool { return tag(g, "Event") == "Event 1" }},
		{"ecco prefix", Filter{ECCO: "B"}, func(g *core.PGNGame) bool { return strings.HasPrefix(tag(g, "ECCO"), "B") }},
		{"years", Filter{FromYear: 1990, ToYear: 1999}, func(g *core.PGNGame) bool {
			y := gameYear(g)
			return y >= 1990 && y <= 1999
		}},
		{"result", Filter{Result: core.Draw, HasResult: true}, func(g *core.PGNGame) bool { return g.Game.Result().Outcome == core.Draw }},
		{"like escapes", Filter{Player: "%"}, func(*core.PGNGame) bool { return false }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := 0
			for _, g := range games {
				if c.keep(g) {
					want++
				}
			}
			got, err := l.Games(t.Context(), c.f)
			if err != nil {
				t.Fatal(err)
			}
			n, err := l.Count(t.Context(), c.f)
			if err != nil || len(got) != want || n != want {
				t.Fatalf("%d games, count %d, want %d (%v)", len(got), n, want, err)
			}
		})
	}
	for _, o := range []Order{ByID, ByDate, ByRed, ByBlack, ByEvent, ByECCO, ByFame} {
		got, err := l.Games(t.Context(), Filter{Order: o, Limit: 10, Offset: 5})
		if err != nil || len(got) != 10 {
			t.Fatalf("order %d: %d games, %v", o, len(got), err)
		}
	}
}

// TestSearchSimplified: names and events typed in simplified characters find the master games,
// which write them in traditional ones (胡荣华 found nothing of 胡榮華's 1,957 games).
func TestSearchSimplified(t *testing.T) {
	l := openTemp(t)
	games := uniqueGames(randomGames(5, 6, 8))
	for i, g := range games {
		if i%2 == 0 {
			g.Tags.Set("Red", "胡榮華")
			g.Tags.Set("Event", "全國個人賽")
		}
	}
	if _, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	want := (len(games) + 1) / 2
	for _, f := range []Filter{{Player: "胡荣华"}, {Player: "胡榮華"}, {Red: "荣华"}, {Event: "全国个人"}, {Event: "全國個人賽"}} {
		if n, err := l.Count(t.Context(), f); err != nil || n != want {
			t.Errorf("%+v: %d games (%v), want %d", f, n, err, want)
		}
	}
	if got := traditional("胡荣华 vs 许银川, 1-0"); got != "胡榮華 vs 許銀川, 1-0" {
		t.Errorf("traditional: %q", got)
	}
}

func TestDelete(t *testing.T) {
	l := openTemp(t)
	games := uniqueGames(randomGames(4, 150, 20))
	ids, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var keep []*core.PGNGame
	var del []int64
	for i, id := range ids {
		if i%3 == 0 {
			del = append(del, id)
		} else {
			keep = append(keep, games[i])
		}
	}
	if err := l.Delete(t.Context(), del...); err != nil {
		t.Fatal(err)
	}
	if n := checkConsistent(t, l.path); n != len(keep) {
		t.Fatalf("%d games left, want %d", n, len(keep))
	}
	checkExplorer(t, l, keep)
	checkPlayers(t, l)
}

// TestMigrate makes a database of version 1 (before the explorer's table), stores games in it as
// that version did, and checks that Open migrates it: the counts rebuilt from the index agree
// with a brute-force count.
func TestMigrate(t *testing.T) {
	games := uniqueGames(randomGames(5, 120, 20))
	l := migrated(t, 1, func(old *Library) { storeAsVersion1(t, old, games) })
	checkExplorer(t, l, games)
	checkConsistent(t, l.path)
	checkPlayers(t, l)

	// A database newer than the program is refused, not touched.
	l.db.Exec(fmt.Sprintf("PRAGMA user_version = %d", schemaVersion+1))
	l.Close()
	if _, err := Open(l.path); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("newer database: %v", err)
	}
}

// migrated makes a database of the given old version, lets fill store in it what that version
// stored, and opens it with Open, which must migrate it to the current version. The library is
// closed when the test ends.
func migrated(t *testing.T, version int, fill func(old *Library)) *Library {
	t.Helper()
	path := filepath.Join(t.TempDir(), fmt.Sprintf("v%d.db", version))
	old, err := openVersion(path, version)
	if err != nil {
		t.Fatal(err)
	}
	if fill != nil {
		fill(old)
	}
	old.Close()
	l, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	var v int
	if err := l.db.QueryRow("PRAGMA user_version").Scan(&v); err != nil || v != schemaVersion {
		t.Fatalf("version %d after migrating from %d, want %d (%v)", v, version, schemaVersion, err)
	}
	return l
}

// storeAsVersion1 stores games as version 1 of the schema did: the games and their positions,
// without the explorer's counts.
func storeAsVersion1(t *testing.T, old *Library, games []*core.PGNGame) {
	t.Helper()
	for _, g := range games {
		r, err := newRecord(g, "old")
		if err != nil {
			t.Fatal(err)
		}
		var year any
		if r.year != 0 {
			year = r.year
		}
		old.db.Exec("INSERT OR IGNORE INTO collections(name) VALUES ('imported')")
		res, err := old.db.Exec(`INSERT INTO games (coll, hash, red, black, date, year, result, moves, plies, tags)
			VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.hash, r.red, r.black, r.date, year, int(r.result), r.moves, r.plies, r.tags)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := res.LastInsertId()
		for ply, k := range r.keys {
			m := core.NoMove
			if ply < r.plies {
				m = r.played[ply]
			}
			if _, err := old.db.Exec("INSERT INTO positions VALUES (?, ?, ?, ?)", int64(k), id, ply, int(m)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestDamagedFile(t *testing.T) {
	cases := []struct {
		name   string
		damage func(t *testing.T, path string)
	}{
		{"not a database", func(t *testing.T, path string) {
			os.WriteFile(path, bytes.Repeat([]byte("not sqlite "), 1000), 0o644)
		}},
		{"pages overwritten", func(t *testing.T, path string) {
			l, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := l.ImportGames(t.Context(), randomGames(6, 50, 20), "x", ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			l.Close()
			b, _ := os.ReadFile(path)
			for i := 100; i < len(b); i++ { // keep the header, break every page
				b[i] = byte(i * 7)
			}
			os.WriteFile(path, b, 0o644)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "library.db")
			c.damage(t, path)
			before, _ := os.ReadFile(path)
			l, err := Open(path)
			var d *DamagedError
			if !errors.As(err, &d) || l == nil {
				t.Fatalf("Open: %v", err)
			}
			defer l.Close()
			kept, err2 := os.ReadFile(d.Aside)
			if err2 != nil || !bytes.Equal(kept, before) {
				t.Fatalf("the damaged file was not kept at %s: %v", d.Aside, err2)
			}
			if !strings.Contains(err.Error(), d.Aside) {
				t.Fatalf("the message does not say where the file went: %v", err)
			}
			if _, _, err := l.ImportGames(t.Context(), randomGames(7, 5, 10), "x", ImportOptions{}); err != nil {
				t.Fatalf("the new library does not work: %v", err)
			}
		})
	}
}

// TestCancelImport cancels an import after its first batch: that batch stays, the one being
// written is rolled back, and the database is consistent.
func TestCancelImport(t *testing.T) {
	games := randomGames(8, 400, 20)
	dir := t.TempDir()
	writeFiles(t, dir, games, 4)
	l := openTemp(t)
	l.batch = 10
	ctx, cancel := context.WithCancel(t.Context())
	st, err := l.Import(ctx, []string{dir}, ImportOptions{}, func(p Progress) { cancel() })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled import returned %v", err)
	}
	n := checkConsistent(t, l.path)
	if n != st.Added || n == 0 || st.FilesDone >= st.Files {
		t.Fatalf("%d games stored, stats %+v", n, st.Progress)
	}
}

// TestKillDuringImport imports in a child process killed (SIGKILL) in the middle, then checks that
// the database it leaves is consistent and that importing again completes it.
func TestKillDuringImport(t *testing.T) {
	if dir := os.Getenv("CHUHE_LIBRARY_KILL_DIR"); dir != "" {
		l, err := Open(os.Getenv("CHUHE_LIBRARY_KILL_DB"))
		if err != nil {
			os.Exit(2)
		}
		l.batch = 10
		l.Import(context.Background(), []string{dir}, ImportOptions{}, nil)
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("runs a child process")
	}
	games := randomGames(9, 1500, 40)
	dir := t.TempDir()
	writeFiles(t, dir, games, 5)
	db := filepath.Join(t.TempDir(), "library.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillDuringImport$")
	cmd.Env = append(os.Environ(), "CHUHE_LIBRARY_KILL_DIR="+dir, "CHUHE_LIBRARY_KILL_DB="+db)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill it once some batches are committed and before it ends.
	killed := false
	for i := 0; i < 2000 && !killed; i++ {
		time.Sleep(10 * time.Millisecond)
		if n := committedGames(db); n >= 100 {
			cmd.Process.Kill()
			killed = true
		}
	}
	cmd.Wait()
	if !killed {
		t.Fatal("the child never committed a batch")
	}
	n := checkConsistent(t, db)
	unique := uniqueGames(games)
	if n >= len(unique) {
		t.Skipf("the child finished (%d games) before the kill", n)
	}
	l, err := Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	st, err := l.Import(t.Context(), []string{dir}, ImportOptions{}, nil)
	if err != nil || st.Added != len(unique)-n {
		t.Fatalf("re-import after the kill: %+v %v; %d stored before, %d unique", st.Progress, err, n, len(unique))
	}
	checkConsistent(t, db)
}

func committedGames(path string) int {
	if _, err := os.Stat(path); err != nil {
		return 0
	}
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(1000)")
	if err != nil {
		return 0
	}
	defer db.Close()
	var n int
	db.QueryRow("SELECT count(*) FROM games").Scan(&n)
	return n
}

func FuzzDecodeMoves(f *testing.F) {
	f.Add("", []byte{7, 25})
	f.Add("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", []byte{3, 4, 1})
	f.Fuzz(func(t *testing.T, fen string, moves []byte) {
		decodeMoves(fen, moves)
		parseTags(fen)
	})
}

func TestPackRoundTrip(t *testing.T) {
	games := uniqueGames(randomGames(10, 60, 30))
	mid, err := core.ReadPGN(strings.NewReader(`[Red "甲"]
[FEN "3k5/4a4/9/9/9/9/9/9/9/4K1R2 w - - 0 1"]
1. R3+5 *
`))
	if err != nil {
		t.Fatal(err)
	}
	games = append(games, mid...)
	var b bytes.Buffer
	if err := WritePack(&b, games); err != nil {
		t.Fatal(err)
	}
	back, err := ReadPack(bytes.NewReader(b.Bytes()))
	if err != nil || len(back) != len(games) {
		t.Fatalf("read %d games of %d: %v", len(back), len(games), err)
	}
	for i, g := range back {
		w := games[i]
		if DuplicateKey(g) != DuplicateKey(w) || g.Game.Result().Outcome != w.Game.Result().Outcome ||
			fmt.Sprint(g.Tags) != fmt.Sprint(w.Tags) {
			t.Fatalf("game %d: %v %v %v, want %v %v %v", i, g.Game.Moves(), g.Game.Result(), g.Tags, w.Game.Moves(), w.Game.Result(), w.Tags)
		}
	}
	short, err := ReadPackOpenings(bytes.NewReader(b.Bytes()), 3)
	if err != nil || len(short) != len(games) {
		t.Fatalf("read %d openings of %d games: %v", len(short), len(games), err)
	}
	for i, g := range short {
		if g.Game.Len() != min(3, games[i].Game.Len()) || g.Game.Result().Outcome != games[i].Game.Result().Outcome {
			t.Fatalf("opening %d: %v %v", i, g.Game.Moves(), g.Game.Result())
		}
	}
	var each []*core.PGNGame
	if err := ReadPackEach(bytes.NewReader(b.Bytes()), func(g *core.PGNGame) bool {
		each = append(each, g)
		return len(each) < 4
	}); err != nil || len(each) != 4 {
		t.Fatalf("ReadPackEach stopped after %d games, want 4: %v", len(each), err)
	}
	for i, g := range each {
		if DuplicateKey(g) != DuplicateKey(back[i]) {
			t.Fatalf("ReadPackEach's game %d differs from ReadPack's", i)
		}
	}
	for _, bad := range [][]byte{nil, []byte("CHUHEPK1"), []byte("CHUHEPK1garbage"), b.Bytes()[:b.Len()/2]} {
		if err := ReadPackEach(bytes.NewReader(bad), func(*core.PGNGame) bool { return true }); err == nil {
			t.Errorf("ReadPackEach accepted %d bytes", len(bad))
		}
		if _, err := ReadPack(bytes.NewReader(bad)); err == nil {
			t.Errorf("ReadPack accepted %d bytes", len(bad))
		}
	}
}

func TestEnsureMasters(t *testing.T) {
	games := uniqueGames(randomGames(11, 80, 20))
	var b bytes.Buffer
	if err := WritePack(&b, games); err != nil {
		t.Fatal(err)
	}
	l := openTemp(t)
	l.batch = 16
	st, err := l.EnsureMasters(t.Context(), b.Bytes(), nil)
	if err != nil || st.Added != len(games) {
		t.Fatalf("first use: %+v %v", st.Progress, err)
	}
	st, err = l.EnsureMasters(t.Context(), b.Bytes(), nil)
	if err != nil || st.Games != 0 {
		t.Fatalf("second use read the pack again: %+v %v", st.Progress, err)
	}
	colls, _ := l.Collections(t.Context())
	if colls[Masters] != len(games) {
		t.Fatalf("collections %v", colls)
	}
	ms, err := l.Explore(t.Context(), core.StartPosition(), Masters)
	if err != nil || len(ms) == 0 {
		t.Fatalf("explore masters: %v %v", ms, err)
	}
	checkExplorer(t, l, games)

	// A later pack with a header mended: the stored game takes it, the other games stay.
	games[0].Tags.Set("Round", "第05轮")
	b.Reset()
	if err := WritePack(&b, games); err != nil {
		t.Fatal(err)
	}
	if st, err = l.EnsureMasters(t.Context(), b.Bytes(), nil); err != nil || st.Added != 0 {
		t.Fatalf("a later pack: %+v %v", st.Progress, err)
	}
	r, _ := newRecord(games[0], "")
	var tags string
	if err := l.db.QueryRow("SELECT tags FROM games WHERE hash = ?", r.hash).Scan(&tags); err != nil || !strings.Contains(tags, "Round\t第05轮") {
		t.Errorf("the stored game's tags after a later pack: %q, %v", tags, err)
	}
}

func FuzzReadPack(f *testing.F) {
	var b bytes.Buffer
	WritePack(&b, randomGames(12, 2, 6))
	f.Add(b.Bytes())
	f.Add([]byte("CHUHEPK1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ReadPack(bytes.NewReader(data))
	})
}

// TestOpening tags games with a code made from their first move and checks that the
// classification finds it again, for the games themselves and for a new game along a known line.
func TestOpening(t *testing.T) {
	l := openTemp(t)
	games := uniqueGames(randomGames(13, 300, 16))
	code := func(g *core.Game) string {
		if g.Len() < 1 {
			return ""
		}
		return fmt.Sprintf("C%02d", int(g.Move(0))%100)
	}
	for _, g := range games {
		g.Tags.Set("ECCO", code(g.Game))
	}
	if _, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	right, classified := 0, 0
	for _, g := range games {
		o, ok, err := l.Opening(t.Context(), g.Game)
		if err != nil {
			t.Fatal(err)
		}
		if !ok || g.Game.Len() < 1 {
			continue
		}
		classified++
		if o.Code == code(g.Game) {
			right++
		}
		if o.Family != "中炮對屏風馬" || o.Share <= 0 || o.Games < openingGames {
			t.Fatalf("opening %+v", o)
		}
	}
	// The random games transpose far more than real ones (three moves to choose from at every
	// ply), so a deep shared position often mixes codes: the bar is lower than on master games.
	if classified < len(games)/2 || right*4 < classified*3 {
		t.Fatalf("%d of %d games classified right (%d games)", right, classified, len(games))
	}
	// The start position alone is reached by every game: classified by the commonest code.
	if _, ok, err := l.PositionOpening(t.Context(), core.StartPosition()); !ok || err != nil {
		t.Fatalf("start position not classified: %v", err)
	}
	for _, c := range []struct {
		code, name, simplified string
		ok                     bool
	}{
		{"C44", "中炮過河車對屏風馬平炮兌車", "中炮过河车对屏风马平炮兑车", true},
		{"A99", "非中炮類開局", "非中炮类开局", true}, // no name of its own: the family's
		{"D", "順炮與列炮", "顺炮与列炮", true},
		{"Z00", "", "", false}, {"", "", "", false}, {"C4", "", "", false}, {"CXY", "", "", false},
	} {
		o, ok := ECCO(c.code)
		if ok != c.ok || o.Name != c.name || o.Simplified != c.simplified || ok && o.Code != c.code {
			t.Errorf("ECCO(%q) = %+v, %v; want %q, %q", c.code, o, ok, c.name, c.simplified)
		}
	}
	empty := openTemp(t)
	if _, ok, err := empty.Opening(t.Context(), games[0].Game); ok || err != nil {
		t.Fatalf("an empty library classified a game: %v", err)
	}
}

// checkPlayers compares the players' game counts the triggers keep with a count over the games.
func checkPlayers(t *testing.T, l *Library) {
	t.Helper()
	count := func(q string) map[string]int {
		out := map[string]int{}
		rows, err := l.db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var n string
			var c int
			if err := rows.Scan(&n, &c); err != nil {
				t.Fatal(err)
			}
			out[n] = c
		}
		return out
	}
	want := count("SELECT name, count(*) FROM (SELECT red AS name FROM games UNION ALL SELECT black FROM games) WHERE name != '' GROUP BY name")
	if got := count("SELECT name, games FROM players"); !maps.Equal(got, want) {
		t.Fatalf("players' games %v, want %v", got, want)
	}
}

// TestByFame: the games of the players with the most games come first, for a position too.
func TestByFame(t *testing.T) {
	l := openTemp(t)
	var games []*core.PGNGame
	famous := 0
	for i, g := range uniqueGames(randomGames(6, 60, 12)) {
		// Red is "Famous" in a third of the games; the others are played by players with one game.
		red := fmt.Sprintf("Once %d", i)
		if i%3 == 0 {
			red = "Famous"
			famous++
		}
		g.Tags.Set("Red", red)
		g.Tags.Set("Black", fmt.Sprintf("Other %d", i))
		games = append(games, g)
	}
	if _, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	checkPlayers(t, l)
	for _, f := range []Filter{{Order: ByFame}, {Order: ByFame, Position: core.StartPosition()}} {
		got, err := l.Games(t.Context(), f)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(games) {
			t.Fatalf("%d games listed, want %d", len(got), len(games))
		}
		for i, g := range got {
			if (i < famous) != (g.Red == "Famous") {
				t.Fatalf("position %v: game %d is %q's; the %d games of Famous should come first", f.Position != nil, i, g.Red, famous)
			}
		}
	}
}

// TestMastersBestKnownFirst: the shipped pack lists the games of the best-known players (by their
// number of games together) first, so that the explorer's list of games reaching a position, read
// from the index in game order, is best-known first.
func TestMastersBestKnownFirst(t *testing.T) {
	games, err := ReadPackOpenings(bytes.NewReader(resources.MasterGames()), 0)
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	tag := func(g *core.PGNGame, name string) string { v, _ := g.Tags.Get(name); return v }
	for _, g := range games {
		for _, side := range []string{"Red", "Black"} {
			if n := tag(g, side); n != "" {
				count[n]++
			}
		}
	}
	prev := math.MaxInt
	for i, g := range games {
		f := count[tag(g, "Red")] + count[tag(g, "Black")]
		if f > prev {
			t.Fatalf("game %d (%s – %s) has players with %d games together, after a game with %d", i, tag(g, "Red"), tag(g, "Black"), f, prev)
		}
		prev = f
	}
}

// TestECCONamesSimplified: every code named in traditional characters is named in simplified ones
// too (genhans is run after genmasters), and no simplified name keeps a traditional character
// its traditional name changed.
func TestECCONamesSimplified(t *testing.T) {
	codes := 0
	for line := range strings.Lines(eccoText) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		code, name, _ := strings.Cut(strings.TrimSpace(line), "\t")
		simplified := eccoLookup(eccoHansText, code)
		if simplified == "" || len([]rune(simplified)) != len([]rune(name)) {
			t.Errorf("%s %s: simplified %q", code, name, simplified)
		}
		codes++
	}
	if codes < 200 || strings.Count(eccoHansText, "\n") != strings.Count(eccoText, "\n") {
		t.Errorf("%d codes; the tables have %d and %d lines", codes, strings.Count(eccoText, "\n"), strings.Count(eccoHansText, "\n"))
	}
	for _, traditional := range "過車對馬風兌邊鉤飛類開宮順與" {
		if strings.ContainsRune(eccoHansText, traditional) {
			t.Errorf("the simplified names keep %c", traditional)
		}
	}
}

// TestOpeningLeftOnAFamily: a game that leaves master play where only the family has a majority,
// no code, is not named by that family: its own move chose a branch the count does not speak for
// (1.炮二平五 卒5进1 was named "中炮對屏風馬" because most games after 1.炮二平五 are). At the
// position itself, and where a code has half the games, the classification stands.
func TestOpeningLeftOnAFamily(t *testing.T) {
	l := openTemp(t)
	line := func(moves ...string) *core.Game {
		g := core.NewGame()
		for _, s := range moves {
			p := g.Position()
			m, err := core.ParseUCIMove(&p, s)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	var games []*core.PGNGame
	add := func(code string, moves ...string) {
		g := &core.PGNGame{Game: line(moves...)}
		g.Tags.Set("ECCO", code)
		games = append(games, g)
	}
	// After 1.炮二平五: family C in 5 of 8 games, no code in half of them.
	add("C01", "h2e2", "h9g7", "b0c2")
	add("C01", "h2e2", "h9g7", "h0g2")
	add("C01", "h2e2", "h9g7", "i0i1")
	add("C02", "h2e2", "b9c7", "b0c2")
	add("C02", "h2e2", "b9c7", "h0g2")
	add("D01", "h2e2", "h7e7", "b0c2")
	add("D01", "h2e2", "h7e7", "h0g2")
	add("D01", "h2e2", "h7e7", "i0i1")
	if _, _, err := l.ImportGames(t.Context(), games, "test", ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		moves []string
		code  string // "" for none
	}{
		{[]string{"h2e2", "e6e5"}, ""},            // left on the family's majority
		{[]string{"h2e2", "e6e5", "h0g2"}, ""},    // and went on
		{[]string{"h2e2"}, "C"},                   // the position itself
		{[]string{"h2e2", "h7e7", "c3c4"}, "D01"}, // left where a code has them all
	} {
		o, ok, err := l.Opening(t.Context(), line(c.moves...))
		if err != nil {
			t.Fatal(err)
		}
		if got := map[bool]string{true: o.Code}[ok]; got != c.code {
			t.Errorf("%v: opening %q (%+v), want %q", c.moves, got, o, c.code)
		}
	}
}
