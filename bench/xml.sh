#!/usr/bin/env bash
# XML round-trip benchmark for the IBDocument tree, with libxml2 (xmllint --noout) as the peer.
# Builds bench/xml/main.swift with swiftc -O against Sources/IBDocument/{XML,Graph} into a
# scratch folder (default .build-bench-xml, override with BENCH_SCRATCH), then times, each against
# `xmllint --noout` in the same run:
#   1. the largest modern (<document>) file of ../shared/fixtures/corpus (else ../shared/fixtures/ib),
#   2. a 9 MB storyboard written the way Xcode writes one (bench/browser/large_storyboard.py: 150 scenes,
#      15,000 framed views, 15,600 unique ids).
# and prints #24's figure: `format` (parse + id index + serialize, what `storyweave format` does past reading
# the file) over xmllint's parse alone. Target <= 1.0x.
# Usage: bench/xml.sh [FILE]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CORPUS="${CORPUS:-$ROOT/../shared/fixtures/corpus}"
[ -d "$CORPUS" ] || CORPUS="$ROOT/../shared/fixtures/ib"
SCRATCH="${BENCH_SCRATCH:-$ROOT/.build-bench-xml}"
mkdir -p "$SCRATCH"

if ! command -v xmllint >/dev/null; then
    apt-get install -y libxml2-utils >/dev/null
fi

echo "building (swiftc -O) ..."
# From inside $SCRATCH: swiftc -wmo leaves XMLBench-1.swiftmodule/.swiftdoc in its working directory.
# -enforce-exclusivity=unchecked: what Package.swift gives IBDocument in release builds.
(cd "$SCRATCH" && swiftc -O -wmo -enforce-exclusivity=unchecked -module-name XMLBench \
    "$ROOT"/Sources/IBDocument/XML/*.swift "$ROOT"/Sources/IBDocument/Graph/*.swift \
    "$ROOT"/bench/xml/main.swift -o "$SCRATCH/xml-bench")

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
    PEER_MS=$(awk -v ms="$ms" 'BEGIN{printf "%.3f", ms/100}')
    echo "peer xmllint --noout (libxml2 $(xmllint --version 2>&1 | head -1 | sed 's/.*version //')): $(awk -v ms="$ms" 'BEGIN{printf "%.2f", ms/100}') ms per parse, $(awk -v b="$bytes" -v ms="$ms" 'BEGIN{printf "%.1f", b/1e6/(ms/100/1000)}') MB/s (parse only, no output)"
}

run() {
    local file="$1"
    echo
    local ours
    ours=$("$SCRATCH/xml-bench" "$file" "${2:-50}")
    echo "$ours"
    "$SCRATCH/xml-bench" --memory "$file"
    peer "$file"
    local format_ms
    format_ms=$(echo "$ours" | sed -n 's/^with object graph: *\([0-9.]*\) ms.*/\1/p')
    echo "format / xmllint parse: $(awk -v a="$format_ms" -v b="$PEER_MS" 'BEGIN{printf "%.2f", a/b}')x  (target <= 1.0x; load average $(cut -d' ' -f1 /proc/loadavg))"
}

FILE="${1:-$(largest_document)}"
run "$FILE"

LARGE="$SCRATCH/large-9MB.storyboard"
python3 -c "import sys; sys.path.insert(0, '$ROOT/bench/browser'); from large_storyboard import large_storyboard; open('$LARGE', 'w').write(large_storyboard(scenes=150))"
echo
echo "9 MB storyboard: bench/browser/large_storyboard.py, 150 scenes x 100 framed views"
run "$LARGE" 10
