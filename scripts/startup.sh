#!/usr/bin/env bash
# Start-up benchmark (not a test): under Xvfb, on this machine,
# - the time from launching the app to the first complete frame of its board (scripts/xshot: the
#   first capture of the window equal to its settled picture; captures every ~50 ms), RUNS times
#   with a fresh home each (no settings or saved game) and one cache folder: the first run renders
#   the board's art and caches it, the others start with it cached (the second start of a player);
# - the resident memory (VmRSS) once the board is up;
# - the resident memory after a 60-move game (scripts/gengame, 120 random legal plies, restored as
#   the saved game) with View > Analysis on ("analysis": true in settings.json), stepped back and
#   forward through every position (Left/Right keys sent with xdotool) so the analysis runs on each,
#   and the peak (VmHWM).
# Usage: scripts/startup.sh [RUNS]   (make startup). STARTUP_SHOTS=DIR keeps the captures;
# STARTUP_ANALYSIS=false plays the game without the analysis (to compare); GODEBUG=gctrace=1 and
# STARTUP_LOG=FILE keep the app's standard error (the Go heap's sizes at each collection).
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
runs=${1:-5}
if [ "${1:-}" != --inside ]; then
	scripts/deps.sh xvfb xauth xdotool
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	$go build -o "$tmp/chuhe" ./cmd/chuhe
	$go build -o "$tmp/xshot" ./scripts/xshot
	$go run ./scripts/gengame -plies 120 >"$tmp/game.pgn"
	xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside "$tmp" "$runs"
	exit
fi
tmp=$2 runs=$3
# cpu PID: the CPU time (user and system) the process has used, in ms: a figure that other work
# on a shared machine slows less than the wall-clock ones.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{printf "%.0f", ($14 + $15) * 1000 / hz}' "/proc/$1/stat"; }
rss() { awk -v k="$2:" '$1 == k {printf "%.0f", $2 / 1024}' "/proc/$1/status"; }

times=()
for i in $(seq "$runs"); do
	home="$tmp/home$i"
	mkdir -p "$home"
	t0=$(date +%s%3N)
	HOME="$home" XDG_CACHE_HOME="$tmp/cache" CHUHE_TEST_GEOMETRY="$tmp/geom$i.json" "$tmp/chuhe" 2>>"$tmp/app.log" &
	app=$!
	out=$("$tmp/xshot" -since "$t0" -settle 1s -timeout 120s "$tmp/start$i.png")
	ms=$(sed -n 's/.*first complete frame \([0-9]*\) ms.*/\1/p' <<<"$out")
	shown=$(sed -n 's/.*window shown \([0-9]*\) ms.*/\1/p' <<<"$out")
	# The app writes the geometry file when the board's art is rendered at its size (onReady).
	art=$(($(stat -c %.3Y "$tmp/geom$i.json" | tr -d .) - t0))
	times+=("$ms")
	first=$(rss "$app" VmRSS)
	# The app gives the start-up's transient memory back 3 s after it starts (cmd/chuhe).
	left=$((t0 + 5000 - $(date +%s%3N)))
	[ "$left" -gt 0 ] && sleep "$(awk -v ms="$left" 'BEGIN {print ms / 1000}')"
	echo "startup: run $i: window shown after $shown ms, board art rendered after $art ms, first complete frame after $ms ms (CPU used by then, and 1 s idle after: $(cpu $app) ms), resident $first MB, $(rss $app VmRSS) MB 5 s after launch"
	kill "$app"
	wait "$app" 2>/dev/null || true
done
[ "$runs" -gt 0 ] && sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
[ "$runs" -gt 0 ] && echo "startup: first complete frame, ms, sorted: $sorted(median $(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"))"

# A 60-move game with the analysis on.
home="$tmp/game"
store="$home/.config/fyne/io.github.chuhe-xq.chuhe"
mkdir -p "$store"
cp "$tmp/game.pgn" "$store/current.pgn"
printf '{"mode": 2, "analysis": %s, "sound": false}\n' "${STARTUP_ANALYSIS:-true}" >"$store/settings.json"
t0=$(date +%s%3N)
HOME="$home" "$tmp/chuhe" 2>>"$tmp/app.log" &
app=$!
"$tmp/xshot" -since "$t0" -settle 1s -timeout 120s "$tmp/game-start.png" | sed 's/^/startup: game: /'
echo "startup: game loaded, analysis on: resident $(rss $app VmRSS) MB"
win=$(xdotool search --pid "$app" | tail -1 || true)
[ -n "$win" ] || { echo "startup: no window found for the app" >&2; exit 1; }
for key in Left Right; do
	for _ in $(seq 120); do
		xdotool key --window "$win" "$key"
		sleep 0.2
	done
done
sleep 3
echo "startup: after stepping through the 120 plies twice with analysis: resident $(rss $app VmRSS) MB, peak $(rss $app VmHWM) MB"
if [ -n "${STARTUP_SHOTS:-}" ]; then
	mkdir -p "$STARTUP_SHOTS" && cp "$tmp"/*.png "$STARTUP_SHOTS/"
	"$tmp/xshot" -settle 0s "$STARTUP_SHOTS/game-end.png" >/dev/null || true
fi
kill "$app"
wait "$app" 2>/dev/null || true
if [ -n "${STARTUP_LOG:-}" ]; then cp "$tmp/app.log" "$STARTUP_LOG"; fi
