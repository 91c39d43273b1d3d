package picture

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// TestDocsPictures writes the pictures in docs/ from testdata/annotated.pgn: the last position
// with its drawing as a PNG, the game as a GIF. It runs only when CHUHE_DOCS_PICTURES names the
// folder to write to (CHUHE_DOCS_PICTURES=../docs go test -run DocsPictures ./picture).
func TestDocsPictures(t *testing.T) {
	dir := os.Getenv("CHUHE_DOCS_PICTURES")
	if dir == "" {
		t.Skip("CHUHE_DOCS_PICTURES not set")
	}
	f, err := os.Open(filepath.Join("testdata", "annotated.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := core.ReadPGN(f)
	if err != nil {
		t.Fatal(err)
	}
	tree, err := core.TreeFromPGN(games[0])
	if err != nil {
		t.Fatal(err)
	}
	g, nodes := tree.MainLine()
	shapes := make([][]core.Shape, len(nodes))
	for i, n := range nodes {
		shapes[i] = n.Shapes()
	}
	pt, err := NewPainter(Options{Width: 640})
	if err != nil {
		t.Fatal(err)
	}
	png, err := os.Create(filepath.Join(dir, "annotated-position.png"))
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if err := WritePNG(png, pt, &p, g.Move(g.Len()-1), shapes[len(shapes)-1]); err != nil {
		t.Fatal(err)
	}
	if err := png.Close(); err != nil {
		t.Fatal(err)
	}
	small, err := NewPainter(Options{Width: 360})
	if err != nil {
		t.Fatal(err)
	}
	gif, err := os.Create(filepath.Join(dir, "annotated-game.gif"))
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteGIF(gif, small, g, time.Second, shapes); err != nil {
		t.Fatal(err)
	}
	if err := gif.Close(); err != nil {
		t.Fatal(err)
	}
}
