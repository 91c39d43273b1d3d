package core

import "math/bits"

// Lines: each position keeps, for every rank and every file, a bit set of the occupied points on it
// (rankOcc bit f, fileOcc bit r), and these tables give, for a point on a line and the line's
// occupancy, the nearest and the second-nearest occupied points in both directions. A rook's
// capture, a cannon's screen and its capture, and an attack along a line are then each a lookup
// instead of a walk over empty points (ElephantEye's idea of rank and file bit sets).

// lineHits are the indices along a line of the first (near) and second (far) occupied points beyond
// a point, towards higher indices ([0]) and lower ones ([1]); -1 when there is none.
type lineHits struct {
	near, far [2]int8
	empty     int8 // empty points before the first piece (or the end) in both directions
}

// rankHits[f+3][occ]: along a rank (index = file), from file f. fileHits[r+3][occ]: along a file
// (index = rank), from rank r. The first index is the padded square's column or row, so that it
// needs no check. The point's own bit is ignored. Computed once at start-up, read-only.
var (
	rankHits [16][1 << 9]lineHits
	fileHits [16][1 << 10]lineHits
	// rankBit[s] is s's bit in its rank's occupancy (1 << file), fileBit[s] in its file's.
	rankBit, fileBit [256]uint16
)

func init() {
	for i := range 9 {
		for occ := range rankHits[i+3] {
			rankHits[i+3][occ] = scanLine(i, occ, 9)
		}
	}
	for i := range 10 {
		for occ := range fileHits[i+3] {
			fileHits[i+3][occ] = scanLine(i, occ, 10)
		}
	}
	for r := range 10 {
		for f := range 9 {
			s := NewSquare(f, r)
			rankBit[s], fileBit[s] = 1<<f, 1<<r
		}
	}
}

// scanLine finds the hits from point i of a line of n points with occupancy occ.
func scanLine(i, occ, n int) lineHits {
	h := lineHits{near: [2]int8{-1, -1}, far: [2]int8{-1, -1}}
	for dir, step := range [2]int{1, -1} {
		found := 0
		for j := i + step; j >= 0 && j < n; j += step {
			if occ&(1<<j) == 0 {
				if found == 0 {
					h.empty++
				}
				continue
			}
			if found == 0 {
				h.near[dir] = int8(j)
			} else {
				h.far[dir] = int8(j)
				break
			}
			found++
		}
	}
	return h
}

// lineHit returns the first and second occupied points from s in direction d (one of up, down,
// left, right); NoSquare where there is none.
func (p *Position) lineHit(s Square, d int) (near, far Square) {
	r, f := s.Rank(), s.File()
	h, idx, unit, dir := p.rankLine(s), f, right, 0 // along the rank
	if d == up || d == down {
		h, idx, unit = p.fileLine(s), r, up
	}
	if d == down || d == left {
		dir = 1
	}
	if j := h.near[dir]; j >= 0 {
		near = Square(int(s) + unit*(int(j)-idx))
	}
	if j := h.far[dir]; j >= 0 {
		far = Square(int(s) + unit*(int(j)-idx))
	}
	return near, far
}

// onFile returns the point at index j of the file through s, which is at rank r.
func onFile(s Square, r int, j int8) Square { return Square(int(s) + up*(int(j)-r)) }

// onRank returns the point at index j of the rank through s, which is at file f.
func onRank(s Square, f int, j int8) Square { return Square(int(s) + int(j) - f) }

// flipOcc toggles the occupancy bit of s.
func (p *Position) flipOcc(s Square) {
	p.rankOcc[s>>4] ^= rankBit[s]
	p.fileOcc[s&15] ^= fileBit[s]
}

// fileLine and rankLine are the line-table entries of s's file and rank as the position has them.
func (p *Position) fileLine(s Square) *lineHits { return &fileHits[s>>4][p.fileOcc[s&15]&(1<<10-1)] }
func (p *Position) rankLine(s Square) *lineHits { return &rankHits[s&15][p.rankOcc[s>>4]&(1<<9-1)] }

// moveOcc updates the occupancy for a piece going from from to to (or back), where to holds a
// piece before the move (or after the move back) when capture is set.
func (p *Position) moveOcc(from, to Square, capture bool) {
	p.flipOcc(from)
	if !capture {
		p.flipOcc(to)
	}
}

// Rays returns the number of empty points a rook on s could slide to (in each of the four directions
// up to the first piece or the edge) and the first occupied point in each direction, in the order
// towards Black, towards Red, towards file a, towards file i (NoSquare where the ray reaches the
// edge). The point s itself is not looked at.
func (p *Position) Rays(s Square) (empty int, first [4]Square) {
	r, f := s.Rank(), s.File()
	fh, rh := p.fileLine(s), p.rankLine(s)
	if j := int(fh.near[0]); j >= 0 {
		empty += j - r - 1
		first[0] = onFile(s, r, int8(j))
	} else {
		empty += 9 - r
	}
	if j := int(fh.near[1]); j >= 0 {
		empty += r - j - 1
		first[1] = onFile(s, r, int8(j))
	} else {
		empty += r
	}
	if j := int(rh.near[1]); j >= 0 {
		empty += f - j - 1
		first[2] = onRank(s, f, int8(j))
	} else {
		empty += f
	}
	if j := int(rh.near[0]); j >= 0 {
		empty += j - f - 1
		first[3] = onRank(s, f, int8(j))
	} else {
		empty += 8 - f
	}
	return empty, first
}

// RayEmpty returns the number of empty points a rook on s could slide to: Rays' first result alone.
func (p *Position) RayEmpty(s Square) int {
	return int(p.fileLine(s).empty) + int(p.rankLine(s).empty)
}

// Between returns the number of pieces strictly between a and b when they are distinct points on one
// file or rank, and -1 otherwise.
func (p *Position) Between(a, b Square) int {
	var occ uint16
	var lo, hi int
	switch {
	case a == b:
		return -1
	case a.File() == b.File():
		occ, lo, hi = p.fileOcc[a&15], a.Rank(), b.Rank()
	case a.Rank() == b.Rank():
		occ, lo, hi = p.rankOcc[a>>4], a.File(), b.File()
	default:
		return -1
	}
	if lo > hi {
		lo, hi = hi, lo
	}
	return bits.OnesCount16(occ & (1<<hi - 1) &^ (1<<(lo+1) - 1))
}
