#!/usr/bin/env bash
# One step of `make test`, with a time limit and its time recorded:
#   scripts/step.sh NAME SECONDS COMMAND...   run COMMAND; past SECONDS it is killed and the step fails
#                                            with its name; the time goes to $STEPS_LOG
#   scripts/step.sh --report                  print the steps' times (make test does at its end)
# A failed step prints the times so far too, so a slow run shows where its time went either way.
set -uo pipefail
log=${STEPS_LOG:-$(dirname "$0")/../bin/steps.log}

report() {
	[ -s "$log" ] || return 0
	echo "make test: the steps' times"
	awk -F'\t' '{ printf "  %-16s %7d s  %s\n", $1, $2, $3; total += $2 } END { printf "  %-16s %7d s\n", "total", total }' "$log"
}

if [ "${1:-}" = --report ]; then
	report
	exit 0
fi
name=${1:?usage: step.sh NAME SECONDS COMMAND...}
limit=${2:?usage: step.sh NAME SECONDS COMMAND...}
shift 2
mkdir -p "$(dirname "$log")"
start=$(date +%s)
# timeout signals the command's whole process group (go test's children, xvfb-run's server);
# -k: a step that ignores TERM is killed 30 s later.
timeout -k 30 "$limit" "$@"
rc=$?
took=$(($(date +%s) - start))
case $rc in
0) printf '%s\t%d\tok\n' "$name" "$took" >>"$log" ;;
124 | 137)
	printf '%s\t%d\tTIMED OUT (limit %d s)\n' "$name" "$took" "$limit" >>"$log"
	echo "make test: step $name TIMED OUT after $took s (its limit is $limit s)" >&2
	;;
*)
	printf '%s\t%d\tFAILED (exit %d)\n' "$name" "$took" "$rc" >>"$log"
	echo "make test: step $name FAILED (exit $rc) after $took s" >&2
	;;
esac
if [ $rc -ne 0 ]; then
	report >&2
fi
exit $rc
