package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// SettingsFile is the name of the settings file in the app's storage, beside the saved game.
// Chuhe keeps its settings there rather than in Fyne's Preferences, whose file is rewritten in
// place and is left cut short by a kill during a write.
const SettingsFile = "settings.json"

// badSuffix names the copy kept of a settings file that could not be read.
const badSuffix = ".bad"

// LoadSettingsFile reads the settings saved at path; it runs once at start-up, before the window
// shows. A missing file gives the settings an older version kept in old (Fyne's Preferences; nil
// for none), or the defaults. A file that cannot all be read gives the valid settings it holds
// and the defaults for the rest; it is kept aside as path+".bad", so that nothing is lost, and
// the error says what was wrong. The controller writes the file again at its start, so a
// problem is reported once and the old settings are taken over once.
func LoadSettingsFile(path string, old fyne.Preferences) (Settings, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if old == nil {
			return DefaultSettings(), nil
		}
		// Fyne's own file is left alone: it is not ours to rewrite (its file dialogs keep the
		// last folder there).
		s, _, err := settingsFromPreferences(old)
		if err != nil {
			return s, &settingsError{what: "Some settings of the older version were not valid and were reset", err: err}
		}
		return s, nil
	}
	if err != nil {
		return DefaultSettings(), &settingsError{what: "The settings could not be read; the defaults are used", err: err}
	}
	s, err := ParseSettings(data)
	if err == nil {
		return s, nil
	}
	e := &settingsError{what: "Some settings could not be read and were reset", kept: filepath.Base(path) + badSuffix, err: err}
	if rerr := os.Rename(path, path+badSuffix); rerr != nil {
		e.kept, e.keepErr = "", rerr
	}
	return s, e
}

// settingsError says what went wrong with the settings file. It is made before the interface's
// language is set up (the language is one of the settings), so its text is translated when it
// is shown.
type settingsError struct {
	what    string // English, as the translations are keyed
	kept    string // the name the file was kept under, if it was
	keepErr error  // why it could not be kept aside
	err     error
}

func (e *settingsError) Error() string {
	msg := lang.L(e.what)
	switch {
	case e.kept != "":
		msg = fmt.Sprintf(lang.L("%s (the file was kept as %s)"), msg, e.kept)
	case e.keepErr != nil:
		msg = fmt.Sprintf(lang.L("%s (the file could not be kept aside: %v)"), msg, e.keepErr)
	}
	return msg + ": " + e.err.Error()
}

func (e *settingsError) Unwrap() error { return e.err }

// newSettingsSaver returns the writer of the settings file: the game's autosaver, which writes
// in the background and atomically, so that a kill leaves the old settings or the new ones.
func newSettingsSaver(path string, do func(func()), report func(error)) *autosaver {
	return newAutosaver(path, func(err error) {
		do(func() { report(fmt.Errorf("%s: %w", lang.L("Could not save the settings"), err)) })
	})
}

// encodeSettings is the settings file's text.
func encodeSettings(s Settings) []byte {
	data, _ := s.MarshalJSON() // only numbers, booleans and known strings: it cannot fail
	return data
}
