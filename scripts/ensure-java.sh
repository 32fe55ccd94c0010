#!/usr/bin/env bash
# The HTML tests run the W3C Nu HTML Checker (vnu-jar from npm), a Java program. Installs Debian's Java when it is missing.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java is missing: installing Debian's default-jre-headless for the Nu HTML Checker…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "Cannot install Java without root. Run: apt-get install default-jre-headless" >&2
  exit 1
fi
java -version
