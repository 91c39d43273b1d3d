package main

import (
	"bytes"
	"context"
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
