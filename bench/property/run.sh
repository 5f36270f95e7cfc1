#!/bin/sh
# The editor property test's long run: random sequences of every editor command over every corpus document
# (../shared/fixtures/corpus), checked against what Xcode writes, lint, the round trip, the compiler and the Swift
# twins (Tests/EditorPropertyTests; the commands run in node: Tests/js/property). CI runs a short sample of the same.
#
#   bench/property/run.sh [--documents N|all] [--sequences N] [--steps N] [--seed N]
#
# Prints the test's summary: documents, sequences, commands run, twins compared, violations, and every violation grouped
# by what it says, with the document, seed and cursor that replay each (STORYWEAVE_PROPERTY_ONLY=<name> narrows a run).
set -eu
cd "$(dirname "$0")/../.."
documents=all sequences=3 steps=25 seed=1
while [ $# -gt 0 ]; do
  case "$1" in
    --documents) documents=$2; shift 2 ;;
    --sequences) sequences=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    *) echo "usage: $0 [--documents N|all] [--sequences N] [--steps N] [--seed N]" >&2; exit 2 ;;
  esac
done
[ -d ../shared/fixtures/corpus ] || { echo "no ../shared/fixtures/corpus: nothing to run" >&2; exit 1; }
swift build --build-tests >/dev/null
start=$(date +%s)
STORYWEAVE_PROPERTY_DOCUMENTS=$documents STORYWEAVE_PROPERTY_SEQUENCES=$sequences STORYWEAVE_PROPERTY_STEPS=$steps \
STORYWEAVE_PROPERTY_SEED=$seed swift test --skip-build --disable-swift-testing --filter EditorPropertyTests 2>&1 \
  | grep -E "editor property test|^  [a-zA-Z]+ [0-9]|^  violation: |Executed" | cut -c1-600 || true
echo "seconds: $(( $(date +%s) - start )) (load $(cut -d' ' -f1-3 /proc/loadavg))"
