//go:build !windows && !darwin

package ui

import (
	"context"
	"errors"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/rymdport/portal/filechooser"
)

// nativeChoose shows the desktop's file dialog for r and waits for the user: the file chooser
// portal (GNOME, KDE and the others that run xdg-desktop-portal), else zenity or kdialog when
// installed (ended with ctx, when the app quits). It reports false when the desktop has none of
// them. Each of them chooses several files (r.many) or a folder (r.dir) when asked.
func nativeChoose(ctx context.Context, r fileRequest) ([]string, bool, error) {
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		if paths, err := portalChoose(r); err == nil {
			return paths, true, nil
		}
	}
	if exe, err := exec.LookPath("zenity"); err == nil {
		return runChooser(exec.CommandContext(ctx, exe, zenityArgs(r)...))
	}
	if exe, err := exec.LookPath("kdialog"); err == nil {
		return runChooser(exec.CommandContext(ctx, exe, kdialogArgs(r)...))
	}
	return nil, false, nil
}

// portalChoose asks the file chooser portal; an error says there is no portal to ask.
func portalChoose(r fileRequest) ([]string, error) {
	var filters []*filechooser.Filter
	if len(r.filter.exts) > 0 && !r.dir {
		f := &filechooser.Filter{Name: r.filter.name}
		for _, p := range r.filter.patterns() {
			f.Rules = append(f.Rules, filechooser.Rule{Type: filechooser.GlobPattern, Pattern: p})
		}
		filters = append(filters, f)
	}
	var uris []string
	var err error
	if r.save {
		uris, err = filechooser.SaveFile("", r.title, &filechooser.SaveFileOptions{
			Filters: filters, CurrentFolder: r.folder, CurrentName: r.name})
	} else {
		uris, err = filechooser.OpenFile("", r.title, &filechooser.OpenFileOptions{
			Filters: filters, CurrentFolder: r.folder, Multiple: r.many, Directory: r.dir})
	}
	if err != nil {
		return nil, err
	}
	var paths []string
	for _, uri := range uris {
		u, err := url.Parse(uri)
		if err != nil || u.Scheme != "file" {
			return nil, errors.New("the file chooser gave no local file")
		}
		paths = append(paths, u.Path)
	}
	return paths, nil
}

// zenityArgs are zenity's arguments for r.
func zenityArgs(r fileRequest) []string {
	args := []string{"--file-selection", "--title=" + r.title}
	switch {
	case r.save:
		args = append(args, "--save", "--confirm-overwrite")
	case r.dir:
		args = append(args, "--directory")
	case r.many:
		args = append(args, "--multiple", "--separator=\n")
	}
	start := r.folder
	if start != "" {
		start += string(filepath.Separator)
	}
	if r.save && r.name != "" {
		start = filepath.Join(r.folder, r.name)
	}
	if start != "" {
		args = append(args, "--filename="+start)
	}
	if len(r.filter.exts) > 0 && !r.dir {
		args = append(args, "--file-filter="+r.filter.name+" | "+strings.Join(r.filter.patterns(), " "))
	}
	return args
}

// kdialogArgs are kdialog's arguments for r.
func kdialogArgs(r fileRequest) []string {
	op := "--getopenfilename"
	start := r.folder
	if r.save {
		op = "--getsavefilename"
		if r.name != "" {
			start = filepath.Join(r.folder, r.name)
		}
	}
	if start == "" {
		start = "."
	}
	var extra []string
	switch {
	case r.dir && !r.save:
		op = "--getexistingdirectory"
	case r.many && !r.save:
		extra = []string{"--multiple", "--separate-output"}
	}
	args := append([]string{"--title", r.title}, extra...)
	args = append(args, op, start)
	if len(r.filter.exts) > 0 && !r.dir {
		args = append(args, strings.Join(r.filter.patterns(), " ")+"|"+r.filter.name)
	}
	return args
}

// runChooser runs a dialog program that prints the paths chosen, one a line, and exits 1 when
// cancelled.
func runChooser(cmd *exec.Cmd) ([]string, bool, error) {
	out, err := cmd.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 1 {
		return nil, true, nil
	}
	if err != nil {
		return nil, false, nil // the program failed: Fyne's dialog instead
	}
	return chosenLines(string(out)), true, nil
}

// chosenLines are the paths a dialog program printed, one a line.
func chosenLines(out string) []string {
	var paths []string
	for _, line := range strings.Split(out, "\n") {
		if line = strings.TrimRight(line, "\r"); line != "" {
			paths = append(paths, line)
		}
	}
	return paths
}
