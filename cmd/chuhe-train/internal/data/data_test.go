package data

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
)

// randomGames plays n games of random legal moves (at most 150 plies each) and returns a record for
// every position with a legal move, the move played as its best move.
func randomGames(t testing.TB, n int, seed uint64) []Record {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []Record
	var buf [128]core.Move
	for game := range n {
		g := core.NewGame()
		first := len(out)
		for g.Len() < 150 && !g.Result().Over() {
			p := g.Position()
			legal := p.LegalMoves(buf[:0])
			m := legal[rng.IntN(len(legal))]
			var r Record
			r.SetPosition(&p)
			r.Score = int16(rng.IntN(2*MaxScore+1) - MaxScore)
			r.Ply = uint16(g.Len())
			r.Move = m
			r.Game = uint32(game)
			out = append(out, r)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		res := g.Result().Outcome
		for i := first; i < len(out); i++ {
			out[i].Result = OutcomeFor(res, out[i].Side)
		}
		out[len(out)-1].Last = true
	}
	return out
}

func encodeFile(t testing.TB, info string, recs []Record) []byte {
	t.Helper()
	var b bytes.Buffer
	w, err := NewWriter(&b, info)
	if err != nil {
		t.Fatal(err)
	}
	for i := range recs {
		if err := w.Write(&recs[i]); err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
	}
	return b.Bytes()
}

func TestRoundTrip(t *testing.T) {
	recs := randomGames(t, 6, 1)
	file := encodeFile(t, "test nodes=1", recs)
	if want := int(Header{Info: "test nodes=1"}.Size()) + RecordSize*len(recs); len(file) != want {
		t.Fatalf("file of %d bytes, want %d", len(file), want)
	}
	rd, err := NewReader(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	if h := rd.Header(); h.Version != Version || h.Info != "test nodes=1" {
		t.Errorf("header %+v", h)
	}
	for i := range recs {
		r, err := rd.Read()
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		if r != recs[i] {
			t.Fatalf("record %d: got %+v, want %+v", i, r, recs[i])
		}
		p, err := r.Position()
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		if got, want := p.FEN(), r.FEN(); got != want {
			t.Fatalf("record %d: FEN %s, want %s", i, got, want)
		}
	}
	if _, err := rd.Read(); err != io.EOF {
		t.Errorf("after the last record: %v, want io.EOF", err)
	}
}

// TestStartRecord pins the encoding of the start position, so that a change to the format shows.
func TestStartRecord(t *testing.T) {
	var r Record
	r.SetPosition(core.StartPosition())
	r.Result, r.Score, r.Ply, r.Game, r.Last = Draw, -17, 3, 0x01020304, true
	r.Move = core.NewMove(core.NewSquare(7, 2), core.NewSquare(4, 2)) // h2e2
	var b [RecordSize]byte
	if err := r.Encode(&b); err != nil {
		t.Fatal(err)
	}
	want := []byte{
		0xff, 0x01, 0x08, 0xaa, 0x0a, 0x00, 0x40, 0x55, 0x41, 0x00, 0xfe, 0x03, // occupancy
		0x45, 0x23, 0x21, 0x43, 0x65, 0x76, 0x77, 0x77, // RNBAKABNR CC PPPPP
		0xff, 0xff, 0xef, 0xde, 0xbc, 0x9a, 0xba, 0xdc, // ppppp cc rnbakabnr
		0x0a,       // Red to move, a draw, the game's last record
		0x00,       // halfmove clock
		0xef, 0xff, // score -17
		0x03, 0x00, // ply 3
		0x19, 0x0b, // h2e2: point 25 | point 22<<7
		0x04, 0x03, 0x02, 0x01, // game
	}
	if !bytes.Equal(b[:], want) {
		t.Errorf("start record\n got % x\nwant % x", b, want)
	}
	if got, err := Decode(b[:]); err != nil || got != r {
		t.Errorf("decoded %+v, %v", got, err)
	}
}

func TestEncodeErrors(t *testing.T) {
	base := func() Record {
		var r Record
		r.SetPosition(core.StartPosition())
		return r
	}
	for _, tc := range []struct {
		name string
		edit func(*Record)
		want string
	}{
		{"no red king", func(r *Record) { r.Board[4] = core.NoPiece }, "no red king"},
		{"two black kings", func(r *Record) { r.Board[45] = core.MakePiece(core.Black, core.King) }, "more than 1 black king"},
		{"six pawns", func(r *Record) { r.Board[45] = core.MakePiece(core.Red, core.Pawn) }, "more than 5 red pawns"},
		{"bad code", func(r *Record) { r.Board[45] = 8 }, "not a piece"},
		{"score", func(r *Record) { r.Score = MaxScore + 1 }, "score"},
		{"result", func(r *Record) { r.Result = 3 }, "result"},
		{"side", func(r *Record) { r.Side = 2 }, "side"},
		{"move from empty", func(r *Record) { r.Move = core.NewMove(Square(40), Square(41)) }, "no red piece"},
		{"move off board", func(r *Record) { r.Move = core.Move(0x0101) }, "off the board"},
		{"takes own", func(r *Record) { r.Move = core.NewMove(Square(0), Square(1)) }, "takes its own piece"},
	} {
		r := base()
		tc.edit(&r)
		var b [RecordSize]byte
		err := r.Encode(&b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	var r Record
	r.SetPosition(core.StartPosition())
	r.Move = core.NewMove(Square(25), Square(22))
	var good [RecordSize]byte
	if err := r.Encode(&good); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(b []byte)
		want string
	}{
		{"padding bit", func(b []byte) { b[11] |= 0x40 }, "beyond point 89"},
		{"extra point", func(b []byte) { b[5] |= 0x02 }, "more than 32 points"},
		{"code 0", func(b []byte) { b[12] = 0x40 }, "piece code 0"},
		{"missing point", func(b []byte) { b[0] &^= 1 }, "only 31 points"},
		{"code 8", func(b []byte) { b[12] = 0x38 }, "piece code 8"},
		{"unused code", func(b []byte) { b[0] = 0; b[27] |= 0x10 }, ""},
		{"flags", func(b []byte) { b[28] = 0x10 }, "reserved bits"},
		{"result 3", func(b []byte) { b[28] = 6 }, "result 3"},
		{"score", func(b []byte) { b[30], b[31] = 0x00, 0x80 }, "score -32768"},
		{"move bits", func(b []byte) { b[35] |= 0x40 }, "reserved bits"},
		{"move point", func(b []byte) { b[34], b[35] = 0x7f, 0x00 }, "not two different points"},
		{"move of black", func(b []byte) { b[28] = 1 }, "no black piece"},
	} {
		b := good
		tc.edit(b[:])
		_, err := Decode(b[:])
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	if _, err := Decode(good[:39]); err == nil {
		t.Error("a short record decoded")
	}
}

func TestReaderErrors(t *testing.T) {
	recs := randomGames(t, 1, 2)[:3]
	file := encodeFile(t, "x", recs)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "empty file"},
		{"short header", file[:10], "header cut short: 10 of 16"},
		{"short info", file[:16], "info cut short"},
		{"magic", append([]byte("CHUHE-XX"), file[8:]...), "not a Chuhe training data file"},
		{"text", []byte("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9"), "not a Chuhe training data file"},
		{"version", append(append([]byte(Magic), 2, 0), file[10:]...), "format version 2"},
		{"record size", append(append([]byte(Magic), 1, 0, 41, 0), file[12:]...), "record size 41"},
		{"info size", append(append([]byte(Magic), 1, 0, 40, 0, 0xff, 0xff, 0, 0), file[16:]...), "info of 65535 bytes"},
		{"info utf8", append(append([]byte(Magic), 1, 0, 40, 0, 1, 0, 0, 0), 0xff), "not UTF-8"},
	} {
		_, err := NewReader(bytes.NewReader(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	// A record cut short, and a bad record, are named by number.
	rd, err := NewReader(bytes.NewReader(file[:len(file)-5]))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := rd.Read(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := rd.Read(); err == nil || !strings.Contains(err.Error(), "record 2 cut short: 35 of 40") || !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("cut record: %v", err)
	}
	bad := bytes.Clone(file)
	bad[len(bad)-RecordSize+28] = 0xff
	rd, _ = NewReader(bytes.NewReader(bad))
	rd.Read()
	rd.Read()
	if _, err := rd.Read(); err == nil || !strings.Contains(err.Error(), "record 2: flags") {
		t.Errorf("bad record: %v", err)
	}
}

// memFile is a File in memory.
type memFile struct{ b []byte }

func (f *memFile) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(f.b)) {
		return 0, io.EOF
	}
	n := copy(p, f.b[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (f *memFile) Truncate(size int64) error {
	if size < 0 || size > int64(len(f.b)) {
		return errors.New("bad truncate")
	}
	f.b = f.b[:size]
	return nil
}

func (f *memFile) Stat() (os.FileInfo, error) { return memInfo(len(f.b)), nil }

type memInfo int64

func (m memInfo) Name() string       { return "mem" }
func (m memInfo) Size() int64        { return int64(m) }
func (m memInfo) Mode() os.FileMode  { return 0 }
func (m memInfo) ModTime() time.Time { return time.Time{} }
func (m memInfo) IsDir() bool        { return false }
func (m memInfo) Sys() any           { return nil }

func TestResume(t *testing.T) {
	recs := randomGames(t, 3, 3)
	for i := range recs {
		recs[i].Game += 7 // games need not start at 0
	}
	file := encodeFile(t, "info", recs)
	hs := Header{Info: "info"}.Size()
	lastOf := func(game uint32) int64 {
		n := int64(0)
		for i, r := range recs {
			if r.Game <= game {
				n = int64(i) + 1
			}
		}
		return n
	}

	f := &memFile{b: bytes.Clone(file)}
	st, err := Resume(f)
	if err != nil || st.Records != int64(len(recs)) || st.NextGame != 10 || st.Cut != 0 || st.Size != int64(len(file)) {
		t.Fatalf("whole file: %+v, %v", st, err)
	}

	// Cut in the middle of the third game's fifth record: the third game goes.
	cut := hs + (lastOf(8)+4)*RecordSize + 13
	f = &memFile{b: bytes.Clone(file[:cut])}
	st, err = Resume(f)
	if err != nil || st.Records != lastOf(8) || st.NextGame != 9 || st.Cut != cut-st.Size || int64(len(f.b)) != st.Size {
		t.Fatalf("cut file: %+v, %v (len %d)", st, err, len(f.b))
	}
	// The result reads back as the first two games.
	rd, err := NewReader(bytes.NewReader(f.b))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for ; ; n++ {
		r, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil || r != recs[n] {
			t.Fatalf("record %d after the cut: %v", n, err)
		}
	}
	if int64(n) != lastOf(8) {
		t.Errorf("%d records after the cut, want %d", n, lastOf(8))
	}

	// Inside the first game: nothing is left but the header.
	f = &memFile{b: bytes.Clone(file[:hs+3*RecordSize])}
	if st, err = Resume(f); err != nil || st.Records != 0 || st.NextGame != 0 || st.Size != hs {
		t.Errorf("first game cut: %+v, %v", st, err)
	}
	// A header alone, and a header cut short.
	if st, err = Resume(&memFile{b: bytes.Clone(file[:hs])}); err != nil || st.Records != 0 || st.Cut != 0 {
		t.Errorf("header alone: %+v, %v", st, err)
	}
	if _, err = Resume(&memFile{b: bytes.Clone(file[:hs-1])}); err == nil {
		t.Error("a cut header resumed")
	}
	// A bad record in the unfinished game is an error, and nothing is cut.
	bad := bytes.Clone(file[:cut])
	bad[hs+(lastOf(8)+1)*RecordSize+28] = 0xf0
	f = &memFile{b: bad}
	if _, err = Resume(f); err == nil || !strings.Contains(err.Error(), "reserved bits") || len(f.b) != len(bad) {
		t.Errorf("bad record: %v (len %d of %d)", err, len(f.b), len(bad))
	}
}

// FuzzReader reads arbitrary bytes as a file: errors, never a panic; a record that decodes encodes
// to the same bytes, and its position either passes core's checks or fails with an error; Resume on
// the same bytes keeps a prefix of them that ends with a game's last record (it checks only the
// records it walks back over, so it may keep records the reader refuses).
func FuzzReader(f *testing.F) {
	// Small seeds: the fuzzer minimises every new input, at a cost that grows with its size.
	recs := randomGames(f, 2, 4)
	first := recs[:4]
	first[3].Last = true
	file := encodeFile(f, "gen nodes=5000", append(first, recs[len(recs)-3:]...))
	f.Add(file)
	f.Add(file[:len(file)-7])
	f.Add(file[:20])
	f.Add([]byte(Magic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		rd, err := NewReader(bytes.NewReader(b))
		var good int64
		if err == nil {
			for {
				r, err := rd.Read()
				if err != nil {
					break
				}
				var enc [RecordSize]byte
				if err := r.Encode(&enc); err != nil {
					t.Fatalf("record %d decoded but does not encode: %v", good, err)
				}
				off := rd.Header().Size() + good*RecordSize
				if !bytes.Equal(enc[:], b[off:off+RecordSize]) {
					t.Fatalf("record %d encodes to % x, read from % x", good, enc, b[off:off+RecordSize])
				}
				r.Position()
				good++
			}
		}
		m := &memFile{b: bytes.Clone(b)}
		st, rerr := Resume(m)
		if (err == nil) != (rerr == nil) && err != nil {
			t.Fatalf("Resume accepted a header the reader refused: %v", err)
		}
		if rerr == nil {
			hs := st.Header.Size()
			if st.Size != int64(len(m.b)) || !bytes.Equal(m.b, b[:st.Size]) || st.Size != hs+st.Records*RecordSize {
				t.Fatalf("Resume kept %d records (%d bytes, header %d) of %d bytes", st.Records, st.Size, hs, len(b))
			}
			if st.Records > 0 {
				r, err := Decode(m.b[st.Size-RecordSize:])
				if err != nil || !r.Last || r.Game+1 != st.NextGame {
					t.Fatalf("Resume kept a last record %+v, %v (next game %d)", r, err, st.NextGame)
				}
			}
		}
	})
}

func BenchmarkDecode(b *testing.B) {
	recs := randomGames(b, 1, 5)
	file := encodeFile(b, "", recs)[Header{}.Size():]
	b.SetBytes(RecordSize)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(recs)
		if _, err := Decode(file[k*RecordSize : (k+1)*RecordSize]); err != nil {
			b.Fatal(err)
		}
	}
}
