package extengine

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/internal/fakeengine"
)

// start starts cfg and closes the engine when the test ends, checking the process was reaped.
func start(t *testing.T, cfg Config) *Engine {
	t.Helper()
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatalf("start: %v\nlog:\n%s", err, cfg.Log.Last(30))
	}
	t.Cleanup(func() {
		e.Close()
		assertReaped(t, e)
	})
	return e
}

func assertReaped(t *testing.T, e *Engine) {
	t.Helper()
	p := e.proc()
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the process was not reaped")
	}
	if p.cmd.ProcessState == nil {
		t.Error("no process state: not waited for")
	}
}

func TestFakeGood(t *testing.T) {
	cfg := fakeConfig(t, "good")
	cfg.Log = NewLog(0)
	cfg.Options = []Setting{{"Hash", "64"}, {"Nope", "1"}, {"Style", "Risky"}, {"MultiPV", "99"}}
	e := start(t, cfg)
	if e.Name() != "Fake good" || e.Author() != "Nobody" || e.Protocol() != UCI || e.Ranks1() {
		t.Errorf("name %q author %q protocol %q ranks1 %v", e.Name(), e.Author(), e.Protocol(), e.Ranks1())
	}
	if len(e.Options()) != 7 {
		t.Errorf("options %+v", e.Options())
	}
	if o, _ := e.Option("evalfile"); !o.IsFile() {
		t.Errorf("EvalFile %+v is not a file", o)
	}
	log := cfg.Log.Last(100)
	for _, want := range []string{"> setoption name Hash value 64", "> setoption name Style value Risky", "no option Nope", "MultiPV: 99 is out of range"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	g := core.NewGame()
	var infos []Info
	res, err := e.Search(context.Background(), g, Limits{MoveTime: 50 * time.Millisecond}, func(i Info, pv []core.Move) {
		if len(pv) != 1 {
			t.Errorf("pv %v", pv)
		}
		infos = append(infos, i)
	})
	if err != nil || res.Move == core.NoMove {
		t.Fatalf("search: %v %v", res, err)
	}
	if len(infos) != 2 || infos[1].MultiPV != 2 || res.Best.Score.CP != 12 {
		t.Errorf("infos %+v best %+v", infos, res.Best)
	}
	// An infinite search runs until cancelled and still answers.
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	res, err = e.Search(ctx, g, Limits{Infinite: true}, nil)
	if err != nil || res.Move == core.NoMove {
		t.Fatalf("infinite search: %v %v", res, err)
	}
	if err := e.SetOption(context.Background(), "Clear Hash", ""); err != nil {
		t.Error(err)
	}
	if err := e.SetOption(context.Background(), "Hash", "0"); err == nil {
		t.Error("Hash 0 accepted")
	}
	if err := e.NewGame(context.Background()); err != nil {
		t.Error(err)
	}
	// A mated side: "bestmove (none)" is the right answer.
	mated, _ := core.NewGameFromFEN("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1")
	if p := mated.Position(); len(p.LegalMoves(nil)) == 0 {
		res, err = e.Search(context.Background(), mated, Limits{Depth: 1}, nil)
		if err != nil || res.Move != core.NoMove {
			t.Errorf("mated: %v %v", res, err)
		}
	}
}

func TestFakeFaults(t *testing.T) {
	for _, c := range []struct {
		kind string
		want error
	}{
		{"crash", ErrExited},
		{"hang", ErrStopIgnored},
		{"illegal", ErrIllegalMove},
		{"malformed", ErrMalformed},
		{"junk", ErrGarbage},
	} {
		t.Run(c.kind, func(t *testing.T) {
			cfg := fakeConfig(t, c.kind)
			cfg.Log = NewLog(50)
			e := start(t, cfg)
			ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
			defer cancel()
			begin := time.Now()
			res, err := e.Search(ctx, core.NewGame(), Limits{Infinite: true}, nil)
			if !errors.Is(err, c.want) || res.Move != core.NoMove {
				t.Fatalf("got %v %v, want %v\n%s", res.Move, err, c.want, cfg.Log.Last(20))
			}
			if c.kind == "hang" {
				t.Logf("the hung engine killed after %v", time.Since(begin)) // a figure, not a bound
			}
			assertReaped(t, e) // killed at the fault, not at Close
			if !errors.Is(e.Err(), c.want) {
				t.Errorf("Err() = %v", e.Err())
			}
			if _, err := e.Search(context.Background(), core.NewGame(), Limits{Depth: 1}, nil); err == nil {
				t.Error("a dead engine searched")
			}
			if !strings.Contains(cfg.Log.Last(5), "fault: ") {
				t.Errorf("log:\n%s", cfg.Log.Last(10))
			}
		})
	}
}

func TestFakeLiar(t *testing.T) {
	cfg := fakeConfig(t, "liar")
	e := start(t, cfg)
	for _, o := range e.Options() {
		if err := o.Validate(o.Default); err != nil && o.Type != Button {
			t.Errorf("option %+v: its default does not validate: %v", o, err)
		}
	}
	if o, ok := e.Option("Backwards"); !ok || o.Min != 1 || o.Max != 100 || o.Default != "100" {
		t.Errorf("Backwards %+v", o)
	}
	if o, ok := e.Option("NoChoice"); !ok || o.Default != "A" {
		t.Errorf("NoChoice %+v", o)
	}
	for _, bad := range []string{"Weird", "Broken", "Empty"} {
		if _, ok := e.Option(bad); ok {
			t.Errorf("option %s kept", bad)
		}
	}
	if o, _ := e.Option("Hash"); o.Max != 1024 {
		t.Errorf("the second Hash replaced the first: %+v", o)
	}
	if res, err := e.Search(context.Background(), core.NewGame(), Limits{Depth: 2}, nil); err != nil || res.Move == core.NoMove {
		t.Errorf("search %v %v", res, err)
	}
}

func TestFakeRanks1(t *testing.T) {
	cfg := fakeConfig(t, "ranks1")
	e := start(t, cfg)
	if !e.Ranks1() {
		t.Fatal("UCI_Variant xiangqi not detected")
	}
	g := core.NewGame()
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} { // i9h9: rank 10 for the engine
		m, _ := core.ParseMoveText(s)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	var pv []core.Move
	res, err := e.Search(context.Background(), g, Limits{Depth: 3}, func(_ Info, m []core.Move) { pv = m })
	if err != nil || res.Move == core.NoMove || len(pv) != 1 || pv[0] != res.Move {
		t.Fatalf("search %v %v pv %v", res, err, pv)
	}
}

func TestDetectUCCI(t *testing.T) {
	cfg := fakeConfig(t, "ucci")
	cfg.Log = NewLog(0)
	e := start(t, cfg)
	if e.Protocol() != UCCI || e.Name() != "Fake UCCI" {
		t.Fatalf("protocol %q name %q", e.Protocol(), e.Name())
	}
	if !strings.Contains(cfg.Log.Last(100), "> setoption usemillisec true") {
		t.Errorf("usemillisec not set:\n%s", cfg.Log.Last(100))
	}
	var best Info
	res, err := e.Search(context.Background(), core.NewGame(), Limits{MoveTime: 30 * time.Millisecond}, func(i Info, _ []core.Move) {
		if i.MultiPV == 1 {
			best = i
		}
	})
	if err != nil || res.Move == core.NoMove {
		t.Fatalf("search %v %v", res, err)
	}
	if best.Score.Mate != 3 {
		t.Errorf("UCCI score 9995 read as %+v, want a mate in 3", best.Score)
	}
}

func TestStartFailures(t *testing.T) {
	if _, err := Start(context.Background(), Config{Path: filepath.Join(t.TempDir(), "none")}); err == nil {
		t.Error("a missing program started")
	}
	cfg := fakeConfig(t, "silent")
	cfg.StartTimeout = 200 * time.Millisecond
	cfg.Log = NewLog(0)
	_, err := Start(context.Background(), cfg)
	if !errors.Is(err, ErrNoAnswer) {
		t.Errorf("silent engine: %v", err)
	}
	if l := cfg.Log.Last(100); !strings.Contains(l, "> uci\n") || !strings.Contains(l, "> ucci\n") {
		t.Errorf("not both protocols tried:\n%s", l)
	}
}

// TestCloseDuringSearch: closing ends a search in progress, which says so, and reaps the process.
func TestCloseDuringSearch(t *testing.T) {
	cfg := fakeConfig(t, "hang")
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if _, err := e.Search(context.Background(), core.NewGame(), Limits{Infinite: true}, nil); !errors.Is(err, ErrClosed) {
			t.Errorf("search ended with %v", err)
		}
	}()
	time.Sleep(50 * time.Millisecond)
	e.Close()
	wg.Wait()
	assertReaped(t, e)
}

// buildChuheEngine builds cmd/chuhe-engine into a temporary directory.
func buildChuheEngine(t *testing.T) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "chuhe-engine")
	out, err := exec.Command("go", "build", "-o", exe, "../cmd/chuhe-engine").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// TestChuheEngine plays chuhe-engine as an external engine, in UCI and in UCCI.
func TestChuheEngine(t *testing.T) {
	exe := buildChuheEngine(t)
	for _, proto := range []Protocol{Auto, UCCI} {
		t.Run(string(proto), func(t *testing.T) {
			log := NewLog(0)
			e := start(t, Config{Path: exe, Protocol: proto, Log: log, Options: []Setting{{"Hash", "8"}, {"hashsize", "8"}, {"OwnBook", "false"}, {"usebook", "false"}}})
			want := UCI
			if proto == UCCI {
				want = UCCI
			}
			if e.Protocol() != want || e.Name() != "Chuhe" {
				t.Fatalf("protocol %q name %q", e.Protocol(), e.Name())
			}
			g := core.NewGame()
			for i := 0; i < 6; i++ {
				var infos int
				res, err := e.Search(context.Background(), g, Limits{Depth: 3}, func(Info, []core.Move) { infos++ })
				if err != nil {
					t.Fatalf("ply %d: %v\n%s", i, err, log.Last(20))
				}
				if infos == 0 || res.Best.Depth == 0 {
					t.Errorf("ply %d: %d infos, best %+v", i, infos, res.Best)
				}
				if err := g.Play(res.Move); err != nil {
					t.Fatal(err)
				}
			}
			ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
			defer cancel()
			if res, err := e.Search(ctx, g, Limits{Infinite: true}, nil); err != nil || res.Move == core.NoMove {
				t.Errorf("stopped search: %v %v", res, err)
			}
			if res, err := e.Search(context.Background(), g, Limits{MoveTime: 100 * time.Millisecond}, nil); err != nil || res.Move == core.NoMove {
				t.Errorf("movetime search: %v %v", res, err)
			}
		})
	}
}

// TestSearchMovesSkipBook: every legal move as searchmoves keeps chuhe-engine out of its book,
// so an analysis of a book position gets reports.
func TestSearchMovesSkipBook(t *testing.T) {
	e := start(t, Config{Path: buildChuheEngine(t), Log: NewLog(0), Options: []Setting{{"Hash", "8"}}})
	g := core.NewGame()
	p := g.Position()
	ctx, cancel := context.WithCancel(context.Background())
	infos := 0
	res, err := e.Search(ctx, g, Limits{Infinite: true, SearchMoves: p.LegalMoves(nil)}, func(Info, []core.Move) {
		if infos++; infos == 3 {
			cancel()
		}
	})
	cancel()
	if err != nil || res.Move == core.NoMove || infos < 3 {
		t.Errorf("%d reports, %v %v\n%s", infos, res, err, e.Log().Last(10))
	}
}

// TestFairyStockfish runs Fairy-Stockfish, a real third-party engine, when it is installed.
func TestFairyStockfish(t *testing.T) {
	exe, err := exec.LookPath("fairy-stockfish")
	if err != nil {
		exe, err = exec.LookPath("/usr/games/fairy-stockfish") // where Debian puts it, off most PATHs
	}
	if err != nil {
		t.Skip("fairy-stockfish is not installed")
	}
	log := NewLog(0)
	e := start(t, Config{Path: exe, Log: log, Options: []Setting{{"Hash", "16"}, {"Threads", "1"}}})
	if !e.Ranks1() || e.Protocol() != UCI {
		t.Fatalf("ranks1 %v protocol %q", e.Ranks1(), e.Protocol())
	}
	g := core.NewGame()
	for i := 0; i < 10; i++ {
		res, err := e.Search(context.Background(), g, Limits{Depth: 6}, nil)
		if err != nil {
			t.Fatalf("ply %d: %v\n%s", i, err, log.Last(20))
		}
		if err := g.Play(res.Move); err != nil {
			t.Fatal(err)
		}
	}
	// An analysis: infinite, with searchmoves in its ranks, its lines read back legal.
	p := g.Position()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	lines := 0
	res, err := e.Search(ctx, g, Limits{Infinite: true, SearchMoves: p.LegalMoves(nil)}, func(i Info, pv []core.Move) {
		if i.HasPV && len(pv) == len(i.PV) && len(pv) > 0 {
			lines++
		}
	})
	if err != nil || res.Move == core.NoMove || lines == 0 {
		t.Errorf("analysis: %d legal lines, %v %v\n%s", lines, res, err, log.Last(10))
	}
}

// BenchmarkSearchRoundTrip measures one search's protocol overhead with the fake engine, which
// answers at once: isready, position, go, two info lines and bestmove, each checked.
func BenchmarkSearchRoundTrip(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Skip(err)
	}
	b.Setenv(fakeengine.Env, "good")
	e, err := Start(context.Background(), Config{Path: exe})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	g := core.NewGame()
	for _, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		m, _ := core.ParseMoveText(s)
		g.Play(m)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Search(context.Background(), g, Limits{Depth: 1}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStart measures starting the fake engine and its handshake, and closing it.
func BenchmarkStart(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Skip(err)
	}
	b.Setenv(fakeengine.Env, "good")
	for i := 0; i < b.N; i++ {
		e, err := Start(context.Background(), Config{Path: exe})
		if err != nil {
			b.Fatal(err)
		}
		e.Close()
	}
}
