package extengine

import (
	"os"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/internal/fakeengine"
)

// TestMain lets the test binary act as one of the fake engines.
func TestMain(m *testing.M) {
	fakeengine.Main()
	os.Exit(m.Run())
}

// fakeConfig is a Config starting this test binary as the fake engine kind.
func fakeConfig(t *testing.T, kind string) Config {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	t.Setenv(fakeengine.Env, kind)
	return Config{Path: exe, StartTimeout: 3 * time.Second}
}
