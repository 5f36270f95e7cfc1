#!/usr/bin/env bash
# Slow-loris against our server (slowhttptest, apt): 500 connections dripping header lines every 5 s while a
# normal client keeps asking /healthz. Prints the normal client's latencies and slowhttptest's verdict; the
# header-read timeout (10 s by default) must close the slow connections while everyone else is served.
# Usage: bench/slowloris.sh   (STORYWEAVE_BIN overrides the binary; default .build/release/storyweave)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
[ -x "$BIN" ] || (cd "$ROOT" && swift build -c release --product storyweave)
command -v slowhttptest >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slowhttptest >/dev/null
PORT="${PORT:-18557}"; DATA="$(mktemp -d)"
"$BIN" serve --open --port "$PORT" --data "$DATA" --public "$ROOT/Public" --migrations "$ROOT/Migrations" --log-level warning &
SERVER=$!; trap 'kill $SERVER 2>/dev/null; rm -rf "$DATA"' EXIT
sleep 1
slowhttptest -c 500 -H -i 5 -r 200 -l 25 -u "http://127.0.0.1:$PORT/" -p 3 > "$DATA/slow.log" 2>&1 &
SLOW=$!
for i in $(seq 1 6); do
  sleep 3
  curl -s -o /dev/null -w "healthz during slow-loris: %{http_code} in %{time_total}s\n" "http://127.0.0.1:$PORT/healthz"
done
wait $SLOW || true
sed 's/\x1b\[[0-9;]*m//g' "$DATA/slow.log" | grep -E "^(connected|closed|service available|Test ended|Exit status)" | tail -5
