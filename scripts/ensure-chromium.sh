#!/usr/bin/env bash
# Browser checks need Debian's Chromium, never a downloaded build: chromium-headless-shell
# (/usr/bin/chromium-headless-shell), which the tests drive, and chromium (/usr/bin/chromium), the
# desktop browser that perf, the audit and the docs' screenshots use (playwright.config.ts).
# CHROME_PATH names another browser for the tests; nothing is installed for it.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "Chromium not found at CHROME_PATH=$CHROME_PATH: set it to an installed Chromium, or unset it to use Debian's." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's ${missing[*]}…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/chromium ] && exit 0
fi
echo "Chromium not found: install it with 'sudo apt-get install -y ${missing[*]}' (or set CHROME_PATH), then run npm test again." >&2
exit 1
