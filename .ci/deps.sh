#!/usr/bin/env bash
# Installs the Debian packages the build needs when they are missing (idempotent, quiet when all present).
set -euo pipefail
need=()
[ -f /usr/include/sqlite3.h ] || need+=(libsqlite3-dev)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
[ -f /usr/include/postgresql/libpq-fe.h ] || need+=(libpq-dev)   # the PostgreSQL backend (libpq)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)   # the suite's PostgreSQL run
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v node >/dev/null || need+=(nodejs)   # JavaScript unit tests (node --test), no npm needed
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi
