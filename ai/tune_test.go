package ai

// The evaluation's weights are tuned on the results of self-play games (Texel's method): every
// weight is a coefficient of a feature of the position, the evaluation is the sum of weight ×
// feature, and the weights are fitted so that a logistic of the evaluation predicts the game's
// result. TestEvalTrace keeps the feature list in step with evaluate; TestTune (run only with
// -tune.games) does the fitting. How to make the games and run it: docs/engine.md.

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// Feature indices.
const (
	fMatMG    = 0             // + piece type (Advisor..Pawn) - Advisor
	fMatEG    = fMatMG + 6    // likewise
	fPST      = fMatEG + 6    // + (type-1)*50 + rank*5 + min(file, 8-file), Red's view
	fTempo    = fPST + 7*50   // side to move
	fRookMob  = fTempo + 1    //
	fHorseMob = fRookMob + 1  //
	fHorseTrp = fHorseMob + 1 //
	fHollow   = fHorseTrp + 1 //
	fCentre   = fHollow + 1   //
	fPin      = fCentre + 1   //
	fBottom   = fPin + 1      //
	fOpenKing = fBottom + 1   //
	fDefRook  = fOpenKing + 1 //
	fAdvHorse = fDefRook + 1  //
	fAdvCan   = fAdvHorse + 1 //
	fElHorse  = fAdvCan + 1   //
	fElCan    = fElHorse + 1  //
	fCanMob   = fElCan + 1    //
	fAttack   = fCanMob + 1   // + min(n, 6)
	nFeatures = fAttack + 7   //
)

// trace lists the features of a position with their coefficients, from Red's view, so that
// evaluate (from Red's view) = Σ weight × coefficient, up to rounding. ok is false for positions the
// tuner leaves out (a side without attackers: evaluate scales those).
func trace(p *core.Position) (f map[int]float64, ok bool) {
	if !p.HasAttackers(core.Red) || !p.HasAttackers(core.Black) {
		return nil, false
	}
	f = map[int]float64{}
	phase := 0
	for c := core.Red; c <= core.Black; c++ {
		phase += 2*p.Count(core.MakePiece(c, core.Rook)) + p.Count(core.MakePiece(c, core.Horse)) +
			p.Count(core.MakePiece(c, core.Cannon))
	}
	phase = min(phase, maxPhase)
	mgw := float64(phase) / maxPhase
	egw := 1 - mgw
	var sqs [16]core.Square
	for c := core.Red; c <= core.Black; c++ {
		sign := 1.0
		if c == core.Black {
			sign = -1
		}
		them := c.Opp()
		ek := p.KingSquare(them)
		across := 0
		for _, s := range p.PieceSquares(c, sqs[:0]) {
			pc := p.At(s)
			t := pc.Type()
			rs := s
			if c == core.Black {
				rs = s.Flip()
			}
			idx := fPST + int(t-1)*50 + rs.Rank()*5 + min(rs.File(), 8-rs.File())
			if t == core.King {
				f[idx] += sign * (mgw + egw/2)
			} else {
				f[idx] += sign
				f[fMatMG+int(t-core.Advisor)] += sign * mgw
				f[fMatEG+int(t-core.Advisor)] += sign * egw
			}
			if attacker(t) && crossed(s, c) {
				across++
			}
			switch t {
			case core.Rook:
				f[fRookMob] += sign * float64(rookMoves(p, s, c))
			case core.Horse:
				n := horseMoves(p, s, c)
				f[fHorseMob] += sign * float64(n)
				if n <= 1 {
					f[fHorseTrp] -= sign
				}
			case core.Cannon:
				f[fCanMob] += sign * float64(cannonMoves(p, s))
				if k := cannonKind(p, s, ek); k != cannonNone {
					f[[5]int{0, fHollow, fPin, fCentre, fBottom}[k]] += sign
				}
			}
		}
		f[fAttack+min(across, 6)] += sign
		er := float64(p.Count(core.MakePiece(them, core.Rook)))
		eh := float64(p.Count(core.MakePiece(them, core.Horse)))
		ec := float64(p.Count(core.MakePiece(them, core.Cannon)))
		ma := float64(2 - p.Count(core.MakePiece(c, core.Advisor)))
		me := float64(2 - p.Count(core.MakePiece(c, core.Elephant)))
		f[fDefRook] -= sign * (ma + me) * er
		f[fAdvHorse] -= sign * ma * eh
		f[fAdvCan] -= sign * ma * ec
		f[fElHorse] -= sign * me * eh
		f[fElCan] -= sign * me * ec
		if er > 0 && kingFileOpen(p, c) {
			f[fOpenKing] -= sign * er * mgw
		}
	}
	if p.SideToMove() == core.Red {
		f[fTempo] = 1
	} else {
		f[fTempo] = -1
	}
	for k, v := range f {
		if v == 0 {
			delete(f, k)
		}
	}
	return f, true
}

// scalarWeights are the evaluation's single-number weights: feature, name in eval.go, value.
var scalarWeights = []struct {
	f    int
	name string
	v    int
}{
	{fTempo, "tempo", tempo}, {fRookMob, "rookMobility", rookMobility},
	{fHorseMob, "horseMobility", horseMobility}, {fHorseTrp, "horseTrapped", horseTrapped},
	{fHollow, "hollowCannon", hollowCannon}, {fCentre, "centreCannon", centreCannon},
	{fPin, "pinCannon", pinCannon}, {fBottom, "bottomCannon", bottomCannon},
	{fOpenKing, "openKingFile", openKingFile}, {fDefRook, "defenderVsRook", defenderVsRook},
	{fAdvHorse, "advisorVsHorse", advisorVsHorse}, {fAdvCan, "advisorVsCannon", advisorVsCannon},
	{fElHorse, "elephVsHorse", elephVsHorse}, {fElCan, "elephVsCannon", elephVsCannon},
	{fCanMob, "cannonMobility", cannonMobility},
}

// currentWeights returns the evaluation's weights in the order of the features.
func currentWeights() []float64 {
	w := make([]float64, nFeatures)
	for t := core.Advisor; t <= core.Pawn; t++ {
		w[fMatMG+int(t-core.Advisor)] = float64(materialMG[t])
		w[fMatEG+int(t-core.Advisor)] = float64(materialEG[t])
	}
	for t := core.King; t <= core.Pawn; t++ {
		for r := 0; r < 10; r++ {
			for f := 0; f < 5; f++ {
				w[fPST+int(t-1)*50+r*5+f] = float64(pstText[t][9-r][f])
			}
		}
	}
	for _, sw := range scalarWeights {
		w[sw.f] = float64(sw.v)
	}
	for n, v := range attackBonus {
		w[fAttack+n] = float64(v)
	}
	return w
}

func dot(w []float64, f map[int]float64) float64 {
	v := 0.0
	for i, c := range f {
		v += w[i] * c
	}
	return v
}

// TestEvalTrace checks that the features and the current weights give evaluate's value (within the
// integer rounding of the phase) in positions of random games.
func TestEvalTrace(t *testing.T) {
	// The piece-square tables must be symmetric for the traced (mirrored) tables to match.
	for tp := core.King; tp <= core.Pawn; tp++ {
		for r := 0; r < 10; r++ {
			for f := 0; f < 9; f++ {
				if pstText[tp][r][f] != pstText[tp][r][8-f] {
					t.Fatalf("pst of %v not symmetric at rank %d file %d", tp, 9-r, f)
				}
			}
		}
	}
	w := currentWeights()
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for g := 0; g < 40; g++ {
		pos := core.StartPosition()
		for ply := 0; ply < 160; ply++ {
			var buf [128]core.Move
			moves := pos.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			pos.MakeMove(moves[rng.IntN(len(moves))])
			f, ok := trace(pos)
			if !ok {
				break
			}
			want := float64(evaluate(pos))
			if pos.SideToMove() == core.Black {
				want = -want
			}
			if got := dot(w, f); math.Abs(got-want) > 3 {
				t.Fatalf("game %d ply %d %s: trace %.1f, evaluate %.0f", g, ply, pos.FEN(), got, want)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
}

var (
	tuneGames  = flag.String("tune.games", "", "chuhe-match -log files (comma-separated) of self-play games to tune the evaluation on")
	tuneEpochs = flag.Int("tune.epochs", 400, "passes over the positions")
	tuneFixEG  = flag.Bool("tune.fixeg", false, "leave the endgame material as it is (games adjudicated as draws at a move limit undervalue it)")
	tuneFixMat = flag.Bool("tune.fixmat", false, "leave all material values as they are")
	tunePST    = flag.Bool("tune.pst", false, "tune the piece-square tables too (needs far more games)")
	tuneOut    = flag.String("tune.out", "tuned.txt", "where TestTune writes the tuned weights")
	tuneLabels = flag.String("tune.labels", "", "files of \"FEN<TAB>score\" lines (scripts/fslabel.py) to fit the evaluation to another engine's scores instead of game results")
	tuneL2     = flag.Float64("tune.l2", 0, "pull of each weight back to its current value (weight decay toward the engine's weights; the loss's gradients are small: 1e-6 lets a few weights move, 1e-3 holds them all)")
)

type sample struct {
	f      []int32
	c      []float32
	result float64 // 1 Red won, 0.5 draw, 0 Black won (or the labelled score's logistic)
	game   int     // number of the game among all the files read (of the line for labels)
}

// eval is the evaluation of the sample's position (Red's view) under the weights w.
func (s *sample) eval(w []float64) float64 {
	v := 0.0
	for j, fi := range s.f {
		v += w[fi] * float64(s.c[j])
	}
	return v
}

// loadSamples replays the games of a chuhe-match log and keeps the quiet positions (not in check,
// the move played from them and the move that led to them not a capture, past the opening lines).
// Games are numbered from games+1 on; it returns the samples and the number of the last game.
// In a game between different players each position also gets a feature for the strength of each
// player (+1 for the one playing Red, −1 for Black; indices from nFeatures on, numbered in players
// in order of appearance): without it, the fit would credit whatever marks the stronger player's
// style with its wins.
func loadSamples(t *testing.T, path string, games int, players map[string]int) ([]sample, int) {
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var out []sample
	var result float64
	var red, black int // player features of the current game (-1: none)
	first := games
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "game ") {
			switch {
			case strings.Contains(line, " result 1-0"):
				result = 1
			case strings.Contains(line, " result 0-1"):
				result = 0
			default:
				result = 0.5
			}
			red, black = -1, -1
			if w := strings.Fields(line); len(w) >= 6 && w[3] != w[5] {
				for _, pl := range []struct {
					name string
					idx  *int
				}{{w[3], &red}, {w[5], &black}} {
					if _, ok := players[pl.name]; !ok {
						players[pl.name] = nFeatures + len(players)
					}
					*pl.idx = players[pl.name]
				}
			}
			continue
		}
		pos := core.StartPosition()
		games++
		lastCapture := false
		for ply, ms := range strings.Fields(line) {
			m, err := core.ParseMoveText(ms)
			if err != nil || !pos.Legal(m) {
				t.Fatalf("game %d ply %d: bad move %q", games, ply, ms)
			}
			capture := pos.At(m.To()) != core.NoPiece
			if ply >= 12 && !capture && !lastCapture && !pos.InCheck() {
				if f, ok := trace(pos); ok {
					s := sample{result: result, game: games}
					for i, c := range f {
						s.f = append(s.f, int32(i))
						s.c = append(s.c, float32(c))
					}
					if red >= 0 {
						s.f = append(s.f, int32(red), int32(black))
						s.c = append(s.c, 1, -1)
					}
					out = append(out, s)
				}
			}
			pos.MakeMove(m)
			lastCapture = capture
		}
	}
	t.Logf("%s: %d games, %d positions", path, games-first, len(out))
	return out, games
}

// loadLabels reads "FEN<TAB>score" lines (the score in centipawns from the side to move's view, as
// scripts/fslabel.py writes them) and keeps the quiet positions: not in check, and the quiescence
// search finds nothing better than the static evaluation. The target is the score's logistic (the
// scale of 400 cp; the fitted K absorbs any difference between the two engines' units).
func loadLabels(t *testing.T, path string, lines int) ([]sample, int) {
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	e := New(Options{HashMB: 1})
	sc := bufio.NewScanner(fh)
	var out []sample
	first := lines
	for sc.Scan() {
		lines++
		fen, score, ok := strings.Cut(sc.Text(), "\t")
		if !ok {
			t.Fatalf("%s:%d: no tab", path, lines-first)
		}
		v, err := strconv.Atoi(score)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, lines-first, err)
		}
		pos, err := core.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s:%d: %v", path, lines-first, err)
		}
		if pos.InCheck() {
			continue
		}
		f, ok := trace(pos)
		if !ok {
			continue
		}
		var buf [128]core.Move
		s := newSearcher(e, context.Background(), core.NewGameFrom(pos), pos, Limits{Depth: 1}, pos.LegalMoves(buf[:0]))
		if s.qsearch(-Infinite, Infinite, 0, 0, false) != evaluate(pos) {
			continue
		}
		if pos.SideToMove() == core.Black {
			v = -v
		}
		smp := sample{result: sigmoid(1, float64(v)), game: lines}
		for i, c := range f {
			smp.f = append(smp.f, int32(i))
			smp.c = append(smp.c, float32(c))
		}
		out = append(out, smp)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d lines, %d quiet positions", path, lines-first, len(out))
	return out, lines
}

func sigmoid(k, v float64) float64 { return 1 / (1 + math.Exp(-k*v/400)) }

func loss(w []float64, k float64, data []sample) float64 {
	e := 0.0
	for i := range data {
		d := data[i].result - sigmoid(k, data[i].eval(w))
		e += d * d
	}
	return e / float64(len(data))
}

// TestTune fits the weights to the games' results (or to labelled scores) by Adam on the mean
// squared error, after fitting the logistic's scale to the current weights. The pawn's material
// weights are left as they are (they set the scale), and so are others as the -tune flags ask.
func TestTune(t *testing.T) {
	if *tuneGames == "" && *tuneLabels == "" {
		t.Skip("no -tune.games or -tune.labels")
	}
	var data []sample
	games := 0
	players := map[string]int{}
	loadGames := func(t *testing.T, path string, games int) ([]sample, int) {
		return loadSamples(t, path, games, players)
	}
	for _, src := range []struct {
		paths string
		load  func(*testing.T, string, int) ([]sample, int)
	}{{*tuneGames, loadGames}, {*tuneLabels, loadLabels}} {
		for _, path := range strings.Split(src.paths, ",") {
			if path == "" {
				continue
			}
			var d []sample
			d, games = src.load(t, path, games)
			data = append(data, d...)
		}
	}
	// Positions of one game are far from independent: every tenth game is kept for testing.
	var test, train []sample
	for _, s := range data {
		if s.game%10 == 0 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	w := append(currentWeights(), make([]float64, len(players))...)
	w0 := append(currentWeights(), make([]float64, len(players))...)
	k, best := 1.0, math.Inf(1)
	for kk := 0.2; kk <= 3; kk += 0.05 {
		if e := loss(w, kk, train); e < best {
			k, best = kk, e
		}
	}
	t.Logf("K %.2f: train %.5f test %.5f", k, best, loss(w, k, test))
	fixed := map[int]bool{fMatMG + int(core.Pawn-core.Advisor): true, fMatEG + int(core.Pawn-core.Advisor): true}
	for t := core.Advisor; t <= core.Pawn; t++ {
		if *tuneFixEG || *tuneFixMat {
			fixed[fMatEG+int(t-core.Advisor)] = true
		}
		if *tuneFixMat {
			fixed[fMatMG+int(t-core.Advisor)] = true
		}
	}
	if !*tunePST {
		// A few thousand games cannot fit 350 piece-square values: they stay as they are.
		for i := fPST; i < fPST+7*50; i++ {
			fixed[i] = true
		}
	}
	m := make([]float64, len(w))
	v := make([]float64, len(w))
	g := make([]float64, len(w))
	const lr, b1, b2 = 1.0, 0.9, 0.999
	for ep := 1; ep <= *tuneEpochs; ep++ {
		clear(g)
		for i := range train {
			s := &train[i]
			p := sigmoid(k, s.eval(w))
			d := (p - s.result) * p * (1 - p) * k / 400
			for j, fi := range s.f {
				g[fi] += d * float64(s.c[j])
			}
		}
		for i := range w {
			if fixed[i] {
				continue
			}
			gi := g[i]/float64(len(train)) + *tuneL2*(w[i]-w0[i])
			m[i] = b1*m[i] + (1-b1)*gi
			v[i] = b2*v[i] + (1-b2)*gi*gi
			mh := m[i] / (1 - math.Pow(b1, float64(ep)))
			vh := v[i] / (1 - math.Pow(b2, float64(ep)))
			w[i] -= lr * mh / (math.Sqrt(vh) + 1e-12)
		}
		if ep%50 == 0 || ep == *tuneEpochs {
			t.Logf("epoch %d: train %.5f test %.5f", ep, loss(w, k, train), loss(w, k, test))
		}
	}
	// Keep the evaluation's overall scale (the search's margins are in its units): the tuned weights
	// are scaled by the factor that best matches the old evaluation in the least-squares sense.
	num, den := 0.0, 0.0
	for i := range train {
		e0, e1 := train[i].eval(w0), train[i].eval(w)
		num += e0 * e1
		den += e1 * e1
	}
	alpha := num / den
	for i := range w {
		w[i] *= alpha
	}
	t.Logf("scaled by %.3f: K %.2f fits best", alpha, k/alpha)
	var b strings.Builder
	names := []string{"advisor", "elephant", "horse", "rook", "cannon", "pawn"}
	for i, n := range names {
		fmt.Fprintf(&b, "material %s MG %.0f EG %.0f\n", n, w[fMatMG+i], w[fMatEG+i])
	}
	typeNames := [...]string{core.King: "King", core.Advisor: "Advisor", core.Elephant: "Elephant",
		core.Horse: "Horse", core.Rook: "Rook", core.Cannon: "Cannon", core.Pawn: "Pawn"}
	for tp := core.King; tp <= core.Pawn; tp++ {
		fmt.Fprintf(&b, "core.%s: {\n", typeNames[tp])
		for r := 9; r >= 0; r-- {
			b.WriteString("\t{")
			for f := 0; f < 9; f++ {
				if f > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%.0f", w[fPST+int(tp-1)*50+r*5+min(f, 8-f)])
			}
			b.WriteString("},\n")
		}
		b.WriteString("},\n")
	}
	for _, sw := range scalarWeights {
		fmt.Fprintf(&b, "%s = %.0f\n", sw.name, w[sw.f])
	}
	for _, name := range slices.Sorted(maps.Keys(players)) {
		t.Logf("player %s: %+.0f (strength, in the evaluation's units)", name, w[players[name]])
	}
	b.WriteString("attackBonus =")
	for n := 0; n < 7; n++ {
		fmt.Fprintf(&b, " %.0f", w[fAttack+n])
	}
	b.WriteString("\n")
	if err := os.WriteFile(*tuneOut, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLoadLabels checks the label reader's filter and its view: a position in check and one where
// the side to move wins a piece are left out, and a score for Black to move becomes Red's view.
func TestLoadLabels(t *testing.T) {
	path := t.TempDir() + "/labels.tsv"
	lines := core.StartFEN + "\t40\n" +
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\t-300\n" + // Red's view: +300
		"3rk4/9/9/9/9/9/9/9/4R4/4K4 b - - 0 1\t-900\n" + // Black in check
		"3k5/9/9/9/9/9/9/9/R2r5/4K4 w - - 0 1\t800\n" // Red takes the rook: not quiet
	if err := os.WriteFile(path, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	got, n := loadLabels(t, path, 10)
	if n != 14 || len(got) != 2 {
		t.Fatalf("%d lines read, %d positions kept; want 4 and 2", n-10, len(got))
	}
	if got[0].game != 11 || math.Abs(got[0].result-sigmoid(1, 40)) > 1e-9 ||
		math.Abs(got[1].result-sigmoid(1, 300)) > 1e-9 {
		t.Fatalf("samples %+v %+v", got[0], got[1])
	}
}

// TestLoadSamplesPlayers checks the players' strength features: +1 for the player with Red, −1 for
// Black, numbered from nFeatures on in order of appearance, and none in a game a player plays
// against itself.
func TestLoadSamplesPlayers(t *testing.T) {
	// Twenty plies of a quiet opening (no captures), so that positions past ply 12 are kept.
	moves := "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5 h0h6 g6g5 c3c4 b7b3 a0a1 a9a8 a1d1 a8d8 g3g4 h7h3 g2f4 d8d4\n"
	log := "game 1 red A@1n black B@2n result 1-0 checkmate\n" + moves +
		"game 2 red B@2n black A@1n result 0-1 checkmate\n" + moves +
		"game 3 red A@1n black A@1n result 1/2-1/2 repetition\n" + moves
	path := t.TempDir() + "/games.log"
	if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
		t.Fatal(err)
	}
	players := map[string]int{}
	got, n := loadSamples(t, path, 0, players)
	if n != 3 || len(got) == 0 {
		t.Fatalf("%d games, %d positions", n, len(got))
	}
	if players["A@1n"] != nFeatures || players["B@2n"] != nFeatures+1 || len(players) != 2 {
		t.Fatalf("players %v", players)
	}
	for _, s := range got {
		k := len(s.f)
		switch s.game {
		case 1, 2:
			red, black := "A@1n", "B@2n"
			if s.game == 2 {
				red, black = black, red
			}
			if k < 2 || int(s.f[k-2]) != players[red] || int(s.f[k-1]) != players[black] || s.c[k-2] != 1 || s.c[k-1] != -1 {
				t.Fatalf("game %d: last features %v %v", s.game, s.f[max(0, k-2):], s.c[max(0, k-2):])
			}
		case 3:
			if slices.ContainsFunc(s.f, func(i int32) bool { return i >= nFeatures }) {
				t.Fatalf("game 3 (a player against itself) has a player feature: %v", s.f)
			}
		}
	}
}
