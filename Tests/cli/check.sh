#!/bin/sh
# End-to-end checks of the `swipe` binary: every example plays, bad files exit 2 with exactly one
# `error: <path>: <problem>` line on stderr and nothing on stdout.
set -eu
swipe=${1:?usage: check.sh PATH-TO-SWIPE}
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

for scenario in "$root"/examples/scenarios/*.json; do
  name=$(basename "$scenario" .json)
  expected="$root/Tests/SwipeCoreTests/__Expected__/$name.jsonl"
  if ! "$swipe" simulate "$scenario" >"$scratch/out" 2>"$scratch/err"; then
    fail "$name: exit status $?"
  elif [ -s "$scratch/err" ]; then
    fail "$name: wrote to stderr: $(head -n 1 "$scratch/err")"
  elif [ "$(wc -l <"$scratch/out")" -ne "$(wc -l <"$expected")" ]; then
    fail "$name: $(wc -l <"$scratch/out") lines, expected $(wc -l <"$expected")"
  fi
done

for layout in "$root"/examples/layouts/*.json; do
  if ! "$swipe" layout "$layout" >"$scratch/out" 2>"$scratch/err"; then
    fail "layout $(basename "$layout"): exit status $?"
  elif [ "$(wc -l <"$scratch/out")" -ne 1 ]; then
    fail "layout $(basename "$layout"): not one line of output"
  fi
done

# Standard input works like a file.
if ! "$swipe" simulate - <"$root/examples/scenarios/scroller-fling.json" >"$scratch/out"; then
  fail "simulate - (stdin)"
fi

expect_error() {
  label=$1
  expected=$2
  status=0
  "$swipe" simulate - >"$scratch/out" 2>"$scratch/err" || status=$?
  if [ "$status" -ne 2 ]; then fail "$label: exit status $status, expected 2"; fi
  if [ -s "$scratch/out" ]; then fail "$label: printed to stdout"; fi
  if [ "$(wc -l <"$scratch/err")" -ne 1 ]; then fail "$label: stderr is not one line"; fi
  if ! grep -q "^$expected" "$scratch/err"; then
    fail "$label: stderr '$(cat "$scratch/err")', expected '$expected'"
  fi
}

echo '{"viewport": {"width": 390' | expect_error "malformed JSON" "error: \\$: malformed JSON"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": -3}}, "sample": {"at": [0]}}' |
  expect_error "negative size" "error: scroller.contentSize.height: must be ≥ 0, got -3"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": 3}}, "events": [{"t": 0, "call": "scrollToItem", "index": 1}], "sample": {"at": [0]}}' |
  expect_error "call for another scene" 'error: events\[0\].call: "scrollToItem" is not available in scroller scenes'

echo '{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"rows": 4, "rowHeight": 60}, {"rows": -3, "rowHeight": 60}]}, "sample": {"at": [0]}}' |
  expect_error "swipe page rows" "error: swipe.pages\[1\].rows: must be ≥ 0, got -3"
echo '{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"rows": 4, "rowHeight": 60}]}, "events": [{"t": 1, "call": "scrollToItem", "index": 4}], "sample": {"at": [0]}}' |
  expect_error "swipe index out of range" "error: events\[0\].index: must be < 1"

status=0
echo '{"waterfall": {"width": 390, "sections": [{"columns": 0, "items": [10]}]}}' |
  "$swipe" layout - >"$scratch/out" 2>"$scratch/err" || status=$?
[ "$status" -eq 2 ] || fail "bad layout: exit status $status"
[ -s "$scratch/out" ] && fail "bad layout: printed to stdout"
grep -q '^error: waterfall.sections\[0\].columns: ' "$scratch/err" || fail "bad layout: $(cat "$scratch/err")"

status=0
echo '{"compositional": {"width": 375, "height": 812, "sections": [{"items": 3, "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "count": 0, "subitems": []}}]}}' |
  "$swipe" layout - >"$scratch/out" 2>"$scratch/err" || status=$?
[ "$status" -eq 2 ] || fail "bad compositional layout: exit status $status"
[ -s "$scratch/out" ] && fail "bad compositional layout: printed to stdout"
grep -q '^error: compositional.sections\[0\].group.count: ' "$scratch/err" ||
  fail "bad compositional layout: $(cat "$scratch/err")"

status=0
"$swipe" simulate /nonexistent/file.json >/dev/null 2>"$scratch/err" || status=$?
[ "$status" -eq 2 ] || fail "missing file: exit status $status"

if [ "$failures" -gt 0 ]; then
  echo "$failures CLI check(s) failed" >&2
  exit 1
fi
echo "CLI checks passed"
