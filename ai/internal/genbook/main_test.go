package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
)

const (
	packPath = "../../../resources/masters.pack"
	bookPath = "../../book.txt"
)

// TestBookIsMasters checks that ai/book.txt is what the generator makes from the shipped master
// games, and that every move of it was played by masters in its position.
func TestBookIsMasters(t *testing.T) {
	book, err := os.ReadFile(bookPath)
	if err != nil {
		t.Fatal(err)
	}
	if !testing.Short() { // making the book replays every master game once more
		var made bytes.Buffer
		if err := run(&made, io.Discard, packPath, 20, 6, 0.02, 0.35); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(made.Bytes(), book) {
			t.Error("ai/book.txt is not what genbook makes from resources/masters.pack: regenerate it")
		}
	}
	f, err := os.Open(packPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := library.ReadPackOpenings(f, 20) // the book is 20 plies deep
	if err != nil {
		t.Fatal(err)
	}
	played := map[edge]bool{}
	for _, g := range games {
		for i := range g.Game.Len() {
			p := g.Game.PositionAt(i)
			played[edge{p.Key(), g.Game.Move(i)}] = true
		}
	}
	checked := 0
	for line := range strings.SplitSeq(string(book), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		g := core.NewGame()
		for _, s := range f[1:] {
			p := g.Position()
			m, err := core.ParseUCIMove(&p, s)
			if err != nil {
				t.Fatal(err)
			}
			if !played[edge{p.Key(), m}] {
				t.Fatalf("line %q: %s was never played by masters in %s", line, s, p.FEN())
			}
			g.Play(m)
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d book moves checked", checked)
	}
}
