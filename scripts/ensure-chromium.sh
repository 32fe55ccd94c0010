#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (/usr/bin/chromium). Installs it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package for the browser tests…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Cannot install Chromium without root. Run: apt-get install chromium" >&2
  exit 1
fi
/usr/bin/chromium --version
