//go:build tune

package ai

import (
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// The tuning build: the names of weights.go as variables, settable through SetTuneParam (the UCI
// options of chuhe-engine built with -tags tune). Only for tuning: these are package-level and shared
// by every engine in the process, which the normal build never allows.

// Knowledge weights (centipawns).
var (
	tempo           = 16
	rookMobility    = 6
	horseMobility   = 12
	horseTrapped    = 24
	hollowCannon    = 90
	centreCannon    = 28
	pinCannon       = 18
	bottomCannon    = 30
	openKingFile    = 30
	defenderVsRook  = 8
	advisorVsHorse  = 14
	advisorVsCannon = 8
	elephVsHorse    = 6
	elephVsCannon   = 14
	cannonMobility  = 3
)

// Search margins.
var (
	rfpMargin     = 90
	probcutMargin = 200
	futBase       = 40
	futPerPly     = 100
	seePerPly     = 90
	lmrBase       = 75
	lmrDiv        = 190
)

type tuneVar struct {
	name     string
	p        *int
	min, max int
}

// tuneVars lists the tunable parameters with their ranges.
func tuneVars() []tuneVar {
	v := []tuneVar{
		{"tempo", &tempo, -50, 100},
		{"rookMobility", &rookMobility, 0, 40},
		{"horseMobility", &horseMobility, 0, 48},
		{"horseTrapped", &horseTrapped, 0, 96},
		{"hollowCannon", &hollowCannon, 0, 360},
		{"centreCannon", &centreCannon, 0, 112},
		{"pinCannon", &pinCannon, 0, 72},
		{"bottomCannon", &bottomCannon, 0, 120},
		{"openKingFile", &openKingFile, 0, 120},
		{"defenderVsRook", &defenderVsRook, 0, 40},
		{"advisorVsHorse", &advisorVsHorse, 0, 56},
		{"advisorVsCannon", &advisorVsCannon, 0, 40},
		{"elephVsHorse", &elephVsHorse, 0, 40},
		{"elephVsCannon", &elephVsCannon, 0, 56},
		{"cannonMobility", &cannonMobility, 0, 40},
		{"rfpMargin", &rfpMargin, 0, 360},
		{"probcutMargin", &probcutMargin, 0, 800},
		{"futBase", &futBase, 0, 160},
		{"futPerPly", &futPerPly, 0, 400},
		{"seePerPly", &seePerPly, 0, 360},
		{"lmrBase", &lmrBase, 0, 200},
		{"lmrDiv", &lmrDiv, 100, 400},
	}
	for t := core.Advisor; t <= core.Pawn; t++ {
		name := strings.ToUpper(t.String()[:1]) + t.String()[1:]
		v = append(v, tuneVar{"mg" + name, &materialMG[t], 0, 2000}, tuneVar{"eg" + name, &materialEG[t], 0, 2000})
	}
	for n := 2; n < len(attackBonus); n++ {
		v = append(v, tuneVar{"attack" + strconv.Itoa(n), &attackBonus[n], -200, 600})
	}
	return v
}

// TuneParams lists the tunable parameters with their current values.
func TuneParams() []TuneParam {
	var ps []TuneParam
	for _, v := range tuneVars() {
		ps = append(ps, TuneParam{v.name, *v.p, v.min, v.max})
	}
	return ps
}

// SetTuneParam sets the parameter called name (any case) to value and rebuilds the tables made from
// the parameters; it reports false for an unknown name or a value out of range.
func SetTuneParam(name string, value int) bool {
	for _, v := range tuneVars() {
		if strings.EqualFold(v.name, name) {
			if value < v.min || value > v.max {
				return false
			}
			*v.p = value
			buildPSQ()
			buildLMR()
			cannonWeight = cannonWeights()
			return true
		}
	}
	return false
}
