#!/usr/bin/env bash
# Cost of authentication (issue #7): the password KDF per sign-in, and requests/s of one JSON route
# (GET /api/templates) signed in with a session cookie vs the same route on an open-mode server, same run.
# Usage: bench/auth.sh   Env: STORYWEAVE_BIN (default .build/release/storyweave), DURATION (default 10s),
#        SIGNINS (default 10). Server and wrk share the machine's cores: compare figures within one run.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
DURATION="${DURATION:-10s}"
SIGNINS="${SIGNINS:-10}"
SCRATCH="$(mktemp -d)"
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$SCRATCH"' EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
start() {  # start <port> <data> [--open]
  "$BIN" serve --port "$1" --data "$2" --public "$ROOT/Public" --migrations "$ROOT/Migrations" --log-level error "${@:3}" \
    > "$2.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$1/healthz" >/dev/null && return 0; sleep 0.1; done
  echo "server on $1 did not start" >&2; cat "$2.log" >&2; exit 1
}

AUTH_PORT=$(free_port); start "$AUTH_PORT" "$SCRATCH/auth"
OPEN_PORT=$(free_port); start "$OPEN_PORT" "$SCRATCH/open" --open
BASE="http://127.0.0.1:$AUTH_PORT"
JAR="$SCRATCH/cookies"
curl -sf -c "$JAR" -H 'Content-Type: application/json' \
  -d '{"email":"bench@example.com","password":"bench password 1"}' "$BASE/api/accounts" >/dev/null

start_ns=$(date +%s%N)
for _ in $(seq "$SIGNINS"); do
  curl -sf -o /dev/null -H 'Content-Type: application/json' \
    -d '{"email":"bench@example.com","password":"bench password 1"}' "$BASE/api/session"
done
end_ns=$(date +%s%N)
echo "sign-in (PBKDF2-HMAC-SHA256, 600000 iterations): $(( (end_ns - start_ns) / SIGNINS / 1000000 )) ms per request ($SIGNINS sequential)"

COOKIE="sw_session=$(awk '$6 == "sw_session" {print $7}' "$JAR")"
echo "wrk -t2 -c16 -d$DURATION GET /api/templates"
authed=$(wrk -t2 -c16 -d"$DURATION" -H "Cookie: $COOKIE" "$BASE/api/templates" | awk '/Requests\/sec/ {print $2}')
open=$(wrk -t2 -c16 -d"$DURATION" "http://127.0.0.1:$OPEN_PORT/api/templates" | awk '/Requests\/sec/ {print $2}')
echo "  signed in (session cookie, accounts mode): $authed req/s"
echo "  open mode (no authentication):             $open req/s"
python3 -c "a,o=float('$authed'),float('$open'); print(f'  authentication costs {100*(o-a)/o:.1f}% of throughput')"
