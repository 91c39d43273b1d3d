package core_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

const samplePuzzles = `# a comment

rook-mate | mate 1 | 1 | 3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1 | a0a8 a0d0 | Rook and king | 车帅联手
rook-win | win | 2 | 5k3/9/9/9/9/9/9/9/9/R3K4 w | - | - | 单车胜将
hold | draw | 3 | 4k4/4a4/9/9/9/9/9/9/9/R3K4 b | e9d9 | Hold on | -
`

func TestReadPuzzles(t *testing.T) {
	pz, err := core.ReadPuzzles(strings.NewReader(samplePuzzles))
	if err != nil {
		t.Fatal(err)
	}
	if len(pz) != 3 {
		t.Fatalf("%d puzzles", len(pz))
	}
	if pz[0].Goal != core.GoalMate || pz[0].MateIn != 1 || len(pz[0].Moves) != 2 || pz[0].TitleZh != "车帅联手" {
		t.Errorf("first: %+v", pz[0])
	}
	if pz[1].Title != "" || pz[1].FEN != "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1" || pz[1].Moves != nil {
		t.Errorf("second: %+v", pz[1])
	}
	for i, want := range []string{"Red to move and mate in 1", "Red to move and win", "Black to move and draw"} {
		if got := pz[i].GoalText(); got != want {
			t.Errorf("GoalText %q, want %q", got, want)
		}
		if _, err := pz[i].Position(); err != nil {
			t.Error(err)
		}
	}
	var buf bytes.Buffer
	if err := core.WritePuzzles(&buf, pz); err != nil {
		t.Fatal(err)
	}
	again, err := core.ReadPuzzles(&buf)
	if err != nil || len(again) != 3 || again[2].String() != pz[2].String() {
		t.Fatalf("round trip: %v %v", again, err)
	}
}

func TestReadPuzzlesErrors(t *testing.T) {
	const fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w"
	tests := []struct{ name, line, want string }{
		{"fields", "a | win | 1 | " + fen, "fields"},
		{"id", "a b | win | 1 | " + fen + " | - | - | -", "id"},
		{"goal", "a | lose | 1 | " + fen + " | - | - | -", "goal"},
		{"mate length", "a | mate 0 | 1 | " + fen + " | a0a8 | - | -", "mate's length"},
		{"level", "a | win | 9 | " + fen + " | - | - | -", "level"},
		{"fen", "a | win | 1 | 9/9 w | - | - | -", "FEN"},
		{"no legal move", "a | win | 1 | 3k5/R8/9/9/9/9/9/9/9/4K4 b | - | - | -", "no legal move"},
		{"illegal move", "a | mate 1 | 1 | " + fen + " | a0b1 | - | -", "a0b1"},
		{"twice", "a | mate 1 | 1 | " + fen + " | a0a8 a0a8 | - | -", "twice"},
		{"mate without moves", "a | mate 1 | 1 | " + fen + " | - | - | -", "no first move"},
		{"duplicate id", "a | win | 1 | " + fen + " | - | - | -\na | win | 1 | " + fen + " | - | - | -", "already used on line 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := core.ReadPuzzles(strings.NewReader(tc.line))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "line") {
				t.Errorf("error %v, want one naming the line and %q", err, tc.want)
			}
		})
	}
}

// FuzzReadPuzzles: no input panics, and what is read is written back to text that reads the same.
func FuzzReadPuzzles(f *testing.F) {
	f.Add(samplePuzzles)
	f.Add("a | mate 2 | 5 | " + core.StartFEN + " | h2e2 | x | y")
	f.Fuzz(func(t *testing.T, text string) {
		pz, err := core.ReadPuzzles(strings.NewReader(text))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := core.WritePuzzles(&buf, pz); err != nil {
			t.Fatal(err)
		}
		again, err := core.ReadPuzzles(bytes.NewReader(buf.Bytes()))
		if err != nil || len(again) != len(pz) {
			t.Fatalf("%q written as %q reads back as %v, %v", text, buf.String(), again, err)
		}
		for i := range pz {
			if again[i].String() != pz[i].String() {
				t.Fatalf("%q became %q", pz[i].String(), again[i].String())
			}
		}
	})
}
