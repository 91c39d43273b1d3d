#!/usr/bin/env python3
"""Finds the moves that lost games and measures how soon a search sees them (docs/engine.md, Trials
against ElephantEye).

  blunders.py find LOG PLAYER ENGINE [MS [GAMES]] > suite.txt
      For the games PLAYER (a substring of its name in the chuhe-match log) lost, shortest first
      (GAMES of them, default 15), ENGINE searches every position for MS milliseconds (default 700)
      and each of PLAYER's own moves after the ten-ply opening that lost 150 cp or more by that
      judgement is written as a line: game, ply, move, threshold (halfway between the scores before
      and after it), then the moves that led to the position.
  blunders.py test SUITE NODES ENGINE [ENGINE ...]
      For each engine (a path; VAR=value words before it set its environment), counts the suite's
      moves it avoids when searching NODES nodes from a fresh start, and the nodes it needs before
      the move alone (searchmoves) scores below its threshold (2 000 000 at most; 4 000 000 for
      not at all), as a geometric mean.

The suite comes from the engine's own losses, so any change of the search tends to look better on
it (regression to the mean); compare variants with each other, and decide by games.
"""
import math
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor

import uci

OPENING_PLIES = 10
DROP = 150


def find(log, player, engine, ms, ngames):
    lost = []
    for g in uci.read_log(log):
        red = player in (g['red'] or '')
        if not red and player not in (g['black'] or ''):
            continue
        if g['result'] == ('0-1' if red else '1-0'):
            lost.append((g, red))
    lost.sort(key=lambda x: len(x[0]['moves']))
    p = uci.start([engine], [('OwnBook', 'false'), ('Hash', '64')])
    for g, red in lost[:ngames]:
        moves = g['moves']
        # scores[k]: the position after k moves, from the player's side
        scores = []
        for k in range(len(moves)):
            v, _ = uci.go(p, moves[:k], 'movetime %d' % ms)
            if v is None:
                v = 0
            scores.append(v if (k % 2 == 0) == red else -v)
        for k in range(OPENING_PLIES, len(moves) - 1):
            if (k % 2 == 0) != red:
                continue
            a, b = scores[k], scores[k + 1]
            if a > -300 and a - b >= DROP:
                print(g['n'], k, moves[k], (a + b) // 2, ' '.join(moves[:k]), flush=True)
    p.kill()


def engine_env(spec):
    """Splits 'VAR=x VAR2=y /path' into the environment and the path."""
    words = spec.split()
    env = dict(os.environ)
    for w in words[:-1]:
        k, v = w.split('=', 1)
        env[k] = v
    return words[-1], env


def run_one(path, env, moves, go):
    """Starts a fresh engine on the position after moves and sends it go."""
    p = uci.start([path], [('OwnBook', 'false'), ('Hash', '64')], env)
    p.stdin.write('position startpos moves %s\n%s\n' % (' '.join(moves), go))
    return p


def avoided(path, env, case, nodes):
    _, _, move, _, moves = case
    p = run_one(path, env, moves, 'go nodes %d' % nodes)
    try:
        for line in p.stdout:
            if line.startswith('bestmove'):
                return line.split()[1] != move
        return False
    finally:
        p.kill()


def refute_nodes(path, env, case):
    _, _, move, threshold, moves = case
    p = run_one(path, env, moves, 'go depth 40 searchmoves %s' % move)
    found = None
    try:
        for line in p.stdout:
            m = re.search(r' score (cp|mate) (-?\d+) nodes (\d+)', line)
            if m and found is None:
                v = uci.centipawns(m.group(1), int(m.group(2)))
                n = int(m.group(3))
                if v < threshold:
                    found = n
                elif n > 2000000:
                    found = 4000000
                if found is not None:
                    p.stdin.write('stop\n')
            if line.startswith('bestmove'):
                break
        return found if found is not None else 4000000
    finally:
        p.kill()


def test(suite, nodes, specs):
    cases = []
    for line in open(suite):
        f = line.split()
        if len(f) >= 4:
            cases.append((f[0], int(f[1]), f[2], int(f[3]), f[4:]))
    for spec in specs:
        path, env = engine_env(spec)
        with ThreadPoolExecutor(2) as ex:
            av = list(ex.map(lambda c: avoided(path, env, c, nodes), cases))
            rn = list(ex.map(lambda c: refute_nodes(path, env, c), cases))
        gm = math.exp(sum(math.log(n) for n in rn) / len(rn))
        print('%-40s avoided %d/%d at %d nodes; refuted within 150k nodes %d; geometric mean %dk nodes'
              % (spec, sum(av), len(cases), nodes, sum(n <= 150000 for n in rn), gm / 1000), flush=True)


def main(argv):
    if len(argv) >= 4 and argv[0] == 'find':
        ms = int(argv[4]) if len(argv) > 4 else 700
        ngames = int(argv[5]) if len(argv) > 5 else 15
        find(argv[1], argv[2], argv[3], ms, ngames)
    elif len(argv) >= 4 and argv[0] == 'test':
        test(argv[1], int(argv[2]), argv[3:])
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
