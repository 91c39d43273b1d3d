//go:build !windows && !darwin

package ui

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestChooserArgs checks what zenity and kdialog are asked for each kind of request: one file,
// several files, a folder, a file to save.
func TestChooserArgs(t *testing.T) {
	games := fileFilter{name: "Games", exts: []string{"pgn"}}
	cases := []struct {
		r             fileRequest
		zenity, kdlg  []string
		zenityNo, kNo []string
	}{
		{r: fileRequest{title: "Open", folder: "/g", filter: games},
			zenity:   []string{"--file-selection", "--filename=/g/", "--file-filter=Games | *.pgn *.PGN"},
			kdlg:     []string{"--getopenfilename", "/g", "*.pgn *.PGN|Games"},
			zenityNo: []string{"--multiple", "--directory", "--save"}, kNo: []string{"--multiple"}},
		{r: fileRequest{title: "Import", folder: "/g", filter: games, many: true},
			zenity:   []string{"--multiple", "--separator=\n", "--file-filter=Games | *.pgn *.PGN"},
			kdlg:     []string{"--multiple", "--separate-output", "--getopenfilename"},
			zenityNo: []string{"--directory"}},
		{r: fileRequest{title: "Folder", folder: "/g", filter: games, dir: true},
			zenity: []string{"--directory", "--filename=/g/"}, kdlg: []string{"--getexistingdirectory", "/g"},
			zenityNo: []string{"--multiple", "--file-filter=Games | *.pgn *.PGN"}, kNo: []string{"*.pgn *.PGN|Games"}},
		{r: fileRequest{title: "Save", folder: "/g", name: "a.pgn", filter: games, save: true, many: true},
			zenity: []string{"--save", "--confirm-overwrite", "--filename=/g/a.pgn"}, kdlg: []string{"--getsavefilename", "/g/a.pgn"},
			zenityNo: []string{"--multiple"}, kNo: []string{"--multiple"}},
	}
	for _, c := range cases {
		z, k := zenityArgs(c.r), kdialogArgs(c.r)
		for _, a := range c.zenity {
			if !slices.Contains(z, a) {
				t.Errorf("%s: zenity %q lacks %q", c.r.title, z, a)
			}
		}
		for _, a := range c.zenityNo {
			if slices.Contains(z, a) {
				t.Errorf("%s: zenity %q has %q", c.r.title, z, a)
			}
		}
		for _, a := range c.kdlg {
			if !slices.Contains(k, a) {
				t.Errorf("%s: kdialog %q lacks %q", c.r.title, k, a)
			}
		}
		for _, a := range c.kNo {
			if slices.Contains(k, a) {
				t.Errorf("%s: kdialog %q has %q", c.r.title, k, a)
			}
		}
	}
}

// TestRunChooser runs a stand-in dialog program: the paths it prints, one a line, are the choice;
// its exit status 1 is a cancel; another failure hands over to Fyne's dialog.
func TestRunChooser(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	script := func(body string) string {
		p := filepath.Join(dir, "dlg"+strings.Repeat("x", len(body)%7)+".sh")
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ctx := context.Background()
	paths, ok, err := runChooser(exec.CommandContext(ctx, script(`printf '/a/one.pgn\n/a/two words.xqf\n'`)))
	if !ok || err != nil || !slices.Equal(paths, []string{"/a/one.pgn", "/a/two words.xqf"}) {
		t.Errorf("two files: %q %v %v", paths, ok, err)
	}
	paths, ok, err = runChooser(exec.CommandContext(ctx, script(`exit 1`)))
	if !ok || err != nil || len(paths) != 0 {
		t.Errorf("cancel: %q %v %v", paths, ok, err)
	}
	paths, ok, _ = runChooser(exec.CommandContext(ctx, script(`echo broken >&2; exit 3`)))
	if ok || len(paths) != 0 {
		t.Errorf("a failed program must hand over to Fyne's dialog: %q %v", paths, ok)
	}
	if got := chosenLines("/a b/c.pgn\r\n\n/d.pgn"); !slices.Equal(got, []string{"/a b/c.pgn", "/d.pgn"}) {
		t.Errorf("chosenLines: %q", got)
	}
}
