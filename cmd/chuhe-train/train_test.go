package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/ai/nnue"
)

// TestTrainSmoke makes a little data, trains a tiny net on it for two epochs, reads the net back
// and goes on from the checkpoint.
func TestTrainSmoke(t *testing.T) {
	dir := t.TempDir()
	dataPath, netPath := filepath.Join(dir, "d.bin"), filepath.Join(dir, "n.nnue")
	gen(t, tiny(dataPath, 200, 1))
	var out, errs bytes.Buffer
	args := []string{"train", "-o", netPath, "-hidden", "8", "-epochs", "2", "-batch", "64", "-val", "3", dataPath}
	if err := run(context.Background(), args, &out, &errs); err != nil {
		t.Fatalf("train: %v\n%s", err, errs.String())
	}
	if !strings.Contains(out.String(), "epoch 2: training loss") {
		t.Fatalf("output:\n%s", out.String())
	}
	f, err := os.Open(netPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, err := nnue.Read(f)
	if err != nil || n.H != 8 || !strings.Contains(n.Info, "chuhe-train train") {
		t.Fatalf("net %v, %v", n, err)
	}
	// eval measures the written net on the same held-out games: its integer loss is the float
	// loss train reported for its best epoch, give or take the quantisation.
	var best float64 = -1
	for _, l := range strings.Split(out.String(), "\n") {
		var ep int
		var tl, vl float64
		if _, err := fmt.Sscanf(l, "epoch %d: training loss %f, validation loss %f (best", &ep, &tl, &vl); err == nil {
			best = vl
		}
	}
	var ev bytes.Buffer
	if err := run(context.Background(), []string{"eval", "-val", "3", "-net", netPath, "-net", "builtin", dataPath}, &ev, &errs); err != nil {
		t.Fatalf("eval: %v\n%s", err, errs.String())
	}
	var got float64 = -1
	for _, l := range strings.Split(ev.String(), "\n") {
		if rest, ok := strings.CutPrefix(l, netPath+" (H=8, "); ok {
			_, after, _ := strings.Cut(rest, "loss ")
			fmt.Sscanf(after, "%f", &got)
		}
	}
	t.Logf("train %.5f, eval %.5f", best, got)
	if best <= 0 || got <= 0 || math.Abs(got-best) > 0.05*best || !strings.Contains(ev.String(), "builtin (H=128, ") {
		t.Errorf("train's best validation loss %.5f, eval's %.5f:\n%s\n%s", best, got, out.String(), ev.String())
	}
	if err := run(context.Background(), []string{"eval", "-net", filepath.Join(dir, "none.nnue"), dataPath}, io.Discard, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "none.nnue") {
		t.Errorf("eval of a missing net: %v", err)
	}
	out.Reset()
	args = []string{"train", "-o", netPath, "-resume", netPath + ".ckpt", "-epochs", "3", "-batch", "64", "-val", "3", "-hidden", "8", dataPath}
	if err := run(context.Background(), args, &out, &errs); err != nil {
		t.Fatalf("train -resume: %v\n%s", err, errs.String())
	}
	if !strings.Contains(out.String(), "epoch 3: training loss") || strings.Contains(out.String(), "epoch 1: training") {
		t.Fatalf("resumed output:\n%s", out.String())
	}
	if err := run(context.Background(), []string{"train", "-resume", dataPath, dataPath}, &out, &errs); err == nil ||
		!strings.Contains(err.Error(), "not a valid Chuhe training checkpoint") {
		t.Fatalf("a data file as checkpoint: %v", err)
	}
}
