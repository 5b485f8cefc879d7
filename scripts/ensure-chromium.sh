#!/usr/bin/env bash
# Browser tests need Debian's Chromium at /usr/bin/chromium (never a downloaded build).
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROME" ] && exit 0
fi
echo "Chromium not found at $CHROME: install it with 'sudo apt-get install -y chromium' (or set CHROME_PATH), then run npm test again." >&2
exit 1
