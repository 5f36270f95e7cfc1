#!/usr/bin/env bash
# Browser end-to-end tests: real server + Debian's headless Chromium and Firefox ESR driven by Playwright
# (never `playwright install`; Firefox over WebDriver BiDi through firefox_bidi.py).
# Usage: Tests/browser/run.sh [pytest args...]
# Env: STORYWEAVE_BIN (server binary, default .build/debug/storyweave; built when missing),
#      BROWSER_VENV (default Tests/browser/.venv), STORYWEAVE_SCREENSHOTS (default .artifacts/screenshots),
#      CHROMIUM (default /usr/bin/chromium), FIREFOX (default /usr/bin/firefox-esr).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${BROWSER_VENV:-$here/.venv}"
cd "$root"

# The browsers are Debian's: chromium (+ chromium-driver) and firefox-esr (test_firefox.py, over WebDriver BiDi).
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
command -v "${FIREFOX:-firefox-esr}" >/dev/null || missing+=(firefox-esr)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "run.sh: installing ${missing[*]} (Debian packages)"
  apt-get update -qq || true
  for attempt in 1 2 3 4 5; do
    if DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >/dev/null; then break; fi
    [ "$attempt" = 5 ] && { echo "run.sh: could not install ${missing[*]}" >&2; exit 2; }
    sleep 10   # another process may hold the dpkg lock for a moment
  done
fi

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"

export STORYWEAVE_BIN="${STORYWEAVE_BIN:-$root/.build/debug/storyweave}"
if [ ! -x "$STORYWEAVE_BIN" ]; then
  echo "run.sh: building the server ($STORYWEAVE_BIN is missing)"
  swift build --product storyweave
fi

# pytest prints its summary line ("N passed in Xs" or "N failed, ...") and exits non-zero on any failure.
exec "$venv/bin/python" -m pytest -p no:cacheprovider -q "$here" "$@"
