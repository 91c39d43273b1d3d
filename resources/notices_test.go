package resources

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestVersionMatchesFyneApp: the version the About dialog shows is the packages' version.
func TestVersionMatchesFyneApp(t *testing.T) {
	b, err := os.ReadFile("../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]*)"`).FindSubmatch(b)
	if m == nil || string(m[1]) != Version {
		t.Errorf("FyneApp.toml's version %q, resources.Version %q: make them equal", m, Version)
	}
}

func TestThirdPartyNotices(t *testing.T) {
	n := ThirdPartyNotices()
	for _, want := range []string{Licence, "fyne.io/fyne/v2", "GLFW", "Noto Serif CJK", "Chinese Chess Practical Dataset"} {
		if !strings.Contains(n, want) {
			t.Errorf("the notices do not mention %q", want)
		}
	}
}
