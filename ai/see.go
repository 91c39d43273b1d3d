package ai

import "github.com/chuhe-xq/chuhe/core"

// seeValue is a piece's value in static exchange evaluation (the king's is beyond any exchange).
var seeValue = [core.NumPieceTypes]int{0, 10000, 200, 200, 400, 900, 450, 100}

// see returns the static exchange evaluation of the capture m in p: the material the mover expects to
// win when both sides keep recapturing on the destination with their least valuable attacker and
// each may stop when going on would lose. The exchange is played on the board (so cannon screens and
// horse legs that open or close as pieces leave are seen); pins are not.
func see(p *core.Position, m core.Move) int {
	from, to := m.From(), m.To()
	by := p.At(from).Color()
	captured := p.ExchangeStep(from, to)
	v := seeValue[captured.Type()] - exchange(p, to, by.Opp())
	p.UndoExchangeStep(from, to, captured)
	return v
}

// seeReply is the side to move's gain from recapturing on s (zero when it does not).
func seeReply(p *core.Position, s core.Square) int { return exchange(p, s, p.SideToMove()) }

// exchange is side c's gain from recapturing on s with its least valuable attacker, and so on in
// turn (zero when it does not). Only the board changes while it looks (core.Position.ExchangeStep).
func exchange(p *core.Position, s core.Square, c core.Color) int {
	a := p.LeastAttacker(s, c)
	if a == core.NoSquare {
		return 0
	}
	target := p.At(s).Type()
	if target == core.King { // the last capture was by a king onto a defended point
		return seeValue[core.King]
	}
	captured := p.ExchangeStep(a, s)
	v := seeValue[target] - exchange(p, s, c.Opp())
	p.UndoExchangeStep(a, s, captured)
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
