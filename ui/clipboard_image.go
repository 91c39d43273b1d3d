package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// Fyne's clipboard holds text only, so a picture goes to the clipboard through the system's own
// means: on Linux the clipboard programs of Wayland (wl-copy) and X11 (xclip), which read the PNG
// on their standard input; on macOS AppleScript, and on Windows PowerShell, which read it from a
// file. Each runs with a time limit, off the UI goroutine.

// clipCommand is one way to put a PNG on the clipboard: a program and its arguments, and whether it
// reads the picture on its standard input (else from the file named in its arguments).
type clipCommand struct {
	args  []string
	stdin bool
}

// imageClipCommands are the ways to try, in order, on system goos with environment getenv, for the
// PNG in file.
func imageClipCommands(goos string, getenv func(string) string, file string) []clipCommand {
	switch goos {
	case "darwin":
		script := fmt.Sprintf(`set the clipboard to (read (POSIX file %q) as «class PNGf»)`, file)
		return []clipCommand{{args: []string{"osascript", "-e", script}}}
	case "windows":
		ps := "Add-Type -AssemblyName System.Windows.Forms; Add-Type -AssemblyName System.Drawing; " +
			"[System.Windows.Forms.Clipboard]::SetImage([System.Drawing.Image]::FromFile('" +
			strings.ReplaceAll(file, "'", "''") + "'))"
		return []clipCommand{{args: []string{"powershell", "-NoProfile", "-STA", "-Command", ps}}}
	}
	var out []clipCommand
	if getenv("WAYLAND_DISPLAY") != "" {
		out = append(out, clipCommand{args: []string{"wl-copy", "--type", "image/png"}, stdin: true})
	}
	return append(out, clipCommand{args: []string{"xclip", "-selection", "clipboard", "-t", "image/png", "-i"}, stdin: true})
}

// errNoImageClipboard is the error when no way to copy a picture is installed.
var errNoImageClipboard = errors.New("no program to put a picture on the clipboard was found (on Linux, install xclip or wl-clipboard)")

// copyImage puts the PNG data on the clipboard, writing it to a file in dir for the systems that
// read it from one.
func copyImage(ctx context.Context, data []byte, dir string) error {
	file := filepath.Join(dir, "chuhe-position.png")
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		if err := os.WriteFile(file, data, 0o644); err != nil {
			return err
		}
	}
	var last error = errNoImageClipboard
	for _, cc := range imageClipCommands(runtime.GOOS, os.Getenv, file) {
		if _, err := exec.LookPath(cc.args[0]); err != nil {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		cmd := exec.CommandContext(cctx, cc.args[0], cc.args[1:]...)
		if cc.stdin {
			cmd.Stdin = bytes.NewReader(data)
		}
		// xclip forks to serve the clipboard, keeping the output pipes open: wait for them briefly.
		cmd.WaitDelay = 2 * time.Second
		out, err := cmd.CombinedOutput()
		cancel()
		if err == nil {
			return nil
		}
		last = fmt.Errorf("%s: %v %s", cc.args[0], err, strings.TrimSpace(string(out)))
	}
	return last
}
