package extengine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/chuhe-xq/chuhe/core"
)

// Protocol is what an engine speaks.
type Protocol string

const (
	Auto Protocol = ""     // find out: UCI first, then UCCI
	UCI  Protocol = "uci"  // UCI (ranks 0..9, or 1..10 for engines with UCI_Variant xiangqi)
	UCCI Protocol = "ucci" // UCCI (ElephantEye and the programs of its time)
)

// The faults an engine can commit; the errors Start and Search return wrap one of them.
var (
	ErrNoAnswer    = errors.New("no answer")
	ErrExited      = errors.New("the engine exited")
	ErrGarbage     = errors.New("the engine wrote something that is not text")
	ErrMalformed   = errors.New("malformed bestmove")
	ErrIllegalMove = errors.New("illegal move")
	ErrNoBestMove  = errors.New("no move in a position with legal moves")
	ErrStopIgnored = errors.New("no answer to stop")
	ErrClosed      = errors.New("the engine was closed")
)

// Config says how to start an engine.
type Config struct {
	Path string
	Args []string
	// Dir is the working directory (default: the executable's directory, where engines look
	// for their network and book files).
	Dir string
	// Protocol, when known, skips the detection.
	Protocol Protocol
	// Options are set after the handshake, in the order given; one the engine does not declare,
	// or with a value it does not take, is skipped and noted in the log.
	Options []Setting
	// Log receives the lines said both ways (nil: a new log).
	Log *Log
	// StartTimeout bounds the handshake and each isready (default 10 s).
	StartTimeout time.Duration
	// StopTimeout is how long an engine has to answer stop before it is killed (default 1 s).
	StopTimeout time.Duration
}

// Setting is an option's value.
type Setting struct{ Name, Value string }

// Limits bound a search; the zero value searches until the context is cancelled.
type Limits struct {
	Depth    int
	Nodes    int64
	MoveTime time.Duration
	// The game's clocks: Red's (W) and Black's (B) time left and increments.
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int
	Infinite                 bool
	// SearchMoves, if any, limits a UCI engine's search to these moves (UCCI has no such
	// command: they are not sent). All the legal moves keep an engine out of its opening book.
	SearchMoves []core.Move
}

// Result is a search's answer.
type Result struct {
	// Move is the move to play, legal in the position searched; core.NoMove only when the side
	// to move has no legal move.
	Move core.Move
	// Ponder is the reply the engine expects, legal after Move, or core.NoMove.
	Ponder core.Move
	// Best is the last report on the best line (MultiPV 1), if any, and BestLine its legal
	// beginning.
	Best     Info
	BestLine []core.Move
}

// Engine is a running engine. Its methods may be called from any goroutine; searches run one at
// a time.
type Engine struct {
	cfg  Config
	log  *Log
	name string

	author  string
	proto   Protocol
	ranks1  bool
	options []Option

	sem chan struct{} // held by the search running (and by Close)

	mu   sync.Mutex
	p    *process
	dead error // the fault that ended the engine, or ErrClosed
}

// process is one start of the engine's program.
type process struct {
	cmd   *exec.Cmd
	in    chan string
	lines chan line
	done  chan struct{} // closed once the process is reaped
	kill  sync.Once
	log   *Log
}

// line is one line the engine wrote; bad says it was not text.
type line struct {
	text string
	bad  bool
}

// maxEngineLine is the longest line read from an engine; a longer one counts as garbage.
const maxEngineLine = 1 << 16

func startProcess(cfg Config, log *Log) (*process, error) {
	cmd := exec.Command(cfg.Path, cfg.Args...)
	cmd.Dir = cfg.Dir
	if cmd.Dir == "" {
		cmd.Dir = dirOf(cfg.Path)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	log.Add(Note, "start "+cfg.Path)
	if err := cmd.Start(); err != nil {
		log.Add(Note, "could not start: "+err.Error())
		return nil, fmt.Errorf("start %s: %w", cfg.Path, err)
	}
	p := &process{cmd: cmd, in: make(chan string, 64), lines: make(chan line, 1024), done: make(chan struct{}), log: log}
	go func() { // the writer: a command waits here, never in the caller, when the engine reads nothing
		defer stdin.Close()
		for {
			select {
			case s := <-p.in:
				io.WriteString(stdin, s+"\n") // an error means the engine has gone: its reader says so
			case <-p.done:
				return
			}
		}
	}()
	go func() { // the reader, and then the reaper
		r := bufio.NewReaderSize(stdout, 4096)
		var buf []byte
		for {
			chunk, err := r.ReadSlice('\n')
			buf = append(buf, chunk...)
			if errors.Is(err, bufio.ErrBufferFull) && len(buf) <= maxEngineLine {
				continue
			}
			if len(buf) > 0 {
				text := strings.TrimRight(string(buf), "\r\n")
				bad := len(buf) > maxEngineLine || !isText(text)
				log.Add(FromEngine, text)
				p.lines <- line{text: text, bad: bad}
				buf = buf[:0]
			}
			if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
				break
			}
		}
		close(p.lines)
		err := cmd.Wait()
		if err != nil {
			log.Add(Note, "exited: "+err.Error())
		} else {
			log.Add(Note, "exited")
		}
		close(p.done)
	}()
	return p, nil
}

// isText reports whether s is UTF-8 without control characters other than tabs, carriage returns
// and the escapes of terminal colours (Sjaak II draws a coloured board when it starts).
func isText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\r' && r != 0x1b || r == 0x7f {
			return false
		}
	}
	return true
}

// send writes one command; it fails only when the engine has not read the last 64.
func (p *process) send(s string) error {
	select {
	case <-p.done:
		return ErrExited
	default:
	}
	p.log.Add(ToEngine, s)
	select {
	case p.in <- s:
		return nil
	default:
		return fmt.Errorf("%w: the engine does not read its input", ErrNoAnswer)
	}
}

// stop kills the process (once) and waits until it is reaped, at most a few seconds (a child it
// started may hold its output open).
func (p *process) stop(why string) {
	p.kill.Do(func() {
		select {
		case <-p.done:
			return
		default:
		}
		p.log.Add(Note, "kill: "+why)
		p.cmd.Process.Kill()
		go drain(p.lines) // the reader must not wait on a line nobody reads
	})
	select {
	case <-p.done:
	case <-time.After(3 * time.Second):
	}
}

// quit asks the engine to quit, gives it grace to do so, then kills it.
func (p *process) quit(grace time.Duration) {
	if p.send("quit") == nil {
		go drain(p.lines)
		select {
		case <-p.done:
			return
		case <-time.After(grace):
		}
	}
	p.stop("no exit after quit")
}

// drain reads what is left of lines, so that the reader can finish and reap the process.
func drain(lines <-chan line) {
	for range lines {
	}
}

func dirOf(path string) string {
	i := strings.LastIndexAny(path, `/\`)
	if i <= 0 {
		return ""
	}
	return path[:i]
}

// Start starts the engine, finds out its protocol (unless cfg.Protocol says it), reads its name
// and options, tells an engine with UCI_Variant to play xiangqi, sets cfg.Options and waits until
// it is ready. Cancelling ctx abandons the start.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 10 * time.Second
	}
	if cfg.StopTimeout <= 0 {
		cfg.StopTimeout = time.Second
	}
	if cfg.Log == nil {
		cfg.Log = NewLog(0)
	}
	e := &Engine{cfg: cfg, log: cfg.Log, name: baseName(cfg.Path), sem: make(chan struct{}, 1)}
	protos := []Protocol{cfg.Protocol}
	if cfg.Protocol == Auto {
		protos = []Protocol{UCI, UCCI}
	}
	var err error
	for _, proto := range protos {
		if err = e.handshake(ctx, proto); err == nil {
			break
		}
		if ctx.Err() != nil || errors.Is(err, ErrGarbage) || !errors.Is(err, ErrNoAnswer) && !errors.Is(err, ErrExited) {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	if err := e.configure(ctx); err != nil {
		e.fail(err)
		return nil, err
	}
	return e, nil
}

func baseName(path string) string {
	i := strings.LastIndexAny(path, `/\`)
	return path[i+1:]
}

// handshake starts the process and says hello in proto.
func (e *Engine) handshake(ctx context.Context, proto Protocol) error {
	p, err := startProcess(e.cfg, e.log)
	if err != nil {
		return err
	}
	hello, ok := "uci", "uciok"
	if proto == UCCI {
		hello, ok = "ucci", "ucciok"
	}
	p.send(hello)
	var opts []Option
	var name, author string
	err = readUntil(ctx, p, e.cfg.StartTimeout, func(l string) bool {
		switch {
		case l == ok:
			return true
		case strings.HasPrefix(l, "id name "):
			name = strings.TrimSpace(l[len("id name "):])
		case strings.HasPrefix(l, "id author "):
			author = strings.TrimSpace(l[len("id author "):])
		case strings.HasPrefix(l, "option "):
			o, err := ParseOption(l)
			if err != nil {
				e.log.Add(Note, "skipped: "+err.Error())
				return false
			}
			for _, old := range opts {
				if strings.EqualFold(old.Name, o.Name) {
					e.log.Add(Note, "skipped: option "+o.Name+" declared twice")
					return false
				}
			}
			opts = append(opts, o)
		}
		return false
	})
	if err != nil {
		p.stop(err.Error())
		return fmt.Errorf("%s (%s): %w", e.name, hello, err)
	}
	e.mu.Lock()
	e.p, e.proto, e.options = p, proto, opts
	if name != "" {
		e.name = name
	}
	e.author = author
	e.mu.Unlock()
	return nil
}

// readUntil reads lines until handle says done; garbage, the engine's exit, ctx or the timeout
// end it with an error.
func readUntil(ctx context.Context, p *process, timeout time.Duration, handle func(string) bool) error {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return ErrExited
			}
			if l.bad {
				return fmt.Errorf("%w: %q", ErrGarbage, clip(l.text))
			}
			if handle(l.text) {
				return nil
			}
		case <-t.C:
			return fmt.Errorf("%w within %v", ErrNoAnswer, timeout)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// configure sets the variant and the options and waits for readyok.
func (e *Engine) configure(ctx context.Context) error {
	if o, ok := e.Option("UCI_Variant"); ok && e.proto == UCI && o.Type == Combo && o.Validate("xiangqi") == nil {
		e.ranks1 = true
		if err := e.setOption(o, "xiangqi"); err != nil {
			return err
		}
	}
	if o, ok := e.Option("usemillisec"); ok && e.proto == UCCI && o.Type == Check {
		if err := e.setOption(o, "true"); err != nil {
			return err
		}
	}
	for _, s := range e.cfg.Options {
		o, ok := e.Option(s.Name)
		if !ok {
			e.log.Add(Note, "skipped: the engine has no option "+s.Name)
			continue
		}
		if o.Type == Button {
			continue // pressed by PressButton, not at each start
		}
		if err := o.Validate(s.Value); err != nil {
			e.log.Add(Note, "skipped: "+err.Error())
			continue
		}
		if err := e.setOption(o, s.Value); err != nil {
			return err
		}
	}
	return e.sync(ctx)
}

// sync sends isready and reads everything up to readyok.
func (e *Engine) sync(ctx context.Context) error {
	p := e.proc()
	if err := p.send("isready"); err != nil {
		return fmt.Errorf("%s: %w", e.name, err)
	}
	if err := readUntil(ctx, p, e.cfg.StartTimeout, func(l string) bool { return l == "readyok" }); err != nil {
		return fmt.Errorf("%s: isready: %w", e.name, err)
	}
	return nil
}

func (e *Engine) proc() *process {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.p
}

// setOption sends one option's value.
func (e *Engine) setOption(o Option, value string) error {
	var cmd string
	switch {
	case e.proto == UCCI && o.Type == Button:
		cmd = "setoption " + o.Name
	case e.proto == UCCI:
		if value == "" {
			value = "<empty>"
		}
		cmd = "setoption " + o.Name + " " + value
	case o.Type == Button:
		cmd = "setoption name " + o.Name
	default:
		cmd = "setoption name " + o.Name + " value " + value
	}
	return e.proc().send(cmd)
}

// Name is the engine's name (from "id name"; the file's name if it gave none).
func (e *Engine) Name() string { return e.name }

// Author is the engine's author, if it said.
func (e *Engine) Author() string { return e.author }

// Protocol is the protocol the engine speaks.
func (e *Engine) Protocol() Protocol { return e.proto }

// Ranks1 reports whether the engine numbers ranks 1..10 (it was told UCI_Variant xiangqi).
func (e *Engine) Ranks1() bool { return e.ranks1 }

// Options are the options the engine declared.
func (e *Engine) Options() []Option { return append([]Option(nil), e.options...) }

// Option returns the option named name (case does not matter, as in UCI).
func (e *Engine) Option(name string) (Option, bool) {
	for _, o := range e.options {
		if strings.EqualFold(o.Name, name) {
			return o, true
		}
	}
	return Option{}, false
}

// Log is the engine's line log.
func (e *Engine) Log() *Log { return e.log }

// Err returns the fault that ended the engine (ErrClosed after Close), or nil while it runs.
func (e *Engine) Err() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.dead
}

// SetOption sets an option between searches; the value is checked against what the engine
// declared. A button is pressed by giving it any value.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	o, ok := e.Option(name)
	if !ok {
		return fmt.Errorf("%s has no option %q", e.name, name)
	}
	if err := o.Validate(value); err != nil {
		return err
	}
	if err := e.acquire(ctx); err != nil {
		return err
	}
	defer e.release()
	if err := e.setOption(o, value); err != nil {
		return e.fail(fmt.Errorf("%s: %w", e.name, err))
	}
	return nil
}

// NewGame tells a UCI engine a new game begins (UCCI has no such command) and waits until it is
// ready.
func (e *Engine) NewGame(ctx context.Context) error {
	if err := e.acquire(ctx); err != nil {
		return err
	}
	defer e.release()
	if e.proto == UCI {
		if err := e.proc().send("ucinewgame"); err != nil {
			return e.fail(fmt.Errorf("%s: %w", e.name, err))
		}
	}
	if err := e.sync(ctx); err != nil {
		return e.fail(err)
	}
	return nil
}

// acquire waits for the engine to be free (a search ending) and fails if it is dead.
func (e *Engine) acquire(ctx context.Context) error {
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	if err := e.Err(); err != nil {
		<-e.sem
		return err
	}
	return nil
}

func (e *Engine) release() { <-e.sem }

// fail records a fault, kills the process and returns err.
func (e *Engine) fail(err error) error {
	e.mu.Lock()
	if e.dead == nil {
		e.dead = err
	}
	p := e.p
	e.mu.Unlock()
	e.log.Add(Note, "fault: "+err.Error())
	if p != nil {
		p.stop(err.Error())
	}
	return err
}

// Close asks the engine to quit, kills it if it has not within half a second, and waits until
// the process is reaped. A search in progress is ended first.
func (e *Engine) Close() {
	e.mu.Lock()
	if e.dead == nil {
		e.dead = ErrClosed
	}
	p := e.p
	e.mu.Unlock()
	if p == nil {
		return
	}
	p.quit(500 * time.Millisecond)
	// A search still running ends with the process; wait for it so that nothing is left behind.
	e.sem <- struct{}{}
	<-e.sem
}

// Search searches the position at the end of g within lim and returns the engine's move, checked
// legal. onInfo, if set, receives each report on the search's goroutine, its PV already cut to its
// legal beginning (in Moves). Cancelling ctx stops the search: the engine's answer is still
// returned. An engine that faults is killed and the error says why; it then stays dead.
func (e *Engine) Search(ctx context.Context, g *core.Game, lim Limits, onInfo func(Info, []core.Move)) (Result, error) {
	if err := e.acquire(context.Background()); err != nil {
		return Result{}, err
	}
	defer e.release()
	if ctx.Err() != nil {
		return Result{}, ctx.Err()
	}
	res, err := e.search(ctx, g, lim, onInfo)
	if err != nil && errors.Is(e.Err(), ErrClosed) {
		return Result{}, ErrClosed
	}
	if err != nil && !errors.Is(err, ErrNoBestMove) {
		return Result{}, e.fail(err)
	}
	return res, err
}

func (e *Engine) search(ctx context.Context, g *core.Game, lim Limits, onInfo func(Info, []core.Move)) (Result, error) {
	p := e.proc()
	if err := e.sync(context.Background()); err != nil {
		return Result{}, err
	}
	pos := g.Position()
	if err := p.send(e.positionCommand(g)); err != nil {
		return Result{}, fmt.Errorf("%s: %w", e.name, err)
	}
	goCmd, deadline, stopAfter := e.goCommand(pos.SideToMove(), lim)
	if len(lim.SearchMoves) > 0 && e.proto == UCI {
		var sb strings.Builder
		sb.WriteString(" searchmoves")
		for _, m := range lim.SearchMoves {
			t := m.String()
			if e.ranks1 {
				t = ToRanks1(t)
			}
			sb.WriteString(" " + t)
		}
		goCmd += sb.String()
	}
	if err := p.send(goCmd); err != nil {
		return Result{}, fmt.Errorf("%s: %w", e.name, err)
	}
	var res Result
	var deadlineC, stopAfterC, killC <-chan time.Time
	if deadline > 0 {
		t := time.NewTimer(deadline)
		defer t.Stop()
		deadlineC = t.C
	}
	if stopAfter > 0 {
		t := time.NewTimer(stopAfter)
		defer t.Stop()
		stopAfterC = t.C
	}
	ctxDone := ctx.Done()
	stopped := false
	stop := func() error {
		ctxDone, stopAfterC, deadlineC = nil, nil, nil
		if stopped {
			return nil
		}
		stopped = true
		t := time.NewTimer(e.cfg.StopTimeout)
		killC = t.C
		return p.send("stop")
	}
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return Result{}, fmt.Errorf("%s: %w during the search", e.name, ErrExited)
			}
			if l.bad {
				return Result{}, fmt.Errorf("%s: %w: %q", e.name, ErrGarbage, clip(l.text))
			}
			f := strings.Fields(l.text)
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "info":
				info, err := ParseInfo(l.text, e.ranks1)
				if err != nil {
					e.log.Add(Note, "skipped: "+err.Error())
					continue
				}
				moves := legalLine(pos, info.PV)
				if info.MultiPV == 1 && (info.HasScore || info.HasPV) {
					res.Best, res.BestLine = info, moves
				}
				if onInfo != nil {
					onInfo(info, moves)
				}
			case "bestmove", "nobestmove":
				return e.answer(pos, f, res)
			}
		case <-ctxDone:
			if err := stop(); err != nil {
				return Result{}, fmt.Errorf("%s: %w", e.name, err)
			}
		case <-stopAfterC:
			if err := stop(); err != nil {
				return Result{}, fmt.Errorf("%s: %w", e.name, err)
			}
		case <-deadlineC:
			e.log.Add(Note, "the search ran past its time: stop")
			if err := stop(); err != nil {
				return Result{}, fmt.Errorf("%s: %w", e.name, err)
			}
		case <-killC:
			return Result{}, fmt.Errorf("%s: %w within %v", e.name, ErrStopIgnored, e.cfg.StopTimeout)
		}
	}
}

// answer reads a bestmove line f in pos.
func (e *Engine) answer(pos core.Position, f []string, res Result) (Result, error) {
	var buf [128]core.Move
	none := len(pos.LegalMoves(buf[:0])) == 0
	if f[0] == "nobestmove" || len(f) >= 2 && (f[1] == "(none)" || f[1] == "0000" || f[1] == "none") {
		if none {
			return res, nil
		}
		return res, fmt.Errorf("%s: %w (%s)", e.name, ErrNoBestMove, clip(strings.Join(f, " ")))
	}
	if len(f) < 2 {
		return Result{}, fmt.Errorf("%s: %w: %q", e.name, ErrMalformed, clip(strings.Join(f, " ")))
	}
	m, err := e.readMove(f[1])
	if err != nil {
		return Result{}, fmt.Errorf("%s: %w: %v", e.name, ErrMalformed, err)
	}
	if !pos.IsLegalMove(m) {
		return Result{}, fmt.Errorf("%s: %w %s in %s", e.name, ErrIllegalMove, clip(f[1]), pos.FEN())
	}
	res.Move = m
	if len(f) >= 4 && f[2] == "ponder" {
		if pm, err := e.readMove(f[3]); err == nil {
			after := pos
			after.MakeMove(m)
			if after.IsLegalMove(pm) {
				res.Ponder = pm
			}
		}
	}
	return res, nil
}

// readMove reads a move as the engine writes it.
func (e *Engine) readMove(s string) (core.Move, error) {
	if e.ranks1 {
		t, err := FromRanks1(s)
		if err != nil {
			return core.NoMove, err
		}
		s = t
	}
	return core.ParseMoveText(s)
}

// legalLine reads the moves of pv (ranks 0..9) from pos up to the first that is not legal.
func legalLine(pos core.Position, pv []string) []core.Move {
	var out []core.Move
	for _, s := range pv {
		m, err := core.ParseMoveText(s)
		if err != nil || !pos.IsLegalMove(m) {
			break
		}
		out = append(out, m)
		pos.MakeMove(m)
	}
	return out
}

// positionCommand is the position command for g: the whole game from its start (UCI), or from
// the last capture on (UCCI's convention, which ElephantEye follows).
func (e *Engine) positionCommand(g *core.Game) string {
	first := 0
	if e.proto == UCCI {
		pos := g.Position()
		first = max(0, g.Len()-pos.HalfmoveClock())
	}
	start := g.PositionAt(first)
	var sb strings.Builder
	if fen := start.FEN(); e.ranks1 && fen == core.StartFEN {
		sb.WriteString("position startpos") // Sjaak II reads other piece letters in a xiangqi FEN
	} else {
		sb.WriteString("position fen " + fen)
	}
	if g.Len() > first {
		sb.WriteString(" moves")
		for i := first; i < g.Len(); i++ {
			m := g.Move(i).String()
			if e.ranks1 {
				m = ToRanks1(m)
			}
			sb.WriteString(" " + m)
		}
	}
	return sb.String()
}

// searchGrace is how long past its time a search may run before it is told to stop.
const searchGrace = 2 * time.Second

// goCommand is the go command for lim with side to move, how long the search may take before it
// is stopped (0: no bound but the caller's), and for a UCCI engine with a time per move, when to
// stop it (UCCI has no time per move: the engine searches deep and is stopped).
func (e *Engine) goCommand(side core.Color, lim Limits) (cmd string, deadline, stopAfter time.Duration) {
	cmd = "go"
	ucci := e.proto == UCCI
	switch {
	case lim.Infinite:
		if ucci {
			cmd += " depth 32" // UCCI has no infinite search that all its engines read
		} else {
			cmd += " infinite"
		}
		return cmd, 0, 0
	case lim.WTime > 0 || lim.BTime > 0:
		own, inc, opp, oppInc := lim.WTime, lim.WInc, lim.BTime, lim.BInc
		if side == core.Black {
			own, inc, opp, oppInc = opp, oppInc, own, inc
		}
		if ucci {
			cmd += fmt.Sprintf(" time %d increment %d opptime %d oppincrement %d", own.Milliseconds(),
				inc.Milliseconds(), opp.Milliseconds(), oppInc.Milliseconds())
		} else {
			cmd += fmt.Sprintf(" wtime %d btime %d winc %d binc %d", lim.WTime.Milliseconds(),
				lim.BTime.Milliseconds(), lim.WInc.Milliseconds(), lim.BInc.Milliseconds())
		}
		if lim.MovesToGo > 0 {
			cmd += fmt.Sprintf(" movestogo %d", lim.MovesToGo)
		}
		deadline = own + inc + searchGrace
	case lim.MoveTime > 0 && ucci:
		if lim.Depth == 0 {
			cmd += " depth 32"
		}
		stopAfter = lim.MoveTime
	case lim.MoveTime > 0:
		cmd += fmt.Sprintf(" movetime %d", lim.MoveTime.Milliseconds())
		deadline = lim.MoveTime + searchGrace
	}
	if lim.Depth > 0 {
		cmd += fmt.Sprintf(" depth %d", lim.Depth)
	}
	if lim.Nodes > 0 {
		cmd += fmt.Sprintf(" nodes %d", lim.Nodes)
	}
	if cmd == "go" && ucci {
		cmd += " depth 32"
	}
	return cmd, deadline, stopAfter
}
