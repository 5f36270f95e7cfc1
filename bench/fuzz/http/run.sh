#!/usr/bin/env bash
# Builds the HTTP request-parser fuzzer with libFuzzer + ASan and runs it.
# Usage: bench/fuzz/http/run.sh [seconds=60]
# Crashes are written as bench/fuzz/http/crash-<sha1>; replay one with: .build/fuzz-http/fuzz-http <file>
set -euo pipefail
SECONDS_TO_RUN="${1:-60}"
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
SRC="$ROOT/Sources/HTTPServer/HTTP1"
OUT="$ROOT/.build/fuzz-http"
mkdir -p "$OUT" "$OUT/corpus"
export PATH=/opt/swift/usr/bin:$PATH
# Only the standard-library-only parser files: no Foundation, no HTTPTypes.
swiftc -sanitize=fuzzer,address -parse-as-library -g -O -use-ld=lld \
  "$SRC/HTTPParseError.swift" "$SRC/HTTPRequestHead.swift" "$SRC/HTTPRequestParser.swift" \
  "$SRC/HTTPHeadInterpreter.swift" "$SRC/RequestTarget.swift" "$HERE/FuzzRequestParser.swift" \
  -o "$OUT/fuzz-http"
cp -n "$HERE"/seeds/* "$OUT/corpus/" 2>/dev/null || true
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=symbolize=1 "$OUT/fuzz-http" -max_total_time="$SECONDS_TO_RUN" -dict="$HERE/http.dict" -max_len=4096 \
  -artifact_prefix="$HERE/" -print_final_stats=1 "$OUT/corpus"
