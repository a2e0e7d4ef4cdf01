#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium with a real CJK font (Debian's fonts-wqy-microhei, 1.6 MB): without
# one, Chinese is measured in a fallback and layouts that overflow for real users pass. Each is installed when
# the machine lacks it (we are root here).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version >&2
