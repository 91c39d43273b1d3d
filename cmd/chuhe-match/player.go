package main

import (
	"bufio"
	"context"
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

// newPlayer reads a player spec: "level:N" (Chuhe in process at level N) or
// "exe:PATH[,Option=Value...]" (a UCI engine).
func newPlayer(spec string, seed int64, scale float64) (player, error) {
	kind, rest, _ := strings.Cut(spec, ":")
	switch kind {
	case "level":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > 8 {
			return nil, fmt.Errorf("player %q: level must be 1-8", spec)
		}
		return &levelPlayer{n: n, scale: scale, e: ai.New(ai.Options{HashMB: 16, Level: n, Seed: seed, OwnBook: true})}, nil
	case "exe":
		parts := strings.Split(rest, ",")
		return startUCI(parts[0], parts[1:])
	}
	return nil, fmt.Errorf("player %q: want level:N or exe:PATH[,Option=Value...]", spec)
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

// uciPlayer is an engine in another process speaking UCI.
type uciPlayer struct {
	path  string
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

func startUCI(path string, opts []string) (*uciPlayer, error) {
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
	p := &uciPlayer{path: path, name: path, cmd: cmd, in: in, lines: make(chan string, 256)}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	p.send("uci")
	if _, err := p.wait("uciok", 10*time.Second); err != nil {
		p.Close()
		return nil, err
	}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		p.send("setoption name " + name + " value " + value)
		if name == "Name" {
			p.name = value
		}
	}
	return p, nil
}

func (p *uciPlayer) Name() string { return p.name }

func (p *uciPlayer) send(s string) { fmt.Fprintln(p.in, s) }

// wait reads lines until one starts with prefix.
func (p *uciPlayer) wait(prefix string, timeout time.Duration) (string, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				return "", fmt.Errorf("%s exited", p.name)
			}
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
		case <-t.C:
			return "", fmt.Errorf("%s: no %q within %v", p.name, prefix, timeout)
		}
	}
}

func (p *uciPlayer) NewGame() error {
	p.send("ucinewgame")
	p.send("isready")
	_, err := p.wait("readyok", 10*time.Second)
	return err
}

func (p *uciPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, error) {
	start := g.Start()
	var sb strings.Builder
	sb.WriteString("position fen " + start.FEN())
	if g.Len() > 0 {
		sb.WriteString(" moves")
		for _, m := range g.Moves() {
			sb.WriteString(" " + m.String())
		}
	}
	p.send(sb.String())
	goCmd := "go"
	timeout := 60 * time.Second
	switch {
	case lim.WTime > 0 || lim.BTime > 0:
		goCmd += fmt.Sprintf(" wtime %d btime %d winc %d binc %d", lim.WTime.Milliseconds(), lim.BTime.Milliseconds(),
			lim.WInc.Milliseconds(), lim.BInc.Milliseconds())
		pos := g.Position()
		timeout = lim.WTime + lim.WInc
		if pos.SideToMove() == core.Black {
			timeout = lim.BTime + lim.BInc
		}
	case lim.MoveTime > 0:
		goCmd += fmt.Sprintf(" movetime %d", lim.MoveTime.Milliseconds())
		timeout = lim.MoveTime + 2*time.Second
	}
	if lim.Depth > 0 {
		goCmd += fmt.Sprintf(" depth %d", lim.Depth)
	}
	if lim.Nodes > 0 {
		goCmd += fmt.Sprintf(" nodes %d", lim.Nodes)
	}
	p.send(goCmd)
	l, err := p.wait("bestmove", timeout+500*time.Millisecond)
	if err != nil {
		return core.NoMove, err
	}
	f := strings.Fields(l)
	if len(f) < 2 {
		return core.NoMove, fmt.Errorf("%s: bad line %q", p.name, l)
	}
	return parseMove(f[1])
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
func parseMove(s string) (core.Move, error) {
	if len(s) != 4 {
		return core.NoMove, fmt.Errorf("move %q", s)
	}
	from, err := core.ParseSquare(s[:2])
	if err != nil {
		return core.NoMove, err
	}
	to, err := core.ParseSquare(s[2:])
	if err != nil {
		return core.NoMove, err
	}
	return core.NewMove(from, to), nil
}
