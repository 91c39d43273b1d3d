# Helpers the development scripts share for talking UCI to Chuhe and to Fairy-Stockfish
# (imported by bookcheck.py, movequality.py, fslabel.py and blunders.py, which sit beside it).
import re, subprocess, sys

FAIRY = '/usr/games/fairy-stockfish'


def start(cmd, opts, env=None):
    """Starts a UCI engine (with the environment env, if given), sets the options (name, value) and
    waits for readyok."""
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, env=env)
    p.stdin.write('uci\n')
    for k, v in opts:
        p.stdin.write('setoption name %s value %s\n' % (k, v))
    p.stdin.write('isready\n')
    while True:
        l = p.stdout.readline()
        if not l:
            sys.exit('%s ended before readyok' % cmd[0])
        if l.strip() == 'readyok':
            return p


def conv(m):
    """A move in Chuhe's coordinates (ranks 0-9) in Fairy-Stockfish's (ranks 1-10)."""
    return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)


def unconv(m):
    """A move in Fairy-Stockfish's coordinates back in Chuhe's; anything else as it is."""
    r = re.fullmatch(r'([a-i])(\d+)([a-i])(\d+)', m)
    return r.group(1) + str(int(r.group(2)) - 1) + r.group(3) + str(int(r.group(4)) - 1) if r else m


def centipawns(kind, v):
    """A UCI score (kind 'cp' or 'mate') in centipawns, a mate as 3 000 cp less ten a move."""
    return v if kind == 'cp' else (3000 - abs(v) * 10) * (1 if v > 0 else -1)


def go(p, moves, args, fairy=False, only=None):
    """Searches the position after moves (Chuhe's coordinates) with `go args`, only the move only if
    given, and returns the last score (cp; a mate as 3 000 cp less ten a move) and the bestmove as
    the engine wrote it."""
    if fairy:
        moves = [conv(x) for x in moves]
        only = conv(only) if only else None
    p.stdin.write('ucinewgame\nposition startpos%s\n' % (' moves ' + ' '.join(moves) if moves else ''))
    p.stdin.write('go %s%s\n' % (args, ' searchmoves ' + only if only else ''))
    score = None
    while True:
        l = p.stdout.readline()
        if not l:
            sys.exit('%s ended without a bestmove (position: %s)' % (p.args[0], ' '.join(moves)))
        l = l.strip()
        m = re.search(r' score (cp|mate) (-?\d+)', l)
        if m:
            score = centipawns(m.group(1), int(m.group(2)))
        if l.startswith('bestmove'):
            return score, l.split()[1]


def read_log(path):
    """The games of a `chuhe-match -log` file: dicts with the header's n, red, black and result
    (None where the header does not say) and the moves (Chuhe's coordinates)."""
    games = []
    lines = open(path).read().split('\n')
    for i, l in enumerate(lines):
        if not l.startswith('game '):
            continue
        m = re.match(r'game (\d+) red (\S+) black (\S+) result (\S+)', l)
        n, red, black, result = (int(m.group(1)), m.group(2), m.group(3), m.group(4)) if m else (None,) * 4
        moves = lines[i + 1].split() if i + 1 < len(lines) else []
        games.append(dict(n=n, red=red, black=black, result=result, moves=moves))
    return games
