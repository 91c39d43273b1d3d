package ai

import "github.com/chuhe-xq/chuhe/core"

// seeValue is a piece's value in static exchange evaluation (the king's is beyond any exchange).
var seeValue = [core.NumPieceTypes]int{0, 10000, 200, 200, 400, 900, 450, 100}

// see returns the static exchange evaluation of the capture m in p: the material the mover expects to
// win when both sides keep recapturing on the destination with their least valuable attacker and
// each may stop when going on would lose. The exchange is played on the board (so cannon screens and
// horse legs that open or close as pieces leave are seen); pins are not.
func see(p *core.Position, m core.Move) int {
	v := seeValue[p.At(m.To()).Type()]
	u := p.MakeMove(m)
	v -= seeReply(p, m.To())
	p.UnmakeMove(m, u)
	return v
}

// seeReply is the side to move's gain from recapturing on s (zero when it does not).
func seeReply(p *core.Position, s core.Square) int {
	target := p.At(s).Type()
	var buf [16]core.Square
	best := core.NoSquare
	bestV := 1 << 30
	for _, a := range p.Attackers(s, p.SideToMove(), buf[:0]) {
		if v := seeValue[p.At(a).Type()]; v < bestV {
			best, bestV = a, v
		}
	}
	if best == core.NoSquare {
		return 0
	}
	if target == core.King { // the last capture was by a king onto a defended point
		return seeValue[core.King]
	}
	m := core.NewMove(best, s)
	u := p.MakeMove(m)
	v := seeValue[target] - seeReply(p, s)
	p.UnmakeMove(m, u)
	return max(0, v)
}

// badCapture reports whether the capture m loses material by exchange: only a capture by a piece worth
// more than its victim can.
func badCapture(p *core.Position, m core.Move) bool {
	if seeValue[p.At(m.From()).Type()] <= seeValue[p.At(m.To()).Type()] {
		return false
	}
	return see(p, m) < 0
}
