package ui

import (
	"context"
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

// engineRole is what an engine is used for.
type engineRole int

const (
	roleOpponent engineRole = iota // the computer's moves, hints and draw offers
	roleAnalysis                   // live analysis
	numRoles
)

// engineHost is what the engine roles know of the rest of the app. The Controller is one.
type engineHost interface {
	Settings() Settings
	// changeSettings changes the settings and saves them.
	changeSettings(change func(*Settings))
	// restartRole starts role r's search again after its engine changed.
	restartRole(r engineRole)
	// engineFailed tells the user an added engine failed, with its last lines.
	engineFailed(title, message, lines string)
	reportError(err error)
}

// engineRoles are the engines the user added and the one each role uses: the list, its file, the
// engines' logs and their running instances.
type engineRoles struct {
	host engineHost
	// drivers run each role's searches; newBuiltin makes the built-in engine.
	drivers    [numRoles]*engineDriver
	newBuiltin func() Engine
	do         func(func())
	list       []EngineConfig
	logs       map[string]*extengine.Log // one line log per engine, across its starts
	saver      *autosaver
	loadErr    error // what was wrong with the file, reported at Start
	roles      [numRoles]roleEngine
	closing    sync.WaitGroup // instances being closed in the background
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
func (c *engineRoles) loadEngines(path string) {
	c.logs = map[string]*extengine.Log{}
	c.startTimeout = 15 * time.Second
	if path == "" {
		return
	}
	c.saver = newAutosaver(path, func(err error) {
		c.do(func() { c.host.reportError(fmt.Errorf("%s: %w", lang.L("Could not save the engines"), err)) })
	})
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err == nil {
		c.list, err = ParseEngines(data)
		if err != nil {
			// What could not be read is kept aside, as the settings file is, before the next
			// save leaves it out.
			if werr := os.WriteFile(path+badSuffix, data, 0o644); werr == nil {
				err = fmt.Errorf(lang.L("%w (the file was kept as %s)"), err, EnginesFile+badSuffix)
			}
		}
	}
	if err != nil {
		c.loadErr = err
	}
}

func (c *engineRoles) saveEngines() {
	if c.saver != nil {
		c.saver.Save(encodeEngines(c.list))
	}
}

// engineLog returns the line log of engine id, made at first use.
func (c *engineRoles) engineLog(id string) *extengine.Log {
	l := c.logs[id]
	if l == nil {
		l = extengine.NewLog(0)
		c.logs[id] = l
	}
	return l
}

// Engines returns the engines the user has added (the built-in engine is not among them).
func (c *engineRoles) Engines() []EngineConfig {
	return append([]EngineConfig(nil), c.list...)
}

// Engine returns the added engine with ID id.
func (c *engineRoles) Engine(id string) (EngineConfig, bool) {
	for _, e := range c.list {
		if e.ID == id {
			return e, true
		}
	}
	return EngineConfig{}, false
}

// EngineLog returns engine id's last lines, oldest first, one a line.
func (c *engineRoles) EngineLog(id string) string {
	return c.engineLog(id).Last(extengine.DefaultLogLines)
}

// AddEngine starts the program at path in the background, finds out its protocol, name and
// options, and adds it to the list; done runs on the UI goroutine with the engine, or with the
// error and the engine's last lines when it could not be started.
func (c *engineRoles) AddEngine(path string, done func(e EngineConfig, err error, lines string)) {
	id := strconv.FormatInt(time.Now().UnixNano(), 36)
	log := c.engineLog(id)
	timeout := c.startTimeout
	go func() {
		e, err := extengine.Start(context.Background(), extengine.Config{Path: path, Log: log, StartTimeout: timeout})
		var cfg EngineConfig
		if err == nil {
			cfg = EngineConfig{ID: id, Name: e.Name(), Author: e.Author(), Path: path, Protocol: e.Protocol(), Options: e.Options()}
			e.Close()
		}
		c.do(func() {
			if err != nil {
				delete(c.logs, id)
				done(EngineConfig{}, err, log.Last(20))
				return
			}
			c.list = append(c.list, cfg)
			c.saveEngines()
			done(cfg, nil, "")
		})
	}()
}

// RemoveEngine takes engine id off the list; a role that used it goes back to the built-in engine.
func (c *engineRoles) RemoveEngine(id string) {
	for i, e := range c.list {
		if e.ID == id {
			c.list = append(c.list[:i:i], c.list[i+1:]...)
			break
		}
	}
	delete(c.logs, id)
	c.saveEngines()
	c.host.changeSettings(func(s *Settings) {
		if s.OpponentEngine == id {
			s.OpponentEngine = BuiltinEngine
		}
		if s.AnalysisEngine == id {
			s.AnalysisEngine = BuiltinEngine
		}
	})
	c.applyEngines(false, true)
}

// SetEngineValues sets the values of engine id's options (a value equal to the option's default
// is dropped) after checking them all; the engine restarts with them when next used.
func (c *engineRoles) SetEngineValues(id string, values map[string]string) error {
	for i := range c.list {
		e := &c.list[i]
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
func (c *engineRoles) PressEngineButton(id, name string) {
	for r := range c.roles {
		re := &c.roles[r]
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
func (c *engineRoles) restartEngine(id string) {
	for r := range c.roles {
		if c.roles[r].id == id {
			c.roles[r].id = "\x00" // differs from every ID: applyEngines makes a new instance
		}
	}
	c.applyEngines(false, true)
}

// SetOpponentEngine makes engine id ("" the built-in) play the computer's side.
func (c *engineRoles) SetOpponentEngine(id string) { c.setRoleEngine(roleOpponent, id) }

// SetAnalysisEngine makes engine id ("" the built-in) analyse.
func (c *engineRoles) SetAnalysisEngine(id string) { c.setRoleEngine(roleAnalysis, id) }

func (c *engineRoles) setRoleEngine(r engineRole, id string) {
	if _, ok := c.Engine(id); !ok {
		id = BuiltinEngine
	}
	c.roles[r].fellBack = false // the user's choice ends a fallback
	c.host.changeSettings(func(s *Settings) {
		if r == roleOpponent {
			s.OpponentEngine = id
		} else {
			s.AnalysisEngine = id
		}
	})
	c.applyEngines(false, true)
}

// OpponentEngine and AnalysisEngine return the engine each role uses now: "" for the built-in
// engine (also while it stands in for an engine that failed).
func (c *engineRoles) OpponentEngine() string { return c.roles[roleOpponent].id }

// AnalysisEngine: see OpponentEngine.
func (c *engineRoles) AnalysisEngine() string { return c.roles[roleAnalysis].id }

// SetEngineLimit sets what an external engine playing the computer's side searches each move: a
// time (value in milliseconds), a depth or a number of nodes.
func (c *engineRoles) SetEngineLimit(kind EngineLimit, value int) error {
	if err := checkEngineLimit(kind, value); err != nil {
		return err
	}
	c.host.changeSettings(func(s *Settings) { s.EngineLimit, s.EngineLimitValue = kind, value })
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
func (c *engineRoles) externalLimits() ai.Limits {
	v := c.host.Settings().EngineLimitValue
	switch c.host.Settings().EngineLimit {
	case LimitDepth:
		return ai.Limits{Depth: v}
	case LimitNodes:
		return ai.Limits{Nodes: int64(v)}
	}
	return ai.Limits{MoveTime: time.Duration(v) * time.Millisecond}
}

// opponentName is the name of the added engine playing the computer's side ("" for the built-in
// engine).
func (c *engineRoles) opponentName() string {
	if x := c.roles[roleOpponent].inst; x != nil {
		return x.cfg.Name
	}
	return ""
}

// opponentExternal reports whether an external engine plays the computer's side.
func (c *engineRoles) opponentExternal() bool { return c.roles[roleOpponent].inst != nil }

// applyEngines gives each role the engine the settings choose (the built-in one while a fault's
// fallback lasts): a role whose engine changes gets a new instance (its process starts at its
// first search), the old one is closed in the background, and the role's search restarts.
// force restarts the searches even if nothing changed; restart false starts none (at start-up).
func (c *engineRoles) applyEngines(force, restart bool) {
	for r := engineRole(0); r < numRoles; r++ {
		want := c.host.Settings().OpponentEngine
		if r == roleAnalysis {
			want = c.host.Settings().AnalysisEngine
		}
		cfg, ok := c.Engine(want)
		re := &c.roles[r]
		if !ok || re.fellBack {
			want = BuiltinEngine
		}
		if want == re.id && !force {
			continue
		}
		c.closeInstance(re.inst)
		re.id, re.inst = want, nil
		d := c.drivers[r]
		if want == BuiltinEngine {
			d.setNewEngine(c.newBuiltin)
		} else {
			x := newExternalEngine(cfg, c.engineLog(want))
			x.timeout = c.startTimeout
			re.inst = x
			d.setNewEngine(func() Engine { return x })
		}
		if restart {
			c.host.restartRole(r)
		}
	}
}

// closeInstance ends an external engine's process in the background (Close waits for it).
func (c *engineRoles) closeInstance(x *externalEngine) {
	if x == nil {
		return
	}
	c.closing.Add(1)
	go func() {
		defer c.closing.Done()
		x.Close()
	}()
}

// closeEngines ends every external engine's process and waits until all are reaped.
func (c *engineRoles) closeEngines() {
	for r := range c.roles {
		c.closeInstance(c.roles[r].inst)
		c.roles[r].inst = nil
	}
	c.closing.Wait()
	if c.saver != nil {
		c.saver.Wait()
	}
}

// engineFault takes the fault of engine eng in role r: if it is the role's engine now, the
// built-in engine takes its place until the user chooses again, the user is told with the
// engine's last lines, and the role's search starts again.
func (c *engineRoles) engineFault(r engineRole, eng Engine, err error) {
	re := &c.roles[r]
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
	c.host.engineFailed(title, msg, lines)
}

// ---- the Controller's side of engineHost ----

// restartRole starts role r's search again after its engine changed.
func (c *Controller) restartRole(r engineRole) {
	if r == roleAnalysis {
		c.restartAnalysis()
		return
	}
	c.thinking = ""
	c.changed()
	c.maybeThink()
}

// engineFailed tells the user an added engine failed, with its last lines.
func (c *Controller) engineFailed(title, message, lines string) {
	if c.OnEngineFault != nil {
		c.OnEngineFault(title, message, lines)
		return
	}
	c.reportError(errors.New(message))
}
