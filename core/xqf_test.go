package core

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var xqfVersions = []byte{10, 11, 12, 13, 14, 15, 16, 17, 18}

func readXQFBytes(t *testing.T, data []byte) *PGNGame {
	t.Helper()
	g, err := ReadXQF(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("ReadXQF: %v", err)
	}
	return g
}

// xqfErr reads data, wants an *XQFError and returns its text.
func xqfErr(t *testing.T, data []byte) string {
	t.Helper()
	_, err := ReadXQF(bytes.NewReader(data))
	if err == nil {
		t.Fatal("ReadXQF: no error")
	}
	var xe *XQFError
	if !errors.As(err, &xe) {
		t.Fatalf("error %v (%T) is not an *XQFError", err, err)
	}
	return err.Error()
}

// TestReadXQFHandMade reads a version 10 file put together byte by byte from the format's
// description, independently of the test writer: the standard start, then 炮二平五 马８进７ with a
// comment, and the result "Red wins".
func TestReadXQFHandMade(t *testing.T) {
	hdr := make([]byte, 1024)
	copy(hdr, "XQ\x0a")
	// The standard start: each code is file*10+rank, Red's pieces from its left.
	copy(hdr[16:], []byte{
		0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83, // Red
		9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86, // Black
	})
	hdr[51] = 1                                     // Red wins
	copy(hdr[80:], "\x04Test")                      // title
	copy(hdr[304:], "\x06\xba\xfa\xc8\xd9\xbb\xaa") // Red: 胡荣华 in GBK
	var recs []byte
	recs = append(recs, 0x18, 0x20, 0xF0, 0xFF, 0, 0, 0, 0) // the start, a line follows
	// h2e2: from 7*10+2 = 72, to 4*10+2 = 42.
	recs = append(recs, 72+0x18, 42+0x20, 0xF0, 0, 0, 0, 0, 0)
	// h9g7: from 79, to 67; the last move, with the comment "ok".
	recs = append(recs, 79+0x18, 67+0x20, 0x00, 0, 2, 0, 0, 0, 'o', 'k')
	g := readXQFBytes(t, append(hdr, recs...))
	if got := g.Game.Moves(); len(got) != 2 || got[0].String() != "h2e2" || got[1].String() != "h9g7" {
		t.Fatalf("moves %v, want [h2e2 h9g7]", got)
	}
	start := g.Game.Start()
	if !isStandardStart(&start) || start.SideToMove() != Red {
		t.Errorf("start %s, want the standard start", start.FEN())
	}
	if g.Comments[2] != "ok" || len(g.Comments) != 1 {
		t.Errorf("comments %v, want {2: ok}", g.Comments)
	}
	if v, _ := g.Tags.Get("Red"); v != "胡荣华" {
		t.Errorf("Red %q, want 胡荣华", v)
	}
	if v, _ := g.Tags.Get("Title"); v != "Test" {
		t.Errorf("Title %q, want Test", v)
	}
	if v, _ := g.Tags.Get("Result"); v != "1-0" || g.Game.Result().Outcome != RedWins {
		t.Errorf("Result tag %q, game %v; want 1-0", v, g.Game.Result())
	}
}

// TestXQFKeyFormula checks the reader's algebraic key formula against the Pascal one for every
// byte pair.
func TestXQFKeyFormula(t *testing.T) {
	for b := 0; b < 256; b++ {
		for m := 0; m < 256; m++ {
			if got, want := xqfKey(byte(b), byte(m)), specKey(byte(b), byte(m)); got != want {
				t.Fatalf("xqfKey(%d, %d) = %d, want %d", b, m, got, want)
			}
		}
	}
}

// pgnSpec turns a game read from PGN into an XQF spec of the given version.
func pgnSpec(t *testing.T, g *PGNGame, version byte, rng *rand.Rand) *xqfSpec {
	start := g.Game.Start()
	s := &xqfSpec{version: version, rng: rng, start: &start, tags: map[string]string{},
		root: specLine(g.Game.Moves(), g.Comments)}
	if start.SideToMove() == Black {
		s.whoPlay = 1
	}
	for _, tag := range []string{"Event", "Site", "Date", "Red", "Black"} {
		if v, ok := g.Tags.Get(tag); ok && v != "" {
			s.tags[tag] = v
		}
	}
	switch g.Game.Result().Outcome {
	case RedWins:
		s.result = 1
	case BlackWins:
		s.result = 2
	case Draw:
		s.result = 3
	}
	return s
}

// TestXQFRoundTripPGNGames writes every game of the PGN test files as XQF of every version, with
// random keys, and reads it back.
func TestXQFRoundTripPGNGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	games := 0
	for _, name := range files {
		if strings.HasPrefix(filepath.Base(name), "bad_") {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		pgs, err := ReadPGN(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for gi, pg := range pgs {
			games++
			for _, v := range xqfVersions {
				for k := 0; k < 3; k++ {
					label := fmt.Sprintf("%s game %d version %d keys %d", filepath.Base(name), gi+1, v, k)
					spec := pgnSpec(t, pg, v, rng)
					g, err := ReadXQF(bytes.NewReader(writeXQF(t, spec)))
					if err != nil {
						t.Fatalf("%s: %v", label, err)
					}
					compareXQFGame(t, label, spec, pg, g)
				}
			}
		}
	}
	if games < 5 {
		t.Fatalf("only %d games in testdata/pgn", games)
	}
}

func compareXQFGame(t *testing.T, label string, spec *xqfSpec, want, got *PGNGame) {
	t.Helper()
	ws, gs := want.Game.Start(), got.Game.Start()
	if ws.FEN() != gs.FEN() {
		t.Fatalf("%s: start %s, want %s", label, gs.FEN(), ws.FEN())
	}
	if fmt.Sprint(got.Game.Moves()) != fmt.Sprint(want.Game.Moves()) {
		t.Fatalf("%s: moves %v\nwant %v", label, got.Game.Moves(), want.Game.Moves())
	}
	if fmt.Sprint(got.Comments) != fmt.Sprint(want.Comments) {
		t.Fatalf("%s: comments %v\nwant %v", label, got.Comments, want.Comments)
	}
	for tag, v := range spec.tags {
		if g, _ := got.Tags.Get(tag); g != fieldValue(t, tag, v) {
			t.Errorf("%s: %s %q, want %q", label, tag, g, fieldValue(t, tag, v))
		}
	}
	if got.Game.Result().Outcome != want.Game.Result().Outcome {
		t.Errorf("%s: result %v, want %v", label, got.Game.Result(), want.Game.Result())
	}
}

// randomTree grows a random move tree from p: up to depth plies, with a variation at about one
// point in five, and comments (some Chinese) here and there.
func randomTree(rng *rand.Rand, p Position, depth int, n *xqfSpecNode, count *int) {
	if depth == 0 || *count > 3000 {
		return
	}
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		return
	}
	branches := 1
	if rng.IntN(5) == 0 {
		branches = 2 + rng.IntN(3)
	}
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	for i := 0; i < branches && i < len(moves); i++ {
		c := &xqfSpecNode{move: moves[i]}
		switch rng.IntN(6) {
		case 0:
			c.comment = fmt.Sprintf("note %d", *count)
		case 1:
			c.comment = "好棋 " + strings.Repeat("变化", rng.IntN(40))
		}
		*count++
		n.children = append(n.children, c)
		q := p
		q.MakeMove(moves[i])
		d := depth - 1
		if i > 0 {
			d = min(d, 1+rng.IntN(12)) // variations are shorter
		}
		randomTree(rng, q, d, c, count)
	}
}

// compareTree checks the reader's tree against the spec's, node by node.
func compareTree(t *testing.T, label string, tree *xqfTree, n int32, spec *xqfSpecNode) {
	t.Helper()
	node := tree.nodes[n]
	if n != 0 {
		if m := NewMove(xqfSquare(node.from), xqfSquare(node.to)); m != spec.move {
			t.Fatalf("%s: node %d is %s, want %s", label, n, m, spec.move)
		}
	}
	if node.comment != strings.Join(strings.Fields(spec.comment), " ") {
		t.Fatalf("%s: node %d comment %q, want %q", label, n, node.comment, spec.comment)
	}
	c := node.first
	for i, sc := range spec.children {
		if c == 0 {
			t.Fatalf("%s: node %d has %d children, want %d", label, n, i, len(spec.children))
		}
		compareTree(t, label, tree, c, sc)
		c = tree.nodes[c].next
	}
	if c != 0 {
		t.Fatalf("%s: node %d has more than %d children", label, n, len(spec.children))
	}
}

// TestXQFVariations writes random trees with many variations and checks that the whole tree is
// read, and that the game is its main line with its comments.
func TestXQFVariations(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	starts := []string{StartFEN, "2bak4/4a4/4b4/9/6NRR/2B6/1rP1P4/3pB4/4p4/3K5 w", "3k5/9/9/9/9/9/9/9/4R4/4K4 b"}
	for i := 0; i < 30; i++ {
		v := xqfVersions[i%len(xqfVersions)]
		label := fmt.Sprintf("tree %d version %d", i, v)
		p := MustParseFEN(starts[i%len(starts)])
		root := &xqfSpecNode{comment: "开局 start"}
		count := 0
		randomTree(rng, *p, 60, root, &count)
		spec := &xqfSpec{version: v, rng: rng, start: p, root: root}
		data := writeXQF(t, spec)

		keys := xqfKeysOf(data[:1024])
		tree, err := readXQFTree(data, keys)
		if err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		if len(tree.nodes) != count+1 {
			t.Fatalf("%s: %d nodes, want %d", label, len(tree.nodes), count+1)
		}
		compareTree(t, label, tree, 0, root)

		g := readXQFBytes(t, data)
		var want []Move
		wantComments := map[int]string{0: "开局 start"}
		for n := root; len(n.children) > 0; {
			n = n.children[0]
			want = append(want, n.move)
			if c := strings.Join(strings.Fields(n.comment), " "); c != "" {
				wantComments[len(want)] = c
			}
		}
		if fmt.Sprint(g.Game.Moves()) != fmt.Sprint(want) {
			t.Fatalf("%s: main line %v\nwant %v", label, g.Game.Moves(), want)
		}
		if fmt.Sprint(g.Comments) != fmt.Sprint(wantComments) {
			t.Fatalf("%s: comments %v\nwant %v", label, g.Comments, wantComments)
		}
		if start := g.Game.Start(); start.FEN() != p.FEN() {
			t.Fatalf("%s: start %s, want %s", label, start.FEN(), p.FEN())
		}
		// The variations come with the game: its tree is the file's, node by node.
		ct, err := TreeFromPGN(g)
		if err != nil {
			t.Fatalf("%s: TreeFromPGN: %v", label, err)
		}
		compareCoreTree(t, label, ct.Root(), root)
	}
}

// compareCoreTree checks a game tree against the spec's, node by node.
func compareCoreTree(t *testing.T, label string, n *Node, spec *xqfSpecNode) {
	t.Helper()
	if n.Move() != spec.move && n.Parent() != nil {
		t.Fatalf("%s: node %s, want %s", label, n.Move(), spec.move)
	}
	if n.Comment() != strings.Join(strings.Fields(spec.comment), " ") {
		t.Fatalf("%s: node %s comment %q, want %q", label, n.Move(), n.Comment(), spec.comment)
	}
	ch := n.Children()
	if len(ch) != len(spec.children) {
		t.Fatalf("%s: node %s has %d children, want %d", label, n.Move(), len(ch), len(spec.children))
	}
	for i, c := range ch {
		compareCoreTree(t, label, c, spec.children[i])
	}
}

// TestXQFManyVariations has a variation at every move of a long main line, and variations inside
// variations.
func TestXQFManyVariations(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	p := *StartPosition()
	root := &xqfSpecNode{}
	n := root
	var main []Move
	for ply := 0; ply < 120; ply++ {
		moves := p.LegalMoves(nil)
		if len(moves) < 3 {
			break
		}
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		next := &xqfSpecNode{move: moves[0], comment: fmt.Sprint("main ", ply)}
		n.children = append(n.children, next)
		for _, alt := range moves[1:3] {
			v := &xqfSpecNode{move: alt, comment: "variation"}
			n.children = append(n.children, v)
			q := p
			q.MakeMove(alt)
			count := 0
			randomTree(rng, q, 8, v, &count)
		}
		main = append(main, moves[0])
		p.MakeMove(moves[0])
		n = next
	}
	for _, v := range xqfVersions {
		g := readXQFBytes(t, writeXQF(t, &xqfSpec{version: v, rng: rng, start: StartPosition(), root: root}))
		if fmt.Sprint(g.Game.Moves()) != fmt.Sprint(main) {
			t.Fatalf("version %d: main line %v\nwant %v", v, g.Game.Moves(), main)
		}
		if g.Comments[len(main)] != fmt.Sprint("main ", len(main)-1) {
			t.Fatalf("version %d: last comment %q", v, g.Comments[len(main)])
		}
	}
}

// TestXQFSideToMove: the side of the first move's piece moves first, whatever the header says;
// without a move, the header's side.
func TestXQFSideToMove(t *testing.T) {
	p := MustParseFEN("3k5/9/9/9/9/9/9/9/4R4/4K4 b")
	first := NewMove(NewSquare(3, 9), NewSquare(3, 8))
	for _, who := range []byte{0, 1} {
		g := readXQFBytes(t, writeXQF(t, &xqfSpec{version: 12, start: p, whoPlay: who,
			root: specLine([]Move{first}, nil)}))
		if s := g.Game.Start(); s.SideToMove() != Black || g.Game.Len() != 1 {
			t.Errorf("header side %d: start %s with %d moves, want Black to move and 1 move", who, s.FEN(), g.Game.Len())
		}
	}
	q := MustParseFEN("3k5/9/9/9/9/9/9/9/4R4/4K4 w")
	g := readXQFBytes(t, writeXQF(t, &xqfSpec{version: 10, start: q, whoPlay: 1}))
	if s := g.Game.Start(); s.SideToMove() != Black {
		t.Errorf("no move, header says Black: start %s", s.FEN())
	}
	// Black is in check, so Black is to move, whatever the header says.
	r := MustParseFEN("3k5/9/9/9/9/9/9/9/3R5/4K4 b")
	g = readXQFBytes(t, writeXQF(t, &xqfSpec{version: 10, start: r, whoPlay: 0}))
	if s := g.Game.Start(); s.SideToMove() != Black {
		t.Errorf("no move, Black in check, header says Red: start %s", s.FEN())
	}
}

// TestXQFIllegalMove: an illegal main-line move is an error naming its number, points and byte;
// one in a variation cuts the variation.
func TestXQFIllegalMove(t *testing.T) {
	h2e2 := NewMove(NewSquare(7, 2), NewSquare(4, 2))
	h9g7 := NewMove(NewSquare(7, 9), NewSquare(6, 7))
	bad := NewMove(NewSquare(1, 0), NewSquare(1, 4)) // b0b4: a horse does not move so
	for _, v := range []byte{10, 11, 18} {
		rng := rand.New(rand.NewPCG(uint64(v), 7))
		data := writeXQF(t, &xqfSpec{version: v, rng: rng, start: StartPosition(),
			root: specLine([]Move{h2e2, h9g7, bad}, nil)})
		msg := xqfErr(t, data)
		recordSize := 4
		if v <= 10 {
			recordSize = 8
		}
		wantAt := fmt.Sprintf("byte %d:", 1024+3*recordSize)
		if !strings.Contains(msg, "move 2 b0b4") || !strings.Contains(msg, wantAt) || !strings.Contains(msg, "horse") {
			t.Errorf("version %d: %q, want move 2 b0b4, %s and why", v, msg, wantAt)
		}
		// Read leniently, the game stops before the bad move, without a result.
		if g, err := ReadXQFLenient(bytes.NewReader(data)); g == nil || err == nil || g.Game.Len() != 2 ||
			g.Game.Result().Over() {
			t.Errorf("version %d: lenient: %v, %v; want 2 moves and the error", v, g, err)
		}

		// The same move as a variation of h9g7: cut, and the main line is read.
		root := specLine([]Move{h2e2, h9g7, NewMove(NewSquare(7, 0), NewSquare(6, 2))}, map[int]string{3: "main"})
		second := root.children[0].children[0]
		second.children = append(second.children, &xqfSpecNode{move: bad, comment: "bad",
			children: []*xqfSpecNode{{move: NewMove(NewSquare(1, 9), NewSquare(2, 7))}}},
			&xqfSpecNode{move: NewMove(NewSquare(0, 0), NewSquare(0, 1))})
		data = writeXQF(t, &xqfSpec{version: v, rng: rng, start: StartPosition(), root: root})
		g := readXQFBytes(t, data)
		if got := fmt.Sprint(g.Game.Moves()); got != "[h2e2 h9g7 h0g2]" || g.Comments[3] != "main" {
			t.Errorf("version %d: main line %s, comments %v", v, got, g.Comments)
		}
		tree, err := readXQFTree(data, xqfKeysOf(data[:1024]))
		if err != nil {
			t.Fatal(err)
		}
		start := StartPosition()
		if err := tree.check(start); err != nil || tree.cut != 1 {
			t.Fatalf("version %d: check: %v, %d cut; want 1", v, err, tree.cut)
		}
		// After the cut, h9g7 has h0g2 and a0a1 (the sibling after the bad one) as continuations.
		h := tree.nodes[tree.nodes[tree.nodes[0].first].first]
		n1 := tree.nodes[h.first]
		n2 := tree.nodes[n1.next]
		if n1.next == 0 || n2.next != 0 || xqfSquare(n2.from).String() != "a0" {
			t.Errorf("version %d: continuations after the cut: %+v %+v", v, n1, n2)
		}
	}
}

// TestXQFBadInput: every kind of broken file is an *XQFError saying what is wrong.
func TestXQFBadInput(t *testing.T) {
	game := specLine([]Move{NewMove(NewSquare(7, 2), NewSquare(4, 2)), NewMove(NewSquare(7, 9), NewSquare(6, 7))},
		map[int]string{0: "start", 1: "炮二平五", 2: "end"})
	v10 := writeXQF(t, &xqfSpec{version: 10, start: StartPosition(), root: game})
	v18 := writeXQF(t, &xqfSpec{version: 18, rng: rand.New(rand.NewPCG(8, 9)), start: StartPosition(), root: game})
	patch := func(data []byte, at int, b ...byte) []byte {
		out := bytes.Clone(data)
		copy(out[at:], b)
		return out
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not an XQF file"},
		{"PGN", []byte("[Event \"x\"]\n1. h2e2 *"), "not an XQF file"},
		{"short header", v10[:500], "byte 500: file ends inside the 1024-byte header"},
		{"no records", v10[:1024], "file ends inside a move record"},
		{"version 9", patch(v10, 2, 9), "unknown XQF version 9"},
		{"version 19", patch(v18, 2, 19), "unknown XQF version 19"},
		{"two on a point", patch(v10, 16+1, 0), "two pieces on a0: the red rook and the red horse"},
		{"king outside palace", patch(v10, 16+4, 44), "byte 20: start position: red king on e4, outside its palace"},
		{"no king", patch(v10, 16+20, 0xFF), "black has no king"},
		{"pawn behind", patch(v10, 16+11, 1), "red pawn on a1, behind its starting rank"},
		{"comment past the end", patch(v10, 1024+4, 0xFF, 0xFF, 0, 0), "byte 1028: comment length 65535 of the record at byte 1024: only"},
		{"negative comment", patch(v10, 1024+4, 0xFF, 0xFF, 0xFF, 0xFF), "comment length -1"},
		{"off-board move", patch(v10, 1024+13, 0xF0), "byte 1037: move 1: point codes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if msg := xqfErr(t, tt.data); !strings.Contains(msg, tt.want) {
				t.Errorf("%q, want %q", msg, tt.want)
			}
		})
	}
	// Every cut of a file is an error (every byte of the records is needed).
	for _, data := range [][]byte{v10, v18} {
		for n := 0; n < len(data); n++ {
			if _, err := ReadXQF(bytes.NewReader(data[:n])); err == nil {
				t.Fatalf("version %d cut to %d bytes: no error", data[2], n)
			} else if xe := (*XQFError)(nil); !errors.As(err, &xe) {
				t.Fatalf("cut to %d bytes: %v is not an *XQFError", n, err)
			}
		}
		readXQFBytes(t, data)
	}
	// Garbage piece points are an error or, by chance, a position; never a panic.
	rng := rand.New(rand.NewPCG(10, 11))
	for i := 0; i < 2000; i++ {
		data := bytes.Clone(v10)
		if i%2 == 1 {
			data = bytes.Clone(v18)
		}
		for j := 16; j < 48; j++ {
			data[j] = byte(rng.IntN(256))
		}
		ReadXQF(bytes.NewReader(data)) //nolint:errcheck // only that it returns
	}
}

// TestXQFLineTooLong: a line of more than MaxPGNPlies records is refused before its moves are
// replayed.
func TestXQFLineTooLong(t *testing.T) {
	data := writeXQF(t, &xqfSpec{version: 10, start: StartPosition()})
	data[1026] = 0xF0 // the root goes on
	rec := []byte{0x18, 0x20, 0xF0, 0, 0, 0, 0, 0}
	data = append(data, bytes.Repeat(rec, MaxPGNPlies+1)...)
	if msg := xqfErr(t, data); !strings.Contains(msg, "longer than") {
		t.Errorf("%q, want a line longer than %d moves", msg, MaxPGNPlies)
	}
}

// TestReadGameFile picks the reader by name or content.
func TestReadGameFile(t *testing.T) {
	xqf := writeXQF(t, &xqfSpec{version: 16, rng: rand.New(rand.NewPCG(12, 13)), start: StartPosition(),
		root: specLine([]Move{NewMove(NewSquare(7, 2), NewSquare(4, 2))}, nil)})
	for _, name := range []string{"game.xqf", "GAME.XQF", "game.pgn", "game"} {
		games, err := ReadGameFile(name, xqf)
		if err != nil || len(games) != 1 || games[0].Game.Len() != 1 {
			t.Errorf("%s holding XQF: %d games, %v", name, len(games), err)
		}
	}
	pgn := []byte("[Event \"x\"]\n1. h2e2 h9g7 *\n")
	games, err := ReadGameFile("game.pgn", pgn)
	if err != nil || len(games) != 1 || games[0].Game.Len() != 2 {
		t.Errorf("PGN: %d games, %v", len(games), err)
	}
	if _, err := ReadGameFile("game.xqf", pgn); err == nil || !strings.Contains(err.Error(), "not an XQF file") {
		t.Errorf("PGN text named .xqf: %v, want not an XQF file", err)
	}
}

// TestXQFWrittenAsPGN: a game read from XQF can be saved as PGN and read back.
func TestXQFWrittenAsPGN(t *testing.T) {
	p := MustParseFEN("3k5/9/9/9/9/9/9/9/4R4/4K4 b")
	g := readXQFBytes(t, writeXQF(t, &xqfSpec{version: 13, rng: rand.New(rand.NewPCG(14, 15)), start: p,
		result: 1, tags: map[string]string{"Title": "残局", "Red": "红方", "Event": "测试"},
		root: specLine([]Move{NewMove(NewSquare(3, 9), NewSquare(3, 8))}, map[int]string{1: "一步"})}))
	var b bytes.Buffer
	if err := WritePGN(&b, g, Chinese); err != nil {
		t.Fatal(err)
	}
	back, err := ReadPGN(&b)
	if err != nil || len(back) != 1 {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if back[0].Game.Len() != 1 || back[0].Comments[1] != "一步" || back[0].Game.Result().Outcome != RedWins {
		t.Errorf("read back: %v %v %v", back[0].Game.Moves(), back[0].Comments, back[0].Game.Result())
	}
	if v, _ := back[0].Tags.Get("Title"); v != "残局" {
		t.Errorf("Title %q", v)
	}
}

// TestXQFDir reads every .xqf file under $CHUHE_XQF_DIR, when it is set, and logs what it finds: a
// check against real collections, which the repository does not hold (the real files seen so far
// are under licences that do not allow keeping them here).
func TestXQFDir(t *testing.T) {
	dir := os.Getenv("CHUHE_XQF_DIR")
	if dir == "" {
		t.Skip("CHUHE_XQF_DIR is not set")
	}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".xqf") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		g, err := ReadXQF(bytes.NewReader(data))
		if err != nil {
			t.Logf("%s (version %d): %v", path, data[2], err)
			return nil
		}
		end := g.Game.Position()
		var moves []string
		for i := 0; i < g.Game.Len() && i < 6; i++ {
			p := g.Game.PositionAt(i)
			moves = append(moves, FormatMove(&p, g.Game.Move(i), Chinese))
		}
		t.Logf("%s (version %d): %v; %d moves %s…; %v; final %s", path, data[2], g.Tags, g.Game.Len(),
			strings.Join(moves, " "), g.Game.Result(), end.FEN())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
