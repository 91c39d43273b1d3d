#!/usr/bin/env bash
# The smoke test: the real app under Xvfb renders the start position to a PNG, which must be a
# sizeable image with more than a few colours.
set -euo pipefail
go=${GO:-go}
out=$(mktemp -d)/chuhe-smoke.png
$go build -o "$(dirname "$out")/chuhe" ./cmd/chuhe
timeout 180 xvfb-run -a -s "-screen 0 1280x1024x24" "$(dirname "$out")/chuhe" --screenshot "$out"
$go run ./scripts/checkpng "$out"
