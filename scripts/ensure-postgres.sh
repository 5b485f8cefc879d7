#!/usr/bin/env bash
# The tests start a PostgreSQL of their own (scripts/lib/test-postgres.mjs) when none answers at
# 127.0.0.1:5432: its server binaries come from Debian's postgresql package (/usr/lib/postgresql/<ver>/bin).
set -euo pipefail
have_server() { compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null; }
if have_server; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL's server is missing: installing Debian's postgresql package…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  if have_server; then exit 0; fi
fi
echo "PostgreSQL's server not found in /usr/lib/postgresql: install it with 'sudo apt-get install -y postgresql' (or set TEST_POSTGRES_URL to a server the tests may make a database on), then run npm test again." >&2
exit 1
