#!/usr/bin/env bash
# The WordPress plugin's checks run on Debian's PHP: its coding standard with phpcs (php-codesniffer)
# and its unit tests with phpunit.
set -euo pipefail
have_php_tools() { command -v php >/dev/null 2>&1 && command -v phpcs >/dev/null 2>&1 && command -v phpunit >/dev/null 2>&1; }
if have_php_tools; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PHP, phpcs or phpunit is missing: installing Debian's php-cli, php-codesniffer and phpunit packages…"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq php-cli php-codesniffer phpunit >/dev/null
  if have_php_tools; then exit 0; fi
fi
echo "PHP, phpcs or phpunit not found: install them with 'sudo apt-get install -y php-cli php-codesniffer phpunit', then run npm test again." >&2
exit 1
