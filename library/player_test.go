package library

import (
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// TestPlayerGames stores games against the levels, reads them back oldest first after reopening
// the library, and refuses a game without a valid score, colour or level.
func TestPlayerGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lib.db")
	l, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 12, 6, 5, 0, 0, 0, time.UTC)
	games := []PlayerGame{
		{Played: t0.Add(time.Hour), Level: 7, LevelRating: 1100, Color: core.Black, Score: 0.5, Opening: "B00 中炮", Plies: 80,
			Rating: 1210.5, RD: 250, Vol: 0.06},
		{Played: t0, Level: 6, LevelRating: 1000, Adaptive: true, Color: core.Red, Score: 1, Plies: 61,
			Rating: 1200, RD: 280, Vol: 0.06},
	}
	for i := range games {
		id, err := l.AddPlayerGame(t.Context(), games[i])
		if err != nil {
			t.Fatal(err)
		}
		games[i].ID = id
	}
	for _, bad := range []PlayerGame{
		{Played: t0, Level: 3, Color: core.Red, Score: 0.3},
		{Played: t0, Level: 0, Color: core.Red, Score: 1},
		{Played: t0, Level: 3, Color: core.Color(5), Score: 1},
	} {
		if _, err := l.AddPlayerGame(t.Context(), bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	l.Close()
	l, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	got, err := l.PlayerGames(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	want := []PlayerGame{games[1], games[0]}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, want)
	}
}

// TestMigratePlayerGames opens a library of version 4 (before the player's games) and checks that
// it is migrated with its games kept and the player's table empty and usable.
func TestMigratePlayerGames(t *testing.T) {
	l := migrated(t, 4, func(old *Library) {
		if _, err := old.db.Exec("INSERT INTO meta VALUES ('masters', 'x')"); err != nil {
			t.Fatal(err)
		}
	})
	var meta string
	if err := l.db.QueryRow("SELECT value FROM meta WHERE name = 'masters'").Scan(&meta); err != nil || meta != "x" {
		t.Errorf("meta after migrating: %q, %v", meta, err)
	}
	if gs, err := l.PlayerGames(t.Context()); err != nil || len(gs) != 0 {
		t.Errorf("player's games after migrating: %v, %v", gs, err)
	}
	if _, err := l.AddPlayerGame(t.Context(), PlayerGame{Played: time.Now(), Level: 1, Color: core.Red, Score: 0}); err != nil {
		t.Error(err)
	}
}

// TestMigrateLadderLevels: games against the full engine — level 20 of the twenty-level ladder
// (rated 3300), level 26 of the 26-level one, level 28 of the 28-level one, level 27 of the 27-level
// one — are against level 26, the full engine of this ladder of 26, and so are those against the
// rungs taken away (the 28-level ladder's 26 and 27, of 2 500 000 and 5 000 000 nodes, and the
// 27-level ladder's 26); the other games keep theirs.
func TestMigrateLadderLevels(t *testing.T) {
	for _, c := range []struct {
		version int
		games   []PlayerGame
		want    []int
	}{
		{6, []PlayerGame{{Level: 20, LevelRating: 3300}, {Level: 19, LevelRating: 2920}, {Level: 7, LevelRating: 1120}}, []int{26, 19, 7}},
		{7, []PlayerGame{{Level: 26, LevelRating: 3990}, {Level: 25, LevelRating: 3720}, {Level: 20, LevelRating: 2980}}, []int{26, 25, 20}},
		{9, []PlayerGame{{Level: 28, LevelRating: 4020}, {Level: 27, LevelRating: 3950}, {Level: 26, LevelRating: 3880}, {Level: 21, LevelRating: 3150}},
			[]int{26, 26, 26, 21}},
		{11, []PlayerGame{{Level: 27, LevelRating: 3940}, {Level: 26, LevelRating: 3850}, {Level: 25, LevelRating: 3780}, {Level: 1, LevelRating: 400}},
			[]int{26, 26, 25, 1}},
	} {
		l := migrated(t, c.version, func(old *Library) {
			for _, g := range c.games {
				g.Played, g.Color = time.Now(), core.Red
				if _, err := old.AddPlayerGame(t.Context(), g); err != nil {
					t.Fatal(err)
				}
			}
		})
		gs, err := l.PlayerGames(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		var levels []int
		for _, g := range gs {
			levels = append(levels, g.Level)
		}
		if !slices.Equal(levels, c.want) {
			t.Errorf("version %d: levels after migrating: %v, want %v", c.version, levels, c.want)
		}
		// A game against level 20 or 25 played after migrating keeps its level.
		for _, n := range []int{20, 25} {
			if _, err := l.AddPlayerGame(t.Context(), PlayerGame{Played: time.Now(), Level: n, LevelRating: 3000, Color: core.Black}); err != nil {
				t.Fatal(err)
			}
		}
		if gs, err = l.PlayerGames(t.Context()); err != nil {
			t.Fatal(err)
		}
		var after []int
		for _, g := range gs[len(gs)-2:] {
			after = append(after, g.Level)
		}
		if !slices.Equal(after, []int{20, 25}) {
			t.Errorf("version %d: games added after migrating have levels %v, want [20 25]", c.version, after)
		}
	}
}
