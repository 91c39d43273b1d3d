package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

// maxLine is the longest command line accepted; longer lines are reported and skipped.
const maxLine = 1 << 20

// Protocol speaks UCI (or UCCI, when the first command is "ucci") over a reader and a writer. It
// only translates text: the engine does the work in a goroutine so that stop, isready and quit are
// answered while it searches.
type Protocol struct {
	// Cap bounds every search (non-zero fields are maxima); tests and fuzzing use it.
	Cap ai.Limits
	// MaxPerft bounds "go perft N" when it is above zero (default: no bound; the count is a
	// uint64 and stop or quit ends a long one).
	MaxPerft int
	// HashMB is the table size Hash starts at, and returns to in reset (default 64); fuzzing uses
	// a small one, since clearing 64 MB between inputs would take most of each input's time.
	HashMB int

	out    io.Writer
	outMu  sync.Mutex
	engine *ai.Engine
	game   *core.Game
	ucci   bool
	perft  bool // the background work is a perft count

	hashMB  int
	multiPV int
	level   int
	ownBook bool
	showWDL bool      // UCI_ShowWDL: info lines carry "wdl W D L"
	net     *nnue.Net // the net read from EvalFile, if any
	builtin *nnue.Net // the built-in net, once decoded
	useNet  bool      // UseNNUE: evaluate with net, or the built-in one
	banned  []core.Move

	// The running search, if any.
	cancel   context.CancelFunc
	done     chan struct{}
	hold     chan struct{} // closed to release the bestmove of an infinite or ponder search
	holdOnce *sync.Once
	ponder   bool
	bounded  bool // the search ends by itself (depth, nodes or time)
	goLim    ai.Limits
}

// NewProtocol returns a protocol handler writing to out, with a full-strength engine.
func NewProtocol(out io.Writer) *Protocol {
	p := &Protocol{out: out}
	p.reset()
	// The table is allocated now, before the first command is read, rather than in the background
	// beside the first search, which it would slow on a busy machine (issue 52). A GUI that sends
	// no isready before its first go finds it ready all the same.
	p.engine.Prepare()
	return p
}

// reset stops any search and puts p in the state NewProtocol gives it (its Cap, MaxPerft, HashMB
// and output kept), reusing its engine, with the table cleared (reallocated only when Hash changed),
// and the built-in net it has decoded: FuzzUCI runs every input through one protocol instead of
// making a 64 MB table and decoding the net for each.
func (p *Protocol) reset() {
	p.stopSearch()
	e, builtin, hash := p.engine, p.builtin, p.hashMB
	if p.HashMB <= 0 {
		p.HashMB = 64
	}
	*p = Protocol{Cap: p.Cap, MaxPerft: p.MaxPerft, HashMB: p.HashMB, out: p.out, builtin: builtin,
		hashMB: p.HashMB, multiPV: 1, level: ai.MaxLevel, ownBook: true, useNet: true}
	if e == nil {
		e = ai.New(ai.Options{HashMB: p.hashMB, OwnBook: p.ownBook, MultiPV: p.multiPV, Level: p.level})
	} else {
		if hash != p.hashMB {
			e.SetHash(p.hashMB)
		}
		e.SetThreads(1)
		e.SetMultiPV(p.multiPV)
		e.SetLevel(p.level)
		e.SetOwnBook(p.ownBook)
		e.Clear()
	}
	p.engine = e
	p.game = core.NewGame()
	p.setNet() // the built-in net by default: it beat the hand-written evaluation (docs/nnue.md)
}

// printf writes one line of output.
func (p *Protocol) printf(format string, args ...any) {
	p.outMu.Lock()
	defer p.outMu.Unlock()
	fmt.Fprintf(p.out, format+"\n", args...)
}

// errorf reports a problem with the input and carries on.
func (p *Protocol) errorf(format string, args ...any) {
	p.printf("info string error: "+format, args...)
}

// Run reads commands from in until "quit" or the end of the input, then stops any search.
func (p *Protocol) Run(in io.Reader) error {
	r := bufio.NewReaderSize(in, 64<<10)
	var line []byte
	tooLong := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			line = append(line, chunk...)
			if len(line) > maxLine {
				tooLong = true
				line = line[:0]
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			p.errorf("line longer than %d bytes ignored", maxLine)
			tooLong = false
		} else if len(line) > 0 {
			if !p.Handle(string(bytes.TrimRight(line, "\r\n"))) {
				return nil
			}
		}
		line = line[:0]
		if err != nil {
			// End of input: let a bounded search finish and print its move, stop any other.
			if p.done != nil && p.bounded {
				<-p.done
			}
			p.stopSearch()
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// Handle executes one command line and reports false for "quit".
func (p *Protocol) Handle(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	args := f[1:]
	if p.perft && f[0] != "stop" && f[0] != "quit" && f[0] != "isready" {
		// A perft runs in the background only so that stop and quit can end it; anything else
		// waits for its count, as if it ran in the foreground.
		<-p.done
		p.stopSearch()
	}
	switch f[0] {
	case "uci":
		p.ucci = false
		p.printf("id name Chuhe")
		p.printf("id author The Chuhe developers")
		p.printf("option name Hash type spin default 64 min 1 max 4096")
		p.printf("option name Threads type spin default 1 min 1 max %d", ai.MaxThreads)
		p.printf("option name MultiPV type spin default 1 min 1 max %d", 64)
		p.printf("option name Level type spin default %d min 1 max %d", ai.MaxLevel, ai.MaxLevel)
		p.printf("option name OwnBook type check default true")
		p.printf("option name Ponder type check default false")
		p.printf("option name UCI_ShowWDL type check default false")
		p.printf("option name EvalFile type string default <empty>")
		p.printf("option name UseNNUE type check default true")
		for _, t := range ai.TuneParams() { // only in the tuning build (-tags tune)
			p.printf("option name %s type spin default %d min %d max %d", t.Name, t.Value, t.Min, t.Max)
		}
		p.printf("uciok")
	case "ucci":
		p.ucci = true
		p.printf("id name Chuhe")
		p.printf("id author The Chuhe developers")
		p.printf("option usemillisec type check default true")
		p.printf("option hashsize type spin min 1 max 4096 default 64")
		p.printf("option usebook type check default true")
		p.printf("option level type spin min 1 max %d default %d", ai.MaxLevel, ai.MaxLevel)
		p.printf("ucciok")
	case "isready":
		if p.idle() {
			p.engine.Prepare()
		}
		p.printf("readyok")
	case "ucinewgame":
		p.stopSearch()
		p.engine.Clear()
		p.game = core.NewGame()
		p.banned = nil
	case "position":
		p.position(args)
	case "banmoves":
		p.banmoves(args)
	case "go":
		p.goCmd(args)
	case "stop":
		p.stopSearch()
	case "ponderhit":
		p.ponderhit()
	case "setoption":
		p.setoption(args)
	case "d":
		p.display()
	case "probe":
		p.display()
	case "quit":
		p.stopSearch()
		if p.ucci {
			p.printf("bye")
		}
		return false
	default:
		p.errorf("unknown command %q", truncate(f[0]))
	}
	return true
}

// truncate shortens user input quoted in an error message.
func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// position sets up a new game; on any error the previous position is kept whole.
func (p *Protocol) position(args []string) {
	if len(args) == 0 {
		p.errorf("position: want startpos or fen <fen> [moves ...]")
		return
	}
	var g *core.Game
	rest := args[1:]
	switch args[0] {
	case "startpos":
		g = core.NewGame()
	case "fen":
		n := 0
		for n < len(rest) && rest[n] != "moves" {
			n++
		}
		var err error
		g, err = core.NewGameFromFEN(strings.Join(rest[:n], " "))
		if err != nil {
			p.errorf("position: %v", err)
			return
		}
		rest = rest[n:]
	default:
		p.errorf("position: %q is neither startpos nor fen", truncate(args[0]))
		return
	}
	if len(rest) > 0 {
		if rest[0] != "moves" {
			p.errorf("position: unexpected %q, want moves", truncate(rest[0]))
			return
		}
		for _, ms := range rest[1:] {
			m, err := parseMove(ms)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				p.errorf("position: %v", err)
				return
			}
		}
	}
	p.game = g
	p.banned = nil
}

// parseMove reads a move in coordinate notation ("h2e2"; UCCI's upper case is accepted too).
func parseMove(s string) (core.Move, error) { return core.ParseMoveText(s) }

func (p *Protocol) banmoves(args []string) {
	var ban []core.Move
	pos := p.game.Position()
	for _, ms := range args {
		m, err := parseMove(ms)
		if err != nil {
			p.errorf("banmoves: %v", err)
			return
		}
		if !pos.IsLegalMove(m) {
			p.errorf("banmoves: %s is not a legal move", m)
			return
		}
		ban = append(ban, m)
	}
	p.banned = ban
}

// parseGo reads the parameters of "go".
func (p *Protocol) parseGo(args []string) (lim ai.Limits, perft int, ponder bool, err error) {
	pos := p.game.Position()
	side := pos.SideToMove()
	num := func(i int) (int64, error) {
		if i+1 >= len(args) {
			return 0, fmt.Errorf("go %s: missing value", args[i])
		}
		n, err := strconv.ParseInt(args[i+1], 10, 64)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("go %s: %q is not a number >= 0", args[i], truncate(args[i+1]))
		}
		return n, nil
	}
	ms := func(n int64) time.Duration {
		if n > 1<<40 {
			n = 1 << 40
		}
		return time.Duration(n) * time.Millisecond
	}
	for i := 0; i < len(args); i++ {
		var n int64
		switch args[i] {
		case "infinite":
			lim.Infinite = true
			continue
		case "ponder":
			ponder = true
			continue
		case "draw":
			continue
		case "searchmoves":
			for i+1 < len(args) {
				m, e := parseMove(args[i+1])
				if e != nil || !pos.IsLegalMove(m) {
					break
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
				i++
			}
			continue
		case "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "perft",
			"time", "increment", "opptime", "oppincrement", "mate":
			if n, err = num(i); err != nil {
				return lim, 0, false, err
			}
		default:
			return lim, 0, false, fmt.Errorf("go: unknown parameter %q", truncate(args[i]))
		}
		switch args[i] {
		case "depth":
			lim.Depth = int(min(n, 1000))
		case "nodes":
			lim.Nodes = n
		case "movetime":
			lim.MoveTime = ms(n)
		case "wtime":
			lim.WTime = ms(n)
		case "btime":
			lim.BTime = ms(n)
		case "winc":
			lim.WInc = ms(n)
		case "binc":
			lim.BInc = ms(n)
		case "movestogo":
			lim.MovesToGo = int(min(n, 1000))
		case "perft":
			if n == 0 {
				return lim, 0, false, fmt.Errorf("go perft: the depth must be at least 1")
			}
			perft = int(min(n, 1000))
		case "time": // UCCI: the side to move's clock
			if side == core.Red {
				lim.WTime = ms(n)
			} else {
				lim.BTime = ms(n)
			}
		case "increment":
			if side == core.Red {
				lim.WInc = ms(n)
			} else {
				lim.BInc = ms(n)
			}
		case "opptime":
			if side == core.Red {
				lim.BTime = ms(n)
			} else {
				lim.WTime = ms(n)
			}
		case "oppincrement":
			if side == core.Red {
				lim.BInc = ms(n)
			} else {
				lim.WInc = ms(n)
			}
		case "mate":
			lim.Depth = int(min(2*n+1, 1000))
		}
		i++
	}
	return lim, perft, ponder, nil
}

// goCmd starts a search (or runs perft).
func (p *Protocol) goCmd(args []string) {
	start := time.Now() // the search's time counts from here (ai.Limits.Start)
	lim, perft, ponder, err := p.parseGo(args)
	if err != nil {
		p.errorf("%v", err)
		return
	}
	p.stopSearch()
	if perft > 0 {
		if p.MaxPerft > 0 && perft > p.MaxPerft {
			p.errorf("go perft %d: at most %d", perft, p.MaxPerft)
			return
		}
		p.goPerft(perft)
		return
	}
	if len(p.banned) > 0 {
		lim.BanMoves = p.banned
	}
	p.goLim = lim
	search := lim
	if ponder {
		search = ai.Limits{Infinite: true, SearchMoves: lim.SearchMoves, BanMoves: lim.BanMoves}
	}
	search = applyCap(search, p.Cap)
	search.Start = start
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.done = make(chan struct{})
	p.hold = make(chan struct{})
	p.holdOnce = &sync.Once{}
	p.ponder = ponder
	wait := lim.Infinite || ponder
	p.bounded = !wait && (search.Depth > 0 || search.Nodes > 0 || search.MoveTime > 0 || search.WTime > 0 || search.BTime > 0)
	g := p.game.Clone()
	engine, done, hold, ucci := p.engine, p.done, p.hold, p.ucci
	wdlPly := -1 // the root's ply in the game, when info lines carry the WDL estimate
	if p.showWDL && !ucci {
		pos := g.Position()
		wdlPly = 2*(pos.FullmoveNumber()-1) + int(pos.SideToMove())
	}
	go func() {
		defer close(done)
		res := engine.Search(ctx, g, search, func(in ai.Info) { p.printInfo(in, ucci, wdlPly) })
		if wait {
			// UCI: an infinite or ponder search answers only after stop (or ponderhit).
			select {
			case <-hold:
			case <-ctx.Done():
			}
		}
		p.printBest(res, ucci)
	}()
}

// goPerft counts the move paths of the given depth in a goroutine, so that stop and quit can end a
// long count; a stopped count prints the root moves it finished and says it stopped.
func (p *Protocol) goPerft(depth int) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	p.cancel, p.done, p.bounded, p.perft = cancel, done, true, true
	pos := p.game.Position()
	go func() {
		defer close(done)
		moves, counts, complete := pos.PerftDivideUntil(depth, ctx.Done())
		var total uint64
		for i, c := range counts {
			p.printf("%s: %d", moves[i], c)
			total += c
		}
		if !complete {
			p.printf("info string perft %d stopped after %d of %d root moves (%d nodes)", depth, len(counts), len(moves), total)
			return
		}
		p.printf("")
		p.printf("Nodes searched: %d", total)
	}()
}

// applyCap bounds a search's limits by cap's non-zero fields.
func applyCap(l, c ai.Limits) ai.Limits {
	if c.Depth > 0 && (l.Depth == 0 || l.Depth > c.Depth) {
		l.Depth = c.Depth
	}
	if c.Nodes > 0 && (l.Nodes == 0 || l.Nodes > c.Nodes) {
		l.Nodes = c.Nodes
	}
	if c.MoveTime > 0 && (l.MoveTime == 0 || l.MoveTime > c.MoveTime) {
		l.MoveTime = c.MoveTime
	}
	if c.Depth > 0 || c.Nodes > 0 || c.MoveTime > 0 {
		l.Infinite = false
	}
	return l
}

// printInfo prints a search report; wdlPly ≥ 0 adds the WDL estimate for a root that many plies into
// the game.
func (p *Protocol) printInfo(in ai.Info, ucci bool, wdlPly int) {
	var sb strings.Builder
	if ucci {
		fmt.Fprintf(&sb, "info depth %d score %d time %d nodes %d pv", in.Depth, in.Score, in.Time.Milliseconds(), in.Nodes)
	} else {
		fmt.Fprintf(&sb, "info depth %d seldepth %d multipv %d score %s", in.Depth, in.SelDepth, in.MultiPV, in.Score)
		if wdlPly >= 0 {
			w, d, l := in.Score.WDL(wdlPly)
			fmt.Fprintf(&sb, " wdl %d %d %d", w, d, l)
		}
		fmt.Fprintf(&sb, " nodes %d nps %d hashfull %d time %d pv", in.Nodes, in.NPS, in.HashFull, in.Time.Milliseconds())
	}
	for _, m := range in.PV {
		sb.WriteByte(' ')
		sb.WriteString(m.String())
	}
	p.printf("%s", sb.String())
}

func (p *Protocol) printBest(res ai.Result, ucci bool) {
	switch {
	case res.Move == core.NoMove && ucci:
		p.printf("nobestmove")
	case res.Move == core.NoMove:
		// As Pikafish does: the side to move is lost (mated or stalemated), said before the move.
		p.printf("info depth 0 score mate 0")
		p.printf("bestmove (none)")
	case res.Ponder != core.NoMove:
		p.printf("bestmove %s ponder %s", res.Move, res.Ponder)
	default:
		p.printf("bestmove %s", res.Move)
	}
}

// idle reports whether no search is running (none started, or the last one has printed its move).
func (p *Protocol) idle() bool {
	if p.done == nil {
		return true
	}
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// stopSearch stops the running search, if any, and waits until it has printed its bestmove.
func (p *Protocol) stopSearch() {
	if p.done == nil {
		return
	}
	p.cancel()
	<-p.done
	p.done = nil
	p.cancel = nil
	p.perft = false
}

// ponderhit turns a ponder search into a normal one with the time the go command gave.
func (p *Protocol) ponderhit() {
	if p.done == nil || !p.ponder {
		return
	}
	p.ponder = false
	pos := p.game.Position()
	side := pos.SideToMove()
	_, hard := ai.TimeBudget(p.goLim, side)
	hold, once, cancel := p.hold, p.holdOnce, p.cancel
	release := func() { once.Do(func() { close(hold) }) }
	if p.goLim.Depth > 0 || p.goLim.Nodes > 0 || hard == 0 {
		release()
		if hard == 0 && p.goLim.Depth == 0 && p.goLim.Nodes == 0 && !p.goLim.Infinite {
			cancel()
		}
		return
	}
	release()
	time.AfterFunc(hard/2, cancel)
}

// setNet gives the engine the net of EvalFile, or the built-in one, when UseNNUE is on and the
// level is one that evaluates with the net (ai.LevelUsesNet, as in the app: the levels below play
// with the hand-written evaluation their ladder was measured with).
func (p *Protocol) setNet() {
	if !p.useNet || !ai.LevelUsesNet(p.level) {
		p.engine.SetNet(nil)
		return
	}
	if p.net != nil {
		p.engine.SetNet(p.net)
		return
	}
	if p.builtin == nil {
		n, err := nnue.Default()
		if err != nil {
			p.errorf("UseNNUE: the built-in net: %v; evaluating by hand", err)
			p.engine.SetNet(nil)
			return
		}
		p.builtin = n
	}
	p.engine.SetNet(p.builtin)
}

// readNet reads a net file.
func readNet(path string) (*nnue.Net, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	n, err := nnue.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}

func (p *Protocol) setoption(args []string) {
	var name, value string
	if len(args) > 0 && args[0] == "name" {
		i := 1
		for i < len(args) && args[i] != "value" {
			i++
		}
		name = strings.Join(args[1:i], " ")
		if i < len(args) {
			value = strings.Join(args[i+1:], " ")
		}
	} else if len(args) > 0 { // UCCI: setoption <name> <value>
		name = args[0]
		value = strings.Join(args[1:], " ")
	}
	spin := func(lo, hi int) (int, bool) {
		n, err := strconv.Atoi(value)
		if err != nil || n < lo || n > hi {
			p.errorf("setoption %s: %q is not a number %d-%d", name, truncate(value), lo, hi)
			return 0, false
		}
		return n, true
	}
	check := func() (bool, bool) {
		switch strings.ToLower(value) {
		case "true", "on":
			return true, true
		case "false", "off":
			return false, true
		}
		p.errorf("setoption %s: %q is not true or false", name, truncate(value))
		return false, false
	}
	p.stopSearch()
	switch strings.ToLower(name) {
	case "hash", "hashsize":
		if n, ok := spin(1, 4096); ok {
			p.hashMB = n
			p.engine.SetHash(n)
		}
	case "threads":
		if n, ok := spin(1, ai.MaxThreads); ok {
			p.engine.SetThreads(n)
		}
	case "multipv":
		if n, ok := spin(1, 64); ok {
			p.multiPV = n
			p.engine.SetMultiPV(n)
		}
	case "level":
		if n, ok := spin(1, ai.MaxLevel); ok {
			p.level = n
			p.engine.SetLevel(n)
			p.setNet()
		}
	case "ownbook", "usebook":
		if b, ok := check(); ok {
			p.ownBook = b
			p.engine.SetOwnBook(b)
		}
	case "uci_showwdl":
		if b, ok := check(); ok {
			p.showWDL = b
		}
	case "evalfile":
		if value == "" || value == "<empty>" {
			p.net = nil
		} else {
			n, err := readNet(value)
			if err != nil {
				p.errorf("setoption EvalFile: %v", err)
				return
			}
			p.net = n
		}
		p.setNet()
	case "usennue":
		if b, ok := check(); ok {
			p.useNet = b
			p.setNet()
		}
	case "ponder", "usemillisec", "newgame", "batch", "debug":
	default:
		for _, t := range ai.TuneParams() { // only in the tuning build (-tags tune)
			if strings.EqualFold(t.Name, name) {
				if n, ok := spin(t.Min, t.Max); ok {
					ai.SetTuneParam(t.Name, n)
				}
				return
			}
		}
		p.errorf("setoption: unknown option %q", truncate(name))
	}
}

// display prints the board, FEN, key, checkers and the ruling on the game so far.
func (p *Protocol) display() {
	pos := p.game.Position()
	var sb strings.Builder
	sb.WriteString(pos.String())
	fmt.Fprintf(&sb, "Fen: %s\n", pos.FEN())
	fmt.Fprintf(&sb, "Key: %016X\n", pos.Key())
	sb.WriteString("Checkers:")
	for _, s := range pos.Checkers() {
		sb.WriteString(" " + s.String())
	}
	fmt.Fprintf(&sb, "\nResult: %s", p.game.Result())
	p.printf("%s", sb.String())
}
