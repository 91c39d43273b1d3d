// Package coach explains a move of a reviewed game in words, and sums a review up: each side's
// accuracy, the key moments, the level of Chuhe's ladder a side played like.
//
// An explanation is built only from facts the package checks by playing the engine's line through
// core: the captures the line makes, the material it leaves after the captures that follow are
// settled, the attacks standing on the board after each move (a fork, a pin, a cannon's screen, a
// discovered attack, a piece nobody defends), a mate the exhaustive prover core.ProveMate confirms,
// a repetition the referee (core.Game) rules a loss. When the line does not prove a statement, the
// statement is not made: Explain returns fewer explanations, or none.
//
// An Explanation carries a translation key and typed arguments, not a sentence: the interface
// translates the key (an English sentence with indexed verbs, "%[1]s", so that each language puts
// the arguments in its own order) and the piece names through its own catalogue (Text).
//
// The package imports core and ai, never the user interface.
package coach
