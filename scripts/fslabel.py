#!/usr/bin/env python3
# Positions labelled by Fairy-Stockfish, for fitting the evaluation (a development tool; see
# docs/engine.md, "Tuning").
#
#   scripts/fslabel.py NODES OUT LOG...
#
# takes every third position from ply 10 on (at most ply 240) of the games in LOG (written by
# `chuhe-match -log`), has Fairy-Stockfish (/usr/games/fairy-stockfish) search each to NODES nodes and
# writes "FEN<TAB>score" lines to OUT: the score in centipawns from the side to move's view, as
# Fairy-Stockfish prints it; positions it scores as mate are left out. Positions already in OUT are
# skipped, so a stopped run goes on where it was. SHARD=0 or SHARD=1 takes every other game (two
# processes on two cores, two OUT files).
import subprocess, sys, os
from uci import read_log
if len(sys.argv) < 4:
    sys.exit('usage: fslabel.py NODES OUT LOG...')
nodes, out, logs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
FS = os.environ.get('FAIRY', '/usr/games/fairy-stockfish')
games = [g['moves'] for lg in logs for g in read_log(lg)]
shard = int(os.environ.get('SHARD', '-1'))
if shard >= 0:
    games = games[shard::2]
done = set()
if os.path.exists(out):
    for l in open(out):
        done.add(l.split('\t')[0])
p = subprocess.Popen([FS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + '\n')
def read_until(prefix):
    while True:
        l = p.stdout.readline()
        if not l:
            sys.exit('%s ended unexpectedly' % FS)
        if l.startswith(prefix):
            return l
send('uci')
send('setoption name UCI_Variant value xiangqi')
send('setoption name Hash value 16')
send('isready')
read_until('readyok')
def conv(m):  # chuhe-match logs use ranks 0..9, Fairy-Stockfish 1..10
    return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)
seen = set()
f = open(out, 'a')
n = 0
for g in games:
    for k in range(10, min(len(g), 240), 3):
        key = ' '.join(g[:k])
        if key in seen:
            continue
        seen.add(key)
        send('position startpos moves ' + ' '.join(conv(m) for m in g[:k]))
        send('d')
        fen = read_until('Fen:').split(':', 1)[1].strip()
        if fen in done:
            continue
        done.add(fen)
        send('go nodes %d' % nodes)
        score = None
        while True:
            l = p.stdout.readline()
            if not l:
                sys.exit('%s ended without a bestmove' % FS)
            w = l.split()
            if 'score' in w:
                i = w.index('score')
                score = (w[i + 1], int(w[i + 2]))
            if l.startswith('bestmove'):
                break
        if score and score[0] == 'cp':
            f.write('%s\t%d\n' % (fen, score[1]))
            n += 1
            if n % 500 == 0:
                f.flush()
                print(n, 'positions', flush=True)
f.close()
send('quit')
