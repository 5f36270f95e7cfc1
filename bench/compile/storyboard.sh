#!/usr/bin/env bash
# Storyboard compile benchmark (#6): `storyweave compile --timing` (in-process lint + encode + NIBArchive
# bytes + Info.plist, one compile per process) on
#   1. the largest Xcode 8+ CocoaTouch storyboard of ../shared/fixtures/ib that compiles into scene nibs, and
#   2. synthetic storyboards of 50 and 200 scenes (bench/compile/synthetic_storyboard.py; target: 50 scenes < 100 ms),
# RUNS times each; prints min and median ms and scenes/s (scenes = scene nibs written).
# Usage: bench/compile/storyboard.sh   Env: STORYWEAVE_BIN (default .build/release/storyweave), RUNS (default 7).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
RUNS="${RUNS:-7}"
CORPUS="$ROOT/../shared/fixtures/ib"
[ -x "$BIN" ] || { echo "no $BIN: build it with swift build -c release --product storyweave"; exit 1; }
OUT="$(mktemp -d)"; trap 'rm -rf "$OUT"' EXIT
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores; $RUNS runs each; binary $BIN"

# measure FILE LABEL: compile RUNS times, print min/median ms and scene nibs per second.
measure() {
  local file="$1" label="$2" times=() scenes
  rm -rf "$OUT/c"
  for _ in $(seq "$RUNS"); do
    times+=("$("$BIN" compile "$file" -o "$OUT/c" --timing | awk '/^compiled /{print $(NF-1)}')")
  done
  # Scene nibs: the Info.plist names one per scene; view nibs are "<controller>-view-<view>.nib".
  scenes=$(find "$OUT/c" -name '*.nib' ! -name '*-view-*' | wc -l)
  python3 - "$label" "$scenes" "${times[@]}" <<'PY'
import statistics, sys
label, scenes, times = sys.argv[1], int(sys.argv[2]), [float(t) for t in sys.argv[3:]]
best, median = min(times), statistics.median(times)
print(f"{label}: {scenes} scenes, min {best:.2f} ms, median {median:.2f} ms, "
      f"{scenes / (median / 1000):,.0f} scenes/s (median)")
PY
}

if [ -d "$CORPUS" ]; then
  largest=""
  while read -r _ file; do
    grep -q 'CocoaTouch.Storyboard' "$file" || continue
    rm -rf "$OUT/probe"
    # Compiles, and into at least one scene nib (a storyboard whose scenes nothing reaches writes none).
    if "$BIN" compile "$file" -o "$OUT/probe" >/dev/null 2>&1 && [ -n "$(find "$OUT/probe" -name '*.nib' -print -quit)" ]; then
      largest="$file"; break
    fi
  done < <(find "$CORPUS" -maxdepth 1 -name '*.storyboard' -printf '%s %p\n' | sort -rn)
  if [ -n "$largest" ]; then
    measure "$largest" "largest compiling corpus storyboard $(basename "$largest") ($(stat -c %s "$largest") bytes)"
  else
    echo "no CocoaTouch storyboard of the corpus compiles"
  fi
else
  echo "no $CORPUS: corpus storyboard skipped"
fi

for scenes in 50 200; do
  python3 "$ROOT/bench/compile/synthetic_storyboard.py" "$scenes" > "$OUT/Synthetic$scenes.storyboard"
  measure "$OUT/Synthetic$scenes.storyboard" "synthetic $scenes-scene storyboard ($(stat -c %s "$OUT/Synthetic$scenes.storyboard") bytes)"
done
