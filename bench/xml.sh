#!/usr/bin/env bash
# XML round-trip benchmark for the IBDocument tree, with libxml2 (xmllint --noout) as the peer.
# Builds bench/xml/main.swift with swiftc -O against Sources/IBDocument/{XML,Graph} into a
# scratch folder (default .build-bench-xml, override with BENCH_SCRATCH), then times:
#   1. the largest <document> file of the shared corpus (../shared/fixtures/ib),
#   2. a synthetic storyboard of >= 1 MB made by repeating a corpus storyboard's scenes.
# Usage: bench/xml.sh [FILE]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CORPUS="${CORPUS:-$ROOT/../shared/fixtures/ib}"
SCRATCH="${BENCH_SCRATCH:-$ROOT/.build-bench-xml}"
mkdir -p "$SCRATCH"

if ! command -v xmllint >/dev/null; then
    apt-get install -y libxml2-utils >/dev/null
fi

echo "building (swiftc -O) ..."
swiftc -O -wmo -module-name XMLBench \
    "$ROOT"/Sources/IBDocument/XML/*.swift "$ROOT"/Sources/IBDocument/Graph/*.swift \
    "$ROOT"/bench/xml/main.swift -o "$SCRATCH/xml-bench"

largest_document() {
    ls -S "$CORPUS"/*.xib "$CORPUS"/*.storyboard | { while read -r f; do
        if head -c 400 "$f" | grep -q "<document "; then echo "$f"; break; fi
    done; cat >/dev/null; }   # read ls to the end: no SIGPIPE under pipefail
}

peer() {
    # xmllint's own timing of 100 parses (no process start-up in the figure).
    local file="$1" bytes ms
    bytes=$(stat -c %s "$file")
    ms=$(xmllint --noout --timing --repeat "$file" 2>&1 | sed -n 's/^100 iterations took \([0-9]*\) ms/\1/p')
    echo "peer xmllint --noout (libxml2 $(xmllint --version 2>&1 | head -1 | sed 's/.*version //')): $(awk -v ms="$ms" 'BEGIN{printf "%.2f", ms/100}') ms per parse, $(awk -v b="$bytes" -v ms="$ms" 'BEGIN{printf "%.1f", b/1e6/(ms/100/1000)}') MB/s (parse only, no output)"
}

run() {
    local file="$1"
    echo
    "$SCRATCH/xml-bench" "$file" 50
    "$SCRATCH/xml-bench" --memory "$file"
    peer "$file"
}

FILE="${1:-$(largest_document)}"
run "$FILE"

SEED="$(ls -S "$CORPUS"/*.storyboard | sed -n 1p)"
"$SCRATCH/xml-bench" --synthesize "$SEED" 1048576 "$SCRATCH/synthetic-1MB.storyboard"
echo
echo "synthetic storyboard: scenes of $(basename "$SEED") repeated"
run "$SCRATCH/synthetic-1MB.storyboard"
