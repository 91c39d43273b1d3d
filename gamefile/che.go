package gamefile

import (
	"github.com/chuhe-xq/chuhe/core"
)

// readCHE reads CHE, the game format of QQ象棋 (QQ Xiangqi, Tencent's game client): text of
// decimal numbers separated by anything else. The first is not used, the second is the number of
// moves, then ten numbers a move of which the fourth to seventh are the from row, from file, to row
// and to file (rows 0-9 from Red's side, files 0-8 from Red's left; the others are not used). The
// game starts from the standard position; there are no tags, comments or variations. QQ象棋 lets a
// king be captured: an illegal move that captures a king ends the game quietly, any other stops it
// with the fault said.
func readCHE(data []byte) (*File, error) {
	nums := cheNumbers(data, 2+10*core.MaxPGNPlies)
	if len(nums) < 2 {
		return nil, msg("che: no move count")
	}
	count := nums[1]
	if count < 0 || count > core.MaxPGNPlies {
		return nil, msg("che: %d moves, at most %d", count, core.MaxPGNPlies)
	}
	start := core.StartPosition()
	root := &node{}
	cur := root
	p := *start
	var stop error
	for i := 0; i < count; i++ {
		rec := nums[2+10*i:]
		if len(rec) < 10 {
			stop = msg("che: the file ends at move %d of %d", i+1, count)
			break
		}
		from, ok1 := square(rec[4], 9-rec[3])
		to, ok2 := square(rec[6], 9-rec[5])
		if !ok1 || !ok2 {
			stop = msg("che: move %d: point off the board", i+1)
			break
		}
		m := core.NewMove(from, to)
		if !p.IsLegalMove(m) {
			if p.At(to).Type() == core.King && p.At(from) != core.NoPiece {
				break // the king taken: the game was over
			}
			stop = msg("che: move %d %s: not a legal move", i+1, m)
			break
		}
		p.MakeMove(m)
		cur = cur.add(from, to)
	}
	g, _ := buildGame(start, root)
	f := &File{}
	f.add(1, g, stop)
	return f, nil
}

// cheNumbers reads up to max decimal numbers from data.
func cheNumbers(data []byte, max int) []int {
	var out []int
	n, in := 0, false
	for _, c := range data {
		if c >= '0' && c <= '9' {
			if n < 1<<20 {
				n = n*10 + int(c-'0')
			}
			in = true
			continue
		}
		if in {
			out = append(out, n)
			if len(out) >= max {
				return out
			}
		}
		n, in = 0, false
	}
	if in {
		out = append(out, n)
	}
	return out
}
