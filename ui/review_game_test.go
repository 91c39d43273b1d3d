package ui_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/ui"
)

// testBudget keeps the reviews in tests short: the real ones take 0.2 s or 2 s a position.
const testBudget = ui.ReviewBudget(15 * time.Millisecond)

func waitReview(t *testing.T, lf *liveFixture) ui.ReviewView {
	t.Helper()
	var v ui.ReviewView
	lf.q.until(t, "the review", func() bool { v = lf.c.Review(); return !v.Running })
	return v
}

// masterGame returns the first master game of the test file with at least plies moves, cut there.
func masterGame(tb testing.TB, plies int) *core.Game {
	tb.Helper()
	data, err := os.ReadFile("../core/testdata/pgn/wukong_uci.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	games, err := core.ReadPGN(strings.NewReader(string(data)))
	if err != nil {
		tb.Fatal(err)
	}
	for _, pg := range games {
		if pg.Game.Len() >= plies {
			pg.Game.Truncate(plies)
			return pg.Game
		}
	}
	tb.Fatalf("no game of %d plies in the test file", plies)
	return nil
}

func TestReviewOfAFortyMoveGame(t *testing.T) {
	g := masterGame(t, 80)
	lf := newLiveFixture(t, ui.PlayRed)
	c := lf.c
	c.LoadGame(g)
	c.ReviewGame(testBudget)
	if v := c.Review(); !v.Running || v.Total != 81 {
		t.Fatalf("review started: %+v", v)
	}
	// The app stays usable meanwhile: stepping through the game does not stop the review.
	c.GoTo(10)
	v := waitReview(t, lf)
	if v.Done != 81 || len(v.Evals) != 81 || len(v.Classes) != 80 {
		t.Fatalf("%d of %d positions done, %d evaluations, %d classes; want 81, 81, 80", v.Done, v.Total, len(v.Evals), len(v.Classes))
	}
	n := 0
	for i, k := range v.Classes {
		if k == ui.Unclassified {
			t.Errorf("move %d unclassified", i+1)
		}
		if !v.Evals[i].Done || v.Evals[i].Expected < 0 || v.Evals[i].Expected > 1000 {
			t.Errorf("position %d: %+v", i, v.Evals[i])
		}
	}
	for _, side := range v.Counts {
		for _, k := range side {
			n += k
		}
	}
	if n != 80 {
		t.Errorf("counts add up to %d moves, want 80", n)
	}
	// A different move in review is a variation: the review of the game's main line stays whole,
	// and says nothing of the variation's moves.
	c.GoTo(80)
	c.First()
	p := c.Position()
	for _, m := range p.LegalMoves(nil) {
		if m != g.Move(0) {
			c.TryMove(m)
			break
		}
	}
	if v := c.Review(); v.Total != 81 || v.Done != 81 || !c.InVariation() || c.ReviewNote() != "" {
		t.Errorf("after a different first move: %d of %d positions evaluated, note %q", v.Done, v.Total, c.ReviewNote())
	}
	// Promoted to the main line, it replaces the game's future and with it the review: only the
	// start position is still the main line's.
	c.PromoteVariation()
	if v := c.Review(); v.Total != 2 || v.Done != 1 || !v.Evals[0].Done || v.Evals[1].Done {
		t.Errorf("after promoting a different first move: %d of %d positions evaluated", v.Done, v.Total)
	}
	// Another game drops the review.
	c.NewGame(ui.PlayRed)
	if v := c.Review(); v.Total != 0 {
		t.Errorf("the review outlived its game: %d positions", v.Total)
	}
}

func TestReviewFollowsMovesPlayedOn(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		c.TryMove(mv(m))
	}
	c.ReviewGame(testBudget)
	// A move played while the review runs: it goes on to the game's new end.
	c.TryMove(mv("i9h9"))
	v := waitReview(t, lf)
	if v.Total != 5 || v.Done != 5 || len(v.Classes) != 4 {
		t.Errorf("review after a move played on: %d of %d positions, %d classes", v.Done, v.Total, len(v.Classes))
	}
	// A move played after it: the review keeps what it has; the new position waits for the next review.
	c.TryMove(mv("i0h0"))
	if v := c.Review(); v.Total != 6 || v.Done != 5 || v.Running {
		t.Errorf("review after a later move: %d of %d positions, running %v", v.Done, v.Total, v.Running)
	}
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "[%eval"); n != 5 {
		t.Errorf("%d evaluations saved, want the 5 there are", n)
	}
}

func TestReviewFindsAHangingRook(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	// Red is a rook up against a horse; b0b5 puts the rook where the horse on c7 takes it.
	if err := c.LoadPosition("3k5/9/2n6/9/9/9/9/9/9/1R2K4 w - - 0 1"); err != nil {
		t.Fatal(err)
	}
	c.PlayFromHere()
	for _, m := range []string{"b0b5", "c7b5", "e0f0"} {
		if !c.TryMove(mv(m)) {
			t.Fatalf("%s refused", m)
		}
	}
	c.ReviewGame(ui.ReviewBudget(60 * time.Millisecond))
	v := waitReview(t, lf)
	if v.Classes[0] != ui.Blunder {
		t.Errorf("b0b5 classed %v (%+v -> %+v), want a blunder", v.Classes[0], v.Evals[0], v.Evals[1])
	}
	if v.Classes[1] != ui.BestMove && v.Classes[1] != ui.GoodMove {
		t.Errorf("taking the rook classed %v", v.Classes[1])
	}
	if v.Counts[0][ui.Blunder] != 1 {
		t.Errorf("Red's blunders %d", v.Counts[0][ui.Blunder])
	}
	if v.Evals[0].Score < 300 || v.Evals[1].Score > 0 {
		t.Errorf("scores before and after the blunder: %v, %v", v.Evals[0].Score, v.Evals[1].Score)
	}
	// Next mistake shows the blunder with the better move as an arrow and in words.
	c.First()
	if !c.NextMistake() || c.Cursor() != 1 {
		t.Fatalf("next mistake: cursor %d", c.Cursor())
	}
	better := c.BetterMove()
	start := c.Game().PositionAt(0)
	if better == core.NoMove || better == mv("b0b5") || !start.IsLegalMove(better) {
		t.Errorf("better move %v", better)
	}
	if c.Board.Arrow != better {
		t.Errorf("arrow %v, want the better move %v", c.Board.Arrow, better)
	}
	// The move is named with its number first, as a key moment is ("1. 车八进五: blunder — …").
	if note := c.ReviewNote(); !strings.HasPrefix(note, "1. ") || !strings.Contains(note, "blunder") || !strings.Contains(note, "better:") {
		t.Errorf("note %q", note)
	}
}

func TestReviewCancel(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	for _, m := range []string{"h2e2", "h9g7", "h0g2", "i9h9"} {
		c.TryMove(mv(m))
	}
	c.ReviewGame(ui.ReviewDeep)
	c.CancelReview()
	if v := c.Review(); v.Running || v.Total != 5 {
		t.Errorf("cancelled: %+v", v)
	}
	lf.q.until(t, "the engine to stop", func() bool { return lf.running.Load() == 0 })
}

func TestReviewSavedWithTheGame(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	// Another program's game: its comments (words and a clock command) and nested variations.
	foreign := `[Game "Chinese Chess"]
[Event "Club night"]
[Format "ICCS"]

{Opening notes} 1. H2-E2 {the central cannon [%clk 0:05:00]} H9-G7 (1... H7-E7 2. H0-G2 (2. B0-C2)) 2. H0-G2 I9-H9 3. I0-H0 *
`
	if err := c.LoadGameFile("club.pgn", []byte(foreign)); err != nil {
		t.Fatal(err)
	}
	if c.Game().Len() != 5 || c.Reviewed() {
		t.Fatalf("opened: %d moves, reviewed %v", c.Game().Len(), c.Reviewed())
	}
	c.ReviewGame(testBudget)
	before := waitReview(t, lf)
	var saved strings.Builder
	if err := c.WritePGN(&saved); err != nil {
		t.Fatal(err)
	}
	text := saved.String()
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"Opening notes}", "the central cannon [%clk 0:05:00]", "[%eval ", "[%best ",
		"(1... 炮８平５ 2. 马二进三 (2. 马八进七))"} {
		if !strings.Contains(flat, want) {
			t.Errorf("saved game lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "[%eval") != 6 {
		t.Errorf("%d evaluations saved, want 6 (one a position):\n%s", strings.Count(text, "[%eval"), text)
	}

	// Opened again, it is reviewed at once, with the same classes, and no search runs.
	c.NewGame(ui.TwoPlayers)
	if err := c.LoadGameFile("saved.pgn", []byte(text)); err != nil {
		t.Fatal(err)
	}
	after := c.Review()
	if after.Running || after.Done != 6 || len(after.Classes) != 5 {
		t.Fatalf("reopened review: %+v", after)
	}
	for i := range before.Classes {
		if before.Classes[i] != after.Classes[i] {
			t.Errorf("move %d classed %v, then %v after reopening", i+1, before.Classes[i], after.Classes[i])
		}
		if d := before.Evals[i].Expected - after.Evals[i].Expected; d > 2 || d < -2 {
			t.Errorf("position %d: expected score %d, then %d", i, before.Evals[i].Expected, after.Evals[i].Expected)
		}
	}
	if lf.running.Load() != 0 {
		t.Error("a search runs for a reopened reviewed game")
	}
	// Saved again, the evaluations are written once, beside the words.
	var again strings.Builder
	if err := c.WritePGN(&again); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(again.String(), "[%eval"); n != 6 || !strings.Contains(again.String(), "the central cannon") ||
		!strings.Contains(strings.Join(strings.Fields(again.String()), " "), "(1... 炮８平５ 2. 马二进三 (2. 马八进七))") {
		t.Errorf("saved again: %d evaluations\n%s", n, again.String())
	}
}

func TestReviewSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	save := dir + "/current.pgn"
	lf := newLiveFixture(t, ui.TwoPlayers)
	settings := ui.DefaultSettings()
	settings.Mode = ui.TwoPlayers
	c2 := ui.NewController(test.NewTempApp(t), ui.Options{Do: lf.q.Do, SavePath: save, Settings: settings, NewEngine: func() ui.Engine {
		return ai.New(ai.Options{HashMB: 4})
	}})
	defer c2.Close()
	for _, m := range []string{"h2e2", "h9g7", "h0g2"} {
		c2.TryMove(mv(m))
	}
	c2.ReviewGame(testBudget)
	lf.q.until(t, "the review", func() bool { return !c2.Review().Running })
	c2.WaitSaved()
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	c3 := ui.NewController(test.NewTempApp(t), ui.Options{Do: lf.q.Do})
	defer c3.Close()
	if err := c3.Restore(data); err != nil {
		t.Fatal(err)
	}
	if v := c3.Review(); v.Done != 4 || v.Running {
		t.Errorf("restored review: %d of %d positions, running %v\n%s", v.Done, v.Total, v.Running, data)
	}
}

// A pasted game keeps its comments and the review kept in them, as an opened file does.
func TestPastedGameKeepsItsReview(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	text := "[Format \"ICCS\"]\n\n{[%eval 0.20,9] start} 1. H2-E2 {[%eval 0.30,9] [%best h9g7]} H9-G7 {[%eval 0.25,8]} *\n"
	if err := c.LoadPosition(text); err != nil {
		t.Fatal(err)
	}
	if v := c.Review(); v.Done != 3 || v.Running {
		t.Fatalf("pasted reviewed game: %d of %d positions", v.Done, v.Total)
	}
	var b strings.Builder
	if err := c.WritePGN(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "start}") || strings.Count(b.String(), "[%eval") != 3 {
		t.Errorf("saved again:\n%s", b.String())
	}
}

// A review read back from a file where the mated position's evaluation was written as 0.00 (as
// earlier versions did) keeps the mating move as the best, not a blunder.
func TestRestoredReviewOfAMate(t *testing.T) {
	lf := newLiveFixture(t, ui.TwoPlayers)
	c := lf.c
	text := "[FEN \"4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1\"]\n[Format \"ICCS\"]\n\n" +
		"{[%eval #1,5] [%best b1b9]} 1. B1-B9 {[%eval 0.00]} 1-0\n"
	if err := c.LoadPosition(text); err != nil {
		t.Fatal(err)
	}
	v := c.Review()
	if v.Done != 2 || len(v.Classes) != 1 {
		t.Fatalf("restored review: %d of %d positions, %d classes", v.Done, v.Total, len(v.Classes))
	}
	if v.Classes[0] >= ui.Inaccuracy {
		t.Errorf("the mating move is classed %v", v.Classes[0])
	}
	if e := v.Evals[1]; !e.Score.IsMate() || e.Score <= 0 {
		t.Errorf("the mated position reads %v, want Red mating", e.Score)
	}
}
