package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/cmd/chuhe-train/internal/data"
	"github.com/chuhe-xq/chuhe/core"
)

// tiny is a configuration that makes short games quickly.
func tiny(out string, positions int64, jobs int) *genConfig {
	return &genConfig{out: out, positions: positions, nodes: 300, jobs: jobs, seed: 7, random: 4,
		balance: 300, skip: 4, maxPlies: 50, hashMB: 1, progress: time.Hour}
}

func gen(t *testing.T, c *genConfig) string {
	t.Helper()
	var out, errs bytes.Buffer
	if err := generate(context.Background(), c, &out, &errs); err != nil {
		t.Fatalf("generate: %v\n%s", err, errs.String())
	}
	return out.String() + errs.String()
}

func readRecords(t *testing.T, path string) []data.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd, err := data.NewReader(bufio.NewReader(f))
	if err != nil {
		t.Fatal(err)
	}
	var recs []data.Record
	for {
		r, err := rd.Read()
		if err == io.EOF {
			return recs
		}
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
	}
}

func TestGenerate(t *testing.T) {
	dir := t.TempDir()
	c := tiny(filepath.Join(dir, "a.bin"), 60, 2)
	gen(t, c)
	recs := readRecords(t, c.out)
	if len(recs) < 60 {
		t.Fatalf("%d records, want at least 60", len(recs))
	}
	var redResult data.Outcome // the current game's result for Red
	for i, r := range recs {
		p, err := r.Position()
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		if p.InCheck() || p.At(r.Move.To()) != core.NoPiece || r.Move == core.NoMove {
			t.Errorf("record %d is not quiet: %s, move %s", i, p.FEN(), r.Move)
		}
		if int(r.Ply) < c.skip || int(r.Ply) >= c.maxPlies {
			t.Errorf("record %d: ply %d outside %d..%d", i, r.Ply, c.skip, c.maxPlies-1)
		}
		if (r.Ply%2 == 0) != (r.Side == core.Red) {
			t.Errorf("record %d: ply %d with %s to move", i, r.Ply, r.Side)
		}
		if ai.Score(r.Score).IsMate() {
			t.Errorf("record %d: mate score %d", i, r.Score)
		}
		// Every record of a game has the same result for Red.
		red := r.Result
		if r.Side == core.Black {
			red = 2 - red
		}
		if i > 0 && !recs[i-1].Last {
			if r.Game != recs[i-1].Game || r.Ply <= recs[i-1].Ply {
				t.Errorf("record %d: game %d ply %d after game %d ply %d", i, r.Game, r.Ply, recs[i-1].Game, recs[i-1].Ply)
			}
			if red != redResult {
				t.Errorf("record %d: result for red %s, earlier %s", i, red, redResult)
			}
		} else if i > 0 && r.Game <= recs[i-1].Game {
			t.Errorf("record %d: game %d after game %d", i, r.Game, recs[i-1].Game)
		}
		redResult = red
	}
	if !recs[len(recs)-1].Last {
		t.Error("the last record does not end its game")
	}
	// Scores are search scores: not all the same, mostly moderate.
	var distinct = map[int16]bool{}
	for _, r := range recs {
		distinct[r.Score] = true
	}
	if len(distinct) < 10 {
		t.Errorf("only %d distinct scores", len(distinct))
	}

	// The check command agrees.
	var out bytes.Buffer
	if err := checkCommand([]string{c.out}, &out, io.Discard); err != nil || !strings.Contains(out.String(), "positions from") {
		t.Errorf("check: %v\n%s", err, out.String())
	}
}

// TestResume checks that a run stopped and resumed, and a file cut short and resumed, make the same
// file as one run, and with another number of jobs.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	whole := tiny(filepath.Join(dir, "whole.bin"), 80, 1)
	gen(t, whole)
	want, err := os.ReadFile(whole.out)
	if err != nil {
		t.Fatal(err)
	}

	parts := tiny(filepath.Join(dir, "parts.bin"), 30, 2)
	gen(t, parts)
	first, _ := os.ReadFile(parts.out)
	if len(first) >= len(want) || !bytes.Equal(first, want[:len(first)]) {
		t.Fatalf("the first part (%d bytes) is not a prefix of the whole (%d bytes)", len(first), len(want))
	}
	// Cut it in the middle of a record, as a kill while writing would.
	if err := os.Truncate(parts.out, int64(len(first)-data.RecordSize-7)); err != nil {
		t.Fatal(err)
	}
	parts.positions = 80
	if msg := gen(t, parts); !strings.Contains(msg, "cut") {
		t.Errorf("resuming a cut file did not say so: %s", msg)
	}
	got, _ := os.ReadFile(parts.out)
	if !bytes.Equal(got, want) {
		t.Fatalf("resumed file (%d bytes) differs from the whole run (%d bytes)", len(got), len(want))
	}
	// A file that already holds enough is left alone.
	if msg := gen(t, parts); !strings.Contains(msg, "already holds") {
		t.Errorf("no 'already holds': %s", msg)
	}

	// Other settings, or a file of another kind, are refused and the file is left as it was.
	other := tiny(parts.out, 200, 1)
	other.nodes = 301
	if err := generate(context.Background(), other, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "other settings") {
		t.Errorf("other settings: %v", err)
	}
	text := filepath.Join(dir, "text.bin")
	os.WriteFile(text, []byte("not training data at all\n"), 0o644)
	if err := generate(context.Background(), tiny(text, 10, 1), io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "not a Chuhe training data file") {
		t.Errorf("text file: %v", err)
	}
	if b, _ := os.ReadFile(text); string(b) != "not training data at all\n" {
		t.Errorf("the text file was changed: %q", b)
	}
}

// TestStop checks that a cancelled run ends promptly and leaves a file that resumes.
func TestStop(t *testing.T) {
	c := tiny(filepath.Join(t.TempDir(), "a.bin"), 1_000_000, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	var errs bytes.Buffer
	// A million positions take minutes: returning at all is the stop (how soon is no test's
	// business under -race on a busy machine), and the run says it stopped.
	if err := generate(ctx, c, io.Discard, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errs.String(), "stopped") {
		t.Errorf("no stop message: %s", errs.String())
	}
	recs := readRecords(t, c.out)
	if len(recs) > 0 && !recs[len(recs)-1].Last {
		t.Error("a stopped run left an unfinished game")
	}
}

func TestReadOpenings(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte("# lines\nh2e2 h7e7\n\nb0c2 # a comment\n"), 0o644)
	lines, hash, err := readOpenings(good)
	if err != nil || len(lines) != 2 || len(lines[0]) != 2 || len(lines[1]) != 1 || len(hash) != 16 {
		t.Fatalf("got %v %q %v", lines, hash, err)
	}
	for _, tc := range []struct{ text, want string }{
		{"h2e2 h2e2\n", ":1: "},
		{"# nothing\n", "no opening lines"},
		{"h2e2 zz\n", ":1: "},
	} {
		bad := filepath.Join(dir, "bad.txt")
		os.WriteFile(bad, []byte(tc.text), 0o644)
		if _, _, err := readOpenings(bad); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
	// Games from lines start with one of them.
	c := tiny(filepath.Join(dir, "o.bin"), 20, 1)
	c.openings, c.lines, c.linesHash = good, lines, hash
	c.random = 0
	gen(t, c)
	if recs := readRecords(t, c.out); len(recs) < 20 {
		t.Errorf("%d records", len(recs))
	}
}

func TestCommandLine(t *testing.T) {
	ctx := context.Background()
	for _, args := range [][]string{
		nil, {"nope"}, {"gen"}, {"gen", "-o"}, {"check"},
	} {
		if err := run(ctx, args, io.Discard, io.Discard); err != errUsage {
			t.Errorf("%q: %v, want the usage", args, err)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"gen", "-o", "x", "-nodes", "0"}, "-nodes"},
		{[]string{"gen", "-o", "x", "-maxplies", "70000"}, "-maxplies"},
		{[]string{"gen", "-o", "x", "-openings", "/nonexistent"}, "nonexistent"},
		{[]string{"check", "/nonexistent"}, "nonexistent"},
	} {
		if err := run(ctx, tc.args, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestGenerateWithNet checks that -net plays with the net (other games than the hand-written
// evaluation's), records it in the file's settings, and refuses to extend the file with another net
// or none.
func TestGenerateWithNet(t *testing.T) {
	dir := t.TempDir()
	hand := tiny(filepath.Join(dir, "hand.bin"), 20, 1)
	gen(t, hand)
	withNet := tiny(filepath.Join(dir, "net.bin"), 20, 1)
	var err error
	withNet.net = "builtin"
	if withNet.nn, withNet.netHash, err = loadNet("builtin"); err != nil {
		t.Fatal(err)
	}
	gen(t, withNet)
	a, _ := os.ReadFile(hand.out)
	b, _ := os.ReadFile(withNet.out)
	if bytes.Contains(a, []byte(" net=")) || !bytes.Contains(b, []byte(" net=builtin@"+withNet.netHash+";")) {
		t.Errorf("headers: %q / %q", a[16:140], b[16:180])
	}
	ra, rb := readRecords(t, hand.out), readRecords(t, withNet.out)
	same := len(ra) == len(rb)
	for i := 0; same && i < len(ra); i++ {
		same = ra[i] == rb[i]
	}
	if same {
		t.Error("the net's games are the hand-written evaluation's")
	}

	// The net written to a file is the same net: same hash, and the file is extended.
	n, _ := nnue.Default()
	enc, _ := n.Encode()
	path := filepath.Join(dir, "x.nnue")
	os.WriteFile(path, enc, 0o644)
	if _, h, err := loadNet(path); err != nil || h != withNet.netHash {
		t.Errorf("the net from a file: hash %s, %v; want %s", h, err, withNet.netHash)
	}
	// No net, or another net, on the net's file is refused.
	none := tiny(withNet.out, 40, 1)
	if err := generate(context.Background(), none, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "other settings") {
		t.Errorf("no net on a net's file: %v", err)
	}
	other := tiny(withNet.out, 40, 1)
	other.net, other.nn, other.netHash = path, n, "0123456789abcdef"
	if err := generate(context.Background(), other, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "other settings") {
		t.Errorf("another net: %v", err)
	}
	// A file that is not a net is refused with its name.
	bad := filepath.Join(dir, "bad.nnue")
	os.WriteFile(bad, []byte("CHUHE-NN but not really"), 0o644)
	if err := run(context.Background(), []string{"gen", "-o", filepath.Join(dir, "y.bin"), "-net", bad}, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), "bad.nnue") {
		t.Errorf("a bad net: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "y.bin")); err == nil {
		t.Error("a bad net left a data file")
	}
}
