package core_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// FuzzReadPGN reads arbitrary text: no panic, and a file that is accepted is written in every
// notation and read back as the same games, and written again byte for byte alike.
func FuzzReadPGN(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{"", "*", "1. h2e2 1-0 1. c3c4 0-1", "[Event \"x\"]", "{c} 1. C2.5 {d} *",
		"1. 炮二平五 (1. 兵七进一 {x}) 马８进７ ; end\n", variationsPGN,
		"1. h2e2 (1. c3c4 {a} (1. g3g4 b9c7 (1... h9g7 $2))) h9g7 ( ) 2. h0g2 1-0", "[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 w\"]\n1. R5+8",
		"[Red \"\xba\xfa\xc8\xd9\xbb\xaa\"]\n1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 *", // GBK: 胡荣华, 炮二平五
		"[Termination \"resignation\"]\n1. h2e2 0-1",
		"1. Ｃ２＝５ Ｈ８＋７ ２．Ｈ２＋３ Ｒ９．８ １－０", "1. ＋Ｐ＋１ Ｃ２＝５", "1.炮二平五马８进７2.马二进三车９平８",
		"炮二平五馬８進７ 前车进一", "[FEN \"3k5/9/9/9/2P3P2/2P3P2/9/9/9/4K4 w\"]\n1. 前兵七平八将４进１",
		"[Variant \"xiangqi\"]\n1. Che2 {+0,10/7} Hg7 {-0.35/12 3} 2. Cxe6+ Ege7 3. Rh0h2 exe6 *",
		"1. Che3 Nhg8 2. Nhg3 Rih10 3. R1a2 Ch10+ 1-0", "1. Ra2 Ra9 2. Che3 Ra8 *", "1. Ra2 Ra8 2. Che2 *",
		"[FEN \"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1\"]\n1. Ch2-e2 Ce2",
		"[Format \"Vietnamese\"]\n1. P2-5 M8.7 2. M2.3 X9-8 3. X1/1 *", "1. P2-5 M8.7 2. Xt.1 Bg-6 Btt.1 *",
		"1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ 3. 後炮進一 *",
		"{[%csl Ge4]} 1. h2e2! $14 {x [%cal Rh2e2,Gb0c2] [%clk 0:01:00]} h9g7?! (h9g7 $2 {[%csl Ya9]}) 2. h0g2 !? *",
		"1. h2e2 {[%cal Ga1a10]} h9g7 $255 $0 ??"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := core.ReadPGN(bytes.NewReader(data))
		if err != nil {
			if _, ok := err.(*core.PGNError); !ok && len(data) <= core.MaxPGNSize {
				t.Fatalf("error %v is not a *PGNError", err)
			}
			return
		}
		// Every game makes a tree, and the tree's PGN is written and read back as the same tree.
		for _, g := range games {
			tree, err := core.TreeFromPGN(g)
			if err != nil {
				t.Fatalf("TreeFromPGN: %v", err)
			}
			pg := tree.PGN()
			var out bytes.Buffer
			if err := core.WritePGN(&out, pg, core.UCI); err != nil {
				t.Fatal(err)
			}
			back, err := core.ReadPGN(bytes.NewReader(out.Bytes()))
			if err != nil || len(back) != 1 {
				t.Fatalf("tree written, read back: %v\n%s", err, out.String())
			}
			again, err := core.TreeFromPGN(back[0])
			if err != nil {
				t.Fatal(err)
			}
			pg2 := again.PGN()
			pg2.Tags = pg.Tags
			comparePGNGames(t, "tree", pg, pg2)
		}
		for _, n := range []core.Notation{core.UCI, core.ICCS, core.WXF, core.Chinese} {
			var out bytes.Buffer
			for _, g := range games {
				if err := core.WritePGN(&out, g, n); err != nil {
					t.Fatalf("WritePGN(%s): %v", n, err)
				}
			}
			written := out.String()
			back, err := core.ReadPGN(&out)
			if err != nil {
				t.Fatalf("written in %s, read back: %v\n%s", n, err, written)
			}
			if len(back) != len(games) {
				t.Fatalf("written in %s: %d games, read back %d\n%s", n, len(games), len(back), written)
			}
			var again bytes.Buffer
			for i, g := range back {
				comparePGNGames(t, n.String()+" game", games[i], g)
				if err := core.WritePGN(&again, g, n); err != nil {
					t.Fatal(err)
				}
			}
			if again.String() != written {
				t.Fatalf("written in %s twice differs:\n%s\nthen\n%s", n, written, again.String())
			}
		}
	})
}
