#!/usr/bin/env bash
# Parse benchmark for #8: 500 generated Swift files (~50k lines) through `storyweave classes`,
# which prints the in-process parse+index time. Build first: swift build -c release --product storyweave
# Usage: bench/sources/parse.sh [files]   (env STORYWEAVE_BIN, default .build/release/storyweave)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${STORYWEAVE_BIN:-.build/release/storyweave}"
count="${1:-500}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 bench/sources/generate.py "$dir/App" "$count"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
for run in 1 2 3; do
  "$bin" classes "$dir/App" --timing > /dev/null
done
"$bin" classes "$dir/App" --json | python3 -c 'import json,sys; c=json.load(sys.stdin); print(len(c), "classes,", sum(len(x["outlets"]) for x in c), "outlets,", sum(len(x["actions"]) for x in c), "actions")'
