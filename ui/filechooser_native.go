//go:build windows || darwin

package ui

import (
	"context"
	"errors"

	"github.com/sqweek/dialog"
)

// nativeChoose shows the system's file dialog for r (Win32's common dialogs, Cocoa's panels) and
// waits for the user: the path chosen (one: these dialogs choose one file), none when cancelled.
func nativeChoose(_ context.Context, r fileRequest) ([]string, bool, error) {
	if r.dir {
		b := dialog.Directory().Title(r.title)
		if r.folder != "" {
			b = b.SetStartDir(r.folder)
		}
		path, err := b.Browse()
		return chosen(path, err)
	}
	b := dialog.File().Title(r.title)
	if len(r.filter.exts) > 0 {
		b = b.Filter(r.filter.name, r.filter.exts...)
	}
	if r.folder != "" {
		b = b.SetStartDir(r.folder)
	}
	if r.name != "" {
		b = b.SetStartFile(r.name)
	}
	var path string
	var err error
	if r.save {
		path, err = b.Save()
	} else {
		path, err = b.Load()
	}
	return chosen(path, err)
}

// chosen is a dialog's answer as nativeChoose gives it.
func chosen(path string, err error) ([]string, bool, error) {
	if errors.Is(err, dialog.ErrCancelled) || (err == nil && path == "") {
		return nil, true, nil
	}
	if err != nil {
		return nil, true, err
	}
	return []string{path}, true, nil
}
