package train

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"

	"github.com/chuhe-xq/chuhe/ai/nnue"
)

// A checkpoint holds a trainer's whole state, so that training can stop and go on: magic
// "CHUHE-TC", version 1 (uint16), H (uint16), the epochs done (uint32), Adam's steps (uint64), then
// for each parameter slice (transformer bias, transformer weights, output weights, output bias) the
// weights, Adam's first and second moments (float32), and a CRC-32 of everything before it. All
// little-endian.
const (
	checkpointMagic   = "CHUHE-TC"
	checkpointVersion = 1
	checkpointHeader  = 24
)

// ErrCheckpoint is wrapped by every error about a checkpoint's contents.
var ErrCheckpoint = errors.New("not a valid Chuhe training checkpoint")

func checkpointSize(h int) int { return checkpointHeader + 3*4*(h+nnue.Inputs*h+2*h+1) + 4 }

// Checkpoint encodes the trainer's state after epochs epochs.
func (t *Trainer) Checkpoint(epochs int) []byte {
	b := make([]byte, 0, checkpointSize(t.M.H))
	b = append(b, checkpointMagic...)
	b = binary.LittleEndian.AppendUint16(b, checkpointVersion)
	b = binary.LittleEndian.AppendUint16(b, uint16(t.M.H))
	b = binary.LittleEndian.AppendUint32(b, uint32(epochs))
	b = binary.LittleEndian.AppendUint64(b, uint64(t.Step))
	for k, p := range t.M.params() {
		for _, s := range [][]float32{p, t.mom[k], t.vel[k]} {
			for _, v := range s {
				b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
			}
		}
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// Restore returns a trainer with the state of checkpoint b and the configuration cfg, and the
// epochs done. Every problem is an error wrapping ErrCheckpoint that names it.
func Restore(b []byte, cfg Config) (*Trainer, int, error) {
	bad := func(format string, args ...any) (*Trainer, int, error) {
		return nil, 0, fmt.Errorf("%w: %s", ErrCheckpoint, fmt.Sprintf(format, args...))
	}
	if len(b) < checkpointHeader {
		return bad("%d bytes, shorter than the %d-byte header", len(b), checkpointHeader)
	}
	if string(b[:8]) != checkpointMagic {
		return bad("magic %q, want %q", b[:8], checkpointMagic)
	}
	if v := binary.LittleEndian.Uint16(b[8:]); v != checkpointVersion {
		return bad("version %d, this program reads version %d", v, checkpointVersion)
	}
	h := int(binary.LittleEndian.Uint16(b[10:]))
	if h < 8 || h > nnue.MaxH || h%8 != 0 {
		return bad("accumulator size %d is not a multiple of 8 from 8 to %d", h, nnue.MaxH)
	}
	if want := checkpointSize(h); len(b) != want {
		return bad("%d bytes, want %d for H = %d", len(b), want, h)
	}
	if sum, want := binary.LittleEndian.Uint32(b[len(b)-4:]), crc32.ChecksumIEEE(b[:len(b)-4]); sum != want {
		return bad("checksum %08x, want %08x (the file is damaged)", sum, want)
	}
	epochs := int(binary.LittleEndian.Uint32(b[12:]))
	m := &Model{H: h, FTB: make([]float32, h), FT: make([]float32, nnue.Inputs*h), Out: make([]float32, 2*h), OutB: make([]float32, 1)}
	t := NewTrainer(m, cfg)
	t.Step = int64(binary.LittleEndian.Uint64(b[16:]))
	if t.Step < 0 {
		return bad("step count %d", t.Step)
	}
	o := checkpointHeader
	for k, p := range m.params() {
		for _, s := range [][]float32{p, t.mom[k], t.vel[k]} {
			for i := range s {
				v := math.Float32frombits(binary.LittleEndian.Uint32(b[o:]))
				if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
					return bad("value %d of parameter slice %d is not a finite number", i, k)
				}
				s[i] = v
				o += 4
			}
		}
	}
	return t, epochs, nil
}
