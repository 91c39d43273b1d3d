// Package srs schedules reviews by spaced repetition: FSRS-5, the free spaced repetition scheduler,
// with its published default parameters and a desired retention of 90%. A card's memory is two
// numbers, its stability S (the days after which the chance of recall falls to 90%) and its
// difficulty D (1 to 10); each review with a grade updates both and sets the next due time.
//
// The formulas, as the FSRS-5 algorithm publishes them:
//
//	R(t, S)   = (1 + 19/81 · t/S)^−0.5                 chance of recall t days after the last review
//	S₀(G)     = w[G−1]                                 stability after the first review
//	D₀(G)     = w4 − e^(w5·(G−1)) + 1                  difficulty after the first review
//	D′(D, G)  = w7·D₀(4) + (1−w7)·(D − w6·(G−3)·(10−D)/9)
//	S′r       = S·(e^w8·(11−D)·S^−w9·(e^(w10·(1−R))−1)·[w15 if Hard]·[w16 if Easy] + 1)
//	S′f       = min(w11·D^−w12·((S+1)^w13−1)·e^(w14·(1−R)), S/e^(w17·w18))
//	S′same    = S·e^(w17·(G−3+w18))                    a second review on the same day
//
// The stabilities are computed with the difficulty before the review's update, as the reference
// schedulers do. A new card or a lapsed one goes through short learning steps (minutes) before it is scheduled in
// days, as the reference schedulers do; a card is due again the same session when missed.
package srs

import (
	"fmt"
	"math"
	"time"
)

// Grade is how well a review went.
type Grade uint8

const (
	// Again: missed.
	Again Grade = iota + 1
	// Hard: found with difficulty (a second try, a hint).
	Hard
	// Good: found.
	Good
	// Easy: found at once, without effort.
	Easy
)

// String returns the grade's English name.
func (g Grade) String() string {
	switch g {
	case Again:
		return "again"
	case Hard:
		return "hard"
	case Good:
		return "good"
	case Easy:
		return "easy"
	}
	return fmt.Sprintf("grade(%d)", uint8(g))
}

// State is where a card is in its schedule.
type State uint8

const (
	// New: never reviewed.
	New State = iota
	// Learning: reviewed, still in its first steps of minutes.
	Learning
	// Review: scheduled in days.
	Review
	// Relearning: lapsed from Review, in its steps of minutes again.
	Relearning
)

// String returns the state's English name.
func (s State) String() string {
	switch s {
	case New:
		return "new"
	case Learning:
		return "learning"
	case Review:
		return "review"
	case Relearning:
		return "relearning"
	}
	return fmt.Sprintf("state(%d)", uint8(s))
}

// Card is one card's memory and schedule. The zero Card is a new card.
type Card struct {
	State      State
	Stability  float64 // days; 0 for a new card
	Difficulty float64 // 1 to 10; 0 for a new card
	Due        time.Time
	LastReview time.Time
	Reps       int // reviews
	Lapses     int // times forgotten from Review
}

// Weights are FSRS-5's nineteen parameters.
type Weights [19]float64

// DefaultWeights are FSRS-5's published defaults, fitted on a large public set of reviews.
var DefaultWeights = Weights{
	0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575,
	0.1192, 1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
}

// The forgetting curve's shape: R(S, S) = 0.9.
const (
	decay  = -0.5
	factor = 19.0 / 81.0
)

// Scheduler computes the next state of cards. The zero value is not ready; use NewScheduler.
type Scheduler struct {
	W         Weights
	Retention float64 // the chance of recall aimed for when a card comes due (0.7 to 0.99)
	MaxDays   int     // the longest interval
	// AgainStep, HardStep and GoodStep are the learning steps: how soon a card in Learning or
	// Relearning comes back after each grade (Good after a first review; then it graduates).
	AgainStep, HardStep, GoodStep time.Duration
}

// NewScheduler returns a scheduler with the default weights, 90% retention, a 100-year cap and
// learning steps of 1, 5 and 10 minutes.
func NewScheduler() *Scheduler {
	return &Scheduler{W: DefaultWeights, Retention: 0.9, MaxDays: 36500,
		AgainStep: time.Minute, HardStep: 5 * time.Minute, GoodStep: 10 * time.Minute}
}

// Retrievability is the chance of recall t days after the last review of a card of stability s.
func Retrievability(t, s float64) float64 {
	if s <= 0 {
		return 0
	}
	return math.Pow(1+factor*max(t, 0)/s, decay)
}

// Retrievability returns c's chance of recall at now (0 for a new card).
func (c *Card) Retrievability(now time.Time) float64 {
	if c.State == New {
		return 0
	}
	return Retrievability(elapsedDays(c.LastReview, now), c.Stability)
}

// elapsedDays counts whole days from last to now, as the reference schedulers do.
func elapsedDays(last, now time.Time) float64 {
	if now.Before(last) {
		return 0
	}
	return math.Floor(now.Sub(last).Hours() / 24)
}

func clampD(d float64) float64 { return min(max(d, 1), 10) }

func (s *Scheduler) initStability(g Grade) float64 { return max(s.W[g-1], 0.1) }

func (s *Scheduler) initDifficulty(g Grade) float64 {
	return s.W[4] - math.Exp(s.W[5]*float64(g-1)) + 1
}

func (s *Scheduler) nextDifficulty(d float64, g Grade) float64 {
	delta := -s.W[6] * (float64(g) - 3)
	damped := d + delta*(10-d)/9
	return clampD(s.W[7]*clampD(s.initDifficulty(Easy)) + (1-s.W[7])*damped)
}

func (s *Scheduler) recallStability(d, st, r float64, g Grade) float64 {
	hard, easy := 1.0, 1.0
	if g == Hard {
		hard = s.W[15]
	}
	if g == Easy {
		easy = s.W[16]
	}
	return st * (math.Exp(s.W[8])*(11-d)*math.Pow(st, -s.W[9])*(math.Exp((1-r)*s.W[10])-1)*hard*easy + 1)
}

func (s *Scheduler) forgetStability(d, st, r float64) float64 {
	f := s.W[11] * math.Pow(d, -s.W[12]) * (math.Pow(st+1, s.W[13]) - 1) * math.Exp((1-r)*s.W[14])
	return min(f, st/math.Exp(s.W[17]*s.W[18]))
}

func (s *Scheduler) shortTermStability(st float64, g Grade) float64 {
	return st * math.Exp(s.W[17]*(float64(g)-3+s.W[18]))
}

// Interval returns the days until a card of stability st falls to the retention aimed for, at
// least one and at most MaxDays.
func (s *Scheduler) Interval(st float64) int {
	days := st / factor * (math.Pow(s.Retention, 1/decay) - 1)
	return min(max(int(math.Round(days)), 1), s.MaxDays)
}

// Next returns c after a review graded g at now. It validates nothing it need not: a grade out of
// range is taken as Again, a review dated before the last as made at the same time.
func (s *Scheduler) Next(c Card, g Grade, now time.Time) Card {
	if g < Again || g > Easy {
		g = Again
	}
	first := c.State == New || c.Stability <= 0
	if first {
		c.Stability, c.Difficulty = s.initStability(g), clampD(s.initDifficulty(g))
		c.State = Learning
	} else {
		t := elapsedDays(c.LastReview, now)
		r := Retrievability(t, c.Stability)
		d := s.nextDifficulty(c.Difficulty, g)
		switch {
		case t < 1:
			c.Stability = s.shortTermStability(c.Stability, g)
		case g == Again:
			c.Stability = s.forgetStability(c.Difficulty, c.Stability, r)
		default:
			c.Stability = s.recallStability(c.Difficulty, c.Stability, r, g)
		}
		c.Difficulty = d
	}
	c.Stability = min(max(c.Stability, 0.01), float64(s.MaxDays))
	c.Reps++
	c.LastReview = now
	switch {
	case c.State == Review && g == Again:
		// A lapse: back to steps of minutes.
		c.Lapses++
		c.State = Relearning
		c.Due = now.Add(s.step(g))
	case c.State == Review || g == Easy || g == Good && !first:
		c.State = Review
		c.Due = now.AddDate(0, 0, s.Interval(c.Stability))
	default:
		c.Due = now.Add(s.step(g))
	}
	return c
}

// step is the learning step after grade g.
func (s *Scheduler) step(g Grade) time.Duration {
	switch g {
	case Again:
		return s.AgainStep
	case Hard:
		return s.HardStep
	}
	return s.GoodStep
}
