package main

import "math"

// polar returns the point at distance r and angle deg (degrees, clockwise from +x on a y-down
// screen) from (cx, cy).
func polar(cx, cy, r, deg float64) (x, y float64) {
	a := deg * math.Pi / 180
	return cx + r*math.Cos(a), cy + r*math.Sin(a)
}
