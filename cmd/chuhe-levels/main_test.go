package main

import (
	"fmt"
	"testing"

	"github.com/chuhe-xq/chuhe/ai"
)

// TestParseRange checks the -levels flag: a range or one level within the ladder.
func TestParseRange(t *testing.T) {
	cases := []struct {
		in     string
		lo, hi int
		ok     bool
	}{
		{"1-19", 1, 19, true},
		{"7", 7, 7, true},
		{"0-3", 0, 0, false},
		{"5-2", 0, 0, false},
		{fmt.Sprintf("1-%d", ai.MaxLevel+1), 0, 0, false},
		{"a-b", 0, 0, false},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			lo, hi, err := parseRange(c.in)
			if (err == nil) != c.ok || c.ok && (lo != c.lo || hi != c.hi) {
				t.Errorf("parseRange(%q) = %d, %d, %v", c.in, lo, hi, err)
			}
		})
	}
}
