package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"github.com/chuhe-xq/chuhe/ai/nnue"
	"github.com/chuhe-xq/chuhe/core"
)

// maxMultiPV bounds the number of principal variations searched at the root.
const maxMultiPV = 64

// maxMoves is the size of the move buffers of each ply (a position's pseudo-legal moves).
const maxMoves = 128

// rootMove is a legal move at the root with what the search learned about it.
type rootMove struct {
	move  core.Move
	score Score // score in the current iteration; -Infinite while unknown (or failed low)
	prev  Score // score at the end of the previous iteration
	pv    []core.Move
}

// searcher is the state of one Search: a private copy of the position, the keys and moves since the
// last capture (game history followed by the current search path), limits and statistics.
type searcher struct {
	e    *Engine
	tt   *table   // the engine's table, or a stand-in while that is not ready (Engine.tableFor)
	hist *history // this thread's move-ordering statistics
	done <-chan struct{}
	pos  core.Position
	id   int    // thread number: 0 is the main thread, which decides and reports
	grp  *group // the threads of this search (nil: single-threaded)

	keys   []uint64    // keys[i]: the position at index i (root at index root)
	moves  []core.Move // moves[i]: the move played from position i (NoMove for a null move)
	checks []bool      // checks[i]: moves[i] gave check (for the natural limit's check allowance)
	root   int

	maxDepth   int
	nodeLimit  int64
	start      time.Time
	soft, hard time.Duration
	clocked    bool // the limits come from a clock (so easy moves may be played fast)

	nodes     int64
	selDepth  int
	rootDepth int
	stopped   bool
	depthDone int // last depth completed

	rootMoves []rootMove
	lines     []rootMove // root lines of the last completed iteration
	multiPV   int
	// blind is what a weakened level overlooks among the opponent's replies to its root moves
	// (nil: it sees everything). Those nodes, one ply below the root, neither use nor fill the
	// transposition table, whose entries stay true for the searches that see everything.
	blind *perception

	pv    [maxPly + 2][maxPly + 2]core.Move
	pvLen [maxPly + 2]int
	// excluded[ply]: the move a singular-extension search at ply leaves out (core.NoMove: none).
	excluded [maxPly + 2]core.Move
	evals    [maxPly + 2]Score  // static evaluation at each ply (-Infinite in check)
	acc      [maxPly + 2]psqSum // material and piece-square sums of the position at each ply
	// With a neural evaluation (nn not nil), nnAcc holds its accumulators at each ply: 2·nn.H
	// int16 a ply, from ply·2·nn.H. They are brought up to date lazily, when a position is
	// evaluated: nnOK[ply] tells whether ply's are, nnMove[ply] is the move that led to ply.
	nn     *nnue.Net
	nnAcc  []int16
	nnOK   [maxPly + 2]bool
	nnMove [maxPly + 2]nnMove
	buf    [maxPly + 2][maxMoves]core.Move
	scores [maxPly + 2][maxMoves]int32
	quiets [maxPly + 2][maxMoves]core.Move
}

// lmr[d][i] is the late-move reduction at depth d for the i-th move.
var lmr [64][64]int

func init() { buildLMR() }

// buildLMR fills lmr: lmrBase/100 + ln d · ln i / (lmrDiv/100).
func buildLMR() {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			lmr[d][i] = int(float64(lmrBase)/100 + math.Log(float64(d))*math.Log(float64(i))*100/float64(lmrDiv))
		}
	}
}

func newSearcher(e *Engine, ctx context.Context, g *core.Game, pos *core.Position, lim Limits, legal []core.Move) *searcher {
	// The clock runs from the request (Limits.Start), or else from now.
	start := lim.Start
	if start.IsZero() {
		start = time.Now()
	}
	s := newSearcherOn(e.tableFor(lim, pos.SideToMove(), start), e, ctx, g, pos, lim, legal)
	s.start = start
	return s
}

// newSearcherOn is newSearcher with the table to use.
func newSearcherOn(tt *table, e *Engine, ctx context.Context, g *core.Game, pos *core.Position, lim Limits, legal []core.Move) *searcher {
	s := &searcher{e: e, tt: tt, hist: &e.hist, done: ctx.Done(), pos: *pos, start: time.Now()}
	n := g.Len()
	first := n - pos.HalfmoveClock()
	if first < 0 {
		first = 0
	}
	s.keys = make([]uint64, 0, n-first+maxPly+4)
	s.moves = make([]core.Move, 0, n-first+maxPly+4)
	s.checks = make([]bool, 0, n-first+maxPly+4)
	for i := first; i < n; i++ {
		p := g.PositionAt(i)
		s.keys = append(s.keys, p.Key())
		s.moves = append(s.moves, g.Move(i))
		s.checks = append(s.checks, g.GaveCheck(i))
	}
	s.root = len(s.keys)
	s.keys = s.keys[:cap(s.keys)]
	s.moves = s.moves[:cap(s.moves)]
	s.checks = s.checks[:cap(s.checks)]
	s.keys[s.root] = pos.Key()
	s.acc[0] = psqSums(pos)
	if e.net != nil {
		s.nn = e.net
		s.nnAcc = make([]int16, (maxPly+2)*2*e.net.H)
		s.nn.Refresh(pos, s.nnAcc[:2*e.net.H])
		s.nnOK[0] = true
	}

	s.maxDepth = maxPly - 8
	if lim.Depth > 0 && lim.Depth < s.maxDepth {
		s.maxDepth = lim.Depth
	}
	s.nodeLimit = lim.Nodes
	s.soft, s.hard = budget(lim, pos.SideToMove())
	s.clocked = !lim.Infinite && lim.MoveTime == 0 && (lim.WTime > 0 || lim.BTime > 0)

	// Initial order: captures by MVV-LVA, then the history's favourites.
	ttMove := core.NoMove
	if ent, ok := s.tt.probe(pos.Key()); ok {
		ttMove = ent.move
	}
	moves := append([]core.Move(nil), legal...)
	scores := make([]int32, len(moves))
	s.scoreMoves(moves, scores, ttMove, 0)
	for i := range moves {
		m := s.pick(moves, scores, i)
		s.rootMoves = append(s.rootMoves, rootMove{move: m, score: -Infinite, prev: -Infinite})
	}
	return s
}

// visit counts a node and reports whether the search must stop: the context is done, the clock has
// run out (both checked every 1024 nodes) or, once an iteration is complete, the node limit is reached.
func (s *searcher) visit() bool {
	s.nodes++
	if s.nodes&1023 == 0 {
		s.poll()
	}
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit && s.depthDone > 0 {
		s.stopped = true
	}
	return s.stopped
}

// poll checks the clock and the context, and publishes the node count to the other threads.
func (s *searcher) poll() {
	if s.grp != nil {
		s.grp.nodes[s.id].Store(s.nodes)
	}
	select {
	case <-s.done:
		s.stopped = true
		return
	default:
	}
	if s.hard > 0 && time.Since(s.start) >= s.hard {
		s.stopped = true
	}
}

// run is iterative deepening over the root moves, with aspiration windows and MultiPV.
func (s *searcher) run(multiPV int, onInfo func(Info)) {
	if multiPV > len(s.rootMoves) {
		multiPV = len(s.rootMoves)
	}
	if multiPV > maxMultiPV {
		multiPV = maxMultiPV
	}
	s.multiPV = multiPV
	bestChanges := 0.0
	var lastBest core.Move
	var lastScore Score
	// Helper threads of odd number start one ply deeper, so that the threads are not all at the
	// same depth at once.
	for depth := 1 + s.id%2; depth <= s.maxDepth; depth++ {
		s.rootDepth = depth
		for i := range s.rootMoves {
			s.rootMoves[i].prev = s.rootMoves[i].score
			s.rootMoves[i].score = -Infinite
		}
		s.selDepth = 0
		for pvIdx := 0; pvIdx < multiPV && !s.stopped; pvIdx++ {
			s.aspiration(depth, pvIdx)
			if s.stopped {
				break
			}
			slices.SortStableFunc(s.rootMoves[:pvIdx+1], func(a, b rootMove) int { return int(b.score - a.score) })
			if onInfo != nil {
				for i := 0; i <= pvIdx && (pvIdx == multiPV-1 || i == pvIdx); i++ {
					onInfo(s.info(depth, i))
				}
			}
		}
		if s.stopped {
			break
		}
		s.depthDone = depth
		s.lines = append(s.lines[:0], s.rootMoves[:multiPV]...)
		for i := range s.lines {
			s.lines[i].pv = slices.Clone(s.lines[i].pv)
		}

		best := s.rootMoves[0]
		if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
			break
		}
		if best.score.IsMate() && depth >= int(Mate-abs(best.score))+4 && s.soft > 0 {
			break
		}
		if s.soft > 0 && s.clocked {
			if len(s.rootMoves) == 1 {
				break
			}
			if depth > 1 && best.move != lastBest {
				bestChanges++
			}
			scale := 1.0 + bestChanges*0.5
			if depth > 1 && best.score < lastScore-30 {
				scale *= 1.4
			}
			bestChanges *= 0.5
			if time.Since(s.start).Seconds() > s.soft.Seconds()*scale*0.55 {
				break
			}
		}
		lastBest, lastScore = best.move, best.score
	}
}

// aspiration searches line pvIdx at depth with a window around its previous score, widening it on
// failure.
func (s *searcher) aspiration(depth, pvIdx int) {
	prev := s.rootMoves[pvIdx].prev
	delta := Score(30)
	alpha, beta := -Infinite, Infinite
	if depth >= 4 && prev > -mateBound && prev < mateBound {
		alpha, beta = prev-delta, prev+delta
	}
	for {
		v := s.rootSearch(alpha, beta, depth, pvIdx)
		if s.stopped {
			return
		}
		switch {
		case v <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(v-delta, -Infinite)
		case v >= beta:
			beta = min(v+delta, Infinite)
		default:
			return
		}
		delta += delta / 2
	}
}

// rootSearch searches the root moves from pvIdx on and sorts them by their new scores.
func (s *searcher) rootSearch(alpha, beta Score, depth, pvIdx int) Score {
	best := -Infinite
	for i := pvIdx; i < len(s.rootMoves); i++ {
		rm := &s.rootMoves[i]
		m := rm.move
		u := s.pos.MakeMove(m)
		check := s.pos.InCheckAfter(m)
		s.played(0, m, u.Captured(), check)
		newDepth := depth - 1
		if check {
			newDepth++
		}
		var v Score
		if i == pvIdx {
			v = -s.search(-beta, -alpha, newDepth, 1, true)
		} else {
			v = -s.search(-alpha-1, -alpha, newDepth, 1, true)
			if v > alpha && v < beta {
				v = -s.search(-beta, -alpha, newDepth, 1, true)
			}
		}
		s.pos.UnmakeMove(m, u)
		if s.stopped {
			break
		}
		if v > best {
			best = v
		}
		if v > alpha {
			rm.score = v
			rm.pv = append(rm.pv[:0], m)
			rm.pv = append(rm.pv, s.pv[1][1:s.pvLen[1]]...)
			alpha = v
			if v >= beta {
				break
			}
		} else {
			rm.score = -Infinite
		}
	}
	slices.SortStableFunc(s.rootMoves[pvIdx:], func(a, b rootMove) int { return int(b.score - a.score) })
	return best
}

// played records the move m (core.NoMove for a null move) just made at ply, whether it gave check,
// and the position it led to, for the rulings of repetition and the natural limit; and it brings
// the evaluation's sums to ply+1 (captured is the piece m took, core.NoPiece for none).
func (s *searcher) played(ply int, m core.Move, captured core.Piece, check bool) {
	s.moves[s.root+ply] = m
	s.checks[s.root+ply] = check
	s.keys[s.root+ply+1] = s.pos.Key()
	s.acc[ply+1] = s.acc[ply]
	if m != core.NoMove {
		s.acc[ply+1].moved(s.pos.At(m.To()), m.From(), m.To(), captured)
	}
	if s.nn != nil {
		s.nnOK[ply+1] = false
		mv := nnMove{move: m, captured: captured}
		if m != core.NoMove {
			mv.piece = s.pos.At(m.To())
		}
		s.nnMove[ply+1] = mv
	}
}

// nnMove is a move as the net's accumulators need it (move core.NoMove: a null move).
type nnMove struct {
	move            core.Move
	piece, captured core.Piece
}

// evaluate is the static evaluation of the position at ply.
func (s *searcher) evaluate(ply int) Score {
	if s.e.checkSums {
		if fresh := psqSums(&s.pos); fresh != s.acc[ply] {
			panic(fmt.Sprintf("ply %d %s: incremental sums %+v, afresh %+v", ply, s.pos.FEN(), s.acc[ply], fresh))
		}
	}
	if s.nn != nil {
		return s.evaluateNet(ply)
	}
	return evaluateSums(&s.pos, &s.acc[ply])
}

// ruling scores the position at ply when the game's rules end it: a repetition of an earlier
// position (with the same side to move) since the last capture, judged by core.JudgeRepetition, or
// the natural limit.
func (s *searcher) ruling(ply int) (Score, bool) {
	idx := s.root + ply
	if s.pos.HalfmoveClock() >= core.NaturalLimitPlies && s.effectivePlies(idx) >= core.NaturalLimitPlies {
		return 0, true
	}
	lo := idx - s.pos.HalfmoveClock()
	if lo < 0 {
		lo = 0
	}
	key := s.keys[idx]
	for i := idx - 1; i >= lo; i-- {
		if s.moves[i] == core.NoMove {
			break
		}
		if (idx-i)%2 != 0 || s.keys[i] != key || idx-i < 4 {
			continue
		}
		r := core.JudgeRepetition(&s.pos, s.moves[i:idx])
		switch r.Outcome {
		case core.WinFor(s.pos.SideToMove()):
			return Mate - Score(ply), true
		case core.WinFor(s.pos.SideToMove().Opp()):
			return -Mate + Score(ply), true
		}
		return 0, true
	}
	return 0, false
}

// effectivePlies counts the plies since the last capture towards the natural limit as the referee
// does (core.Game): each side's checks beyond core.CheckAllowance do not count.
func (s *searcher) effectivePlies(idx int) int {
	plies := s.pos.HalfmoveClock()
	var checks [2]int // by the side to move at idx (even distance) and by its opponent (odd)
	for i := max(0, idx-plies); i < idx; i++ {
		if s.checks[i] {
			checks[(idx-i)&1]++
		}
	}
	for _, k := range checks {
		if k > core.CheckAllowance {
			plies -= k - core.CheckAllowance
		}
	}
	return plies
}

// inCheck reports whether the side to move is in check at ply of the main search, where the move
// that led here was recorded by played with its check status (a null move never gives check).
func (s *searcher) inCheck(ply int) bool {
	if ply == 0 {
		return s.pos.InCheck()
	}
	return s.checks[s.root+ply-1]
}

// qInCheck reports whether the side to move is in check at ply of the quiescence search (whose
// moves are recorded without their check status).
func (s *searcher) qInCheck(ply int) bool {
	if ply > 0 {
		if m := s.moves[s.root+ply-1]; m != core.NoMove {
			return s.pos.InCheckAfter(m)
		}
	}
	return s.pos.InCheck()
}

// nullOK reports whether the side to move has enough force for null-move pruning to be safe
// (zugzwang is common in xiangqi endgames with few attackers).
func (s *searcher) nullOK() bool {
	c := s.pos.SideToMove()
	n := 2*s.pos.Count(core.MakePiece(c, core.Rook)) + s.pos.Count(core.MakePiece(c, core.Horse)) +
		s.pos.Count(core.MakePiece(c, core.Cannon))
	return n >= 3
}

// search is the principal variation search below the root.
func (s *searcher) search(alpha, beta Score, depth, ply int, doNull bool) Score {
	s.pvLen[ply] = ply
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, 0, false)
	}
	if s.visit() {
		return 0
	}
	pvNode := beta-alpha > 1
	if v, ok := s.ruling(ply); ok {
		return v
	}
	// Mate distance pruning.
	alpha = max(alpha, -Mate+Score(ply))
	beta = min(beta, Mate-Score(ply)-1)
	if alpha >= beta {
		return alpha
	}
	if ply >= maxPly {
		return s.evaluate(ply)
	}
	inCheck := s.inCheck(ply)
	key := s.pos.Key()
	ttMove := core.NoMove
	staticEval, rawEval := -Infinite, -Infinite
	excluded := s.excluded[ply]
	ent, hit := s.tt.probe(key)
	if hit {
		ttMove = ent.move
		if !pvNode && excluded == core.NoMove && int(ent.depth) >= depth && !s.blindAt(ply) {
			v := scoreFromTT(Score(ent.score), ply)
			b := ent.bound & 3
			if b == boundExact || b == boundLower && v >= beta || b == boundUpper && v <= alpha {
				return v
			}
		}
	}
	if !inCheck {
		if hit {
			rawEval = Score(ent.eval)
		} else {
			rawEval = s.evaluate(ply)
		}
		staticEval = s.corrected(rawEval)
	}
	s.evals[ply] = staticEval
	// improving: the static evaluation is better than at our previous move (so prune less).
	improving := !inCheck && ply >= 2 && staticEval > s.evals[ply-2]
	// mateThreat: passing gets the side to move mated (the null move below found it), so that its
	// late quiet moves, among which the defence may be, are not pruned.
	mateThreat := false
	if !pvNode && !inCheck && excluded == core.NoMove {
		// Reverse futility: far above beta at shallow depth.
		if depth <= 4 && staticEval-Score(rfpMargin*depth) >= beta && beta > -mateBound && beta < mateBound {
			return staticEval
		}
		// Null move.
		if doNull && depth >= 2 && staticEval >= beta && s.nullOK() {
			r := 3 + depth/4
			u := s.pos.MakeNull()
			s.played(ply, core.NoMove, core.NoPiece, false)
			var v Score
			if nd := depth - 1 - r; nd > 0 {
				v = -s.search(-beta, -beta+1, nd, ply+1, false)
			} else {
				// The quiescence search with quiet checks, so that a mate in one the opponent
				// threatens is seen (captures alone would let the null move cut the node).
				v = -s.qsearch(-beta, -beta+1, ply+1, 0, true)
			}
			s.pos.UnmakeNull(u)
			if s.stopped {
				return 0
			}
			mateThreat = v <= -mateBound
			if v >= beta {
				if v >= mateBound {
					v = beta
				}
				return v
			}
		}
	}

	// ProbCut: when a capture that does not lose by exchange, searched four plies shallower, clears
	// beta by 200 cp, the full search would almost surely fail high too. Only captures whose victim
	// could bring the static evaluation that far are tried, each first by the quiescence search.
	if !pvNode && !inCheck && excluded == core.NoMove && depth >= 5 && beta > -mateBound && beta < mateBound {
		rbeta := beta + Score(probcutMargin)
		caps := s.pos.PseudoCaptures(s.buf[ply][:0])
		cs := s.scores[ply][:len(caps)]
		s.scoreMoves(caps, cs, ttMove, ply)
		for j := range caps {
			m := s.pick(caps, cs, j)
			if cs[j] < rankCapture {
				break
			}
			if staticEval+Score(seeValue[s.pos.At(m.To()).Type()]) < rbeta || !s.pos.LegalKnownCheck(m, false) || s.hides(ply, m) {
				continue
			}
			u := s.pos.MakeMove(m)
			s.played(ply, m, u.Captured(), s.pos.InCheckAfter(m))
			v := -s.qsearch(-rbeta, -rbeta+1, ply+1, 0, false)
			if v >= rbeta {
				v = -s.search(-rbeta, -rbeta+1, depth-4, ply+1, true)
			}
			s.pos.UnmakeMove(m, u)
			if s.stopped {
				return 0
			}
			if v >= rbeta {
				return v
			}
		}
	}

	// Singular extension: when the hash move's score, searched shallower with the hash move left out,
	// is far above every alternative, the hash move is extended; when even the alternatives beat
	// beta, the node is cut (several moves refute the opponent's).
	singular := 0
	if depth >= 6 && excluded == core.NoMove && hit && ttMove != core.NoMove && ent.bound&boundLower != 0 &&
		int(ent.depth) >= depth-3 && ply < 2*s.rootDepth {
		if ttv := scoreFromTT(Score(ent.score), ply); ttv > -mateBound && ttv < mateBound {
			sb := ttv - Score(2*depth)
			s.excluded[ply] = ttMove
			v := s.search(sb-1, sb, (depth-1)/2, ply, false)
			s.excluded[ply] = core.NoMove
			if s.stopped {
				return 0
			}
			if v < sb {
				singular = 1
			} else if sb >= beta {
				return sb
			}
		}
	}

	// Out of check, the moves are generated pseudo-legal and each is checked only when its turn
	// comes (a cutoff often comes before most of them are tried); in check, most are illegal. The
	// hash move, when there is one, is tried before any move is generated: when it cuts the node
	// off, nothing else is. The moves generated after it are scored then (with the history as its
	// search left it), and it is put first among them, where the move picker would have put it.
	var moves []core.Move
	var scores []int32
	hashFirst := !inCheck && excluded == core.NoMove && ttMove != core.NoMove && s.pos.IsPseudoLegal(ttMove)
	generate := func() {
		if inCheck {
			moves = s.pos.LegalMoves(s.buf[ply][:0])
		} else {
			moves = s.pos.PseudoMoves(s.buf[ply][:0])
		}
		scores = s.scores[ply][:len(moves)]
		s.scoreMoves(moves, scores, ttMove, ply)
	}
	if !hashFirst {
		generate()
	}
	quiets := s.quiets[ply][:0]
	best, bestMove := -Infinite, core.NoMove
	origAlpha := alpha
	n := 0      // legal moves so far
	hidden := 0 // legal moves the level overlooks
	sorted := maxMoves
moves:
	for j := 0; ; j++ {
		var m core.Move
		var rank int32
		switch {
		case hashFirst && j == 0:
			m, rank = ttMove, rankHash
		case hashFirst && j == 1:
			generate()
			k := slices.Index(moves, ttMove)
			moves[0], moves[k] = moves[k], moves[0]
			scores[0], scores[k] = scores[k], scores[0]
			fallthrough
		default:
			if j >= len(moves) {
				break moves
			}
			m = s.pickSorted(moves, scores, j, &sorted)
			rank = scores[j]
		}
		if m == excluded || !inCheck && !s.pos.LegalKnownCheck(m, false) {
			continue
		}
		if !inCheck && s.hides(ply, m) {
			hidden++
			continue
		}
		i := n // this move's index among the legal moves
		n++
		quiet := s.isQuiet(m)
		killer := rank == rankKiller1 || rank == rankKiller2
		// Shallow pruning of late quiet moves that do not give check: move-count pruning and
		// futility. Such a move is pruned without being made (GivesCheck moves the piece on the board alone).
		prunable := !pvNode && !inCheck && !mateThreat && quiet && !killer && i > 0 && best > -mateBound &&
			depth <= 5 && (i >= lmpCount(depth, improving) || staticEval+Score(futBase+futPerPly*depth) <= alpha)
		if prunable && !s.pos.GivesCheck(m) {
			quiets = append(quiets, m)
			continue
		}
		u := s.pos.MakeMove(m)
		givesCheck := prunable || s.pos.InCheckAfter(m)
		s.played(ply, m, u.Captured(), givesCheck)
		// Exchange pruning at shallow depth: a move after which the opponent wins material on the
		// destination (a quiet move that leaves the piece en prise, a capture that loses the exchange).
		if !pvNode && !inCheck && !givesCheck && !killer && i > 0 && best > -mateBound && depth <= 4 &&
			(quiet || rank < 0) {
			if seeValue[u.Captured().Type()]-seeReply(&s.pos, m.To()) < -seePerPly*depth {
				s.pos.UnmakeMove(m, u)
				if quiet {
					quiets = append(quiets, m)
				}
				continue
			}
		}
		newDepth := depth - 1
		// Check extension, and the single-reply extension: the only legal answer to a check is
		// searched a ply deeper (both within twice the iteration depth).
		if (givesCheck || inCheck && len(moves) == 1) && ply < 2*s.rootDepth {
			newDepth++
		} else if m == ttMove {
			newDepth += singular
		}
		var v Score
		if i == 0 {
			v = -s.search(-beta, -alpha, newDepth, ply+1, true)
		} else {
			r := 0
			if depth >= 3 && quiet && !inCheck && !givesCheck && !killer && i >= 2 {
				r = lmr[min(depth, 63)][min(i, 63)]
				if pvNode {
					r--
				}
				if !improving && i >= 6 {
					r++
				}
				r -= int(s.hist.quiet[s.pos.At(m.To())][m.To()]) / 8000
				r = max(0, min(r, newDepth-1))
			}
			v = -s.search(-alpha-1, -alpha, newDepth-r, ply+1, true)
			if v > alpha && r > 0 {
				v = -s.search(-alpha-1, -alpha, newDepth, ply+1, true)
			}
			if v > alpha && v < beta {
				v = -s.search(-beta, -alpha, newDepth, ply+1, true)
			}
		}
		s.pos.UnmakeMove(m, u)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				alpha = v
				s.setPV(ply, m)
				if v >= beta {
					if quiet {
						s.updateQuiet(m, append(quiets, m), depth, ply)
					}
					break
				}
			}
		}
		if quiet {
			quiets = append(quiets, m)
		}
	}
	if n == 0 {
		if hidden > 0 {
			return staticEval // the level sees no move for the opponent, not a mate
		}
		return -Mate + Score(ply) // checkmate or stalemate: both lose
	}
	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	if excluded == core.NoMove && !s.blindAt(ply) {
		s.tt.store(key, bestMove, scoreToTT(best, ply), rawEval, depth, bound)
		if !inCheck && (bestMove == core.NoMove || s.isQuiet(bestMove)) && best > -mateBound && best < mateBound &&
			!(bound == boundLower && best <= staticEval) && !(bound == boundUpper && best >= staticEval) {
			s.updateCorrection(rawEval, best, depth)
		}
	}
	return best
}

// blindAt reports whether the level overlooks some of the moves at ply (the opponent's replies to
// the root moves).
func (s *searcher) blindAt(ply int) bool { return ply == 1 && s.blind != nil }

// hides reports whether the level overlooks m, a move at ply in the current position.
func (s *searcher) hides(ply int, m core.Move) bool {
	return s.blindAt(ply) && s.blind.overlooks(&s.pos, s.moves[s.root], m, false)
}

// setPV makes m followed by the line found below it the principal variation at ply.
func (s *searcher) setPV(ply int, m core.Move) {
	s.pv[ply][ply] = m
	copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
	s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
}

// maxEvasions bounds the in-check nodes on one path of the quiescence search: an evasion that gives
// check puts the opponent in check in turn, and such chains of counter-checks could otherwise run to
// maxPly with a branching factor above one.
const maxEvasions = 6

// qsearch searches captures (and all evasions when in check) until the position is quiet, and with
// checks also the quiet moves that give check and cannot be taken at a profit (at its first ply).
// evasions counts the in-check nodes of the quiescence search above this one.
func (s *searcher) qsearch(alpha, beta Score, ply, evasions int, checks bool) Score {
	s.pvLen[ply] = ply
	if s.visit() {
		return 0
	}
	if ply > s.selDepth {
		s.selDepth = ply
	}
	if ply >= maxPly {
		return s.evaluate(ply)
	}
	inCheck := s.qInCheck(ply)
	if inCheck && evasions >= maxEvasions {
		return s.evaluate(ply)
	}
	var moves []core.Move
	best := -Infinite
	stand := -Infinite
	if inCheck {
		evasions++
		moves = s.pos.LegalMoves(s.buf[ply][:0])
		if len(moves) == 0 {
			return -Mate + Score(ply)
		}
	} else {
		stand = s.corrected(s.evaluate(ply))
		if stand >= beta {
			return stand
		}
		alpha = max(alpha, stand)
		best = stand
		moves = s.pos.PseudoCaptures(s.buf[ply][:0]) // checked for legality one by one below
	}
	scores := s.scores[ply][:len(moves)]
	s.scoreMoves(moves, scores, core.NoMove, ply)
	for i := range moves {
		m := s.pick(moves, scores, i)
		if !inCheck {
			if scores[i] < rankCapture { // this and the rest lose material by exchange
				break
			}
			// Delta pruning: even winning the victim outright would not reach alpha.
			victim := s.pos.At(m.To()).Type()
			if stand+Score(seeValue[victim])+150 <= alpha || !s.pos.LegalKnownCheck(m, false) || s.hides(ply, m) {
				continue
			}
		}
		u := s.pos.MakeMove(m)
		s.played(ply, m, u.Captured(), false) // the rules are not judged below quiescence, so checks need not be known
		v := -s.qsearch(-beta, -alpha, ply+1, evasions, false)
		s.pos.UnmakeMove(m, u)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				s.setPV(ply, m)
				if v >= beta {
					break
				}
			}
		}
	}
	// Quiet checks (below a null move): one that leaves no legal move wins outright (stalemate loses
	// too); the others are searched unless the checking piece can be taken at a profit.
	if checks && !inCheck && best < beta {
		for _, m := range s.pos.QuietChecks(s.buf[ply][:0]) {
			if !s.pos.LegalKnownCheck(m, false) {
				continue
			}
			u := s.pos.MakeMove(m)
			var v Score
			switch {
			case !s.pos.HasLegalMove():
				v = Mate - Score(ply+1)
				s.pvLen[ply+1] = ply + 1
			case seeReply(&s.pos, m.To()) > 0:
				s.pos.UnmakeMove(m, u)
				continue
			default:
				s.played(ply, m, u.Captured(), false)
				v = -s.qsearch(-beta, -alpha, ply+1, evasions, false)
			}
			s.pos.UnmakeMove(m, u)
			if s.stopped {
				return 0
			}
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					s.setPV(ply, m)
					if v >= beta {
						break
					}
				}
			}
		}
	}
	return best
}

// group is what the threads of one search share besides the transposition table: each thread's
// node count, published every 1024 nodes and at its end.
type group struct{ nodes []atomic.Int64 }

// totalNodes is the number of nodes searched by all the threads (the others' as last published).
func (s *searcher) totalNodes() int64 {
	n := s.nodes
	if s.grp != nil {
		for i := range s.grp.nodes {
			if i != s.id {
				n += s.grp.nodes[i].Load()
			}
		}
	}
	return n
}

// info describes root line i.
func (s *searcher) info(depth, i int) Info {
	rm := s.rootMoves[i]
	el := time.Since(s.start)
	nodes := s.totalNodes()
	nps := int64(0)
	if el > 0 {
		nps = int64(float64(nodes) / el.Seconds())
	}
	return Info{Depth: depth, SelDepth: max(s.selDepth, depth), MultiPV: i + 1, Score: rm.score,
		Nodes: nodes, NPS: nps, Time: el, PV: slices.Clone(rm.pv), HashFull: s.tt.hashFull()}
}

// result picks the move to play: the best one, or for a weakened level a near-best line of the last
// completed iteration.
func (s *searcher) result(lv levelSpec, rng *rand.Rand) Result {
	rm := s.rootMoves[0]
	if rm.score == -Infinite {
		rm.score = rm.prev
	}
	if lv.margin > 0 && len(s.lines) > 1 {
		nat := s.naturalBonus(lv.natural)
		rm = s.lines[choose(s.lines, lv.margin, nat, rng)]
	}
	if rm.score == -Infinite {
		rm.score = 0
	}
	pv := slices.Clone(rm.pv)
	if len(pv) == 0 || pv[0] != rm.move {
		pv = []core.Move{rm.move}
	}
	res := Result{Move: rm.move, Score: rm.score, Depth: s.depthDone, Nodes: s.totalNodes(), PV: pv}
	if len(pv) > 1 {
		res.Ponder = pv[1]
	}
	return res
}

// naturalBonus returns the bonus of root line i: full for the line whose move masters play most
// often in such a position, none for a move they never play.
func (s *searcher) naturalBonus(full Score) func(i int) float64 {
	most := 0.0
	for _, l := range s.lines {
		most = max(most, s.e.natural.of(&s.pos, l.move))
	}
	return func(i int) float64 {
		if most == 0 {
			return 0
		}
		return float64(full) * s.e.natural.of(&s.pos, s.lines[i].move) / most
	}
}

// lmpCount is the number of legal moves searched at depth (≤ 5) before the remaining quiet ones are
// pruned: 6, 12, 22, 36, 54 while the static evaluation improves on our previous move's, half as many
// when it does not.
func lmpCount(depth int, improving bool) int {
	n := 4 + 2*depth*depth
	if !improving {
		n /= 2
	}
	return n
}

func abs(s Score) Score {
	if s < 0 {
		return -s
	}
	return s
}
