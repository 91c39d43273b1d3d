#!/usr/bin/env bash
# Runs every fuzz target in the module (a "func FuzzX(f *testing.F)" in a _test.go file) for the
# given -fuzztime each: a count of inputs such as 30000x (the default), or a duration.
set -euo pipefail
fuzztime=${1:-30000x}
go=${GO:-go}
log=$(mktemp)
grep -rlE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(f \*testing\.F\)' . | xargs -r -n1 dirname | sort -u |
while read -r dir; do
	for target in $(grep -hoE '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go | sed 's/^func //' | sort -u); do
		echo "fuzz: $dir $target ($fuzztime)"
		if ! $go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$dir" >"$log" 2>&1; then
			cat "$log"
			echo "fuzz: $dir $target failed"
			exit 1
		fi
	done
done
