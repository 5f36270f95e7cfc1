#!/usr/bin/env bash
# Autobahn WebSocket conformance (via kosoku, the Python 3 runner of the Autobahn cases) for our server's echo
# endpoint, compared against the reference Python `websockets` echo server in the same run.
#
#   bench/autobahn/run.sh [quick|full]
#     quick: sections 1-7, 9.1, 9.2, 10 and a few 12.1/13.1 compression cases (CI; well under 2 minutes)
#     full:  all 517 cases (takes several minutes per server; 12.*/13.* dominate)
#
# Environment:
#   STORYWEAVE_BIN   storyweave executable to test (default: `swift build` the package, debug)
#   BUILD_CONFIG     debug|release when building (default debug)
#   AUTOBAHN_VENV    venv holding kosoku + websockets, created if missing (default ~/.cache/storyweave/autobahn-venv)
#   REPORTS          report folder (default: a new temp folder); ours/ and reference/ hold kosoku's HTML+JSON
#   TARGETS          both|reference|ours (default both); "reference" only validates this script
#   PARALLELISM      kosoku -p (default 1)
#
# kosoku's address may be a full URL: `ws://127.0.0.1:PORT/_echo` is requested with that path (host:port alone
# requests "/"). Our echo endpoint lives at /_echo (`storyweave serve --echo`).
# Exit status: non-zero if our server fails any case the reference passes (see compare.py for the exact rule).
set -euo pipefail

MODE="${1:-quick}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
VENV="${AUTOBAHN_VENV:-$HOME/.cache/storyweave/autobahn-venv}"
TARGETS="${TARGETS:-both}"
PARALLELISM="${PARALLELISM:-1}"
REPORTS="${REPORTS:-$(mktemp -d /tmp/autobahn-reports.XXXXXX)}"
mkdir -p "$REPORTS"

case "$MODE" in
  quick) CASES=(-i '1.*' -i '2.*' -i '3.*' -i '4.*' -i '5.*' -i '6.*' -i '7.*' -i '9.1.*' -i '9.2.*' -i '10.*'
                -i '12.1.1' -i '12.1.2' -i '12.1.3' -i '13.1.1' -i '13.1.2' -i '13.1.3') ;;
  full)  CASES=() ;;
  *) echo "usage: $0 [quick|full]" >&2; exit 2 ;;
esac

# 1. Tools: kosoku (Autobahn cases on Python 3) and websockets (reference server), in a venv.
if [[ ! -x "$VENV/bin/kosoku" ]] || ! "$VENV/bin/python" -c 'import websockets' 2>/dev/null; then
  echo "== installing kosoku + websockets into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet kosoku websockets
fi

PIDS=()
DATA_DIR=""
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  [[ -n "$DATA_DIR" ]] && rm -rf "$DATA_DIR"
  return 0
}
trap cleanup EXIT

free_port() { "$VENV/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Waits until PORT accepts TCP connections, failing early if process PID died.
wait_for_port() {
  local port="$1" pid="$2" log="$3"
  for _ in $(seq 1 600); do
    if ! kill -0 "$pid" 2>/dev/null; then echo "server exited; log:" >&2; cat "$log" >&2; return 1; fi
    if "$VENV/bin/python" -c "import socket,sys; socket.create_connection(('127.0.0.1',$port),0.2)" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "server on port $port did not start within 60 s" >&2; return 1
}

run_cases() {  # name url
  local name="$1" url="$2" start end
  start=$(date +%s.%N)
  "$VENV/bin/kosoku" -m fuzzingclient -p "$PARALLELISM" "${CASES[@]}" -o "$REPORTS/$name" "$url" \
    > "$REPORTS/$name.log" 2>&1 || true
  end=$(date +%s.%N)
  printf '== %-9s %s: %s (%.1f s)\n' "$name" "$url" "$(tail -n 1 "$REPORTS/$name.log")" "$(echo "$end - $start" | bc)"
}

# 2. Reference server.
if [[ "$TARGETS" != ours ]]; then
  REF_PORT=$(free_port)
  "$VENV/bin/python" "$HERE/reference_echo_server.py" "$REF_PORT" > "$REPORTS/reference-server.log" 2>&1 &
  PIDS+=($!)
  wait_for_port "$REF_PORT" "${PIDS[-1]}" "$REPORTS/reference-server.log"
  run_cases reference "ws://127.0.0.1:$REF_PORT/_echo"
fi

# 3. Our server.
if [[ "$TARGETS" != reference ]]; then
  BIN="${STORYWEAVE_BIN:-}"
  if [[ -z "$BIN" ]]; then
    echo "== building storyweave (${BUILD_CONFIG:-debug})"
    swift build --package-path "$ROOT" -c "${BUILD_CONFIG:-debug}" --product storyweave > "$REPORTS/build.log" 2>&1 \
      || { tail -n 30 "$REPORTS/build.log"; exit 1; }
    BIN="$(swift build --package-path "$ROOT" -c "${BUILD_CONFIG:-debug}" --show-bin-path)/storyweave"
  fi
  OUR_PORT=$(free_port)
  DATA_DIR=$(mktemp -d /tmp/autobahn-data.XXXXXX)
  # From the package root so the default ./Migrations and ./Public resolve.
  (cd "$ROOT" && exec "$BIN" serve --open --echo --port "$OUR_PORT" --data "$DATA_DIR") > "$REPORTS/ours-server.log" 2>&1 &
  PIDS+=($!)
  wait_for_port "$OUR_PORT" "${PIDS[-1]}" "$REPORTS/ours-server.log"
  run_cases ours "ws://127.0.0.1:$OUR_PORT/_echo"
  if ! kill -0 "${PIDS[-1]}" 2>/dev/null; then echo "!! our server died during the run; log:"; tail -n 30 "$REPORTS/ours-server.log"; fi
  echo "== our server: pid ${PIDS[-1]}, $(grep VmHWM /proc/${PIDS[-1]}/status 2>/dev/null || echo 'exited')"
fi

echo "== reports in $REPORTS (ours/index.html, reference/index.html)"
if [[ "$TARGETS" == both ]]; then
  "$VENV/bin/python" "$HERE/compare.py" "$REPORTS/ours" "$REPORTS/reference"
else
  only="$TARGETS"
  "$VENV/bin/python" - "$REPORTS/$only/index.json" <<'PY'
import collections, json, sys
index = json.load(open(sys.argv[1]))
for agent, cases in index.items():
    print(agent, len(cases), dict(collections.Counter(v["behavior"] for v in cases.values())))
    bad = [c for c, v in cases.items() if v["behavior"] not in ("OK", "NON-STRICT", "INFORMATIONAL")]
    if bad: print("  not passing:", " ".join(bad))
PY
fi
