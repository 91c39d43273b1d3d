package core

// ParseSAN is parseSAN for the tests in package core_test: an algebraic move with ranks counted from
// base (0 or 1).
func ParseSAN(p *Position, s string, base int) (Move, error) { return parseSAN(p, s, base) }
