//go:build !tune

package ai

// The evaluation's knowledge weights and the search's margins. In the normal build they are
// constants; weights_tune.go (go build -tags tune) makes the same names variables that UCI options can
// set, for tuning by play (scripts/spsa.py, docs/engine.md).

// Knowledge weights (centipawns).
const (
	tempo           = 16
	rookMobility    = 6
	horseMobility   = 12
	horseTrapped    = 24
	hollowCannon    = 90 // 空头炮: a cannon facing the king on an open file
	centreCannon    = 28 // a cannon on the king's file with two screens (中炮 pressure)
	pinCannon       = 18 // one screen: check, or a pinned screen
	bottomCannon    = 30 // 沉底炮: a cannon on the king's rank with at most one screen
	openKingFile    = 30 // no own piece in front of the king while the enemy has rooks
	defenderVsRook  = 8
	advisorVsHorse  = 14
	advisorVsCannon = 8
	elephVsHorse    = 6
	elephVsCannon   = 14
	cannonMobility  = 3
)

// Search margins.
const (
	rfpMargin     = 90  // reverse futility: centipawns per ply of depth
	probcutMargin = 200 // ProbCut: above beta
	futBase       = 40  // futility of late quiet moves: base
	futPerPly     = 100 //   and per ply of depth
	seePerPly     = 90  // exchange pruning: the loss allowed per ply of depth
	lmrBase       = 75  // late-move reductions: lmrBase/100 + ln depth · ln move / (lmrDiv/100)
	lmrDiv        = 190
)

// TuneParams lists the parameters SetTuneParam can set: none in the normal build.
func TuneParams() []TuneParam { return nil }

// SetTuneParam sets a tuning parameter; the normal build has none, so it reports false.
func SetTuneParam(string, int) bool { return false }
