#!/usr/bin/env bash
# The operations tests run the real tools an owner runs: pg_dump, pg_restore and psql (backups of a
# PostgreSQL store, Debian's postgresql-client) and systemd-analyze (the backup timer's units and its
# calendar, Debian's systemd).
set -euo pipefail
have_tools() {
  command -v pg_dump >/dev/null 2>&1 && command -v pg_restore >/dev/null 2>&1 &&
    command -v psql >/dev/null 2>&1 && command -v systemd-analyze >/dev/null 2>&1
}
if have_tools; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pg_dump, pg_restore, psql or systemd-analyze is missing: installing Debian's postgresql-client and systemd packages…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client systemd >/dev/null
  if have_tools; then exit 0; fi
fi
echo "pg_dump, pg_restore, psql or systemd-analyze not found: install them with 'sudo apt-get install -y postgresql-client systemd', then run npm test again." >&2
exit 1
