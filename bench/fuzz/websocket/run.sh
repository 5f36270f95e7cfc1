#!/usr/bin/env bash
# Builds and runs the libFuzzer target over the WebSocket frame parser + UTF-8 validator.
#   bench/fuzz/websocket/run.sh [seconds]   (default 180)
# Crashes are written as ./artifacts/crash-<sha1>; replay with: $BUILD/fuzz-websocket artifacts/crash-<sha1>
set -euo pipefail
SECONDS_TO_RUN="${1:-180}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/../../../Sources/WebSocketProtocol"
BUILD="${BUILD:-$(mktemp -d /tmp/fuzz-websocket.XXXXXX)}"
mkdir -p "$BUILD"
export PATH=/opt/swift/usr/bin:$PATH

swiftc -sanitize=fuzzer,address -parse-as-library -g -O -use-ld=lld \
  "$SRC/WebSocketFrameParser.swift" "$SRC/UTF8StreamValidator.swift" "$SRC/WebSocketFrameEncoder.swift" \
  "$HERE/FuzzWebSocketFrames.swift" -o "$BUILD/fuzz-websocket"

# Seed corpus: a few valid and invalid streams (option byte, chunk byte, frames).
CORPUS="$BUILD/corpus"
mkdir -p "$CORPUS" "$HERE/artifacts"
cp "$HERE"/seeds/* "$CORPUS/" 2>/dev/null || true

rc=0
"$BUILD/fuzz-websocket" -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -print_final_stats=1 -dict="$HERE/websocket.dict" \
  -artifact_prefix="$HERE/artifacts/" "$CORPUS" > "$BUILD/fuzz.log" 2>&1 || rc=$?
grep -E "^#[0-9]+ *DONE|ERROR|SUMMARY|stat::|Test unit written" "$BUILD/fuzz.log" || tail -n 20 "$BUILD/fuzz.log"
echo "fuzz exit code: $rc (log: $BUILD/fuzz.log)"
exit "$rc"
