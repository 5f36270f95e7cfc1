#!/usr/bin/env bash
# Which XCTest cases open a listening socket (issue #20: app tests call routes in-process unless the socket is
# their subject). Runs the filtered tests (already built: swift build --build-tests) under strace, which records
# every listen(2) with its time, and gives each to the test case running then (XCTest prints each case's start
# time); a server process a test spawns counts for that test too.
# Usage: bench/tests/socket-tests.sh [filter]   (default StoryweaveAppTests). Prints the counts, then the cases.
set -euo pipefail
filter="${1:-StoryweaveAppTests}"
out="$(mktemp -d)"
strace -f -qq -tt -e trace=listen -e signal=none -o "$out/listen.trace" \
  swift test --skip-build --disable-swift-testing --filter "$filter" > "$out/tests.log" 2>&1 || true
python3 - "$out" <<'PY'
import re, sys, pathlib
out = pathlib.Path(sys.argv[1])
def seconds(hms):
    h, m, s = hms.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)
starts = []
for line in (out / "tests.log").read_text(errors="replace").splitlines():
    m = re.match(r"Test Case '([\w.]+)' started at \S+ (\d+:\d+:[\d.]+)", line)
    if m: starts.append((seconds(m.group(2)), m.group(1)))
listens = [seconds(l.split()[1]) for l in (out / "listen.trace").read_text().splitlines() if "listen(" in l and "= 0" in l]
opening = set()
for t in listens:
    running = [name for start, name in starts if start <= t]
    if running: opening.add(running[-1])
tests = {name for _, name in starts}
files = lambda names: {n.split(".")[0] for n in names}
print(f"{len(opening & tests)} of {len(tests)} test cases open a listening socket "
      f"({len(files(opening & tests))} of {len(files(tests))} test classes)")
failed = sum(1 for l in (out / "tests.log").read_text(errors="replace").splitlines() if re.match(r"Test Case .* failed", l))
print(f"failed test cases: {failed}")
for name in sorted(opening): print("  " + name)
PY
rm -rf "$out"
