package library

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/srs"
)

// mistakeGame is a short game with two "mistakes" to card.
func mistakeGame(t *testing.T) (*core.PGNGame, []Card) {
	t.Helper()
	g := core.NewGame()
	var cards []Card
	for i, s := range []string{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"} {
		m, err := core.ParseMoveText(s)
		if err != nil {
			t.Fatal(err)
		}
		if i == 1 || i == 3 {
			p := g.Position()
			best := p.LegalMoves(nil)[0]
			if best == m {
				best = p.LegalMoves(nil)[1]
			}
			cards = append(cards, Card{Kind: MistakeCard, FEN: p.FEN(), Played: m, Best: []core.Move{best}, Class: 2, Loss: 150 + i, Ply: i})
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return &core.PGNGame{Game: g}, cards
}

func TestTrainingDeck(t *testing.T) {
	ctx := context.Background()
	l := openTemp(t)
	g, cards := mistakeGame(t)
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	n, err := l.AddMistakes(ctx, g, "Me – Chuhe", cards, now)
	if err != nil || n != 2 {
		t.Fatalf("AddMistakes: %d, %v; want 2 new cards", n, err)
	}
	// The same game again (a second review) adds nothing and keeps one copy of the game.
	if n, err := l.AddMistakes(ctx, g, "Me – Chuhe", cards, now); err != nil || n != 0 {
		t.Fatalf("AddMistakes again: %d, %v; want 0", n, err)
	}
	due, err := l.DueCards(ctx, MistakeCard, now, 10)
	if err != nil || len(due) != 2 {
		t.Fatalf("DueCards: %d, %v; want 2", len(due), err)
	}
	c := due[0]
	if c.Played != cards[0].Played || c.Best[0] != cards[0].Best[0] || c.FEN != cards[0].FEN || c.Ply != 1 || c.Loss != 151 {
		t.Errorf("card read back as %+v, want %+v", c, cards[0])
	}
	tg, err := l.TrainingGameByID(ctx, c.GameID)
	if err != nil || tg.Title != "Me – Chuhe" {
		t.Fatalf("TrainingGameByID: %+v, %v", tg, err)
	}
	back, err := core.ReadGameFile("x.pgn", []byte(tg.PGN))
	if err != nil || back[0].Game.Len() != 5 {
		t.Fatalf("the kept game reads back as %v, %v", back, err)
	}

	// Solving the first card schedules it away; missing the second keeps it due within minutes.
	sch := srs.NewScheduler()
	r := [3]float64{1620, 180, 0.06}
	for i, grade := range []srs.Grade{srs.Good, srs.Again} {
		c := due[i]
		err := l.RecordAttempt(ctx, Attempt{Ref: c.Ref, Kind: MistakeCard, At: now, Grade: grade, Solved: grade != srs.Again,
			Card: c.ID, Memory: sch.Next(c.Memory, grade, now), Rating: &r})
		if err != nil {
			t.Fatal(err)
		}
	}
	later := now.Add(30 * time.Minute)
	due, err = l.DueCards(ctx, MistakeCard, later, 10)
	if err != nil || len(due) != 2 {
		t.Fatalf("DueCards 30 minutes later: %d, %v; want both (a first success is in its learning step)", len(due), err)
	}
	if due[0].Memory.Reps != 1 || due[0].Memory.State != srs.Learning {
		t.Errorf("memory read back as %+v", due[0].Memory)
	}
	st, err := l.DeckStats(ctx, MistakeCard, later)
	if err != nil || st.Cards != 2 || st.Due != 2 || st.Attempts != 2 || st.Solved != 1 || len(st.Days) != 1 || st.Days[0].Attempts != 2 {
		t.Errorf("DeckStats: %+v, %v", st, err)
	}
	got, ok, err := l.PuzzleRating(ctx)
	if err != nil || !ok || got != r {
		t.Errorf("PuzzleRating: %v %v %v, want %v", got, ok, err, r)
	}
	att, err := l.Attempted(ctx, MistakeCard)
	if err != nil || len(att) != 2 {
		t.Errorf("Attempted: %v, %v", att, err)
	}
	if _, ok, err := l.CardByRef(ctx, "nothing"); ok || err != nil {
		t.Errorf("CardByRef of a missing ref: %v, %v", ok, err)
	}
	if _, err := l.AddCard(ctx, Card{Kind: MasterCard, Ref: "mid-1"}, now); err == nil {
		t.Error("AddCard took a card without a position")
	}
}

// TestTrainingMigration opens a library of version 4 (before the deck) and checks that it gains one.
func TestTrainingMigration(t *testing.T) {
	l := migrated(t, 4, nil)
	if _, err := l.DeckStats(context.Background(), MistakeCard, time.Now()); err != nil {
		t.Fatalf("the migrated library has no deck: %v", err)
	}
}

func TestReadPackGameWhere(t *testing.T) {
	var games []*core.PGNGame
	for i, n := range []int{3, 10, 6} {
		g, _ := mistakeGame(t)
		g.Game.Truncate(min(n, g.Game.Len()))
		g.Tags.Set("Round", string(rune('1'+i)))
		games = append(games, g)
	}
	var b bytes.Buffer
	if err := WritePack(&b, games); err != nil {
		t.Fatal(err)
	}
	long := func(_ core.PGNTags, _ core.Outcome, plies int) bool { return plies >= 5 }
	for pick := range uint64(4) {
		g, err := ReadPackGameWhere(bytes.NewReader(b.Bytes()), pick, long)
		if err != nil || g == nil || g.Game.Len() != 5 {
			t.Fatalf("pick %d: %v, %v", pick, g, err)
		}
	}
	if g, err := ReadPackGameWhere(bytes.NewReader(b.Bytes()), 0, func(core.PGNTags, core.Outcome, int) bool { return false }); g != nil || err != nil {
		t.Errorf("nothing kept: %v, %v", g, err)
	}
	if _, err := ReadPackGameWhere(strings.NewReader("not a pack"), 0, nil); err == nil {
		t.Error("a file that is not a pack read")
	}
}

// TestAddMistakesIsAtomic makes the second card of a batch fail: the transaction leaves neither the
// game nor the first card behind, as a kill in the middle would.
func TestAddMistakesIsAtomic(t *testing.T) {
	ctx := context.Background()
	l := openTemp(t)
	g, cards := mistakeGame(t)
	cards[1].FEN = "" // refused by insertCard after the first card is in
	now := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	if _, err := l.AddMistakes(ctx, g, "broken", cards, now); err == nil {
		t.Fatal("a card without a position was stored")
	}
	st, err := l.DeckStats(ctx, MistakeCard, now)
	if err != nil || st.Cards != 0 {
		t.Errorf("after the failed batch: %+v, %v; want an empty deck", st, err)
	}
	var games int
	if err := l.db.QueryRow("SELECT count(*) FROM training_games").Scan(&games); err != nil || games != 0 {
		t.Errorf("%d training games kept (%v), want 0", games, err)
	}
}

// TestConcurrentOpens opens a new library from several connections at once, as the window and the
// trainer may: every one succeeds, and the schema is made once.
func TestConcurrentOpens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	const n = 4
	errs := make(chan error, n)
	libs := make(chan *Library, n)
	for range n {
		go func() {
			l, err := Open(path)
			errs <- err
			libs <- l
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Errorf("Open: %v", err)
		}
		if l := <-libs; l != nil {
			defer l.Close()
		}
	}
	l, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if _, err := l.DeckStats(context.Background(), MistakeCard, time.Now()); err != nil {
		t.Errorf("the deck after concurrent opens: %v", err)
	}
}
