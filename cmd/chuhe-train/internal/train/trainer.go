package train

import (
	"math"
	"sync"
)

// Config sets the loss and the optimiser.
type Config struct {
	// K is the sigmoid's scale in centipawns: a score s is an expected result σ(s/K).
	K float64
	// Lambda weighs the search's score against the game's result in the target:
	// λ·σ(score/K) + (1−λ)·result.
	Lambda float64
	// LR is Adam's learning rate; Beta1, Beta2 and Eps its other constants (0: 0.9, 0.999, 1e-8).
	LR, Beta1, Beta2, Eps float64
	// WeightDecay shrinks the transformer's weights (not the biases) by LR·WeightDecay of
	// themselves at each step (AdamW's decoupled decay; 0: none).
	WeightDecay float64
	Threads     int // goroutines a batch is split among (default 1)
}

// Target is the blended target of s, in 0..1.
func (c *Config) Target(s *Sample) float64 {
	return c.Lambda*sigmoid(float64(s.Score)/c.K) + (1-c.Lambda)*float64(s.Result)
}

// Loss is the loss of an evaluation of s, eval centipawns for the side to move: the squared
// difference of its expected result σ(eval/K) and the target.
func (c *Config) Loss(eval float64, s *Sample) float64 {
	d := sigmoid(eval/c.K) - c.Target(s)
	return d * d
}

// Baselines are the mean losses on the samples of always predicting an even game and of the
// search's own score (the part of the target that is the game's result is what it misses).
func (c *Config) Baselines(samples []Sample) (even, search float64) {
	for i := range samples {
		s := &samples[i]
		t := c.Target(s)
		even += (0.5 - t) * (0.5 - t)
		search += c.Loss(float64(s.Score), s)
	}
	n := float64(len(samples))
	return even / n, search / n
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Trainer trains a model with Adam.
type Trainer struct {
	M    *Model
	Cfg  Config
	Step int64       // Adam steps taken
	mom  [][]float32 // Adam's first moments, one slice per parameter slice
	vel  [][]float32 // and second moments
	work []*worker
}

// worker holds one goroutine's gradients and scratch.
type worker struct {
	grad [][]float32
	buf  []float32
	loss float64
}

// NewTrainer returns a trainer of m with fresh Adam moments.
func NewTrainer(m *Model, cfg Config) *Trainer {
	if cfg.Beta1 == 0 {
		cfg.Beta1 = 0.9
	}
	if cfg.Beta2 == 0 {
		cfg.Beta2 = 0.999
	}
	if cfg.Eps == 0 {
		cfg.Eps = 1e-8
	}
	cfg.Threads = max(cfg.Threads, 1)
	t := &Trainer{M: m, Cfg: cfg}
	for _, p := range m.params() {
		t.mom = append(t.mom, make([]float32, len(p)))
		t.vel = append(t.vel, make([]float32, len(p)))
	}
	for range cfg.Threads {
		w := &worker{buf: make([]float32, 2*m.H)}
		for _, p := range m.params() {
			w.grad = append(w.grad, make([]float32, len(p)))
		}
		t.work = append(t.work, w)
	}
	return t
}

// Batch takes one Adam step on the samples and returns their mean loss before the step.
func (t *Trainer) Batch(batch []Sample) float64 {
	if len(batch) == 0 {
		return 0
	}
	n := len(t.work)
	var wg sync.WaitGroup
	for i, w := range t.work {
		lo, hi := i*len(batch)/n, (i+1)*len(batch)/n
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, g := range w.grad {
				clear(g)
			}
			w.loss = 0
			for j := lo; j < hi; j++ {
				w.loss += t.backward(&batch[j], w)
			}
		}()
	}
	wg.Wait()
	loss := 0.0
	for _, w := range t.work {
		loss += w.loss
	}
	t.adam(1 / float32(len(batch)))
	return loss / float64(len(batch))
}

// backward adds the gradient of s's loss to w's and returns the loss.
func (t *Trainer) backward(s *Sample, w *worker) float64 {
	m := t.M
	h := m.H
	y := float64(m.Output(s, w.buf))
	us, them := w.buf[:h], w.buf[h:2*h]
	p := sigmoid(y * Scale / t.Cfg.K)
	d := p - t.Cfg.Target(s)
	dy := float32(2 * d * p * (1 - p) * Scale / t.Cfg.K)
	gFTB, gFT, gOut, gOutB := w.grad[0], w.grad[1], w.grad[2], w.grad[3]
	gOutB[0] += dy
	// The accumulators' gradients overwrite the accumulators (no longer needed).
	for i := range h {
		a, b := us[i], them[i]
		gOut[i] += dy * screlu(a)
		gOut[h+i] += dy * screlu(b)
		us[i], them[i] = 0, 0
		if a > 0 && a < 1 {
			us[i] = dy * m.Out[i] * 2 * a
		}
		if b > 0 && b < 1 {
			them[i] = dy * m.Out[h+i] * 2 * b
		}
		gFTB[i] += us[i] + them[i]
	}
	red, black := us, them
	if s.Side == 1 {
		red, black = them, us
	}
	for _, f := range s.Feat[:s.N] {
		addTo(gFT[int(f)*h:int(f)*h+h], red)
		g := Mirror(int(f))
		addTo(gFT[g*h:g*h+h], black)
	}
	return d * d
}

// adam applies the summed gradients, scaled, and clips the weights to what quantisation allows.
func (t *Trainer) adam(scale float32) {
	t.Step++
	c := &t.Cfg
	b1, b2 := float32(c.Beta1), float32(c.Beta2)
	lr := float32(c.LR * math.Sqrt(1-math.Pow(c.Beta2, float64(t.Step))) / (1 - math.Pow(c.Beta1, float64(t.Step))))
	eps := float32(c.Eps)
	shrink := float32(1 - c.LR*c.WeightDecay)
	for k, p := range t.M.params() {
		mom, vel := t.mom[k], t.vel[k]
		lim := float32(ftClip)
		if k >= 2 {
			lim = outClip
		}
		for i := range p {
			g := float32(0)
			for _, w := range t.work {
				g += w.grad[k][i]
			}
			if g == 0 && mom[i] == 0 {
				continue
			}
			g *= scale
			mom[i] = b1*mom[i] + (1-b1)*g
			vel[i] = b2*vel[i] + (1-b2)*g*g
			v := p[i] - lr*mom[i]/(float32(math.Sqrt(float64(vel[i])))+eps)
			if k == 1 {
				v *= shrink
			}
			p[i] = min(max(v, -lim), lim)
		}
	}
}

// Loss returns the mean loss of the model on the samples (no training), using the trainer's
// threads.
func (t *Trainer) Loss(samples []Sample) float64 {
	if len(samples) == 0 {
		return 0
	}
	n := len(t.work)
	var wg sync.WaitGroup
	for i, w := range t.work {
		lo, hi := i*len(samples)/n, (i+1)*len(samples)/n
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.loss = 0
			for j := lo; j < hi; j++ {
				s := &samples[j]
				w.loss += t.Cfg.Loss(float64(t.M.Output(s, w.buf))*Scale, s)
			}
		}()
	}
	wg.Wait()
	loss := 0.0
	for _, w := range t.work {
		loss += w.loss
	}
	return loss / float64(len(samples))
}
