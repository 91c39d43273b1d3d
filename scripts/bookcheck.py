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
import re, subprocess, sys

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

fs = subprocess.Popen(['/usr/games/fairy-stockfish'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                      text=True, bufsize=1)
fs.stdin.write('uci\nsetoption name UCI_Variant value xiangqi\nsetoption name Hash value 64\nisready\n')
while fs.stdout.readline().strip() != 'readyok':
    pass


def conv(m):  # Fairy-Stockfish numbers the ranks 1-10
    return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)


def unconv(m):
    r = re.fullmatch(r'([a-i])(\d+)([a-i])(\d+)', m)
    return r.group(1) + str(int(r.group(2)) - 1) + r.group(3) + str(int(r.group(4)) - 1) if r else m


def search(pos, only=None):
    moves = ' '.join(conv(m) for m in pos.split())
    fs.stdin.write('ucinewgame\nposition startpos%s\n' % (' moves ' + moves if moves else ''))
    fs.stdin.write('go nodes %d%s\n' % (nodes, ' searchmoves ' + conv(only) if only else ''))
    score = None
    while True:
        l = fs.stdout.readline()
        if not l:
            sys.exit('fairy-stockfish ended (position: %s)' % pos)
        m = re.search(r' score (cp|mate) (-?\d+)', l)
        if m:
            v = int(m.group(2))
            score = v if m.group(1) == 'cp' else (3000 - abs(v) * 10) * (1 if v > 0 else -1)
        if l.startswith('bestmove'):
            return score, l.split()[1]


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
