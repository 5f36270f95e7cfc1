#!/usr/bin/env bash
# HTTP throughput (#24): our server at its default settings vs nginx (2 workers) on the same bytes, 1 KB and 3 KB
# (Public/index.html) static pages, wrk -t1 and -t2, 64 keep-alive connections, in one run; plus /healthz and
# GET /api/documents with a session cookie. Usage: bench/http.sh [duration=8s]
# (builds .build/release/storyweave if missing; STORYWEAVE_BIN=path overrides)
# Tip: server and wrk share the machine's cores; numbers move by ±10% between runs on a busy 2-core box.
set -euo pipefail
DURATION="${1:-8s}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${STORYWEAVE_BIN:-$ROOT/.build/release/storyweave}"
export PATH=/opt/swift/usr/bin:$PATH

if ! command -v wrk >/dev/null || ! command -v nginx >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk nginx-light >/dev/null
fi
if [ ! -x "$BIN" ]; then
  echo "building release binary..."
  (cd "$ROOT" && swift build -c release --product storyweave)
fi
ulimit -n 65536 2>/dev/null || true

SCRATCH="$(mktemp -d)"
chmod 755 "$SCRATCH"   # nginx workers run unprivileged and must read the files
OUR_PID=""
cleanup() {
  [ -n "$OUR_PID" ] && kill "$OUR_PID" 2>/dev/null && wait "$OUR_PID" 2>/dev/null || true
  [ -f "$SCRATCH/nginx/nginx.pid" ] && kill "$(cat "$SCRATCH/nginx/nginx.pid")" 2>/dev/null || true
  rm -rf "$SCRATCH"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
wait_for() {
  for _ in $(seq 1 100); do curl -fs -o /dev/null "$1" && return 0; sleep 0.1; done
  echo "not reachable: $1" >&2; cat "$SCRATCH/ours.log" "$SCRATCH/nginx/logs/error.log" >&2 2>/dev/null; return 1
}

mkdir -p "$SCRATCH/www" "$SCRATCH/data" "$SCRATCH/nginx/logs"
head -c 1024 /dev/zero | tr '\0' a > "$SCRATCH/www/1k.txt"

OUR_PORT="$(free_port)"
NGINX_PORT="$(free_port)"

# The server at its default settings (accounts mode, log level info), as a user runs it (#24).
"$BIN" serve --host 127.0.0.1 --port "$OUR_PORT" --data "$SCRATCH/data" --public "$SCRATCH/www" \
  --migrations "$ROOT/Migrations" > "$SCRATCH/ours.log" 2>&1 &
OUR_PID=$!

cat > "$SCRATCH/nginx/nginx.conf" <<NGINX
worker_processes 2; pid $SCRATCH/nginx/nginx.pid; error_log $SCRATCH/nginx/logs/error.log warn; daemon on;
events { worker_connections 4096; }
http { access_log off; sendfile on; tcp_nopush on; tcp_nodelay on;
  keepalive_requests 1000000; keepalive_timeout 65; default_type text/plain;
  client_body_temp_path $SCRATCH/nginx; proxy_temp_path $SCRATCH/nginx; fastcgi_temp_path $SCRATCH/nginx;
  uwsgi_temp_path $SCRATCH/nginx; scgi_temp_path $SCRATCH/nginx;
  server { listen 127.0.0.1:$NGINX_PORT; root $SCRATCH/www; } }
NGINX
nginx -c "$SCRATCH/nginx/nginx.conf" -p "$SCRATCH/nginx"

cp "$ROOT/Public/index.html" "$SCRATCH/www/3k.html"   # the 3 KB page the issue measures (Public/index.html)
wait_for "http://127.0.0.1:$OUR_PORT/1k.txt"
wait_for "http://127.0.0.1:$NGINX_PORT/1k.txt"
JAR="$SCRATCH/cookies"
curl -sf -c "$JAR" -H 'Content-Type: application/json' \
  -d '{"email":"bench@example.com","password":"bench password 1"}' "http://127.0.0.1:$OUR_PORT/api/accounts" >/dev/null
COOKIE="sw_session=$(awk '$6 == "sw_session" {print $7}' "$JAR")"

# run THREADS NAME URL [wrk args...] -> prints a line, sets RPS
run() {
  local threads="$1" name="$2" url="$3"; shift 3
  local out="$SCRATCH/wrk.txt"
  wrk -t"$threads" -c64 -d"$DURATION" --latency "$@" "$url" > "$out"
  RPS="$(awk '/^Requests\/sec/ {print $2}' "$out")"
  local p99 errors
  p99="$(awk '$1 == "99%" {print $2}' "$out")"
  errors="$(grep -E 'Non-2xx|Socket errors' "$out" | tr -s ' ' || true)"
  printf '  %-34s %10s req/s   p99 %8s   %s\n' "$name" "$RPS" "$p99" "$errors"
}
ratio() { python3 -c "import sys; o,n=float(sys.argv[1]),float(sys.argv[2]); print(f'  ratio storyweave/nginx: {o/n:.2f}x (target >= 1.0x)')" "$1" "$2"; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores (server, nginx and wrk share them)"
for threads in 1 2; do
  echo "wrk -t$threads -c64 -d$DURATION --latency, keep-alive"
  for page in 1k.txt 3k.html; do
    run "$threads" "nginx (2 workers) $page" "http://127.0.0.1:$NGINX_PORT/$page"; NGINX_RPS="$RPS"
    run "$threads" "storyweave $page" "http://127.0.0.1:$OUR_PORT/$page"; ratio "$RPS" "$NGINX_RPS"
  done
  run "$threads" "storyweave /healthz" "http://127.0.0.1:$OUR_PORT/healthz"
  run "$threads" "storyweave GET /api/documents" "http://127.0.0.1:$OUR_PORT/api/documents" -H "Cookie: $COOKIE"
done
