package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTableIsMasters checks that ai/natural.txt is what the generator makes from the shipped
// master games (it replays them all, so not in -short).
func TestTableIsMasters(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every master game")
	}
	want, err := os.ReadFile("../../natural.txt")
	if err != nil {
		t.Fatal(err)
	}
	var made bytes.Buffer
	if err := run(&made, "../../../resources/masters.pack", 10); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(made.Bytes(), want) {
		t.Error("ai/natural.txt is not what gennatural makes from resources/masters.pack: regenerate it")
	}
}
