#!/usr/bin/env bash
# ffmpeg and ffprobe for the video pipeline (src/media/videos/), installed from Debian when missing: bookworm's ffmpeg
# 5.1 (SVT-AV1, dav1d, libx264, libx265, libvpx, zimg), kept up to date by Debian's security updates. The build runs
# this only when site.yaml names a video, so a site without video never needs ffmpeg; npm test runs it through
# scripts/ensure-test-tools.sh. FFMPEG and FFPROBE name other programs to use instead (then nothing is installed).
set -euo pipefail

if [ -n "${FFMPEG:-}" ] || { command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; }; then exit 0; fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else
    echo "Videos need ffmpeg, and installing it needs root: run 'apt-get install ffmpeg' as root (or set FFMPEG and FFPROBE to the programs), then run this command again." >&2
    exit 1
  fi
}

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Videos need ffmpeg 5.1 or newer with libsvtav1 and libx264: install it with this system's package manager (or set FFMPEG and FFPROBE to the programs), then run this command again." >&2
  exit 1
fi
echo "Installing Debian's ffmpeg for the videos (once, about 10 s)…" >&2
# The package lists: fetched when this machine has none yet or the install cannot find the package.
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null 2>&1 || {
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null
}
