#!/usr/bin/env bash
# Builds the Auto Layout mapping fuzzer (IBDocument + IBLayout, instrumented for libFuzzer + ASan) and runs it.
# Usage: bench/fuzz/layout/run.sh [seconds=60]
# The two modules are built from bench/layout's package (symlinks to Sources/IBDocument and Sources/IBLayout)
# in their own scratch dir, then linked with FuzzLayout.swift, whose LLVMFuzzerTestOneInput libFuzzer's main calls.
# Crashes/hangs are written as bench/fuzz/layout/{crash,timeout,oom}-<sha1>; replay: .build/fuzz-layout/fuzz-layout <file>
set -euo pipefail
SECONDS_TO_RUN="${1:-60}"
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
OUT="$ROOT/.build/fuzz-layout"
SCRATCH="$OUT/spm"
mkdir -p "$OUT" "$OUT/corpus"
export PATH=/opt/swift/usr/bin:$PATH
(cd "$ROOT/bench/layout" && swift build -c release --scratch-path "$SCRATCH" --target IBLayout \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g)
BIN="$SCRATCH/release"
MODULES="$BIN/Modules"; [ -d "$MODULES" ] || MODULES="$BIN"
swiftc -sanitize=fuzzer,address -parse-as-library -g -O -use-ld=lld -I "$MODULES" \
  "$HERE/FuzzLayout.swift" "$BIN"/IBDocument.build/*.o "$BIN"/IBLayout.build/*.o -o "$OUT/fuzz-layout"
cp -n "$HERE"/seeds/* "$OUT/corpus/" 2>/dev/null || true
# Plus the JavaScript fuzzer's mutated documents (hostile numbers, floods, chains…), when node is here.
if command -v node >/dev/null && [ ! -e "$OUT/corpus/mutated-1.storyboard" ]; then
  node "$HERE/fuzz-layout.mjs" --emit "$OUT/corpus" --count 200
fi
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=symbolize=1:detect_leaks=0 "$OUT/fuzz-layout" -max_total_time="$SECONDS_TO_RUN" \
  -dict="$HERE/layout.dict" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$HERE/" -print_final_stats=1 "$OUT/corpus"
