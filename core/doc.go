// Package core is xiangqi itself: the board, the moves, the rules and the game records, with no
// user interface and no engine. It imports neither Fyne nor package ai; both build on it.
//
// What lives where:
//
//	types.go        Color, PieceType, Piece, Square, Move: small named types with String
//	position.go     Position: a board, the side to move and the FEN counters; making moves
//	movegen.go      the legal and pseudo-legal moves (attack.go, lines.go, checks.go, attackers.go
//	                hold what the generator and the rules ask of a position)
//	zobrist.go      the position's hash keys
//	rules.go        how a game ends other than by capture: mate, stalemate, the move limit, no
//	                attackers; chase.go the perpetual chase of the repetition rule
//	result.go       Outcome, Reason and Result: who won and why
//	game.go         Game: a start and its moves, the referee that applies the rules after each
//	tree.go         Tree: a game with its variations, nodes with comments, for the move list
//	fen.go          reading and writing FEN
//	notation.go     writing and reading moves: Chinese (炮二平五), WXF, ICCS, UCI
//	pgn.go          PGN games (pgn_eval.go the [%eval] comments of a review); xqf.go XQF files
//	setup.go        a board set up by hand and why it cannot start a game (Problem)
//	illegal.go      why a move a player tried is not allowed (IllegalReason)
//	handicap.go     handicap starts; puzzle.go the endgame practice collection's format; mate.go
//	                its exhaustive mate prover
//	perft.go        counting the move tree, the move generator's check
//
// Enums the user reads (IllegalReason, ProblemKind, Reason) have a Key: a stable identifier that
// the UI's translation files map to words, so that no switch statement in the UI repeats the list.
//
// Data flow: a Position is a plain value that the callers copy; Game and Tree own their positions
// and are changed only through their methods (Play, Truncate, Add, Promote...). Nothing in the
// package keeps state between calls: the tables are computed once and never change.
package core
