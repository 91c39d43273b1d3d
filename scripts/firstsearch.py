#!/usr/bin/env python3
"""Times the first search of fresh chuhe-engine processes (issue 52): uci, a book position, a position
out of the book and "go movetime 200", with no isready unless asked, from the go command to the
bestmove line. Prints the smallest, median and largest times and how many went over 250 ms.

    python3 scripts/firstsearch.py ./chuhe-engine 30            (no isready)
    python3 scripts/firstsearch.py ./chuhe-engine 30 isready    (isready before the go)
    python3 scripts/firstsearch.py ./chuhe-engine 10 hash       (setoption name Hash value 1024 first)
"""
import subprocess, sys, time

eng, runs = sys.argv[1], int(sys.argv[2])
mode = sys.argv[3] if len(sys.argv) > 3 else ''
ts = []
for i in range(runs):
    p = subprocess.Popen([eng], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def w(s):
        p.stdin.write(s + '\n')
        p.stdin.flush()

    w('uci')
    while p.stdout.readline().strip() != 'uciok':
        pass
    if mode == 'hash':
        w('setoption name Hash value 1024')
    w('position startpos moves h2e2 h9g7')
    w('position startpos moves h2e2 h9g7 h0g2 i9h9 e3e4 b9c7')
    if mode == 'isready':
        w('isready')
        while p.stdout.readline().strip() != 'readyok':
            pass
    t0 = time.monotonic()
    w('go movetime 200')
    while not p.stdout.readline().startswith('bestmove'):
        pass
    ts.append((time.monotonic() - t0) * 1000)
    w('quit')
    p.wait()
ts.sort()
print('%s%s: %d runs, min %.0f median %.0f max %.0f ms, over 250 ms: %d' % (
    eng, ' (' + mode + ')' if mode else '', runs, ts[0], ts[len(ts) // 2], ts[-1], sum(t > 250 for t in ts)))
print(' '.join('%.0f' % t for t in ts))
