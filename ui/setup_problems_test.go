package ui

import (
	"strings"
	"testing"

	"github.com/chuhe-xq/chuhe/core"
)

// TestProblemText: every problem core names reads as a sentence naming what it concerns.
func TestProblemText(t *testing.T) {
	for _, tc := range []struct{ fen, want string }{
		{"9/9/9/9/9/9/9/9/A8/RRRK4B w", "Black has no king.|Red rook: 3 on the board, at most 2 are allowed.|" +
			"The Red elephant on i0 is not on an elephant's point.|The Red advisor on a1 is not on an advisor's point."},
		{"4k4/9/9/9/9/9/9/9/9/3KK4 w", "Red has 2 kings; only one is allowed."},
		{"4k4/9/9/9/9/9/9/9/9/K8 w", "The Red king on a0 is outside its palace."},
		{"4k4/9/9/9/9/9/9/9/P8/3K5 w", "The Red pawn on a1 is behind its starting rank."},
		{"4k4/9/9/9/9/9/1P7/9/9/3K5 w", "The Red pawn on b3 cannot have reached that point."},
		{"4k4/9/9/9/9/9/9/9/9/4K4 w", "The kings face each other on an open file."},
		{"4k4/9/9/9/9/9/9/9/4R4/3K5 w", "Black is in check, but it is not Black's move."},
		{"3k5/9/9/9/9/9/9/9/3R5/4K4 b", "Black is to move but already checkmated."},
		{"3k5/R8/9/9/9/9/9/9/9/4K4 b", "Black is to move but has no legal move (stalemate loses)."},
	} {
		st, err := core.ParseSetup(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, pr := range st.Problems() {
			got = append(got, problemText(pr))
		}
		if s := strings.Join(got, "|"); s != tc.want {
			t.Errorf("%s: %q, want %q", tc.fen, s, tc.want)
		}
	}
	if s := problemText(core.Problem{Kind: core.ProblemOther, Detail: "odd"}); !strings.Contains(s, "odd") {
		t.Errorf("ProblemOther reads %q", s)
	}
}
