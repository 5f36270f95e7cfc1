#!/usr/bin/env bash
# The editor's performance benchmark (bench/browser/editor_perf.py) in Debian's headless Chromium, with the
# browser tests' venv (Tests/browser/.venv, created by Tests/browser/run.sh; `playwright install` is never run).
# Usage: bench/browser/run.sh [--runs N] [--profile DIR]
# Env: STORYWEAVE_BIN (default .build/debug/storyweave; e.g. .build/release/storyweave), BROWSER_VENV, CHROMIUM.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${BROWSER_VENV:-$root/Tests/browser/.venv}"
cd "$root"

if ! command -v chromium >/dev/null; then
  echo "run.sh: installing chromium (Debian package)"
  apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null
fi
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$root/Tests/browser/requirements.txt"

export STORYWEAVE_BIN="${STORYWEAVE_BIN:-$root/.build/debug/storyweave}"
case "$STORYWEAVE_BIN" in /*) ;; *) STORYWEAVE_BIN="$root/$STORYWEAVE_BIN" ;; esac
if [ ! -x "$STORYWEAVE_BIN" ]; then
  echo "run.sh: $STORYWEAVE_BIN is missing: build it (swift build [-c release] --product storyweave)" >&2
  exit 2
fi
exec "$venv/bin/python" "$here/editor_perf.py" "$@"
