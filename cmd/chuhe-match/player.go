package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/extengine"
)

// player is one side of a match.
type player interface {
	Name() string
	NewGame() error
	// Move returns the move to play in g within lim and what the search reported of itself; an
	// error forfeits the game.
	Move(g *core.Game, lim ai.Limits) (core.Move, searched, error)
	Close()
}

// newPlayer reads a player spec: "level:N" (Chuhe in process at level N),
// "exe:PATH[,Option=Value...]" (a UCI engine: ranks 0..9 as Chuhe and Pikafish write them, or 1..10
// for one with a UCI_Variant option, told xiangqi, as Fairy-Stockfish and Sjaak II), "fairy:PATH[,...]"
// (the same, but the engine must have UCI_Variant xiangqi; an option the engine does not declare,
// or a value it does not take, is an error), or "ucci:PATH[,option=value...]" (an engine speaking UCCI, as ElephantEye
// does). Any spec may add go.nodes=N, go.depth=N or go.movetime=DURATION (e.g.
// level:8,go.movetime=100ms): limits for that player alone, in place of the match's limits. A level
// evaluates as the app's does (with the built-in net at the levels that use it, ai.LevelUsesNet, got
// from loadNet); level:N,net and level:N,hand choose the evaluation instead, for experiments.
func newPlayer(spec string, seed int64, scale float64, loadNet func() (*nnue.Net, error)) (player, error) {
	kind, rest, _ := strings.Cut(spec, ":")
	parts := strings.Split(rest, ",")
	var own ai.Limits
	var opts []string
	eval := "" // "net" or "hand": the level's own choice overridden
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
		case "net", "hand":
			if kind != "level" || value != "" {
				return nil, fmt.Errorf("player %q: %s (evaluate with the built-in net, or by hand, whatever the level) is an option of level:N alone, without a value", spec, name)
			}
			eval = name
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
		if err != nil || n < 1 || n > ai.MaxLevel || len(opts) > 0 {
			return nil, fmt.Errorf("player %q: level must be 1-%d (options: go.nodes, go.depth, go.movetime)", spec, ai.MaxLevel)
		}
		lp := &levelPlayer{n: n, scale: scale, e: ai.New(ai.Options{HashMB: 16, Level: n, Seed: seed, OwnBook: true})}
		if eval == "net" || eval == "" && ai.LevelUsesNet(n) {
			net, err := loadNet()
			if err != nil {
				return nil, fmt.Errorf("player %q: the built-in net: %v", spec, err)
			}
			lp.e.SetNet(net)
			lp.net = true
		}
		lp.own = eval != ""
		p = lp
	case "exe", "fairy", "ucci":
		up, err := startUCI(parts[0], opts, kind)
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

// searched is what a search said of itself: the deepest depth it finished (0: not said, or a book
// move) and its nodes (0: not said).
type searched struct {
	depth int
	nodes int64
	// cp is the search's score from the mover's view in centipawns (±mateCP for a mate), when
	// scored (not a book move, and the engine said one).
	cp     int
	scored bool
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

func (p *limitedPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, searched, error) {
	own := p.lim
	own.WTime, own.BTime, own.WInc, own.BInc = lim.WTime, lim.BTime, lim.WInc, lim.BInc
	return p.player.Move(g, own)
}

// levelPlayer is Chuhe in process at a level.
type levelPlayer struct {
	n     int
	net   bool    // evaluates with the built-in net
	own   bool    // the evaluation chosen by the spec (net or hand), not by the level
	scale float64 // multiplies the level's time per move
	e     *ai.Engine
}

func (p *levelPlayer) Name() string {
	switch {
	case p.own && p.net:
		return fmt.Sprintf("level%d+net", p.n)
	case p.own:
		return fmt.Sprintf("level%d+hand", p.n)
	}
	return fmt.Sprintf("level%d", p.n)
}
func (p *levelPlayer) NewGame() error { p.e.Clear(); return nil }
func (p *levelPlayer) Close()         {}

func (p *levelPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, searched, error) {
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
		return core.NoMove, searched{}, fmt.Errorf("no move")
	}
	sr := searched{depth: r.Depth, nodes: r.Nodes}
	if r.Depth > 0 { // a search, not a book move
		sr.scored, sr.cp = true, int(r.Score)
		if r.Score.IsMate() {
			sr.cp = mateFor(int(r.Score))
		}
	}
	return r.Move, sr, nil
}

// uciPlayer is an engine in another process speaking UCI or UCCI (package extengine).
type uciPlayer struct {
	name string
	e    *extengine.Engine
}

// startUCI starts the engine at path with its options ("Name=Value"; Name=... names the player).
// A fairy: player must be an engine with UCI_Variant xiangqi (ranks 1..10).
func startUCI(path string, opts []string, kind string) (*uciPlayer, error) {
	cfg := extengine.Config{Path: path, Protocol: extengine.UCI}
	if kind == "ucci" {
		cfg.Protocol = extengine.UCCI
	}
	p := &uciPlayer{}
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		if name == "Name" {
			p.name = value
			continue
		}
		cfg.Options = append(cfg.Options, extengine.Setting{Name: name, Value: value})
	}
	e, err := extengine.Start(context.Background(), cfg)
	if err != nil {
		return nil, err
	}
	for _, o := range cfg.Options { // a typo in a spec is an error, not an option left unset
		decl, ok := e.Option(o.Name)
		if !ok {
			e.Close()
			return nil, fmt.Errorf("%s: the engine has no option %q", path, o.Name)
		}
		if err := decl.Validate(o.Value); err != nil {
			e.Close()
			return nil, fmt.Errorf("%s: %v", path, err)
		}
	}
	if kind == "fairy" && !e.Ranks1() {
		e.Close()
		return nil, fmt.Errorf("%s: no UCI_Variant option with xiangqi: not a Fairy-Stockfish style engine", path)
	}
	p.e = e
	if p.name == "" {
		p.name = path
	}
	return p, nil
}

func (p *uciPlayer) Name() string { return p.name }

func (p *uciPlayer) NewGame() error { return p.e.NewGame(context.Background()) }

func (p *uciPlayer) Move(g *core.Game, lim ai.Limits) (core.Move, searched, error) {
	ctx := context.Background()
	if lim.MoveTime == 0 && lim.WTime == 0 && lim.BTime == 0 {
		// Depth and nodes have no time: a search that runs this long is stopped.
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, 60*time.Second)
		defer cancel()
	}
	// The deepest depth and the last node count of any report: engines say them on lines of their
	// own (ElephantEye: "info depth D score S pv ..." then "info time T nodes N"); a book move
	// reports depth 0.
	var s searched
	res, err := p.e.Search(ctx, g, extengine.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.MoveTime,
		WTime: lim.WTime, BTime: lim.BTime, WInc: lim.WInc, BInc: lim.BInc, MovesToGo: lim.MovesToGo},
		func(in extengine.Info, _ []core.Move) {
			if in.HasDepth && in.MultiPV <= 1 && in.Depth > s.depth {
				s.depth = in.Depth
			}
			if in.HasNodes && in.Nodes > s.nodes {
				s.nodes = in.Nodes
			}
			if in.HasScore && in.MultiPV <= 1 && in.Score.Bound == "" {
				s.scored, s.cp = true, in.Score.CP
				if in.Score.Mate != 0 {
					s.cp = mateFor(in.Score.Mate)
				}
			}
		})
	if errors.Is(err, extengine.ErrNoBestMove) {
		if pos := g.Position(); pos.HalfmoveClock() >= drawClaimPlies {
			return core.NoMove, searched{}, errDrawClaim
		}
	}
	if err != nil {
		return core.NoMove, searched{}, err
	}
	if res.Move == core.NoMove {
		return core.NoMove, searched{}, fmt.Errorf("%s: no move", p.name)
	}
	return res.Move, s, nil
}

func (p *uciPlayer) Close() { p.e.Close() }

// ElephantEye draws a game after 100 plies without a capture (core's natural limit is 120, not
// counting checks beyond an allowance) and answers "nobestmove" from then on: a claim of a draw,
// which chuhe-match grants rather than scoring a forfeit.
const drawClaimPlies = 100

// errDrawClaim is a player's claim of a draw by the 100-ply rule (drawClaimPlies).
var errDrawClaim = errors.New("claims a draw: no capture in 100 plies")
