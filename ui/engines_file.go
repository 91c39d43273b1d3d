package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/extengine"
)

// The engines file (EnginesFile): the engines the user added, as JSON, read at start-up and written
// whenever the list changes (engines.go).

// EnginesFile is the name of the file of added engines in the app's storage.
const EnginesFile = "engines.json"

// BuiltinEngine is the ID of the built-in engine in the settings ("" as well).
const BuiltinEngine = ""

// EngineConfig is an engine the user added.
type EngineConfig struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Author string `json:"author,omitempty"`
	Path   string `json:"path"`
	// Protocol is the protocol found when it was added, "uci" or "ucci".
	Protocol extengine.Protocol `json:"protocol"`
	// Options are the options the engine declared when it was added.
	Options []extengine.Option `json:"options,omitempty"`
	// Values are the user's values of options, by name (the others keep the engine's defaults).
	Values map[string]string `json:"values,omitempty"`
}

// startConfig is how the engine is started.
func (e EngineConfig) startConfig(log *extengine.Log, timeout time.Duration) extengine.Config {
	cfg := extengine.Config{Path: e.Path, Protocol: e.Protocol, Log: log, StartTimeout: timeout}
	for _, o := range e.Options { // in the engine's order: EvalFile before what depends on it
		if v, ok := e.Values[o.Name]; ok && o.Type != extengine.Button {
			cfg.Options = append(cfg.Options, extengine.Setting{Name: o.Name, Value: v})
		}
	}
	return cfg
}

// enginesFile is the file's form.
type enginesFile struct {
	Engines []EngineConfig `json:"engines"`
}

// maxEngines bounds the list a file may hold.
const maxEngines = 100

// ParseEngines reads the engines file. Engines that are not valid are left out, and the error says
// which and why; the valid ones are returned in any case.
func ParseEngines(data []byte) ([]EngineConfig, error) {
	var f enginesFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf(lang.L("%s: not a list of engines: %v"), EnginesFile, err)
	}
	var out []EngineConfig
	var problems []string
	seen := map[string]bool{}
	for i, e := range f.Engines {
		if err := e.check(); err != nil {
			problems = append(problems, fmt.Sprintf(lang.L("engine %d: %v"), i+1, err))
			continue
		}
		if seen[e.ID] {
			problems = append(problems, fmt.Sprintf(lang.L("engine %d: id %q used twice"), i+1, e.ID))
			continue
		}
		if len(out) == maxEngines {
			problems = append(problems, fmt.Sprintf(lang.L("more than %d engines"), maxEngines))
			break
		}
		seen[e.ID] = true
		out = append(out, e)
	}
	if len(problems) > 0 {
		return out, fmt.Errorf("%s: %s", EnginesFile, strings.Join(problems, "; "))
	}
	return out, nil
}

// check says what is wrong with an engine read from the file, and drops values that its options
// do not take.
func (e *EngineConfig) check() error {
	switch {
	case e.ID == "" || len(e.ID) > 64:
		return errors.New(lang.L("no id, or one too long"))
	case e.Path == "":
		return errors.New(lang.L("no path"))
	case e.Protocol != extengine.UCI && e.Protocol != extengine.UCCI:
		return fmt.Errorf(lang.L("protocol %q (want uci or ucci)"), e.Protocol)
	}
	if e.Name == "" {
		e.Name = e.Path
	}
	for _, o := range e.Options {
		if err := o.Validate(o.Default); err != nil && o.Type != extengine.Button && o.Type != extengine.String && o.Type != extengine.Filename {
			return err
		}
		switch o.Type {
		case extengine.Spin, extengine.Check, extengine.Combo, extengine.String, extengine.Button, extengine.Filename:
		default:
			return fmt.Errorf(lang.L("option %s: unknown type %q"), o.Name, o.Type)
		}
	}
	for name, v := range e.Values {
		o, ok := e.option(name)
		if !ok || o.Validate(v) != nil {
			delete(e.Values, name)
		}
	}
	return nil
}

// option returns the option named name.
func (e EngineConfig) option(name string) (extengine.Option, bool) {
	for _, o := range e.Options {
		if o.Name == name {
			return o, true
		}
	}
	return extengine.Option{}, false
}

// Value returns the value the engine's option has: the user's, or the engine's default.
func (e EngineConfig) Value(o extengine.Option) string {
	if v, ok := e.Values[o.Name]; ok {
		return v
	}
	return o.Default
}

// encodeEngines is the engines file's text.
func encodeEngines(list []EngineConfig) []byte {
	data, _ := json.MarshalIndent(enginesFile{Engines: list}, "", "  ") // plain data: it cannot fail
	return append(data, '\n')
}
