package ui

import (
	"strings"
	"testing"
)

func TestImageClipCommands(t *testing.T) {
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	for _, tc := range []struct {
		name, goos string
		vars       map[string]string
		want       string // the programs, in order
		stdin      bool
	}{
		{"X11", "linux", nil, "xclip", true},
		{"Wayland", "linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, "wl-copy xclip", true},
		{"macOS", "darwin", nil, "osascript", false},
		{"Windows", "windows", nil, "powershell", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmds := imageClipCommands(tc.goos, env(tc.vars), "/tmp/it's.png")
			var names []string
			for _, c := range cmds {
				names = append(names, c.args[0])
				if c.stdin != tc.stdin {
					t.Errorf("%s reads stdin: %v", c.args[0], c.stdin)
				}
				if !c.stdin && !strings.Contains(strings.Join(c.args, " "), "it") {
					t.Errorf("%s does not name the file: %q", c.args[0], c.args)
				}
			}
			if got := strings.Join(names, " "); got != tc.want {
				t.Errorf("programs %q, want %q", got, tc.want)
			}
		})
	}
}
