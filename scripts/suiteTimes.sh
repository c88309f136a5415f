#!/usr/bin/env bash
# The test suite's times as a newcomer meets them: a fresh clone in the temp folder, `npm ci`, one
# `npm run test:quick`, then `npm test` QUIET times alone and LOADED times beside BUSY CPU-bound
# loops (`node -e 'for(;;){}'`), each run timed with the load average before it. The issue's
# "three quiet and three loaded runs" are `scripts/suiteTimes.sh` with no options.
#
#   scripts/suiteTimes.sh [--from REPO] [--ref REF] [--quiet N] [--loaded N] [--busy K] [--keep]
#
#   --from REPO   what to clone (default: this checkout; a path or URL)
#   --ref REF     the commit to test (default: HEAD of REPO)
#   --quiet N     runs of `npm test` alone (default 3)
#   --loaded N    runs of `npm test` beside the busy loops (default 3)
#   --busy K      busy loops beside a loaded run (default 2)
#   --keep        keep the clone and the logs (default: only the logs of failed runs are kept)
#
# Prints one line a run (`quiet 1/3: npm test 287 s, passed (load 0.31 before, 2.10 after)`) and a
# summary; exits 1 when any run failed. Uses the cores it is given: run it on a quiet machine.
set -euo pipefail

from="$(cd "$(dirname "$0")/.." && pwd)"
ref=HEAD
quiet=3
loaded=3
busy=2
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    --ref) ref="$2"; shift 2 ;;
    --quiet) quiet="$2"; shift 2 ;;
    --loaded) loaded="$2"; shift 2 ;;
    --busy) busy="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "suiteTimes: unknown option $1 (see the comment at the top of $0)" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/tcg-suite-times-XXXXXX")"
logs="$work/logs"
mkdir -p "$logs"
loops=()
failed=0

stop_loops() {
  for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${loops[@]}"; do wait "$pid" 2>/dev/null || true; done
  loops=()
}
finish() {
  stop_loops
  if [ "$keep" = 1 ] || [ "$failed" != 0 ]; then
    echo "suiteTimes: logs in $logs"
    [ "$keep" = 1 ] || rm -rf "$work/tcg"
  else
    rm -rf "$work"
  fi
}
trap finish EXIT
trap 'exit 130' INT TERM

load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages\{0,1\}: //; s/,.*//'; }

# Runs "$@" in the clone, logging to $logs/$name.log; prints `label: command N s, passed|FAILED (load …)`.
timed() {
  local label="$1" name="$2"
  shift 2
  local before start status=0
  before="$(load)"
  start=$SECONDS
  (cd "$work/tcg" && "$@") >"$logs/$name.log" 2>&1 || status=$?
  local seconds=$((SECONDS - start))
  local result="passed"
  if [ "$status" != 0 ]; then
    result="FAILED (exit $status, log $logs/$name.log)"
    failed=$((failed + 1))
  fi
  echo "$label: $* $seconds s, $result (load $before before, $(load) after)"
  summary+=("$label	$seconds s	${result%% *}	load $before")
}
summary=()

echo "suiteTimes: cloning $from at $ref into $work/tcg"
git clone --quiet --no-hardlinks "$from" "$work/tcg"
git -C "$work/tcg" checkout --quiet --detach "$(git -C "$from" rev-parse "$ref" 2>/dev/null || echo "$ref")"
echo "suiteTimes: commit $(git -C "$work/tcg" log -1 --format='%h %s'), node $(node --version), $(nproc) cores"

timed "install" npm-ci npm ci --no-audit --no-fund
[ "$failed" = 0 ] || exit 1
timed "quick" test-quick npm run test:quick
for i in $(seq 1 "$quiet"); do
  timed "quiet $i/$quiet" "quiet-$i" npm test
done
for i in $(seq 1 "$loaded"); do
  for _ in $(seq 1 "$busy"); do
    node -e 'for(;;){}' &
    loops+=($!)
  done
  timed "loaded $i/$loaded ($busy busy loops)" "loaded-$i" npm test
  stop_loops
done

echo
echo "suiteTimes: summary (wall time; load average over 1 min before the run)"
printf '  %s\n' "${summary[@]}"
[ "$failed" = 0 ]
