package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
)

// player is one side of a match.
type player interface {
	Name() string
	NewGame() error
	// Move returns the move to play in g within lim; an error forfeits the game.
	Move(g *core.Game, lim ai.Limits) (core.Move, error)
	Close()
}

// newPlayer reads a player spec: "level:N" (Chuhe in process at level N),
// "exe:PATH[,Option=Value...]" (a UCI engine writing ranks 0..9, as Chuhe and Pikafish do),
// "fairy:PATH[,Option=Value...]" (a UCI engine writing ranks 1..10, as Fairy-Stockfish and Sjaak II
// do in plain UCI; it is sent "setoption name UCI_Variant value xiangqi" first and its moves are
// translated both ways) or "ucci:PATH[,option=value...]" (an engine speaking UCCI, as ElephantEye
// does). Any spec may add go.nodes=N, go.depth=N or go.movetime=DURATION (e.g.
// level:8,go.movetime=100ms): limits for that player alone, in place of the match's limits.
func newPlayer(spec string, seed int64, scale float64) (player, error) {
	kind, rest, _ := strings.Cut(spec, ":")
	parts := strings.Split(rest, ",")
	var own ai.Limits
	var opts []string
	for _, o := range parts[1:] {
		name, value, _ := strings.Cut(o, "=")
		var err error
		switch name {
		case "go.nodes":
			own.Nodes, err = strconv.ParseInt(value, 10, 64)
		case "go.depth":
			own.Depth, err = strconv.Atoi(value)
		case "go.movetime":
			own.MoveTime, err = time.ParseDuration(value)
		default:
			opts = append(opts, o)
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("player %q: %s: %v", spec, name, err)
		}
	}
	var p player
	switch kind {
	case "level":
		n, err := strconv.Atoi(parts[0])
		if err != nil || n < 1 || n > 8 || len(opts) > 0 {
			return nil, fmt.Errorf("player %q: level must be 1-8 (options: go.nodes, go.depth, go.movetime)", spec)
		}
		p = &levelPlayer{n: n, scale: scale, e: ai.New(ai.Options{HashMB: 16, Level: n, Seed: seed, OwnBook: true})}
	case "exe", "fairy", "ucci":
		proto := map[string]protocol{"exe": protoUCI, "fairy": protoFairy, "ucci": protoUCCI}[kind]
		up, err := startUCI(parts[0], opts, proto)
		if err != nil {
			return nil, err
		}
		p = up
	default:
		return nil, fmt.Errorf("player %q: want level:N, exe:PATH[,Option=Value...], fairy:PATH[,Option=Value...] or ucci:PATH[,option=value...]", spec)
	}
	if own.Nodes > 0 || own.Depth > 0 || own.MoveTime > 0 {
		p = &limitedPlayer{player: p, lim: own}
	}
	return p, nil
}

// limitedPlayer plays with its own limits whatever the match gives (a clock still applies).
type limitedPlayer struct {
	player
	lim ai.Limits
}

func (p *limitedPlayer) Name() string {
	n := p.player.Name()
	if p.lim.Nodes > 0 {
		n += fmt.Sprintf("@%dn", p.lim.Nodes)
	}
	if p.lim.Depth > 0 {
		n += fmt.Sprintf("@d%d", p.lim.Depth)
	}
	if p.lim.MoveTime > 0 {
		n += "@" + p.lim.MoveTime.String()
	}
	return n
}

func (p *limitedPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, error) {
	own := p.lim
	own.WTime, own.BTime, own.WInc, own.BInc = lim.WTime, lim.BTime, lim.WInc, lim.BInc
	return p.player.Move(g, own)
}

// levelPlayer is Chuhe in process at a level.
type levelPlayer struct {
	n     int
	scale float64 // multiplies the level's time per move
	e     *ai.Engine
}

func (p *levelPlayer) Name() string   { return fmt.Sprintf("level%d", p.n) }
func (p *levelPlayer) NewGame() error { p.e.Clear(); return nil }
func (p *levelPlayer) Close()         {}

func (p *levelPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, error) {
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.WTime == 0 {
		lim = ai.LevelLimits(p.n)
		lim.MoveTime = time.Duration(float64(lim.MoveTime) * p.scale)
		if lim.Depth == 0 && lim.Nodes > 0 {
			lim.Nodes = int64(float64(lim.Nodes) * p.scale) // the node-limited strong level scales too
		}
	}
	ctx := context.Background()
	if lim.MoveTime > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim.MoveTime+time.Second)
		defer cancel()
	}
	r := p.e.Search(ctx, g.Clone(), lim, nil)
	if r.Move == core.NoMove {
		return core.NoMove, fmt.Errorf("no move")
	}
	return r.Move, nil
}

// protocol is how an engine in another process is spoken to.
type protocol int

const (
	protoUCI   protocol = iota // UCI, ranks 0..9
	protoFairy                 // UCI with ranks 1..10 and UCI_Variant xiangqi
	protoUCCI                  // UCCI (ElephantEye and the GUIs of its time)
)

// uciPlayer is an engine in another process speaking UCI or UCCI.
type uciPlayer struct {
	path  string
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	proto protocol
}

func startUCI(path string, opts []string, proto protocol) (*uciPlayer, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %v", path, err)
	}
	p := &uciPlayer{path: path, name: path, cmd: cmd, in: in, lines: make(chan string, 256), proto: proto}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	hello, ok := "uci", "uciok"
	if proto == protoUCCI {
		hello, ok = "ucci", "ucciok"
	}
	p.send(hello)
	if _, err := p.wait(10*time.Second, ok); err != nil {
		p.Close()
		return nil, err
	}
	if p.ranks1() {
		p.send("setoption name UCI_Variant value xiangqi")
	}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		if name == "Name" {
			p.name = value
			continue
		}
		if proto == protoUCCI {
			p.send("setoption " + name + " " + value) // UCCI: no "name" and "value" words
		} else {
			p.send("setoption name " + name + " value " + value)
		}
	}
	return p, nil
}

func (p *uciPlayer) Name() string { return p.name }

// ranks1 reports whether the engine numbers ranks 1..10 (Fairy-Stockfish, Sjaak II) instead of 0..9.
func (p *uciPlayer) ranks1() bool { return p.proto == protoFairy }

func (p *uciPlayer) send(s string) { fmt.Fprintln(p.in, s) }

// wait reads lines until one starts with one of prefixes; the error wraps errNoAnswer when timeout
// passes first.
func (p *uciPlayer) wait(timeout time.Duration, prefixes ...string) (string, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return "", fmt.Errorf("%s exited", p.name)
			}
			for _, prefix := range prefixes {
				if strings.HasPrefix(l, prefix) {
					return l, nil
				}
			}
		case <-t.C:
			return "", fmt.Errorf("%s: %w: no %q within %v", p.name, errNoAnswer, prefixes, timeout)
		}
	}
}

// errNoAnswer is wait's error when the time ran out without the line awaited.
var errNoAnswer = errors.New("no answer")

func (p *uciPlayer) NewGame() error {
	if p.proto != protoUCCI { // UCCI has no new-game command
		p.send("ucinewgame")
	}
	p.send("isready")
	_, err := p.wait(10*time.Second, "readyok")
	return err
}

func (p *uciPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, error) {
	p.send(p.positionCommand(g))
	goCmd, timeout, stopAfter := p.goCommand(g, lim)
	p.send(goCmd)
	var l string
	var err error
	if stopAfter > 0 {
		// UCCI has no time per move: the engine searches without limit and is stopped (ElephantEye
		// answers at once). An engine that answered before the stop answers the stop with
		// "nobestmove"; isready and its readyok mark the end of whatever the stop left.
		l, err = p.wait(stopAfter, "bestmove", "nobestmove")
		if errors.Is(err, errNoAnswer) {
			p.send("stop")
			l, err = p.wait(timeout, "bestmove", "nobestmove")
			if err == nil {
				p.send("isready")
				_, err = p.wait(10*time.Second, "readyok")
			}
		}
	} else {
		l, err = p.wait(timeout+500*time.Millisecond, "bestmove", "nobestmove")
	}
	if err != nil {
		return core.NoMove, err
	}
	f := strings.Fields(l)
	if f[0] == "nobestmove" {
		if pos := g.Position(); pos.HalfmoveClock() >= drawClaimPlies {
			return core.NoMove, errDrawClaim
		}
		return core.NoMove, fmt.Errorf("%s: nobestmove in a position with legal moves", p.name)
	}
	if len(f) < 2 {
		return core.NoMove, fmt.Errorf("%s: bad line %q", p.name, l)
	}
	if p.ranks1() {
		s, err := fromRanks1(f[1])
		if err != nil {
			return core.NoMove, fmt.Errorf("%s: %v", p.name, err)
		}
		return parseMove(s)
	}
	return parseMove(f[1])
}

// ElephantEye draws a game after 100 plies without a capture (core's natural limit is 120, not
// counting checks beyond an allowance) and answers "nobestmove" from then on: a claim of a draw,
// which chuhe-match grants rather than scoring a forfeit.
const drawClaimPlies = 100

// errDrawClaim is a player's claim of a draw by the 100-ply rule (drawClaimPlies).
var errDrawClaim = errors.New("claims a draw: no capture in 100 plies")

// positionCommand is the position command for g: the whole game from its start (UCI), or from the
// last capture on (UCCI's convention, which ElephantEye follows).
func (p *uciPlayer) positionCommand(g *core.Game) string {
	first := 0
	if p.proto == protoUCCI {
		pos := g.Position()
		first = max(0, g.Len()-pos.HalfmoveClock())
	}
	start := g.PositionAt(first)
	var sb strings.Builder
	if fen := start.FEN(); p.ranks1() && fen == core.StartFEN {
		sb.WriteString("position startpos") // Sjaak II reads other piece letters in a xiangqi FEN
	} else {
		sb.WriteString("position fen " + fen)
	}
	if g.Len() > first {
		sb.WriteString(" moves")
		for i := first; i < g.Len(); i++ {
			m := g.Move(i).String()
			if p.ranks1() {
				m = toRanks1(m)
			}
			sb.WriteString(" " + m)
		}
	}
	return sb.String()
}

// goCommand is the go command for lim, how long to wait for the answer, and for a UCCI engine with
// a time per move, when to stop it.
func (p *uciPlayer) goCommand(g *core.Game, lim ai.Limits) (cmd string, timeout, stopAfter time.Duration) {
	cmd = "go"
	timeout = 60 * time.Second
	ucci := p.proto == protoUCCI
	switch {
	case lim.WTime > 0 || lim.BTime > 0:
		own, inc, opp, oppInc := lim.WTime, lim.WInc, lim.BTime, lim.BInc
		if pos := g.Position(); pos.SideToMove() == core.Black {
			own, inc, opp, oppInc = opp, oppInc, own, inc
		}
		if ucci {
			cmd += fmt.Sprintf(" time %d increment %d opptime %d oppincrement %d", own.Milliseconds(),
				inc.Milliseconds(), opp.Milliseconds(), oppInc.Milliseconds())
		} else {
			cmd += fmt.Sprintf(" wtime %d btime %d winc %d binc %d", lim.WTime.Milliseconds(),
				lim.BTime.Milliseconds(), lim.WInc.Milliseconds(), lim.BInc.Milliseconds())
		}
		timeout = own + inc
	case lim.MoveTime > 0 && ucci:
		if lim.Depth == 0 {
			cmd += " depth 32" // ElephantEye's deepest; "go" alone is not a search in UCCI
		}
		stopAfter = lim.MoveTime
		timeout = 2 * time.Second
	case lim.MoveTime > 0:
		cmd += fmt.Sprintf(" movetime %d", lim.MoveTime.Milliseconds())
		timeout = lim.MoveTime + 2*time.Second
	}
	if lim.Depth > 0 {
		cmd += fmt.Sprintf(" depth %d", lim.Depth)
	}
	if lim.Nodes > 0 {
		cmd += fmt.Sprintf(" nodes %d", lim.Nodes)
	}
	return cmd, timeout, stopAfter
}

// toRanks1 rewrites a move from ranks 0..9 ("h2e2") to ranks 1..10 ("h3e3", "a9a8" → "a10a9").
func toRanks1(s string) string {
	if len(s) != 4 {
		return s
	}
	return s[:1] + strconv.Itoa(int(s[1]-'0')+1) + s[2:3] + strconv.Itoa(int(s[3]-'0')+1)
}

// fromRanks1 reads a move written with ranks 1..10 ("h3e3", "a10a9") and writes it with ranks 0..9.
func fromRanks1(s string) (string, error) {
	var sb strings.Builder
	i := 0
	for sq := 0; sq < 2; sq++ {
		if i >= len(s) || s[i] < 'a' || s[i] > 'i' {
			return "", fmt.Errorf("move %q (ranks 1..10)", s)
		}
		sb.WriteByte(s[i])
		i++
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		r, err := strconv.Atoi(s[i:j])
		if err != nil || r < 1 || r > 10 {
			return "", fmt.Errorf("move %q (ranks 1..10)", s)
		}
		sb.WriteByte(byte('0' + r - 1))
		i = j
	}
	if i != len(s) {
		return "", fmt.Errorf("move %q (ranks 1..10)", s)
	}
	return sb.String(), nil
}

func (p *uciPlayer) Close() {
	p.send("quit")
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		p.cmd.Process.Kill()
		<-done
	}
}

// parseMove reads "h2e2".
func parseMove(s string) (core.Move, error) { return core.ParseMoveText(s) }
