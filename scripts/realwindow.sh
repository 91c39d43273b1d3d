#!/usr/bin/env bash
# The real-window test: the app built from source runs under Xvfb, and scripts/realwindow clicks,
# drags and flips on it and checks in the X server's pixels that the selection and the
# destination dots are painted (and cleared). REALWINDOW_SHOTS=DIR keeps the captures.
set -euo pipefail
go=${GO:-go}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$go build -o "$tmp/chuhe" ./cmd/chuhe
$go build -o "$tmp/realwindow" ./scripts/realwindow
shots=()
[ -n "${REALWINDOW_SHOTS:-}" ] && shots=(-shots "$REALWINDOW_SHOTS")
for screen in 1400x1000 1600x1000; do
	echo "realwindow: screen $screen"
	timeout 300 xvfb-run -a -s "-screen 0 ${screen}x24" "$tmp/realwindow" "${shots[@]}" "$tmp/chuhe" 2> >(grep -v '^ALSA lib' >&2)
done
