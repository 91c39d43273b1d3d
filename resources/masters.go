package resources

import _ "embed"

// The master games are made from the Chinese Chess Practical Dataset (CC BY 4.0, LICENSES.md) by
// the generator, which reads the dataset from a folder outside the repository.
//go:generate go run ./internal/genmasters -src /work/data/ccpd/Dataset -o masters.pack

//go:embed masters.pack
var mastersPack string

// MasterGames returns the master games shipped with Chuhe as a library pack (library.ReadPack,
// Library.EnsureMasters): 27,759 distinct master games of 1950-2013, headers and moves, about
// 2.4 MB, best-known players' games first. Each call returns a new copy.
func MasterGames() []byte { return []byte(mastersPack) }
