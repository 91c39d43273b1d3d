package gamefile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// checkRead is what every reader must give for any input: no panic, games whose moves and
// variations make a tree, and problems whose kept games are among the games.
func checkRead(t *testing.T, f *File, err error) {
	if err != nil && f == nil {
		return
	}
	games := map[*core.PGNGame]bool{}
	for _, g := range f.Games {
		if g == nil || g.Game == nil {
			t.Fatal("a nil game")
		}
		if _, err := core.TreeFromPGN(g); err != nil {
			t.Fatalf("a game whose tree does not build: %v", err)
		}
		games[g] = true
	}
	for _, p := range f.Problems {
		if p.Err == nil || p.Kept != nil && !games[p.Kept] {
			t.Fatalf("problem %v: no error, or a kept game not among the games", p)
		}
	}
}

// seed adds the testdata files of the given extensions.
func seed(f *testing.F, exts ...string) {
	for _, ext := range exts {
		files, err := filepath.Glob(filepath.Join("testdata", "*"+ext))
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
	}
}

// FuzzRead reads any bytes as a file of any name: the format is sniffed from the content.
func FuzzRead(f *testing.F) {
	seed(f, ".pgn", ".txt", ".wxf", ".ubb", ".html", ".cbf", ".che")
	f.Add(sampleCBR(f, "t"))
	f.Add(cblBytes("l", sampleCBR(f, "a")))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read("game", data)
		checkRead(t, file, err)
	})
}

// FuzzReadDhtmlXQ reads any text as DhtmlXQ.
func FuzzReadDhtmlXQ(f *testing.F) {
	seed(f, ".ubb", ".html")
	f.Add([]byte("[DhtmlXQ_binit]0899999939[/DhtmlXQ_binit][DhtmlXQ_move_0_1_1]7747[/DhtmlXQ_move_0_1_1][DhtmlXQ_move_1_1_2]7062[/DhtmlXQ_move_1_1_2]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readDhtmlXQ(string(data))
		checkRead(t, file, err)
	})
}

// FuzzReadCBF reads any text as CBF.
func FuzzReadCBF(f *testing.F) {
	seed(f, ".cbf")
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readCBF(string(data))
		checkRead(t, file, err)
	})
}

// FuzzReadCBR reads any bytes as a CBR record.
func FuzzReadCBR(f *testing.F) {
	f.Add(sampleCBR(f, "t"))
	f.Add(cbrBytes(f, cbrSpec{board: startBoard, redToMove: true, steps: []cbrStep{{3, "h2", "e2", "x"}, {1, "b2", "e2", ""}}}))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readCBR(data)
		checkRead(t, file, err)
	})
}

// FuzzReadCBL reads any bytes as a CBL library.
func FuzzReadCBL(f *testing.F) {
	f.Add(cblBytes("l", sampleCBR(f, "a"), cbrBytes(f, cbrSpec{title: "h"}), sampleCBR(f, "b")))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readCBL(data)
		checkRead(t, file, err)
	})
}

// FuzzReadCHE reads any bytes as a QQ象棋 file.
func FuzzReadCHE(f *testing.F) {
	seed(f, ".che")
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readCHE(data)
		checkRead(t, file, err)
	})
}

// FuzzReadWXF reads any text as a WXF file.
func FuzzReadWXF(f *testing.F) {
	seed(f, ".wxf")
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readWXF(string(data))
		checkRead(t, file, err)
	})
}

// FuzzReadMoveList reads any text as a move list.
func FuzzReadMoveList(f *testing.F) {
	seed(f, ".txt")
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := readMoveList(string(data))
		checkRead(t, file, err)
	})
}
