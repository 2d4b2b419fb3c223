#!/bin/sh
# Starts the gallery under Xvfb, swipes a page with synthetic mouse events (xdotool), takes
# screenshots before and after, and checks that the page changed: the gallery's trace reports
# index 1 and the two screenshots differ.
set -eu
swipe=${1:?usage: xvfb-check.sh PATH-TO-SWIPE}
scratch=$(mktemp -d)
display=":$(( ($$ % 400) + 100 ))"
Xvfb "$display" -screen 0 1024x1024x24 -nolisten tcp >"$scratch/xvfb.log" 2>&1 &
xvfb=$!
cleanup() {
  kill "$xvfb" 2>/dev/null || true
  [ -n "${gallery:-}" ] && kill "$gallery" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

"$swipe" gallery --demo single --trace --stats --quit-after 8 --screenshot "$scratch/shot.png" \
  >"$scratch/trace.log" 2>&1 &
gallery=$!
window=$(xdotool search --sync --onlyvisible --name "SwipeTableView gallery" | head -n 1)
sleep 0.5
xdotool key --window "$window" F12
sleep 0.3
cp "$scratch/shot.png" "$scratch/before.png"

xdotool mousemove --window "$window" 330 600 mousedown 1
for x in 320 305 285 260 230 195 160 125 95 75; do
  xdotool mousemove --window "$window" "$x" 600
  sleep 0.016
done
xdotool mouseup 1
sleep 1.2
xdotool key --window "$window" F12
sleep 0.3
wait "$gallery"
gallery=

cat "$scratch/trace.log"
grep -q '^index 1$' "$scratch/trace.log" || { echo "FAIL: the swipe did not reach page 1" >&2; exit 1; }
grep -q 'willBeginDragging' "$scratch/trace.log" || { echo "FAIL: no drag began" >&2; exit 1; }
if cmp -s "$scratch/before.png" "$scratch/shot.png"; then
  echo "FAIL: the screenshots before and after the swipe are identical" >&2
  exit 1
fi

# The App Store screen: three fast flicks on the banners move exactly one banner each.
"$swipe" gallery --demo app-store --trace --quit-after 6 >"$scratch/store.log" 2>&1 &
gallery=$!
window=$(xdotool search --sync --onlyvisible --name "SwipeTableView gallery" | head -n 1)
sleep 0.5
for _ in 1 2 3; do
  xdotool mousemove --window "$window" 340 240 mousedown 1
  for x in 300 230 150 80; do
    xdotool mousemove --window "$window" "$x" 240
    sleep 0.008
  done
  xdotool mouseup 1
  sleep 0.6
done
wait "$gallery"
gallery=
cat "$scratch/store.log"
pages=$(grep '^page ' "$scratch/store.log" | tr '\n' ' ')
[ "$pages" = "page 0 page 1 page 2 page 3 " ] || {
  echo "FAIL: the banners should move one group per flick, got: $pages" >&2
  exit 1
}
echo "gallery check passed"
