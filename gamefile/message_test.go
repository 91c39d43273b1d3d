package gamefile

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/internal/msgformats"
)

// TestMessageFormatsListed reads the package's sources: every format given to msg and every
// sentence given to unsupported (and the others table's) is in MessageFormats, for a UI's
// translation tests; and an unsupported file's error still wraps ErrUnsupported.
func TestMessageFormatsListed(t *testing.T) {
	calls, err := msgformats.Calls(".", map[string]int{"msg": 0, "unsupported": 0})
	if err != nil {
		t.Fatal(err)
	}
	listed := MessageFormats()
	for _, c := range calls {
		if c.Literal && !slices.Contains(listed, c.Format) {
			t.Errorf("%s: %q is not in messageFormats", c.Pos, c.Format)
		}
	}
	for _, o := range others {
		if !slices.Contains(listed, o.what) {
			t.Errorf("%q (others) is not in messageFormats", o.what)
		}
	}
	_, err = Read("x.zip", []byte("PK\x03\x04 rest"))
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "a ZIP archive") {
		t.Errorf("a ZIP file: %v", err)
	}
}
