package coach

import (
	"context"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// BenchmarkExplain times the explanation of one mistake (the fork) with the review's lines given:
// the checks only.
func BenchmarkExplain(b *testing.B) {
	const fen = "3k5/9/9/9/1R7/2n6/9/9/9/R3K4 w - - 0 1"
	g, _ := core.NewGameFromFEN(fen)
	m := moves(b, fen, "b5b3")[0]
	after := core.MustParseFEN(fen)
	after.MakeMove(m)
	q := Question{Game: g, Move: m, Best: moves(b, fen, "b5b4"), Reply: moves(b, after.FEN(), "c4d2 e0e1 d2b3")}
	x := New()
	for b.Loop() {
		if len(x.Explain(context.Background(), q)) == 0 {
			b.Fatal("no explanation")
		}
	}
}

// BenchmarkExplainSearching times the same with no lines given: the explainer searches both
// positions to its depth (8) first, as it must for a review restored from a file.
func BenchmarkExplainSearching(b *testing.B) {
	const fen = "3k5/9/9/9/1R7/2n6/9/9/9/R3K4 w - - 0 1"
	g, _ := core.NewGameFromFEN(fen)
	m := moves(b, fen, "b5b3")[0]
	x := New()
	for b.Loop() {
		x.eng.Clear()
		x.eng.Prepare()
		if len(x.Explain(context.Background(), Question{Game: g, Move: m})) == 0 {
			b.Fatal("no explanation")
		}
	}
}

// BenchmarkExplainOpeningSearching times a mistake with every piece on the board, the lines left to
// the explainer's searches: 1. 炮二平五 马８进７ 2. 炮五进四, the cannon taking a pawn the horse
// defends.
func BenchmarkExplainOpeningSearching(b *testing.B) {
	g := core.NewGame()
	start := g.Position()
	for _, m := range moves(b, start.FEN(), "h2e2 h9g7") {
		_ = g.Play(m)
	}
	p := g.Position()
	m := moves(b, p.FEN(), "e2e6")[0]
	x := New()
	for b.Loop() {
		x.eng.Clear()
		x.eng.Prepare()
		if len(x.Explain(context.Background(), Question{Game: g, Move: m})) == 0 {
			b.Fatal("no explanation")
		}
	}
}
