package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"

	"github.com/chuhe-xq/chuhe/resources"
)

// Sound levels. Every sound is scaled so its loudest sample is at peakDBFS, unless that would
// make its RMS level louder than maxRMSDBFS: a sustained buzz or chord at the same peak as a
// knock sounds much louder than the knock, so those are turned down to the RMS cap instead.
const (
	sampleRate = resources.SampleRate
	peakDBFS   = -3.0
	maxRMSDBFS = -16.0
)

// track is a mono signal being synthesised, in [-1, 1] before normalisation.
type track []float64

func newTrack(seconds float64) track { return make(track, int(seconds*sampleRate)) }

// index returns the sample index at time t seconds.
func index(t float64) int { return int(math.Round(t * sampleRate)) }

// mode adds a struck resonance: a sine at freq Hz starting at t0, decaying by 1/e every tau s.
func (tr track) mode(t0, freq, amp, tau float64) {
	for i := index(t0); i < len(tr); i++ {
		t := float64(i-index(t0)) / sampleRate
		env := amp * math.Exp(-t/tau)
		if env < 1e-5 {
			break
		}
		tr[i] += env * math.Sin(2*math.Pi*freq*t)
	}
}

// noise adds a burst of low-passed noise (alpha 0..1: 1 is unfiltered) decaying with tau.
func (tr track) noise(t0, amp, tau, alpha float64, r *rng) {
	var lp float64
	for i := index(t0); i < len(tr); i++ {
		t := float64(i-index(t0)) / sampleRate
		env := amp * math.Exp(-t/tau)
		if env < 1e-5 {
			break
		}
		lp += alpha * (r.between(-1, 1) - lp)
		tr[i] += env * lp
	}
}

// knock adds the sound of a wooden piece set down on a wooden board: a click of noise, a few
// inharmonic resonances of the piece, and the thud of the board. pitch scales every frequency,
// hardness brightens and sharpens the hit.
func (tr track) knock(t0, amp, pitch, hardness float64, r *rng) {
	base := 640 * pitch
	ratios := [...]float64{1, 2.31, 3.83, 5.37}
	amps := [...]float64{1, 0.5, 0.28 * (1 + hardness), 0.12 * (1 + 2*hardness)}
	taus := [...]float64{0.05, 0.028, 0.016, 0.01}
	for k := range ratios {
		tr.mode(t0, base*ratios[k], amp*amps[k]*0.6, taus[k]/(1+0.4*hardness))
	}
	tr.mode(t0, 150*pitch, amp*0.55, 0.04)
	tr.noise(t0, amp*(0.5+0.6*hardness), 0.003+0.002*hardness, 0.35+0.4*hardness, r)
}

// bell adds a bright struck tone for check calls.
func (tr track) bell(t0, freq, amp, tau float64) {
	partials := [...]struct{ ratio, amp, tau float64 }{{1, 1, 1}, {2, 0.45, 0.6}, {3, 0.2, 0.4}, {4.16, 0.12, 0.25}}
	for _, p := range partials {
		tr.mode(t0, freq*p.ratio, amp*p.amp, tau*p.tau)
	}
}

// marimba adds a warm wooden bar note for the arpeggios and chords.
func (tr track) marimba(t0, freq, amp, tau float64) {
	partials := [...]struct{ ratio, amp, tau float64 }{{1, 1, 1}, {3.93, 0.22, 0.25}, {9.3, 0.05, 0.08}}
	for _, p := range partials {
		tr.mode(t0, freq*p.ratio, amp*p.amp, tau*p.tau)
	}
	// A soft mallet: the attack takes a couple of milliseconds instead of a click.
	a := index(t0)
	for i := 0; i < index(0.002) && a+i < len(tr); i++ {
		tr[a+i] *= float64(i) / float64(index(0.002))
	}
}

// buzz adds a low, rough tone: two slightly detuned band-limited sawtooth waves.
func (tr track) buzz(t0, dur, freq, amp float64) {
	a, b := index(t0), index(t0+dur)
	for i := a; i < b && i < len(tr); i++ {
		t := float64(i-a) / sampleRate
		env := math.Min(1, t/0.008) * math.Min(1, (dur-t)/0.05)
		var v float64
		for k := 1.0; k <= 14; k++ {
			v += math.Sin(2*math.Pi*freq*k*t)/k + 0.7*math.Sin(2*math.Pi*freq*1.06*k*t)/k
		}
		tr[i] += amp * env * v * 0.4
	}
}

// Note frequencies (equal temperament, A4 = 440 Hz).
const (
	noteC4  = 261.63
	noteEb4 = 311.13
	noteG4  = 392.00
	noteC5  = 523.25
	noteD5  = 587.33
	noteE5  = 659.26
	noteG5  = 783.99
	noteA5  = 880.00
	noteC6  = 1046.50
	noteE6  = 1318.51
)

// synth returns the samples of one sound event.
func synth(e resources.SoundEvent) (track, error) {
	r := newRNG(uint64(e) + 1000)
	var tr track
	switch e {
	case resources.Select:
		tr = newTrack(0.09)
		tr.noise(0, 0.7, 0.0012, 0.9, r)
		tr.mode(0, 2700, 0.45, 0.008)
		tr.mode(0, 1650, 0.35, 0.014)
	case resources.Move:
		tr = newTrack(0.25)
		tr.knock(0, 1, 1, 0.2, r)
	case resources.EngineMove:
		tr = newTrack(0.25)
		tr.knock(0, 1, 0.82, 0, r)
	case resources.Capture:
		tr = newTrack(0.3)
		tr.knock(0, 1, 1.12, 1, r)
		tr.knock(0.045, 0.55, 0.9, 0.6, r)
	case resources.EngineCapture:
		tr = newTrack(0.3)
		tr.knock(0, 1, 0.9, 0.8, r)
		tr.knock(0.05, 0.5, 0.74, 0.5, r)
	case resources.Check:
		tr = newTrack(0.65)
		tr.bell(0, noteA5, 0.8, 0.15)
		tr.bell(0.13, noteE6, 1, 0.2)
	case resources.EngineCheck:
		tr = newTrack(0.65)
		tr.bell(0, noteE6, 0.8, 0.15)
		tr.bell(0.13, noteA5, 1, 0.2)
	case resources.Illegal:
		tr = newTrack(0.3)
		tr.buzz(0, 0.26, 98, 1)
	case resources.NewGame:
		tr = newTrack(0.9)
		for i, f := range []float64{noteG4, noteC5, noteE5, noteG5} {
			tr.marimba(0.09*float64(i), f, 1, 0.35)
		}
	case resources.Win:
		tr = newTrack(1.5)
		for i, f := range []float64{noteC5, noteE5, noteG5} {
			tr.marimba(0.1*float64(i), f, 0.8, 0.3)
		}
		for _, f := range []float64{noteC5, noteE5, noteG5, noteC6} {
			tr.marimba(0.32, f, 0.7, 0.55)
		}
	case resources.Loss:
		tr = newTrack(1.5)
		for i, f := range []float64{noteG4, noteEb4, noteC4} {
			tr.marimba(0.22*float64(i), f, 1, 0.3+0.15*float64(i))
		}
		tr.marimba(0.44, noteEb4, 0.4, 0.5)
	case resources.Draw:
		tr = newTrack(1.2)
		tr.marimba(0, noteG4, 0.8, 0.35)
		tr.marimba(0, noteD5, 0.7, 0.35)
		tr.marimba(0.25, noteC5, 0.9, 0.5)
		tr.marimba(0.25, noteG5, 0.7, 0.5)
	default:
		return nil, fmt.Errorf("no synthesis for sound %v", e)
	}
	return tr, nil
}

// wav normalises the track (see peakDBFS), fades out its end and encodes it as a 16-bit mono
// PCM WAV file.
func (tr track) wav() []byte {
	var peak, sum float64
	for _, v := range tr {
		peak = math.Max(peak, math.Abs(v))
		sum += v * v
	}
	gain := 0.0
	if peak > 0 {
		gain = math.Pow(10, peakDBFS/20) / peak
		rms := math.Sqrt(sum / float64(len(tr)))
		gain = math.Min(gain, math.Pow(10, maxRMSDBFS/20)/rms)
	}
	fade := min(index(0.06), len(tr)/5)
	pcm := make([]int16, len(tr))
	for i, v := range tr {
		v *= gain
		if k := len(tr) - 1 - i; k < fade {
			v *= float64(k) / float64(fade)
		}
		pcm[i] = int16(math.Round(v * 32767))
	}
	var b bytes.Buffer
	dataLen := uint32(2 * len(pcm))
	b.WriteString("RIFF")
	le := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	le(36 + dataLen)
	b.WriteString("WAVEfmt ")
	le(uint32(16))         // fmt chunk size
	le(uint16(1))          // PCM
	le(uint16(1))          // mono
	le(uint32(sampleRate)) // sample rate
	le(uint32(sampleRate * 2))
	le(uint16(2))  // block align
	le(uint16(16)) // bits per sample
	b.WriteString("data")
	le(dataLen)
	le(pcm)
	return b.Bytes()
}
