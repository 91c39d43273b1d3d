// Package rating is the Glicko-2 rating system (Mark Glickman, "Example of the Glicko-2 system",
// 2012): a rating, its deviation (how uncertain it is) and its volatility (how erratic the
// player's results are). Chuhe rates the player against its levels and on its puzzles with it.
//
// Ratings are on the familiar Glicko scale (a new player 1500 ± 350); the maths runs on
// Glicko-2's internal scale, (r-1500)/173.7178, and converts back.
package rating

import (
	"errors"
	"fmt"
	"math"
)

// scale converts between the Glicko scale and Glicko-2's internal scale.
const scale = 173.7178

// Defaults for a new player, as the paper recommends.
const (
	DefaultRating     = 1500.0
	DefaultDeviation  = 350.0
	DefaultVolatility = 0.06
	// DefaultTau constrains how fast volatility changes; the paper suggests 0.3 to 1.2. 0.5
	// suits games whose results are not wildly erratic.
	DefaultTau = 0.5
	// MinDeviation keeps a rating from becoming so certain that new results barely move it.
	MinDeviation = 30.0
)

// Rating is one player's (or one puzzle's, or one level's) Glicko-2 rating.
type Rating struct {
	R   float64 // the rating, on the Glicko scale (1500 a new player)
	RD  float64 // its deviation: the rating is R ± 2·RD with 95% confidence
	Vol float64 // volatility σ: how erratic the results are
}

// New returns a new player's rating: 1500 ± 350, volatility 0.06.
func New() Rating {
	return Rating{R: DefaultRating, RD: DefaultDeviation, Vol: DefaultVolatility}
}

// Fixed returns the rating of an opponent whose strength is known well, such as a level of the
// engine measured by matches: deviation MinDeviation.
func Fixed(r float64) Rating {
	return Rating{R: r, RD: MinDeviation, Vol: DefaultVolatility}
}

// String shows the rating as "1500 ± 700" (two deviations: the 95% interval).
func (r Rating) String() string {
	return fmt.Sprintf("%.0f ± %.0f", r.R, 2*r.RD)
}

// Interval returns the 95% confidence interval of the rating.
func (r Rating) Interval() (lo, hi float64) {
	return r.R - 2*r.RD, r.R + 2*r.RD
}

// Validate says what is wrong with a rating read from a store: a deviation or volatility that is
// not positive, or a value that is not a number.
func (r Rating) Validate() error {
	for _, v := range []float64{r.R, r.RD, r.Vol} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return errors.New("rating: a value is not a finite number")
		}
	}
	if r.RD <= 0 {
		return fmt.Errorf("rating: deviation %v is not positive", r.RD)
	}
	if r.Vol <= 0 {
		return fmt.Errorf("rating: volatility %v is not positive", r.Vol)
	}
	return nil
}

// Result is one game (or puzzle) of a rating period: the opponent's rating before the period
// and the score, 1 a win, 0.5 a draw, 0 a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// g weighs an opponent's result by how certain the opponent's rating is (internal scale φ).
func g(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}

// e is the expected score against an opponent (internal scale).
func e(mu, muj, phij float64) float64 {
	return 1 / (1 + math.Exp(-g(phij)*(mu-muj)))
}

// Expected returns a's expected score against b (0..1), allowing for the uncertainty of b's
// rating (and, as Glicko does for predictions, of a's too).
func Expected(a, b Rating) float64 {
	phi := math.Hypot(a.RD, b.RD) / scale
	return e((a.R-DefaultRating)/scale, (b.R-DefaultRating)/scale, phi)
}

// Update returns r after one rating period with the given results, with the system constant tau
// (DefaultTau if tau <= 0). A period with no results only widens the deviation, as time without
// games should. Results with a score outside 0..1 or an invalid opponent are an error.
func Update(r Rating, results []Result, tau float64) (Rating, error) {
	if err := r.Validate(); err != nil {
		return r, err
	}
	if tau <= 0 {
		tau = DefaultTau
	}
	mu := (r.R - DefaultRating) / scale
	phi := r.RD / scale
	sigma := r.Vol
	if len(results) == 0 {
		phiStar := math.Sqrt(phi*phi + sigma*sigma)
		return Rating{R: r.R, RD: math.Min(phiStar*scale, DefaultDeviation), Vol: sigma}, nil
	}
	// Step 3 and 4: the estimated variance v of the rating from the results alone, and the
	// estimated improvement delta.
	var vinv, sum float64
	for i, res := range results {
		if err := res.Opponent.Validate(); err != nil {
			return r, fmt.Errorf("result %d: %w", i+1, err)
		}
		if math.IsNaN(res.Score) || res.Score < 0 || res.Score > 1 {
			return r, fmt.Errorf("result %d: score %v is not between 0 and 1", i+1, res.Score)
		}
		muj := (res.Opponent.R - DefaultRating) / scale
		phij := res.Opponent.RD / scale
		gj := g(phij)
		ej := e(mu, muj, phij)
		vinv += gj * gj * ej * (1 - ej)
		sum += gj * (res.Score - ej)
	}
	v := 1 / vinv
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm on f(x) = 0, x = ln σ'².
	sigmaNew := newVolatility(sigma, phi, v, delta, tau)
	// Step 6-8: the new deviation and rating.
	phiStar := math.Sqrt(phi*phi + sigmaNew*sigmaNew)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	rd := math.Max(MinDeviation, math.Min(phiNew*scale, DefaultDeviation))
	return Rating{R: muNew*scale + DefaultRating, RD: rd, Vol: sigmaNew}, nil
}

// newVolatility solves step 5 of the paper for σ'.
func newVolatility(sigma, phi, v, delta, tau float64) float64 {
	const eps = 1e-6
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 && k < 1000 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; i < 100 && math.Abs(B-A) > eps; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Even returns, of the candidate ratings, the index of the one against which r's expected score
// is nearest one half: the opponent that gives the player an even chance. It returns -1 for no
// candidates.
func Even(r Rating, candidates []float64) int {
	best, bestGap := -1, math.Inf(1)
	for i, c := range candidates {
		gap := math.Abs(Expected(r, Fixed(c)) - 0.5)
		if gap < bestGap {
			best, bestGap = i, gap
		}
	}
	return best
}
