#!/bin/sh
# Regenerates Sources/IBDocument/XcodeWrites/XcodeWritesTable.swift (what Xcode writes, per platform and document
# type) from the shared fixtures: the corpus, the ib documents and the nib pairs' sources. See derive-xcode-writes.py.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
fixtures=${FIXTURES:-$root/../shared/fixtures}
[ -d "$fixtures/corpus" ] || { echo "no fixtures at $fixtures" >&2; exit 1; }
mkdir -p "$root/Sources/IBDocument/XcodeWrites"
python3 "$here/derive-xcode-writes.py" "$fixtures/corpus" "$fixtures/ib" "$fixtures/nib" \
  > "$root/Sources/IBDocument/XcodeWrites/XcodeWritesTable.swift"
