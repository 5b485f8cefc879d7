#!/usr/bin/env bash
# The shipped monitoring (deploy/monitoring) is checked with Prometheus's own promtool: its alert
# rules, their unit tests, the scrape configurations and the site's /metrics output
# (tests/integration/metrics.test.ts). promtool comes with Debian's prometheus package.
set -euo pipefail
if command -v promtool >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "promtool is missing: installing Debian's prometheus package…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  if command -v promtool >/dev/null 2>&1; then exit 0; fi
fi
echo "promtool not found: install it with 'sudo apt-get install -y prometheus' (Debian's package), then run npm test again." >&2
exit 1
