#!/usr/bin/env bash
# First render of the editor's page at two commits, interleaved in the same minutes (the shared box's load moves
# the figures more than most changes do): each commit's Public/ goes into its own package root under a temporary
# folder, served by the same server binary, and bench/browser/editor_perf.py --first-render-only runs from each in
# turn. Usage: bench/browser/compare.sh BEFORE [AFTER] [--rounds R] [--runs N]
# (AFTER defaults to the working tree). Env: STORYWEAVE_BIN (default .build/debug/storyweave), BEFORE_BIN (a server
# binary for BEFORE, e.g. a release build made at that commit; default STORYWEAVE_BIN).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
before="$1"; shift
after="working tree"
if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then after="$1"; shift; fi
rounds=2; runs=5
while [ $# -gt 0 ]; do
  case "$1" in --rounds) rounds="$2"; shift 2 ;; --runs) runs="$2"; shift 2 ;; *) echo "unknown option $1" >&2; exit 2 ;; esac
done
bin="${STORYWEAVE_BIN:-$root/.build/debug/storyweave}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
package() { # $1: folder, $2: commit or "working tree"
  mkdir -p "$1/Tests/browser" "$1/bench"
  if [ "$2" = "working tree" ]; then cp -r "$root/Public" "$1/"; else git -C "$root" archive "$2" Public | tar -x -C "$1"; fi
  cp "$root"/Tests/browser/*.py "$1/Tests/browser/"
  cp -r "$root/bench/browser" "$1/bench/"
  ln -s "$root/Migrations" "$1/Migrations"
}
package "$work/before" "$before"
package "$work/after" "$after"
for round in $(seq "$rounds"); do
  for side in before after; do
    side_bin="$bin"; [ "$side" = before ] && side_bin="${BEFORE_BIN:-$bin}"
    label="$before"; [ "$side" = after ] && label="$after"
    echo "== $side ($label), round $round, load $(cut -d' ' -f1-3 /proc/loadavg)"
    (cd "$work/$side" && STORYWEAVE_BIN="$side_bin" "$root/Tests/browser/.venv/bin/python" bench/browser/editor_perf.py \
      --first-render-only --runs "$runs" | grep -E "first render|first-draw-start|canvas-drawn|all-drawn|  navigation → ready") || true  # a missed target exits 1
  done
done
