#!/usr/bin/env bash
# The full convergence run of issue #4: 8 editors × 5,000 random edits each against a real server
# process, with reconnects and a SIGKILL + restart halfway (SyncConvergenceCrashTests; CI runs 8 × 150).
# Usage: bench/sync/convergence.sh [clients] [edits-per-client] [seed]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/opt/swift/usr/bin:$PATH
export STORYWEAVE_CONVERGENCE_CLIENTS=${1:-8} STORYWEAVE_CONVERGENCE_EDITS=${2:-5000} STORYWEAVE_CONVERGENCE_SEED=${3:-7}
swift build --build-tests >/dev/null
swift test --skip-build --disable-swift-testing --filter SyncConvergenceCrashTests 2>&1 | grep -E "convergence:|error|Executed .* tests?," | head -40
