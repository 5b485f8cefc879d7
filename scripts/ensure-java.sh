#!/usr/bin/env bash
# The HTML check runs the W3C Nu HTML Checker (the vnu-jar package) on Debian's Java, 17 or newer.
set -euo pipefail
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
java_major() { "$JAVA" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if command -v "$JAVA" >/dev/null 2>&1 && [ "$(java_major)" -ge 17 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java 17 or newer is missing: installing Debian's default-jre-headless package…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  if command -v "$JAVA" >/dev/null 2>&1 && [ "$(java_major)" -ge 17 ]; then exit 0; fi
fi
echo "Java 17 or newer not found ($JAVA): install it with 'sudo apt-get install -y default-jre-headless' (or set JAVA_HOME), then run npm test again." >&2
exit 1
