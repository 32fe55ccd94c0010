#!/usr/bin/env bash
# What the tests need from Debian besides npm's packages, installed when missing:
# - Chromium's headless shell (/usr/bin/chromium-headless-shell), which the browser tests and npm run screens drive,
#   and the full browser (/usr/bin/chromium), in which the Lighthouse benchmarks run;
# - Java, for the W3C Nu HTML Checker (vnu-jar from npm);
# - poppler-utils' pdftotext and pdftoppm, with which the print test reads the pages Chromium prints to PDF;
# - libheif-examples' heif-enc, with which the pictures test makes an iPhone's HEIC photo (ffmpeg 5.1 writes no HEIF);
# - nginx, which runs the dist/nginx.conf each build writes (tests/nginx.test.ts). Its program is unpacked from
#   Debian's package into node_modules/.cache/nginx (no root needed, no service started) unless nginx is installed.
# - ffmpeg (scripts/ensure-ffmpeg.sh), with which the video tests make their clips and the builds encode videos.
set -euo pipefail
cd "$(dirname "$0")/.."
NGINX_DIR=node_modules/.cache/nginx

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else echo "Cannot run '$*' without root: ask someone who can, then run npm test again." >&2; exit 1
  fi
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# The other engines of the cross-engine test (tests/browser/engines.test.ts): Firefox ESR, and WebKitGTK's WebDriver
# with its MiniBrowser, which draws into an Xvfb display.
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
command -v heif-enc >/dev/null 2>&1 || missing+=(libheif-examples)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x /usr/sbin/nginx ] && [ ! -x "$NGINX_DIR/usr/sbin/nginx" ]; then
  echo "Unpacking Debian's nginx into $NGINX_DIR for the nginx test…"
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # apt-get download needs the package lists: fetch them once if this machine has none yet.
  (cd "$work" && apt-get download -qq nginx 2>/dev/null) || { as_root apt-get update -qq && (cd "$work" && apt-get download -qq nginx 2>/dev/null); }
  mkdir -p "$NGINX_DIR"
  dpkg-deb -x "$work"/nginx_*.deb "$NGINX_DIR"
fi

# The hosts' own local runtimes (tests/hosts.test.ts): Cloudflare's wrangler and Netlify's CLI, pinned by
# tests/host-runtimes/package-lock.json, installed from the npm registry into node_modules/.cache/host-runtimes (not
# dependencies of the site). Installed again when the pinned versions change.
HOSTS_DIR=node_modules/.cache/host-runtimes
if ! cmp -s tests/host-runtimes/package-lock.json "$HOSTS_DIR/installed.lock"; then
  echo "Installing the hosts' local runtimes (wrangler, netlify-cli) into $HOSTS_DIR for the host tests…"
  rm -rf "$HOSTS_DIR"
  mkdir -p "$HOSTS_DIR"
  cp tests/host-runtimes/package.json tests/host-runtimes/package-lock.json "$HOSTS_DIR/"
  # Their install scripts run as tests/host-runtimes/package.json's allowScripts says (the site's .npmrc reaches this
  # npm through npm test's environment); npm's words are shown when the install fails.
  if ! (cd "$HOSTS_DIR" && npm ci --no-audit --no-fund >install.log 2>&1); then
    cat "$HOSTS_DIR/install.log" >&2
    exit 1
  fi
  cp tests/host-runtimes/package-lock.json "$HOSTS_DIR/installed.lock" # only once the install is whole
fi

# ffmpeg: the video pipeline's tests make phone-like clips with its encoders and build sites with videos.
bash scripts/ensure-ffmpeg.sh
