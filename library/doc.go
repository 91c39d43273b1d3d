// Package library keeps games in an embedded SQLite database: the player's own games, files and
// folders they import, and the master games shipped with Chuhe, with a position index that answers
// the opening explorer ("which moves were played here, how did they score, in which years") and
// "games with this position" (transpositions included: positions are found by Zobrist key, not by
// move order).
//
// The database is one file in a folder the caller chooses (the app uses its user data folder).
// Open creates it on first use and migrates an older one by version (schema.go holds every
// migration); a file that is not a readable database is moved aside and a new one made. Imports
// commit in batches, each one transaction, so a kill leaves the file consistent: every game in it
// has its whole position index and the explorer's counts include exactly the games stored.
//
// The package imports core only (no Fyne): the app and cmd/chuhe-library both use it.
package library
