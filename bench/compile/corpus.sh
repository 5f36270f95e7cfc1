#!/usr/bin/env bash
# Corpus sweep and benchmark (#21): compiles every document of ../shared/fixtures/corpus once, in one release
# process, the way `storyweave compile` does (bench/compile/swift, CorpusSweep: IBDocument + IBCompile only), and
# prints the table of counts by kind, the refusal histogram (ids stripped, most frequent first) and the benchmark
# (files/s, median and p99 per file, peak memory, total seconds; target: the whole corpus < 20 s).
# Usage: bench/compile/corpus.sh [--list] [--out DIR] [CORPUS]   (--list: COMPILED/REFUSED per document)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
[ -d "$ROOT/../shared/fixtures/corpus" ] || [ $# -gt 0 ] || { echo "no ../shared/fixtures/corpus: nothing to measure"; exit 0; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
(cd "$ROOT/bench/compile/swift" && swift build -c release --product CorpusSweep 2>&1 | tail -1)
cd "$ROOT"
exec "$ROOT/bench/compile/swift/.build/release/CorpusSweep" "$@"
