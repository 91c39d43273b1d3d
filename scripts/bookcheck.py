#!/usr/bin/env python3
# The opening book judged by Fairy-Stockfish (a development tool; see docs/engine.md, Book).
#
#   scripts/bookcheck.py [BOOK [NODES [THRESHOLD]]]
#
# For every position along the lines of BOOK (default ai/book.txt; the mirrored lines are the same
# judgements turned round) and each book move played there, Fairy-Stockfish
# (/usr/games/fairy-stockfish, NODES nodes a search, default 1 500 000) scores the position's best
# move and then the book move alone (go searchmoves). Prints every book move that scores THRESHOLD
# centipawns (default 60) or more below the best, with its line, then the mean loss. Scores are from
# the side to move; a mate counts as 3 000 cp less ten a move.
import sys
from uci import FAIRY, start, conv, unconv, go

book = sys.argv[1] if len(sys.argv) > 1 else 'ai/book.txt'
nodes = int(sys.argv[2]) if len(sys.argv) > 2 else 1500000
threshold = int(sys.argv[3]) if len(sys.argv) > 3 else 60

pairs = {}  # (position as a move list, book move) -> the first line that plays it
for n, l in enumerate(open(book), 1):
    f = l.split('#')[0].split()
    if not f:
        continue
    moves = f[1:]
    for k in range(len(moves)):
        pairs.setdefault((' '.join(moves[:k]), moves[k]), n)

fs = start([FAIRY], [('UCI_Variant', 'xiangqi'), ('Hash', '64')])


def search(pos, only=None):
    return go(fs, pos.split(), 'nodes %d' % nodes, True, only)


best = {}
total, bad = 0, 0
for (pos, mv), line in sorted(pairs.items(), key=lambda kv: kv[1]):
    if pos not in best:
        best[pos] = search(pos)
    bs, bm = best[pos]
    loss = 0 if conv(mv) == bm else max(0, bs - search(pos, mv)[0])
    total += loss
    if loss >= threshold:
        bad += 1
        print('line %d, ply %d: %s after [%s]: %d cp below %s (%d)' % (
            line, len(pos.split()) + 1, mv, pos, loss, unconv(bm), bs), flush=True)
print('%d book moves in %d positions: mean loss %.1f cp, %d of %d cp or more' % (
    len(pairs), len(best), total / max(len(pairs), 1), bad, threshold))
