package gamefile

import (
	"bytes"
	"errors"

	"github.com/chuhe-xq/chuhe/core"
)

// readXQF reads XQF, the binary format of 象棋演播室 (XQStudio) in which most Chinese game
// collections come, with core.ReadXQFLenient: versions 1.0 to 1.8, encrypted or not, with
// comments and variations. A main line with an illegal move (some files have a move from an empty
// point) is kept up to the move before it, the fault said.
func readXQF(data []byte) (*File, error) {
	g, err := core.ReadXQFLenient(bytes.NewReader(data))
	if g == nil {
		return nil, err
	}
	var xe *core.XQFError
	if err != nil && !errors.As(err, &xe) {
		return nil, err
	}
	f := &File{}
	f.add(1, g, err)
	return f, nil
}
