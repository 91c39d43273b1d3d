package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/chuhe-xq/chuhe/profile"
	"github.com/chuhe-xq/chuhe/rating"
)

// TestRatingGraphAxis: the graph's axis is marked at round hundreds and never below 0, though a new
// player's band reaches below it (it read "-155").
func TestRatingGraphAxis(t *testing.T) {
	test.NewTempApp(t)
	g := NewRatingGraph()
	g.SetHistory([]profile.Point{{Rating: rating.Rating{R: 1200, RD: 350}}, {Rating: rating.Rating{R: 545, RD: 350}}, {Rating: rating.Rating{R: 610, RD: 300}}})
	r := test.WidgetRenderer(g).(*ratingGraphRenderer)
	g.Resize(fyne.NewSize(400, 200))
	r.Layout(fyne.NewSize(400, 200))
	if r.lo.Text != "0" || r.hi.Text != "1900" {
		t.Errorf("axis from %q to %q, want 0 to 1900", r.lo.Text, r.hi.Text)
	}
	for _, o := range r.lines {
		if o.Position().Y > 200 {
			t.Errorf("a line drawn below the graph at %v", o.Position())
		}
	}
}
