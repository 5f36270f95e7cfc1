#!/usr/bin/env bash
# HTTP throughput: our server vs nginx on the same 1 KB static file, plus a JSON API route.
# wrk -t2 -c64 -d10s --latency (64 keep-alive connections). Prints req/s, p99 and our/nginx ratio (target >= 60%).
# Usage: bench/http.sh [duration=10s]   (builds .build/release/storyweave if missing; STORYWEAVE_BIN=path overrides)
# Tip: server and wrk share the machine's cores; numbers move by ±10% between runs on a busy 2-core box.
set -euo pipefail
DURATION="${1:-10s}"
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

"$BIN" serve --open --host 127.0.0.1 --port "$OUR_PORT" --data "$SCRATCH/data" --public "$SCRATCH/www" \
  --migrations "$ROOT/Migrations" --log-level warning > "$SCRATCH/ours.log" 2>&1 &
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

wait_for "http://127.0.0.1:$OUR_PORT/1k.txt"
wait_for "http://127.0.0.1:$NGINX_PORT/1k.txt"
wait_for "http://127.0.0.1:$OUR_PORT/api/documents"

# run NAME URL -> sets RPS and P99
run() {
  local out="$SCRATCH/wrk-$(echo "$1" | tr -c 'A-Za-z0-9' '_').txt"
  wrk -t2 -c64 -d"$DURATION" --latency "$2" > "$out"
  RPS="$(awk '/^Requests\/sec/ {print $2}' "$out")"
  P99="$(awk '$1 == "99%" {print $2}' "$out")"
  local errors
  errors="$(grep -E 'Non-2xx|Socket errors' "$out" || true)"
  printf '%-28s %12s req/s   p99 %9s   %s\n' "$1" "$RPS" "$P99" "$errors"
}

echo "wrk -t2 -c64 -d$DURATION --latency  (server and wrk share $(nproc) cores)"
run "nginx 1KB static" "http://127.0.0.1:$NGINX_PORT/1k.txt"; NGINX_RPS="$RPS"
run "storyweave 1KB static" "http://127.0.0.1:$OUR_PORT/1k.txt"; OUR_RPS="$RPS"
run "storyweave GET /api/documents" "http://127.0.0.1:$OUR_PORT/api/documents"
python3 -c "import sys; o,n=float(sys.argv[1]),float(sys.argv[2]); print(f'static ratio storyweave/nginx: {o/n*100:.1f}% (target >= 60%)')" "$OUR_RPS" "$NGINX_RPS"
