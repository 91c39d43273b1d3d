package ui

import (
	"bytes"
	"sync"
	"time"

	"github.com/gopxl/beep/v2"
	"github.com/gopxl/beep/v2/speaker"
	"github.com/gopxl/beep/v2/wav"

	"github.com/chuhe-xq/chuhe/resources"
)

// SoundPlayer plays the sound of a game event. Play must return at once: it never waits for the
// sound to finish, and it is called on the UI goroutine.
type SoundPlayer interface {
	Play(resources.SoundEvent)
}

// Silent is a SoundPlayer that plays nothing; tests and machines without audio use it.
type Silent struct{}

// Play does nothing.
func (Silent) Play(resources.SoundEvent) {}

// speakerInitTimeout bounds how long the audio device may take to open; a machine whose audio
// hangs stays silent rather than stalling anything.
const speakerInitTimeout = 3 * time.Second

// beepPlayer plays the embedded WAV sounds through beep's speaker. The speaker is opened once, in
// a goroutine; until it is ready (or when it failed) Play is silent.
type beepPlayer struct {
	mu      sync.Mutex
	ready   bool
	buffers map[resources.SoundEvent]*beep.Buffer
}

// NewSoundPlayer returns a SoundPlayer that uses the default audio device. It returns at once:
// decoding the sounds and opening the device happen in the background, and any failure leaves
// the player silent (reported through logf, which may be nil).
func NewSoundPlayer(logf func(format string, args ...any)) SoundPlayer {
	p := &beepPlayer{}
	go p.init(logf)
	return p
}

func (p *beepPlayer) init(logf func(string, ...any)) {
	fail := func(format string, args ...any) {
		if logf != nil {
			logf(format, args...)
		}
	}
	buffers := map[resources.SoundEvent]*beep.Buffer{}
	var format beep.Format
	for _, e := range resources.SoundEvents() {
		s, f, err := wav.Decode(bytes.NewReader(resources.Sound(e)))
		if err != nil {
			fail("sound %s: %v; playing without sound", e, err)
			return
		}
		buf := beep.NewBuffer(f)
		buf.Append(s)
		_ = s.Close()
		buffers[e] = buf
		format = f
	}
	done := make(chan error, 1)
	go func() { done <- speaker.Init(format.SampleRate, format.SampleRate.N(40*time.Millisecond)) }()
	select {
	case err := <-done:
		if err != nil {
			fail("audio device: %v; playing without sound", err)
			return
		}
	case <-time.After(speakerInitTimeout):
		fail("audio device did not open within %v; playing without sound", speakerInitTimeout)
		return
	}
	p.mu.Lock()
	p.buffers, p.ready = buffers, true
	p.mu.Unlock()
}

// Play starts the sound and returns; the speaker mixes it in its own goroutine.
func (p *beepPlayer) Play(e resources.SoundEvent) {
	p.mu.Lock()
	buf, ok := p.buffers[e]
	ready := p.ready
	p.mu.Unlock()
	if !ready || !ok {
		return
	}
	// speaker.Play takes the mixer's lock, which the audio callback holds while it mixes; a
	// goroutine keeps even that short wait off the UI goroutine.
	go speaker.Play(buf.Streamer(0, buf.Len()))
}
