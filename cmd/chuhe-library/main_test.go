package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

const games = `[Event "Test Cup"]
[Red "Hu"]
[Black "Lü"]
[Date "1999.01.02"]
[ECCO "C44"]
[Result "1-0"]

1. C2.5 H8+7 2. H2+3 R9.8 1-0

[Event "Test Cup"]
[Red "Xu"]
[Black "Hu"]
[Date "2001.05.06"]
[ECCO "B20"]
[Result "1/2-1/2"]

1. C2.5 H8+7 2. H2+3 H2+3 1/2-1/2

[Event "Other"]
[Red "Zhao"]
[Black "Wang"]
[Result "0-1"]

1. C8.5 H8+7 0-1
`

func TestCommands(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	if err := os.WriteFile(pgn, []byte(games+games), 0o644); err != nil { // each game twice
		t.Fatal(err)
	}
	db := filepath.Join(dir, "lib.db")
	cmd := func(args ...string) string {
		t.Helper()
		var out, errs bytes.Buffer
		if err := run(append([]string{"-db", db}, args...), &out, &errs); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, errs.String())
		}
		return out.String()
	}
	cases := []struct {
		name string
		args []string
		want []string
	}{
		{"import", []string{"import", dir}, []string{"6 games, 3 new, 3 duplicates"}},
		{"find by player", []string{"find", "-player", "Hu"}, []string{"Hu – Lü", "Xu – Hu", "2 of 2 games"}},
		{"find by event", []string{"find", "-event", "Other"}, []string{"Zhao – Wang", "1 of 1 games"}},
		{"find by ECCO", []string{"find", "-ecco", "C4"}, []string{"Hu – Lü", "1 of 1 games"}},
		{"find by FEN", []string{"find", "-fen", "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"},
			[]string{"(ply 2)", "2 of 2 games"}},
		{"find, best-known players first", []string{"find", "-order", "fame", "-n", "1"}, []string{"Xu – Hu", "1 of 3 games"}},
		{"find by Red's name", []string{"find", "-order", "red", "-n", "1"}, []string{"Hu – Lü", "1 of 3 games"}},
		{"explore", []string{"explore", core.StartFEN}, []string{"炮二平五  H2-E2       2 games      1     1     0", "炮八平五  B2-E2       1 games"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := cmd(c.args...)
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
	var bout, berrs bytes.Buffer
	if err := run([]string{"-db", db, "find", "-order", "size"}, &bout, &berrs); err == nil || !strings.Contains(err.Error(), `-order "size": want date, fame`) {
		t.Errorf("find in an unknown order: %v", err)
	}
	file := filepath.Join(dir, "out.pgn")
	cmd("export", "-player", "Hu", "-o", file)
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	back, err := core.ReadPGN(f)
	if err != nil || len(back) != 2 {
		t.Fatalf("exported %d games: %v", len(back), err)
	}
	var out, errs bytes.Buffer
	if err := run([]string{"-db", db, "frobnicate"}, &out, &errs); err == nil {
		t.Error("an unknown command ran")
	}
}
