#!/usr/bin/env bash
# Compile benchmark (#6): every macOS xib of ../shared/fixtures/nib through `storyweave compile --timing`
# (in-process lint + encode + NIBArchive bytes), then the cold vs cached export of one document over REST.
# Usage: bench/compile/run.sh   Env: STORYWEAVE_BIN (default .build/release/storyweave).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
FIXTURES="$ROOT/../shared/fixtures/nib"
[ -d "$FIXTURES" ] || { echo "no $FIXTURES: nothing to measure"; exit 0; }
OUT="$(mktemp -d)"; trap 'rm -rf "$OUT"; [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null || true' EXIT
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
compiled=0; refused=0; total_ms=0; largest=""; largest_size=0
while IFS= read -r xib; do
  grep -q 'MacOSX.Cocoa' "$xib" || continue
  if line=$("$BIN" compile "$xib" -o "$OUT" --timing 2>/dev/null | grep '^compiled '); then
    compiled=$((compiled + 1))
    ms=$(echo "$line" | awk '{print $(NF-1)}')
    total_ms=$(python3 -c "print($total_ms + $ms)")
    size=$(stat -c %s "$xib")
    if [ "$size" -gt "$largest_size" ]; then largest_size=$size; largest="$xib"; largest_ms=$ms; fi
  else
    refused=$((refused + 1))
  fi
done < <(find "$FIXTURES" -name '*.xib' | sort)
echo "macOS xibs: $compiled compiled, $refused refused (unsupported elements named in the error)"
python3 -c "print(f'total compile time {${total_ms}:.1f} ms, {${total_ms}/max(1,$compiled):.2f} ms per xib')"
echo "largest compiled: $(basename "$largest") ($largest_size bytes) in $largest_ms ms"

# Cold vs cached export of the largest one over REST (open mode).
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$BIN" serve --open --port "$PORT" --data "$OUT/data" --migrations "$ROOT/Migrations" --log-level error > "$OUT/log" 2>&1 &
PID=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
ID=$(curl -sf -H 'Content-Type: application/xml' --data-binary @"$largest" "http://127.0.0.1:$PORT/api/documents?name=Big.xib" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
for run in cold cached cached; do
  curl -sf -o /dev/null -w "export format=nib ($run): %{time_total}s\n" "http://127.0.0.1:$PORT/api/documents/$ID/export?format=nib"
done
