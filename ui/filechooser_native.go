//go:build windows || darwin

package ui

import (
	"context"
	"errors"

	"github.com/sqweek/dialog"
)

// nativeChoose shows the system's file dialog for r (Win32's common dialogs, Cocoa's panels) and
// waits for the user: the path chosen, "" when cancelled.
func nativeChoose(_ context.Context, r fileRequest) (string, bool, error) {
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
	if errors.Is(err, dialog.ErrCancelled) {
		return "", true, nil
	}
	return path, true, err
}
