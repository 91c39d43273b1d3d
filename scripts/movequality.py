#!/usr/bin/env python3
# Move quality of a UCI engine judged by Fairy-Stockfish (a development tool; see docs/engine.md).
#
#   scripts/movequality.py ENGINE LIMIT N LOG...
#
# samples N positions (every sixth ply from ply 12 to 120) from game logs written by
# `chuhe-match -log`, lets ENGINE (book off) choose a move in each with LIMIT ("100" = 100 ms,
# "40000n" = 40 000 nodes), and has Fairy-Stockfish (/usr/games/fairy-stockfish, 400 ms) score its best
# move and ENGINE's move (go searchmoves). Prints the mean loss (capped at 500 cp) and the number of
# losses of 100 cp or more. Fairy-Stockfish's judgements are cached per position and move in
# $MQ_CACHE (default /tmp/movequality-cache*.json), so a second engine costs little more than its own
# searches. SHARD=0 or SHARD=1 takes every other position (two processes on two cores).
import sys, json, os, random
from uci import FAIRY, start, conv, go, read_log
ORACLE = 400
if len(sys.argv) < 5:
    sys.exit('usage: movequality.py ENGINE LIMIT N LOG...')
engine, lim, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
logs = sys.argv[4:]
# the go arguments for ENGINE and for the oracle
golim = 'nodes %d' % int(lim[:-1]) if lim.endswith('n') else 'movetime %d' % int(lim)
oracle = 'movetime %d' % ORACLE
random.seed(7)
games = [g['moves'] for lg in logs for g in read_log(lg)]
pos = []
for g in games:
    for k in range(12, min(len(g), 120), 6):
        pos.append(g[:k])
random.shuffle(pos)
pos = pos[:n]
shard = int(os.environ.get('SHARD', '-1'))
if shard >= 0:
    pos = pos[shard::2]
cachef = os.environ.get('MQ_CACHE', '/tmp/movequality-cache') + '%d.json' % shard
cache = json.load(open(cachef)) if os.path.exists(cachef) else {}
ch = start([engine], [('OwnBook', 'false')])
fs = start([FAIRY], [('UCI_Variant', 'xiangqi'), ('Hash', '16')])
tot = 0; big = 0; cnt = 0
for mv in pos:
    key = ' '.join(mv)
    _, m = go(ch, mv, golim)
    if m == '(none)': continue
    ent = cache.setdefault(key, {})
    if 'best' not in ent:
        ent['best'], ent['bestmove'] = go(fs, mv, oracle, True)
    if conv(m) == ent['bestmove'] or ent['best'] is None:
        loss = 0
    else:
        if m not in ent:
            ent[m] = go(fs, mv, oracle, True, m)[0]
        loss = max(0, min(ent['best'] - ent[m], 500))
    tot += loss; cnt += 1; big += loss >= 100
json.dump(cache, open(cachef, 'w'))
print('%s %s: %d positions, mean loss %.1f cp, losses >= 100 cp: %d' % (engine, lim, cnt, tot / max(cnt, 1), big))
