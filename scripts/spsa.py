#!/usr/bin/env python3
# SPSA tuning of the engine's weights and margins by play (a development tool; see docs/engine.md).
#
#   go build -tags tune -o /tmp/chuhe-tune ./cmd/chuhe-engine
#   go build -o /tmp/chuhe-match ./cmd/chuhe-match
#   scripts/spsa.py --engine /tmp/chuhe-tune --match /tmp/chuhe-match --log /tmp/spsa.log \
#       --opponent 'fairy:/usr/games/fairy-stockfish,Hash=16,go.nodes=20000' --nodes 40000
#
# Each iteration draws a random sign d_i = ±1 for every parameter and plays two games from the same
# opening line with the same colour against the opponent: one with the values theta + c·d, one with
# theta − c·d. With r the first game's score minus the second's (−1 … 1), every parameter moves by
# R · c_i · r · d_i (simultaneous perturbation stochastic approximation with a = R·c², the gain
# constant as in a short run). Playing both against a fixed opponent measures what the tuning is
# for, not self-play. Each iteration is a line of JSON in the log (theta after it); a run resumes
# from the log's last line. --summary prints the mean of theta over the second half of the log, the
# estimate to try (the last theta is noisier). The tune build's parameter names are the option
# names `chuhe-engine` built with -tags tune lists after `uci`.
import argparse, json, os, random, re, subprocess, sys, tempfile, threading

# name, perturbation c (the default set: material, mobility, attack and cannon weights, tempo, and the
# search's margins)
DEFAULT = [
    ("mgHorse", 30), ("mgCannon", 30), ("egHorse", 30), ("egCannon", 30), ("egPawn", 20),
    ("rookMobility", 2), ("horseMobility", 3), ("cannonMobility", 2),
    ("attack2", 15), ("attack3", 25), ("attack4", 30), ("hollowCannon", 25), ("centreCannon", 12),
    ("tempo", 8), ("rfpMargin", 20), ("futPerPly", 20), ("seePerPly", 25), ("lmrDiv", 25),
    ("probcutMargin", 50),
]


def engine_params(engine):
    """The tune build's parameters: name -> (default, min, max), read from its uci reply."""
    out = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True, timeout=30).stdout
    ps = {}
    for m in re.finditer(r"option name (\S+) type spin default (-?\d+) min (-?\d+) max (-?\d+)", out):
        ps[m.group(1)] = tuple(int(x) for x in m.group(2, 3, 4))
    return ps


def summary(log):
    rows = [json.loads(l) for l in open(log) if l.strip()]
    if not rows:
        sys.exit("empty log")
    n = len(rows)
    half = rows[n // 2:]
    print("%d iterations; theta+ scored %.3f, theta- %.3f" % (
        n, sum(r["sp"] for r in rows) / n, sum(r["sm"] for r in rows) / n))
    for name in rows[0]["theta"]:
        start = rows[0]["start"][name]
        mean = sum(r["theta"][name] for r in half) / len(half)
        print("%-16s start %6d  mean of the second half %8.1f  last %8.1f" % (
            name, start, mean, rows[-1]["theta"][name]))
    print("options:", ",".join("%s=%d" % (k, round(sum(r["theta"][k] for r in half) / len(half)))
                                for k in rows[0]["theta"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--engine", help="chuhe-engine built with -tags tune")
    ap.add_argument("--match", default="chuhe-match", help="the chuhe-match binary")
    ap.add_argument("--opponent", default="fairy:/usr/games/fairy-stockfish,Hash=16,go.nodes=20000",
                    help="the fixed opponent, a chuhe-match player spec")
    ap.add_argument("--nodes", type=int, default=40000, help="nodes per move for the tuned engine")
    ap.add_argument("--openings", default="cmd/chuhe-match/testdata/openings-300.txt")
    ap.add_argument("--lines", default="151-300", help="the opening lines to draw from (keep the "
                    "lines used to verify the result out)")
    ap.add_argument("--iters", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2, help="iterations played at the same time")
    ap.add_argument("--rate", type=float, default=0.06, help="R: a step of R·c per unit of r")
    ap.add_argument("--params", default="", help="name:c,... (default: a set of 19)")
    ap.add_argument("--start", default="", help="name=value,... to start from instead of the engine's "
                    "defaults (to continue a run whose log is lost from the values it printed)")
    ap.add_argument("--log", required=True)
    ap.add_argument("--summary", action="store_true", help="summarise the log and stop")
    a = ap.parse_args()
    if a.summary:
        return summary(a.log)
    if not a.engine:
        sys.exit("--engine is required")
    known = engine_params(a.engine)
    if "tempo" not in known:
        sys.exit("%s lists no tuning options: build it with -tags tune" % a.engine)
    chosen = [(p.split(":")[0], float(p.split(":")[1])) for p in a.params.split(",")] if a.params else DEFAULT
    for name, _ in chosen:
        if name not in known:
            sys.exit("unknown parameter %s (the engine has: %s)" % (name, " ".join(sorted(known))))
    start = {n: known[n][0] for n, _ in chosen}
    for kv in filter(None, a.start.split(",")):
        name, _, v = kv.partition("=")
        if name not in start:
            sys.exit("--start: %s is not a chosen parameter" % name)
        start[name] = int(v)
    theta = {n: float(v) for n, v in start.items()}
    done = 0
    if os.path.exists(a.log):
        rows = [json.loads(l) for l in open(a.log) if l.strip()]
        if rows:
            theta.update(rows[-1]["theta"])
            start = rows[0]["start"]
            done = rows[-1]["k"]
    lo, hi = a.lines.split("-")
    lines = [l.strip() for l in open(a.openings) if l.strip() and not l.startswith("#")][int(lo) - 1:int(hi)]
    lock = threading.Lock()
    state = {"k": done, "err": None}
    logf = open(a.log, "a")
    tmp = tempfile.mkdtemp(prefix="spsa-")

    def play(vals, line, red, wid):
        spec = "exe:%s,OwnBook=false,%s,go.nodes=%d" % (
            a.engine, ",".join("%s=%d" % kv for kv in vals.items()), a.nodes)
        of = os.path.join(tmp, "open%d.txt" % wid)
        with open(of, "w") as f:
            f.write(line + "\n")
        x, y = (spec, a.opponent) if red else (a.opponent, spec)
        out = subprocess.run([a.match, "-a", x, "-b", y, "-games", "1", "-openings", of],
                             capture_output=True, text=True).stdout
        m = re.search(r"W-L-D (\d+)-(\d+)-(\d+)", out)
        if not m:
            raise RuntimeError("no result from chuhe-match: " + out[-500:])
        w, l, d = map(int, m.groups())
        s = w + d / 2  # the first player's score
        return s if red else 1 - s

    def worker(wid):
        rng = random.Random(wid * 7919 + done)
        while True:
            with lock:
                if state["k"] >= a.iters or state["err"]:
                    return
                state["k"] += 1
                it = state["k"]
                delta = {n: rng.choice((-1, 1)) for n, _ in chosen}
                plus, minus = {}, {}
                for n, c in chosen:
                    _, mn, mx = known[n]
                    plus[n] = int(round(min(mx, max(mn, theta[n] + c * delta[n]))))
                    minus[n] = int(round(min(mx, max(mn, theta[n] - c * delta[n]))))
            line, red = rng.choice(lines), rng.random() < 0.5
            try:
                sp, sm = play(plus, line, red, wid), play(minus, line, red, wid)
            except Exception as e:  # stop every worker; the log holds what was done
                state["err"] = e
                return
            with lock:
                r = sp - sm
                for n, c in chosen:
                    _, mn, mx = known[n]
                    theta[n] = min(mx, max(mn, theta[n] + a.rate * c * r * delta[n]))
                logf.write(json.dumps({"k": it, "sp": sp, "sm": sm, "start": start,
                                       "theta": {n: round(v, 2) for n, v in theta.items()}}) + "\n")
                logf.flush()

    ts = [threading.Thread(target=worker, args=(i,)) for i in range(a.workers)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    if state["err"]:
        sys.exit("stopped: %s" % state["err"])
    summary(a.log)


if __name__ == "__main__":
    main()
