// Package profile is the player's record against Chuhe's levels: the rating after each game
// (Glicko-2, package rating, against the levels' ratings), the Adaptive opponent's choice of
// level, and the summaries the Profile window shows (results by level, colour and opening, the
// longest winning streak). The games themselves are kept in the library (library.PlayerGame).
package profile

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/chuhe-xq/chuhe/ai"
	"github.com/chuhe-xq/chuhe/core"
	"github.com/chuhe-xq/chuhe/library"
	"github.com/chuhe-xq/chuhe/rating"
)

// NewPlayer is the rating of a player with no game yet: Glicko's usual deviation (350) about
// 1200 rather than Glicko's 1500, since a player new to the app is more often a beginner than a
// club player; a few games move it to where the player is.
func NewPlayer() rating.Rating {
	return rating.Rating{R: 1200, RD: rating.DefaultDeviation, Vol: rating.DefaultVolatility}
}

// Current returns the player's rating after the last of games (oldest first), or a new player's.
func Current(games []library.PlayerGame) rating.Rating {
	if len(games) == 0 {
		return NewPlayer()
	}
	g := games[len(games)-1]
	r := rating.Rating{R: g.Rating, RD: g.RD, Vol: g.Vol}
	if r.Validate() != nil {
		return NewPlayer()
	}
	return r
}

// LevelRating returns level n's rating as an opponent: its estimated rating, known well.
func LevelRating(n int) rating.Rating {
	return rating.Fixed(float64(ai.Levels()[ai.ClampLevel(n)-1].Rating))
}

// Rate returns the player's rating after a game against level n with score (1, 0.5 or 0); each
// game is a rating period of its own, so that the rating follows the player from game to game.
func Rate(player rating.Rating, n int, score float64) (rating.Rating, error) {
	return rating.Update(player, []rating.Result{{Opponent: LevelRating(n), Score: score}}, 0)
}

// AdaptiveLevel returns the level that gives a player of rating r an even chance.
func AdaptiveLevel(r rating.Rating) int {
	ls := ai.Levels()
	rs := make([]float64, len(ls))
	for i, l := range ls {
		rs[i] = float64(l.Rating)
	}
	return ls[max(0, rating.Even(r, rs))].N
}

// Record counts results from the player's side.
type Record struct {
	Wins, Draws, Losses int
}

// Games returns the number of games.
func (r Record) Games() int { return r.Wins + r.Draws + r.Losses }

// Score returns the player's share of the points (0 with no games).
func (r Record) Score() float64 {
	if r.Games() == 0 {
		return 0
	}
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games())
}

func (r *Record) add(score float64) {
	switch score {
	case 1:
		r.Wins++
	case 0.5:
		r.Draws++
	default:
		r.Losses++
	}
}

// LevelRecord is the record against one level.
type LevelRecord struct {
	Level int
	Record
}

// OpeningRecord is the record in one opening, by its ECCO code ("" for unknown): the games store
// the code and the name in the interface's language of the day, and a game named in another
// language is the same opening.
type OpeningRecord struct {
	Code string
	Record
}

// Point is the player's rating after a game.
type Point struct {
	Time   time.Time
	Rating rating.Rating
}

// Summary is what the Profile window shows.
type Summary struct {
	Rating    rating.Rating
	Total     Record
	ByColor   [2]Record // indexed by core.Color
	ByLevel   []LevelRecord
	ByOpening []OpeningRecord // most played first
	// LongestStreak is the most wins in a row; CurrentStreak the wins in a row up to the last game.
	LongestStreak, CurrentStreak int
	History                      []Point // oldest first, starting from a new player's rating
}

// Summarize sums up the player's games (oldest first).
func Summarize(games []library.PlayerGame) Summary {
	s := Summary{Rating: Current(games)}
	levels := map[int]*Record{}
	openings := map[string]*Record{}
	if len(games) > 0 {
		s.History = append(s.History, Point{Time: games[0].Played, Rating: NewPlayer()})
	}
	for _, g := range games {
		s.Total.add(g.Score)
		if g.Color == core.Red || g.Color == core.Black {
			s.ByColor[g.Color].add(g.Score)
		}
		if levels[g.Level] == nil {
			levels[g.Level] = &Record{}
		}
		levels[g.Level].add(g.Score)
		code, _, _ := strings.Cut(strings.TrimSpace(g.Opening), " ")
		if openings[code] == nil {
			openings[code] = &Record{}
		}
		openings[code].add(g.Score)
		if g.Score == 1 {
			s.CurrentStreak++
			s.LongestStreak = max(s.LongestStreak, s.CurrentStreak)
		} else {
			s.CurrentStreak = 0
		}
		s.History = append(s.History, Point{Time: g.Played, Rating: rating.Rating{R: g.Rating, RD: g.RD, Vol: g.Vol}})
	}
	for n, r := range levels {
		s.ByLevel = append(s.ByLevel, LevelRecord{n, *r})
	}
	slices.SortFunc(s.ByLevel, func(a, b LevelRecord) int { return a.Level - b.Level })
	for o, r := range openings {
		s.ByOpening = append(s.ByOpening, OpeningRecord{o, *r})
	}
	slices.SortFunc(s.ByOpening, func(a, b OpeningRecord) int {
		return cmp.Or(b.Games()-a.Games(), cmp.Compare(a.Code, b.Code))
	})
	return s
}
