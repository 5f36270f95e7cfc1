#!/usr/bin/env bash
# Builds and runs a libFuzzer target (ASan) over the WebSocket engine.
#   bench/fuzz/websocket/run.sh [seconds] [frames|session]     (defaults: 180, frames)
#     frames:  frame parser + encoder + incremental UTF-8 validator (Foundation-only files)
#     session: the whole WebSocketSession incl. close handshake and permessage-deflate inflate (zlib)
# Crashes are written as ./artifacts/crash-<sha1>; replay with: $BUILD/fuzz-websocket-<target> artifacts/crash-<sha1>
set -euo pipefail
SECONDS_TO_RUN="${1:-180}"
TARGET="${2:-frames}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/../../../Sources/WebSocketProtocol"
BUILD="${BUILD:-$(mktemp -d /tmp/fuzz-websocket.XXXXXX)}"
mkdir -p "$BUILD"
export PATH=/opt/swift/usr/bin:$PATH

case "$TARGET" in
  frames)  FILES=("$SRC/WebSocketFrameParser.swift" "$SRC/UTF8StreamValidator.swift" "$SRC/WebSocketFrameEncoder.swift"
                  "$HERE/FuzzWebSocketFrames.swift") ;;
  session) FILES=("$SRC/WebSocketFrameParser.swift" "$SRC/UTF8StreamValidator.swift" "$SRC/WebSocketFrameEncoder.swift"
                  "$SRC/WebSocketTypes.swift" "$SRC/WebSocketSession.swift" "$SRC/WebSocketMessageAssembler.swift"
                  "$SRC/PerMessageDeflateCodec.swift" "$SRC/PerMessageDeflateParameters.swift"
                  "$HERE/FuzzWebSocketSession.swift") ;;
  *) echo "usage: $0 [seconds] [frames|session]" >&2; exit 2 ;;
esac
BINARY="$BUILD/fuzz-websocket-$TARGET"
swiftc -sanitize=fuzzer,address -parse-as-library -g -O -use-ld=lld -I "$SRC/../SystemZlib" "${FILES[@]}" -o "$BINARY"

# Seed corpus: a few valid and invalid streams (option byte, chunk byte, frames).
CORPUS="$BUILD/corpus-$TARGET"
mkdir -p "$CORPUS" "$HERE/artifacts"
cp "$HERE"/seeds-$TARGET/* "$CORPUS/" 2>/dev/null || true

rc=0
"$BINARY" -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -print_final_stats=1 -dict="$HERE/websocket.dict" \
  -artifact_prefix="$HERE/artifacts/" "$CORPUS" > "$BUILD/fuzz-$TARGET.log" 2>&1 || rc=$?
grep -E "^#[0-9]+ *DONE|ERROR|SUMMARY|stat::|Test unit written" "$BUILD/fuzz-$TARGET.log" || tail -n 20 "$BUILD/fuzz-$TARGET.log"
echo "fuzz ($TARGET) exit code: $rc (log: $BUILD/fuzz-$TARGET.log)"
exit "$rc"
