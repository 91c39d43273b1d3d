// Package ai is Chuhe's xiangqi engine: an alpha-beta searcher (iterative deepening, aspiration
// windows, principal variation search, transposition table, quiescence search, null-move pruning,
// late-move reductions, killer and history ordering), a hand-written evaluation with xiangqi
// knowledge, an opening book, time management for clocks and a ladder of twenty-six playing levels.
//
// It imports only core and its own sub-package ai/nnue, the neural evaluation an engine may use
// instead of the hand-written one (Engine.SetNet; docs/nnue.md). An Engine owns its tables;
// create one per opponent:
//
//	e := ai.New(ai.Options{HashMB: 64, OwnBook: true, Level: ai.MaxLevel})
//	e.SetLevel(n)
//	res := e.Search(ctx, g.Clone(), ai.LevelLimits(n), onInfo)
//
// Files: search.go (the tree search), tt.go (transposition table), eval.go (evaluation), order.go
// (move ordering), book.go and book.txt (opening book), time.go (time management), level.go
// (the ladder of playing levels), perception.go (what the weak levels overlook), natural.go and
// natural.txt (the moves masters play most), score.go (scores and mate values), engine.go (the public face); the net's
// accumulators live in search.go (searcher.nnAcc) and its evaluation in eval.go (evaluateNet).
package ai
