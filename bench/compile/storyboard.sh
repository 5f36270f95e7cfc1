#!/usr/bin/env bash
# Storyboard compile benchmark (#6). Compiles, with NibCompiler (lint + encode + NIBArchive bytes + Info.plist):
#   1. the largest Xcode 8+ CocoaTouch storyboard of ../shared/fixtures/ib that compiles (and the largest that
#      compiles into scene nibs, when that is another one), and
#   2. synthetic storyboards of 50 and 200 scenes (bench/compile/synthetic_storyboard.py; target: 50 scenes < 100 ms),
# two ways, printing ms and scenes/s (scenes = scene nibs written):
#   - in one process, warm, RUNS times: bench/compile/swift (CompileBench, release; builds only IBDocument + IBCompile);
#   - one compile per process (cold): `storyweave compile --timing`, when a release storyweave exists
#     (swift build -c release --product storyweave).
# Usage: bench/compile/storyboard.sh   Env: RUNS (default 20), STORYWEAVE_BIN (default .build/release/storyweave).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
RUNS="${RUNS:-20}"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
CORPUS="$ROOT/../shared/fixtures/ib"
export PATH="/opt/swift/usr/bin:$PATH"
OUT="$(mktemp -d)"; trap 'rm -rf "$OUT"' EXIT
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

(cd "$ROOT/bench/compile/swift" && swift build -c release --product CompileBench 2>&1 | tail -1)
BENCH="$ROOT/bench/compile/swift/.build/release/CompileBench"

files=()
if [ -d "$CORPUS" ]; then
  # The largest corpus storyboard that compiles, and the largest that compiles into at least one
  # scene nib (a storyboard whose scenes nothing reaches — no initial controller, no Storyboard ID —
  # writes only its Info.plist).
  largest=""; largest_with_scenes=""
  while read -r _ file; do
    grep -q 'CocoaTouch.Storyboard' "$file" || continue
    line=$("$BENCH" --runs 1 "$file" 2>/dev/null | head -1)
    case "$line" in *"compile min"*) ;; *) continue ;; esac
    [ -n "$largest" ] || largest="$file"
    if echo "$line" | grep -q ' [1-9][0-9]* scenes,'; then largest_with_scenes="$file"; break; fi
  done < <(find "$CORPUS" -maxdepth 1 -name '*.storyboard' -printf '%s %p\n' | sort -rn)
  [ -n "$largest" ] && files+=("$largest")
  [ -n "$largest_with_scenes" ] && [ "$largest_with_scenes" != "$largest" ] && files+=("$largest_with_scenes")
else
  echo "no $CORPUS: corpus storyboard skipped"
fi
for scenes in 50 200; do
  python3 "$ROOT/bench/compile/synthetic_storyboard.py" "$scenes" > "$OUT/Synthetic$scenes.storyboard"
  files+=("$OUT/Synthetic$scenes.storyboard")
done

echo "== in process, warm ($RUNS runs each, CompileBench release)"
"$BENCH" --runs "$RUNS" "${files[@]}"

if [ -x "$BIN" ]; then
  echo "== one compile per process ($BIN compile --timing, 5 runs each; median)"
  for file in "${files[@]}"; do
    times=()
    for _ in 1 2 3 4 5; do
      times+=("$("$BIN" compile "$file" -o "$OUT/c" --timing | awk '/^compiled /{print $(NF-1)}')")
    done
    echo "$(basename "$file"): $(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p) ms"
  done
else
  echo "(no $BIN: the cold per-process figures need swift build -c release --product storyweave)"
fi
