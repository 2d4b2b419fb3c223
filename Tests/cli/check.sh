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

# The UIKit host: an unknown host or a scene it does not play is an error at `host`; a swipe
# scene prints the engine's lines (Linux builds, where UIKitStub exists).
echo '{"viewport": {"width": 390, "height": 844}, "host": "web", "swipe": {"pages": [{"rows": 4, "rowHeight": 60}]}, "sample": {"at": [0]}}' |
  expect_error "unknown host" 'error: host: must be one of "engine", "uikit", got "web"'
echo '{"viewport": {"width": 390, "height": 844}, "host": "uikit", "scroller": {"contentSize": {"width": 390, "height": 3}}, "sample": {"at": [0]}}' |
  expect_error "uikit host for a scroller" "error: host: the uikit host plays swipe scenes only"
if [ "$(uname -s)" = Linux ]; then
  sed 's/"sample"/"host": "uikit", "sample"/' "$root/examples/scenarios/swipe-hidden-nav.json" >"$scratch/uikit.json"
  if ! "$swipe" simulate "$scratch/uikit.json" >"$scratch/uikit.out" 2>"$scratch/err"; then
    fail "uikit host: exit status $?"
  elif ! "$swipe" simulate "$root/examples/scenarios/swipe-hidden-nav.json" | cmp -s - "$scratch/uikit.out"; then
    fail "uikit host: swipe-hidden-nav differs from the engine's lines"
  fi
fi

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

# Limits (DESIGN §9c): each is one error naming the field's own path, never a crash.
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": 1e999}}, "sample": {"at": [0]}}' |
  expect_error "number out of range" "error: scroller.contentSize.height: number out of range"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": 5000}}, "events": [{"t": 0, "drag": {"from": [195, 700], "to": [195, 400], "duration": 1e300}}], "sample": {"at": [1]}}' |
  expect_error "huge drag duration" "error: events\[0\].drag.duration: must be ≤ 600 s, got 1e+300"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": 5000}}, "events": [{"t": 0, "drag": {"from": [195, 700], "to": [195, 400], "duration": 0.1, "hold": 1e300}}], "sample": {"at": [1]}}' |
  expect_error "huge drag hold" "error: events\[0\].drag.hold: must be ≤ 600 s, got 1e+300"
echo '{"viewport": {"width": 390, "height": 844}, "frameRate": 10000, "scroller": {"contentSize": {"width": 390, "height": 5000}}, "sample": {"at": [1]}}' |
  expect_error "frame rate" "error: frameRate: must be in 1...1000 Hz, got 10000"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"pagingEnabled": true, "contentSize": {"width": 390, "height": 1e22}}, "sample": {"at": [1]}}' |
  expect_error "huge content" "error: scroller.contentSize.height: must be ≤ 1e12, got 1e+22"
echo '{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"contentHeight": 1e306}]}, "sample": {"at": [0]}}' |
  expect_error "huge page" "error: swipe.pages\[0\].contentHeight: must be ≤ 1e12, got 1e+306"
echo '{"viewport": {"width": 390, "height": 844}, "swipe": {"pages": [{"rows": 1e11, "rowHeight": 1e3}]}, "sample": {"at": [0]}}' |
  expect_error "rows × rowHeight" "error: swipe.pages\[0\]: rows × rowHeight must be ≤ 1e12"
depth=257
nested="$(printf '%*s' "$depth" '' | tr ' ' '[')$(printf '%*s' "$depth" '' | tr ' ' ']')"
echo "{\"viewport\": $nested}" |
  expect_error "nesting depth" "error: viewport\(\[0\]\)*: nesting deeper than 256 levels"
printf '%s' "$(printf '%*s' 200000 '' | tr ' ' '[')" |
  expect_error "unclosed nesting" "error: \$\(\[0\]\)*: nesting deeper than 256 levels"

# A paging scroller in a viewport of 10⁻³⁰⁰ points plays (page counts never reach Int).
if ! echo '{"viewport": {"width": 390, "height": 1e-300}, "scroller": {"pagingEnabled": true, "contentSize": {"width": 390, "height": 5000}}, "events": [{"t": 0, "drag": {"from": [195, 700], "to": [195, 400], "duration": 0.1}}], "sample": {"at": [1]}}' |
  "$swipe" simulate - >"$scratch/out" 2>"$scratch/err"; then
  fail "tiny viewport: $(cat "$scratch/err")"
fi

# Twenty sections of 10⁷ items are rejected by the element budget, before any allocation.
section='{"columns": 4, "items": {"count": 10000000, "height": 10}}'
sections=$section
for _ in $(seq 19); do sections="$sections, $section"; done
status=0
echo "{\"waterfall\": {\"width\": 390, \"sections\": [$sections]}}" |
  timeout 30 "$swipe" layout - >"$scratch/out" 2>"$scratch/err" || status=$?
[ "$status" -eq 2 ] || fail "element budget: exit status $status"
grep -q "^error: waterfall.sections\[1\].items.count: the file's elements total 20000000" "$scratch/err" ||
  fail "element budget: $(cat "$scratch/err")"

# No output ever holds a non-finite number.
for scenario in "$root"/examples/scenarios/*.json; do
  "$swipe" simulate "$scenario" 2>/dev/null | grep -qiE 'inf|nan' && fail "$(basename "$scenario"): non-finite output"
done

# The command (SCENARIOS.md, "The command"): help on stdout with status 0; mistakes are one
# line on stderr with status 2.
expect_usage() {
  label=$1
  shift
  status=0
  "$swipe" "$@" >"$scratch/out" 2>"$scratch/err" || status=$?
  [ "$status" -eq 0 ] || fail "$label: exit status $status"
  [ -s "$scratch/err" ] && fail "$label: wrote to stderr"
  grep -q "^usage: swipe" "$scratch/out" || fail "$label: no usage on stdout"
}
expect_usage "no command"
expect_usage "--help" --help
grep -q "simulate" "$scratch/out" && grep -q "gallery" "$scratch/out" || fail "--help: no command list"
for command in simulate layout bench record gallery; do
  expect_usage "$command --help" "$command" --help
  grep -q "^usage: swipe $command" "$scratch/out" || fail "$command --help: not its own usage"
done

expect_command_error() {
  label=$1
  expected=$2
  shift 2
  status=0
  "$@" >"$scratch/out" 2>"$scratch/err" </dev/null || status=$?
  if [ "$status" -ne 2 ]; then fail "$label: exit status $status, expected 2"; fi
  if [ "$(wc -l <"$scratch/err")" -ne 1 ]; then fail "$label: stderr is not one line: $(cat "$scratch/err")"; fi
  if ! grep -q "^$expected" "$scratch/err"; then
    fail "$label: stderr '$(cat "$scratch/err")', expected '$expected'"
  fi
}
expect_command_error "unknown command" "error: unknown command 'frobnicate'" "$swipe" frobnicate
for command in simulate layout bench record gallery; do
  expect_command_error "$command unknown option" "error: unknown option '--frobnicate'" \
    "$swipe" "$command" --frobnicate
done
: >"$scratch/not-a-folder"
expect_command_error "unwritable record --out" "error: --out: cannot write to '$scratch/not-a-folder/out'" \
  "$swipe" record --demo single --out "$scratch/not-a-folder/out"
echo '{"viewport": {"width": 390, "height": 844}, "scroller": {"contentSize": {"width": 390, "height": 5000}}, "events": [{"t": 0, "drag": {"from": [195, 700], "to": [195, 400], "duration": 0.1, "hold": 1e300}}], "sample": {"at": [1]}}' >"$scratch/hold.json"
expect_command_error "record --scenario with a huge hold" "error: events\[0\].drag.hold: must be ≤ 600 s" \
  "$swipe" record --demo single --scenario "$scratch/hold.json" --out "$scratch/recorded"
[ -e "$scratch/recorded" ] && fail "record --scenario: wrote output for an invalid scenario"
expect_command_error "gallery without a display" "error: no display" \
  timeout 30 env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$swipe" gallery
expect_command_error "gallery with an unreachable display" "error: no display" \
  timeout 30 env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=:7331 "$swipe" gallery
grep -q "swipe record" "$scratch/err" || fail "gallery without a display: no hint to use record"

if [ "$failures" -gt 0 ]; then
  echo "$failures CLI check(s) failed" >&2
  exit 1
fi
echo "CLI checks passed"
