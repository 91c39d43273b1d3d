package core_test

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

func TestFENRoundTrip(t *testing.T) {
	tests := []struct{ name, in, out string }{
		{"start", core.StartFEN, core.StartFEN},
		{"board and side only", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
			core.StartFEN},
		{"E, H and r accepted, written as B, N and w", "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNEAKAEHR r - - 0 1",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{"black to move with counters", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 17 42", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 17 42"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := core.ParseFEN(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.FEN(); got != tc.out {
				t.Errorf("FEN() = %q, want %q", got, tc.out)
			}
		})
	}
}

func TestFENErrors(t *testing.T) {
	tests := []struct{ name, fen, want string }{
		{"empty", "", "empty"},
		{"too few ranks", "4k4/9/9 w", "10"},
		{"rank too long", "4k5/9/9/9/9/9/9/9/9/4K4 w", "rank 9"},
		{"rank too short", "4k3/9/9/9/9/9/9/9/9/3K5 w", "rank 9"},
		{"bad letter", "4k4/9/9/9/9/9/9/9/9/3KX4 w", "not a piece letter"},
		{"no red king", "4k4/9/9/9/9/9/9/9/9/9 w", "red has no king"},
		{"two kings", "4k4/9/9/9/9/9/9/9/9/3KK4 w", "too many red kings"},
		{"king outside palace", "4k4/9/9/9/9/9/9/9/9/K8 w", "outside its palace"},
		{"advisor off its points", "4k4/9/9/9/9/9/9/9/A8/3K5 w", "advisor"},
		{"elephant across the river", "4k4/9/9/2B6/9/9/9/9/9/3K5 w", "elephant"},
		{"pawn behind its start", "4k4/9/9/9/9/9/9/9/P8/3K5 w", "behind its starting rank"},
		{"six pawns", "4k4/9/9/9/9/PPPPPP3/9/9/9/3K5 w", "too many red pawns"},
		{"missing side", "4k4/9/9/9/9/9/9/9/9/3K5", "side to move"},
		{"bad side", "4k4/9/9/9/9/9/9/9/9/3K5 x", "side to move"},
		{"castling field", "4k4/9/9/9/9/9/9/9/9/3K5 w KQ - 0 1", "castling"},
		{"bad clock", "4k4/9/9/9/9/9/9/9/9/3K5 w - - x 1", "half-move"},
		{"bad move number", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 0", "move number"},
		{"too many fields", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 x", "fields"},
		{"side not to move in check", "4k4/9/9/9/9/9/9/9/9/4K4 w", "in check"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := core.ParseFEN(tc.fen)
			if err == nil {
				t.Fatalf("ParseFEN(%q) accepted", tc.fen)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not mention %q", err, tc.want)
			}
		})
	}
}

// FuzzParseFEN: no input panics, and every accepted FEN is written back to one that reads the same.
func FuzzParseFEN(f *testing.F) {
	f.Add(core.StartFEN)
	for _, tc := range perftCases {
		f.Add(tc.fen)
	}
	f.Add("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNEAKAEHR r - - 0 1")
	f.Add("4k4/9/9/9/9/9/9/9/9/3K5 b - - 17 42")
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := core.ParseFEN(fen)
		if err != nil {
			return
		}
		out := p.FEN()
		q, err := core.ParseFEN(out)
		if err != nil {
			t.Fatalf("FEN %q written as %q, which does not read back: %v", fen, out, err)
		}
		if q.FEN() != out || q.Key() != p.Key() {
			t.Fatalf("FEN %q: round trip changed %q to %q", fen, out, q.FEN())
		}
		p.Perft(2)
	})
}
