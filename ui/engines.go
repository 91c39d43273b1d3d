package ui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/extengine"
)

// Other engines: the engines the user has added (Pikafish, ElephantEye, any UCI or UCCI engine),
// kept in EnginesFile beside the settings, and which engine plays the computer's side and which
// analyses. An external engine is run by the same engine drivers as the built-in one, through the
// Engine interface (external.go). A fault ends its process, is reported with the engine's last
// lines, and puts the built-in engine in its place until the user chooses an engine again.

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

// engineRole is what an engine is used for.
type engineRole int

const (
	roleOpponent engineRole = iota // the computer's moves, hints and draw offers (c.driver)
	roleAnalysis                   // live analysis (c.an.driver)
	numRoles
)

// engineSet is the controller's list of added engines and the external engine each role uses.
type engineSet struct {
	list    []EngineConfig
	logs    map[string]*extengine.Log // one line log per engine, across its starts
	saver   *autosaver
	loadErr error // what was wrong with the file, reported at Start
	roles   [numRoles]roleEngine
	closing sync.WaitGroup // instances being closed in the background
	// startTimeout bounds an engine's handshake (tests shorten it).
	startTimeout time.Duration
}

// roleEngine is the engine a role uses now.
type roleEngine struct {
	id       string          // the engine's ID; "" the built-in engine
	inst     *externalEngine // the external engine's instance (nil: built-in)
	fellBack bool            // a fault put the built-in engine in place until the user chooses again
}

// loadEngines reads the engines file at path (a small file, read once at start-up).
func (c *Controller) loadEngines(path string) {
	c.ext.logs = map[string]*extengine.Log{}
	c.ext.startTimeout = 15 * time.Second
	if path == "" {
		return
	}
	c.ext.saver = newAutosaver(path, func(err error) {
		c.opts.Do(func() { c.reportError(fmt.Errorf("%s: %w", lang.L("Could not save the engines"), err)) })
	})
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		c.ext.list, err = ParseEngines(data)
		if err != nil {
			// What could not be read is kept aside, as the settings file is, before the next
			// save leaves it out.
			if werr := os.WriteFile(path+badSuffix, data, 0o644); werr == nil {
				err = fmt.Errorf(lang.L("%w (the file was kept as %s)"), err, EnginesFile+badSuffix)
			}
		}
	}
	if err != nil {
		c.ext.loadErr = err
	}
}

func (c *Controller) saveEngines() {
	if c.ext.saver != nil {
		c.ext.saver.Save(encodeEngines(c.ext.list))
	}
}

// engineLog returns the line log of engine id, made at first use.
func (c *Controller) engineLog(id string) *extengine.Log {
	l := c.ext.logs[id]
	if l == nil {
		l = extengine.NewLog(0)
		c.ext.logs[id] = l
	}
	return l
}

// Engines returns the engines the user has added (the built-in engine is not among them).
func (c *Controller) Engines() []EngineConfig {
	return append([]EngineConfig(nil), c.ext.list...)
}

// Engine returns the added engine with ID id.
func (c *Controller) Engine(id string) (EngineConfig, bool) {
	for _, e := range c.ext.list {
		if e.ID == id {
			return e, true
		}
	}
	return EngineConfig{}, false
}

// EngineLog returns engine id's last lines, oldest first, one a line.
func (c *Controller) EngineLog(id string) string {
	return c.engineLog(id).Last(extengine.DefaultLogLines)
}

// AddEngine starts the program at path in the background, finds out its protocol, name and
// options, and adds it to the list; done runs on the UI goroutine with the engine, or with the
// error and the engine's last lines when it could not be started.
func (c *Controller) AddEngine(path string, done func(e EngineConfig, err error, lines string)) {
	id := strconv.FormatInt(time.Now().UnixNano(), 36)
	log := c.engineLog(id)
	timeout := c.ext.startTimeout
	go func() {
		e, err := extengine.Start(context.Background(), extengine.Config{Path: path, Log: log, StartTimeout: timeout})
		var cfg EngineConfig
		if err == nil {
			cfg = EngineConfig{ID: id, Name: e.Name(), Author: e.Author(), Path: path, Protocol: e.Protocol(), Options: e.Options()}
			e.Close()
		}
		c.opts.Do(func() {
			if err != nil {
				delete(c.ext.logs, id)
				done(EngineConfig{}, err, log.Last(20))
				return
			}
			c.ext.list = append(c.ext.list, cfg)
			c.saveEngines()
			done(cfg, nil, "")
		})
	}()
}

// RemoveEngine takes engine id off the list; a role that used it goes back to the built-in engine.
func (c *Controller) RemoveEngine(id string) {
	for i, e := range c.ext.list {
		if e.ID == id {
			c.ext.list = append(c.ext.list[:i:i], c.ext.list[i+1:]...)
			break
		}
	}
	delete(c.ext.logs, id)
	c.saveEngines()
	if c.settings.OpponentEngine == id {
		c.settings.OpponentEngine = BuiltinEngine
	}
	if c.settings.AnalysisEngine == id {
		c.settings.AnalysisEngine = BuiltinEngine
	}
	c.saveSettings()
	c.applyEngines(false, true)
}

// SetEngineValues sets the values of engine id's options (a value equal to the option's default
// is dropped) after checking them all; the engine restarts with them when next used.
func (c *Controller) SetEngineValues(id string, values map[string]string) error {
	for i := range c.ext.list {
		e := &c.ext.list[i]
		if e.ID != id {
			continue
		}
		kept := map[string]string{}
		for name, v := range values {
			o, ok := e.option(name)
			if !ok {
				return fmt.Errorf(lang.L("%s has no option %q"), e.Name, name)
			}
			if o.Type == extengine.Button {
				continue
			}
			if err := optionProblem(o, v); err != nil {
				return err
			}
			if v != o.Default {
				kept[name] = v
			}
		}
		e.Values = kept
		c.saveEngines()
		c.restartEngine(id)
		return nil
	}
	return fmt.Errorf(lang.L("no engine %q"), id)
}

// PressEngineButton presses a button option of engine id (such as Clear Hash) in the roles'
// running instances of it.
func (c *Controller) PressEngineButton(id, name string) {
	for r := range c.ext.roles {
		re := &c.ext.roles[r]
		if re.id != id || re.inst == nil {
			continue
		}
		x := re.inst
		go func() {
			x.mu.Lock()
			e := x.e
			x.mu.Unlock()
			if e != nil {
				e.SetOption(context.Background(), name, "") // a fault shows at the next search
			}
		}()
	}
}

// restartEngine makes the roles that use engine id start it again (with its new options).
func (c *Controller) restartEngine(id string) {
	for r := range c.ext.roles {
		if c.ext.roles[r].id == id {
			c.ext.roles[r].id = "\x00" // differs from every ID: applyEngines makes a new instance
		}
	}
	c.applyEngines(false, true)
}

// SetOpponentEngine makes engine id ("" the built-in) play the computer's side.
func (c *Controller) SetOpponentEngine(id string) { c.setRoleEngine(roleOpponent, id) }

// SetAnalysisEngine makes engine id ("" the built-in) analyse.
func (c *Controller) SetAnalysisEngine(id string) { c.setRoleEngine(roleAnalysis, id) }

func (c *Controller) setRoleEngine(r engineRole, id string) {
	if _, ok := c.Engine(id); !ok {
		id = BuiltinEngine
	}
	if r == roleOpponent {
		c.settings.OpponentEngine = id
	} else {
		c.settings.AnalysisEngine = id
	}
	c.ext.roles[r].fellBack = false // the user's choice ends a fallback
	c.saveSettings()
	c.applyEngines(false, true)
}

// OpponentEngine and AnalysisEngine return the engine each role uses now: "" for the built-in
// engine (also while it stands in for an engine that failed).
func (c *Controller) OpponentEngine() string { return c.ext.roles[roleOpponent].id }

// AnalysisEngine: see OpponentEngine.
func (c *Controller) AnalysisEngine() string { return c.ext.roles[roleAnalysis].id }

// SetEngineLimit sets what an external engine playing the computer's side searches each move: a
// time (value in milliseconds), a depth or a number of nodes.
func (c *Controller) SetEngineLimit(kind EngineLimit, value int) error {
	if err := checkEngineLimit(kind, value); err != nil {
		return err
	}
	c.settings.EngineLimit, c.settings.EngineLimitValue = kind, value
	c.saveSettings()
	return nil
}

// optionProblem says in the UI's language what is wrong with value for option o, as o.Validate
// checks it (whose own words are English, for the engine's log and the tools).
func optionProblem(o extengine.Option, value string) error {
	if o.Validate(value) == nil {
		return nil
	}
	switch o.Type {
	case extengine.Spin:
		return fmt.Errorf(lang.L("%s: want a whole number from %d to %d, not %q"), o.Name, o.Min, o.Max, value)
	case extengine.Check:
		return fmt.Errorf(lang.L("%s: want true or false, not %q"), o.Name, value)
	case extengine.Combo:
		return fmt.Errorf(lang.L("%s: want one of %s, not %q"), o.Name, strings.Join(o.Vars, ", "), value)
	}
	return fmt.Errorf(lang.L("%s: the value holds a line break"), o.Name)
}

// checkEngineLimit says what is wrong with a limit.
func checkEngineLimit(kind EngineLimit, value int) error {
	lo, hi := kind.bounds()
	if hi == 0 {
		return fmt.Errorf("limit kind %d is not one of 0 (time), 1 (depth) or 2 (nodes)", kind)
	}
	if value < lo || value > hi {
		return fmt.Errorf(lang.L("%s: %d is out of range (%d to %d)"), kind.name(), value, lo, hi)
	}
	return nil
}

// EngineLimit is what bounds an external engine's move.
type EngineLimit int

const (
	LimitTime  EngineLimit = iota // milliseconds per move
	LimitDepth                    // plies
	LimitNodes                    // nodes
)

// bounds are the values a limit takes.
func (k EngineLimit) bounds() (lo, hi int) {
	switch k {
	case LimitTime:
		return 50, 3_600_000
	case LimitDepth:
		return 1, 100
	case LimitNodes:
		return 1, 2_000_000_000
	}
	return 0, 0
}

func (k EngineLimit) name() string {
	return map[EngineLimit]string{LimitTime: lang.L("Time per move (ms)"), LimitDepth: lang.L("Depth"), LimitNodes: lang.L("Nodes")}[k]
}

// externalLimits are the limits of an external engine's move.
func (c *Controller) externalLimits() ai.Limits {
	v := c.settings.EngineLimitValue
	switch c.settings.EngineLimit {
	case LimitDepth:
		return ai.Limits{Depth: v}
	case LimitNodes:
		return ai.Limits{Nodes: int64(v)}
	}
	return ai.Limits{MoveTime: time.Duration(v) * time.Millisecond}
}

// opponentName is the name of the added engine playing the computer's side ("" for the built-in
// engine).
func (c *Controller) opponentName() string {
	if x := c.ext.roles[roleOpponent].inst; x != nil {
		return x.cfg.Name
	}
	return ""
}

// opponentExternal reports whether an external engine plays the computer's side.
func (c *Controller) opponentExternal() bool { return c.ext.roles[roleOpponent].inst != nil }

// applyEngines gives each role the engine the settings choose (the built-in one while a fault's
// fallback lasts): a role whose engine changes gets a new instance (its process starts at its
// first search), the old one is closed in the background, and the role's search restarts.
// force restarts the searches even if nothing changed; restart false starts none (at start-up).
func (c *Controller) applyEngines(force, restart bool) {
	for r := engineRole(0); r < numRoles; r++ {
		want := c.settings.OpponentEngine
		if r == roleAnalysis {
			want = c.settings.AnalysisEngine
		}
		cfg, ok := c.Engine(want)
		re := &c.ext.roles[r]
		if !ok || re.fellBack {
			want = BuiltinEngine
		}
		if want == re.id && !force {
			continue
		}
		c.closeInstance(re.inst)
		re.id, re.inst = want, nil
		d := c.roleDriver(r)
		if want == BuiltinEngine {
			d.setNewEngine(c.opts.NewEngine)
		} else {
			x := newExternalEngine(cfg, c.engineLog(want))
			x.timeout = c.ext.startTimeout
			re.inst = x
			d.setNewEngine(func() Engine { return x })
		}
		if restart {
			c.restartRole(r)
		}
	}
}

// roleDriver is the driver that runs role r's searches.
func (c *Controller) roleDriver(r engineRole) *engineDriver {
	if r == roleAnalysis {
		return c.an.driver
	}
	return c.driver
}

// restartRole starts role r's search again after its engine changed.
func (c *Controller) restartRole(r engineRole) {
	if r == roleAnalysis {
		c.an.key = analysisKey{}
		c.an.view = AnalysisView{On: c.settings.Analysis}
		c.updateAnalysis()
		return
	}
	c.thinking = ""
	c.changed()
	c.maybeThink()
}

// closeInstance ends an external engine's process in the background (Close waits for it).
func (c *Controller) closeInstance(x *externalEngine) {
	if x == nil {
		return
	}
	c.ext.closing.Add(1)
	go func() {
		defer c.ext.closing.Done()
		x.Close()
	}()
}

// closeEngines ends every external engine's process and waits until all are reaped.
func (c *Controller) closeEngines() {
	for r := range c.ext.roles {
		c.closeInstance(c.ext.roles[r].inst)
		c.ext.roles[r].inst = nil
	}
	c.ext.closing.Wait()
	if c.ext.saver != nil {
		c.ext.saver.Wait()
	}
}

// engineFault takes the fault of engine eng in role r: if it is the role's engine now, the
// built-in engine takes its place until the user chooses again, the user is told with the
// engine's last lines, and the role's search starts again.
func (c *Controller) engineFault(r engineRole, eng Engine, err error) {
	re := &c.ext.roles[r]
	if re.inst == nil || Engine(re.inst) != eng {
		return // an engine already replaced
	}
	name := re.inst.cfg.Name
	lines := re.inst.log.Last(20)
	re.fellBack = true
	c.applyEngines(false, true)
	title := lang.L("Engine failure")
	why := strings.TrimPrefix(err.Error(), name+": ") // extengine's errors begin with the engine's name
	msg := fmt.Sprintf(lang.L("%s failed and was stopped: %v. The built-in engine takes its place until you choose an engine again."), name, why)
	if c.OnEngineFault != nil {
		c.OnEngineFault(title, msg, lines)
	} else {
		c.reportError(errors.New(msg))
	}
}
