package core

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"
)

// FuzzReadXQF reads arbitrary bytes: no panic, every error an *XQFError, and a game that is read
// is written as PGN and read back with the same moves.
func FuzzReadXQF(f *testing.F) {
	rng := rand.New(rand.NewPCG(20, 21))
	line := []Move{NewMove(NewSquare(7, 2), NewSquare(4, 2)), NewMove(NewSquare(7, 9), NewSquare(6, 7)),
		NewMove(NewSquare(7, 0), NewSquare(6, 2))}
	for _, v := range []byte{10, 11, 12, 18} {
		root := specLine(line, map[int]string{0: "开局", 2: "note"})
		root.children = append(root.children, &xqfSpecNode{move: NewMove(NewSquare(2, 3), NewSquare(2, 4)),
			comment: "变着", children: []*xqfSpecNode{{move: NewMove(NewSquare(7, 9), NewSquare(6, 7))}}})
		f.Add(writeXQF(f, &xqfSpec{version: v, rng: rng, start: StartPosition(), result: 3,
			tags: map[string]string{"Title": "模糊测试", "Red": "红"}, root: root}))
		f.Add(writeXQF(f, &xqfSpec{version: v, rng: rng, start: MustParseFEN("3k5/9/9/9/9/9/9/9/4R4/4K4 b"),
			root: specLine([]Move{NewMove(NewSquare(3, 9), NewSquare(3, 8))}, nil)}))
	}
	f.Add([]byte("XQ"))
	f.Add([]byte("[Event \"x\"]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ReadXQF(bytes.NewReader(data))
		if err != nil {
			var xe *XQFError
			if !errors.As(err, &xe) && len(data) <= MaxXQFSize {
				t.Fatalf("error %v is not an *XQFError", err)
			}
			return
		}
		var b bytes.Buffer
		if err := WritePGN(&b, g, ICCS); err != nil {
			t.Fatalf("WritePGN: %v", err)
		}
		back, err := ReadPGN(&b)
		if err != nil || len(back) != 1 {
			t.Fatalf("read back: %v\n%s", err, b.String())
		}
		if back[0].Game.Len() != g.Game.Len() {
			t.Fatalf("read back %d moves, want %d", back[0].Game.Len(), g.Game.Len())
		}
	})
}
