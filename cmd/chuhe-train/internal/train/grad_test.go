package train

import (
	"math"
	"testing"
)

// TestGradient checks backward's gradient against finite differences of the loss.
func TestGradient(t *testing.T) {
	set := materialSamples(20, 4)
	m := NewModel(8, 2)
	tr := NewTrainer(m, Config{K: 240, Lambda: 0.7, LR: 0.01})
	w := tr.work[0]
	for k := range w.grad {
		clear(w.grad[k])
	}
	for i := range set {
		tr.backward(&set[i], w)
	}
	loss := func() float64 { return tr.Loss(set) * float64(len(set)) }
	checked := 0
	for k, p := range m.params() {
		for _, i := range []int{0, len(p) / 3, len(p) - 1, int(set[0].Feat[3])*8 + 2, int(set[1].Feat[0])*8 + 5} {
			if i >= len(p) {
				continue
			}
			old := p[i]
			const eps = 1e-3
			p[i] = old + eps
			up := loss()
			p[i] = old - eps
			down := loss()
			p[i] = old
			num := (up - down) / (2 * eps)
			got := float64(w.grad[k][i])
			if math.Abs(num-got) > 1e-3+0.05*math.Abs(num) {
				t.Errorf("parameter %d[%d]: gradient %g, finite difference %g", k, i, got, num)
			}
			checked++
		}
	}
	if checked < 10 {
		t.Fatal("too few parameters checked")
	}
}
