// Package training holds what the Training menu serves, free of the UI: the master positions (their
// file format), the choice of a puzzle near the player's rating, the scoring of Guess the move, and
// the turning of a reviewed game's mistakes into puzzles. The spaced repetition itself is package
// srs; the deck is stored by package library.
package training
